/// Follows strings (with their `\` escapes), comments and parentheses as the lexer does, a line
/// at a time, to tell whether the text so far needs more lines before it can run: a parenthesis
/// left open, or a last line ending in `|`. Fed line by line, a long script is scanned once.
public struct ContinuationScanner {
  private var depth = 0
  private var last: UInt8 = 0

  public init() {}

  /// Takes one more line, without its line break. Strings and comments end with the line.
  public mutating func feed(_ line: String) {
    var inString = false
    var escaped = false
    for byte in line.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "#"): return
      case UInt8(ascii: "\""):
        inString = true
        last = byte
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth = max(0, depth - 1)
      default: break
      }
      if byte != 0x20 && byte != 0x09 && byte != 0x0D { last = byte }
    }
  }

  public var needsMore: Bool { depth > 0 || last == UInt8(ascii: "|") }
}

/// Whether `text` needs more lines before it can run (see `ContinuationScanner`).
public func needsMoreInput(_ text: String) -> Bool {
  var scanner = ContinuationScanner()
  // Split at LF bytes: `String.split` would keep CR LF, one Character, together.
  for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
    scanner.feed(String(decoding: line, as: UTF8.self))
  }
  return scanner.needsMore
}
