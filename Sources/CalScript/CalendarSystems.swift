import CalendarCore

/// A calendar other than the one dates are written in, that a day can be written in
/// (`hebrew DATE`) and read back from (`date hebrew 5786 7 11`). Adding a calendar is adding a
/// row to `CalendarSystem.all`: its command, its `date` form and its day-cell field (a
/// `DayColumn` of the same name) come from the row.
struct CalendarSystem: Sendable {
  /// The command's name, the word after `date` and the day cells' field.
  let name: String
  /// The calendar in the core; nil for the Julian calendar, whose days are `CivilDate`s.
  let calendar: WorldCalendar?
  /// What the command gives, as `help` says it.
  let summary: String
  /// The calendar's rule and span, as `help NAME` says them.
  let details: String
  /// The words `date NAME …` reads, in order, as its usage names them: `[leap]` is the optional
  /// word of a leap month, `ERA` an era's name.
  let parts: [String]
  /// Examples of the command and of `date NAME …`, run by a test as every example.
  let examples: [String]

  static let all: [CalendarSystem] = [julian, hebrew, islamic, ummalqura, persian, chinese, korean, era]

  static func named(_ name: String) -> CalendarSystem? { all.first { $0.name == name.lowercased() } }

  /// The name a user types for a calendar of the core (`ummalqura` for `.ummAlQura`).
  static func name(of calendar: WorldCalendar) -> String {
    all.first { $0.calendar == calendar }?.name ?? calendar.rawValue
  }

  /// The usage of `date NAME …`.
  var dateUsage: String { "date \(name) \(parts.joined(separator: " "))" }

  /// Whether `date NAME` reads the word `leap` before the day (Chinese, Korean).
  var hasLeapMonths: Bool { parts.contains("[leap]") }

  /// The day a date of the calendar names, each part checked (see `WorldCalendar.dayCount`).
  func dayCount(_ date: Parts) throws(CalendarError) -> Int {
    guard let calendar else { return try CalendarSystem.julianDayCount(date) }
    return try calendar.dayCount(
      year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth, era: date.era)
  }

  /// The day written in this calendar: a string for the Julian calendar, else a `calendarDate`;
  /// an error naming the calendar's span for a day outside it.
  func value(ofDayCount count: Int) throws(CalendarError) -> Value {
    guard let calendar else { return .julianDate(CalendarSystem.julianDate(count)) }
    return .calendarDate(try calendar.date(dayCount: count))
  }

  /// What `date NAME …` read: the numbers, the leap-month word and the era.
  struct Parts {
    var year: Int
    var month: Int
    var day: Int
    var isLeapMonth = false
    var era: JapaneseEra? = nil
  }

  /// The Julian calendar (a leap year every fourth year): dates as in Europe before the reform.
  static let julian = CalendarSystem(
    name: "julian", calendar: nil,
    summary: "the date in the Julian calendar (a leap day every fourth year, no exception)",
    details: "The calendar of Europe before the Gregorian reform, over calsh's whole range.",
    parts: ["YEAR", "MONTH", "DAY"],
    examples: ["julian 2024-01-01", "date julian 1752 9 2", "julian 1066-10-14"])

  static let hebrew = CalendarSystem(
    name: "hebrew", calendar: .hebrew,
    summary: "the Hebrew date of a day: day, month (Nisan … Adar II) and year",
    details: "Arithmetic, as in Calendrical Calculations: 7 leap years of 13 months in 19, each "
      + "year starting on 1 Tishrei at the molad, moved by the postponements. Over all of "
      + "0001-01-01…9999-12-31. Months are numbered from Nisan (1) to Adar (12), Adar II (13).",
    parts: ["YEAR", "MONTH", "DAY"],
    examples: ["hebrew 2025-10-03", "2024-04-23 | hebrew", "date hebrew 5786 7 11"])

  static let islamic = CalendarSystem(
    name: "islamic", calendar: .islamic, summary: "the date in the arithmetic (civil) Islamic calendar",
    details: "The tabular calendar of Calendrical Calculations: months of 30 and 29 days in turn, "
      + "Dhu al-Hijjah 30 days in years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of each 30. "
      + "From its epoch, 0622-07-19, on. Saudi Arabia's calendar is ummalqura.",
    parts: ["YEAR", "MONTH", "DAY"],
    examples: ["islamic 2025-03-01", "date islamic 1446 9 1"])

  static let ummalqura = CalendarSystem(
    name: "ummalqura", calendar: .ummAlQura, summary: "the date in Saudi Arabia's Umm al-Qura calendar",
    details: "From the published Umm al-Qura tables (AH 1343–1500, 1924-08-01…2077-11-16).",
    parts: ["YEAR", "MONTH", "DAY"],
    examples: ["ummalqura 2025-03-01", "date ummalqura 1446 9 1"])

  static let persian = CalendarSystem(
    name: "persian", calendar: .persian, summary: "the Persian (Solar Hijri) date of a day",
    details: "By the 33-year rule (8 leap years in 33), which agrees with Iran's official "
      + "calendar over 1900–2100 and beyond. From its epoch, 0622-03-21, on.",
    parts: ["YEAR", "MONTH", "DAY"],
    examples: ["persian 2025-03-21", "date persian 1404 1 1"])

  static let chinese = CalendarSystem(
    name: "chinese", calendar: .chinese,
    summary: "the Chinese lunisolar date: YYYY-MM-DD, a leap month written 06L",
    details: "Lunar years 1900–2100, from a table of the astronomical calendar; a year is "
      + "numbered as the Gregorian year its new year falls in. date chinese Y M leap D reads "
      + "a day of a leap month.",
    parts: ["YEAR", "MONTH", "[leap]", "DAY"],
    examples: ["chinese 2025-07-25", "chinese 2025-01-29", "date chinese 2025 6 leap 1"])

  static let korean = CalendarSystem(
    name: "korean", calendar: .korean,
    summary: "the Korean lunar date (음력): YYYY-MM-DD, a leap month written 06L",
    details: "Lunar years 1583–2050, from KASI's tables. date korean Y M leap D reads a day of "
      + "a leap month (윤달).",
    parts: ["YEAR", "MONTH", "[leap]", "DAY"],
    examples: ["korean 2025-07-25", "date korean 2025 6 leap 1"])

  static let era = CalendarSystem(
    name: "era", calendar: .japaneseEra, summary: "the Japanese era date: Reiwa 6, May 1",
    details: "Eras since the Gregorian calendar's adoption on Meiji 6-01-01 (1873-01-01): "
      + "Taishō from 1912-07-30, Shōwa from 1926-12-25, Heisei from 1989-01-08, Reiwa from "
      + "2019-05-01. An era's first year is year 1 (元年); month and day are the Gregorian ones. "
      + "date era ERA Y M D takes meiji, taisho, showa, heisei or reiwa, in Japanese (令和 …) "
      + "or by initial (M T S H R); year 1 may be written 元 or 元年.",
    parts: ["ERA", "YEAR", "MONTH", "DAY"],
    examples: ["era 2024-05-01", "era 1989-01-07", "date era reiwa 6 5 1"])

  private static func julianDayCount(_ date: Parts) throws(CalendarError) -> Int {
    let (year, month, day) = (date.year, date.month, date.day)
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
    let lastDay = JulianCalendar.daysIn(year: year, month: month)
    guard (1...lastDay).contains(day) else {
      throw .dayOutOfReformMonth(year: year, month: month, day: day, lastDay: lastDay, .julian)
    }
    let count = JulianCalendar.dayCount(year: year, month: month, day: day)
    guard Gregorian.dayCounts.contains(count) else {
      throw .julianDateOutOfRange(year: year, month: month, day: day)
    }
    return count
  }

  /// `YYYY-MM-DD` in the Julian calendar.
  static func julianText(_ count: Int) -> String { julianDate(count).description }

  /// The Julian year, month and day of a day count, held as a date's three numbers.
  static func julianDate(_ count: Int) -> CivilDate {
    let (year, month, day) = JulianCalendar.date(dayCount: count)
    return CivilDate(uncheckedYear: year, month: month, day: day)
  }
}
