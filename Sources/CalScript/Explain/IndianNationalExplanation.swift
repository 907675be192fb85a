import CalendarCore

/// `explain indian DATE`: the Saka year from the Gregorian year less 78 and where its 1 Chaitra
/// falls (21 or 22 March, by the Gregorian leap rule), then the months of 30 and 31 days to the day.
enum IndianNationalExplanation {
  typealias C = IndianNationalCalendar

  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    var e = Explanation()
    e.add(
      "The Indian national calendar counts years of the Saka era. A year begins on 1 Chaitra: 22 March, or "
        + "21 March when the Gregorian year it begins in is a leap year, and it is numbered as that Gregorian "
        + "year less 78. India adopted it on 22 March 1957 (1 Chaitra 1879); calsh counts the years before "
        + "by the same rule. It counts from 1 Chaitra 1, \(written(C.epoch, reform)).")
    let gregorian = date.year
    var year = gregorian - 78
    let opening =
      "\(date) is \((count - C.epoch).counting("day")) after the epoch, in the Gregorian year \(gregorian); "
      + "\(gregorian) − 78 = \(year), and 1 Chaitra \(year) is \(newYearText(year, reform))"
    if count >= C.newYear(year) {
      e.add(opening + ": \(date) is on or after it, so it is in the year \(year).")
    } else {
      year -= 1
      e.add(
        opening + ": \(date) comes before it, so it is still in the year \(year), which began on "
          + "\(newYearText(year, reform)).")
    }
    let start = C.newYear(year)
    let leap = C.isLeapYear(year)
    let chaitra = C.daysIn(year: year, month: 1)
    e.add(
      "\(year) + 78 = \(year + 78), \(leap ? "a leap year" : "not a leap year") (explain leap \(year + 78) "
        + "shows why), so Saka \(year) is " + (leap ? "a leap year of 366 days" : "a common year of 365 days")
        + " and Chaitra has \(chaitra) days. From 1 Chaitra, \(written(start, reform)), \(date) "
        + "is day \(count - start + 1) of the year.")
    let (month, days, passed) = wholeMonths(in: count - start, of: year, C.self)
    let name = C.monthNames[month - 1]
    e.add(
      passed.isEmpty
        ? "That is inside Chaitra, the first month: day \(days + 1)."
        : "Chaitra has \(chaitra) days, the next five months 31, the last six 30. Whole months before it: "
          + passed.joined(separator: ", ") + " = \((count - start - days).counting("day")); \(days + 1) "
          + "\(name) is the day.")
    e.add("Answer: \(days + 1) \(name) \(year).")
    return e
  }

  /// "2025-03-22 (22 March: 2103 is not a leap year)"; a day the reform in force writes as Julian
  /// says its March is the Gregorian one ("1752-03-10 (21 March in the Gregorian calendar: …)").
  private static func newYearText(_ year: Int, _ reform: Reform) -> String {
    let leap = C.isLeapYear(year)
    let label = reform.label(dayCount: C.newYear(year))
    return "\(label) (\(leap ? 21 : 22) March\(label.isJulian ? " in the Gregorian calendar" : ""): "
      + "\(year + 78) is " + (leap ? "a leap year)" : "not a leap year)")
  }
}

extension IndianNationalCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    CalendarInForce.throughTheDay(date, "Indian national", reform) {
      IndianNationalExplanation.explain(date, writing: $0)
    }
  }
}
