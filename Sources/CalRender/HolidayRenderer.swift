import CalendarCore

/// A list of holidays as their own text table (date, weekday, name), names in `language`; CSV
/// and JSON write them as rows of their fields (`HolidayFields`).
public struct HolidayRenderer {
  /// The language the text table shows names in.
  public var language: HolidayLanguage

  /// How dates are written (`set reform`): Julian before the switch.
  public var reform: Reform

  public init(language: HolidayLanguage = .english, reform: Reform = .proleptic) {
    self.language = language
    self.reform = reform
  }

  /// A country column only when the list holds more than one country's holidays. Dates and
  /// codes have fixed widths; the name is last.
  public func writeTable(_ holidays: [Holiday], to out: Output) {
    let showsCountry = Set(holidays.map { $0.country?.rawValue ?? "-" }).count > 1
    let table = TextTableWriter(
      [.init("date", width: 10), .init("weekday", width: 3)]
        + (showsCountry ? [.init("country", width: 2)] : []) + [.init("name")])
    table.writeHeader(to: out)
    for holiday in holidays {
      var line = TextTableWriter.Line()
      table.write(reform.label(of: holiday.date).description, at: 0, on: &line, to: out)
      table.write(holiday.date.weekday.shortName, at: 1, on: &line, to: out)
      if showsCountry { table.write(holiday.country?.rawValue ?? "-", at: 2, on: &line, to: out) }
      table.write(holiday.name.name(in: language), at: showsCountry ? 3 : 2, on: &line, to: out)
      table.endLine(&line, to: out)
    }
  }
}
