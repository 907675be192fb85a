import CalRender
import CalSyntax
import CalendarCore

/// The values a value command maps over: a range of whole numbers (`2020..2030`), of dates or
/// of months, values written with commas (`2025-01-01, 2026-01-01`), or the dates of a day list
/// (`days …`, a recurrence, a mapped result of dates). Elements are made one at a time, so
/// `easter 1583..9999 | count` holds no list and an endless recurrence streams.
enum MappedSeries: Sendable {
  case integers(Int, Int)
  case dates(CivilDate, CivilDate)
  case months(YearMonth, YearMonth)
  case values([Value])
  case days(DayList)
  /// The values of lines of input (`read`), made as they are read.
  case lines(InputSeries)

  /// Thrown to stop reading a day list once nothing more is wanted.
  private struct EnoughRead: Error {}

  /// Calls `body` with each element, in order, until it returns false.
  func forEach(in interpreter: Interpreter, at range: SourceRange, _ body: (Value) throws -> Bool) throws {
    switch self {
    case .integers(let a, let b):
      for n in a...b where !(try body(.int(n))) { return }
    case .dates(let a, let b):
      for count in a.dayCount...b.dayCount where !(try body(.date(CivilDate(uncheckedDayCount: count)))) {
        return
      }
    case .months(let a, let b):
      for index in 0...(b.index - a.index) where !(try body(.yearMonth((try? a.adding(months: index)) ?? a)))
      {
        return
      }
    case .values(let values):
      for value in values where !(try body(value)) { return }
    case .lines(let input):
      try input.forEach(in: interpreter, body)
    case .days(let list):
      do {
        try withoutActuallyEscaping(body) { body in
          try interpreter.inPass {
            try list.run(in: interpreter, at: range) { day in
              guard let date = day.date else { return }  // a blank cell beyond the calendar's range
              guard try body(.date(date)) else { throw EnoughRead() }
            }
          }
        }
      } catch is EnoughRead {}
    }
  }

  /// The first element, or nil for an empty series.
  func first(in interpreter: Interpreter) throws -> Value? {
    if case .lines(let input) = self { return input.peek() }
    var first: Value? = nil
    try forEach(in: interpreter, at: SourceRange(offset: 0, length: 0)) { element in
      first = element
      return false
    }
    return first
  }

  /// A recurrence with no end under the series: reading it whole would not stop.
  var endlessSource: RecurrenceDays? {
    if case .days(let list) = self { return list.endlessSource }
    return nil
  }
}

/// A value command over a series (`easter 2020..2030`), or `format` over days: one result per
/// element, in order, each computed when it is read. Whose results are dates, it is a day list to
/// the stages after it; any other is a list of rows `ARGUMENT  RESULT` that `where`, `first`,
/// `last`, `count`, `table`, `csv` and `json` take, the result named by the command (`where leap`).
public final class Mapping: Sendable {
  let call: CommandCall
  /// The arguments, evaluated once; the one at `position` is replaced by each element in turn
  /// (nil: each element is the value piped in, as in `easter 2020..2022 | weekday`).
  let arguments: [Value]
  let position: Int?
  let series: MappedSeries
  let subject: Value?
  /// What a pass keeps of the rows: `where`, `first N`, `last N`, as for a day list.
  let steps: [RowStep]
  /// The result of one element when the command is not run for it (`format`'s pattern, read once).
  let resultOf: (@Sendable (Value) throws -> Value)?
  /// Prints its results alone, one a line (`format`), rather than rows `ARGUMENT  RESULT`.
  let printsResultsOnly: Bool
  /// Values as they are (`read`, `args`), each its own result: rows of one column, the value.
  let isPlainList: Bool

  init(
    call: CommandCall, arguments: [Value], position: Int?, series: MappedSeries, subject: Value?,
    steps: [RowStep] = [], resultOf: (@Sendable (Value) throws -> Value)? = nil,
    printsResultsOnly: Bool = false, isPlainList: Bool = false
  ) {
    self.call = call
    self.arguments = arguments
    self.position = position
    self.series = series
    self.subject = subject
    self.steps = steps
    self.resultOf = resultOf
    self.printsResultsOnly = printsResultsOnly
    self.isPlainList = isPlainList
  }

  /// The same mapping with one more step.
  func adding(_ step: RowStep) -> Mapping {
    Mapping(
      call: call, arguments: arguments, position: position, series: series, subject: subject,
      steps: steps + [step], resultOf: resultOf, printsResultsOnly: printsResultsOnly,
      isPlainList: isPlainList)
  }

  /// The command's result for one element.
  func result(of element: Value, in interpreter: Interpreter) throws -> Value {
    if let resultOf { return try resultOf(element) }
    guard let position else {
      return try call.command.run(
        Invocation(interpreter: interpreter, call: call, subject: element, given: arguments))
    }
    var given = arguments
    given[position] = element
    return try call.command.run(
      Invocation(interpreter: interpreter, call: call, subject: subject, given: given))
  }

  /// The column the elements are shown in, named by what they are: `date`, `month`, `weekday`,
  /// and a whole number by the command's usage (`year` for `easter YEAR`, else `number`).
  var argumentName: String {
    if case .days = series { return "date" }
    let element: Value?
    switch series {
    case .integers(let a, _): element = .int(a)
    case .dates(let a, _): element = .date(a)
    case .months(let a, _): element = .yearMonth(a)
    case .values(let values):
      // Values of mixed kinds (`args` of a date and a word) are values, whatever the first is.
      element = isPlainList && !values.allSatisfy({ $0.kind == values[0].kind }) ? nil : values.first
    case .lines(let input): element = input.peek()
    case .days: element = nil
    }
    switch element {
    case .date?: return "date"
    case .yearMonth?: return "month"
    case .weekday?: return "weekday"
    // `read`'s `12.50` as its `42`: both are numbers to `where number > 50`.
    case .money? where isPlainList: return "number"
    case .int?:
      let words = call.command.usage.split(separator: " ").dropFirst()
      if let position, position < words.count, words[words.startIndex + position] == "NUMBER" {
        return "number"
      }
      return call.command.usage.contains("YEAR") ? "year" : "number"
    default: return "value"
    }
  }

  /// A row to check a `where` condition on before any is read: the series' first element (for
  /// days, which may be none left, `date`), and the command's result for it; the result is
  /// nothing, so left unchecked, when it cannot be worked out.
  func sampleRow(on date: CivilDate, in interpreter: Interpreter) -> MappedRow {
    let argument: Value
    switch series {
    case .integers(let a, _): argument = .int(a)
    case .dates(let a, _): argument = .date(a)
    case .months(let a, _): argument = .yearMonth(a)
    case .values(let values): argument = values.first ?? .nothing
    case .lines(let input): argument = input.peek() ?? .nothing
    case .days: argument = .date(date)
    }
    let result = (try? result(of: argument, in: interpreter)) ?? .nothing
    return MappedRow(
      mapping: self, argumentName: argumentName, argument: argument, resultName: resultName, result: result)
  }

  /// The column the results are shown in: the command's name.
  var resultName: String { call.command.name }

  /// Whether the results are dates, so that the stages after it see a day list: read from the
  /// first result (every element of a series has the kind of the first).
  func givesDates(in interpreter: Interpreter) -> Bool {
    if isPlainList, case .values(let values) = series, !values.allSatisfy(Self.isDate) { return false }
    guard steps.isEmpty, let first = try? series.first(in: interpreter),
      case .date? = try? result(of: first, in: interpreter)
    else { return false }
    return true
  }

  private static func isDate(_ value: Value) -> Bool {
    if case .date = value { return true }
    return false
  }

  /// A recurrence with no end under it and no `first N` after it: reading it would not stop.
  var endlessSource: RecurrenceDays? {
    steps.stopsReading ? nil : series.endlessSource
  }

  /// Calls `body` with each element and its result that pass every step, in order; an endless
  /// series is an error.
  func forEach(in interpreter: Interpreter, at range: SourceRange, _ body: (Value, Value) throws -> Void)
    throws
  {
    if let endless = endlessSource { throw endless.endless }
    try interpreter.inPass {
      try iterate(in: interpreter, at: range) { argument, result in
        try body(argument, result)
        return true
      }
    }
  }

  /// Calls `body` with each row that passes every step until it returns false (a day list over
  /// the results stops reading when its `first N` is full).
  func iterate(in interpreter: Interpreter, at range: SourceRange, _ body: (Value, Value) throws -> Bool)
    throws
  {
    let argumentName = steps.isEmpty ? "" : self.argumentName
    try withoutActuallyEscaping(body) { body in
      var pass = RowPass<(argument: Value, result: Value)>(
        steps: steps, in: interpreter, at: range,
        holds: { predicate, row in
          let row = MappedRow(
            mapping: self, argumentName: argumentName, argument: row.argument, resultName: self.resultName,
            result: row.result)
          return try interpreter.holds(predicate, for: .mapped(row))
        },
        body: { row in try body(row.argument, row.result) })
      try series.forEach(in: interpreter, at: range) { element in
        try pass.poll()
        return try pass.push((element, try result(of: element, in: interpreter)))
      }
      try pass.finish()
    }
  }
}

extension Interpreter {
  /// Runs a value command's call, mapping it over the one argument that is a range or a list of
  /// values or days, or over the days piped in; the arguments are evaluated once, here, either way.
  func runValueCommand(_ call: CommandCall, subject: Value?) throws -> Value {
    // Days piped into a command written alone (`easter 2020..2022 | weekday`): each in turn.
    if call.arguments.isEmpty, let subject, let series = try series(of: subject) {
      return .mapped(Mapping(call: call, arguments: [], position: nil, series: series, subject: nil))
    }
    // Written values only (`isoweek 2021-01-03`, `easter 2025`): nothing to map over, and the
    // command reads its arguments itself, as every line of a long script's general path does.
    // (A plain loop: `allSatisfy` over a key path cost a tenth of such a line.)
    var literalsOnly = true
    for argument in call.arguments where !argument.isLiteral {
      literalsOnly = false
      break
    }
    if literalsOnly {
      return try call.command.run(Invocation(interpreter: self, call: call, subject: subject))
    }
    var values: [Value] = []
    values.reserveCapacity(call.arguments.count)
    var mapped: (position: Int, series: MappedSeries, range: SourceRange)?
    do {
      try evaluateArguments(of: call, into: &values, mapped: &mapped)
    } catch {
      // The command's own reading first reports what it would: `weekday 1991-04-26 € 3` takes
      // one argument, whatever the others are. (Not past a range or list, which it cannot read.)
      let readsItself = !call.arguments.contains { argument in
        switch argument {
        case .range, .list: return true
        default: return false
        }
      }
      if readsItself { _ = try call.command.run(Invocation(interpreter: self, call: call, subject: subject)) }
      throw error
    }
    if let mapped {
      return .mapped(
        Mapping(
          call: call, arguments: values, position: mapped.position, series: mapped.series, subject: subject))
    }
    return try call.command.run(Invocation(interpreter: self, call: call, subject: subject, given: values))
  }

  /// A value command's one answer as a row of its mapping (`korean 2025-07-25 | csv`: a header
  /// `date,korean` and one row, as over a range), or nil when the answer is itself a list.
  func oneRow(of call: CommandCall, answer: Value, piped: Value?) throws -> Value? {
    switch answer {
    case .int, .bool, .string, .date, .yearMonth, .weekday, .duration, .calendarDate, .metadata,
      .worked, .workdays, .scalar:
      break
    default: return nil
    }
    if call.arguments.isEmpty {
      guard let piped else { return nil }
      // A one-day list's row names its day, not the list.
      return .mapped(
        Mapping(
          call: call, arguments: [], position: nil, series: .values([try dateOfOneCell(piped)]), subject: nil)
      )
    }
    var values: [Value] = []
    var mapped: (position: Int, series: MappedSeries, range: SourceRange)?
    try evaluateArguments(of: call, into: &values, mapped: &mapped)
    // The argument the answer is of: the last date, month or number (`nth 2 tue 2024-02`: the month).
    let position =
      values.lastIndex { value in
        switch value {
        case .date, .yearMonth, .int: return true
        default: return false
        }
      } ?? 0
    return .mapped(
      Mapping(
        call: call, arguments: values, position: position, series: .values([values[position]]), subject: piped
      ))
  }

  /// Whether a list is codes the command reads itself (`us, gb`, `us, "gb-sct"`, `us, zz` whose
  /// `zz` it reports): words or strings, no variable's name, a word among the command's own.
  private func readsItself(_ items: [Expr], _ call: CommandCall) -> Bool {
    var named = false
    for item in items {
      guard let word = HolidayCodes.code(in: item), word.first?.isLetter == true, variables[word] == nil
      else { return false }
      if case .string = item { continue }
      named = named || call.command.words.contains(word.lowercased())
    }
    return named
  }

  /// The values of a value command's arguments, and the one range or list among them, if any.
  private func evaluateArguments(
    of call: CommandCall, into values: inout [Value],
    mapped: inout (position: Int, series: MappedSeries, range: SourceRange)?
  ) throws {
    for (position, argument) in call.arguments.enumerated() {
      let series: MappedSeries?
      var single: Value? = nil
      switch argument {
      case .list(let items, _) where readsItself(items, call):
        // `christmas us, gb 2026`: the command's own words joined by ',' are one argument it reads.
        series = nil
        single = .nothing
      case .list(let items, _):
        series = .values(try items.map { try evaluate($0) })
      case .range(let lower, let upper, let range):
        let (first, last) = (try evaluate(lower), try evaluate(upper))
        if case .int(let a) = first, case .int(let b) = last {
          guard a <= b else {
            throw ScriptError(
              .evaluation, "a range runs from the smaller to the larger: \(b)..\(a)", at: range)
          }
          guard b.subtractingReportingOverflow(a).overflow == false, b - a < Int.max else {
            throw ScriptError(.evaluation, CalendarError.numberTooLarge.message, at: range)
          }
          series = .integers(a, b)
        } else {
          // A range of date-times is one value, not a series.
          let value = try Arithmetic.range(first, last, reform: settings.reform, at: range)
          series = try self.series(of: value)
          single = value
        }
      case .name(let word, _) where call.command.words.contains(word.lowercased()):
        // A word the command reads itself (`easter 2024 orthodox`), unless a variable has its name.
        let value = (try? evaluate(argument)) ?? .string(word)
        series = try self.series(of: value)
        single = value
      default:
        let value = try evaluate(argument)
        series = try self.series(of: value)
        single = value
      }
      if let series {
        if let mapped {
          let first = try mapped.series.first(in: self).map { Printer.text(of: $0, reform: settings.reform) }
          throw ScriptError(
            .evaluation,
            "\(call.name) maps over one range or list at a time; \(first ?? "the other")… is one already",
            at: argument.range)
        }
        mapped = (position, series, argument.range)
        values.append(.nothing)  // each element in turn
      } else if let single {
        values.append(single)
      }
    }
  }

  /// The series a value is when a value command maps over it: a range, or a day list of more
  /// than one day (`days …`, a recurrence, a mapped result of dates); nil for one value (a list
  /// of one day is its date, as everywhere a date is wanted).
  func series(of value: Value) throws -> MappedSeries? {
    switch value {
    case .dateRange(let a, let b): return .dates(a, b)
    case .monthRange(let a, let b): return .months(a, b)
    case .days(let span, _): return span.count == 1 ? nil : .days(DayList(source: .span(span)))
    case .dayList(let list):
      if list.endlessSource == nil, case .date = try dateOfOneCell(value) { return nil }
      return .days(list)
    case .mapped(let mapping) where mapping.givesDates(in: self):
      return .days(DayList(source: .mapped(mapping)))
    case .dateTimes(let list):
      return .values(list.elements.map { $0.zoned.map { .scalar($0) } ?? .scalar($0.dateTime) })
    default: return nil
    }
  }
}
