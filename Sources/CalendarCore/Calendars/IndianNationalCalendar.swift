/// The Indian national calendar (Saka era) as integer arithmetic on day counts (days since
/// 1970-01-01), as India adopted it on 22 March 1957 (1 Chaitra 1879) and convertdate's
/// `indian_civil` computes it: a year is the Gregorian year less 78 from its 1 Chaitra, which is
/// 22 March, or 21 March when the Gregorian year is leap; Chaitra has 30 days (31 in such a year),
/// Vaisakha … Bhadra 31, Asvina … Phalguna 30. Before 1957 the rule is proleptic.
public enum IndianNationalCalendar {
  /// The day count of 1 Chaitra 1 Saka (Gregorian 79-03-22).
  public static let epoch = -690_593

  /// The years Saka whose days fall in calsh's range: from the epoch to 9999-12-31.
  public static let years = 1...9921

  /// English month names, Chaitra first, as CLDR 47 (ICU 77.1) writes them.
  public static let monthNames = [
    "Chaitra", "Vaisakha", "Jyaistha", "Asadha", "Sravana", "Bhadra", "Asvina", "Kartika", "Agrahayana",
    "Pausa", "Magha", "Phalguna",
  ]

  /// Leap when the Gregorian year it starts in (year + 78) is leap.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { Gregorian.isLeapYear(year + 78) }

  /// 365 or 366.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// Chaitra 30 or 31, the next five months 31, the last six 30.
  public static func daysIn(year: Int, month: Int) -> Int {
    month == 1 ? (isLeapYear(year) ? 31 : 30) : month <= 6 ? 31 : 30
  }

  /// The day count of 1 Chaitra of `year` ≥ 1: 22 March of year + 78, or 21 March in a leap year.
  @inlinable
  public static func newYear(_ year: Int) -> Int {
    daysFromCivil(year: year + 78, month: 3, day: isLeapYear(year) ? 21 : 22)
  }

  /// The day count of a date known to be valid (year ≥ 1).
  @inlinable
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    let chaitra = isLeapYear(year) ? 31 : 30
    let before = month == 1 ? 0 : chaitra + 31 * (min(month, 7) - 2) + 30 * max(month - 7, 0)
    return newYear(year) + before + day - 1
  }

  /// The date of a day count at or after `epoch`.
  @inlinable
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    var year = civilFromDays(count).year - 78
    if count < newYear(year) { year -= 1 }
    var dayOfYear = count - newYear(year)
    let chaitra = isLeapYear(year) ? 31 : 30
    if dayOfYear < chaitra { return (year, 1, dayOfYear + 1) }
    dayOfYear -= chaitra
    if dayOfYear < 5 * 31 { return (year, dayOfYear / 31 + 2, dayOfYear % 31 + 1) }
    dayOfYear -= 5 * 31
    return (year, dayOfYear / 30 + 7, dayOfYear % 30 + 1)
  }
}

extension IndianNationalCalendar: PlainMonthCalendar {
  public static let identifier = "indian"
  public static let name = "Indian national"
  public static let leapRule =
    "a year is leap when the Gregorian year it begins in (year + 78) is: Chaitra then has 31 days"
}
