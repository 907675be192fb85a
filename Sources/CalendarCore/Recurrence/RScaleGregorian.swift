/// The proleptic Gregorian calendar as a `CalendarArithmetic` type, for RFC 7529's
/// `RSCALE=GREGORIAN` with a SKIP other than OMIT (the 31st of a short month moved, not left
/// out); not a calendar of the registry, whose calendars are the ones besides it.
enum RScaleGregorian: PlainMonthCalendar {
  static let identifier = "gregorian"
  static let name = "Gregorian"
  static let epoch = Gregorian.dayCounts.lowerBound
  static var years: ClosedRange<Int> { Gregorian.years }
  static let leapRule = "every fourth year, except centuries not divisible by 400"
  static var monthNames: [String] { MonthName.english }
  static func isLeapYear(_ year: Int) -> Bool { Gregorian.isLeapYear(year) }
  static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let civil = civilFromDays(count)
    return (civil.year, civil.month, civil.day)
  }
  static func dayCount(year: Int, month: Int, day: Int) -> Int {
    daysFromCivil(year: year, month: month, day: day)
  }
  static func daysIn(year: Int, month: Int) -> Int { Gregorian.daysIn(year: year, month: month) }
}
