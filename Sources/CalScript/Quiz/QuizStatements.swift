import CalRender
import CalSyntax
import CalendarCore

/// A quiz's answers and explanations are the plain commands' own: the statement is run as if
/// typed, and what it prints is the answer.
enum QuizStatements {
  /// The text `statement` prints, without its last line end and without colour.
  static func printed(_ statement: String, in interpreter: Interpreter, at range: SourceRange) throws
    -> String
  {
    let value = try evaluated(statement, in: interpreter, at: range)
    return try Printer(interpreter: interpreter, range: range).plainText(of: value)
  }

  /// The value of `statement`, one pipeline of calsh; its error is named as the quiz's unless
  /// `asItsOwn`.
  static func evaluated(
    _ statement: String, in interpreter: Interpreter, at range: SourceRange, asItsOwn: Bool = false
  ) throws -> Value {
    var parser = Parser(text: statement)
    // Its dates are read as the reform in force writes them, as a typed line's are.
    guard parser.hasStatementAhead(),
      case .pipeline(let pipeline) = try parser.statementAhead(reform: interpreter.settings.reform),
      !parser.hasStatementAhead()
    else { throw ScriptError(.evaluation, "quiz could not ask \(statement)", at: range) }
    // Its warnings would point into a line never typed: the quiz says the pre-reform one once
    // for the sheet, at its own statement (`QuizRequest.preReformNote`).
    let warningsBefore = interpreter.warnings.count
    defer { interpreter.warnings.removeSubrange(warningsBefore...) }
    do {
      return try interpreter.evaluate(pipeline)
    } catch let error as ScriptError where !asItsOwn {
      throw ScriptError(.evaluation, "quiz could not ask \(statement): \(error.message)", at: range)
    }
  }
}
