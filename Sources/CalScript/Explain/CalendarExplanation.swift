import CalSyntax
import CalendarCore

/// A calendar that carries its own derivation for `explain CAL DATE`, written beside its wording
/// (`HebrewExplanation` makes `HebrewCalendar` one).
protocol ExplainedCalendar: CalendarArithmetic {
  /// The derivation of the date a day in calsh's range, inside the calendar's span, is written as;
  /// the other days it names are written as `reform` writes them (Julian before its switch).
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation
  /// A date to name in a message about wrong arguments.
  static var exampleDate: String { get }
  /// Whether the derivation reads a date as `set reform` writes it (a calendar that counts days);
  /// false for one tied to the Gregorian or Julian rules, which refuses a date the reform writes otherwise.
  static var followsReform: Bool { get }
}

extension ExplainedCalendar {
  static var exampleDate: String { "2023-02-01" }
  static var followsReform: Bool { true }
}

/// `explain CAL DATE`: the calendar's own derivation, or, for a calendar of the registry without
/// one or words of its own in `CalendarSystem` (any calendar added to the core), one worked out
/// from what the calendar's interface says: its epoch, its leap rule, the first day of the year,
/// then its months to the day.
enum CalendarExplanation {
  /// The topic of a calendar: its own derivation, the interface's when its words are the core's,
  /// none for a calendar with words of its own and no derivation (Chinese, Korean, the Japanese
  /// eras).
  static func topic(_ system: CalendarSystem) -> ExplainTopic? {
    let calendar = system.calendar
    let own = calendar.arithmetic as? any ExplainedCalendar.Type
    let isDescribed = !CalendarSystem.written.contains { $0.calendar == calendar }
    guard own != nil || isDescribed else { return nil }
    return ExplainTopic(
      system.name, example: own?.exampleDate ?? "2023-02-01", followsReform: own?.followsReform ?? true
    ) { request in
      let argument = try request.arguments(1, "a date")[0]
      let day = try request.date(argument)
      // Outside the calendar's span: the plain command's error.
      let converted = try at(argument.1, reform: request.reform) { () throws(CalendarError) in
        try calendar.date(dayCount: day.dayCount)
      }
      let explanation =
        own?.explanation(of: day, writing: request.reform)
        ?? explain(day, in: calendar, writing: request.reform)
      return explanation.answering(converted, as: request.settings.labels)
    }
  }

  static func explain(_ date: CivilDate, in calendar: WorldCalendar, writing reform: Reform) -> Explanation {
    explain(date, calendar.arithmetic, reform)
  }

  private static func explain<C: CalendarArithmetic>(_ date: CivilDate, _: C.Type, _ reform: Reform)
    -> Explanation
  {
    let count = date.dayCount
    let own = C.date(fromDayCount: count)
    let year = own.runningYear
    let first = C.date(fromDayCount: C.epoch)
    var e = Explanation()
    e.add(
      "The \(C.name) calendar counts from \(C.longDescription(of: first)), "
        + "\(written(C.epoch, reform)). Leap years: \(C.leapRule).")
    let yearStart = C.dayCount(ofValidYear: year, month: 1, day: 1, isLeapMonth: false)
    let yearLength = (1...C.monthsIn(year: year)).reduce(0) {
      $0 + C.daysIn(year: year, month: $1, isLeapMonth: false)
    }
    e.add(
      "\(written(count, reform)) is \((count - C.epoch).counting("day")) after the epoch, in year \(own.year): "
        + (C.isLeapYear(year) ? "a leap year" : "a common year") + " of \(yearLength) days that begins on "
        + "\(written(yearStart, reform)), so \(written(count, reform)) is day \(count - yearStart + 1) of it."
    )
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
