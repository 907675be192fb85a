import CalRender
import CalendarCore

/// Date-times as an iCalendar file: timed events, DTSTART on the list's own clock
/// (floating, UTC, or a zone's wall clock with its VTIMEZONE).
extension Printer {
  /// One VCALENDAR: a VTIMEZONE for each zone named, then one event with its RRULE when the list
  /// is a recurrence's whole and RRULE can say it, else an event per date-time, each `length`
  /// long (DURATION). Nothing is written for an empty list, and a warning says so.
  func writeICS(_ list: DateTimeList, summary: String?, length: ExactDuration) throws {
    guard let first = list.elements.first else {
      interpreter.warn(
        "no date-times to export: nothing is written (an iCalendar file needs an event)", at: range)
      return
    }
    var writer = ICSWriter(stamp: interpreter.settings.today)
    writer.writeHeader(to: out)
    var spans = ICSZoneSpans()
    for case .zoned(let zoned) in list.elements where Printer.isNamed(zoned.zone) {
      let end = (try? zoned.instant.adding(seconds: length.seconds)) ?? zoned.instant
      spans.include(zoned.zone, from: zoned.instant, through: end)
    }
    spans.write(with: &writer, to: out)
    if let origin = list.origin, let rule = Printer.rule(of: origin, listing: list) {
      let start = Printer.time(origin.firstWallTime, like: first)
      writer.write(
        ICSEvent(start: start, duration: length.iso8601, summary: summary, rule: rule), to: out)
    } else {
      for (index, element) in list.elements.enumerated() {
        if index & 4095 == 0 { try interpreter.checkCancelled(at: range) }
        writer.write(
          ICSEvent(start: Printer.time(of: element), duration: length.iso8601, summary: summary), to: out)
      }
    }
    writer.writeFooter(to: out)
  }

  /// Whether a zone is written by TZID: a zone of the database, not UTC's `Z` or an offset.
  static func isNamed(_ zone: ZoneRules) -> Bool {
    zone.name != ZonedDateTime.utcName && zone.name.first != "+" && zone.name.first != "-"
  }

  /// A date-time on its clock: a named zone's wall time, else UTC's, or floating.
  private static func time(of element: DateTimeList.Element) -> ICSTime {
    switch element {
    case .floating(let wall): return ICSTime(.floating, wall)
    case .zoned(let zoned):
      if isNamed(zoned.zone) { return ICSTime(.zone(zoned.zone.name), zoned.dateTime) }
      let utc = (try? zoned.instant.dateTime(at: .utc)) ?? zoned.dateTime
      return ICSTime(.utc, utc)
    }
  }

  /// A recurrence's first wall time (before a gap moved it) on the clock of its first date-time.
  private static func time(_ wall: DateTime, like first: DateTimeList.Element) -> ICSTime {
    var time = time(of: first)
    time.wall = wall
    return time
  }

  /// The RRULE that gives the list's date-times from its first, or nil when RRULE cannot say it:
  /// a rule calendar apps read otherwise (workdays with holidays …), a zone that is only an
  /// offset (whose wall times no reader keeps), or times that are not every BYHOUR × BYMINUTE ×
  /// BYSECOND. COUNT when the list has all it asked for, else UNTIL at its last date-time (in
  /// UTC under a zone, as RFC 5545 asks).
  private static func rule(of origin: DateTimeList.Origin, listing list: DateTimeList) -> String? {
    let timed = origin.recurrence
    guard timed.days.notOneRule == nil, let last = list.elements.last else { return nil }
    if let zone = timed.zone, zone.name != ZonedDateTime.utcName, !isNamed(zone) { return nil }
    let hours = Set(timed.times.map(\.hour)).sorted()
    let minutes = Set(timed.times.map(\.minute)).sorted()
    let seconds = Set(timed.times.map(\.second)).sorted()
    guard hours.count * minutes.count * seconds.count == timed.times.count,
      timed.times.allSatisfy({ $0.nanosecond == 0 })
    else { return nil }
    var rule = timed.days.rule
    // One time, DTSTART's own, needs no BYHOUR (RFC 5545 takes it from DTSTART), and readers
    // that keep one event a day (calsh's load) read the rule without it.
    if timed.times != [origin.firstWallTime.time] {
      (rule.byHour, rule.byMinute, rule.bySecond) = (hours, minutes, seconds)
    }
    (rule.count, rule.until, rule.untilTime, rule.untilIsUTC) = (nil, nil, nil, false)
    // A time a gap moved (off the rule's times) may have met another and been counted once, as
    // RFC 5545 says; readers list both (and stop one early at COUNT): one event a date-time then.
    if let zone = timed.zone, Printer.hasSkippedTime(list, times: timed.times, in: zone) { return nil }
    if let count = timed.count, list.count == count {
      rule.count = count
    } else {
      switch last {
      case .floating(let wall): (rule.until, rule.untilTime) = (wall.date, wall.time)
      case .zoned(let zoned):
        guard let utc = try? zoned.instant.dateTime(at: .utc) else { return nil }
        (rule.until, rule.untilTime, rule.untilIsUTC) = (utc.date, utc.time, true)
      }
    }
    return rule.textForCalendarApps
  }
}

extension Printer {
  /// Whether a wall time of the rule falls in a gap of `zone` on a day of the list (the day
  /// before and after too: a gap moves a time onto the next day).
  static func hasSkippedTime(_ list: DateTimeList, times: [TimeOfDay], in zone: ZoneRules) -> Bool {
    var days = Set<Int>()
    for element in list.elements {
      let day = element.dateTime.date.dayCount
      guard days.insert(day).inserted else { continue }
      for near in day - 1...day + 1 {
        guard let date = try? CivilDate(dayCount: near) else { continue }
        if times.contains(where: { zone.possibleInstants(for: DateTime(date: date, time: $0)).isEmpty }) {
          return true
        }
      }
    }
    return false
  }
}

extension ExactDuration {
  /// A timed event's length when `ics` is not told: an hour, as calendar apps make a new event.
  static let oneHour = ExactDuration(seconds: 3600, nanoseconds: 0)
}
