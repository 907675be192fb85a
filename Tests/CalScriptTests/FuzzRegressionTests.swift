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
