import CalendarCore

/// A calendar other than the one dates are written in, that a day can be written in
/// (`julian DATE`) and read back from (`date julian Y M D`). Adding a calendar is adding a row
/// to `CalendarSystem.all`: its command and its `date` form come from the row.
struct CalendarSystem: Sendable {
  /// The command's name and the word after `date`.
  let name: String
  /// What the calendar is, as `help` says it.
  let summary: String
  /// The whole numbers `date NAME …` reads, in order, as its usage names them.
  let parts: [String]
  /// The day count the parts name, or why they name none.
  let dayCount: @Sendable ([Int]) throws(CalendarError) -> Int
  /// The day written in this calendar.
  let written: @Sendable (Int) -> String
  /// Examples of the command and of `date NAME …`, run by a test as every example.
  let examples: [String]

  static let all: [CalendarSystem] = [julian]

  static func named(_ name: String) -> CalendarSystem? { all.first { $0.name == name.lowercased() } }

  /// The Julian calendar (a leap year every fourth year): dates as in Europe before the reform.
  static let julian = CalendarSystem(
    name: "julian", summary: "the Julian calendar (a leap day every fourth year, no exception)",
    parts: ["YEAR", "MONTH", "DAY"],
    dayCount: { parts throws(CalendarError) in
      let (year, month, day) = (parts[0], parts[1], parts[2])
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
    },
    written: { count in
      let (year, month, day) = JulianCalendar.date(dayCount: count)
      return CivilDate(uncheckedYear: year, month: month, day: day).description
    },
    examples: ["julian 2024-01-01", "date julian 1752 9 2", "julian 1066-10-14"])
}
