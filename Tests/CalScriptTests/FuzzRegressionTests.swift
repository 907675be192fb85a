import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// What the fuzzers (Fuzz/targets, scripts/fuzz) found, each kept as a test before it is fixed,
/// and the hooks they rely on.
struct FuzzRegressionTests {
  /// The script fuzzer keeps `source` inside its scratch directory with `SessionPolicy.allowsSource`.
  @Test func allowsSourceRefusesAPath() {
    var errors: [ScriptError] = []
    var asked: [String] = []
    let policy = SessionPolicy(
      allowsSource: { path in
        asked.append(path)
        return false
      }
    ) { errors.append($0) }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { _ in }, policy: policy)
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
    let policy = SessionPolicy(
      allowsSource: { path in
        asked.append(path)
        return false
      }
    ) { errors.append($0) }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { _ in }, policy: policy)
    interpreter.keepGoing = true
    interpreter.run(
      SourceText(name: "<test>", text: "holidays load days.csv\nload \"/dev/zero\"", directory: "/tmp"))
    #expect(asked == ["/tmp/days.csv", "/dev/zero"])
    #expect(
      errors.map(\.message) == [
        "cannot read days.csv: not allowed here", "cannot read /dev/zero: not allowed here",
      ])
  }

  /// Found by the script fuzzer (`source self.cal` NUL NUL … `err.cal`): an error inside a file
  /// `source`d as `err.cal\0junk` was reported under that name, printed raw: a script could put
  /// any bytes, terminal escapes included, into the header of a diagnostic. Now the header shows
  /// a name's control characters escaped, as it does a message's (and a NUL in a file name is
  /// an error: CalShellTests' `ScriptRunnerTests.aFileNameWithANulIsRefused`).
  @Test func fileNamesWithControlCharactersAreEscaped() {
    let error = ScriptError(.evaluation, "bad", at: SourceRange(offset: 0, length: 1))
    var named = error
    named.source = SourceText(name: "a\u{1B}]0;title\u{7}.cal", text: "x")
    let text = DiagnosticRenderer().render(named)
    #expect(text.hasPrefix("a\\u{1b}]0;title\\u{7}.cal:1:1: error: bad\n"))
  }
}
