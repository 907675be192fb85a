import CalendarCore

/// `explain date julian Y M D`: the days since Julian 0001-01-01 by the Julian leap rule, then
/// the Gregorian date of that day and the difference between the calendars.
extension JulianCalendar: ReverseExplainedCalendar {
  static func reverseExplanation(of date: CalendarDate<NoEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    let (year, month, day) = (date.year, date.month, date.day)
    let years = year - 1
    let leapDays = years / 4
    let months = wholeMonthsBefore(month: month, of: year, daysIn: JulianCalendar.daysIn)
    let total = years * 365 + leapDays + months.days + day - 1
    var e = Explanation()
    e.add(
      "The Julian calendar makes every fourth year a leap year of 366 days, with no exceptions. Count the "
        + "days from Julian 0001-01-01 to Julian \(JulianExplanation.julianText((year, month, day))).")
    e.add(
      (years == 0
        ? "No whole year comes before the year 1: 0 days"
        : "The \(years.counting("whole year")) before \(year) have \(grouped(years)) × 365 + "
          + "\(grouped(years)) ÷ 4 = \(grouped(years * 365)) + \(grouped(leapDays)) = "
          + "\(grouped(years * 365 + leapDays)) days")
        + (JulianCalendar.isLeapYear(year) ? "; \(year) is itself a leap year (it divides by 4)." : "."))
    e.add(
      (months.parts.isEmpty
        ? "No whole month of the year \(year) comes before \(MonthName.english[month - 1])"
        : "The months before \(MonthName.english[month - 1]): " + months.parts.joined(separator: ", ")
          + " = \(months.days.counting("day"))")
        + "; day \(day) adds \(day - 1). In all, \(total.counting("day")) after Julian 0001-01-01.")
    let gregorian = CivilDate(uncheckedDayCount: dayCount)
    let leapDay = { (year: Int) in JulianCalendar.dayCount(year: year, month: 2, day: 29) }
    let julianOnly = JulianExplanation.julianOnlyLeapCenturies.filter { leapDay($0) < dayCount }
    let difference = julianOnly.count - 2
    let shown =
      julianOnly.count <= 8
      ? julianOnly.map(String.init).joined(separator: ", ")
      : julianOnly.prefix(3).map(String.init).joined(separator: ", ") + " … "
        + julianOnly.suffix(3).map(String.init).joined(separator: ", ")
    e.add(
      "Julian 0001-01-01 is Gregorian 0000-12-30, 2 days before Gregorian 0001-01-01, so the day is "
        + "0001-01-01 + \((total - 2).counting("day")) = \(gregorian) in the Gregorian calendar.")
    e.add(
      julianOnly.isEmpty
        ? "The Julian calendar is here 2 days ahead of the Gregorian: no century leap day that only it "
          + "has has come yet."
        : "The difference: the Julian-only 29 Februaries before it (\(shown): \(julianOnly.count)) less the "
          + "2 days the calendars start apart = \(difference): the Gregorian date is "
          + (difference == 0
            ? "the same."
            : "\(abs(difference).counting("day")) "
              + (difference > 0 ? "later." : "earlier.")))
    // Under a reform the day may be written otherwise than its Gregorian name: say how.
    let written = reform.text(dayCount: dayCount)
    if written != gregorian.description {
      let calendar =
        reform.isJulian(dayCount: dayCount) ? "the Julian calendar" : "the Revised Julian calendar"
      e.add("Under set reform \(reform.code) this day is written in \(calendar): \(written).")
    }
    e.add(DateExplanation.answer(dayCount, reform))
    return e
  }
}
