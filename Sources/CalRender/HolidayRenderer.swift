import CalendarCore

/// A list of holidays as a text table (date, weekday, name), CSV, or one JSON array. The table
/// shows names in `language`; CSV and JSON carry both the English and the local name, the same
/// bytes whatever the locale.
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

  public func writeCSV(_ holidays: [Holiday], to out: Output) {
    out.write("date,weekday,country,name,localName,kind")
    out.newline()
    for holiday in holidays {
      out.write(reform.label(of: holiday.date).description + "," + holiday.date.weekday.shortName + ",")
      out.write((holiday.country?.rawValue ?? "") + ",")
      out.write(
        CSVRenderer.escape(holiday.name.english) + "," + CSVRenderer.escape(holiday.name.localName) + ",")
      out.write(holiday.kind.rawValue)
      out.newline()
    }
  }

  /// `[{"date":"2019-01-01","weekday":"Tue","country":"jp","name":"New Year's Day","localName":"元日",`
  /// `"kind":"regular"},…]`
  public func writeJSON(_ holidays: [Holiday], to json: inout JSONWriter) {
    json.beginArray()
    for holiday in holidays {
      json.beginObject()
      json.key("date")
      json.value(reform.label(of: holiday.date))
      json.key("weekday")
      json.value(holiday.date.weekday.shortName)
      json.key("country")
      if let country = holiday.country { json.value(country.rawValue) } else { json.null() }
      json.key("name")
      json.value(holiday.name.english)
      json.key("localName")
      json.value(holiday.name.localName)
      json.key("kind")
      json.value(holiday.kind.rawValue)
      json.endObject()
    }
    json.endArray()
  }
}
