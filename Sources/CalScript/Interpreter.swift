import CalRender
import CalendarCore

/// Runs statements: evaluates pipelines, binds names, applies settings and prints results.
/// One interpreter is one session; it holds no global state.
public final class Interpreter {
  public var settings: Settings
  public private(set) var variables: [String: Value] = [:]
  public let output: Output
  /// Receives every error that ends a statement, already carrying its source.
  public var report: (ScriptError) -> Void
  /// Polled by long evaluations; true stops them with an `interrupted` error.
  public var isCancelled: () -> Bool = { false }
  /// With `keepGoing`, an error ends its statement and the run goes on.
  public var keepGoing = false
  /// Asked before `source` opens a path (as resolved against the script's directory); false
  /// refuses it. A fuzzer keeps scripts inside its scratch directory with it.
  public var allowsSource: (String) -> Bool = { _ in true }

  /// Files being `source`d, innermost last, to refuse a file that includes itself.
  var sourceStack: [String] = []
  /// Directories of the texts being run, innermost last; `source` resolves paths against the top.
  var directoryStack: [String?] = []
  var currentDirectory: String? { directoryStack.last ?? nil }
  /// Set by `quit`: runners stop reading further statements.
  public var quitRequested = false

  public init(settings: Settings, output: Output, report: @escaping (ScriptError) -> Void) {
    self.settings = settings
    self.output = output
    self.report = report
  }

  /// Runs every statement of a text; returns false when an error stopped it.
  @discardableResult
  public func run(_ source: SourceText) -> Bool {
    let statements: [Statement]
    do {
      statements = try Parser.parse(source.text)
    } catch {
      fail(error, in: source)
      return false
    }
    directoryStack.append(source.directory)
    defer { directoryStack.removeLast() }
    var ok = true
    for statement in statements {
      if quitRequested { break }
      do {
        try execute(statement)
      } catch {
        let failure = error as? ScriptError ?? ScriptError(.evaluation, "\(error)", at: statement.range)
        fail(failure, in: source)
        ok = false
        if !keepGoing || failure.kind == .interrupted { return false }
      }
    }
    return ok
  }

  func fail(_ error: ScriptError, in source: SourceText) {
    output.flush()
    if error.kind == .reported { return }
    var error = error
    if error.source == nil { error.source = source }
    report(error)
  }

  public func execute(_ statement: Statement) throws {
    switch statement {
    case .pipeline(let pipeline):
      let value = try evaluate(pipeline)
      try Printer(interpreter: self, range: pipeline.range).print(value)
    case .assignment(let name, _, let pipeline):
      variables[name] = try evaluate(pipeline)
    case .setting(let name, let nameRange, let arguments, _):
      try applySetting(name, nameRange: nameRange, arguments: arguments)
    }
  }

  func evaluate(_ pipeline: Pipeline) throws -> Value {
    var subject: Value? = nil
    for stage in pipeline.stages {
      switch stage {
      case .command(let call):
        if let subject, case .rendered(_, let format) = subject {
          throw ScriptError(
            .evaluation, "\(format.name) prints its input; nothing can follow it in a pipeline",
            at: call.nameRange)
        }
        subject = try call.command.run(Invocation(interpreter: self, call: call, subject: subject))
      case .expression(let expr):
        if subject != nil {
          throw ScriptError(.evaluation, "a stage after '|' must be a command", at: expr.range)
        }
        subject = try evaluate(expr)
      }
    }
    return subject ?? .nothing
  }

  func evaluate(_ expr: Expr) throws -> Value {
    switch expr {
    case .integer(let n, _): return .int(n)
    case .date(let d, _): return .date(d)
    case .yearMonth(let ym, _): return .yearMonth(ym)
    case .duration(let d, _): return .duration(d)
    case .string(let s, _): return .string(s)
    case .name(let name, let range):
      if let value = try lookup(name, at: range) { return value }
      throw ScriptError(
        .evaluation,
        "unknown name '\(name)'" + didYouMean(name, among: Array(variables.keys) + CommandTable.names),
        at: range)
    case .negate(let operand, let range):
      return try Arithmetic.negate(try evaluate(operand), at: range)
    case .binary(let op, let left, let right, let range):
      return try Arithmetic.apply(op, try evaluate(left), try evaluate(right), at: range)
    case .range(let lower, let upper, let range):
      return try Arithmetic.range(try evaluate(lower), try evaluate(upper), at: range)
    case .pipeline(let pipeline):
      return try evaluate(pipeline)
    }
  }

  /// A variable, or a constant word: `today`, `tomorrow`, `yesterday`, `true`, `false`, weekday names.
  func lookup(_ name: String, at range: SourceRange) throws(ScriptError) -> Value? {
    if let value = variables[name] { return value }
    let today = settings.today
    switch name {
    case "today": return .date(today)
    case "tomorrow": return .date(try at(range) { () throws(CalendarError) in try today.adding(days: 1) })
    case "yesterday": return .date(try at(range) { () throws(CalendarError) in try today.adding(days: -1) })
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: return Weekday(name: name).map(Value.weekday)
    }
  }

  /// Throws when a long evaluation has been cancelled (Ctrl-C at the prompt).
  func checkCancelled(at range: SourceRange) throws {
    if isCancelled() { throw ScriptError(.interrupted, "interrupted", at: range) }
  }
}
