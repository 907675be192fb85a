import CalSyntax
import CalendarCore

/// One `explain TOPIC ARGUMENTS`: the running call, its topic and the arguments after the topic's
/// word, with the readers every topic shares (each refuses as the plain command would).
struct ExplainRequest {
  let call: Invocation
  let topic: ExplainTopic
  /// The arguments after the topic word, as written.
  let rest: [Expr]

  var name: String { topic.name }
  var settings: Settings { call.settings }
  var reform: Reform { call.calendarInForce }

  /// An argument's value; days holding one date (`let d = days … | where …`) are that date, as
  /// the plain command reads them.
  func evaluate(_ argument: Expr) throws -> Value {
    try call.interpreter.dateOfOneCell(try call.interpreter.evaluate(argument))
  }

  func error(_ message: String, at range: SourceRange? = nil) -> ScriptError {
    call.error(message, at: range)
  }

  /// Exactly `count` arguments, evaluated, with where each was written.
  func arguments(_ count: Int, _ what: String) throws -> [(Value, SourceRange)] {
    guard rest.count == count else {
      throw call.error(
        "explain \(name) takes \(what), e.g. explain \(name) \(topic.example)",
        at: rest.count > count ? rest[count].range : nil)
    }
    return try rest.map { (try evaluate($0), $0.range) }
  }

  /// The one date argument.
  func date() throws -> CivilDate { try date(try arguments(1, "a date")[0]) }

  /// A date; under `set reform`, a topic that keeps the Gregorian rules refuses a Julian-written one.
  func date(_ argument: (Value, SourceRange)) throws -> CivilDate {
    guard case .date(let date) = argument.0 else {
      throw call.wrongKind(argument.0, at: argument.1, expected: "a date")
    }
    if !topic.followsReform { try requireGregorian(settings.written(date).year, at: argument.1) }
    try refuseRevisedJulianYear(settings.written(date).year, at: argument.1)
    return date
  }

  func weekday(_ argument: (Value, SourceRange)) throws -> Weekday {
    guard case .weekday(let weekday) = argument.0 else {
      throw call.wrongKind(argument.0, at: argument.1, expected: "a weekday (mon … sun) here")
    }
    return weekday
  }

  func month(_ argument: (Value, SourceRange)) throws -> YearMonth {
    let month = try MathCommands.yearMonth(of: argument.0, at: argument.1, in: call)
    if !topic.followsReform { try requireGregorian(month.year, at: argument.1) }
    try refuseRevisedJulianYear(month.year, at: argument.1)
    return month
  }

  func year(_ argument: (Value, SourceRange)) throws -> Int {
    let year = try MathCommands.year(of: argument.0, at: argument.1, in: call)
    try refuseRevisedJulianYear(year, at: argument.1)
    return year
  }

  /// Under a church's reform the years from 2800 on are written in the Revised Julian calendar,
  /// which no derivation but its own (`explain revisedjulian`) follows: those are refused.
  func refuseRevisedJulianYear(_ year: Int, at range: SourceRange?) throws {
    guard reform.isRevisedJulian, year >= 2800, name != RevisedJulianCalendar.identifier else { return }
    throw call.error(
      "explain \(name) follows the Gregorian rules, and under set reform \(reform.code) the year "
        + "\(CivilDate.format(year: year)) is written in the Revised Julian calendar, which parts from the "
        + "Gregorian in 2800; ask without explain, or set reform proleptic",
      at: range)
  }

  /// The topics that keep the Gregorian rules under `set reform` (isoweek is ISO 8601's, Gregorian
  /// by definition) refuse a year written (even in part) in the Julian calendar, rather than
  /// explain it by rules it was not written in.
  func requireGregorian(_ year: Int, at range: SourceRange?) throws {
    if reform.isGregorianThroughout { return }
    if let (_, first) = reform.switchDates, year > first.year { return }
    let rules = name == "isoweek" ? "ISO 8601's weeks, Gregorian by definition" : "the Gregorian rules"
    throw call.error(
      "explain \(name) follows \(rules), and under set reform \(reform.code) the year \(CivilDate.format(year: year)) is written "
        + (reform.hasSwitch ? "in the Julian calendar, in whole or in part" : "in the Julian calendar")
        + "; ask without explain, or set reform proleptic",
      at: range)
  }
}
