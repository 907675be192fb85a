import CalSyntax
import CalendarCore
import Ledger

/// The values `read` gives, made from their lines while a list is read, so `read | count` and
/// `read | where … | csv` hold no list. The first few values are kept, so the looks a list
/// takes before its pass (its kind, whether it is one day) and the pass itself read the same
/// lines, and a short input can be read again. Past them, a new pass opens a file again;
/// standard input, read once, is an error that says how to keep the values (`let`).
final class InputSeries: @unchecked Sendable {
  /// `<stdin>` or the file's path, where a line's error is placed.
  let name: String
  let isStandardInput: Bool
  private let open: () -> Result<any InputLines, FileLoadError>
  private let template: InputLineReader
  /// Where `read` was written: errors about the input as a whole.
  private let range: SourceRange
  /// A line read: its value, or why it is not one (and its number).
  private enum Entry {
    case value(InputValue)
    case bad(ScriptError, line: Int)
  }
  // The open input (nil before the first look), its reader (which knows the input's kind), the
  // line number and whether the lines ran out: touched for every line and only by this class's
  // own methods, none of which calls out while it holds an access.
  @exclusivity(unchecked) private var lines: (any InputLines)?
  @exclusivity(unchecked) private var reader: InputLineReader
  @exclusivity(unchecked) private var lineNumber = 0
  @exclusivity(unchecked) private var atEnd = false
  /// The entries read so far while they are few (`keptLimit`): every one since the input was
  /// opened while `keptIsWhole`.
  @exclusivity(unchecked) private var kept: [Entry] = []
  @exclusivity(unchecked) private var keptIsWhole = true
  static let keptLimit = 64
  /// Why the input could not be opened when `peek` first looked: `read` reports it at once.
  private(set) var openingProblem: ScriptError?

  init(
    name: String, isStandardInput: Bool, reader: InputLineReader, range: SourceRange,
    open: @escaping () -> Result<any InputLines, FileLoadError>
  ) {
    self.name = name
    self.isStandardInput = isStandardInput
    template = reader
    self.reader = reader
    self.range = range
    self.open = open
  }

  /// The first value without a pass (nil: none, or the input cannot be read: `openingProblem`).
  func peek() -> Value? {
    if lines == nil {
      switch open() {
      case .success(let opened): (lines, reader) = (opened, template)
      case .failure(let problem):
        openingProblem = ScriptError(.evaluation, "cannot read \(name): \(problem.message)", at: range)
        return nil
      }
    }
    for entry in kept { if case .value(let value) = entry { return Self.value(of: value) } }
    while keptIsWhole, kept.count < Self.keptLimit, let entry = nextEntry() {
      kept.append(entry)
      if case .value(let value) = entry { return Self.value(of: value) }
    }
    return nil
  }

  /// Calls `body` with each value in order until it returns false. A bad line ends the pass with
  /// an error at that line, or (`--keep-going`) is skipped and counted in a warning.
  func forEach(in interpreter: Interpreter, _ body: (Value) throws -> Bool) throws {
    try pass(in: interpreter) { try body(Self.value(of: $0)) }
  }

  /// `forEach` for an input of dates, each given with its place in the list (`InputDays`: no
  /// `Value` made).
  func forEachDate(in interpreter: Interpreter, _ body: (CivilDate, Int) throws -> Bool) throws {
    var index = 0
    try pass(in: interpreter) { value in
      guard case .date(let date) = value else { return true }  // the kind is dates: never
      defer { index &+= 1 }
      return try body(date, index)
    }
  }

  @inline(__always)
  private func pass(in interpreter: Interpreter, _ body: (InputValue) throws -> Bool) throws {
    if lines == nil || !keptIsWhole {
      guard lines == nil || !isStandardInput else {
        throw ScriptError(
          .evaluation,
          "standard input was read already: bind what read gives to read it more than once (let dates = read)",
          at: range)
      }
      switch open() {
      case .success(let opened): (lines, reader, lineNumber, atEnd) = (opened, template, 0, false)
      case .failure(let problem):
        throw ScriptError(.evaluation, "cannot read \(name): \(problem.message)", at: range)
      }
      (kept, keptIsWhole) = ([], true)
    }
    var skipped = 0
    var firstSkipped = 0
    let keepGoing = interpreter.keepGoing
    func take(_ entry: Entry) throws -> Bool {
      switch entry {
      case .value(let value): return try body(value)
      case .bad(let error, let line):
        guard keepGoing else { throw error }
        skipped += 1
        if firstSkipped == 0 { firstSkipped = line }
        return true
      }
    }
    for entry in kept where !(try take(entry)) { return }
    var count = 0
    while let entry = nextEntry() {
      if keptIsWhole {
        if kept.count < Self.keptLimit { kept.append(entry) } else { (kept, keptIsWhole) = ([], false) }
      }
      count &+= 1
      if count & 0xFFFF == 0 { try interpreter.checkCancelled(at: range) }
      guard try take(entry) else { return }
    }
    if let message = lines?.readError {
      throw ScriptError(.evaluation, "cannot read \(name): \(message)", at: range)
    }
    if skipped > 0 {
      let count = skipped == 1 ? "1 line" : "\(skipped) lines"
      let what = reader.kind.map { "\(skipped == 1 ? "is" : "are") not \($0.name)" } ?? "cannot be read"
      interpreter.warn("skipped \(count) that \(what) (the first: \(name):\(firstSkipped))", at: range)
    }
  }

  /// The next line's entry, blank lines passed over; nil at the end.
  @inline(__always)
  private func nextEntry() -> Entry? {
    guard !atEnd, let lines else { return nil }
    while true {
      lineNumber &+= 1
      let step: Result<InputValue?, InputLineProblem>? = lines.withNextLine { reader.read($0) }
      switch step {
      case nil:
        atEnd = true
        return nil
      case .success(nil)?: continue
      case .success(let value?)?: return .value(value)
      case .failure(let problem)?: return .bad(error(problem), line: lineNumber)
      }
    }
  }

  /// A line's problem as an error at its place in the line, the line shown as the input's.
  private func error(_ problem: InputLineProblem) -> ScriptError {
    var error = ScriptError(
      .evaluation, problem.message, at: SourceRange(offset: problem.offset, length: max(1, problem.length)))
    error.source = SourceText(name: name, text: problem.line, firstLine: lineNumber)
    return error
  }

  @inline(__always)
  static func value(of input: InputValue) -> Value {
    switch input {
    case .date(let date): .date(date)
    case .dateTime(let dateTime): .scalar(dateTime)
    case .integer(let number): .int(number)
    case .decimal(let amount): .money(amount)
    case .text(let text): .string(text)
    }
  }
}

/// An input of dates as day cells (`read` whose first value is a date): made from the lines as
/// the list is read, without a value a line.
struct InputDays: Sendable {
  let input: InputSeries
  let marks: DayMarks
  /// `read`'s call, for the list `let` keeps (`Interpreter.kept`).
  let call: CommandCall

  /// The cell of a date read, the `index`th of the list (its `row`), as `DayMarks` makes a
  /// recurrence's, from the date itself rather than its day count.
  @inline(__always)
  func day(_ date: CivilDate, index: Int) -> Day {
    let count = date.dayCount
    let weekday = Weekday(dayCount: count)
    return marks.marking.day(
      date, count: count, weekday: weekday, row: index, column: weekday.column(from: marks.firstWeekday))
  }
}

extension Interpreter {
  /// A value as `let` binds it: what `read` gives from standard input, which can be read only
  /// once, is read now and kept (after its `where`, `first N` … when it has them), so the name
  /// can be read again.
  func kept(_ value: Value, at range: SourceRange) throws -> Value {
    switch value {
    case .mapped(let mapping):
      guard case .lines(let input) = mapping.series, input.isStandardInput else { break }
      if mapping.steps.isEmpty { return .mapped(keptList(try values(of: input), call: mapping.call)) }
      var values: [Value] = []
      try mapping.forEach(in: self, at: range) { argument, _ in values.append(argument) }
      return .mapped(keptList(values, call: mapping.call))
    case .dayList(let list):
      guard case .input(let days) = list.source, days.input.isStandardInput else { break }
      if list.steps.isEmpty {
        return .dayList(DayList(source: .mapped(keptList(try values(of: days.input), call: days.call))))
      }
      var values: [Value] = []
      try inPass {
        try list.run(in: self, at: range) { day in
          if let date = day.date { values.append(.date(date)) }
        }
      }
      return .dayList(DayList(source: .mapped(keptList(values, call: days.call))))
    default: break
    }
    return value
  }

  private func values(of input: InputSeries) throws -> [Value] {
    var values: [Value] = []
    try input.forEach(in: self) { value in
      values.append(value)
      return true
    }
    return values
  }

  private func keptList(_ values: [Value], call: CommandCall) -> Mapping {
    Mapping(
      call: call, arguments: [], position: nil, series: .values(values), subject: nil, resultOf: { $0 },
      printsResultsOnly: true, isPlainList: true)
  }
}
