/// The Coptic calendar (the Era of the Martyrs) as integer arithmetic on day counts (days since
/// 1970-01-01), after *Calendrical Calculations*' `coptic`: twelve months of 30 days and a
/// thirteenth, the Epagomenae, of 5 days or 6 in a leap year, a year leap when it is 3 mod 4
/// (the year before a Julian leap year), from 1 Tout AM 1 = Julian 284-08-29 (the same date
/// in the Gregorian calendar, which agreed with the Julian in the third century). Its years are the Julian calendar's: it drifts against the Gregorian as the Julian
/// one does, so 1 Tout has fallen on 11 September (12 in the year before a Gregorian leap year)
/// since 1900.
public enum CopticCalendar {
  /// The day count of 1 Tout AM 1 (R.D. 103,605).
  public static let epoch = -615_558

  /// The years AM whose days fall in calsh's range: from the epoch to 9999-12-31.
  public static let years = 1...9716

  /// English month names, Tout first, as CLDR 47 (ICU 77.1) writes them.
  public static let monthNames = [
    "Tout", "Baba", "Hator", "Kiahk", "Toba", "Amshir", "Baramhat", "Baramouda", "Bashans", "Paona",
    "Epep", "Mesra", "Nasie",
  ]

  /// Every fourth year, the one that is 3 mod 4 (AM 1739, 1743 …).
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { AlexandrianYear.isLeapYear(year) }

  /// 365 or 366.
  public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// 30, or 5 or 6 for the thirteenth month.
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

/// The year the Coptic and Ethiopian calendars share, inherited from the Alexandrian reform of
/// the Egyptian calendar (25 BC): twelve months of 30 days, then 5 epagomenal days, 6 in the
/// year before each Julian leap year. Only the epoch differs between the two.
public enum AlexandrianYear {
  /// Every fourth year, the one that is 3 mod 4.
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 3 }

  /// 30, or 5 or 6 for the thirteenth month.
  public static func daysIn(year: Int, month: Int) -> Int {
    month < 13 ? 30 : isLeapYear(year) ? 6 : 5
  }

  /// The day count of a date known to be valid (year ≥ 1) of the calendar that starts at `epoch`.
  @inlinable
  public static func dayCount(epoch: Int, year: Int, month: Int, day: Int) -> Int {
    epoch - 1 + 365 * (year - 1) + year / 4 + 30 * (month - 1) + day
  }

  /// The date of a day count at or after `epoch` of the calendar that starts there.
  @inlinable
  public static func date(epoch: Int, dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let year = (4 * (count - epoch) + 1463) / 1461
    let dayOfYear = count - dayCount(epoch: epoch, year: year, month: 1, day: 1)
    return (year, dayOfYear / 30 + 1, dayOfYear % 30 + 1)
  }
}

extension CopticCalendar: PlainMonthCalendar {
  public static let identifier = "coptic"
  public static let name = "Coptic"
  public static let leapRule =
    "every fourth year, the one that is 3 mod 4, has 366 days: 6 epagomenal days, not 5"
}
