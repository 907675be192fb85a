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

  /// A country column only when the list holds more than one country's holidays.
  public func writeTable(_ holidays: [Holiday], to out: Output) {
    let showsCountry = Set(holidays.map { $0.country?.rawValue ?? "-" }).count > 1
    out.write(showsCountry ? "date        weekday  country  name" : "date        weekday  name")
    out.newline()
    for holiday in holidays {
      out.write(reform.label(of: holiday.date).description)
      out.write(spaces: 2)
      out.write(holiday.date.weekday.shortName)
      out.write(spaces: 6)
      if showsCountry {
        out.write(holiday.country?.rawValue ?? "-")
        out.write(spaces: 7)
      }
      out.write(holiday.name.name(in: language))
      out.newline()
    }
  }
}
