/// A calendar read from a `LunisolarTable` (Chinese, Korean): months numbered 1…12, a leap
/// month after the month of its number; its `CalendarArithmetic` comes from the table.
public protocol LunisolarCalendar: CalendarArithmetic where Era == NoEra {
  /// The generated table of the calendar's years.
  static var table: LunisolarTable { get }
}

extension LunisolarCalendar {
  public static var hasLeapMonths: Bool { true }
  public static var writesDayMonthYear: Bool { false }
  /// The first day of the table.
  public static var epoch: Int { table.dayCounts.lowerBound }
  public static var dayCounts: ClosedRange<Int> { table.dayCounts }
  public static var years: ClosedRange<Int> { table.years }

  public static func date(fromDayCount count: Int) -> CalendarDate<NoEra> {
    let d = table.date(dayCount: count)
    return CalendarDate(year: d.year, month: d.month, day: d.day, isLeapMonth: d.isLeapMonth)
  }

  public static func dayCount(ofValidYear year: Int, month: Int, day: Int, isLeapMonth: Bool) -> Int {
    table.dayCount(year: year, month: month, day: day, isLeapMonth: isLeapMonth)
  }

  public static func monthsIn(year: Int) -> Int { table.monthsIn(year: year) }

  public static func daysIn(year: Int, month: Int, isLeapMonth: Bool) -> Int {
    table.daysIn(year: year, month: month, isLeapMonth: isLeapMonth) ?? 0
  }

  /// A year with a thirteenth month, the leap month.
  public static func isLeapYear(_ year: Int) -> Bool { table.leapMonth(in: year) != nil }

  /// A missing leap month is told from the one the year has.
  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    guard case .noSuchLeapMonth(let year, let month) = problem else {
      return CalendarDateMessage.firstCalendarsWords(for: problem, in: Self.self, writing: day)
    }
    guard let leap = table.leapMonth(in: year) else { return "\(name) year \(year) has no leap month" }
    return "\(name) year \(year) has no leap month \(month): its leap month follows month \(leap)"
  }

  /// "month 6", "leap month 6".
  public static func monthName(year: Int, month: Int, isLeapMonth: Bool) -> String {
    (isLeapMonth ? "leap month " : "month ") + String(month)
  }
}
