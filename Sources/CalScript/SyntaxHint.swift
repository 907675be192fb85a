import CalendarCore

/// What a syntax error means in the statement it is in, where the parser words it without that
/// context: `nth 1+1 mon 2024-11` reads `(nth 1) + 1 mon`, and 'mon' is then no unit of a
/// duration, but the user wrote nth's N as a sum.
enum SyntaxHint {
  /// `error` reworded for its statement in `source`, or as it is.
  static func adding(to error: ScriptError, in source: SourceText) -> ScriptError {
    guard error.kind == .syntax, error.message.hasPrefix("unknown unit '") else { return error }
    let bytes = Array(source.text.utf8)
    let (offset, end) = (error.range.offset, error.range.offset + error.range.length)
    guard offset >= 0, end <= bytes.count else { return error }
    let word = String(decoding: bytes[offset..<end], as: UTF8.self)
    guard Weekday(name: word) != nil else { return error }
    // The statement so far: from the last `;`, `|` or line break before the word.
    let separators: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "\n")]
    let start = bytes[..<offset].lastIndex { separators.contains($0) }.map { $0 + 1 } ?? 0
    let before = String(decoding: bytes[start..<offset], as: UTF8.self)
    let words = before.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2, words[0] == "nth" else { return error }
    let number = words[1].trimmingSpaces()
    var hinted = error
    hinted.message =
      "nth takes N WEEKDAY MONTH (nth 2 \(word) 2024-11); after \(number), '\(word)' reads as a duration's "
      + "unit: put a computed N in parentheses: nth (\(number)) \(word) …"
    return hinted
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
