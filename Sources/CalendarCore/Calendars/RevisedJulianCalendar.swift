/// The Revised Julian calendar (Milanković's, adopted by several Orthodox churches from 1923 on):
/// the Julian months, with a century year leap only when its remainder by 900 is 200 or 600.
/// It agrees with the Gregorian calendar from 1600-03-01 to 2800-02-28; 2800 is leap in the
/// Gregorian calendar and common in this one, so Gregorian 2800-02-29 is Revised Julian 2800-03-01.
/// Counted back, its 0001-01-01 is Gregorian 0001-01-01 (its leap centuries 200, 600, 1100 and
/// 1500 against the Gregorian 400, 800, 1200 and 1600 before 1600-03-01); counted on, it runs two
/// days ahead by 9999 (Gregorian 9999-12-29 is its 9999-12-31).
public enum RevisedJulianCalendar {
  /// The day count of Revised Julian 0001-01-01 (Gregorian 0001-01-01).
  public static let epoch = -719_162

  /// Days of 900 years: 218 leap years in each.
  @usableFromInline static let daysIn900Years = 900 * 365 + 218

  /// Every fourth year, but a century year only when year mod 900 is 200 or 600.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool {
    guard year % 4 == 0 else { return false }
    guard year % 100 == 0 else { return true }
    let remainder = ((year % 900) + 900) % 900
    return remainder == 200 || remainder == 600
  }

  /// 28 to 31.
  @inlinable
  public static func daysIn(year: Int, month: Int) -> Int {
    Gregorian.daysIn(month: month, ofLeapYear: isLeapYear(year))
  }

  /// The leap days of years 1 through `years` (at least 0).
  @usableFromInline
  static func leapDays(inFirst years: Int) -> Int {
    let centuries = years / 100
    let (nines, rest) = centuries.quotientAndRemainder(dividingBy: 9)
    let leapCenturies = nines * 2 + (rest >= 2 ? 1 : 0) + (rest >= 6 ? 1 : 0)
    return years / 4 - centuries + leapCenturies
  }

  /// The day count of the date `year-month-day` (year at least 1), as *Calendrical Calculations*
  /// counts a Gregorian one: the days of the years before, of the months before, and the day.
  @inlinable
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    let before = 365 * (year - 1) + leapDays(inFirst: year - 1)
    let monthDays = (367 * month - 362) / 12 - (month <= 2 ? 0 : isLeapYear(year) ? 1 : 2)
    return epoch - 1 + before + monthDays + day
  }

  /// The date of a day count on or after the epoch: the year estimated from the mean year of 900
  /// years and corrected, then the month as *Calendrical Calculations* finds a Gregorian one.
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    var year = (count - epoch) * 900 / daysIn900Years + 1
    while dayCount(year: year + 1, month: 1, day: 1) <= count { year += 1 }
    while year > 1, dayCount(year: year, month: 1, day: 1) > count { year -= 1 }
    let priorDays = count - dayCount(year: year, month: 1, day: 1)
    let correction = count < dayCount(year: year, month: 3, day: 1) ? 0 : isLeapYear(year) ? 1 : 2
    let month = (12 * (priorDays + correction) + 373) / 367
    return (year, month, count - dayCount(year: year, month: month, day: 1) + 1)
  }
}

extension RevisedJulianCalendar: PlainMonthCalendar {
  public static let identifier = "revisedjulian"
  public static let name = "Revised Julian"
  /// Revised Julian 0001-01-01 to 9999-12-31 (Gregorian 9999-12-29).
  public static let dayCounts = epoch...(dayCount(year: 10_000, month: 1, day: 1) - 1)
  public static var years: ClosedRange<Int> { Gregorian.years }
  public static let leapRule =
    "every fourth year is leap, but a century year only when its remainder by 900 is 200 or 600"

  /// The Gregorian calendar's month names.
  public static var monthNames: [String] { MonthName.english }

  /// Written as a Gregorian date is: `2800-03-01`.
  public static var writesDayMonthYear: Bool { false }
  public static func longDescription(of date: CalendarDate<NoEra>) -> String { date.numbers }
}
