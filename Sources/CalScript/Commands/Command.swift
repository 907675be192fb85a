import CalSyntax
import CalendarCore

/// A command of the language: its name, help text and what it does. Every command is one row
/// of `CommandTable.all`, which also feeds `help` and tab completion. A class, so a parsed call
/// holds it by one reference rather than copying its texts.
public final class Command: Sendable {
  public enum Group: String, CaseIterable, Sendable {
    case sources = "Sources"
    case gridStages = "Grid stages"
    case listStages = "List stages"
    case rendering = "Rendering"
    case math = "Calendar math"
    case holidays = "Holidays"
    case data = "Data"
    case shell = "Shell"
  }

  /// What a command is to the evaluator, stated where the command is defined.
  public enum Kind: Sendable {
    /// Binds to its arguments as a function does in mathematics: each argument is one value
    /// (`easter 2025 - 46` is `(easter 2025) - 46`), and a range or list maps over it.
    case valueCommand
    /// Works on the value piped in and takes whole expressions (`select 2023-02-03 + 2 days`).
    case stage
    /// A stage a redirection may follow (`| csv > days.csv`): it prints its input and takes only
    /// words and strings, so a `>` after it names a file.
    case outputStage
  }

  /// The rows a stage writes, for what depends on the format (`json pretty`, one answer as a CSV row).
  public enum RowFormat: Sendable {
    case table, csv, json
  }

  public let name: String
  public let group: Group
  public let kind: Kind
  /// `table`, `csv` and `json`: given a command mapped over dates without columns named, they
  /// write its rows rather than the days its dates name.
  let rowFormat: RowFormat?
  /// A command mapped over dates reaches it as its rows, never as the days they name (`print`,
  /// which refuses them in its own words).
  let keepsMappedRows: Bool
  /// `month [YM | YM..YM]`
  public let usage: String
  /// What `help` says in a line.
  public var summary: String { makeSummary() }
  /// More than the one-line summary, shown by `help COMMAND`.
  public var details: String { makeDetails() }
  /// The texts, and the examples, are built when asked for: some join lists of names (`date`'s
  /// summary names every calendar's form), and building every command's at start-up costs a
  /// conformance scan of the whole binary (~0.1 ms), or a tenth of a short script's run, for a
  /// text rarely read.
  private let makeSummary: @Sendable () -> String
  private let makeDetails: @Sendable () -> String
  /// Lines that run as they are; a test runs each one.
  public var examples: [String] { makeExamples() }
  private let makeExamples: @Sendable () -> [String]
  /// Words the command reads as arguments, offered by completion.
  public var words: [String] { makeWords() }
  /// Made when completion reads them: some lists come from other tables (help topics, cell
  /// fields), which a run that never completes should not build.
  private let makeWords: @Sendable () -> [String]
  let run: @Sendable (Invocation) throws -> Value
  /// For a command of one date (`weekday DATE`, or `DATE | weekday`): its value for that date.
  /// Its `run` reads the date and calls this; the quick path calls it on a date it has read.
  let ofDate: DateFunction?
  /// `quit` (and its alias): it may not stand in a pipeline.
  let isQuit: Bool
  /// Its arguments are words it reads itself (`every month on 4th thu in nov`): the parser reads
  /// `in` there as a word when no `(` follows.
  let readsWords: Bool
  /// It reads countries (`holidays jp, us 2025`): completion offers a country after a comma,
  /// and `load` only first.
  let readsCountries: Bool
  /// A value command binds to its arguments as a function does (see `Kind`). (The parser and
  /// interpreter read it by a call's entry: `CommandLexicon.bindsAsValue`.)
  var isValueCommand: Bool { kind == .valueCommand }

  /// The stages in whose arguments a value command's call may stand (`select easter 2025`), as in
  /// a value command's; not in the words of `table date weekday`, `help doy` or `explain isoweek
  /// DATE`. (`CommandLexicon.takesValueCalls` by entry.)
  static let stagesTakingValueCalls = [
    "select", "deselect", "where", "print", "first", "last", "next", "prev", "around", "days", "month",
    "year",
    "holidays", "workdays",
  ]

  /// `last`, `next` and `prev`: stages, and value commands before a weekday (`last fri 2024-05`).
  static let weekdayFormNames = ["last", "next", "prev"]

  /// The value commands (see `Kind.valueCommand`): this list is the rule `help syntax` states.
  static var valueCommandNames: [String] { CommandTable.all.filter(\.isValueCommand).map(\.name) }

  init(
    _ name: String, group: Group, kind: Kind = .stage, usage: String,
    summary: @autoclosure @escaping @Sendable () -> String,
    details: @autoclosure @escaping @Sendable () -> String = "",
    examples: @autoclosure @escaping @Sendable () -> [String],
    words: @autoclosure @escaping @Sendable () -> [String] = [],
    ofDate: DateFunction? = nil,
    readsWords: Bool = false,
    rowFormat: RowFormat? = nil,
    keepsMappedRows: Bool = false,
    readsCountries: Bool = false,
    run: @escaping @Sendable (Invocation) throws -> Value
  ) {
    self.name = name
    self.group = group
    self.kind = kind
    self.rowFormat = rowFormat
    self.keepsMappedRows = keepsMappedRows
    self.usage = usage
    self.makeSummary = summary
    self.makeDetails = details
    self.makeExamples = examples
    self.makeWords = words
    self.run = run
    self.ofDate = ofDate
    isQuit = name == "quit"
    self.readsWords = readsWords
    self.readsCountries = readsCountries
  }

  /// A command of one date, written after its name or piped in: `function` gives its value.
  convenience init(
    _ name: String, group: Group, kind: Kind, usage: String,
    summary: @autoclosure @escaping @Sendable () -> String,
    details: @autoclosure @escaping @Sendable () -> String = "",
    examples: @autoclosure @escaping @Sendable () -> [String],
    ofDate function: DateFunction
  ) {
    self.init(
      name, group: group, kind: kind, usage: usage, summary: summary(), details: details(),
      examples: examples(), ofDate: function
    ) { call in
      let date = function.warnsBeforeReform ? try call.weekdayDate() : try call.date()
      return function.value(of: date, reform: call.calendarInForce)
    }
  }
}

/// One running command: the interpreter, the call as written, and the value piped into it.
struct Invocation {
  let interpreter: Interpreter
  let call: CommandCall
  let subject: Value?
  /// The arguments' values when they were evaluated before the run: a value command's, once for
  /// all the elements it maps over.
  var given: [Value]? = nil

  var name: String { call.name }
  var arguments: [Expr] { call.arguments }

  var settings: Settings { interpreter.settings }

  /// The calendar in force (`set reform`): how the command reads and writes dates.
  var calendarInForce: Reform { interpreter.settings.reform }

  func value(at index: Int) throws -> Value {
    if let given { return given[index] }
    return try interpreter.evaluate(arguments[index])
  }

  /// The argument as a bare word (`row`, `pretty`, `date`), or nil when it is not a plain name.
  func word(at index: Int) -> String? {
    guard index < arguments.count, case .name(let word, _) = arguments[index] else { return nil }
    return word
  }

  /// A name given as a bare word or as a string (`by category`, `by "ville"`), or nil.
  func name(at index: Int) throws -> String? {
    if let word = word(at: index) { return word }
    if case .string(let text) = try value(at: index) { return text }
    return nil
  }

  func range(at index: Int) -> SourceRange { arguments[index].range }

  /// What the command works on: its first argument, else the value piped in.
  /// Returns the value and where it was written. `what` is made only for the error.
  func operand(_ what: @autoclosure () -> String) throws -> (value: Value, range: SourceRange) {
    if !arguments.isEmpty { return (try value(at: 0), range(at: 0)) }
    if let subject { return (subject, call.nameRange) }
    // `calsh -c weekday < dates`: the dates piped in are read by `read`, not by the command.
    let piped =
      interpreter.policy.files.inputIsPiped()
      ? "; to take it from each line of standard input: read | \(name)" : ""
    throw error("\(name) needs \(what())" + piped)
  }

  func needsMonthOnTheLeft() -> ScriptError {
    error("\(name) needs a month on its left, e.g. month 2023-02 | \(name)")
  }

  func error(_ message: String, at range: SourceRange? = nil) -> ScriptError {
    ScriptError(.evaluation, message, at: range ?? call.nameRange)
  }

  func expectArguments(atMost count: Int) throws {
    guard arguments.count > count else { return }
    let limit = count == 0 ? "no arguments" : "at most \(count) argument\(count == 1 ? "" : "s")"
    throw error("\(name) takes \(limit); usage: \(usage)", at: range(at: count))
  }

  /// Refuses a value piped into a command that makes its own (`month 2025-02 | today`), which
  /// would otherwise be dropped without a word.
  func expectNothingPiped() throws {
    guard let subject else { return }
    if case .nothing = subject { return }
    throw error("\(name) takes nothing from the left of |")
  }

  var usage: String { call.command.usage }

  func wrongKind(_ value: Value, at range: SourceRange, expected: String) -> ScriptError {
    // An argument almost a literal (`weekday $1 -- 2025-02-30`): why it is not one.
    if case .string(let text) = value, let why = interpreter.argumentProblems[text] {
      return error("\(name) works on \(expected), not the text \(text): \(why)", at: range)
    }
    return error("\(name) works on \(expected), not \(value.described)", at: range)
  }

  /// A whole number argument within `bounds`.
  func integer(at index: Int, default fallback: Int, in bounds: ClosedRange<Int>) throws -> Int {
    guard index < arguments.count else { return fallback }
    guard case .int(let n) = try value(at: index) else {
      throw error("\(name) expects a whole number here", at: range(at: index))
    }
    guard bounds.contains(n) else {
      throw error(
        "\(n) is out of range; \(name) accepts \(bounds.lowerBound)…\(bounds.upperBound)",
        at: range(at: index))
    }
    return n
  }

  func run<T>(_ body: () throws(CalendarError) -> T) throws -> T { try at(call.range, body) }

  /// `run` for a date: a day past the reform's last (Revised Julian 9999-12-31 under a church's
  /// reform) is out of range too.
  func run(_ body: () throws(CalendarError) -> CivilDate) throws -> CivilDate {
    try at(call.range, reform: calendarInForce, body)
  }

  /// The month as `month YM` shows it (`Settings.view(of:)`); a month with no day calsh knows
  /// under the reform in force (9999-11 under `julian`, held in a variable) is an error.
  func view(of month: YearMonth) throws -> MonthView {
    let reform = calendarInForce
    try run { () throws(CalendarError) in try reform.checkKnown(month) }
    return settings.view(of: month)
  }

  /// The first and last written days of a month (`Settings.writtenDays(of:)`); a month with no
  /// day calsh knows is an error at the call.
  func writtenDays(of month: YearMonth) throws -> (first: CivilDate, last: CivilDate) {
    try run { () throws(CalendarError) in try settings.writtenDays(of: month) }
  }
  /// The first written day of `first` to the last of `last`.
  func writtenDays(from first: YearMonth, through last: YearMonth) throws -> (
    first: CivilDate, last: CivilDate
  ) {
    try run { () throws(CalendarError) in try settings.writtenDays(from: first, through: last) }
  }

  /// The one date argument, or the date piped in.
  func date() throws -> CivilDate {
    try expectArguments(atMost: 1)
    let (given, range) = try operand("a date, e.g. \(name) 2023-02-01")
    // A date as it is (nearly every call): no one-cell list to look into.
    if case .date(let date) = given { return date }
    let value = try interpreter.dateOfOneCell(given)
    guard case .date(let date) = value else { throw wrongKind(value, at: range, expected: "a date") }
    return date
  }
}
