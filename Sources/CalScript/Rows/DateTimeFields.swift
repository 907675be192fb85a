import CalRender
import CalendarCore

/// The fields of a date-time of a list (`every … at 10:00 in Europe/Berlin`) as `where`,
/// `table`, `csv` and `json` name them. A floating date-time has no offset, zone or epoch:
/// those are empty (null in JSON, nothing in `where`).
enum DateTimeFields {
  /// Every field, in order.
  static let names = [
    "dateTime", "date", "time", "weekday", "year", "month", "day", "hour", "minute", "second", "offset",
    "zone", "epoch",
  ]

  /// The columns a table, CSV or JSON shows when none are named.
  static let columns = ["dateTime", "weekday", "offset", "zone", "epoch"]

  /// The fields written as numbers in JSON.
  static let numeric: Set<String> = ["year", "month", "day", "hour", "minute", "second", "epoch"]

  /// A row with every field, for checking a condition before any row is read.
  static let sample: DateTimeList.Element =
    (try? ZonedDateTime(.unixEpoch, in: ZoneRules(fixed: .utc, name: "UTC", abbreviation: "UTC")))
    .map { .zoned($0) } ?? .floating(DateTime(date: CivilDate(uncheckedYear: 1970, month: 1, day: 1)))

  /// A field of a date-time as a value; nil for a name that is not one.
  /// `year`, `month` and `day` are the date's as `reform` writes it.
  static func value(of field: String, in element: DateTimeList.Element, reform: Reform = .proleptic) -> Value?
  {
    let wall = element.dateTime
    switch field {
    case "dateTime":
      if let zoned = element.zoned { return .scalar(zoned) }
      return .scalar(wall)
    case "date": return .date(wall.date)
    case "time": return .scalar(wall.time)
    case "weekday": return .weekday(wall.date.weekday)
    case "year": return .int(reform.label(of: wall.date).year)
    case "month": return .int(reform.label(of: wall.date).month)
    case "day": return .int(reform.label(of: wall.date).day)
    case "hour": return .int(wall.time.hour)
    case "minute": return .int(wall.time.minute)
    case "second": return .int(wall.time.second)
    case "offset": return element.zoned.map { .string($0.offset.description) } ?? .nothing
    case "zone": return element.zoned.map { .string($0.zone.name) } ?? .nothing
    case "epoch": return element.zoned.map { .int(Int($0.instant.secondsSinceEpoch)) } ?? .nothing
    default: return nil
    }
  }

  /// The text of a field in a table, CSV or JSON: instants as RFC 3339 with the zone in
  /// brackets (as a date-time alone is written in JSON), floating ones without an offset.
  /// Dates as `reform` writes them in a field (no dual year).
  static func text(of field: String, in element: DateTimeList.Element, reform: Reform = .proleptic) -> String?
  {
    let wall = element.dateTime
    switch field {
    case "dateTime": return element.zoned?.machineText(reform: reform) ?? reform.rfc3339(of: wall)
    case "date": return reform.fieldText(of: wall.date)
    case "time": return wall.time.rfc3339
    case "weekday": return wall.date.weekday.shortName
    case "year": return String(reform.label(of: wall.date).year)
    case "month": return String(reform.label(of: wall.date).month)
    case "day": return String(reform.label(of: wall.date).day)
    case "hour": return String(wall.time.hour)
    case "minute": return String(wall.time.minute)
    case "second": return String(wall.time.second)
    case "offset": return element.zoned?.offset.description
    case "zone": return element.zoned?.zone.name
    case "epoch": return element.zoned.map { String($0.instant.secondsSinceEpoch) }
    default: return nil
    }
  }

  /// The date-times as a table of the chosen fields (the default columns when none).
  static func table(_ list: DateTimeList, fields chosen: [String], reform: Reform = .proleptic) -> FieldTable
  {
    let names = chosen.isEmpty ? columns : chosen
    var table = FieldTable(names: names, numeric: names.map { numeric.contains($0) }, rowCount: list.count) {
      row, column in text(of: names[column], in: list.elements[row], reform: reform)
    }
    // A date-time with the longest zone's name (America/Argentina/ComodRivadavia) is 57 columns:
    // never cut, as a cut one reads as another zone.
    table.maximumWidth = 64
    return table
  }
}
