/// The rules of the proleptic Gregorian calendar, over years 1 through 9999.
public enum Gregorian {
  /// The first and last year calsh accepts anywhere.
  public static let years: ClosedRange<Int> = 1...9999
  /// Day counts of 0001-01-01 and 9999-12-31.
  public static let dayCounts: ClosedRange<Int> =
    daysFromCivil(year: 1, month: 1, day: 1)...daysFromCivil(year: 9999, month: 12, day: 31)

  /// Divisible by 4, except centuries, except every fourth century.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// 28 to 31.
  @inlinable
  public static func daysIn(year: Int, month: Int) -> Int {
    daysIn(month: month, ofLeapYear: isLeapYear(year))
  }

  /// 365 or 366.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// The length of a month of the Julian and Gregorian calendars, which differ only in which
  /// years are leap.
  @inlinable
  static func daysIn(month: Int, ofLeapYear leap: Bool) -> Int {
    switch month {
    case 2: return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
