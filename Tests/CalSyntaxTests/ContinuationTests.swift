import CalSyntax
import Testing

/// Statement grouping: a line that ends in `|` or leaves a parenthesis open needs the next.
struct ContinuationTests {
  @Test func continuationNeedsMoreAfterPipeOrOpenParenthesis() {
    #expect(needsMoreInput("month 2023-02 |"))
    #expect(needsMoreInput("month 2023-02 | # comment"))
    #expect(needsMoreInput("(month 2023-02"))
    #expect(!needsMoreInput("month 2023-02"))
    #expect(!needsMoreInput("\"|\""))
    #expect(!needsMoreInput("today # ("))
    #expect(!needsMoreInput(#""\"(""#))  // an escaped quote does not end the string
    #expect(needsMoreInput(#""\\"("#))  // an escaped backslash does not escape the quote
    #expect(!needsMoreInput("\"unterminated |"))
    // A comment and a string end at a CR or a CR LF, as at an LF.
    for end in ["\r", "\r\n"] {
      #expect(needsMoreInput("today # comment" + end + "(month 2023-02"))
      #expect(needsMoreInput("print \"a" + end + "(month 2023-02"))
      #expect(!needsMoreInput("(month 2023-02" + end + ")" + end))
    }
  }

  @Test func continuationScannerFollowsLinesOnce() {
    var scanner = ContinuationScanner(lexicon: testLexicon)
    scanner.feed("month 2023-02 |")
    #expect(scanner.needsMore)
    scanner.feed("  (pad")
    #expect(scanner.needsMore)
    scanner.feed(")")
    #expect(!scanner.needsMore)
  }

  /// Found by the continuation fuzzer: the lexer reads the word after `source` or `load` as a
  /// bare path, `(` and `"` included, but ContinuationScanner counts that `(` and opens a string
  /// at that `"`. So `source a(b` at the prompt waits for a `)` that the lexer never needs, and
  /// `source x"|` runs at once although the lexer sees a path and a trailing `|`. The scanner now
  /// skips a bare path where the lexer reads one. Reproducers: the lines below, one group each.
  @Test func scannerReadsBarePathsAsTheLexerDoes() {
    #expect(!needsMoreInput("source a(b"))
    #expect(needsMoreInput("source x\"|"))
    #expect(!needsMoreInput("holidays load lib/(x).csv"))
    #expect(needsMoreInput("month 2023-02 |"))
    #expect(needsMoreInput("(source"))
    #expect(needsMoreInput("x source a(b"))  // not at a statement start: a parenthesis
  }

  /// Found by the continuation fuzzer in CI (`source _self.ca` NUL … `#!` NUL … `|`): a `#`
  /// inside a bare path is the path's for the lexer, but the scanner still read it as a comment,
  /// so a group ending in `|` ran as complete. The same mirror was missing for an output stage's
  /// redirection path, a `` `name` ``, a dotted word and the locale name after `set locale`.
  @Test func scannerReadsEveryRawWordAsTheLexerDoes() throws {
    let cases: [(text: String, needsMore: Bool)] = [
      ("source _self.ca\0#!\0|", true),
      ("load a#b |", true),
      ("source #x |", false),  // a `#` starting the word is a comment
      ("days 2025-01 | csv > a#b.csv |", true),
      ("days 2025-01 | csv > a(b.csv", false),
      ("days 2025-01 | csv (x) > a(b.csv", false),
      ("days 2025-01 | csv >> a(b.csv", false),
      ("days 2025-01 | weekday > (2", true),  // not an output stage: a comparison
      ("x = `a(b`", false),
      ("x = `a#b` |", true),
      ("csv.x > a#b|", false),  // `csv.x` is no command: the `#` is a comment
      ("source.x a(b", true),  // not `source`: the `(` opens
      ("set locale a`b(c", true),  // the `(` ends the name and opens
      ("set locale a`b|", true),
      ("(set\nlocale a`b|", true),
      ("let b = load p(x.csv", false),  // `let NAME = load` takes a bare path (QA5)
      ("let b = load a#b |", true),
      ("let b == load a(b", true),
      ("x = load a(b", true),
      ("let `b` = load a(b", true),
      ("let 1st = load a(b", true),
    ]
    for (text, needsMore) in cases {
      #expect(needsMoreInput(text) == needsMore, "\(text)")
      var depth = 0
      var last: TokenKind? = nil
      for token in try tokens(of: text) where token.kind != .newline && token.kind != .end {
        if token.kind == .leftParen { depth += 1 }
        if token.kind == .rightParen { depth = max(0, depth - 1) }
        last = token.kind
      }
      #expect((depth > 0 || last == .pipe) == needsMore, "the lexer on \(text)")
    }
  }

  /// Found by the continuation fuzzer: `needsMoreInput` (the prompt's test for a complete
  /// statement) split its text with `String.split(separator: "\n")`, which keeps CR LF together
  /// (one Character), so a line typed with a trailing CR ran into the next: `(` CR LF `#` CR LF
  /// `)` read as `(` and a comment to the end, waiting for more; `month 2023-02 |` CR LF did not.
  @Test func needsMoreInputSplitsAtEveryLineFeed() {
    #expect(!needsMoreInput("(\r\n#\r\n)"))
    #expect(needsMoreInput("month 2023-02 |\r\n"))
    #expect(needsMoreInput("month 2023-02 |\r\n# a comment\r"))
  }
}
