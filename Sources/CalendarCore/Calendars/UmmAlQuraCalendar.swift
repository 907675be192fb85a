/// Saudi Arabia's Umm al-Qura calendar for AH 1343–1500 (1924-08-01 to 2077-11-16), read from
/// the table `scripts/gen-calendar-tables` writes (`UmmAlQuraTable.swift`). Month names are the
/// Islamic ones (`IslamicCalendar.monthNames`); a few early months of the published table have
/// 28 or 31 days.
public enum UmmAlQuraCalendar {}

extension UmmAlQuraCalendar: CalendarArithmetic {
  public static let identifier = "ummalqura"
  public static let name = "Umm al-Qura"
  /// The first day of the table, 1 Muharram 1343.
  public static var epoch: Int { table.dayCounts.lowerBound }
  public static var dayCounts: ClosedRange<Int> { table.dayCounts }
  public static var years: ClosedRange<Int> { table.years }
  public static let leapRule = "a year of 355 days is leap; the published tables set each month's length"

  public static func date(fromDayCount count: Int) -> CalendarDate<NoEra> {
    let d = table.date(dayCount: count)
    return CalendarDate(year: d.year, month: d.month, day: d.day)
  }

  public static func dayCount(ofValidYear year: Int, month: Int, day: Int, isLeapMonth: Bool) -> Int {
    table.dayCount(year: year, month: month, day: day)
  }

  public static func monthsIn(year: Int) -> Int { 12 }

  public static func daysIn(year: Int, month: Int, isLeapMonth: Bool) -> Int {
    isMonth(month, of: year, isLeapMonth: isLeapMonth) ? table.daysIn(year: year, month: month) : 0
  }

  public static func isLeapYear(_ year: Int) -> Bool { table.daysIn(year: year) > 354 }

  public static func monthName(year: Int, month: Int, isLeapMonth: Bool) -> String {
    IslamicCalendar.monthNames[month - 1]
  }

  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    CalendarDateMessage.firstCalendarsWords(for: problem, in: Self.self, writing: day)
  }
}
