/// The Hebrew (Jewish) calendar as integer arithmetic on day counts (days since 1970-01-01),
/// after Reingold and Dershowitz's *Calendrical Calculations*: a 19-year cycle of 7 leap years,
/// a year that starts at the molad of Tishrei, moved by the postponements (dehiyyot).
///
/// Months are numbered as in *Calendrical Calculations*: Nisan 1 … Elul 6, Tishrei 7 … Adar 12
/// (Adar I in a leap year), Adar II 13. The year starts on 1 Tishrei.
public enum HebrewCalendar {
  /// The day count of 1 Tishrei AM 1 (R.D. −1,373,427, Julian −3761-10-07).
  public static let epoch = -2_092_590

  /// The Hebrew years whose days all or partly fall in 0001-01-01…9999-12-31.
  public static let years = 3761...13760

  /// The month numbers, in *Calendrical Calculations*' order.
  public static let nisan = 1, tishrei = 7, adar = 12, adarII = 13

  /// English month names, Nisan first; Adar (12) is written Adar I in a leap year.
  public static let monthNames = [
    "Nisan", "Iyar", "Sivan", "Tammuz", "Av", "Elul",
    "Tishrei", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar", "Adar II",
  ]

  /// The English name of a month of a year: Adar I for 12 in a leap year.
  public static func monthName(year: Int, month: Int) -> String {
    month == adar && isLeapYear(year) ? "Adar I" : monthNames[month - 1]
  }

  /// Years 3, 6, 8, 11, 14, 17 and 19 of each 19-year cycle have a thirteenth month.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { (7 * year + 1) % 19 < 7 }

  /// 12 or 13.
  public static func monthsIn(year: Int) -> Int { isLeapYear(year) ? 13 : 12 }

  /// Months from the epoch's molad to the molad of Tishrei of `year`.
  public static func monthsElapsed(before year: Int) -> Int { (235 * year - 234) / 19 }

  /// The months elapsed before `year` in parts (25,920 to the day, 1,080 to the hour) of the
  /// mean lunation, 29 days 13,753 parts, from the molad of the epoch, plus the six hours that
  /// carry a molad at or after noon into the next day (molad zaken): *Calendrical
  /// Calculations*' `parts-elapsed`. `molad / 25,920` days after the epoch is the molad's day.
  public static func moladParts(year: Int) -> Int {
    12_084 + 13_753 * monthsElapsed(before: year)
  }

  /// Days from the epoch to the molad day of `year`, moved one day when the molad falls on a
  /// Sunday, Wednesday or Friday (lo ADU rosh).
  public static func elapsedDays(year: Int) -> Int {
    let days = 29 * monthsElapsed(before: year) + moladParts(year: year) / 25_920
    return (3 * (days + 1)) % 7 < 3 ? days + 1 : days
  }

  /// The further delay (0, 1 or 2 days) that keeps every year 353–355 or 383–385 days long.
  public static func yearLengthCorrection(year: Int) -> Int {
    let previous = elapsedDays(year: year - 1)
    let this = elapsedDays(year: year)
    let next = elapsedDays(year: year + 1)
    if next - this == 356 { return 2 }
    if this - previous == 382 { return 1 }
    return 0
  }

  /// The day count of 1 Tishrei of `year` (Rosh Hashanah).
  public static func newYear(_ year: Int) -> Int {
    epoch + elapsedDays(year: year) + yearLengthCorrection(year: year)
  }

  /// 353, 354, 355, 383, 384 or 385.
  public static func daysIn(year: Int) -> Int { newYear(year + 1) - newYear(year) }

  /// 29 or 30; Heshvan and Kislev vary with the year's length, Adar with its leap.
  public static func daysIn(year: Int, month: Int) -> Int {
    daysIn(month: month, yearLength: daysIn(year: year))
  }

  /// The length of `month` in a year of `yearLength` days.
  static func daysIn(month: Int, yearLength: Int) -> Int {
    switch month {
    case 2, 4, 6, 10, 13: return 29
    case 12: return yearLength > 355 ? 30 : 29
    case 8: return yearLength % 10 == 5 ? 30 : 29  // a long Heshvan: 355 or 385 days
    case 9: return yearLength % 10 == 3 ? 29 : 30  // a short Kislev: 353 or 383 days
    default: return 30
    }
  }

  /// The day count of a Hebrew date known to be valid.
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    let start = newYear(year)
    let length = newYear(year + 1) - start
    var count = start + day - 1
    var m = tishrei
    while m != month {
      count += daysIn(month: m, yearLength: length)
      m = m == (length > 355 ? adarII : adar) ? nisan : m + 1
    }
    return count
  }

  /// The Hebrew date of a day count inside `Gregorian.dayCounts`.
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    // 35,975,351 / 98,496 days is the mean year; the estimate is a year off at most.
    var year = (count - epoch) * 98_496 / 35_975_351 + 1
    var start = newYear(year)
    var next = newYear(year + 1)
    if start > count {
      year -= 1
      (start, next) = (newYear(year), start)
    } else if next <= count {
      year += 1
      (start, next) = (next, newYear(year + 1))
    }
    let length = next - start
    var offset = count - start
    var month = tishrei
    while true {
      let days = daysIn(month: month, yearLength: length)
      if offset < days { return (year, month, offset + 1) }
      offset -= days
      month = month == (length > 355 ? adarII : adar) ? nisan : month + 1
    }
  }
}

extension HebrewCalendar: CalendarArithmetic {
  public static let identifier = "hebrew"
  public static let name = "Hebrew"
  public static var dayCounts: ClosedRange<Int> { Gregorian.dayCounts }
  public static let leapRule =
    "years 3, 6, 8, 11, 14, 17 and 19 of each 19-year cycle have a thirteenth month, Adar II"

  public static func date(fromDayCount count: Int) -> CalendarDate<NoEra> {
    let d = date(dayCount: count)
    return CalendarDate(year: d.year, month: d.month, day: d.day)
  }

  public static func dayCount(ofValidYear year: Int, month: Int, day: Int, isLeapMonth: Bool) -> Int {
    dayCount(year: year, month: month, day: day)
  }

  public static func daysIn(year: Int, month: Int, isLeapMonth: Bool) -> Int {
    isMonth(month, of: year, isLeapMonth: isLeapMonth) ? daysIn(year: year, month: month) : 0
  }

  public static func monthName(year: Int, month: Int, isLeapMonth: Bool) -> String {
    monthName(year: year, month: month)
  }

  /// Month 13 of a common year is named as the Adar II it lacks.
  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    guard case .monthOutOfRange(let year, let month) = problem else {
      return CalendarDateMessage.firstCalendarsWords(for: problem, in: Self.self, writing: day)
    }
    if month == adarII, !isLeapYear(year) {
      return "Hebrew year \(year) has no month 13 (Adar II): it is a common year of 12 months, "
        + "and only years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle have 13"
    }
    return "Hebrew month \(month) does not exist; months run from 1 (Nisan) to 12 (Adar), "
      + "13 (Adar II) in a leap year"
  }
}
