/// The kinds of token the lexer produces.
public enum TokenKind: Equatable, Sendable {
  case integer
  /// `20.5`: a decimal number, read as an exact amount
  case decimal
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
  /// `15:30`, `15:30:05`, `15:30:05.123456789`: a time of day
  case time
  /// `2025-03-30T01:30[:SS[.fff]]`, with `Z`, an offset (`+09:00`) and `[Zone/Name]` if written
  case dateTime
  /// `@1700000000`, `@1700000000.123`: a Unix timestamp
  case timestamp
  /// `Europe/Berlin`, `America/Argentina/Buenos_Aires`: a zone's name, read as one word when its
  /// first part is one of the database's areas (`Lexer.zoneAreas`)
  case zoneName
  case identifier
  /// Text between double quotes, escapes resolved; also the bare path after `source`.
  case string
  case pipe, semicolon, newline, leftParen, rightParen, comma, dotDot, plus, minus, star, slash, percent,
    equals
  /// `==`, `!=`, `<`, `<=`, `>`, `>=`
  case comparison
  /// `>` or `>>` after an output stage (`| csv > out.csv`): a redirection, its path the string
  /// after it (`Redirection`).
  case redirect
  /// A lexical error in place: `text` is the message.
  case error
  case end
}

/// The words the lexer and parser treat specially, recognised once when an identifier is read,
/// so no later check compares text.
package enum Keyword: UInt8, Sendable {
  case none, `let`, set, and, or, not, `in`, holidays, source, load, workday, workdays
}

/// A token: its kind and the source range it came from, as `Lexer.scan` and `Lexer.tokens` give
/// it. The lexeme itself stays in the source bytes, so lexing makes no `String` except for the
/// contents of a string literal and the message of an error.
public struct Token: Equatable, Sendable {
  public let kind: TokenKind
  public let range: SourceRange
  /// For a string, its contents with escapes resolved; for an error, the message; else empty.
  public let text: String

  package init(_ token: LexedToken, texts: [String]) {
    kind = token.kind
    range = token.range
    text = token.text >= 0 ? texts[Int(token.text)] : ""
  }

  /// The error an `.error` token stands for.
  package var error: ScriptError { .syntax(text, at: range) }
}

/// A token as the parser reads it: plain data, its text (if any) kept in a list beside the
/// tokens, so a line's tokens are copied and dropped without reference counting.
package struct LexedToken {
  package let kind: TokenKind
  package let range: SourceRange
  /// For an identifier: the keyword it is, if any.
  package let keyword: Keyword
  /// For an identifier: its entry in the `CommandLexicon`, or -1 when it names no command.
  package let command: Int32
  /// For a string or an error: the index of its contents or message in the texts beside the
  /// tokens; else -1.
  package let text: Int32

  package init(
    kind: TokenKind, range: SourceRange, keyword: Keyword = .none, command: Int = -1, text: Int = -1
  ) {
    self.kind = kind
    self.range = range
    self.keyword = keyword
    self.command = Int32(command)
    self.text = Int32(text)
  }

  /// `and`, `or` or `in`: a word that joins two expressions.
  package var isInfixWord: Bool { keyword == .and || keyword == .or || keyword == .in }

  /// The identifier is the keyword `word`.
  package func isWord(_ word: Keyword) -> Bool { keyword == word }

  /// The identifier names a command (or an alias of one).
  package var isCommand: Bool { command >= 0 }

  package var isStatementEnd: Bool {
    kind == .semicolon || kind == .newline || kind == .end
  }

  /// Where an argument list stops.
  /// An operator or joining word: after a value command's call, the call is an operand.
  package var continuesExpression: Bool {
    switch kind {
    case .plus, .minus, .star, .slash, .percent, .dotDot, .comparison, .equals: return true
    default: return isInfixWord
    }
  }

  package var endsArguments: Bool {
    isStatementEnd || kind == .pipe || kind == .rightParen || kind == .redirect
  }
}
