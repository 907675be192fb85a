import Ledger

/// How a message writes a name a user may type back: a column whose name is not one word
/// (`Trans Desc`, `Auftraggeber/Empfänger`) in backquotes, as the language reads it.
enum NameSpelling {
  /// The name as a list in a message writes it: bare, or in backquotes when it is not one word.
  static func written(_ name: String) -> String {
    isOneWord(name) ? name : "`" + name + "`"
  }

  /// The name alone in a message: 'category' in single quotes, `Trans Desc` in backquotes.
  static func quoted(_ name: String) -> String {
    isOneWord(name) ? "'" + name + "'" : "`" + name + "`"
  }

  /// Names as a list in a message writes them, separated by spaces.
  static func list(_ names: [String]) -> String {
    names.map(written).joined(separator: " ")
  }

  /// Whether the lexer reads `name` as one name: letters (any script), digits after the first,
  /// `_`, a `.` between parts (`hebrew.month`); no space, other punctuation or look-alike.
  private static func isOneWord(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), first != ".",
      name.unicodeScalars.last != "."
    else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      if scalar == "." { return true }
      if scalar.isASCII {
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
          || scalar == "_"
      }
      return !scalar.properties.isWhitespace && LookAlike.first(in: String(scalar)) == nil
    }
  }
}
