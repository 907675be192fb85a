import CalRender
import CalSyntax
import CalendarCore
import Ledger
import Testing

@testable import CalScript

/// Runs text in a fresh interpreter and returns what it printed and the errors it reported.
func evaluate(_ text: String, today: String = "2023-02-03") -> (output: String, errors: [ScriptError]) {
  var bytes: [UInt8] = []
  var errors: [ScriptError] = []
  let interpreter = Interpreter(
    settings: Settings(today: try! CivilDate(parsing: today), locales: TestLocales()),
    output: Output { bytes += $0 }, policy: SessionPolicy(files: TestFiles()) { errors.append($0) })
  interpreter.run(SourceText(name: "<test>", text: text))
  interpreter.output.flush()
  return (String(decoding: bytes, as: UTF8.self), errors)
}

struct InterpreterTests {
  /// `set width auto` keeps a terminal's measure to 20–1000, as `set width` takes (QA 26.18).
  @Test func autoWidthKeepsToTheWidthsSetWidthTakes() throws {
    var settings = Settings(today: try CivilDate(parsing: "2023-02-03"), locales: TestLocales())
    for (measured, used) in [(12, 20), (1, 20), (20, 20), (132, 132), (1000, 1000), (5000, 1000)] {
      settings.terminalWidth = measured
      #expect(settings.viewWidth == used, "\(measured)")
    }
    settings.width = 40
    #expect(settings.viewWidth == 40)
  }

  @Test func arithmeticBindsTighterThanArguments() {
    let result = evaluate("month 2023-02 | select 2023-02-03 + 2 days | table date isSelected")
    #expect(result.output.contains("2023-02-05  true"))
    #expect(!result.output.contains("2023-02-03  true"))
  }

  /// The language opens no file: `source` runs through the host's runner (`SessionPolicy.scripts`,
  /// the shell's batch runner), and a session given none refuses it once the path is allowed.
  @Test func sourceWithoutTheShellsRunnerRunsNothing() {
    let result = evaluate("source lib/dates.cal")
    #expect(result.errors.map(\.message) == ["cannot read lib/dates.cal: this calsh runs no scripts"])
    #expect(evaluate("source \" \"").errors.first?.message.hasPrefix("\" \" names no file") == true)
  }

  @Test func commandAndPipedSubjectMeanTheSame() {
    #expect(evaluate("weekday 2023-02-01").output == evaluate("2023-02-01 | weekday").output)
  }

  @Test func rangeBindsLooserThanArithmetic() {
    #expect(evaluate("2024-01-01..2024-01-01 + 30 days").output == "2024-01-01..2024-01-31\n")
  }

  @Test func variablesAndSettings() {
    #expect(evaluate("let d = 2023-01-31; d + 1 month").output == "2023-02-28\n")
    #expect(evaluate("set today 2020-02-02; today").output == "2020-02-02\n")
  }

  @Test func errorsCarryRangesAndSuggestions() {
    let result = evaluate("month 2023-02 | selct 2023-02-03")
    #expect(result.errors.count == 1)
    #expect(result.errors[0].message == "unknown command 'selct'; did you mean 'select'?")
    #expect(result.errors[0].range == SourceRange(offset: 16, length: 5))
  }

  @Test func hugeNumbersAreErrorsNotTraps() {
    for text in [
      "2023-01-01 + 99999999999999999999 days", "2023-01-01 + 9223372036854775807 days",
      "9223372036854775807 * 9223372036854775807", "-9223372036854775807 - 2",
      "1 day * 9223372036854775807 * 2",
      "month 2023-02 | next 9223372036854775807", "2023-02 + 9223372036854775807",
      "-(-9223372036854775807 - 1)", "mon - 9223372036854775807",
    ] {
      let result = evaluate(text)
      #expect(result.errors.count <= 1, "\(text)")
    }
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    for text in [
      String(repeating: "(", count: 5000),
      String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300),
      "1" + String(repeating: " + 1", count: 5000), String(repeating: "-", count: 5000) + "1",
      "1" + String(repeating: " * 1", count: 5000),
    ] {
      let result = evaluate(text)
      #expect(result.errors.count == 1)
      #expect(result.errors.first?.message.contains("nested too deeply") == true)
    }
    #expect(evaluate("1" + String(repeating: " + 1", count: 150)).output == "151\n")
    #expect(
      evaluate(String(repeating: "(", count: 64) + "2" + String(repeating: ")", count: 64)).output == "2\n")
    #expect(
      evaluate(String(repeating: "-(", count: 64) + "2" + String(repeating: ")", count: 64)).output == "2\n")
    #expect(
      evaluate(String(repeating: "(", count: 65) + "2" + String(repeating: ")", count: 65)).errors.first?
        .message
        .contains("parentheses") == true)
  }

  @Test func interruptedEvaluationStops() {
    var bytes = 0
    var errors: [ScriptError] = []
    var polls = 0
    let policy = SessionPolicy(
      isCancelled: {
        polls += 1
        return polls > 2
      }
    ) { errors.append($0) }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { bytes += $0.count }, policy: policy)
    interpreter.run(SourceText(name: "<test>", text: "month 0001-01..9999-12 | pad"))
    #expect(errors.first?.kind == .interrupted)
    #expect(errors.first?.range == SourceRange(offset: 0, length: 28))  // the whole pipeline
    #expect(bytes < 1_000_000)
  }

  @Test func helpPrefersCommandsOverSettingsOfTheSameName() {
    #expect(evaluate("help today").output.hasPrefix("today\n"))
    #expect(evaluate("help firstweekday").output.hasPrefix("set SETTING VALUE"))
  }

  @Test func tomorrowAndYesterdayAtTheEdgesAreRangeErrors() {
    #expect(evaluate("tomorrow", today: "9999-12-31").errors.first?.message.contains("outside") == true)
    #expect(evaluate("yesterday", today: "0001-01-01").errors.first?.message.contains("outside") == true)
  }

  @Test func diagnosticsNeverCarryControlCharacters() {
    let error = evaluate("x\u{1B}]0;title\u{07} 1").errors[0]
    let text = DiagnosticRenderer().render(error)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.contains("x?]0;title? 1"))
  }
}

/// Every example in `help` runs without error, so the help never lies.
struct HelpExampleTests {
  static let examples: [String] = CommandTable.all.flatMap(\.examples) + HelpTopic.all.flatMap(\.examples)

  @Test(arguments: HelpExampleTests.examples)
  func exampleRuns(_ example: String) {
    let result = evaluate(example)
    #expect(result.errors.isEmpty, "\(example): \(result.errors.map(\.message))")
    #expect(!result.output.isEmpty)
  }

  @Test func everyCommandHasUsageAndSummary() throws {
    for command in CommandTable.all {
      #expect(command.usage.hasPrefix(command.name))
      #expect(!command.summary.isEmpty)
      #expect(HelpText.topic(command.name) != nil)
      #expect(HelpText.overview().contains(command.usage))
    }
    for topic in HelpTopic.all {
      // A lesson named like a command (where, explain) is part of its help, shown once.
      let text = try #require(HelpText.topic(topic.name))
      func occurrences(_ part: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let start = rest.firstRange(of: part) {
          count += 1
          rest = rest[start.upperBound...]
        }
        return count
      }
      for paragraph in topic.paragraphs { #expect(occurrences(paragraph) == 1, "help \(topic.name)") }
      #expect(occurrences("Examples:") == 1, "help \(topic.name)")
      #expect(HelpText.overview().contains(topic.name))
    }
  }

  /// A source line continued with `\\` instead of `\` would show its backslash in `help`.
  @Test func helpShowsNoBackslashes() {
    for command in CommandTable.all {
      #expect(HelpText.topic(command.name)?.contains("\\") == false, "help \(command.name)")
    }
  }
}

struct DataColourTests {
  /// Every view sends a `#rrggbb` colour from data as 24-bit colour when the terminal takes it
  /// (plain grids and strips sent the nearest of 256 colours, only `grid amounts` 24-bit), and
  /// as the nearest of 256 colours when it does not.
  @Test func truecolorReachesEveryView() throws {
    var ledger = Ledger(columns: ["color"], hasAmounts: true)
    try ledger.append(
      date: try CivilDate(parsing: "2023-05-09"), amount: ParsedAmount(units: -1, decimals: 0),
      texts: ["#8a2be2"],
      color: DataColor("#8a2be2"))
    for truecolor in [true, false] {
      var settings = Settings(today: try CivilDate(parsing: "2023-05-20"), locales: TestLocales())
      settings.color = .always
      settings.terminalTakesTruecolor = truecolor
      for view in [
        "month 2023-05 | pad | with DATA", "strip 2023-05 | with DATA",
        "days 2023-05-01..2023-05-20 | with DATA | grid",
        "month 2023-05 | pad | around 1 | with DATA", "month 2023-05 | pad | with DATA | grid amounts",
      ] {
        var bytes: [UInt8] = []
        let policy = SessionPolicy(files: OneLedger(ledger: ledger)) { error in Issue.record("\(error)") }
        let interpreter = Interpreter(settings: settings, output: Output { bytes += $0 }, policy: policy)
        interpreter.run(SourceText(name: "<test>", text: view.replacing("DATA", with: "(load \"data.csv\")")))
        interpreter.output.flush()
        let output = String(decoding: bytes, as: UTF8.self)
        let wanted = truecolor ? "48;2;138;43;226" : "48;5;92"
        #expect(output.contains(wanted), "\(view), truecolor \(truecolor)")
      }
    }
  }
}

/// A file loader whose every ledger file is one ledger made in memory.
struct OneLedger: FileLoader {
  let ledger: Ledger

  func ledger(path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool) -> Result<
    Ledger, FileLoadError
  > {
    .success(ledger)
  }

  func holidays(path: String, reform: Reform, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > { .success([]) }
}
