/// The Ethiopian calendar in the Amete Mihret era (the Year of Mercy) as integer arithmetic on
/// day counts (days since 1970-01-01): the Coptic calendar's year (`AlexandrianYear`: twelve
/// months of 30 days and a thirteenth, Pagumen, of 5 or 6) counted from 1 Meskerem 1 = Julian
/// 8-08-29 (Gregorian 8-08-27), so its year is the Coptic year plus 276 and 1 Meskerem 2018 is
/// 2025-09-11. Ethiopia's civil calendar today; the older Amete Alem era adds 5,500 years.
public enum EthiopianCalendar {
  /// The day count of 1 Meskerem 1 (R.D. 2,796).
  public static let epoch = -716_367

  /// The years whose days fall in calsh's range: from the epoch to 9999-12-31.
  public static let years = 1...9992

  /// English month names, Meskerem first, as CLDR 47 (ICU 77.1) writes them.
  public static let monthNames = [
    "Meskerem", "Tekemt", "Hedar", "Tahsas", "Ter", "Yekatit", "Megabit", "Miazia", "Genbot",
    "Sene", "Hamle", "Nehasse", "Pagumen",
  ]

  /// Every fourth year, the one that is 3 mod 4 (2015, 2019 …), as in the Coptic calendar.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { AlexandrianYear.isLeapYear(year) }

  /// 365 or 366.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// 30, or 5 or 6 for Pagumen.
  public static func daysIn(year: Int, month: Int) -> Int { AlexandrianYear.daysIn(year: year, month: month) }

  /// The day count of a date known to be valid (year ≥ 1).
  @inlinable
  public static func dayCount(year: Int, month: Int, day: Int) -> Int {
    AlexandrianYear.dayCount(epoch: epoch, year: year, month: month, day: day)
  }

  /// The date of a day count at or after `epoch`.
  @inlinable
  public static func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    AlexandrianYear.date(epoch: epoch, dayCount: count)
  }
}

extension EthiopianCalendar: PlainMonthCalendar {
  public static let identifier = "ethiopian"
  public static let name = "Ethiopian"
  public static let leapRule =
    "every fourth year, the one that is 3 mod 4, has 366 days: Pagumen of 6 days, not 5"
}
