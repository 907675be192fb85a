/// A time of day on a wall clock, with no date and no zone (Temporal's `PlainTime`): 00:00 to
/// 23:59:59.999999999, kept as nanoseconds since midnight so that comparing and adding are one
/// integer operation.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  public static let nanosecondsPerSecond: Int64 = 1_000_000_000
  public static let nanosecondsPerDay: Int64 = 86_400 * nanosecondsPerSecond

  /// 0 ..< 86,400,000,000,000.
  public let nanosecondsSinceMidnight: Int64

  public static let midnight = TimeOfDay(uncheckedNanoseconds: 0)

  /// A checked time of day: hour 0–23, minute 0–59, second 0–59 (no leap second), nanosecond
  /// 0–999,999,999.
  public init(hour: Int, minute: Int = 0, second: Int = 0, nanosecond: Int = 0) throws(TimeError) {
    guard (0...23).contains(hour) else { throw .hourOutOfRange(hour) }
    guard (0...59).contains(minute) else { throw .minuteOutOfRange(minute) }
    guard (0...59).contains(second) else { throw .secondOutOfRange(second) }
    guard (0...999_999_999).contains(nanosecond) else { throw .nanosecondOutOfRange(nanosecond) }
    nanosecondsSinceMidnight =
      Int64(hour * 3600 + minute * 60 + second) * TimeOfDay.nanosecondsPerSecond + Int64(nanosecond)
  }

  /// A time from nanoseconds since midnight, which the caller has kept in 0 ..< one day.
  @inlinable
  public init(uncheckedNanoseconds nanoseconds: Int64) {
    nanosecondsSinceMidnight = nanoseconds
  }

  /// A time from seconds since midnight (0 ..< 86,400) and a nanosecond.
  public init(secondsSinceMidnight seconds: Int, nanosecond: Int = 0) throws(TimeError) {
    guard (0..<86_400).contains(seconds) else { throw .hourOutOfRange(seconds / 3600) }
    try self.init(
      hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60, nanosecond: nanosecond)
  }

  public var hour: Int { Int(nanosecondsSinceMidnight / (3600 * TimeOfDay.nanosecondsPerSecond)) }
  public var minute: Int { Int(nanosecondsSinceMidnight / (60 * TimeOfDay.nanosecondsPerSecond) % 60) }
  public var second: Int { Int(nanosecondsSinceMidnight / TimeOfDay.nanosecondsPerSecond % 60) }
  public var nanosecond: Int { Int(nanosecondsSinceMidnight % TimeOfDay.nanosecondsPerSecond) }
  /// Whole seconds since midnight.
  public var secondsSinceMidnight: Int { Int(nanosecondsSinceMidnight / TimeOfDay.nanosecondsPerSecond) }

  public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool {
    a.nanosecondsSinceMidnight < b.nanosecondsSinceMidnight
  }

  /// `15:30`, `15:30:05`, `15:30:05.25`: seconds when not zero, the fraction when not zero with
  /// its trailing zeros left out (ISO 8601 allows each; `rfc3339` always writes the seconds).
  public var description: String {
    var text = TimeOfDay.twoDigits(hour) + ":" + TimeOfDay.twoDigits(minute)
    if second != 0 || nanosecond != 0 { text += ":" + TimeOfDay.twoDigits(second) }
    text += fraction
    return text
  }

  /// `15:30:00`, `15:30:05.25`: always with seconds, as RFC 3339 writes a time.
  public var rfc3339: String {
    TimeOfDay.twoDigits(hour) + ":" + TimeOfDay.twoDigits(minute) + ":" + TimeOfDay.twoDigits(second)
      + fraction
  }

  /// `.25` for 250,000,000 ns; empty for none.
  public var fraction: String {
    guard nanosecond != 0 else { return "" }
    var digits = String(nanosecond)
    digits = String(repeating: "0", count: 9 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return "." + digits
  }

  static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
