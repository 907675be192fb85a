import CalRender

/// The one place errors become text: `FILE:LINE:COLUMN: error: MESSAGE`, the source line, and a
/// caret under the offending text.
public struct DiagnosticRenderer {
  public var color: Bool

  public init(color: Bool = false) { self.color = color }

  public func render(_ error: ScriptError) -> String {
    guard let source = error.source else { return "calsh: error: \(error.message)\n" }
    let (line, column, lineText) = source.location(of: error.range.offset)
    let prefixWidth = displayWidth(String(lineText.unicodeScalars.prefix(column - 1)))
    let rest = String(lineText.unicodeScalars.dropFirst(column - 1))
    let markWidth = max(
      1, min(displayWidth(String(rest.utf8.prefix(error.range.length)) ?? rest), displayWidth(rest)))
    let label = color ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
    var text = "\(source.name):\(line):\(column): \(label) \(error.message)\n"
    text += lineText + "\n"
    text +=
      String(repeating: " ", count: prefixWidth) + "^" + String(repeating: "~", count: markWidth - 1) + "\n"
    return text
  }
}
