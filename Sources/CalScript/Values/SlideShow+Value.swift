import CalRender
import CalSyntax
import CalendarCore

/// `slides` off a terminal: its pages of text, a form feed apart. To the user it is that text;
/// as a value (`| json`, comparisons) each step is one line, unwrapped, as JSON is nowhere wrapped.
extension SlideShow: ScalarValue {
  public var kindName: String { "string" }
  public var plural: String { "strings" }
  public var truth: Bool? { !slides.isEmpty }

  public func line(reform: Reform) -> String { pages(width: Int.max / 2) }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    switch other {
    case .string(let string): return string == line(reform: .proleptic)
    case .scalar(let value as SlideShow): return value == self
    default: return nil
    }
  }
}
