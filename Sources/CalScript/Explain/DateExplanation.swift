import CalRender
import CalSyntax
import CalendarCore

/// `explain date NAME YEAR MONTH DAY`: how a date of another calendar becomes a day. The words
/// are read as `date NAME …` reads them (its errors), then the calendar derives the day its own
/// way (`ReverseExplainedCalendar`) or by what its interface says (epoch, years, months, day).
enum DateExplanation {
  static let topic = ExplainTopic("date", example: "hebrew 5786 7 1", followsReform: true) { request in
    guard !request.rest.isEmpty else {
      throw request.error("explain date takes a calendar and its date, e.g. explain date hebrew 5786 7 1")
    }
    let call = request.call
    // The words after `date` read as `date`'s own arguments, an error without a place of its own
    // at the word `date`, as the plain command puts it at its name.
    let reading = Invocation(
      interpreter: call.interpreter,
      call: CommandCall(
        entry: call.call.entry, nameRange: call.range(at: 0), arguments: request.rest, range: call.call.range),
      subject: nil)
    let (system, count) = try CalendarCommands.reading(reading)
    return explain(count, in: system.calendar, writing: request.reform)
  }

  /// The derivation of the day `count`, a valid day of `calendar`, ending as `date NAME …` prints it.
  static func explain(_ count: Int, in calendar: WorldCalendar, writing reform: Reform) -> Explanation {
    if let own = calendar.arithmetic as? any ReverseExplainedCalendar.Type {
      return ownDerivation(own, count, reform)
    }
    return general(calendar.arithmetic, count, reform)
  }

  /// The answer line: the day as `date NAME …` prints it under the reform in force.
  static func answer(_ count: Int, _ reform: Reform) -> String {
    "Answer: \(reform.text(dayCount: count))."
  }

  private static func ownDerivation<C: ReverseExplainedCalendar>(_: C.Type, _ count: Int, _ reform: Reform)
    -> Explanation
  {
    C.reverseExplanation(of: C.date(fromDayCount: count), dayCount: count, writing: reform)
  }

  /// From the interface alone: the epoch, the whole years before (their days, not each one), the
  /// whole months of the year before the month, the day, and the day count that sum makes.
  private static func general<C: CalendarArithmetic>(_: C.Type, _ count: Int, _ reform: Reform)
    -> Explanation
  {
    let own = C.date(fromDayCount: count)
    let year = own.runningYear
    let firstYear = C.years.lowerBound
    let firstDay = C.dayCount(ofValidYear: firstYear, month: 1, day: 1, isLeapMonth: false)
    let yearStart = C.dayCount(ofValidYear: year, month: 1, day: 1, isLeapMonth: false)
    var e = Explanation()
    let starts =
      firstYear == 1
      ? "counts its years from its own \(C.longDescription(of: C.date(fromDayCount: firstDay))), the day "
        + "calsh writes \(HebrewExplanation.dayText(firstDay, reform))"
      : "is known here from the year \(firstYear), whose first day is \(HebrewExplanation.dayText(firstDay, reform))"
    e.add("The \(C.name) calendar \(starts). Leap years: \(C.leapRule).")
    let years = year - firstYear
    e.add(
      years == 0
        ? "\(C.longDescription(of: own)) is in that first year, so no whole year comes before it."
        : "The \(years.counting("whole year")) from \(firstYear) to \(year - 1) hold "
          + "\((yearStart - firstDay).counting("day")), so the year \(year) begins on "
          + "\(HebrewExplanation.dayText(yearStart, reform)).")
    // The months in the year's order, a leap month after the month whose number it has.
    var days = 0
    var passed: [String] = []
    for month in 1...C.monthsIn(year: year) {
      for isLeap in C.hasLeapMonths ? [false, true] : [false] {
        let length = C.daysIn(year: year, month: month, isLeapMonth: isLeap)
        guard length > 0, month < own.month || (month == own.month && !isLeap && own.isLeapMonth) else {
          continue
        }
        days += length
        passed.append("\(C.monthName(year: year, month: month, isLeapMonth: isLeap)) \(length)")
      }
    }
    let name = C.monthName(year: year, month: own.month, isLeapMonth: own.isLeapMonth)
    e.add(
      passed.isEmpty
        ? "\(name) is the year's first month, so no whole month comes before it."
        : "Whole months before \(name): " + passed.joined(separator: ", ") + " = \(days.counting("day")).")
    e.add(
      "Day \(own.day) of \(name) is \((own.day - 1).counting("day")) after the month's first, so the day is "
        + "\(grouped(yearStart - firstDay)) + \(grouped(days)) + \(grouped(own.day - 1)) = "
        + "\((count - firstDay).counting("day")) after the calendar's first day: "
        + "\(HebrewExplanation.dayText(count, reform)), a \(Weekday(dayCount: count).name).")
    e.add(answer(count, reform))
    return e
  }
}
