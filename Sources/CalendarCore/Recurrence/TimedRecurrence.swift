/// A recurrence at times of day (RFC 5545's DATE-TIME DTSTART, BYHOUR/BYMINUTE/BYSECOND, `every
/// … at 10:00 in Europe/Berlin`): each day of a day recurrence at each of its times, floating or
/// in a zone. COUNT counts date-times, not days, and UNTIL is a date-time, as RFC 5545 says; a
/// wall time the zone's clocks skip is moved later by the gap's length and a repeated one takes
/// the first instant (§3.3.10, Temporal's `compatible`).
public struct TimedRecurrence: Equatable, Sendable {
  /// The days; its rule's COUNT is not read (the count is of date-times), its UNTIL is the last
  /// day that may hold one.
  public var days: Recurrence
  /// The times of each day, in order, none twice.
  public let times: [TimeOfDay]
  /// Nil: floating wall times.
  public var zone: ZoneRules?
  /// How many date-times in all.
  public var count: Int?
  /// The last date-time that may be taken (inclusive), when the end is a date-time.
  public var until: Until?
  /// DTSTART: date-times before it (on the start day, at an earlier BYHOUR) are not taken, as
  /// python-dateutil skips them; nil takes every time of the first day.
  public var notBefore: DateTime?

  /// The end of a series as a date-time: a wall time (floating) or an instant (`…Z`, and every
  /// UNTIL of a rule in a zone, which RFC 5545 writes in UTC).
  public enum Until: Hashable, Sendable {
    case wallTime(DateTime)
    case instant(Instant)
  }

  public init(days: Recurrence, times: [TimeOfDay], zone: ZoneRules?) {
    self.days = days
    self.times = Array(Set(times)).sorted()
    self.zone = zone
  }

  /// The times of each day of `rule` from a start at `start` (python-dateutil's timeset):
  /// every BYHOUR × BYMINUTE × BYSECOND, each the start's own when the rule names none.
  public static func times(of rule: RecurrenceRule, startingAt start: TimeOfDay) -> [TimeOfDay] {
    let hours = rule.byHour.isEmpty ? [start.hour] : rule.byHour
    let minutes = rule.byMinute.isEmpty ? [start.minute] : rule.byMinute
    let seconds = rule.bySecond.isEmpty ? [start.second] : rule.bySecond
    var times: [TimeOfDay] = []
    for hour in hours {
      for minute in minutes {
        for second in seconds {
          if let time = try? TimeOfDay(hour: hour, minute: minute, second: second) { times.append(time) }
        }
      }
    }
    return Array(Set(times)).sorted()
  }

  /// Whether no count, no UNTIL and no last day end it.
  public var isEndless: Bool { count == nil && until == nil && days.rule.until == nil }

  /// Why the date-times cannot be listed: more than `limit` of them would be needed.
  public struct TooMany: Error, Equatable, Sendable {
    public let limit: Int
  }

  /// The date-times, in time order, at most `limit` of them (an error past it: the list is held
  /// whole). An endless series must be given a limit the caller accepts being cut at.
  public func dateTimes(limit: Int) throws(TooMany) -> DateTimeList {
    var found: [DateTimeList.Element] = []
    var dayRecurrence = days
    dayRecurrence.rule.count = nil
    if case .instant(let instant)? = until, let zone, let last = try? zone.dateTime(at: instant) {
      let day = last.date
      if dayRecurrence.rule.until.map({ day < $0 }) ?? true { dayRecurrence.rule.until = day }
    } else if case .wallTime(let last)? = until {
      if dayRecurrence.rule.until.map({ last.date < $0 }) ?? true { dayRecurrence.rule.until = last.date }
    }
    var byDay: [DateTimeList.Element] = []
    var firstWallTime: DateTime?
    var ended = false
    for dayCount in dayRecurrence {
      let date = CivilDate(uncheckedDayCount: dayCount)
      byDay.removeAll(keepingCapacity: true)
      times: for time in times {
        let wall = DateTime(date: date, time: time)
        if let notBefore, wall < notBefore { continue }
        let element: DateTimeList.Element
        if let zone {
          guard let zoned = try? ZonedDateTime(wall, in: zone, disambiguation: .compatible) else { continue }
          element = .zoned(zoned)
        } else {
          element = .floating(wall)
        }
        switch until {
        case .wallTime(let last)?: ended = wall > last
        case .instant(let last)?:
          if let instant = element.zoned?.instant {
            ended = last < instant
          } else {
            ended = wall.secondsSinceEpoch > last.secondsSinceEpoch
          }
        case nil: break
        }
        if ended { break times }
        if firstWallTime == nil { firstWallTime = wall }
        byDay.append(element)
        if let count, found.count + byDay.count >= count { break }
      }
      // A time a gap moves onto another (02:30 and 03:30 on the day Berlin skips 02:00–03:00,
      // Apia's skipped day onto the next) is one date-time: RFC 5545 counts a repeat once.
      for element in DateTimeList(byDay).elements where found.last != element { found.append(element) }
      if ended { break }
      if let count, found.count >= count { break }
      if found.count > limit { throw TooMany(limit: limit) }
    }
    if found.count > limit { throw TooMany(limit: limit) }
    let list = DateTimeList(found)
    return firstWallTime.map { list.from(self, firstWallTime: $0) } ?? list
  }
}
