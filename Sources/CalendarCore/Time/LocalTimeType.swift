/// One kind of local time a zone keeps (a TZif "local time type"): its offset, whether it is
/// daylight saving time, and its abbreviation (`CEST`, `+0530`, `LMT`).
public struct LocalTimeType: Hashable, Sendable {
  public let offset: UTCOffset
  public let isDaylightSaving: Bool
  public let abbreviation: String

  public init(offset: UTCOffset, isDaylightSaving: Bool, abbreviation: String) {
    self.offset = offset
    self.isDaylightSaving = isDaylightSaving
    self.abbreviation = abbreviation
  }
}

/// A moment a zone's clocks change: the instant and the local time before and after it.
public struct ZoneTransition: Hashable, Sendable {
  /// The first second of the new local time.
  public let instant: Instant
  public let before: LocalTimeType
  public let after: LocalTimeType

  /// The wall time the clocks show just before the change, e.g. 02:00 when clocks go forward
  /// from 02:00 to 03:00 (one second after the last second of the old time).
  public var wallTimeBefore: DateTime? { try? instant.dateTime(at: before.offset) }
  /// The wall time the clocks show at the change, e.g. 03:00 when clocks go forward from 02:00.
  public var wallTimeAfter: DateTime? { try? instant.dateTime(at: after.offset) }
  /// Seconds the clocks move: positive forward (a gap of wall times), negative back (an overlap).
  public var shift: Int { after.offset.seconds - before.offset.seconds }
}
