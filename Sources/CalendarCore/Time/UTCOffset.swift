/// A fixed difference between a wall clock and UTC, in whole seconds, within ±25:59:59 as
/// Temporal allows (real zones stay within -12:00 and +14:00; local mean times have seconds).
public struct UTCOffset: Hashable, Comparable, Sendable, CustomStringConvertible {
  public static let limit = 25 * 3600 + 59 * 60 + 59

  /// East of Greenwich is positive (`+09:00` is 32,400).
  public let seconds: Int

  public static let utc = UTCOffset(uncheckedSeconds: 0)

  public init(seconds: Int) throws(TimeError) {
    guard (-UTCOffset.limit...UTCOffset.limit).contains(seconds) else { throw .offsetOutOfRange(seconds) }
    self.seconds = seconds
  }

  public init(hours: Int, minutes: Int = 0, seconds: Int = 0) throws(TimeError) {
    guard hours.magnitude <= 25, minutes.magnitude <= 59, seconds.magnitude <= 59 else {
      throw .offsetOutOfRange(hours.multipliedReportingOverflow(by: 3600).partialValue)
    }
    let sign = hours < 0 || minutes < 0 || seconds < 0 ? -1 : 1
    try self.init(seconds: sign * (abs(hours) * 3600 + abs(minutes) * 60 + abs(seconds)))
  }

  init(uncheckedSeconds seconds: Int) { self.seconds = seconds }

  public static func < (a: UTCOffset, b: UTCOffset) -> Bool { a.seconds < b.seconds }

  /// `+09:00`, `+05:45`, `-00:25:21` (seconds only when not zero), `+00:00` for UTC.
  public var description: String { UTCOffset.format(seconds: seconds) }

  /// The offset to the nearest minute, halves away from zero (`-00:25:21` → `-00:25`, `+00:19:32`
  /// → `+00:20`): what RFC 3339 can write, and what Temporal's `toString` writes.
  public var roundedToMinutes: UTCOffset {
    let magnitude = (seconds.magnitude + 30) / 60 * 60
    return UTCOffset(uncheckedSeconds: seconds < 0 ? -Int(magnitude) : Int(magnitude))
  }

  /// `+0900`: as strftime's `%z` writes it (seconds, when any, after the minutes).
  public var compact: String {
    var text = UTCOffset.format(seconds: seconds)
    text.removeAll { $0 == ":" }
    return text
  }

  static func format(seconds: Int) -> String {
    let magnitude = seconds.magnitude
    var text =
      (seconds < 0 ? "-" : "+") + TimeOfDay.twoDigits(Int(magnitude / 3600)) + ":"
      + TimeOfDay.twoDigits(Int(magnitude / 60 % 60))
    if magnitude % 60 != 0 { text += ":" + TimeOfDay.twoDigits(Int(magnitude % 60)) }
    return text
  }
}
