import CalendarCore

/// `explain weekday DATE`: the days counted from a first day whose weekday is known, in the
/// calendar the date is written in, then whole weeks taken away.
enum WeekdayExplanation {
  static let topic = ExplainTopic("weekday", followsReform: true) { request in
    explain(try request.weekdayDate(), request.reform)
  }

  /// In the Gregorian calendar from 0001-01-01, a Monday (saying what a date before 1582 named in
  /// the Julian calendar then in force); under `set reform`, a Julian-written date in the Julian
  /// calendar from its own 0001-01-01.
  static func explain(_ date: CivilDate, _ reform: Reform) -> Explanation {
    if reform.isGregorianThroughout {
      return gregorian(date).noting(JulianExplanation.prolepticNote(date, reform))
    }
    let label = reform.label(dayCount: date.dayCount)
    guard label.isJulian else { return CalendarInForce.gregorianWritten(gregorian(date), label, reform) }
    var e = Explanation()
    let start = JulianCalendar.dayCount(year: 1, month: 1, day: 1)
    let first = Weekday(dayCount: start)
    e.add(
      "\(CalendarInForce.opening(reform)), \(label) is written in the "
        + "Julian calendar, so count in it: its 0001-01-01 was a \(first.name) (the weekdays ran on unbroken "
        + "through every switch).")
    let count = CalendarInForce.julianDaysSinceFirstDay(label, into: &e)
    let (weeks, rest) = count.quotientAndRemainder(dividingBy: 7)
    e.add(
      "The weekdays repeat every 7 days: \(grouped(count)) = \(grouped(weeks)) × 7 + \(rest), "
        + "so the weekday is \(rest.counting("day")) after \(first.name).")
    let weekday = first.advanced(by: rest)
    e.add("Answer: \(weekday.name). \(label) is a \(weekday.name).")
    return e
  }

  /// Counts the days from 0001-01-01, a Monday, then takes whole weeks away.
  static func gregorian(_ date: CivilDate) -> Explanation {
    var e = Explanation()
    e.add(
      "Count the days from a day whose weekday we know: 0001-01-01, the first day of the calendar, "
        + "was a Monday (counting back with today's Gregorian rules).")
    let count = daysSinceFirstDay(date, into: &e)
    let (weeks, rest) = count.quotientAndRemainder(dividingBy: 7)
    e.add(
      "The weekdays repeat every 7 days: \(grouped(count)) = \(grouped(weeks)) × 7 + \(rest), "
        + "so the weekday is \(rest.counting("day")) after Monday.")
    let weekday = Weekday.monday.advanced(by: rest)
    e.add("Answer: \(weekday.name). \(date) is a \(weekday.name).")
    return e
  }

  /// Adds the steps that count the days from 0001-01-01 to `date`, and returns that count.
  static func daysSinceFirstDay(_ date: CivilDate, into e: inout Explanation) -> Int {
    let years = date.year - 1
    let leapDays = years / 4 - years / 100 + years / 400
    e.add(
      years == 0
        ? "There are no whole years before the year 1, the first year of the calendar: 0 days, and 0 leap days."
        : "Whole years before the year \(date.year): \(grouped(years)) × 365 = \(grouped(years * 365)) days, "
          + "plus one day for each leap year among them: \(grouped(years)) ÷ 4 = \(grouped(years / 4)), "
          + "minus \(years / 100) century years, plus \(years / 400) that divide by 400: "
          + "\(grouped(leapDays)) leap days.")
    let (before, parts) = wholeMonthsBefore(date)
    e.add(
      date.month == 1
        ? "No whole months of \(date.year) come before January."
        : "Whole months of \(date.year) before \(MonthName.english[date.month - 1]): "
          + parts.joined(separator: " + ") + " = \(before.counting("day")).")
    let total = years * 365 + leapDays + before + date.day - 1
    e.add(
      "Days of the month before the \(ordinal(date.day)): \(date.day - 1). In all, \(date) is "
        + "\(grouped(years * 365)) + \(grouped(leapDays)) + \(grouped(before)) + \(date.day - 1) = "
        + "\(grouped(total)) days after 0001-01-01.")
    return total
  }
}
