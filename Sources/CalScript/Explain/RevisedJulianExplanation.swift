import CalendarCore

/// `explain revisedjulian DATE`: Milanković's rule, the days before the year counted from the
/// shared first day, then the months to the day, and where it parts from the Gregorian calendar.
extension RevisedJulianCalendar: ExplainedCalendar {
  static var followsReform: Bool { false }
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    let own = RevisedJulianCalendar.date(fromDayCount: count)
    let day = written(count, reform)
    var e = Explanation()
    e.add(
      "The Revised Julian calendar (Milutin Milanković, 1923) has the Julian months. A year divisible by 4 is "
        + "leap, but a century year only when its remainder by 900 is 200 or 600: 2000 and 2400 are leap, "
        + "2800 is not.")
    let before = own.year - 1
    let centuries = before / 100
    let (nines, rest) = centuries.quotientAndRemainder(dividingBy: 9)
    let kept = nines * 2 + (rest >= 2 ? 1 : 0) + (rest >= 6 ? 1 : 0)
    let leapDays = before / 4 - centuries + kept
    e.add(
      "Counted back, it starts on the same day as the Gregorian calendar, 0001-01-01. Of the "
        + "\(centuries.counting("century year")) before \(own.year), 2 in every 9 keep their leap day: "
        + "2 × \(nines) + \(kept - nines * 2) = \(kept).")
    let yearStart = RevisedJulianCalendar.dayCount(year: own.year, month: 1, day: 1)
    e.add(
      "Whole years before \(own.year): \(grouped(before)) × 365 = \(grouped(before * 365)) days, plus leap days "
        + "\(grouped(before)) ÷ 4 − \(grouped(before)) ÷ 100 + \(kept) = \(grouped(before / 4)) − "
        + "\(grouped(centuries)) + \(kept) = \(grouped(leapDays)). So 1 January \(own.year) is "
        + "\(grouped(before * 365 + leapDays)) days after 0001-01-01: \(written(yearStart, reform)).")
    let leap = RevisedJulianCalendar.isLeapYear(own.year)
    var passed: [String] = []
    for month in 1..<own.month {
      passed.append(
        "\(MonthName.english[month - 1]) \(RevisedJulianCalendar.daysIn(year: own.year, month: month))")
    }
    let name = MonthName.english[own.month - 1]
    e.add(
      "\(day) is day \(count - yearStart + 1) of \(own.year), " + (leap ? "a leap year" : "a common year")
        + (passed.isEmpty
          ? ", inside January: day \(own.day)."
          : "; whole months before it: " + passed.joined(separator: ", ") + "; the day is \(own.day) \(name).")
    )
    let agrees =
      (CivilDate(uncheckedYear: 1600, month: 3, day: 1)
      .dayCount...CivilDate(
        uncheckedYear: 2800, month: 2, day: 28
      ).dayCount).contains(count)
    let apart = count - daysFromCivil(year: own.year, month: own.month, day: own.day)
    e.add(
      "The two calendars give the same dates from 1600-03-01 to 2800-02-28; "
        + (agrees
          ? "\(day) is inside that span."
          : apart == 0
            ? "outside it they part by a day or more, but this day is \(date) in both."
            : "outside it they part: this day is the Gregorian \(date), \(abs(apart).counting("day")) "
              + (apart > 0 ? "after" : "before") + " the Gregorian day of that name."))
    e.add("Answer: \(own.numbers).")
    return e
  }
}
