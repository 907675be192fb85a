import CalRender
import CalScript
import CalSyntax
import CalendarCore
import Glibc
import Testing

@testable import CalShell

/// The batch runner (`ScriptRunner`): script files and the files `source` names, read line by line
/// into one session. (Moved from CalScriptTests with the runner, #27.)
struct ScriptRunnerTests {
  /// What a session printed and reported.
  final class Capture {
    var bytes: [UInt8] = []
    var errors: [ScriptError] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// A session as the shell makes one: the runner in its policy, so `source` reaches it.
  func session(_ runner: ScriptRunner, today: CivilDate, _ capture: Capture) -> Interpreter {
    Interpreter(
      settings: Settings(today: today, locales: CLDRLocales()), output: Output { capture.bytes += $0 },
      policy: SessionPolicy(scripts: runner) { capture.errors.append($0) })
  }

  func write(_ text: String, to path: String) {
    let file = fopen(path, "wb")
    fputs(text, file)
    fclose(file)
  }

  /// A script run from its lines takes the quick path for each simple line after the first (the
  /// first may be `#!` or begin with a byte order mark).
  @Test func aScriptCountsItsQuickLines() throws {
    let lines = [
      "weekday 2024-01-01", "weekday 2024-01-02", "", "# note", "doy 2024-03-01", "2024-01-31 + 1 month",
      "leap 2024", "month 2024-02 | count", "1 day 2", "2024-03-01 - 2024-02-01",
    ]
    let path = "/tmp/calsh-quickpath-\(getpid()).cal"
    write(lines.joined(separator: "\n") + "\n", to: path)
    defer { unlink(path) }
    let capture = Capture()
    let runner = ScriptRunner()
    let interpreter = session(runner, today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), capture)
    interpreter.keepGoing = true
    #expect(!runner.runFile(path, in: interpreter))
    interpreter.output.flush()
    #expect(interpreter.quickPathHits == 6)
    #expect(capture.errors.count == 1)
    #expect(capture.text == "Monday\nTuesday\n61\n2024-02-29\ntrue\n29\n29 days\n")
  }

  /// Printing one-line values (`Printer.printLine`, which the quick path also calls) leaves the
  /// rest of `print` as it was: a statement with nothing to print keeps two grids a blank line
  /// apart.
  @Test func aStatementPrintingNothingKeepsGridsApart() {
    let path = "/tmp/calsh-empty-\(getpid()).cal"
    write("", to: path)
    defer { unlink(path) }
    func evaluate(_ text: String) -> String {
      let capture = Capture()
      let interpreter = session(
        ScriptRunner(), today: CivilDate(uncheckedYear: 2023, month: 2, day: 3), capture)
      interpreter.run(SourceText(name: "<test>", text: text))
      interpreter.output.flush()
      return capture.text
    }
    let apart = evaluate("month 2024-01\nsource \"\(path)\"\nmonth 2024-02")
    #expect(apart == evaluate("month 2024-01\nmonth 2024-02"))
    #expect(apart.contains("\n\n"))
    #expect(evaluate("month 2024-01\n1\nmonth 2024-02").contains("31\n1\n"))
  }

  /// Found by the script fuzzer (`source self.cal` NUL NUL … `err.cal`): a path is handed to
  /// open(2) as a C string, so `source "err.cal\0junk"` opened err.cal, and an error inside it
  /// was reported under the name `err.cal\0junk`. Now a NUL in a file name is an error (the
  /// header's escapes: `FuzzRegressionTests.fileNamesWithControlCharactersAreEscaped`).
  @Test func aFileNameWithANulIsRefused() throws {
    let directory = "/tmp/calsh-fuzz-regression-\(getpid())"
    mkdir(directory, 0o700)
    defer {
      unlink(directory + "/err.cal")
      rmdir(directory)
    }
    write("2023-02-30\n", to: directory + "/err.cal")
    let capture = Capture()
    let interpreter = session(
      ScriptRunner(), today: CivilDate(uncheckedYear: 2023, month: 2, day: 3), capture)
    interpreter.run(SourceText(name: "<test>", text: "source \"err.cal\u{0}junk\"", directory: directory))
    let expected = "cannot read \(directory)/err.cal\u{0}junk: the file name contains a NUL byte"
    #expect(capture.errors.map(\.message) == [expected])
  }
}
