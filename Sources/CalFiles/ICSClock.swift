import CalendarCore

/// The clock a DATE-TIME of an iCalendar file is written on: floating (as written, wherever the
/// reader is; a DATE too), UTC (a `Z` time), or the zone a TZID names (`ICSZones`: an IANA zone,
/// the file's VTIMEZONE, a Windows name). Times are seconds from the start of day count 0 on the
/// clock.
struct ICSClock {
  enum Kind: Equatable {
    case floating, utc
    case zone(String)
  }

  var kind: Kind
  /// The zone's rules; nil for floating and UTC.
  var zone: ZoneRules?

  /// The clock of `value`, written in `property` (its TZID parameter).
  init(_ property: ICSProperty, _ value: ICSDateValue, zones: ICSZones) {
    if value.seconds == nil {
      self.init(kind: .floating, zone: nil)
    } else if value.isUTC {
      self.init(kind: .utc, zone: nil)
    } else if let tzid = property.parameters["TZID"] {
      self.init(kind: .zone(tzid), zone: zones.rules(for: tzid, line: property.line))
    } else {
      self.init(kind: .floating, zone: nil)
    }
  }

  init(kind: Kind, zone: ZoneRules?) {
    self.kind = kind
    self.zone = zone
  }

  /// Whether the clock keeps UTC's time at some offset (UTC or a zone), not a floating time.
  var isFixed: Bool { kind != .floating }

  /// The clock an event whose DTSTART is `value` on this clock has: whole days for a DATE.
  func eventClock(for value: ICSDateValue) -> EventClock {
    if value.seconds == nil { return .wholeDays }
    switch kind {
    case .floating: return .floating
    case .utc: return .zone(ICSZones.utc)
    case .zone: return zone.map { .zone($0) } ?? .zone(ICSZones.utc)
    }
  }

  /// The zone's offset from UTC at a UTC instant (seconds from day count 0).
  private func offset(atUTC instant: Int) -> Int {
    guard let zone, let at = try? Instant(secondsSinceEpoch: Int64(instant), nanoseconds: 0) else { return 0 }
    return zone.offset(at: at).seconds
  }

  /// The UTC instant of a time on this clock (a floating time as if it were UTC).
  func utc(fromLocal time: Int) -> Int {
    guard zone != nil else { return time }
    // The offset at the instant depends on the instant: guess, then correct once.
    let guess = offset(atUTC: time)
    return time - offset(atUTC: time - guess)
  }

  /// This clock's time at a UTC instant.
  func local(fromUTC instant: Int) -> Int {
    guard zone != nil else { return instant }
    return instant + offset(atUTC: instant)
  }

  /// `time`, written on `other`, read on this clock: moved when both clocks keep UTC's time and
  /// differ (a UTC EXDATE of an event in New York); a floating time, or one on a floating
  /// clock, is taken as written (as recurring-ical-events does).
  func reading(_ time: Int, writtenOn other: ICSClock) -> Int {
    guard isFixed, other.isFixed, kind != other.kind else { return time }
    return local(fromUTC: other.utc(fromLocal: time))
  }
}
