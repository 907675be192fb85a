/// The Chinese lunisolar calendar (农历) for lunar years 1900–2100, read from the table
/// `scripts/gen-calendar-tables` writes (`ChineseTable.swift`). A year is numbered as the
/// Gregorian year its first day falls in; a leap month (闰月) follows the month of its number.
public enum ChineseCalendar {
  /// The Chinese name of a month and day: `闰六月初一`, `正月十五`, `腊月三十`.
  public static func monthAndDayName(month: Int, day: Int, isLeapMonth: Bool) -> String {
    (isLeapMonth ? "闰" : "") + monthNames[month - 1] + "月" + dayNames[day - 1]
  }

  /// 正, 二, … 冬, 腊.
  public static let monthNames = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]

  /// 初一 … 三十.
  public static let dayNames: [String] = (1...30).map { day in
    let digits = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
    switch day {
    case 1...10: return "初" + digits[day - 1]
    case 11...19: return "十" + digits[day - 11]
    case 20: return "二十"
    case 21...29: return "廿" + digits[day - 21]
    default: return "三十"
    }
  }
}

extension ChineseCalendar: LunisolarCalendar {
  public static let identifier = "chinese"
  public static let name = "Chinese"
  public static let leapRule =
    "a year of 13 lunar months is leap: the month with no major solar term repeats the month before it"

  /// The numbers, then month and day as Chinese writes them: `2025-06L-01 (闰六月初一)`.
  public static func longDescription(of date: CalendarDate<NoEra>) -> String {
    date.numbers + " (" + monthAndDayName(month: date.month, day: date.day, isLeapMonth: date.isLeapMonth)
      + ")"
  }
}
