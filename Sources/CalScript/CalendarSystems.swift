import CalendarCore

/// A calendar other than the one dates are written in, that a day can be written in
/// (`hebrew DATE`) and read back from (`date hebrew 5786 7 11`): one row per calendar of the
/// core's registry (`CalendarRegistry.all`). Its command, its `date` form and its day-cell field
/// (a `DayColumn` of the same name) come from the row; a calendar without written words here gets
/// them from the core (`described`), so adding a calendar to the registry adds its row.
struct CalendarSystem: Sendable {
  /// The command's name, the word after `date` and the day cells' field.
  let name: String
  /// The calendar in the core.
  let calendar: WorldCalendar
  /// What the command gives, as `help` says it.
  var summary: String { makeSummary() }
  /// The calendar's rule and span, as `help NAME` says them.
  var details: String { makeDetails() }
  /// Examples of the command and of `date NAME …`, run by a test as every example.
  var examples: [String] { makeExamples() }
  /// Made when read, as `Command`'s texts are: a row made from the core converts dates to write
  /// its span, which every start-up would otherwise pay for (a third of a one-line job).
  private let makeSummary: @Sendable () -> String
  private let makeDetails: @Sendable () -> String
  private let makeExamples: @Sendable () -> [String]

  init(
    _ calendar: WorldCalendar, summary: @autoclosure @escaping @Sendable () -> String,
    details: @autoclosure @escaping @Sendable () -> String,
    examples: @autoclosure @escaping @Sendable () -> [String]
  ) {
    self.name = calendar.identifier
    self.calendar = calendar
    self.makeSummary = summary
    self.makeDetails = details
    self.makeExamples = examples
  }

  /// Every calendar of the registry, in its order: the words written below, or the core's.
  static let all: [CalendarSystem] = WorldCalendar.allCases.map { calendar in
    written.first { $0.calendar == calendar } ?? described(calendar)
  }

  static func named(_ name: String) -> CalendarSystem? { all.first { $0.name == name.lowercased() } }

  /// The name a user types for a calendar of the core (`ummalqura` for `.ummAlQura`).
  static func name(of calendar: WorldCalendar) -> String { calendar.identifier }

  /// The words `date NAME …` reads, in order, as its usage names them: `[leap]` is the optional
  /// word of a leap month, `ERA` an era's name.
  var parts: [String] {
    calendar.hasEras
      ? ["ERA", "YEAR", "MONTH", "DAY"]
      : calendar.hasLeapMonths ? ["YEAR", "MONTH", "[leap]", "DAY"] : ["YEAR", "MONTH", "DAY"]
  }

  /// The usage of `date NAME …`.
  var dateUsage: String { "date \(name) \(parts.joined(separator: " "))" }

  /// Whether `date NAME` reads the word `leap` before the day (Chinese, Korean).
  var hasLeapMonths: Bool { calendar.hasLeapMonths }

  /// The day a date of the calendar names, each part checked (see `WorldCalendar.dayCount`).
  func dayCount(_ date: Parts) throws(CalendarError) -> Int {
    try calendar.dayCount(
      year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth, era: date.era)
  }

  /// The day written in this calendar; an error naming the calendar's span for a day outside it.
  func value(ofDayCount count: Int) throws(CalendarError) -> Value {
    .calendarDate(try calendar.date(dayCount: count))
  }

  /// What `date NAME …` read: the numbers, the leap-month word and the era.
  struct Parts {
    var year: Int
    var month: Int
    var day: Int
    var isLeapMonth = false
    var era: JapaneseEra? = nil
  }

  /// A calendar's row from what the core says of it: its name, leap rule and span, and examples
  /// made from a day it covers (2025-03-01, or the last day of its span).
  static func described(_ calendar: WorldCalendar) -> CalendarSystem {
    CalendarSystem(
      calendar, summary: "the date in the \(calendar.name) calendar: day, month and year",
      details: describedDetails(calendar), examples: describedExamples(calendar))
  }

  /// The leap rule and the span, each end written in both calendars.
  private static func describedDetails(_ calendar: WorldCalendar) -> String {
    let days = calendar.dayCounts
    func written(_ count: Int) -> String {
      let own = (try? calendar.date(dayCount: count)).map(\.longDescription) ?? ""
      return "\(CivilDate(uncheckedDayCount: count)) (\(own))"
    }
    return "Leap years: \(calendar.arithmetic.leapRule). Known from \(written(days.lowerBound)) to "
      + "\(written(days.upperBound)): years \(calendar.years.lowerBound)…\(calendar.years.upperBound)."
  }

  /// The command and `date NAME …` on 2025-03-01, or on the last day of the span.
  private static func describedExamples(_ calendar: WorldCalendar) -> [String] {
    let name = calendar.identifier
    let days = calendar.dayCounts
    let example = CivilDate(uncheckedYear: 2025, month: 3, day: 1).dayCount
    let day = days.contains(example) ? example : days.upperBound
    let date = try? calendar.date(dayCount: day)
    let dateExample = date.map { "date \(name) \($0.year) \($0.month) \($0.day)" }
    return ["\(name) \(CivilDate(uncheckedDayCount: day))"] + (dateExample.map { [$0] } ?? [])
  }

  /// The calendars whose words are written here rather than made from the core's.
  static let written = [julian, hebrew, islamic, ummalqura, persian, chinese, korean, era, revisedJulian]

  /// The Julian calendar (a leap year every fourth year): dates as in Europe before the reform.
  static let julian = CalendarSystem(
    .julian,
    summary: "the date in the Julian calendar (a leap day every fourth year, no exception)",
    details: "The calendar of Europe before the Gregorian reform, over calsh's whole range.",
    examples: ["julian 2024-01-01", "date julian 1752 9 2", "julian 1066-10-14"])

  static let hebrew = CalendarSystem(
    .hebrew,
    summary: "the Hebrew date of a day: day, month (Nisan … Adar II) and year",
    details: "Arithmetic, as in Calendrical Calculations: 7 leap years of 13 months in 19, each "
      + "year starting on 1 Tishrei at the molad, moved by the postponements. Over all of "
      + "0001-01-01…9999-12-31. Months are numbered from Nisan (1) to Adar (12), Adar II (13).",
    examples: ["hebrew 2025-10-03", "2024-04-23 | hebrew", "date hebrew 5786 7 11"])

  static let islamic = CalendarSystem(
    .islamic, summary: "the date in the arithmetic (civil) Islamic calendar",
    details: "The tabular calendar of Calendrical Calculations: months of 30 and 29 days in turn, "
      + "Dhu al-Hijjah 30 days in years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of each 30. "
      + "From its epoch, 0622-07-19, on. Saudi Arabia's calendar is ummalqura.",
    examples: ["islamic 2025-03-01", "date islamic 1446 9 1"])

  static let ummalqura = CalendarSystem(
    .ummAlQura, summary: "the date in Saudi Arabia's Umm al-Qura calendar",
    details: "From the published Umm al-Qura tables (AH 1343–1500, 1924-08-01…2077-11-16).",
    examples: ["ummalqura 2025-03-01", "date ummalqura 1446 9 1"])

  static let persian = CalendarSystem(
    .persian, summary: "the Persian (Solar Hijri) date of a day",
    details: "By the 33-year rule (8 leap years in 33), which agrees with Iran's official "
      + "calendar over 1900–2100 and beyond. From its epoch, 0622-03-21, on.",
    examples: ["persian 2025-03-21", "date persian 1404 1 1"])

  static let chinese = CalendarSystem(
    .chinese,
    summary: "the Chinese lunisolar date: YYYY-MM-DD, a leap month written 06L",
    details: "Lunar years 1900–2100, from a table of the astronomical calendar; a year is "
      + "numbered as the Gregorian year its new year falls in. date chinese Y M leap D reads "
      + "a day of a leap month.",
    examples: ["chinese 2025-07-25", "chinese 2025-01-29", "date chinese 2025 6 leap 1"])

  static let korean = CalendarSystem(
    .korean,
    summary: "the Korean lunar date (음력): YYYY-MM-DD, a leap month written 06L",
    details: "Lunar years 1583–2050, from KASI's tables. date korean Y M leap D reads a day of "
      + "a leap month (윤달).",
    examples: ["korean 2025-07-25", "date korean 2025 6 leap 1"])

  static let era = CalendarSystem(
    .japaneseEra, summary: "the Japanese era date: Reiwa 6, May 1",
    details: "Eras since the Gregorian calendar's adoption on Meiji 6-01-01 (1873-01-01): "
      + "Taishō from 1912-07-30, Shōwa from 1926-12-25, Heisei from 1989-01-08, Reiwa from "
      + "2019-05-01. An era's first year is year 1 (元年); month and day are the Gregorian ones. "
      + "date era ERA Y M D takes meiji, taisho, showa, heisei or reiwa, in Japanese (令和 …) "
      + "or by initial (M T S H R); year 1 may be written 元 or 元年.",
    examples: ["era 2024-05-01", "era 1989-01-07", "date era reiwa 6 5 1"])

  /// Milanković's calendar of the Orthodox churches that left the Julian one (`set reform` has them).
  static let revisedJulian = CalendarSystem(
    .revisedJulian,
    summary: "the date in the Revised Julian calendar (a century leap when year mod 900 is 200 or 600)",
    details: "Milanković's calendar, kept by the Orthodox churches of Constantinople, Greece, "
      + "Romania, Bulgaria and others since 1923–1968. It agrees with the Gregorian calendar from "
      + "1600-03-01 to 2800-02-28: 2800 is leap in the Gregorian calendar and not in this one, so "
      + "Gregorian 2800-02-29 is Revised Julian 2800-03-01. Counted back, its 0001-01-01 is "
      + "Gregorian 0001-01-01; counted on, it is two days ahead by 9999: calsh knows it over "
      + "Revised Julian 0001-01-01…9999-12-31 (Gregorian 9999-12-29).",
    examples: ["revisedjulian 2025-03-01", "revisedjulian 2800-02-29", "date revisedjulian 2800 3 1"])
}
