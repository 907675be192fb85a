import CalendarCore

/// Writing text into SVG and HTML: escaping, the font stacks and lengths in millimetres.
public enum PictureText {
  /// System fonts only: a standalone file loads nothing.
  static let fontStack =
    "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"Noto Sans CJK JP\", sans-serif"
  static let monospaceStack =
    "ui-monospace, \"DejaVu Sans Mono\", \"Noto Sans Mono\", Menlo, Consolas, monospace"

  /// A number or amount (`-16.65`, `#3`, `1,200`): written left to right even in a right-to-left
  /// document, or its minus would show at the end.
  static func isNumber(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 })
      && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || "-+.,#% ".utf8.contains($0) }
  }

  /// Whether `text` reads left to right by its first letter (Unicode's first strong character):
  /// an English note or an English holiday name in a right-to-left document is isolated by it.
  static func readsLeftToRight(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
        return false
      default: return true
      }
    }
    return false
  }

  /// `text` with `& < > "` escaped, for element text and attribute values alike.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Text without the terminal's colour codes (`ESC [ … m`).
  public static func withoutEscapes(_ text: String) -> String {
    guard text.utf8.contains(0x1B) else { return text }
    var result = String.UnicodeScalarView()
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// Characters XML 1.0 cannot hold (control characters but tab and line ends) are dropped.
  static func xmlSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isForbidden) else { return escaped(text) }
    return escaped(String(String.UnicodeScalarView(text.unicodeScalars.filter { !isForbidden($0) })))
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
      || scalar.value == 0xFFFE || scalar.value == 0xFFFF
  }

  /// Words of `text` in lines of at most `width` characters (a longer word stands alone).
  public static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, displayWidth(line) + 1 + displayWidth(String(word)) > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `wrapped`, a word longer than `width` cut into pieces that fit (a long URL in a table cell).
  public static func wrappedAndCut(_ text: String, width: Int) -> [String] {
    guard displayWidth(text) > width else { return [text] }
    var lines: [String] = []
    for line in wrapped(text, width: width) {
      guard displayWidth(line) > width else {
        lines.append(line)
        continue
      }
      var piece = ""
      var pieceWidth = 0
      for character in line {
        let characterWidth = displayWidth(String(character))
        if pieceWidth + characterWidth > width, !piece.isEmpty {
          lines.append(piece)
          (piece, pieceWidth) = ("", 0)
        }
        piece.append(character)
        pieceWidth += characterWidth
      }
      if !piece.isEmpty { lines.append(piece) }
    }
    return lines
  }
}

extension Output {
  /// Tenths of a millimetre as millimetres: `123` is `12.3`.
  func write(tenths value: Int) {
    if value < 0 { write(byte: UInt8(ascii: "-")) }
    let magnitude = abs(value)
    write(decimal: magnitude / 10)
    if magnitude % 10 != 0 {
      write(byte: UInt8(ascii: "."))
      write(byte: UInt8(magnitude % 10) + 0x30)
    }
  }

  /// Text escaped for XML and HTML.
  func write(escaped text: String) {
    write(PictureText.xmlSafe(text))
  }

  /// `YYYY-MM-DD`, `data-date`'s form.
  func write(isoDate date: CivilDate) {
    write(year: date.year, month: date.month, day: date.day)
  }
}
