import CalSyntax
import Testing

struct ParserTests {
  /// Each statement of the text, as parsed (`ok`) or as the message of its error.
  func outcomes(_ text: String) -> [String] {
    var parser = Parser(text: text, lexicon: testLexicon)
    var results: [String] = []
    while let next = parser.nextStatement() {
      switch next {
      case .success: results.append("ok")
      case .failure(let error): results.append(error.message)
      }
    }
    return results
  }

  @Test func aStatementThatDoesNotParseSpoilsOnlyItself() {
    #expect(outcomes("1 +; 2") == ["expected a value, found ';'", "ok"])
    #expect(
      outcomes("today @\ntoday") == [
        "'@' starts a Unix timestamp, seconds since 1970: write @1700000000", "ok",
      ])
    #expect(outcomes("today ^\ntoday") == ["unexpected character '^'", "ok"])
    #expect(outcomes("\"open\n1") == ["unterminated string; add a closing '\"'", "ok"])
    #expect(
      outcomes("2023-02-30; 2023-02-28") == ["2023-02-30 is not a date: February 2023 has 28 days", "ok"])
  }

  /// A combining mark after the digits joins the last digit, as it always did in the message.
  @Test func aUnitAfterACombiningMarkIsNamedWithItsDigit() {
    let units =
      "durations count days, weeks, months and years (d, w, mo, y), or hours, minutes and seconds (h, min, s)"
    #expect(outcomes("2016\u{301}") == ["unknown unit '6\u{301}'; \(units)"])
    #expect(outcomes("1\u{301}d") == ["unknown unit '1\u{301}d'; \(units)"])
    #expect(outcomes("3x") == ["unknown unit 'x'; \(units)"])
  }

  @Test func resynchronisationSkipsSemicolonsInsideParentheses() {
    #expect(outcomes("(month 2023-02; pad) ; 2") == ["expected ')', found ';'", "ok"])
    #expect(
      outcomes("(1 +\n 2; 3) ; 4\n5") == [
        "expected ')', found ';' (read as inside the '(' on the line above, still open here: the lines from "
          + "it to here did not run)", "ok", "ok",
      ])
    #expect(outcomes("leap 2024 ) ; 1") == ["unmatched ')'", "ok"])
  }

  /// A `(` never closed reads every later line as inside it: said at the `(`, with how many lines
  /// did not run, whether the parse broke on a later line or on an error before the `(` (#26.21).
  @Test func anOpenParenthesisSaysTheLinesItSwallowed() {
    let two =
      "'(' is never closed: the 2 lines after it, to the end of the input, were read as inside it "
      + "and did not run"
    let one =
      "'(' is never closed: the line after it, to the end of the input, was read as inside it "
      + "and did not run"
    var parser = Parser(text: "print (1 +\nprint 2\n\n# note\nprint 3\n", lexicon: testLexicon)
    guard case .failure(let error)? = parser.nextStatement() else { Issue.record("parsed"); return }
    #expect(error.message == two)
    #expect(error.range == SourceRange(offset: 6, length: 1))
    #expect(parser.nextStatement() == nil)
    #expect(outcomes("print (1 +\n\nprint 3\nprint 4") == [two])
    #expect(
      outcomes("print 2023-02-30 + (1\nprint 3") == [
        "2023-02-30 is not a date: February 2023 has 28 days", one,
      ])
    #expect(outcomes("print (1 + 2) )(\nprint 3") == ["unmatched ')'", one])
    #expect(outcomes("print (1 +\r\nprint 2\r\n") == [one])
    // Closed lines later, after a line that cannot continue it: how many lines it took.
    #expect(
      outcomes("print (1 +\n2\nprint 3)\nprint 4") == [
        "'(' is closed only 2 lines later: the lines after it were read as inside it, to its ')', and did not "
          + "run ('print' cannot continue it)", "ok",
      ])
    // Closed on a later line, after an error there: the error says its line was read inside it.
    #expect(
      outcomes("print (1 +\nprint 2)\nprint 3") == [
        "expected ')', found '2' (read as inside the '(' on the line above, still open here: the lines "
          + "from it to here did not run)", "ok",
      ])
    // With nothing after it, a `(` keeps its own message.
    #expect(outcomes("print (2") == ["'(' is never closed"])
    #expect(outcomes("print (1 +") == ["expected a value, found end of input"])
  }

  /// A `(` followed only by blank and comment lines to the end of the input is said at the `(`,
  /// not at the input's end lines below it (#26.21).
  @Test func anOpenParenthesisBeforeBlankLinesIsSaidAtIt() {
    let message =
      "'(' is never closed: the input ends inside it (the blank and comment lines after it were read as "
      + "inside it)"
    #expect(outcomes("print (1 +\n\n# comment\n\n") == [message])
    var parser = Parser(text: "print (1 +\n# just a comment", lexicon: testLexicon)
    guard case .failure(let error)? = parser.nextStatement() else { Issue.record("parsed"); return }
    #expect(error.message == message)
    #expect(error.range == SourceRange(offset: 6, length: 1))
  }

  /// A statement that ends too soon ends at its line's end, whether the text goes on or not (a
  /// script's lines reach the parser one statement at a time); a `(` or `|` reads to the input's.
  @Test func aStatementEndsAtTheEndOfItsLine() {
    #expect(outcomes("print 1 +\nprint 3") == ["expected a value, found end of line", "ok"])
    #expect(outcomes("print 1 +") == ["expected a value, found end of line"])
    #expect(outcomes("month 2023-02 |") == ["expected a command after '|', found end of input"])
  }

  @Test func lexicalErrorsWinWithinTheirStatement() {
    #expect(
      outcomes("1 + + \"a\\q\"; 1") == ["unknown escape '\\q'; strings know \\n, \\t, \\\" and \\\\", "ok"])
  }
}
