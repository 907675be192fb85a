/// An instant in a named zone (Temporal's `ZonedDateTime`): the exact point, and the wall time
/// and offset the zone's clocks show there.
public struct ZonedDateTime: Hashable, Sendable, CustomStringConvertible {
  public let instant: Instant
  public let zone: ZoneRules
  /// The zone's local time at the instant, worked out once.
  public let localTimeType: LocalTimeType
  public let dateTime: DateTime

  /// The instant as the zone's clocks show it; an error only for the first hours of year 1 west
  /// of Greenwich (or the last of 9999 east of it), whose wall dates are out of range.
  public init(_ instant: Instant, in zone: ZoneRules) throws(TimeError) {
    self.instant = instant
    self.zone = zone
    localTimeType = zone.localTimeType(at: instant)
    dateTime = try instant.dateTime(at: localTimeType.offset)
  }

  /// The wall time in `zone`, resolved by `disambiguation` where the clocks skip or repeat it.
  public init(_ dateTime: DateTime, in zone: ZoneRules, disambiguation: Disambiguation = .compatible)
    throws(WallTimeError)
  {
    let instant = try zone.resolve(dateTime, disambiguation: disambiguation).get()
    do {
      try self.init(instant, in: zone)
    } catch {
      throw .outOfRange(dateTime, zone: zone.name)
    }
  }

  public var offset: UTCOffset { localTimeType.offset }
  public var abbreviation: String { localTimeType.abbreviation }

  public static func == (a: ZonedDateTime, b: ZonedDateTime) -> Bool {
    a.instant == b.instant && a.zone.name == b.zone.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(instant)
    hasher.combine(zone.name)
  }

  /// `2025-03-30T03:30+02:00[Europe/Berlin]`, as Temporal writes it (seconds only when not zero).
  public var description: String { "\(dateTime)\(offset)[\(zone.name)]" }

  /// `2025-03-30T03:30:00+02:00`: RFC 3339, always with seconds; `Z` never stands for +00:00.
  /// An offset with seconds (a local mean time, `-00:16:08`) is written to the nearest minute, as
  /// RFC 3339 has no seconds there and Temporal's `toString` rounds it; the zone's name beside it
  /// keeps the instant (calsh reads the rounded offset back beside the name, as Temporal does).
  public var rfc3339: String { "\(dateTime.rfc3339)\(offset.roundedToMinutes)" }

  /// Adds calendar units on the wall clock, clamped as dates are, then resolves the new wall
  /// time with `disambiguation`; then adds exact units on the time line (Temporal's
  /// AddZonedDateTime). So `+ 1 day` across a change of clocks keeps 12:00 at 12:00, and
  /// `+ 24 hours` does not.
  public func adding(
    _ calendar: DateDuration, _ exact: ExactDuration = .zero, disambiguation: Disambiguation = .compatible
  ) throws(ZonedArithmeticError) -> ZonedDateTime {
    var result = self
    if calendar != .zero {
      let date: CivilDate
      do {
        date = try dateTime.date.adding(calendar)
      } catch {
        throw .date(error)
      }
      do {
        result = try ZonedDateTime(
          DateTime(date: date, time: dateTime.time), in: zone, disambiguation: disambiguation)
      } catch {
        throw .wallTime(error)
      }
    }
    guard exact != .zero else { return result }
    do {
      return try ZonedDateTime(
        result.instant.adding(seconds: exact.seconds, nanoseconds: Int64(exact.nanoseconds)), in: zone)
    } catch {
      throw .time(error)
    }
  }

  /// The time from `other` to `self` as whole days of this zone's wall clock and the exact rest
  /// (Temporal's DifferenceZonedDateTime with days as the largest unit): across a spring-forward
  /// change, 12:00 to 12:00 the next day is 1 day, not 23 hours.
  public func difference(since other: ZonedDateTime) -> (days: Int, rest: ExactDuration) {
    let start = (try? ZonedDateTime(other.instant, in: zone)) ?? other
    let sign: Int64 = instant < start.instant ? -1 : 1
    guard instant != start.instant else { return (0, .zero) }
    var correction: Int64 = 0
    if (dateTime.time.nanosecondsSinceMidnight - start.dateTime.time.nanosecondsSinceMidnight) * sign < 0 {
      correction = 1
    }
    while correction <= 2 {
      guard let date = try? dateTime.date.adding(days: Int(-correction * sign)),
        let intermediate = try? ZonedDateTime(DateTime(date: date, time: start.dateTime.time), in: zone)
      else { break }
      let rest = instant.duration(since: intermediate.instant)
      if !(rest.isNegative ? sign > 0 : (rest != .zero && sign < 0)) {
        return (date.days(since: start.dateTime.date), rest)
      }
      correction += 1
    }
    return (0, instant.duration(since: start.instant))
  }
}

/// Why adding to a zoned date-time failed: the date left the calendar, the wall time could not
/// be resolved (under `reject`), or the instant left the range.
public enum ZonedArithmeticError: Error, Equatable, Sendable {
  case date(CalendarError)
  case wallTime(WallTimeError)
  case time(TimeError)

  public var message: String {
    switch self {
    case .date(let error): return error.message
    case .wallTime(let error): return error.message
    case .time(let error): return error.message
    }
  }
}
