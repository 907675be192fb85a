/// A calendar whose every year has the same months, none of them a leap month, counted in one
/// era: it states its arithmetic in plain numbers and gets the rest of `CalendarArithmetic` from
/// them. Julian, Islamic, Persian, Coptic, Ethiopian, Indian national, Minguo and Thai solar are.
public protocol PlainMonthCalendar: CalendarArithmetic where Era == NoEra {
  /// The English month names, month 1 first: as many as every year has months.
  static var monthNames: [String] { get }
  /// The date of a day count inside `dayCounts`.
  static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int)
  /// The day count of a date whose year, month and day exist.
  static func dayCount(year: Int, month: Int, day: Int) -> Int
  /// The days of a month (1…`monthNames.count`) of a year in `years`.
  static func daysIn(year: Int, month: Int) -> Int
}

extension PlainMonthCalendar {
  public static func date(fromDayCount count: Int) -> CalendarDate<NoEra> {
    let d = date(dayCount: count)
    return CalendarDate(year: d.year, month: d.month, day: d.day)
  }

  public static func dayCount(ofValidYear year: Int, month: Int, day: Int, isLeapMonth: Bool) -> Int {
    dayCount(year: year, month: month, day: day)
  }

  public static func monthsIn(year: Int) -> Int { monthNames.count }

  public static func daysIn(year: Int, month: Int, isLeapMonth: Bool) -> Int {
    isMonth(month, of: year, isLeapMonth: isLeapMonth) ? daysIn(year: year, month: month) : 0
  }

  public static func monthName(year: Int, month: Int, isLeapMonth: Bool) -> String { monthNames[month - 1] }
}
