/// An exact point on the time line (Temporal's `Instant`): seconds since 1970-01-01T00:00:00Z
/// and a nanosecond of that second, checked over 0001-01-01T00:00:00Z…9999-12-31T23:59:59.999999999Z.
///
/// Two numbers rather than one `Int64` of nanoseconds: that covers only ±292 years around 1970,
/// and `Int128` is not available on every platform the library builds for. Seconds are what TZif
/// files and Unix timestamps count; the nanosecond is kept apart and always 0 ..< 10^9.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// 0001-01-01T00:00:00Z.
  public static let minimumSeconds: Int64 = -62_135_596_800
  /// 9999-12-31T23:59:59Z.
  public static let maximumSeconds: Int64 = 253_402_300_799

  public let secondsSinceEpoch: Int64
  /// 0 ..< 1,000,000,000.
  public let nanosecond: Int32

  /// A checked instant; `nanoseconds` may be any count and is carried into the seconds.
  public init(secondsSinceEpoch seconds: Int64, nanoseconds: Int64 = 0) throws(TimeError) {
    guard
      let total = Instant.sum(seconds: seconds, nanoseconds: 0, plusSeconds: 0, plusNanoseconds: nanoseconds),
      (Instant.minimumSeconds...Instant.maximumSeconds).contains(total.seconds)
    else { throw .instantOutOfRange }
    secondsSinceEpoch = total.seconds
    nanosecond = Int32(total.nanoseconds)
  }

  /// Milliseconds since the epoch (`@N` in ms, `| epoch ms`).
  public init(millisecondsSinceEpoch ms: Int64) throws(TimeError) {
    let rest = (ms % 1000 + 1000) % 1000
    try self.init(secondsSinceEpoch: ms / 1000 - (ms % 1000 < 0 ? 1 : 0), nanoseconds: rest * 1_000_000)
  }

  /// The instant a wall time shows at a fixed offset from UTC.
  public init(_ dateTime: DateTime, offset: UTCOffset) throws(TimeError) {
    try self.init(
      secondsSinceEpoch: dateTime.secondsSinceEpoch - Int64(offset.seconds),
      nanoseconds: Int64(dateTime.time.nanosecond))
  }

  init(uncheckedSeconds seconds: Int64, nanosecond: Int32 = 0) {
    secondsSinceEpoch = seconds
    self.nanosecond = nanosecond
  }

  public static let unixEpoch = Instant(uncheckedSeconds: 0)

  /// Whole milliseconds since the epoch, rounded towards the past (as `date +%s%3N`).
  public var millisecondsSinceEpoch: Int64 { secondsSinceEpoch * 1000 + Int64(nanosecond / 1_000_000) }

  /// The wall time at `offset`; an error when that wall time's date falls outside
  /// 0001-01-01…9999-12-31 (the first hours of year 1 west of Greenwich).
  public func dateTime(at offset: UTCOffset) throws(TimeError) -> DateTime {
    guard
      let wall = DateTime(
        secondsSinceEpoch: secondsSinceEpoch + Int64(offset.seconds), nanosecond: Int(nanosecond))
    else { throw .dateTimeOutOfRange }
    return wall
  }

  /// The instant `seconds` and `nanoseconds` later on the time line (exact units: hours, minutes,
  /// seconds); an error past the range.
  public func adding(seconds: Int64, nanoseconds: Int64 = 0) throws(TimeError) -> Instant {
    guard
      let total = Instant.sum(
        seconds: secondsSinceEpoch, nanoseconds: Int64(nanosecond), plusSeconds: seconds,
        plusNanoseconds: nanoseconds)
    else { throw .instantOutOfRange }
    return try Instant(secondsSinceEpoch: total.seconds, nanoseconds: total.nanoseconds)
  }

  /// The exact time from `other` to `self` (negative when `self` is earlier).
  public func duration(since other: Instant) -> ExactDuration {
    // Both lie within ±2^38 s, so neither difference overflows.
    ExactDuration(
      seconds: secondsSinceEpoch - other.secondsSinceEpoch,
      nanoseconds: Int64(nanosecond) - Int64(other.nanosecond), countsDays: true)
  }

  public static func < (a: Instant, b: Instant) -> Bool {
    (a.secondsSinceEpoch, a.nanosecond) < (b.secondsSinceEpoch, b.nanosecond)
  }

  /// `2023-11-14T22:13:20Z` (RFC 3339 in UTC, the fraction only when not zero).
  public var description: String {
    // Every instant in range has a UTC date in range.
    guard let wall = try? dateTime(at: .utc) else { return "\(secondsSinceEpoch)s" }
    return wall.rfc3339 + "Z"
  }

  /// Seconds plus nanoseconds with the nanoseconds carried into 0 ..< 10^9; nil on overflow.
  static func sum(seconds: Int64, nanoseconds: Int64, plusSeconds: Int64, plusNanoseconds: Int64)
    -> (seconds: Int64, nanoseconds: Int64)?
  {
    let perSecond = TimeOfDay.nanosecondsPerSecond
    let (nanos, o1) = nanoseconds.addingReportingOverflow(plusNanoseconds % perSecond)
    var carry = plusNanoseconds / perSecond + nanos / perSecond
    var rest = nanos % perSecond
    if rest < 0 {
      rest += perSecond
      carry -= 1
    }
    let (s1, o2) = seconds.addingReportingOverflow(plusSeconds)
    let (s2, o3) = s1.addingReportingOverflow(carry)
    guard !o1, !o2, !o3 else { return nil }
    return (s2, rest)
  }
}
