import CalendarCore
import Testing

/// The Julian calendar against *Calendrical Calculations*' `fixed-from-julian` (a different
/// formula: days counted by years, a month table and leap-day corrections) over every day of
/// calsh's range, and against dates every history book gives.
struct JulianCalendarTests {
  /// R.D. (fixed day 1 = Gregorian 0001-01-01) of a Julian date, as Reingold and Dershowitz write it.
  static func fixedFromJulian(year: Int, month: Int, day: Int) -> Int {
    let julianEpoch = -1  // R.D. of Julian 0001-01-01 (Gregorian 0000-12-30)
    let y = year < 0 ? year + 1 : year
    let leapCorrection = month <= 2 ? 0 : (year % 4 == 0 ? -1 : -2)
    return julianEpoch - 1 + 365 * (y - 1) + Int((Double(y - 1) / 4).rounded(.down))
      + (367 * month - 362) / 12 + leapCorrection + day
  }

  /// R.D. 1 is day count -719,162.
  static let fixedOfEpoch = 719_163

  @Test func everyDayOfTheRangeAgreesWithCalendricalCalculations() {
    var mismatches = 0
    for count in CivilDate(uncheckedYear: 1, month: 1, day: 1)
      .dayCount...CivilDate(
        uncheckedYear: 9999, month: 12, day: 31
      ).dayCount
    {
      let date = JulianCalendar.date(dayCount: count)
      let back = JulianCalendar.dayCount(year: date.year, month: date.month, day: date.day)
      let fixed = Self.fixedFromJulian(year: date.year, month: date.month, day: date.day)
      if back != count || fixed - Self.fixedOfEpoch != count
        || date.day > JulianCalendar.daysIn(year: date.year, month: date.month)
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func historicalDates() {
    // Britain's switch: Julian 1752-09-02 (Wednesday) was followed by Gregorian 1752-09-14.
    #expect(
      JulianCalendar.dayCount(year: 1752, month: 9, day: 3)
        == CivilDate(uncheckedYear: 1752, month: 9, day: 14).dayCount)
    // Rome's: Julian 1582-10-04 was followed by Gregorian 1582-10-15.
    #expect(
      JulianCalendar.dayCount(year: 1582, month: 10, day: 5)
        == CivilDate(uncheckedYear: 1582, month: 10, day: 15).dayCount)
    // The Battle of Hastings, Julian 1066-10-14, a Saturday.
    #expect(Weekday(dayCount: JulianCalendar.dayCount(year: 1066, month: 10, day: 14)) == .saturday)
    // 13 days apart since 1900-03-01: Gregorian 2024-01-01 is Julian 2023-12-19.
    let date = JulianCalendar.date(dayCount: CivilDate(uncheckedYear: 2024, month: 1, day: 1).dayCount)
    #expect(date == (2023, 12, 19))
    #expect(JulianCalendar.isLeapYear(1700) && !Gregorian.isLeapYear(1700))
  }
}
