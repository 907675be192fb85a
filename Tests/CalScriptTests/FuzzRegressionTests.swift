import CalRender
import CalSyntax
import CalendarCore
import Glibc
import Testing

@testable import CalScript

/// What the fuzzers (Fuzz/targets, scripts/fuzz) found, each kept as a test before it is fixed,
/// and the hooks they rely on.
struct FuzzRegressionTests {
  /// The script fuzzer keeps `source` inside its scratch directory with `allowsSource`.
  @Test func allowsSourceRefusesAPath() {
    var errors: [ScriptError] = []
    var asked: [String] = []
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { _ in }
    ) { errors.append($0) }
    interpreter.allowsSource = { path in
      asked.append(path)
      return false
    }
    interpreter.run(SourceText(name: "<test>", text: "source /dev/zero", directory: "/tmp"))
    #expect(asked == ["/dev/zero"])
    #expect(errors.map(\.message) == ["cannot read /dev/zero: not allowed here"])
    interpreter.run(SourceText(name: "<test>", text: "source lib/x.cal", directory: "/scripts"))
    #expect(asked.last == "/scripts/lib/x.cal")  // asked with the path resolved
  }

  /// `load` and `holidays load` ask too: `holidays load` opened any path (`holidays load
  /// /dev/zero` read a mebibyte before it failed), where `source` and `load` asked.
  @Test func allowsSourceRefusesAFileToLoad() {
    var errors: [ScriptError] = []
    var asked: [String] = []
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { _ in }
    ) { errors.append($0) }
    interpreter.keepGoing = true
    interpreter.allowsSource = { path in
      asked.append(path)
      return false
    }
    interpreter.run(
      SourceText(name: "<test>", text: "holidays load days.csv\nload \"/dev/zero\"", directory: "/tmp"))
    #expect(asked == ["/tmp/days.csv", "/dev/zero"])
    #expect(
      errors.map(\.message) == [
        "cannot read days.csv: not allowed here", "cannot read /dev/zero: not allowed here",
      ])
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
      for token in try Lexer.tokens(of: text) where token.kind != .newline && token.kind != .end {
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

  /// Found by the script fuzzer (`source self.cal` NUL NUL … `err.cal`): a path is handed to
  /// open(2) as a C string, so `source "err.cal\0junk"` opened err.cal, and an error inside it
  /// was reported under the name `err.cal\0junk`, printed raw: a script could put any bytes,
  /// terminal escapes included, into the header of a diagnostic. Now a NUL in a file name is an
  /// error, and the header shows a name's control characters escaped, as it does a message's.
  @Test func fileNamesWithControlCharacters() throws {
    let directory = "/tmp/calsh-fuzz-regression-\(getpid())"
    mkdir(directory, 0o700)
    defer {
      unlink(directory + "/err.cal")
      rmdir(directory)
    }
    let fd = open(directory + "/err.cal", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(write(fd, "2023-02-30\n", 11) == 11)
    close(fd)
    var errors: [ScriptError] = []
    let interpreter = Interpreter(
      settings: Settings(today: try CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { _ in }
    ) { errors.append($0) }
    interpreter.run(SourceText(name: "<test>", text: "source \"err.cal\u{0}junk\"", directory: directory))
    let expected = "cannot read \(directory)/err.cal\u{0}junk: the file name contains a NUL byte"
    #expect(errors.map(\.message) == [expected])

    let error = ScriptError(.evaluation, "bad", at: SourceRange(offset: 0, length: 1))
    var named = error
    named.source = SourceText(name: "a\u{1B}]0;title\u{7}.cal", text: "x")
    let text = DiagnosticRenderer().render(named)
    #expect(text.hasPrefix("a\\u{1b}]0;title\\u{7}.cal:1:1: error: bad\n"))
  }
}
