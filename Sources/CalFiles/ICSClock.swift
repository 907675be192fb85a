/// The clock a DATE-TIME of an iCalendar file is written on: floating (as written, wherever the
/// reader is; a DATE too), UTC (a `Z` time), or the zone a TZID names, whose offsets come from the
/// file's VTIMEZONE. calsh carries no time-zone database: a TZID the file does not define is read
/// as UTC (offset 0). Times are seconds from the start of day count 0 on the clock.
struct ICSClock {
  enum Kind: Equatable {
    case floating, utc
    case zone(String)
  }

  var kind: Kind
  /// The zone's VTIMEZONE; nil for floating, UTC and a TZID the file does not define.
  var zone: ICSTimeZone?

  /// The clock of `value`, written in `property` (its TZID parameter).
  init(_ property: ICSProperty, _ value: ICSDateValue, zones: [String: ICSTimeZone]) {
    if value.seconds == nil {
      self.init(kind: .floating, zone: nil)
    } else if value.isUTC {
      self.init(kind: .utc, zone: nil)
    } else if let tzid = property.parameters["TZID"] {
      self.init(kind: .zone(tzid), zone: zones[tzid])
    } else {
      self.init(kind: .floating, zone: nil)
    }
  }

  init(kind: Kind, zone: ICSTimeZone?) {
    self.kind = kind
    self.zone = zone
  }

  /// Whether the clock keeps UTC's time at some offset (UTC or a zone), not a floating time.
  var isFixed: Bool { kind != .floating }

  /// The UTC instant of a time on this clock (a floating time as if it were UTC).
  func utc(fromLocal time: Int) -> Int {
    guard let zone else { return time }
    // The offset at the instant depends on the instant: guess, then correct once.
    let guess = zone.offset(atUTC: time)
    return time - zone.offset(atUTC: time - guess)
  }

  /// This clock's time at a UTC instant.
  func local(fromUTC instant: Int) -> Int {
    guard let zone else { return instant }
    return instant + zone.offset(atUTC: instant)
  }

  /// `time`, written on `other`, read on this clock: moved when both clocks keep UTC's time and
  /// differ (a UTC EXDATE of an event in New York); a floating time, or one on a floating
  /// clock, is taken as written (as recurring-ical-events does).
  func reading(_ time: Int, writtenOn other: ICSClock) -> Int {
    guard isFixed, other.isFixed, kind != other.kind else { return time }
    return local(fromUTC: other.utc(fromLocal: time))
  }
}
