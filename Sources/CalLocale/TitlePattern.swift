import CalRender

/// Reads a CLDR date pattern for a month title (`MMMM y`, `y년 MMMM`, `y年M月`, `MMMM 'de' y`,
/// `LLLL y 'г'.`) into title pieces. Letters are fields and quoted text is literal (`''` a quote).
enum TitlePattern {
  /// The pieces, and whether the month name is the stand-alone form (`L`) rather than the form
  /// used inside a date (`M`). A pattern with any other field gives the English shape instead.
  static func pieces(of pattern: String) -> (pieces: [CalendarLabels.TitlePiece], standalone: Bool) {
    var pieces: [CalendarLabels.TitlePiece] = []
    var standalone = false
    var literal = ""
    var characters = pattern[...]
    func flushLiteral() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
    }
    while let character = characters.popFirst() {
      if character == "'" {
        if characters.first == "'" {
          characters.removeFirst()
          literal.append("'")
          continue
        }
        while let quoted = characters.popFirst() {
          if quoted == "'" {
            guard characters.first == "'" else { break }
            characters.removeFirst()
          }
          literal.append(quoted)
        }
        continue
      }
      guard character.isASCII, character.isLetter else {
        literal.append(character)
        continue
      }
      var count = 1
      while characters.first == character {
        characters.removeFirst()
        count += 1
      }
      flushLiteral()
      switch character {
      case "y", "Y", "u", "r": pieces.append(.year)
      case "M", "L":
        pieces.append(count >= 3 ? .monthName : .monthNumber)
        standalone = character == "L"
      default: return ([.monthName, .literal(" "), .year], true)
      }
    }
    flushLiteral()
    guard pieces.contains(.year), pieces.contains(.monthName) || pieces.contains(.monthNumber) else {
      return ([.monthName, .literal(" "), .year], true)
    }
    return (pieces, standalone || !pieces.contains(.monthName))
  }
}
