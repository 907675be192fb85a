import CalSyntax
import CalendarCore

/// Numbers that name a day: its place in the year (`doy`), its ISO week (`isoweek`), its
/// Julian Day Number (`jdn`).
enum DayNumberCommands {
  static let doy = Command(
    "doy", group: .math, kind: .valueCommand, usage: "doy DATE",
    summary: "the day of the year, 1 to 365 (366 in a leap year)",
    details: "It counts the days that existed and that calsh can show: under set reform gb 1752-12-31 is "
      + "day 355 (the switch skipped 11), and under julian the year 0001 starts at 0001-01-03, day 1 "
      + "(Julian 0001-01-01 and 02 are before calsh's first day), so 0001-12-31 is day 363.",
    examples: ["doy 2024-12-31", "doy 2023-03-01"], ofDate: .dayOfYear)

  static let isoweek = Command(
    "isoweek", group: .math, kind: .valueCommand, usage: "isoweek DATE",
    summary: "the ISO 8601 week date: year, week (Monday to Sunday) and weekday (1 = Monday)",
    details: "Week 1 is the week with the year's first Thursday, so early January can belong to the "
      + "last week of the year before: isoweek 2021-01-03 is 2020-W53-7.",
    examples: ["isoweek 2021-01-03", "isoweek 2024-12-30", "2024-W05-3", "2024-W05 | count"]
  ) { call in
    .string(try call.date().isoWeekDate.description)
  }

  static let jdn = Command(
    "jdn", group: .math, kind: .valueCommand, usage: "jdn DATE | NUMBER",
    summary: "the Julian Day Number of a date (days since 4713 BC, as astronomers count), or the date of one",
    examples: ["jdn 2000-01-01", "jdn 2451545"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (value, range) = try call.operand("a date, e.g. jdn 2000-01-01")
    switch value {
    case .date(let date): return .int(date.julianDayNumber)
    case .int(let number):
      let days = CivilDate.julianDayNumbers
      guard days.contains(number) else {
        throw call.error(
          "Julian day \(number) is outside 0001-01-01…9999-12-31 (days \(days.lowerBound)…\(days.upperBound))",
          at: range)
      }
      return .date(try at(range) { () throws(CalendarError) in try CivilDate(julianDayNumber: number) })
    default: throw call.wrongKind(value, at: range, expected: "a date or a day number")
    }
  }
}
