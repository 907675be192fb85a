/// The Julian calendar (a leap day every fourth year, no exceptions) as arithmetic on the day
/// counts `CivilDate` uses, after Hinnant's algorithms with four-year eras of 1,461 days.
public enum JulianCalendar {
  /// The day count of Julian 0000-03-01, so that eras start on a March 1.
  @usableFromInline static let marchFirstOfYearZero = 719_470

  /// Every fourth year, centuries included.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 }

  /// 28 to 31.
  @inlinable
  public static func daysIn(year: Int, month: Int) -> Int {
    Gregorian.daysIn(month: month, ofLeapYear: isLeapYear(year))
  }

  /// 365 or 366.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// The day count (days since Gregorian 1970-01-01) of the Julian date `year-month-day`.
  @inlinable
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 3) / 4
    let yoe = y - era * 4  // [0, 3]
    let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1  // [0, 365]
    return era * 1461 + yoe * 365 + doy - marchFirstOfYearZero
  }

  /// The Julian date of a day count.
  @inlinable
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let z = count + marchFirstOfYearZero
    let era = (z >= 0 ? z : z - 1460) / 1461
    let doe = z - era * 1461  // [0, 1460]
    let yoe = (doe - doe / 1460) / 365  // [0, 3]
    let doy = doe - 365 * yoe  // [0, 365]
    let mp = (5 * doy + 2) / 153  // [0, 11]
    let day = doy - (153 * mp + 2) / 5 + 1  // [1, 31]
    let month = mp < 10 ? mp + 3 : mp - 9  // [1, 12]
    return (yoe + era * 4 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension JulianCalendar: PlainMonthCalendar {
  public static let identifier = "julian"
  public static let name = "Julian"
  /// Julian 0001-01-01, two days before calsh's first day.
  public static let epoch = dayCount(year: 1, month: 1, day: 1)
  /// calsh's days: Julian 0001-01-03 to 9999-10-19.
  public static var dayCounts: ClosedRange<Int> { Gregorian.dayCounts }
  public static var years: ClosedRange<Int> { Gregorian.years }
  public static let leapRule = "every fourth year is leap, with no exception"

  /// The Gregorian calendar's month names.
  public static var monthNames: [String] { MonthName.english }

  /// A Julian date is written as a Gregorian one is: `2025-07-12`.
  public static var writesDayMonthYear: Bool { false }
  public static func longDescription(of date: CalendarDate<NoEra>) -> String { date.numbers }

  /// The errors `date julian` gives: a year or month as for any date, a day past the Julian
  /// month's end, a date outside calsh's days.
  public static func error(_ problem: CalendarDateProblem) -> CalendarError {
    switch problem {
    case .yearOutOfRange(let year): return .yearOutOfRange(year)
    case .monthOutOfRange(_, let month), .noSuchLeapMonth(_, let month): return .monthOutOfRange(month)
    case .dayOutOfRange(let year, let month, _, let day):
      return .dayOutOfReformMonth(
        year: year, month: month, day: day, lastDay: daysIn(year: year, month: month), .julian)
    case .outOfRange(let count):
      let d = date(dayCount: count)
      return .julianDateOutOfRange(year: d.year, month: d.month, day: d.day)
    case .notInEra, .dayOutOfEraMonth, .eraYearOutOfRange:  // no eras: never reported
      return .calendarDate(CalendarDateError(calendar: identifier, problem: problem))
    }
  }
}
