/// Characters that look like calsh's own but are not (a word processor's hyphen or no-break
/// space, a zero-width space pasted from a web page): the lexer names them where they are instead
/// of reading them into a word ("unknown unit '‐01‐01'").
struct LookAlike {
  let scalar: UInt32
  /// The Unicode name, as the standard writes it.
  let name: String
  /// What was most likely meant.
  let meant: Meant

  enum Meant {
    case space, nothing, hyphen, quote, dotDot
  }

  /// The look-alike that starts at `position` of `bytes` and its length in bytes, or nil.
  static func at(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (LookAlike, length: Int)? {
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
    guard let found = table[scalar] else { return nil }
    return (found, length)
  }

  /// The error the lexer gives for it: the character, its code point and name, and what to write.
  var message: String {
    let character = Unicode.Scalar(scalar).map { String(Character($0)) } ?? ""
    let hex = String(scalar, radix: 16, uppercase: true)
    let named = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " " + name
    switch meant {
    case .space: return "'\(character)' is \(named), not a space: write a plain space"
    case .nothing: return "an invisible \(named) is here: delete it"
    case .hyphen: return "'\(character)' is \(named), not '-': write '-' (the keyboard's hyphen-minus)"
    case .quote: return "'\(character)' is \(named), not '\"': strings are written in straight quotes \"…\""
    case .dotDot: return "'\(character)' is \(named), not '..': a range is written with two full stops"
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
      (0x201E, "DOUBLE LOW-9 QUOTATION MARK", .quote), (0x2025, "TWO DOT LEADER", .dotDot),
    ]
    for (scalar, name, meant) in entries {
      table[scalar] = LookAlike(scalar: scalar, name: name, meant: meant)
    }
    return table
  }()
}
