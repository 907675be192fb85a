/// When an event of a calendar file starts or ends, as the file writes it: a whole day (an
/// all-day event), a wall time with no zone (floating: the same clock reading wherever the reader
/// is), or an instant in a zone (UTC, an IANA zone, or the zone the file describes).
public enum EventTime: Hashable, Sendable {
  case day(CivilDate)
  case floating(DateTime)
  case zoned(ZonedDateTime)

  /// The wall date the event is on: its own zone's, as the file's calendar shows it.
  public var date: CivilDate {
    switch self {
    case .day(let date): return date
    case .floating(let dateTime): return dateTime.date
    case .zoned(let zoned): return zoned.dateTime.date
    }
  }

  /// The wall time of day; nil for a whole day.
  public var timeOfDay: TimeOfDay? {
    switch self {
    case .day: return nil
    case .floating(let dateTime): return dateTime.time
    case .zoned(let zoned): return zoned.dateTime.time
    }
  }
}

/// The clock an event's times are written on, one per event: whole days, a floating wall clock,
/// or a zone's. It turns a wall reading (seconds from the start of day count 0) into an
/// `EventTime`, resolving a wall time the zone skips or repeats as RFC 5545 §3.3.5 says (the
/// offset before a gap, the first of a repeated hour: Temporal's `compatible`).
public enum EventClock: Sendable, Equatable {
  case wholeDays
  case floating
  case zone(ZoneRules)

  /// The time at `seconds` on this clock (a whole day's at its day); nil outside 0001…9999.
  public func time(atWallSeconds seconds: Int) -> EventTime? {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    guard let date = try? CivilDate(dayCount: days) else { return nil }
    if case .wholeDays = self { return .day(date) }
    let wall = DateTime(
      date: date, time: TimeOfDay(uncheckedNanoseconds: Int64(seconds - days * 86_400) * 1_000_000_000))
    switch self {
    case .wholeDays, .floating: return .floating(wall)
    case .zone(let zone):
      return (try? ZonedDateTime(wall, in: zone, disambiguation: .compatible)).map { .zoned($0) }
    }
  }
}
