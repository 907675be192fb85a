import CalSyntax
import CalendarCore

/// How day cells outside a month view are marked: today, holidays, the reform, the column of a
/// week.
struct DayMarks: Sendable {
  let firstWeekday: Weekday
  let marking: DayMarking
  /// How the days are written (`set reform`).
  var reform: Reform { marking.reform }

  init(_ settings: Settings) {
    firstWeekday = settings.firstWeekday
    marking = settings.marking
  }

  /// The cell of day `count`, the `index`th of its list (its `row`).
  func day(_ count: Int, index: Int) -> Day {
    let weekday = Weekday(dayCount: count)
    return marking.day(
      CivilDate(uncheckedDayCount: count), count: count, weekday: weekday, row: index,
      column: weekday.column(from: firstWeekday))
  }
}

/// A recurrence as a source of day cells (`rrule`, `every`): its days come one at a time, so an
/// endless rule streams.
struct RecurrenceDays: Sendable {
  let recurrence: Recurrence
  let marks: DayMarks
  /// The call that made it: an error about its end points here.
  let origin: SourceRange
  /// The call in words (`every week on Monday`), for messages.
  let spelled: String
  /// How the call is given an end, for messages: `until DATE or for N` after `every`, COUNT= or
  /// UNTIL= inside the rule after `rrule`.
  let endAdvice: String

  /// The advice for `every`, which takes until and for.
  static let everyEndAdvice = "give it an end with until DATE or for N"
  /// The advice for `rrule`, whose end is written inside the rule.
  static let ruleEndAdvice = "give the rule an end with COUNT=N or UNTIL=YYYYMMDD"
  /// How the command writes a number of occurrences (`for` or `COUNT=`), for messages.
  let countWord: String

  /// What to warn of when the series reaches the last day calsh knows before giving the days its
  /// `for N` (COUNT=N) asks for; nil when it gave them all, or when no day can ever match (that
  /// warning is said already).
  func cutShort(given: Int) -> String? {
    let rule = recurrence.rule
    // `until 2120` or no end, in a calendar whose table ends first: the series stops at the table.
    if rule.count == nil, let scale = rule.scale, !scale.isGregorian,
      scale.lastDay < Gregorian.dayCounts.upperBound,
      rule.until.map({ $0.dayCount > scale.lastDay }) ?? true
    {
      let last = marks.reform.label(of: CivilDate(uncheckedDayCount: scale.lastDay))
      return "the series stops at \(last) after \(given.counting("day")): the days calsh knows of the "
        + "\(scale.calendarName) calendar end there"
    }
    guard let asked = rule.count, given < asked,
      recurrence.impossibility(writtenBy: marks.reform) == nil
    else { return nil }
    // A rule in a calendar from a table (Chinese, Umm al-Qura) ends with the table.
    let scale = recurrence.rule.scale.flatMap { $0.isGregorian ? nil : $0 }
    let last = marks.reform.label(
      of: CivilDate(uncheckedDayCount: scale?.lastDay ?? Gregorian.dayCounts.upperBound))
    return
      "\(countWord)\(countWord.hasSuffix("=") ? "" : " ")\(asked) gives \(given == 0 ? "no days" : "only " + given.counting("day")): "
      + "the days calsh knows \(scale.map { "of the \($0.calendarName) calendar " } ?? "")end with \(last)"
  }

  /// The error for using an endless series whole.
  var endless: ScriptError {
    ScriptError(
      .evaluation,
      "'\(spelled)' has no end: \(endAdvice), or take some with | first N",
      at: origin)
  }

  /// The error for an endless series given to a stage that needs all its days (`union`, `sort`,
  /// `zip` …): a `| first N` after that stage comes too late, so it goes before it.
  func endless(wholeFor stage: String) -> ScriptError {
    ScriptError(
      .evaluation,
      "'\(spelled)' has no end, and \(stage) needs all its days first: \(endAdvice), "
        + "or take some with | first N before \(stage) (inside the parentheses when it is an argument)",
      at: origin)
  }

  /// The error for a workday that cannot be told, outside the holiday rules' span.
  func unknownWorkdays(on date: CivilDate) -> ScriptError? {
    guard let calendar = recurrence.workdays, let country = calendar.unknownCountry(on: date) else {
      return nil
    }
    return ScriptError(
      .evaluation, CalendarError.holidaysOutOfRange(country, year: date.year).message, at: origin)
  }
}

/// The days of a list, each moved to a workday by `roll`.
struct RolledDays: Sendable {
  let base: DayList
  let convention: BusinessDayConvention
  let calendar: HolidayCalendar
  let marks: DayMarks
  let origin: SourceRange
}
