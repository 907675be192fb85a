import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// Runs statements: evaluates pipelines, binds names, applies settings and prints results.
/// One interpreter is one session; it holds no global state.
///
/// The state read for every statement (settings, variables, the `where` row, the flags, the
/// warnings and the error handler) is not checked for exclusive access at run time (about 60 to
/// 80 instructions an access, a few a line):
/// each is assigned a value computed beforehand, and no access to it spans a call that can reach
/// the interpreter.
public final class Interpreter {
  @exclusivity(unchecked) public var settings: Settings
  @exclusivity(unchecked) public private(set) var variables: [String: Value] = [:]
  /// Where statements print; a redirection (`> FILE`) sets another while its statement runs.
  @exclusivity(unchecked) public internal(set) var output: Output
  /// What the host lets the session reach (files, paths, `~`, cancellation) and where it reports.
  @exclusivity(unchecked) public var policy: SessionPolicy
  /// With `keepGoing`, an error ends its statement and the run goes on.
  @exclusivity(unchecked) public var keepGoing = false

  /// Warnings raised by the statement running, reported (with its text) when it ends.
  @exclusivity(unchecked) var warnings: [ScriptError] = []
  /// Directories of the texts being run, innermost last; `source` resolves paths against the top.
  private var directoryStack: [String?] = []
  var currentDirectory: String? { directoryStack.last ?? nil }
  /// Set by `quit`: runners stop reading further statements.
  @exclusivity(unchecked) public var quitRequested = false
  /// Whether the statement being run writes to a file (`> FILE`), while it runs and while its
  /// value is printed: `slides` and `step` write text, and a quiz its worksheet.
  var isRedirecting = false
  /// How many `source`d files are running: a sourced file is a script, whose quiz is a worksheet.
  var sourceDepth = 0
  /// The last thing printed was a grid: the next grid starts after a blank line. The prompt
  /// clears it before each input, whose grids the prompt line already separates.
  @exclusivity(unchecked) public var outputEndsWithGrid = false
  /// The lines the quick path has run (`runOnQuickPath`), blank lines included: tests read it to
  /// know which path a line took.
  @exclusivity(unchecked) public internal(set) var quickPathHits = 0
  /// The quick path's last `N workdays CODE…` codes, as written, and their countries.
  let quickCodes = QuickCodes()
  /// The row a `where` condition is being tested on (`withRow`), and what its pass keeps.
  @exclusivity(unchecked) var scope = RowScope()
  /// The regular expressions `matches` has compiled, by their text.
  /// (Made at the first `matches`: a run without one pays nothing for regular expressions.)
  lazy var patterns = TextPatterns()
  /// The words the script was given (`calsh FILE ARG…`, `calsh -c TEXT -- ARG…`), each read as
  /// a literal when it is one (`bindArguments`): `$1 …` and `args`.
  @exclusivity(unchecked) public internal(set) var scriptArguments: [Value] = []
  /// Why an argument that is almost a literal (`2025-02-30`) is text, by its word: the command
  /// that wanted a date says it.
  @exclusivity(unchecked) var argumentProblems: [String: String] = [:]
  /// The zones named so far, read from the policy's source at the first name (`zone(named:at:)`).
  @exclusivity(unchecked) var zoneCatalog: ZoneCatalog?
  /// The last zones the quick path found by their bytes (`DATE-TIME ZONE in ZONE`), forgotten
  /// when the catalog is replaced (`useZoneCatalog`).
  @exclusivity(unchecked) var quickZones: QuickZones?

  public init(settings: Settings, output: Output, policy: SessionPolicy) {
    self.settings = settings
    self.output = output
    self.policy = policy
  }

  /// Runs the statements of a text one at a time, as each is parsed: a statement that does not
  /// parse is reported in its turn. Returns false when any statement failed; without `keepGoing`
  /// the first failure ends the run.
  @discardableResult
  public func run(_ source: SourceText) -> Bool {
    var parser = Parser(text: source.text)
    directoryStack.append(source.directory)
    defer { directoryStack.removeLast() }
    return run(&parser) { source }
  }

  /// Runs `body` with relative paths resolved against `directory` (the script being run's).
  package func running<T>(in directory: String?, _ body: () -> T) -> T {
    directoryStack.append(directory)
    defer { directoryStack.removeLast() }
    return body()
  }

  /// Runs the statements `parser` reads; `source` makes the text an error is shown in (only
  /// when there is an error, so a line read as bytes never becomes a `String` otherwise).
  @inline(__always)
  func run(_ parser: inout Parser, source: () -> SourceText) -> Bool {
    var ok = true
    while !quitRequested {
      do {
        // Dates are read as the reform in force writes them (a `set reform` line changes how the
        // lines after it are read).
        guard parser.hasStatementAhead() else { break }
        let statement = try parser.statementAhead(reform: settings.reform)
        try execute(statement)
        if !warnings.isEmpty { reportWarnings(in: source()) }
      } catch {
        if !warnings.isEmpty { reportWarnings(in: source()) }
        let failure =
          error as? ScriptError ?? ScriptError(.evaluation, "\(error)", at: SourceRange(offset: 0, length: 0))
        fail(failure, in: source())
        ok = false
        if !keepGoing || failure.kind == .interrupted { return false }
      }
    }
    return ok
  }

  /// Reports an error that ended a statement (or a run: the batch runner's own).
  package func fail(_ error: ScriptError, in source: SourceText) {
    output.flush()
    if error.kind == .reported { return }
    var error = error
    if error.isPastTheDays { error = outOfRange(at: error.range, reform: settings.reform) }
    if error.source == nil { error.source = source }
    policy.report(error)
  }

  /// Shows the warnings the last statement raised, after what it printed.
  private func reportWarnings(in source: SourceText) {
    output.flush()
    for var warning in warnings {
      if warning.source == nil { warning.source = source }
      policy.report(warning)
    }
    warnings = []
  }

  /// Notes a likely mistake at `range`; the statement goes on. Said once a statement, however
  /// often the place runs (a `where` inside a condition runs for every row).
  func warn(_ message: String, at range: SourceRange) {
    guard !warnings.contains(where: { $0.range == range }) else { return }
    warnings.append(ScriptError(.warning, message, at: range))
  }

  public func execute(_ statement: Statement) throws {
    switch statement {
    case .pipeline(let pipeline):
      let value = try evaluate(pipeline)
      try Printer(interpreter: self, range: pipeline.range).print(value)
    case .assignment(let name, let nameRange, let pipeline):
      if name.utf8.first == UInt8(ascii: "$") { throw Interpreter.argumentBound(name, at: nameRange) }
      variables[name] = try kept(try evaluate(pipeline), at: pipeline.range)
    case .setting(let name, let nameRange, let arguments, _):
      try applySetting(name, nameRange: nameRange, arguments: arguments)
    case .redirected(let pipeline, let redirection):
      try run(pipeline, redirectedTo: redirection)
    }
  }

  func evaluate(_ pipeline: Pipeline) throws -> Value {
    var subject: Value? = nil
    let stages = pipeline.stages
    for position in 0..<stages.count {
      switch stages[position] {
      case .command(let written):
        let call = scriptArguments.isEmpty ? written : withArgumentsWritten(in: written)
        let command = call.command
        if command.isQuit, position > 0 {
          throw ScriptError(
            .evaluation, "\(call.name) ends the session and takes no value; write it on its own line",
            at: call.nameRange)
        }
        if command.isQuit, position + 1 < stages.count, case .command(let following) = stages[position + 1] {
          throw ScriptError(
            .evaluation, "\(call.name) ends the session; nothing to \(following.name)",
            at: following.nameRange)
        }
        // A picture stage draws what a stage before chose (`table hebrew | html`, `table | md`).
        if case .rendered(_, let format)? = subject, !PictureCommands.isStage(command) {
          // A stage that changes the value goes before the format stage: `select … | grid | svg`.
          let hint = command.kind == .outputStage ? "" : ": put \(call.name) before \(format.name)"
          throw ScriptError(
            .evaluation, "\(format.name) prints its input; nothing can follow it in a pipeline" + hint,
            at: call.nameRange)
        }
        if call.isValueCall {
          let piped = subject
          subject = try runValueCommand(call, subject: subject)
          // `between A B | weeks`: the days between, which the months and days have lost.
          if position + 1 < stages.count, case .command(let next) = stages[position + 1],
            next.command.name == "weeks", call.command.name == "between", case .duration? = subject
          {
            let (start, end) = try BetweenCommand.dates(
              Invocation(interpreter: self, call: call, subject: piped))
            subject = .duration(DateDuration(days: end.days(since: start)))
          }
          // `korean 2025-07-25 | csv`: one answer is one row under a header, as a range's are.
          if position + 1 < stages.count, case .command(let next) = stages[position + 1],
            next.command.rowFormat == .csv, next.arguments.isEmpty, let answer = subject,
            let row = try oneRow(of: call, answer: answer, piped: piped)
          {
            subject = row
          }
        } else {
          let given = try dayListOfDates(subject, before: call)
          subject = try command.run(Invocation(interpreter: self, call: call, subject: given))
        }
      case .expression(let expr):
        if subject != nil { throw Self.notAStage(expr) }
        subject = try evaluate(expr)
      }
    }
    return subject ?? .nothing
  }

  func evaluate(_ expr: Expr) throws -> Value {
    switch expr {
    case .integer(let n, _): return .int(n)
    case .decimal(let amount, _): return .money(amount)
    case .date(let d, _): return .date(d)
    case .yearMonth(let ym, let range):
      // Under a reform a month may lie past the Julian dates calsh knows (9999-11 under julian).
      let reform = settings.reform
      try at(range) { () throws(CalendarError) in try reform.checkKnown(ym) }
      return .yearMonth(ym)
    case .quarter(let q, let range):
      // Its three months, as `quarter 2026-Q4` gives them (as `2024-W05` gives its days).
      let settings = settings
      return .months(
        try at(range) { () throws(CalendarError) in
          try settings.months(from: q.firstMonth, through: q.lastMonth)
        })
    case .isoWeek(let week, let range):
      // The week's days, Monday to Sunday; 9999-W52 stops at 9999-12-31, the calendar's last day.
      let monday = try at(range) { () throws(CalendarError) in try week.day(.monday) }
      let last = try at(range) { () throws(CalendarError) in try CivilDate(year: 9999, month: 12, day: 31) }
      let sunday = (try? week.day(.sunday)) ?? last
      return .days(settings.span(from: monday, through: sunday))
    case .duration(let d, _, _): return .duration(d)
    case .workdays(let n, let countries, _): return .workdays(n, countries)
    case .dayTest(let test, let countries, let range): return try dayTest(test, countries, at: range)
    case .string(let s, _): return .string(s)
    case .time(let time, _): return .scalar(time)
    case .dateTime(let dateTime, _): return .scalar(dateTime)
    case .zoned(let literal, let range): return .scalar(try zoned(literal, at: range))
    case .timestamp(let instant, let range): return .scalar(try utc(instant, at: range))
    case .exactDuration(let duration, _): return .scalar(duration)
    case .inZone(let value, let name, let zoneRange, let range):
      return .scalar(try converted(try evaluate(value), to: name, zoneRange: zoneRange, at: range))
    case .name(let name, let range):
      if let value = try lookup(name, at: range) { return value }
      throw unknownName(name, at: range)
    case .negate(.date, let range):
      throw negativeYear(at: range)
    case .negate(let operand, let range):
      return try Arithmetic.negate(try evaluate(operand), at: range)
    case .binary(let op, let left, let right, let range):
      let (a, b) = (try evaluate(left), try evaluate(right))
      if Interpreter.isDayList(a) || Interpreter.isDayList(b),
        let combined = try listArithmetic(op, a, b, at: range)
      {
        return combined
      }
      return try Arithmetic.apply(
        op, try dateOfOneCell(a), try dateOfOneCell(b), monthEnd: settings.monthEnd, reform: settings.reform,
        holidays: settings.holidays, at: range)
    case .range(let lower, let upper, let range):
      // A range of months stops with the last month calsh knows (under julian, 9999-10), as
      // `year 9999` does: its end may lie past it; its start is checked as any month is.
      if case .yearMonth(let last, _) = upper {
        return try Arithmetic.range(try evaluate(lower), .yearMonth(last), reform: settings.reform, at: range)
      }
      return try Arithmetic.range(
        try evaluate(lower), try evaluate(upper), reform: settings.reform, at: range)
    case .list(_, let range):
      throw ScriptError(
        .evaluation,
        "values joined by ',' are a list a value command maps over, as in weekday 2025-01-01, 2026-01-01",
        at: range)
    case .compare(let op, let left, let right, let range) where op.isTextTest:
      return .bool(
        try TextTest.holds(
          op, try evaluate(left), try evaluate(right), at: range, patternAt: right.range, patterns: patterns))
    case .compare(let op, let left, let right, let range):
      return .bool(
        try Comparison.apply(
          op, try dateOfOneCell(try evaluate(left)), try dateOfOneCell(try evaluate(right)), at: range))
    case .member(let item, let list, let range):
      return .bool(try contains(try evaluate(item), list, at: range))
    case .logical(let op, let left, let right, _):
      let first = try Comparison.truth(try evaluate(left), of: op.rawValue, at: left.range)
      if first == (op == .or) { return .bool(first) }
      return .bool(try Comparison.truth(try evaluate(right), of: op.rawValue, at: right.range))
    case .not(let operand, _):
      return .bool(!(try Comparison.truth(try evaluate(operand), of: "not", at: operand.range)))
    case .pipeline(let pipeline):
      return try evaluate(pipeline)
    }
  }

  /// A mapped command whose results are dates, as the day list a stage after it works on
  /// (`easter 2020..2030 | where …`); `table`, `csv` and `json` without columns show its rows
  /// instead.
  func dayListOfDates(_ subject: Value?, before call: CommandCall) throws -> Value? {
    guard case .mapped(let mapping)? = subject, mapping.givesDates(in: self) else { return subject }
    let command = call.command
    let format = command.rowFormat
    // `json` and `json pretty` write the rows; `json date hebrew`, as a table, the days.
    let namesNoColumns: Bool
    switch call.arguments.first {
    case nil: namesNoColumns = true
    case .name("pretty", _)? where format == .json: namesNoColumns = call.arguments.count == 1
    default: namesNoColumns = false
    }
    // `md`, `svg` and `html` draw a mapped command's rows as `table` does (`easter 2020..2030 | md`).
    let isPicture = PictureCommands.isStage(command)
    if command.keepsMappedRows || isPicture || (format != nil && namesNoColumns) { return subject }
    return .dayList(DayList(source: .mapped(mapping)))
  }

  /// A list of one day cell as its date, where a date is wanted: `(days 2025-01 | where weekday
  /// == fri | last) + 1`; an answer with its working as its answer. Any other value, a longer list
  /// included, is itself.
  /// (Inlined, with its argument taken as the caller's own: a value that is no list, as every
  /// operand of a long script's arithmetic, passes through without a copy.)
  @inline(__always)
  func dateOfOneCell(_ value: consuming Value) throws -> Value {
    switch value {
    case .days, .dayList: return try dateOfOneCellOfList(value)
    // An answer shown with its working (`| weeks`, `zeller`) is its answer in a sum.
    case .worked(let answer, _): return answer
    default: return value
    }
  }

  /// `dateOfOneCell` of a list of days.
  @inline(never)
  private func dateOfOneCellOfList(_ value: Value) throws -> Value {
    switch value {
    case .days(let span, _) where span.count == 1:
      return span.day(at: 0).date.map(Value.date) ?? value
    case .dayList(let list):
      var dates: [CivilDate] = []
      try list.adding(.first(2)).forEach(in: self, at: SourceRange(offset: 0, length: 0)) { day in
        if let date = day.date { dates.append(date) }
      }
      return dates.count == 1 ? .date(dates[0]) : value
    default:
      return value
    }
  }

  /// `item in (list)`. Inside `where`, a list that reads no field of the row is evaluated once
  /// a pass and looked up in constant time: 50,000 weekdays over a year are 50,000 evaluations,
  /// not 18 million. (Kept out of `evaluate`, whose frame every nested parenthesis costs.)
  @inline(never)
  private func contains(_ value: Value, _ list: MemberList, at range: SourceRange) throws -> Bool {
    let id = ObjectIdentifier(list)
    if scope.row != nil {
      if scope.memberTables[id] == nil {
        let outer = scope.wasRead
        scope.wasRead = false
        let values = try list.members.map { try evaluate($0) }
        scope.memberTables[id] = scope.wasRead ? .some(nil) : MemberTable(values: values)
        scope.wasRead = scope.wasRead || outer
      }
      if scope.memberTables[id]! != nil { return try scope.memberTables[id]!!.contains(value, at: range) }
    }
    for member in list.members where try MemberTable.matches(value, try evaluate(member), at: range) {
      return true
    }
    return false
  }

  /// Why a name has no value, in the words of the place it is in: a condition over entries or
  /// days names fields, so a field of the other kind of list (or of a file without it) is said
  /// to be one; anywhere, a suggestion is only ever a value's name (a field, a variable, a
  /// constant word), never a command's.
  func unknownName(_ name: String, at range: SourceRange) -> ScriptError {
    func error(_ message: String) -> ScriptError { ScriptError(.evaluation, message, at: range) }
    if name.contains("/") {
      return error("a zone's name stands after a time (15:00 \(name)) or after 'in' (now in \(name))")
    }
    var fields: [String] = []
    switch scope.row {
    case .entry(let ledger, _)?:
      if let note = LedgerTables.namedApartNote(name, in: ledger) { return error(note) }
      fields = LedgerTables.fieldNames(of: ledger)
      let list = NameSpelling.list(fields)
      if name.lowercased() == "amount", !ledger.hasAmounts {
        return error(LedgerTables.noAmountColumn(ledger, for: ""))
      }
      if CellField.names.contains(name) {
        return error("entries have no field '\(name)', a field of days: they have \(list)")
      }
    case .dateTime?:
      fields = DateTimeFields.names
    case .holiday?:
      fields = HolidayFields.names
      if CellField.names.contains(name) {
        return error(
          "holidays have no field '\(name)', a field of days: they have \(fields.joined(separator: " "))")
      }
    case .day?:
      if let message = CellField.partsMessage(name) { return error(message) }
      if name == "amount" {
        return error(
          "days have no field 'amount', a field of entries: days with entries attached (with) have "
            + DayColumn.totals.map(\.rawValue).joined(separator: " "))
      }
      // The values of dateBelongsTo and selectionPosition are names here too, and the parts of
      // the calendars' fields (`hebrw.month` is `hebrew.month`).
      fields =
        CellField.names + [
          "thisMonth", "previousMonth", "followingMonth", "none", "full", "left", "middle", "right",
        ] + CellField.calendarPartNames
    case .mapped(let mappedRow)?:
      // A day's field on rows of dates (`hebrew … | where day > 9`): the days have it.
      if mappedRow.argumentName == "date", CellField.names.contains(name) {
        return error(mappedRow.dayFieldMessage(name, reform: settings.reform))
      }
      if CellField.names.contains(name), let message = mappedRow.textInputMessage(name) {
        return error(message)
      }
      fields = [mappedRow.argumentName, mappedRow.resultName]
    case nil:
      break
    }
    let onDay: Bool
    if case .day? = scope.row { onDay = true } else { onDay = false }
    if !onDay, CellField.calendarField(name) != nil || CellField.partsMessage(name) != nil {
      if case .mapped(let mappedRow)? = scope.row {
        return error(mappedRow.dayFieldMessage(name, reform: settings.reform))
      }
      let calendar = name.prefix { $0 != "." }
      return error(
        "'\(name)' is a field of a day cell, read inside where (days 2025-01-01..2025-12-31 | where "
          + "\(name) …); a date's is read with the command: \(calendar) DATE")
    }
    switch scope.row {
    case nil, .mapped?:
      if CalHabits.programs.contains(name) { return error(CalHabits.bareMessage(name)) }
    default: break
    }
    if CommandTable.command(named: name) != nil {
      return error(
        "'\(name)' is a command, not a value: give a value here, or put the command in parentheses "
          + "to use what it gives: (\(name) …)")
    }
    let others = fields + variables.keys.sorted() + ConstantWords.days + ConstantWords.booleans
    if let suggestion = ConstantWords.suggestion(for: name, others: others) {
      return error("unknown name '\(name)'; did you mean \(NameSpelling.quoted(suggestion))?")
    }
    switch scope.row {
    case .holiday?:
      return error("unknown name '\(name)': holidays have \(fields.joined(separator: " "))")
    case .dateTime?:
      return error("unknown name '\(name)': date-times have \(fields.joined(separator: " "))")
    case .mapped(let mappedRow)?:
      return error(
        "unknown name '\(name)': the rows \(mappedRow.resultName) gives have \(mappedRow.argumentName) and "
          + mappedRow.resultName)
    case .entry(let ledger, _)?:
      return error(
        "unknown name '\(name)': entries have \(NameSpelling.list(LedgerTables.fieldNames(of: ledger)))")
    case .day?, nil:
      return error("unknown name '\(name)'")
    }
  }

  /// A variable, or a constant word: `today`, `tomorrow`, `yesterday`, `true`, `false`, weekday names.
  /// Inside `where`, the row's fields (a cell's `weekday`, `number` …) come first.
  func lookup(_ name: String, at range: SourceRange) throws(ScriptError) -> Value? {
    if scope.row != nil, let field = try rowField(name, at: range) { return field }
    if let value = variables[name] { return value }
    let today = settings.today
    switch name {
    case "today": return .date(today)
    case "now": return .scalar(try now(at: range))
    case "tomorrow": return .date(try at(range) { () throws(CalendarError) in try today.adding(days: 1) })
    case "yesterday": return .date(try at(range) { () throws(CalendarError) in try today.adding(days: -1) })
    case "true": return .bool(true)
    case "false": return .bool(false)
    default:
      if name.utf8.first == UInt8(ascii: "$") { return try scriptArgument(name, at: range) }
      if name == InputCommands.args.name { return argumentList(at: range) }
      // Weekday and month names never coincide: the more common weekdays are tried first.
      if let weekday = Weekday(name: name) { return .weekday(weekday) }
      if let month = ConstantWords.monthNumber(name) {
        // The month of the year today is written in (under a reform, perhaps a Julian year).
        let (year, reform) = (settings.written(today).year, settings.reform)
        return .yearMonth(
          try at(range) { () throws(CalendarError) in
            let named = try YearMonth(year: year, month: month)
            try reform.checkKnown(named)
            return named
          })
      }
      return nil
    }
  }

  /// Throws when a long evaluation has been cancelled (Ctrl-C at the prompt), or when output
  /// can no longer be written (the runner reports that once: `.reported`, not "interrupted").
  func checkCancelled(at range: SourceRange) throws {
    if output.failure != nil { throw ScriptError(.reported, "", at: range) }
    if policy.isCancelled() { throw ScriptError(.interrupted, "interrupted", at: range) }
  }
}

extension Interpreter {
  /// `| count >= 20`: a stage that is an expression. One that compares what a command gives
  /// says where the parentheses go.
  static func notAStage(_ expr: Expr) -> ScriptError {
    var hint = ""
    if case .compare(let op, .name(let name, _), let right, _) = expr,
      CommandTable.command(named: name) != nil
    {
      hint =
        "; to compare what \(name) gives, put the pipeline in parentheses: (… | \(name)) \(op.rawValue) …"
      if case .integer(let n, _) = right { hint = String(hint.dropLast()) + String(n) }
    }
    return ScriptError(.evaluation, "a stage after '|' must be a command" + hint, at: expr.range)
  }
}
