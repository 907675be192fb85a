/// The Thai solar calendar: the Gregorian calendar's months and days with years of the Buddhist
/// era (BE), the Gregorian year + 543, so 2025 is BE 2568. Thailand has counted so since 1941;
/// from 1889 to 1940 its year began on 1 April (BE 2483 ran from April to December 1940), which
/// calsh, as ICU's `buddhist` calendar does, does not model: the rule here is proleptic over
/// 0001–9999 (BE 544–10542).
public enum ThaiSolarCalendar {
  /// The years from the Buddhist era's start to the Gregorian era's.
  public static let offset = 543

  /// The day count of 1 January BE 544 (0001-01-01).
  public static let epoch = Gregorian.dayCounts.lowerBound

  /// The years BE whose days fall in calsh's range.
  public static let years = (1 + offset)...(9999 + offset)

  /// The Gregorian year's leap rule, applied to the Gregorian year.
  public static func isLeapYear(_ year: Int) -> Bool { Gregorian.isLeapYear(year - offset) }

  /// The Gregorian month's length in the Gregorian year.
  public static func daysIn(year: Int, month: Int) -> Int {
    Gregorian.daysIn(year: year - offset, month: month)
  }

  /// The day count of a date known to be valid (year in `years`).
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    daysFromCivil(year: year - offset, month: month, day: day)
  }

  /// The date of a day count in calsh's range.
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let civil = civilFromDays(count)
    return (civil.year + offset, civil.month, civil.day)
  }
}

extension ThaiSolarCalendar: PlainMonthCalendar {
  public static let identifier = "thai"
  public static let name = "Thai solar"
  public static var dayCounts: ClosedRange<Int> { Gregorian.dayCounts }
  public static let leapRule = "the Gregorian rule, of the Gregorian year (year − 543)"

  /// The Gregorian calendar's month names.
  public static var monthNames: [String] { MonthName.english }
}
