import Testing

@testable import CalRender

struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("~", 1), ("한", 2), ("日", 2), ("👨‍👩‍👧", 2), ("🚀", 2), ("☕", 2), ("e\u{301}", 1), ("é", 1),
    ("⏰", 2), ("🟠", 2), ("🫠", 2), ("🛸", 2), ("❤️", 2), ("❤", 1), ("🇩🇪", 2), ("👍🏽", 2), ("1️⃣", 2),
    ("\u{200D}", 0), ("\u{FE0F}", 0), ("\t", 0), ("\u{7F}", 0), ("\u{9B}", 0), ("ｱ", 1), ("Ａ", 2),
    ("\u{1100}\u{1161}\u{11A8}", 2), ("·", 1),
  ])
  func knownWidths(text: String, width: Int) {
    #expect(displayWidth(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func stringsSumTheirClusters() {
    #expect(displayWidth("abc") == 3)
    #expect(displayWidth("2023年2月") == 9)
    #expect(displayWidth("일월화") == 6)
    #expect(displayWidth("\"🚀👨‍👩‍👧\" | selct") == 14)
    #expect(displayWidth("a\u{1B}b") == 2)
    #expect(displayWidth("") == 0)
    // A base with a spacing mark takes two columns, as terminals draw it; a soft hyphen one.
    #expect(displayWidth("\u{0E01}\u{0E33}") == 2)
    #expect(displayWidth("\u{0915}\u{093F}") == 2)
    #expect(displayWidth("\u{00AD}") == 1)
  }

  /// Checked against the Unicode properties the Swift standard library carries, for every scalar
  /// assigned by Unicode 15.0 (the version the table was generated from).
  @Test func tableAgreesWithSwiftsUnicodeProperties() {
    let prependedMarks: Set<UInt32> = [
      0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD,
      0x110CD, 0xAD,
    ]
    var checked = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
        age.major < 15 || (age.major == 15 && age.minor == 0)
      else { continue }
      let width = displayWidth(of: scalar)
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .control:
        #expect(width == 0, "U+\(String(value, radix: 16))")
      case .format where !prependedMarks.contains(value):
        #expect(width == 0, "U+\(String(value, radix: 16))")
      default:
        if scalar.properties.isEmojiPresentation {
          #expect(width == 2, "U+\(String(value, radix: 16))")
        } else if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) {
          #expect(width == 2, "U+\(String(value, radix: 16))")
        } else if (0x20...0x7E).contains(value) {
          #expect(width == 1)
        }
      }
      checked += 1
    }
    #expect(checked > 140_000)
    #expect(displayWidth(of: Unicode.Scalar(0x10FFFF)!) == 1)
    #expect(displayWidth(of: Unicode.Scalar(0x3FFFD)!) == 2)
  }
}
