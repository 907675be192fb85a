import CalRender
import CalendarCore

/// A date in another calendar: `hebrew DATE`, `islamic DATE`, `ummalqura DATE`, `persian DATE`,
/// `chinese DATE`, `korean DATE`, `era DATE`. Each prints the date as that calendar's users
/// write it; a date outside the calendar's span is an error naming the span.
enum WorldCalendarCommands {
  static let hebrew = command(
    "hebrew", .hebrew, summary: "the Hebrew date of a day: day, month (Nisan … Adar II) and year",
    details: "Arithmetic, as in Calendrical Calculations: 7 leap years of 13 months in 19, each "
      + "year starting on 1 Tishrei at the molad, moved by the postponements. Over all of "
      + "0001-01-01…9999-12-31. Months are numbered from Nisan (1) to Adar (12), Adar II (13).",
    examples: ["hebrew 2025-10-03", "2024-04-23 | hebrew"])

  static let islamic = command(
    "islamic", .islamic, summary: "the date in the arithmetic (civil) Islamic calendar",
    details: "The tabular calendar of Calendrical Calculations: months of 30 and 29 days in turn, "
      + "Dhu al-Hijjah 30 days in years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of each 30. "
      + "From its epoch, 0622-07-19, on. Saudi Arabia's calendar is ummalqura.",
    examples: ["islamic 2025-03-01"])

  static let ummalqura = command(
    "ummalqura", .ummAlQura, summary: "the date in Saudi Arabia's Umm al-Qura calendar",
    details: "From the published Umm al-Qura tables (AH 1343–1500, 1924-08-01…2077-11-16).",
    examples: ["ummalqura 2025-03-01"])

  static let persian = command(
    "persian", .persian, summary: "the Persian (Solar Hijri) date of a day",
    details: "By the 33-year rule (8 leap years in 33), which agrees with Iran's official "
      + "calendar over 1900–2100 and beyond. From its epoch, 0622-03-21, on.",
    examples: ["persian 2025-03-21"])

  static let chinese = command(
    "chinese", .chinese, summary: "the Chinese lunisolar date: YYYY-MM-DD, a leap month written 06L",
    details: "Lunar years 1900–2100, from a table of the astronomical calendar; a year is "
      + "numbered as the Gregorian year its new year falls in.",
    examples: ["chinese 2025-07-25", "chinese 2025-01-29"])

  static let korean = command(
    "korean", .korean, summary: "the Korean lunar date (음력): YYYY-MM-DD, a leap month written 06L",
    details: "Lunar years 1583–2050, from KASI's tables.",
    examples: ["korean 2025-07-25"])

  static let era = command(
    "era", .japaneseEra, summary: "the Japanese era date: Reiwa 6, May 1",
    details: "Eras since the Gregorian calendar's adoption on Meiji 6-01-01 (1873-01-01): "
      + "Taishō from 1912-07-30, Shōwa from 1926-12-25, Heisei from 1989-01-08, Reiwa from "
      + "2019-05-01. An era's first year is year 1 (元年).",
    examples: ["era 2024-05-01", "era 1989-01-07"])

  private static func command(
    _ name: String, _ calendar: WorldCalendar, summary: String, details: String, examples: [String]
  ) -> Command {
    Command(
      name, group: .math, usage: "\(name) DATE", summary: summary, details: details,
      examples: examples
    ) { call in
      try call.expectArguments(atMost: 1)
      let (value, range) = try call.operand("a date, e.g. \(examples[0])")
      guard case .date(let date) = value else { throw call.wrongKind(value, at: range, expected: "a date") }
      let converted = try at(range) { () throws(CalendarError) in try calendar.date(dayCount: date.dayCount) }
      return .string(call.settings.labels.longDescription(of: converted))
    }
  }
}
