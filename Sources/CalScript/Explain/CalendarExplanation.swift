import CalendarCore

/// `explain CAL DATE` for a calendar of the registry without a derivation of its own (Coptic,
/// Ethiopian, Indian national, Minguo, Thai solar, and any calendar added to the core): worked
/// out from what the calendar's interface says: its epoch, its leap rule, the first day of the
/// year, then its months to the day.
enum CalendarExplanation {
  static func explain(_ date: CivilDate, in calendar: WorldCalendar) -> Explanation {
    explain(date, calendar.arithmetic)
  }

  private static func explain<C: CalendarArithmetic>(_ date: CivilDate, _: C.Type) -> Explanation {
    let count = date.dayCount
    let own = C.date(fromDayCount: count)
    let year = own.runningYear
    let first = C.date(fromDayCount: C.epoch)
    var e = Explanation()
    e.add(
      "The \(C.name) calendar counts from \(C.longDescription(of: first)), "
        + "\(CivilDate(uncheckedDayCount: C.epoch)). Leap years: \(C.leapRule).")
    let yearStart = C.dayCount(ofValidYear: year, month: 1, day: 1, isLeapMonth: false)
    let yearLength = (1...C.monthsIn(year: year)).reduce(0) {
      $0 + C.daysIn(year: year, month: $1, isLeapMonth: false)
    }
    e.add(
      "\(date) is \((count - C.epoch).counting("day")) after the epoch, in year \(own.year): "
        + (C.isLeapYear(year) ? "a leap year" : "a common year") + " of \(yearLength) days that begins on "
        + "\(CivilDate(uncheckedDayCount: yearStart)), so \(date) is day \(count - yearStart + 1) of it.")
    var passed: [String] = []
    for month in 1..<own.month {
      let length = C.daysIn(year: year, month: month, isLeapMonth: false)
      passed.append("\(C.monthName(year: year, month: month, isLeapMonth: false)) \(length)")
    }
    let name = C.monthName(year: year, month: own.month, isLeapMonth: own.isLeapMonth)
    e.add(
      passed.isEmpty
        ? "That is inside \(name), the first month: day \(own.day)."
        : "Whole months before it: " + passed.joined(separator: ", ") + "; \(own.day) \(name) is the day.")
    e.add("Answer: \(C.longDescription(of: own)).")
    return e
  }
}
