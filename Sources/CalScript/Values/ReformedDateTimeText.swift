import CalendarCore

/// A date-time's date written as the reform in force writes a date in the same place: Julian
/// before the switch, and in a line alone with its Old Style dual year (`1731/2-02-11T10:00`),
/// so what a date-time prints reads back as the same moment.
extension Reform {
  /// The date of a date-time as a line alone writes it (a dual year under `gb`).
  func lineText(of date: CivilDate) -> String {
    isGregorianThroughout ? date.description : text(dayCount: date.dayCount)
  }

  /// The date of a date-time as a field of a table, CSV or JSON writes it: `YYYY-MM-DD`, the
  /// reform's date without a dual year (as a date's field is).
  func fieldText(of date: CivilDate) -> String {
    isGregorianThroughout ? date.description : label(dayCount: date.dayCount).description
  }

  /// `1700-01-01T10:00` under `gb` for the day the proleptic calendar calls 1700-01-12.
  func line(of dateTime: DateTime) -> String { "\(lineText(of: dateTime.date))T\(dateTime.time)" }

  /// A date-time in a table's field: `line(of:)` without a dual year.
  func field(of dateTime: DateTime) -> String { "\(fieldText(of: dateTime.date))T\(dateTime.time)" }

  /// RFC 3339's date-time with the reform's date (`1700-01-01T10:00:00` under `gb`), for JSON.
  func rfc3339(of dateTime: DateTime) -> String { "\(fieldText(of: dateTime.date))T\(dateTime.time.rfc3339)" }
}

extension Reform {
  /// An instant in UTC with its date as the reform writes it (`1700-01-01T10:00:00Z` under `gb`),
  /// as a step of an explanation names it.
  func text(of instant: Instant) -> String {
    guard !isGregorianThroughout, let wall = try? instant.dateTime(at: .utc) else {
      return instant.description
    }
    return "\(fieldText(of: wall.date))T\(wall.time.rfc3339)Z"
  }
}
