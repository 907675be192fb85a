/// The Persian (Solar Hijri) calendar as integer arithmetic on day counts (days since
/// 1970-01-01), by the 33-year rule: years 1, 5, 9, 13, 17, 22, 26 and 30 of each 33-year cycle
/// are leap (`(25 × year + 11) mod 33 < 8`), so 1403 is leap and 1 Farvardin 1404 is 2025-03-21.
///
/// Iran's official calendar starts each year at the day of the vernal equinox (noon at Tehran);
/// the 33-year rule agrees with it over 1900–2100 and well beyond (checked against jdatetime,
/// which follows the same rule, and convertdate's astronomical calendar), where *Calendrical
/// Calculations*' arithmetic 2,820-year rule does not (it makes 1404 leap, not 1403).
/// Months: Farvardin … Shahrivar of 31 days, Mehr … Bahman of 30, Esfand of 29 or 30.
public enum PersianCalendar {
  /// The day count of 1 Farvardin AP 1 under the rule (Julian 622-03-18).
  public static let epoch = -492_268

  /// The years AP whose days fall in calsh's range: from the epoch to 9999-12-31.
  public static let years = 1...9378

  /// English month names, Farvardin first.
  public static let monthNames = [
    "Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar",
    "Mehr", "Aban", "Azar", "Dey", "Bahman", "Esfand",
  ]

  /// Eight leap years in each 33.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { (25 * year + 11) % 33 < 8 }

  /// The place, 1…33, of `year` in its 33-year cycle (leap: 1, 5, 9, 13, 17, 22, 26, 30).
  public static func yearOfCycle(_ year: Int) -> Int { (year - 1) % 33 + 1 }

  /// 365 or 366.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// 31, 30, or 29 or 30 for Esfand.
  public static func daysIn(year: Int, month: Int) -> Int {
    month <= 6 ? 31 : month <= 11 || isLeapYear(year) ? 30 : 29
  }

  /// The day count of 1 Farvardin (Nowruz) of `year` ≥ 1.
  @inlinable
  public static func newYear(_ year: Int) -> Int {
    epoch + 365 * (year - 1) + (8 * (year - 1) + 29) / 33
  }

  /// The day count of a date known to be valid (year ≥ 1).
  @inlinable
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    newYear(year) + (month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6) + day - 1
  }

  /// The date of a day count at or after `epoch`.
  @inlinable
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    // 12,053 days in 33 years: the estimate is the year or the one before it.
    var year = (33 * (count - epoch) + 32) / 12_053 + 1
    if newYear(year) > count { year -= 1 }
    let dayOfYear = count - newYear(year)  // 0…365
    if dayOfYear < 186 { return (year, dayOfYear / 31 + 1, dayOfYear % 31 + 1) }
    return (year, (dayOfYear - 6) / 30 + 1, (dayOfYear - 6) % 30 + 1)
  }
}

extension PersianCalendar: PlainMonthCalendar {
  public static let identifier = "persian"
  public static let name = "Persian"
  public static let leapRule =
    "years 1, 5, 9, 13, 17, 22, 26 and 30 of each 33-year cycle have 366 days, Esfand 30"

  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    CalendarDateMessage.firstCalendarsWords(for: problem, in: Self.self, writing: day)
  }
}
