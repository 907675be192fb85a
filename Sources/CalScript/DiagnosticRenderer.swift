import CalRender
import CalSyntax

/// The one place errors (and warnings) become text: `FILE:LINE:COLUMN: error: MESSAGE`, the
/// source line, and a caret under the offending text.
public struct DiagnosticRenderer {
  public var color: Bool

  public init(color: Bool = false) { self.color = color }

  /// The diagnostic's text; with a `width`, the message after `error:` or `warning:` wrapped at
  /// it as an explanation's step is (continuation lines hanging under the message's start, or two
  /// columns in when the place before it takes more than half the line). The source line and
  /// its caret are never wrapped: the caret must stay under what it marks.
  public func render(_ error: ScriptError, width: Int? = nil) -> String {
    let isWarning = error.kind == .warning
    guard let source = error.source else {
      return wrapped(
        "calsh: \(isWarning ? "warning" : "error"): ", printable(error.message), width: width) + "\n"
    }
    let (line, column, lineText) = source.location(of: error.range.offset)
    let label =
      isWarning
      ? (color ? "\u{1B}[1;35mwarning:\u{1B}[0m" : "warning:")
      : (color ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:")
    // At the prompt the line was just typed: no file name, and a line number only when the
    // statement took several.
    let place =
      source.isTyped
      ? (source.text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) ? "line \(line): " : "")
      : "\(printable(source.name)):\(line):\(column): "
    let plainLabel = isWarning ? "warning:" : "error:"
    let header =
      wrapped("\(place)\(plainLabel) ", printable(error.message), width: width)
      .replacing(plainLabel, with: label, maxReplacements: 1) + "\n"
    guard !source.text.isEmpty else { return header }
    // The line is shown with control characters as `?`, so it cannot drive the terminal; tabs
    // are kept, and copied into the caret line so it lines up however the terminal expands them.
    let shown = String(String.UnicodeScalarView(lineText.unicodeScalars.map(visible)))
    // Widths are measured per grapheme cluster, so a ZWJ emoji sequence counts once.
    let before = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(column - 1)))
    let indent = before.split(separator: "\t", omittingEmptySubsequences: false).map {
      String(repeating: " ", count: displayWidth(String($0)))
    }
    let rest = String(shown.unicodeScalars.dropFirst(column - 1))
    let marked = String(rest.utf8.prefix(error.range.length)) ?? rest
    let markWidth = max(1, min(displayWidth(marked), displayWidth(rest)))
    return header + shown + "\n"
      + indent.joined(separator: "\t") + "^" + String(repeating: "~", count: markWidth - 1) + "\n"
  }
}

/// `head` then `message`, wrapped at `width` when given and needed (see `render`).
private func wrapped(_ head: String, _ message: String, width: Int?) -> String {
  guard let width, displayWidth(head) + displayWidth(message) > width else { return head + message }
  if displayWidth(head) * 2 <= width {
    return StepWrap.lines(of: message, prefix: head, width: width).joined(separator: "\n")
  }
  let rest = StepWrap.lines(of: message, prefix: "  ", width: width)
  return ([String(head.dropLast())] + rest).joined(separator: "\n")
}

private func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
  scalar == "\t" || (scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value)) ? scalar : "?"
}

/// A message on one line with no terminal control: control characters become `\n`, `\u{1b}`….
func printable(_ message: String) -> String {
  var result = ""
  for scalar in message.unicodeScalars {
    switch scalar.value {
    case 0x0A: result += "\\n"
    case 0x09: result += "\\t"
    case 0..<0x20, 0x7F..<0xA0: result += "\\u{" + String(scalar.value, radix: 16) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
