import CalRender
import CalendarCore

/// The fields of a holiday as `where`, `table` and `csv` name them: the columns of the holiday
/// CSV, as values.
enum HolidayFields {
  /// Every field, in order: the columns `table all` and `csv` show, then `category` (`public`,
  /// `bank`, `half_day` …) and `observed` (a day off in place of another), shown when named.
  static let names = columns + ["category", "observed"]

  /// The columns `table all` and `csv` show.
  static let columns = ["date", "weekday", "country", "name", "localName", "kind"]

  /// A field of a holiday; nil for a name that is not one. `name` equals the English and the
  /// local spelling alike (`name == "元日"`, `name == "New Year's Day"`), as a cell's `holiday`
  /// does.
  static func value(of field: String, in holiday: Holiday) -> Value? {
    switch field {
    case "date": return .date(holiday.date)
    case "weekday": return .weekday(holiday.date.weekday)
    case "country": return holiday.country.map { .string($0.code) } ?? .nothing
    case "name": return .holidayName(holiday.name)
    case "localName": return .string(holiday.name.localName)
    case "kind": return .string(holiday.kind.rawValue)
    case "category": return holiday.category.map { .string($0) } ?? .nothing
    case "observed": return .bool(holiday.isObserved)
    default: return nil
    }
  }

  /// The holidays as a table of the chosen fields. A text table shows `name` in `language`; CSV
  /// and JSON (`language` English) carry the English name beside `localName`, whatever the
  /// locale. Dates are written as `reform` writes them, as the holidays' own layout does.
  static func table(_ list: [Holiday], fields chosen: [String], language: HolidayLanguage, reform: Reform)
    -> FieldTable
  {
    let names = chosen.isEmpty ? columns : chosen
    // `observed` is a bool: bare in JSON, as a day's isWeekend is.
    return FieldTable(names: names, numeric: names.map { $0 == "observed" }, rowCount: list.count) {
      row, column in
      let holiday = list[row]
      switch names[column] {
      case "date": return reform.label(of: holiday.date).description
      case "weekday": return holiday.date.weekday.shortName
      case "country": return holiday.country?.code
      case "name": return holiday.name.name(in: language)
      case "localName": return holiday.name.localName
      case "category": return holiday.category
      case "observed": return holiday.isObserved ? "true" : "false"
      default: return holiday.kind.rawValue
      }
    }
  }

  /// The holidays' own text table: date, weekday, a country column only when the list holds
  /// more than one country's holidays, and the name in `language`, uncut. Dates and codes have
  /// fixed widths (a list with no holidays is its header alone), the name is last.
  static func writeLayout(_ list: [Holiday], language: HolidayLanguage, reform: Reform, to out: Output) {
    let showsCountry = Set(list.map { $0.country?.code ?? "-" }).count > 1
    let codeWidth = list.reduce(2) { max($0, $1.country?.code.count ?? 1) }
    let table = TextTableWriter(
      [.init("date", width: 10), .init("weekday", width: 3)]
        + (showsCountry ? [.init("country", width: codeWidth)] : []) + [.init("name")])
    table.writeHeader(to: out)
    for holiday in list {
      var line = TextTableWriter.Line()
      table.write(reform.label(of: holiday.date).description, at: 0, on: &line, to: out)
      table.write(holiday.date.weekday.shortName, at: 1, on: &line, to: out)
      if showsCountry { table.write(holiday.country?.code ?? "-", at: 2, on: &line, to: out) }
      table.write(holiday.name.name(in: language), at: showsCountry ? 3 : 2, on: &line, to: out)
      table.endLine(&line, to: out)
    }
  }
}
