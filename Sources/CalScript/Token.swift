/// The kinds of token the lexer produces.
public enum TokenKind: Equatable, Sendable {
  case integer
  /// `2023-02-03`
  case date
  /// `2023-02`
  case yearMonth
  /// `2024-W05`
  case isoWeek
  /// `2024-W05-3`
  case isoWeekDate
  /// `2026-Q4`
  case quarter
  /// `3d`, `2w`, `1mo`, `1y`, or a number glued to a unit: `3days`
  case shortDuration
  case identifier
  /// Text between double quotes, escapes resolved; also the bare path after `source`.
  case string
  case pipe, semicolon, newline, leftParen, rightParen, comma, dotDot, plus, minus, star, equals
  /// `==`, `!=`, `<`, `<=`, `>`, `>=`
  case comparison
  /// A lexical error in place: `text` is the message.
  case error
  case end
}

/// A token and the source range it came from.
public struct Token: Equatable, Sendable {
  public let kind: TokenKind
  /// The lexeme; for strings, the contents with escapes resolved.
  public let text: String
  public let range: SourceRange

  /// `and`, `or` or `in`: a word that joins two expressions.
  var isInfixWord: Bool { kind == .identifier && (text == "and" || text == "or" || text == "in") }

  /// The identifier `word` (a keyword of expressions: `and`, `or`, `not`, `in`).
  func isWord(_ word: String) -> Bool { kind == .identifier && text == word }

  /// The error an `.error` token stands for.
  var error: ScriptError { .syntax(text, at: range) }

  var isStatementEnd: Bool {
    kind == .semicolon || kind == .newline || kind == .end
  }

  /// Where an argument list stops.
  var endsArguments: Bool { isStatementEnd || kind == .pipe || kind == .rightParen }

  /// The token as messages name it: `'|'`, `string "x"`, `end of line`.
  var description: String {
    switch kind {
    case .end: return "end of input"
    case .newline: return "end of line"
    case .string: return "string \"\(text)\""
    default: return "'\(text)'"
    }
  }
}
