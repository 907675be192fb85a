import CalendarCore

/// `explain minguo DATE` and `explain thai DATE`: calendars with the Gregorian months and days and
/// their own count of years, a fixed number from the Gregorian year, whose leap rule they share.
enum GregorianMonthsExplanation {
  /// The derivation in calendar `C`, whose year is the Gregorian year plus `offset` (negative for
  /// Minguo), written `era YEAR`; `history` opens it.
  static func explain<C: PlainMonthCalendar>(
    _ date: CivilDate, _: C.Type, offset: Int, era: String, history: String
  ) -> Explanation {
    let count = date.dayCount
    let first = CivilDate(uncheckedDayCount: C.epoch)
    var e = Explanation()
    e.add(
      "\(history) It counts from 1 January \(era) \(first.year + offset), \(first), and has the Gregorian "
        + "calendar's months and days.")
    let year = date.year + offset
    e.add(
      "\(date) is \((count - C.epoch).counting("day")) after the epoch, in the Gregorian year \(date.year): "
        + "\(date.year) \(offset < 0 ? "−" : "+") \(abs(offset)) = \(year), so the year is \(era) \(year).")
    let leap = C.isLeapYear(year)
    e.add(
      "Leap years are the Gregorian ones, of the Gregorian year: \(date.year) is "
        + (leap ? "a leap year" : "not a leap year") + " (explain leap \(date.year) shows why), so \(era) "
        + "\(year) has \(leap ? 366 : 365) days and February \(C.daysIn(year: year, month: 2)).")
    let name = C.monthNames[date.month - 1]
    e.add("The month and the day are the Gregorian ones: month \(date.month), \(name), day \(date.day).")
    e.add("Answer: \(date.day) \(name) \(year).")
    return e
  }
}

extension MinguoCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    CalendarInForce.throughTheDay(date, "Minguo", reform) { _ in minguo(date) }
  }

  private static func minguo(_ date: CivilDate) -> Explanation {
    GregorianMonthsExplanation.explain(
      date, MinguoCalendar.self, offset: -offset, era: "Minguo",
      history: "The Minguo calendar of the Republic of China (Taiwan) counts years from 1912, when the "
        + "Republic was founded: its year is the Gregorian year − \(offset).")
  }
}

extension ThaiSolarCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    CalendarInForce.throughTheDay(date, "Thai solar", reform) { _ in thai(date) }
  }

  private static func thai(_ date: CivilDate) -> Explanation {
    GregorianMonthsExplanation.explain(
      date, ThaiSolarCalendar.self, offset: offset, era: "BE",
      history: "The Thai solar calendar counts years of the Buddhist era (BE): its year is the Gregorian "
        + "year + \(offset). Thailand has counted so since 1941 (from 1889 to 1940 its year began on "
        + "1 April); calsh, as ICU does, counts every year by today's rule.")
  }
}
