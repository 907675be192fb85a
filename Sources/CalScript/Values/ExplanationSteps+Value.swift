import CalRender
import CalSyntax
import CalendarCore

/// What `explain` gives: its numbered steps, marked as an explanation so `html`, `svg` and `md`
/// draw it as a handout (text that merely looks numbered stays text). To the user it is the
/// text it prints: it prints, compares and writes to JSON as that text, and errors name it an
/// explanation.
extension ExplanationSteps: ScalarValue {
  public var kindName: String { "explanation" }
  public var plural: String { "explanations" }
  public var truth: Bool? { !steps.isEmpty }

  public func line(reform: Reform) -> String { text }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    switch other {
    case .string(let string): return string == text
    case .scalar(let value as ExplanationSteps): return value.steps == steps
    default: return nil
    }
  }
}
