/// The Gregorian calendar as Japan writes its years, in eras (`JapaneseEra`), since it adopted
/// the calendar on Meiji 6-01-01 (1873-01-01). The running year is the Gregorian year; a date's
/// year counts from its era's first year (元年), cut at the era's first day.
public enum JapaneseEraCalendar: CalendarArithmetic {
  public typealias Era = JapaneseEra

  public static let identifier = "era"
  public static let name = "Japanese era"
  /// 1873-01-01, the first day calsh gives an era date for.
  public static let epoch = JapaneseEra.firstDayCount
  public static let years = 1873...9999
  public static let leapRule =
    "the Gregorian rule: every fourth year, but of the centuries only those divisible by 400"

  public static func date(fromDayCount count: Int) -> CalendarDate<JapaneseEra> {
    let era = JapaneseEra.era(containing: count)
    let civil = CivilDate(uncheckedDayCount: count)
    return CalendarDate(year: civil.year - era.firstYear + 1, month: civil.month, day: civil.day, era: era)
  }

  /// A date in an era is checked as `JapaneseEra.dayCount` does; a date without one is of the
  /// Gregorian year.
  public static func dayCount(from date: CalendarDate<JapaneseEra>) throws(CalendarError) -> Int {
    guard let era = date.era else {
      return try checkedDayCount(
        year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth)
    }
    guard !date.isLeapMonth else { throw error(.noSuchLeapMonth(year: date.year, month: date.month)) }
    return try JapaneseEra.dayCount(era: era, year: date.year, month: date.month, day: date.day)
  }

  public static func dayCount(ofValidYear year: Int, month: Int, day: Int, isLeapMonth: Bool) -> Int {
    daysFromCivil(year: year, month: month, day: day)
  }

  public static func monthsIn(year: Int) -> Int { 12 }

  public static func daysIn(year: Int, month: Int, isLeapMonth: Bool) -> Int {
    isMonth(month, of: year, isLeapMonth: isLeapMonth) ? Gregorian.daysIn(year: year, month: month) : 0
  }

  public static func isLeapYear(_ year: Int) -> Bool { Gregorian.isLeapYear(year) }

  public static func monthName(year: Int, month: Int, isLeapMonth: Bool) -> String {
    MonthName.english[month - 1]
  }

  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    CalendarDateMessage.firstCalendarsWords(for: problem, in: Self.self, writing: day)
  }

  public static var writesDayMonthYear: Bool { false }

  /// The era, its year, then the month and day: `Reiwa 6, May 1` (Reiwa for a date in none).
  public static func longDescription(of date: CalendarDate<JapaneseEra>) -> String {
    "\((date.era ?? .reiwa).name) \(date.year), \(MonthName.english[date.month - 1]) \(date.day)"
  }
}

extension JapaneseEra: CalendarEra {
  /// The Gregorian year of the era's first day.
  public var firstYear: Int { firstDate.year }
}
