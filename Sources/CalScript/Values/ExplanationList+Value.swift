import CalRender
import CalSyntax
import CalendarCore

/// What `explain` gives over a range or list: one explanation each, in order. To the user it is
/// the text it prints, as one explanation is.
extension ExplanationList: ScalarValue {
  public var kindName: String { "explanation" }
  public var plural: String { "explanations" }
  public var truth: Bool? { !explanations.isEmpty }

  public func line(reform: Reform) -> String { text }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    switch other {
    case .string(let string): return string == text
    case .scalar(let value as ExplanationList): return value == self
    default: return nil
    }
  }
}
