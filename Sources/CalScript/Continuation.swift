/// Follows strings (with their `\` escapes), comments, parentheses and the bare path after
/// `source`, `load` and `holidays load` as the lexer does, a line at a time, to tell whether the
/// text so far needs more lines before it can run: a parenthesis left open, or a last line ending
/// in `|`. Fed line by line, a long script is scanned once.
public struct ContinuationScanner {
  private var depth = 0
  private var last: UInt8 = 0
  /// The next token begins a statement or a stage (after `;`, `|`, `(` or a line end outside
  /// parentheses): where `source` and `load` take a bare path.
  private var atStart = true
  /// The statement began with `holidays`, so a `load` right after it takes a path too.
  private var afterHolidays = false

  public init() {}

  /// Takes one more line, without its line break. Strings and comments end with the line.
  public mutating func feed(_ line: String) {
    var line = line
    line.withUTF8 { feed($0) }
  }

  /// Takes one more line's bytes, without its line break.
  mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    if depth == 0 { atStart = true }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
        continue
      }
      if isWordByte(byte) {
        let wordStart = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        last = bytes[index - 1]
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
        let takesPath =
          atStart && (spells(word, "source") || spells(word, "load")) || afterHolidays && spells(word, "load")
        afterHolidays = atStart && spells(word, "holidays")
        atStart = false
        if takesPath { index = skipBarePath(bytes, from: index) }
        continue
      }
      afterHolidays = false
      switch byte {
      case UInt8(ascii: "#"): return
      case UInt8(ascii: "\""):
        index = skipString(bytes, from: index + 1)
        last = byte
        atStart = false
        continue
      case UInt8(ascii: "("):
        depth += 1
        atStart = true
      case UInt8(ascii: ")"):
        depth = max(0, depth - 1)
        atStart = false
      case UInt8(ascii: ";"), UInt8(ascii: "|"): atStart = true
      default: atStart = false
      }
      last = byte
      index += 1
    }
  }

  /// The word is exactly `text`.
  private func spells(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard word.count == text.utf8CodeUnitCount else { return false }
    for position in 0..<word.count where word[position] != text.utf8Start[position] { return false }
    return true
  }

  /// Whether a line on its own could need more lines: only an open parenthesis or a `|` can
  /// leave a statement open, so a line with neither is complete without being scanned.
  static func mayNeedMore(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "|") { return true }
    return false
  }

  public var needsMore: Bool { depth > 0 || last == UInt8(ascii: "|") }

  /// Letters, digits, `_` and every byte of a non-ASCII character, as the lexer's identifiers.
  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
      || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Past a string's closing quote (or the line's end, where an open string ends).
  private func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
      index += 1
    }
    return bytes.count
  }

  /// Past the unquoted path after `source`/`load`: blanks, then everything up to a blank, `;`,
  /// `|`, `#` or `)`. A quoted path is left to be read as a string.
  private mutating func skipBarePath(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count, bytes[index] != UInt8(ascii: "\"") else { return index }
    let stops: [UInt8] = [
      0x20, 0x09, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: ")"),
    ]
    while index < bytes.count, !stops.contains(bytes[index]) {
      last = bytes[index]
      index += 1
    }
    return index
  }
}

/// Whether `text` needs more lines before it can run (see `ContinuationScanner`).
public func needsMoreInput(_ text: String) -> Bool {
  var scanner = ContinuationScanner()
  // Lines end at LF, CR LF or a CR alone, as the lexer and `LineReader` read them (bytes, as
  // `String.split` would keep CR LF, one Character, together). A CR LF gives an empty line
  // between its two bytes, which changes nothing.
  var text = text
  text.withUTF8 { bytes in
    var lineStart = 0
    for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D {
      scanner.feed(UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
      lineStart = index + 1
    }
    scanner.feed(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
  }
  return scanner.needsMore
}
