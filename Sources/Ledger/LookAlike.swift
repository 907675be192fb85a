/// Characters that look like calsh's own but are not (a word processor's hyphen, curly quote or
/// no-break space, a zero-width space pasted from a web page, an input method's fullwidth `３`
/// or `；`): the lexer and the file readers name them where they are instead of reading them
/// into a word ("unknown unit '‐01‐01'") or refusing the whole field.
public struct LookAlike: Sendable {
  public let scalar: UInt32
  /// The Unicode name, as the standard writes it.
  public let name: String
  /// What was most likely meant.
  let meant: Meant

  enum Meant: Sendable {
    case space, nothing, hyphen, quote, singleQuote, dotDot
    /// A mathematical sign (`≤`, `×`) whose ASCII spelling calsh reads (`<=`, `*`).
    case sign(String)
    /// The ASCII character of which this is the fullwidth form (U+FF01–FF5E).
    case ascii(UInt8)
  }

  /// The first look-alike in `bytes` and its offset, or nil.
  public static func first(in bytes: UnsafeBufferPointer<UInt8>) -> (LookAlike, offset: Int)? {
    var position = 0
    while position < bytes.count {
      if bytes[position] >= 0xC2, let (found, _) = at(position, in: bytes) { return (found, position) }
      position += 1
    }
    return nil
  }

  /// The first look-alike in `text`, or nil (a flag's value, a file's name).
  public static func first(in text: String) -> LookAlike? {
    var text = text
    return text.withUTF8 { first(in: $0)?.0 }
  }

  /// Whether this stands where a quotation mark was meant: a curly, low or fullwidth quote.
  public var isQuote: Bool {
    switch meant {
    case .quote, .singleQuote: return true
    case .ascii(let byte): return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    default: return false
    }
  }

  /// The character itself.
  public var character: String { Unicode.Scalar(scalar).map { String(Character($0)) } ?? "" }

  /// Its code point and Unicode name: `U+2018 LEFT SINGLE QUOTATION MARK`.
  public var codePoint: String {
    let hex = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " " + name
  }

  /// The look-alike that starts at `position` of `bytes` and its length in bytes, or nil.
  public static func at(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (LookAlike, length: Int)? {
    let lead = bytes[position]
    guard lead >= 0xC2 else { return nil }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard position + length <= bytes.count else { return nil }
    var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = bytes[position + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    if let found = table[scalar] { return (found, length) }
    guard scalar >= 0xFF01, scalar <= 0xFF5E else { return nil }
    let ascii = UInt8(scalar - 0xFEE0)
    return (LookAlike(scalar: scalar, name: "FULLWIDTH " + asciiName(ascii), meant: .ascii(ascii)), length)
  }

  /// The error the lexer and the file readers give for it: the character, its code point and name, and what to write.
  public var message: String {
    let named = codePoint
    switch meant {
    case .space: return "'\(character)' is \(named), not a space: write a plain space"
    case .nothing: return "an invisible \(named) is here: delete it"
    case .hyphen: return "'\(character)' is \(named), not '-': write '-' (the keyboard's hyphen-minus)"
    case .quote: return "'\(character)' is \(named), not '\"': strings are written in straight quotes \"…\""
    case .singleQuote:
      return "'\(character)' is \(named): strings are written in straight double quotes \"…\""
    case .dotDot: return "'\(character)' is \(named), not '..': a range is written with two full stops"
    case .sign(let plain): return "'\(character)' is \(named), not '\(plain)': write '\(plain)'"
    case .ascii(let byte):
      let plain = String(decoding: [byte], as: UTF8.self)
      return "'\(character)' is \(named), not '\(plain)': write '\(plain)'"
    }
  }

  private static let table: [UInt32: LookAlike] = {
    var table: [UInt32: LookAlike] = [:]
    let entries: [(UInt32, String, Meant)] = [
      (0x00A0, "NO-BREAK SPACE", .space), (0x2000, "EN QUAD", .space), (0x2001, "EM QUAD", .space),
      (0x2002, "EN SPACE", .space), (0x2003, "EM SPACE", .space), (0x2004, "THREE-PER-EM SPACE", .space),
      (0x2005, "FOUR-PER-EM SPACE", .space), (0x2006, "SIX-PER-EM SPACE", .space),
      (0x2007, "FIGURE SPACE", .space), (0x2008, "PUNCTUATION SPACE", .space), (0x2009, "THIN SPACE", .space),
      (0x200A, "HAIR SPACE", .space), (0x202F, "NARROW NO-BREAK SPACE", .space),
      (0x205F, "MEDIUM MATHEMATICAL SPACE", .space), (0x3000, "IDEOGRAPHIC SPACE", .space),
      (0x200B, "ZERO WIDTH SPACE", .nothing), (0x200C, "ZERO WIDTH NON-JOINER", .nothing),
      (0x200D, "ZERO WIDTH JOINER", .nothing), (0x2060, "WORD JOINER", .nothing),
      (0xFEFF, "ZERO WIDTH NO-BREAK SPACE", .nothing),
      (0x2010, "HYPHEN", .hyphen), (0x2011, "NON-BREAKING HYPHEN", .hyphen), (0x2012, "FIGURE DASH", .hyphen),
      (0x2013, "EN DASH", .hyphen), (0x2014, "EM DASH", .hyphen), (0x2015, "HORIZONTAL BAR", .hyphen),
      (0x2212, "MINUS SIGN", .hyphen), (0xFE63, "SMALL HYPHEN-MINUS", .hyphen),
      (0xFF0D, "FULLWIDTH HYPHEN-MINUS", .hyphen),
      (0x201C, "LEFT DOUBLE QUOTATION MARK", .quote), (0x201D, "RIGHT DOUBLE QUOTATION MARK", .quote),
      (0x201E, "DOUBLE LOW-9 QUOTATION MARK", .quote),
      (0x2018, "LEFT SINGLE QUOTATION MARK", .singleQuote),
      (0x2019, "RIGHT SINGLE QUOTATION MARK", .singleQuote),
      (0x201A, "SINGLE LOW-9 QUOTATION MARK", .singleQuote),
      (0x2025, "TWO DOT LEADER", .dotDot), (0x2026, "HORIZONTAL ELLIPSIS", .dotDot),
      (0x2264, "LESS-THAN OR EQUAL TO", .sign("<=")), (0x2A7D, "LESS-THAN OR SLANTED EQUAL TO", .sign("<=")),
      (0x2266, "LESS-THAN OVER EQUAL TO", .sign("<=")),
      (0x2265, "GREATER-THAN OR EQUAL TO", .sign(">=")),
      (0x2A7E, "GREATER-THAN OR SLANTED EQUAL TO", .sign(">=")),
      (0x2267, "GREATER-THAN OVER EQUAL TO", .sign(">=")),
      (0x2260, "NOT EQUAL TO", .sign("!=")), (0x2A75, "TWO CONSECUTIVE EQUALS SIGNS", .sign("==")),
      (0x00D7, "MULTIPLICATION SIGN", .sign("*")), (0x2217, "ASTERISK OPERATOR", .sign("*")),
      (0x22C5, "DOT OPERATOR", .sign("*")), (0x00F7, "DIVISION SIGN", .sign("/")),
      (0x2215, "DIVISION SLASH", .sign("/")),
    ]
    for (scalar, name, meant) in entries {
      table[scalar] = LookAlike(scalar: scalar, name: name, meant: meant)
    }
    return table
  }()

  /// The Unicode name of a printable ASCII character (its fullwidth form's name without "FULLWIDTH").
  private static func asciiName(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return "DIGIT "
        + ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"][
          Int(byte - UInt8(ascii: "0"))]
    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return "LATIN CAPITAL LETTER " + String(decoding: [byte], as: UTF8.self)
    case UInt8(ascii: "a")...UInt8(ascii: "z"):
      return "LATIN SMALL LETTER " + String(decoding: [byte - 0x20], as: UTF8.self)
    default:
      return punctuationNames[byte] ?? "CHARACTER"
    }
  }

  private static let punctuationNames: [UInt8: String] = [
    0x21: "EXCLAMATION MARK", 0x22: "QUOTATION MARK", 0x23: "NUMBER SIGN", 0x24: "DOLLAR SIGN",
    0x25: "PERCENT SIGN", 0x26: "AMPERSAND", 0x27: "APOSTROPHE", 0x28: "LEFT PARENTHESIS",
    0x29: "RIGHT PARENTHESIS", 0x2A: "ASTERISK", 0x2B: "PLUS SIGN", 0x2C: "COMMA", 0x2D: "HYPHEN-MINUS",
    0x2E: "FULL STOP", 0x2F: "SOLIDUS", 0x3A: "COLON", 0x3B: "SEMICOLON", 0x3C: "LESS-THAN SIGN",
    0x3D: "EQUALS SIGN", 0x3E: "GREATER-THAN SIGN", 0x3F: "QUESTION MARK", 0x40: "COMMERCIAL AT",
    0x5B: "LEFT SQUARE BRACKET", 0x5C: "REVERSE SOLIDUS", 0x5D: "RIGHT SQUARE BRACKET",
    0x5E: "CIRCUMFLEX ACCENT", 0x5F: "LOW LINE", 0x60: "GRAVE ACCENT", 0x7B: "LEFT CURLY BRACKET",
    0x7C: "VERTICAL LINE", 0x7D: "RIGHT CURLY BRACKET", 0x7E: "TILDE",
  ]
}
