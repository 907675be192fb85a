/// RFC 7529's month numbers (`BYMONTH=5L`) are the calendar's own unless it says otherwise.
extension CalendarArithmetic {
  public static func rscaleMonth(year: Int, month: Int, isLeapMonth: Bool) -> RScaleMonth {
    RScaleMonth(month, isLeap: isLeapMonth)
  }

  public static func calendarMonth(year: Int, _ month: RScaleMonth) -> (month: Int, isLeapMonth: Bool)? {
    guard years.contains(year), month.number >= 1,
      daysIn(year: year, month: month.number, isLeapMonth: month.isLeap) > 0
    else { return nil }
    return (month.number, month.isLeap)
  }
}

/// RFC 7529 numbers the Hebrew months from Tishrei, as CLDR does: 1 Tishrei … 5 Shevat, 5L Adar
/// I (leap years only), 6 Adar (Adar II in a leap year), 7 Nisan … 12 Elul. calsh's own numbers
/// (`date hebrew`) are *Calendrical Calculations*': Nisan 1 … Elul 6, Tishrei 7 … Adar (I) 12,
/// Adar II 13.
extension HebrewCalendar {
  public static func rscaleMonth(year: Int, month: Int, isLeapMonth: Bool) -> RScaleMonth {
    switch month {
    case 1...6: return RScaleMonth(month + 6)
    case 7...11: return RScaleMonth(month - 6)
    case 12: return isLeapYear(year) ? RScaleMonth(5, isLeap: true) : RScaleMonth(6)
    default: return RScaleMonth(6)
    }
  }

  public static func calendarMonth(year: Int, _ month: RScaleMonth) -> (month: Int, isLeapMonth: Bool)? {
    guard years.contains(year) else { return nil }
    let leap = isLeapYear(year)
    switch (month.number, month.isLeap) {
    case (5, true): return leap ? (adar, false) : nil
    case (1...5, false): return (month.number + 6, false)
    case (6, false): return (leap ? adarII : adar, false)
    case (7...12, false): return (month.number - 6, false)
    default: return nil
    }
  }
}
