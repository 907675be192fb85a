/// The arithmetic (civil, tabular) Islamic calendar as integer arithmetic on day counts (days
/// since 1970-01-01), after *Calendrical Calculations*' `islamic`: months of 30 and 29 days in
/// turn, the twelfth 30 days in years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of each
/// 30-year cycle, from 1 Muharram AH 1 = Julian 622-07-16 (Gregorian 622-07-19).
public enum IslamicCalendar {
  /// The day count of 1 Muharram AH 1 (R.D. 227,015).
  public static let epoch = -492_148

  /// The years AH whose days fall in calsh's range: from the epoch to 9999-12-31.
  public static let years = 1...9666

  /// English month names, Muharram first.
  public static let monthNames = [
    "Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Awwal", "Jumada al-Thani",
    "Rajab", "Shaban", "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah",
  ]

  /// The 11 leap years of each 30-year cycle (2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29).
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { (14 + 11 * year) % 30 < 11 }

  /// The place, 1…30, of `year` in its 30-year cycle.
  public static func yearOfCycle(_ year: Int) -> Int { (year - 1) % 30 + 1 }

  /// 354 or 355.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 355 : 354 }

  /// 30 for odd months, 29 for even ones, 30 for Dhu al-Hijjah of a leap year.
  public static func daysIn(year: Int, month: Int) -> Int {
    month % 2 == 1 || (month == 12 && isLeapYear(year)) ? 30 : 29
  }

  /// The day count of a date known to be valid (year ≥ 1).
  @inlinable
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    epoch - 1 + (year - 1) * 354 + (3 + 11 * year) / 30 + 29 * (month - 1) + (6 * month - 1) / 11
      + day
  }

  /// The date of a day count at or after `epoch`.
  @inlinable
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let year = (30 * (count - epoch) + 10_646) / 10_631
    let priorDays = count - dayCount(year: year, month: 1, day: 1)
    let month = (11 * priorDays + 330) / 325
    return (year, month, count - dayCount(year: year, month: month, day: 1) + 1)
  }
}

extension IslamicCalendar: PlainMonthCalendar {
  public static let identifier = "islamic"
  public static let name = "arithmetic Islamic"
  public static let leapRule =
    "Dhu al-Hijjah has 30 days in years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of each 30-year cycle"

  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    CalendarDateMessage.firstCalendarsWords(for: problem, in: Self.self, writing: day)
  }
}
