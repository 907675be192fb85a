import CalSyntax
import CalendarCore

/// The errors of the core's time types as positioned script errors, in their own words.
func timeError(_ error: any Error, at range: SourceRange) -> ScriptError {
  let message: String
  switch error {
  case let error as TimeError: message = error.message
  case let error as WallTimeError: message = error.message
  case let error as ZonedArithmeticError: message = error.message
  case let error as ZoneLookupError: message = error.message
  case let error as CalendarError: message = error.message
  default: message = "\(error)"
  }
  return ScriptError(.evaluation, message, at: range)
}

/// `body`, its core error made a positioned script error.
func atTime<T>(_ range: SourceRange, _ body: () throws -> T) throws(ScriptError) -> T {
  do {
    return try body()
  } catch let error as ScriptError {
    throw error
  } catch {
    throw timeError(error, at: range)
  }
}
