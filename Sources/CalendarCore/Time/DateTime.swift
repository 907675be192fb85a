/// A date and a time of day on a wall clock with no zone (Temporal's `PlainDateTime`): what a
/// clock on the wall and a calendar beside it show, before a zone says which instant it is.
public struct DateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let date: CivilDate
  public let time: TimeOfDay

  public init(date: CivilDate, time: TimeOfDay = .midnight) {
    self.date = date
    self.time = time
  }

  /// A checked date-time from its parts.
  public init(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, nanosecond: Int = 0
  ) throws(TimeError) {
    guard let date = try? CivilDate(year: year, month: month, day: day) else { throw .dateTimeOutOfRange }
    self.date = date
    time = try TimeOfDay(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
  }

  /// The date-time `seconds` after 1970-01-01T00:00 on the same wall clock, or nil outside
  /// 0001-01-01…9999-12-31.
  init?(secondsSinceEpoch seconds: Int64, nanosecond: Int) {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    guard let date = try? CivilDate(dayCount: Int(days)) else { return nil }
    self.date = date
    time = TimeOfDay(
      uncheckedNanoseconds: secondOfDay * TimeOfDay.nanosecondsPerSecond + Int64(nanosecond))
  }

  /// Seconds from 1970-01-01T00:00 to this wall time, as if it were in UTC (Temporal's
  /// GetUTCEpochNanoseconds, to the second). Within ±2^38 for every date calsh knows.
  public var secondsSinceEpoch: Int64 {
    Int64(date.dayCount) * 86_400 + Int64(time.secondsSinceMidnight)
  }

  public static func < (a: DateTime, b: DateTime) -> Bool { (a.date, a.time) < (b.date, b.time) }

  /// `2025-03-30T01:30` (seconds and fraction only when not zero, as `TimeOfDay` writes them).
  public var description: String { "\(date)T\(time)" }

  /// `2025-03-30T01:30:00`: always with seconds, as RFC 3339 writes a date-time.
  public var rfc3339: String { "\(date)T\(time.rfc3339)" }

  /// The wall time `seconds` (and `nanoseconds`) later on the same clock, with no zone: a day
  /// is always 24 hours here. An error past the range of dates.
  public func adding(seconds: Int64, nanoseconds: Int64 = 0) throws(TimeError) -> DateTime {
    guard
      let total = Instant.sum(
        seconds: secondsSinceEpoch, nanoseconds: Int64(time.nanosecond), plusSeconds: seconds,
        plusNanoseconds: nanoseconds),
      let result = DateTime(secondsSinceEpoch: total.seconds, nanosecond: Int(total.nanoseconds))
    else { throw .dateTimeOutOfRange }
    return result
  }
}
