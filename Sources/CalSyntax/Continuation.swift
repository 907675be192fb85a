/// Follows strings (with their `\` escapes), `` `names` ``, comments, parentheses, the bare path
/// after `source`, `load`, `holidays load` and an output stage's `>`/`>>`, and the locale name
/// after `set locale` as the lexer reads them, a line at a time, to tell whether the text so far
/// needs more lines before it can run: a parenthesis left open, or a last line ending in `|`.
/// Fed line by line, a long script is scanned once. The continuation fuzz target checks it
/// against the lexer.
public struct ContinuationScanner {
  private var depth = 0
  private var last: UInt8 = 0
  /// The next token begins a statement or a stage (after `;`, `|`, `(` or a line end outside
  /// parentheses): where `source` and `load` take a bare path.
  private var atStart = true
  /// The last token was `holidays` at a statement's start, so a `load` now takes a path too.
  private var afterHolidays = false
  /// The last token was `set` at a statement's start.
  private var afterSet = false
  /// The last tokens were `set locale`, so a word now is a locale name (`de_DE.UTF-8`).
  private var afterSetLocale = false
  /// How much of `let NAME =` at a statement's start the last tokens are: a `load` after all
  /// three takes a bare path.
  private var letWords = 0
  /// The stage being read began with an output command (`csv`, `ics` …): a `>` is a redirection.
  private var inOutputStage = false
  /// `inOutputStage` of the stages around each open parenthesis.
  private var outerOutputStages: [Bool] = []

  /// The command words: a stage that starts with an output stage's takes a redirection.
  private let lexicon: CommandLexicon

  public init(lexicon: CommandLexicon) { self.lexicon = lexicon }

  /// Takes one more line, without its line break. Strings and comments end with the line.
  public mutating func feed(_ line: String) {
    var line = line
    line.withUTF8 { feed($0) }
  }

  /// Takes one more line's bytes, without its line break.
  package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    if depth == 0 {
      // A line end outside parentheses ends the statement, as the lexer's newline token does.
      atStart = true
      inOutputStage = false
      afterHolidays = false
      afterSet = false
      afterSetLocale = false
      letWords = 0
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
        continue
      }
      if afterSetLocale, isIdentifierStart(byte) {
        index = skipLocaleName(bytes, from: index)
        afterSetLocale = false
        atStart = false
        continue
      }
      if isWordByte(byte) {
        let wordStart = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        // `hebrew.month`: one identifier with its dot, as the lexer reads it.
        if isIdentifierStart(byte) {
          while index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."),
            isIdentifierStart(bytes[index + 1])
          {
            index += 1
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
          }
        }
        last = bytes[index - 1]
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
        let takesPath =
          atStart && (spells(word, "source") || spells(word, "load"))
          || (afterHolidays || letWords == 3) && spells(word, "load")
        letWords = atStart && spells(word, "let") ? 1 : letWords == 1 && isIdentifierStart(byte) ? 2 : 0
        if atStart { inOutputStage = isIdentifierStart(byte) && isOutputStage(word) }
        afterSetLocale = afterSet && spells(word, "locale")
        afterSet = atStart && spells(word, "set")
        afterHolidays = atStart && spells(word, "holidays")
        atStart = false
        if takesPath { index = skipBarePath(bytes, from: index) }
        continue
      }
      afterHolidays = false
      afterSet = false
      afterSetLocale = false
      let equals =
        byte == UInt8(ascii: "=") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "="))
      letWords = letWords == 2 && equals ? 3 : 0
      if atStart, byte != UInt8(ascii: "(") { inOutputStage = false }
      switch byte {
      case UInt8(ascii: "#"): return
      case UInt8(ascii: "\""), UInt8(ascii: "`"):
        index = skipQuoted(bytes, from: index + 1, to: byte)
        last = byte
        atStart = false
        continue
      case UInt8(ascii: ">")
      where inOutputStage && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "=")):
        // A redirection (`| csv > out.csv`): its path is bare, as after `source`.
        index += index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">") ? 2 : 1
        last = byte
        atStart = false
        index = skipBarePath(bytes, from: index)
        continue
      case UInt8(ascii: "("):
        depth += 1
        outerOutputStages.append(inOutputStage)
        inOutputStage = false
        atStart = true
      case UInt8(ascii: ")"):
        depth = max(0, depth - 1)
        inOutputStage = outerOutputStages.popLast() ?? false
        atStart = false
      case UInt8(ascii: ";"), UInt8(ascii: "|"):
        atStart = true
        inOutputStage = false
      default: atStart = false
      }
      last = byte
      index += 1
    }
  }

  /// Whether `word` names an output stage (`csv`, `ics` …).
  private func isOutputStage(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    let entry = lexicon.entry(of: word)
    return entry >= 0 && lexicon.isOutputStage(entry)
  }

  /// The word is exactly `text`.
  private func spells(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard word.count == text.utf8CodeUnitCount else { return false }
    for position in 0..<word.count where word[position] != text.utf8Start[position] { return false }
    return true
  }

  /// Whether a line on its own could need more lines: only an open parenthesis or a `|` can
  /// leave a statement open, so a line with neither is complete without being scanned.
  package static func mayNeedMore(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "|") { return true }
    return false
  }

  public var needsMore: Bool { depth > 0 || last == UInt8(ascii: "|") }

  /// Letters, digits, `_` and every byte of a non-ASCII character, as the lexer's identifiers.
  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
      || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Past a string's closing quote, or a `` `name` ``'s closing backquote (a name has no
  /// escapes), or the line's end, where an open one ends.
  private func skipQuoted(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to close: UInt8) -> Int {
    var index = start
    while index < bytes.count {
      if close == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == close { return index + 1 }
      index += 1
    }
    return bytes.count
  }

  /// Letters, `_` and every byte of a non-ASCII character: where the lexer's identifiers start.
  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  /// Past the locale name after `set locale`: up to a blank or one of `; | # ( ) " ,`, as the
  /// lexer's `localeName`.
  private mutating func skipLocaleName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let stops: [UInt8] = [
      0x20, 0x09, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: ","),
    ]
    var index = start
    while index < bytes.count, !stops.contains(bytes[index]) {
      last = bytes[index]
      index += 1
    }
    return index
  }

  /// Past the unquoted path after `source`/`load`, as the lexer's `barePath`: blanks, then
  /// everything up to a blank, `;`, `|` or `)`; a `#` inside the path is the path's. A quoted
  /// path, a `>`/`<` and a `#` at the word's start are left to be read as the lexer reads them.
  private mutating func skipBarePath(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    let notPaths: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "#")]
    guard index < bytes.count, !notPaths.contains(bytes[index]) else { return index }
    let stops: [UInt8] = [0x20, 0x09, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: ")")]
    while index < bytes.count, !stops.contains(bytes[index]) {
      last = bytes[index]
      index += 1
    }
    return index
  }
}

/// Whether `text` needs more lines before it can run (see `ContinuationScanner`).
public func needsMoreInput(_ text: String, lexicon: CommandLexicon) -> Bool {
  var scanner = ContinuationScanner(lexicon: lexicon)
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
