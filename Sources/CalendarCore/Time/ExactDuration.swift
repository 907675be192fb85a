/// A length of time on the time line (Temporal's time units: hours, minutes, seconds,
/// nanoseconds), beside `DateDuration`'s calendar units. Kept apart from `DateDuration` rather
/// than added to it: a day on a wall clock is not always 24 hours, so the two are applied at
/// different steps (calendar units to the wall clock, then exact units to the instant) and must
/// not be merged into one count.
public struct ExactDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Whole seconds, with the sign of the whole duration.
  public let seconds: Int64
  /// -999,999,999 … 999,999,999, with the same sign as `seconds` when both are non-zero.
  public let nanoseconds: Int32
  /// Whether it is written with days of 24 hours (`1 day 15 hours`): a difference of two date-times
  /// is, as Temporal balances `PlainDateTime.until` to days; a written `24 hours` keeps its hours.
  /// Not part of the value: `24 hours == 1 day 0 hours` as a difference.
  public let countsDays: Bool

  /// Any seconds and nanoseconds, balanced to one sign; the caller keeps the total within Int64
  /// seconds (every difference of two instants is within ±2^38 s).
  public init(seconds: Int64 = 0, nanoseconds: Int64 = 0, countsDays: Bool = false) {
    self.countsDays = countsDays
    var s = seconds + nanoseconds / 1_000_000_000
    var n = nanoseconds % 1_000_000_000
    if s > 0, n < 0 {
      s -= 1
      n += 1_000_000_000
    } else if s < 0, n > 0 {
      s += 1
      n -= 1_000_000_000
    }
    self.seconds = s
    self.nanoseconds = Int32(n)
  }

  /// `hours` hours, `minutes` minutes and `seconds` seconds; an error when the total overflows or
  /// exceeds the span of calsh's instants (about 316,000 years would, and no sum of instants can).
  public static func checked(
    hours: Int64 = 0, minutes: Int64 = 0, seconds: Int64 = 0, nanoseconds: Int64 = 0, countsDays: Bool = false
  ) throws(TimeError) -> ExactDuration {
    let (h, o1) = hours.multipliedReportingOverflow(by: 3600)
    let (m, o2) = minutes.multipliedReportingOverflow(by: 60)
    let (hm, o3) = h.addingReportingOverflow(m)
    let (total, o4) = hm.addingReportingOverflow(seconds)
    let span = Instant.maximumSeconds - Instant.minimumSeconds + 1
    guard !o1, !o2, !o3, !o4, total.magnitude <= span.magnitude else { throw .durationOutOfRange }
    return ExactDuration(seconds: total, nanoseconds: nanoseconds, countsDays: countsDays)
  }

  public static let zero = ExactDuration()

  public var isNegative: Bool { seconds < 0 || nanoseconds < 0 }

  /// The same length the other way, written the same way.
  public func negated() -> ExactDuration {
    ExactDuration(seconds: -seconds, nanoseconds: -Int64(nanoseconds), countsDays: countsDays)
  }

  public static func == (a: ExactDuration, b: ExactDuration) -> Bool {
    a.seconds == b.seconds && a.nanoseconds == b.nanoseconds
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(seconds)
    hasher.combine(nanoseconds)
  }

  public static func < (a: ExactDuration, b: ExactDuration) -> Bool {
    (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds)
  }

  /// The parts with 24-hour days, each with the duration's sign: what `1 day 15 hours 30 minutes`
  /// writes. (A day of a zone's wall clock is another matter: `ZonedDateTime.difference`.)
  public var parts: (days: Int64, hours: Int64, minutes: Int64, seconds: Int64, nanoseconds: Int64) {
    (seconds / 86_400, seconds / 3600 % 24, seconds / 60 % 60, seconds % 60, Int64(nanoseconds))
  }

  /// `24 hours`, `-90 seconds`, or for a difference `1 day 15 hours 30 minutes` (zero parts left
  /// out; `0 seconds` when all are zero; a fraction of a second written after the seconds,
  /// `1.5 seconds`).
  public var description: String {
    let (d, h, m, s, n) = parts
    if countsDays { return ExactDuration.words(days: d, hours: h, minutes: m, seconds: s, nanoseconds: n) }
    return ExactDuration.words(days: 0, hours: seconds / 3600, minutes: m, seconds: s, nanoseconds: n)
  }

  static func words(days: Int64, hours: Int64, minutes: Int64, seconds: Int64, nanoseconds: Int64) -> String {
    var words: [String] = []
    func add(_ n: Int64, _ unit: String) {
      if n != 0 { words.append("\(n) \(unit)\(n == 1 || n == -1 ? "" : "s")") }
    }
    add(days, "day")
    add(hours, "hour")
    add(minutes, "minute")
    if nanoseconds != 0 {
      let fraction = TimeOfDay(
        uncheckedNanoseconds: nanoseconds.magnitude > 0 ? Int64(nanoseconds.magnitude) : 0
      )
      .fraction
      words.append("\(seconds == 0 && nanoseconds < 0 ? "-" : "")\(seconds)\(fraction) seconds")
    } else {
      add(seconds, "second")
    }
    return words.isEmpty ? "0 seconds" : words.joined(separator: " ")
  }
}

extension DateTime {
  /// The exact time from `other` to `self` on one wall clock with no zone (every day 24 hours).
  public func duration(since other: DateTime) -> ExactDuration {
    ExactDuration(
      seconds: secondsSinceEpoch - other.secondsSinceEpoch,
      nanoseconds: Int64(time.nanosecond) - Int64(other.time.nanosecond), countsDays: true)
  }
}
