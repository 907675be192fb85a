import CalSyntax
import Testing

struct LexerTests {
  func kinds(_ text: String) throws -> [TokenKind] { try CalSyntaxTests.tokens(of: text).map(\.kind) }

  @Test func literalsAndPositions() throws {
    let tokens = try CalSyntaxTests.tokens(of: "month 2023-02 | select 2023-02-03, 2024-W05")
    #expect(
      tokens.map(\.kind) == [.identifier, .yearMonth, .pipe, .identifier, .date, .comma, .isoWeek, .end])
    #expect(tokens[4].range == SourceRange(offset: 23, length: 10))
  }

  @Test func durationsRangesAndOperators() throws {
    #expect(
      try kinds("3d 2w 1mo 1y") == [.shortDuration, .shortDuration, .shortDuration, .shortDuration, .end])
    #expect(try kinds("2024-01-01..2024-01-31") == [.date, .dotDot, .date, .end])
    #expect(try kinds("2024-03-01 - 2024-02-01") == [.date, .minus, .date, .end])
    #expect(try kinds("2024-03-01 -2") == [.date, .minus, .integer, .end])
    #expect(throws: ScriptError.self) { try CalSyntaxTests.tokens(of: "2024-03-01-2") }  // glued: not a date
    #expect(throws: ScriptError.self) { try CalSyntaxTests.tokens(of: "2023-2-3") }
    #expect(try kinds("10-3") == [.integer, .minus, .integer, .end])
    #expect(try kinds("2 * 3 + 1") == [.integer, .star, .integer, .plus, .integer, .end])
  }

  /// `$1`, `$12`: a script's argument is one name, its digits included; `$` alone is an error
  /// that says how arguments are written (issue 30).
  @Test func scriptArgumentsAreNames() throws {
    let tokens = try CalSyntaxTests.tokens(of: "year $1 + $12")
    #expect(tokens.map(\.kind) == [.identifier, .identifier, .plus, .identifier, .end])
    #expect(tokens[1].range == SourceRange(offset: 5, length: 2))
    #expect(tokens[3].range == SourceRange(offset: 10, length: 3))
    #expect(throws: ScriptError.self) { try CalSyntaxTests.tokens(of: "year $x") }
  }

  /// A character that looks like calsh's own is named where it is, not read into a word (a date
  /// written with U+2010 was "unknown unit '‐01‐01'") (#26.24).
  @Test func lookAlikesAreNamed() throws {
    func error(_ text: String) -> ScriptError? {
      do {
        _ = try CalSyntaxTests.tokens(of: text)
        return nil
      } catch { return error }
    }
    let cases: [(String, String, Int)] = [
      ("2025\u{2010}01\u{2010}01", "'\u{2010}' is U+2010 HYPHEN, not '-'", 4),
      ("2025-01-01 \u{2212} 1 day", "'\u{2212}' is U+2212 MINUS SIGN, not '-'", 11),
      ("2025-01-01 +\u{200B}1 day", "an invisible U+200B ZERO WIDTH SPACE is here: delete it", 12),
      ("3\u{00A0}days", "'\u{00A0}' is U+00A0 NO-BREAK SPACE, not a space: write a plain space", 1),
      ("month\u{3000}2025-01", "'\u{3000}' is U+3000 IDEOGRAPHIC SPACE, not a space", 5),
      ("print \u{201C}hi\u{201D}", "'\u{201C}' is U+201C LEFT DOUBLE QUOTATION MARK, not '\"'", 6),
      ("2025-01-01\u{2025}2025-01-03", "'\u{2025}' is U+2025 TWO DOT LEADER, not '..'", 10),
      ("today\u{FEFF}", "an invisible U+FEFF ZERO WIDTH NO-BREAK SPACE is here", 5),
      // Single quotes, as a Unix shell takes them: shown in double quotes, the only ones calsh reads.
      ("today + 'o.csv'", "unexpected character \"'\": calsh writes text in double quotes", 8),
      ("print x's; print \"it's\"", "unexpected character \"'\": calsh writes text in double quotes", 7),
    ]
    for (text, message, offset) in cases {
      let found = error(text)
      #expect(found?.message.hasPrefix(message) == true, "\(text): \(found?.message ?? "no error")")
      #expect(found?.range.offset == offset, "\(text)")
    }
    // Other characters stay parts of words, and look-alikes inside strings are text.
    #expect(try kinds("let 祝日 = 3") == [.identifier, .identifier, .equals, .integer, .end])
    #expect(try kinds("print \"a\u{00A0}b\u{2010}c\"") == [.identifier, .string, .end])
  }

  @Test func ordinalsAreWords() throws {
    // `every month on 1st mon`: an ordinal is a word, not a duration with an unknown unit.
    #expect(
      try kinds("1st 2nd 3rd 4th 22ND 3d") == [
        .identifier, .identifier, .identifier, .identifier, .identifier, .shortDuration, .end,
      ])
  }

  @Test func commentsNewlinesAndParentheses() throws {
    #expect(try kinds("today # a comment\ntoday") == [.identifier, .newline, .identifier, .end])
    #expect(try kinds("(today\n+ 1)") == [.leftParen, .identifier, .plus, .integer, .rightParen, .end])
  }

  /// After an output stage `>` and `>>` are a redirection and a bare path follows; elsewhere `>`
  /// compares, and one written as a redirection is an error that says where one goes (QA 3).
  @Test func redirectionsFollowOutputStages() throws {
    let tokens = try CalSyntaxTests.tokens(of: "holidays jp 2025 | ics > out/jp-2025.ics")
    #expect(tokens.suffix(3).map(\.kind) == [.redirect, .string, .end])
    #expect(tokens[6].text == "out/jp-2025.ics" && tokens[5].range == SourceRange(offset: 23, length: 1))
    #expect(try kinds("month 2025-02 | csv >> \"a b.csv\"").suffix(3) == [.redirect, .string, .end])
    #expect(try kinds("strip today 14 > ~/s.txt").suffix(3) == [.redirect, .string, .end])
    // A name in single quotes, as a Unix shell takes it, would keep its quotes: refused, with the
    // name to write; in double quotes it is the name as written.
    let quoted = try #require(
      Lexer.scan("month 2025-02 | csv > 'o.csv'", lexicon: testLexicon).first { $0.kind == .error })
    #expect(quoted.text.hasPrefix("single quotes are not quotes in calsh: write \"o.csv\""))
    #expect(try kinds("month 2025-02 | csv > \"'o.csv'\"").suffix(3) == [.redirect, .string, .end])
    #expect(try kinds("days 2025-01 | where day > 40 | count").contains(.comparison))
    #expect(try kinds("days 2025-01 | where hebrew.month > hebrew.day").contains(.comparison))
    #expect(try kinds("(days 2025-01 | csv) >= 3").contains(.comparison))
    // A `#` inside a path is the path's; one after a blank starts a comment; `>` is no file's name.
    #expect(
      try CalSyntaxTests.tokens(of: "month 2025-02 | csv > c#1.csv # note").suffix(2).first?.text == "c#1.csv"
    )
    #expect(try kinds("month 2025-02 | csv > > f").suffix(4) == [.redirect, .redirect, .string, .end])
    for misplaced in ["easter 2025 > x.ics", "month 2025-02 | pad > /tmp/m", "easter 2025 >> x"] {
      let error = try #require(Lexer.scan(misplaced, lexicon: testLexicon).first { $0.kind == .error })
      #expect(error.text.contains("a redirection follows an output stage"))
    }
  }

  @Test func stringsAndBarePaths() throws {
    let tokens = try CalSyntaxTests.tokens(of: #"source lib/x.cal; "a \"b\"""#)
    #expect(tokens[1].kind == .string && tokens[1].text == "lib/x.cal")
    #expect(tokens[3].kind == .string && tokens[3].text == #"a "b""#)
  }

  @Test func errorsArePositioned() {
    #expect(throws: ScriptError.self) { try CalSyntaxTests.tokens(of: "today @") }
    do {
      _ = try CalSyntaxTests.tokens(of: "today \"open")
    } catch {
      #expect(error.range.offset == 6)
      #expect(error.message.contains("unterminated string"))
    }
  }

  @Test func lexerEndsLinesAtCRLFAndCR() throws {
    let kinds = try kinds("a # note\rb\r\nc\nd")
    #expect(
      kinds == [.identifier, .newline, .identifier, .newline, .identifier, .newline, .identifier, .end])
  }
}
