import CalRender
import CalendarCore

/// The fields of a holiday as `where`, `table` and `csv` name them: the columns of the holiday
/// CSV, as values.
enum HolidayFields {
  /// Every column, in the order `table all` and `csv` show them.
  static let names = ["date", "weekday", "country", "name", "localName", "kind"]

  /// A field of a holiday; nil for a name that is not one. `name` equals the English and the
  /// local spelling alike (`name == "元日"`, `name == "New Year's Day"`), as a cell's `holiday`
  /// does.
  static func value(of field: String, in holiday: Holiday) -> Value? {
    switch field {
    case "date": return .date(holiday.date)
    case "weekday": return .weekday(holiday.date.weekday)
    case "country": return holiday.country.map { .string($0.rawValue) } ?? .nothing
    case "name": return .holidayName(holiday.name)
    case "localName": return .string(holiday.name.localName)
    case "kind": return .string(holiday.kind.rawValue)
    default: return nil
    }
  }

  /// The holidays as a table of the chosen fields. A text table shows `name` in `language`; CSV
  /// and JSON (`language` English) carry the English name beside `localName`, whatever the
  /// locale. Dates are written as `reform` writes them, as the holidays' own layout does.
  static func table(_ list: [Holiday], fields chosen: [String], language: HolidayLanguage, reform: Reform)
    -> FieldTable
  {
    let names = chosen.isEmpty ? self.names : chosen
    return FieldTable(names: names, numeric: names.map { _ in false }, rowCount: list.count) { row, column in
      let holiday = list[row]
      switch names[column] {
      case "date": return reform.label(of: holiday.date).description
      case "weekday": return holiday.date.weekday.shortName
      case "country": return holiday.country?.rawValue
      case "name": return holiday.name.name(in: language)
      case "localName": return holiday.name.localName
      default: return holiday.kind.rawValue
      }
    }
  }

  /// The holidays' own text table: date, weekday, a country column only when the list holds
  /// more than one country's holidays, and the name in `language`, uncut. Dates and codes have
  /// fixed widths (a list with no holidays is its header alone), the name is last.
  static func writeLayout(_ list: [Holiday], language: HolidayLanguage, reform: Reform, to out: Output) {
    let showsCountry = Set(list.map { $0.country?.rawValue ?? "-" }).count > 1
    let table = TextTableWriter(
      [.init("date", width: 10), .init("weekday", width: 3)]
        + (showsCountry ? [.init("country", width: 2)] : []) + [.init("name")])
    table.writeHeader(to: out)
    for holiday in list {
      var line = TextTableWriter.Line()
      table.write(reform.label(of: holiday.date).description, at: 0, on: &line, to: out)
      table.write(holiday.date.weekday.shortName, at: 1, on: &line, to: out)
      if showsCountry { table.write(holiday.country?.rawValue ?? "-", at: 2, on: &line, to: out) }
      table.write(holiday.name.name(in: language), at: showsCountry ? 3 : 2, on: &line, to: out)
      table.endLine(&line, to: out)
    }
  }
}
