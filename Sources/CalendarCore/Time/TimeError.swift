/// Why a time of day, a date-time, an offset or an instant has no answer. Positions are added by
/// whoever holds the source, as for `CalendarError`.
public enum TimeError: Error, Equatable, Sendable {
  case hourOutOfRange(Int)
  case minuteOutOfRange(Int)
  case secondOutOfRange(Int)
  case nanosecondOutOfRange(Int)
  /// An offset beyond ±25:59:59 (Temporal's bound), in seconds.
  case offsetOutOfRange(Int)
  /// An instant outside 0001-01-01T00:00:00Z…9999-12-31T23:59:59.999999999Z.
  case instantOutOfRange
  /// A wall-clock date-time whose date falls outside 0001-01-01…9999-12-31.
  case dateTimeOutOfRange
  /// An exact duration longer than the span of the instants (87,649,416 hours).
  case durationOutOfRange

  public var message: String {
    switch self {
    case .hourOutOfRange(let h): return "hour \(h) does not exist; hours run from 00 to 23"
    case .minuteOutOfRange(let m): return "minute \(m) does not exist; minutes run from 00 to 59"
    case .secondOutOfRange(let s): return "second \(s) does not exist; seconds run from 00 to 59"
    case .nanosecondOutOfRange:
      return "a fraction of a second has at most nine digits (nanoseconds)"
    case .offsetOutOfRange(let seconds):
      return
        "the offset \(UTCOffset.format(seconds: seconds)) is too large; offsets run from -25:59:59 to +25:59:59"
    case .instantOutOfRange:
      return "the instant is outside the supported range 0001-01-01T00:00:00Z…9999-12-31T23:59:59Z"
    case .dateTimeOutOfRange:
      return "the date-time is outside the supported range 0001-01-01T00:00…9999-12-31T23:59:59"
    case .durationOutOfRange:
      return
        "the duration is too long: exact time reaches at most 87,649,416 hours, the span of years 1 to 9999"
    }
  }
}
