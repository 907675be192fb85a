/// A closed interval of time, `A..B` with A ≤ B: both ends wall clocks in no zone, or both
/// instants in zones (compared by instant, whatever their zones). A wall clock and an instant
/// are never mixed: which instant a zoneless wall time is depends on a zone it does not have.
public struct DateTimeInterval: Hashable, Sendable {
  /// The two ends, on one kind of clock.
  public enum Ends: Hashable, Sendable {
    case wallClock(DateTime, DateTime)
    case instants(ZonedDateTime, ZonedDateTime)
  }

  public let ends: Ends

  /// `lower..upper` on a wall clock; nil when `upper` is earlier than `lower`.
  public init?(from lower: DateTime, through upper: DateTime) {
    guard lower <= upper else { return nil }
    ends = .wallClock(lower, upper)
  }

  /// `lower..upper` on the time line; nil when `upper`'s instant is earlier than `lower`'s.
  public init?(from lower: ZonedDateTime, through upper: ZonedDateTime) {
    guard lower.instant <= upper.instant else { return nil }
    ends = .instants(lower, upper)
  }

  /// Whether the interval is of wall clocks in no zone.
  public var isWallClock: Bool {
    if case .wallClock = ends { return true }
    return false
  }

  /// Whether `dateTime` lies in a wall-clock interval, its ends included; false for instants.
  public func contains(_ dateTime: DateTime) -> Bool {
    guard case .wallClock(let lower, let upper) = ends else { return false }
    return lower <= dateTime && dateTime <= upper
  }

  /// Whether `instant` lies in an interval of instants, its ends included; false for wall clocks.
  public func contains(_ instant: Instant) -> Bool {
    guard case .instants(let lower, let upper) = ends else { return false }
    return lower.instant <= instant && instant <= upper.instant
  }

  /// The exact time from the start to the end (every day 24 hours on a wall clock; the time
  /// line's between instants), as `B - A` is.
  public var length: ExactDuration {
    switch ends {
    case .wallClock(let lower, let upper): return upper.duration(since: lower)
    case .instants(let lower, let upper): return upper.instant.duration(since: lower.instant)
    }
  }
}
