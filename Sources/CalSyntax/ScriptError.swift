import CalendarCore
import Ledger

/// An error in a script: what went wrong and where. Raised anywhere, printed only by
/// `DiagnosticRenderer`.
public struct ScriptError: Error, Sendable {
  public enum Kind: Sendable {
    case syntax
    /// The input stops where more must follow (an open parenthesis, a trailing `|`).
    case incomplete
    case evaluation
    /// Ctrl-C stopped an evaluation.
    case interrupted
    /// Already shown (inside a `source`d file); stops the including script without a second message.
    case reported
    /// Not an error: a note on something that runs but is likely a mistake. Shown as `warning:`;
    /// the statement runs and the exit status is unchanged.
    case warning
  }

  public var kind: Kind
  public var message: String
  public var range: SourceRange
  /// Attached by the interpreter when the error leaves the text it was raised in.
  public var source: SourceText?
  /// A result past calsh's days, raised where the reform is not known: the interpreter names
  /// the days as the reform in force writes them when it reports the error.
  @usableFromInline package var isPastTheDays = false

  public init(_ kind: Kind = .evaluation, _ message: String, at range: SourceRange) {
    self.kind = kind
    self.message = message
    self.range = range
  }

  package static func syntax(_ message: String, at range: SourceRange) -> ScriptError {
    ScriptError(.syntax, message, at: range)
  }
}

/// Runs core code, turning its `CalendarError` into a positioned `ScriptError`.
@inlinable
package func at<T>(_ range: SourceRange, _ body: () throws(CalendarError) -> T) throws(ScriptError) -> T {
  do {
    return try body()
  } catch .dateOutOfRange {
    var error = ScriptError(.evaluation, CalendarError.dateOutOfRange.message, at: range)
    error.isPastTheDays = true
    throw error
  } catch {
    throw ScriptError(.evaluation, error.message, at: range)
  }
}

/// The closest candidates by edit distance, for "did you mean" hints.
package func suggestion(for word: String, among candidates: [String]) -> String? {
  guard word.count <= 64 else { return nil }
  let lower = word.lowercased()
  // A difference of case alone is the best match (`Month`, `thismonth`); the word itself is never one.
  if let sameLetters = candidates.first(where: { $0 != word && $0.lowercased() == lower }) {
    return sameLetters
  }
  let scored = candidates.filter { $0.lowercased() != lower }.map {
    ($0, editDistance(lower, $0.lowercased()))
  }
  let best = scored.min(by: { $0.1 < $1.1 })
  if let best, best.1 <= 1 { return best.0 }
  // A beginning of exactly one candidate: `arith` for `arithmetic` (rather than `with`, two edits).
  let extensions =
    lower.count >= 3 ? candidates.filter { $0.lowercased().hasPrefix(lower) && $0.lowercased() != lower } : []
  if extensions.count == 1 { return extensions[0] }
  // Two edits or more away, a word that does not even begin alike is another word (`mar` for
  // `yaer`), not the one meant.
  if let best, best.1 <= max(1, word.count / 3 + 1), best.0.lowercased().first == lower.first {
    return best.0
  }
  return nil
}

package func didYouMean(_ word: String, among candidates: [String]) -> String {
  suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
