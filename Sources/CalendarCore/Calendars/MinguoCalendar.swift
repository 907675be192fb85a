/// The Minguo calendar of the Republic of China (Taiwan): the Gregorian calendar's months and days
/// with years counted from 1912, the founding of the Republic, so Minguo 114 is 2025 (year =
/// Gregorian year − 1911). Its range starts at 1912-01-01, Minguo 1; years before it (written
/// 民國前, "before the Republic") are not counted.
public enum MinguoCalendar {
  /// The Gregorian year before Minguo 1.
  public static let offset = 1911

  /// The day count of 1 January Minguo 1 (1912-01-01).
  public static let epoch = -21_185

  /// The years Minguo whose days fall in calsh's range: 1912 to 9999.
  public static let years = 1...(9999 - offset)

  /// The Gregorian year's leap rule, applied to the Gregorian year.
  public static func isLeapYear(_ year: Int) -> Bool { Gregorian.isLeapYear(year + offset) }

  /// The Gregorian month's length in the Gregorian year.
  public static func daysIn(year: Int, month: Int) -> Int {
    Gregorian.daysIn(year: year + offset, month: month)
  }

  /// The day count of a date known to be valid (year ≥ 1).
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    daysFromCivil(year: year + offset, month: month, day: day)
  }

  /// The date of a day count at or after `epoch`.
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let civil = civilFromDays(count)
    return (civil.year - offset, civil.month, civil.day)
  }
}

extension MinguoCalendar: PlainMonthCalendar {
  public static let identifier = "minguo"
  public static let name = "Minguo"
  public static let leapRule = "the Gregorian rule, of the Gregorian year (year + 1911)"

  /// The Gregorian calendar's month names.
  public static var monthNames: [String] { MonthName.english }
}
