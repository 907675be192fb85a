import Glibc
import Testing

/// `… | ics > FILE` and `… | csv >> FILE` through the whole shell (CalFiles' `StagedFile`): the
/// file gets exactly what the screen would, `>>` appends, and a statement that fails leaves the
/// file as it was (QA 3).
struct RedirectionTests {
  /// A fresh directory for one test, removed (with the files in it) when the test ends.
  func scratch() throws -> String {
    var template = Array("/tmp/calsh-redirect-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    try #require(made != nil)
    return String(cString: made!)
  }

  func remove(_ directory: String) {
    if let dir = opendir(directory) {
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != ".", name != ".." { unlink("\(directory)/\(name)") }
      }
      closedir(dir)
    }
    rmdir(directory)
  }

  func run(_ text: String) -> RunResult {
    runCalsh(["--today", "2025-01-02", "--color", "never", "-c", text])
  }

  @Test func theFileGetsWhatTheScreenWould() throws {
    let directory = try scratch()
    defer { remove(directory) }
    let screen = run("holidays jp 2025 | ics")
    let written = run("holidays jp 2025 | ics > \(directory)/jp-2025.ics")
    #expect(written.status == 0 && written.stdout.isEmpty && written.stderr.isEmpty)
    #expect(readFile("\(directory)/jp-2025.ics") == screen.stdout)
    #expect(screen.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
    // A quoted path, with a space; `>>` appends; the statements around it print as before.
    let csv = run(
      "print \"a\"; holidays us 2025 | csv > \"\(directory)/us 2025.csv\"; "
        + "holidays us 2025 | first 1 | csv date >> \"\(directory)/us 2025.csv\"; print \"b\"")
    #expect(csv.status == 0 && csv.stdout == "a\nb\n")
    let table = try #require(readFile("\(directory)/us 2025.csv"))
    #expect(table.hasPrefix("date,weekday,country,name,localName,kind\n2025-01-01,Wed,us,New Year's Day,"))
    #expect(table.hasSuffix("\ndate\n2025-01-01\n"))
  }

  /// `explain … > FILE` (and `>>`, `step explain … > FILE`) writes the explanation as the screen
  /// shows it at the width, though `explain` is no output stage (QA of issue 32, 1).
  @Test func anExplanationGoesToAFileWrappedAsOnScreen() throws {
    let directory = try scratch()
    defer { remove(directory) }
    let screen = run("set width 40; explain leap 1900")
    #expect(screen.status == 0 && screen.stdout.contains("Answer:"))
    let written = run(
      "set width 40; explain leap 1900 > \(directory)/leap.txt; explain leap 1900 >> \(directory)/leap.txt; "
        + "step explain leap 1900 > \(directory)/step.txt")
    #expect(written.status == 0 && written.stdout.isEmpty && written.stderr.isEmpty, "\(written.stderr)")
    #expect(readFile("\(directory)/leap.txt") == screen.stdout + screen.stdout)
    #expect(readFile("\(directory)/step.txt") == screen.stdout)
    #expect(screen.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }

  @Test func aFailingStatementLeavesTheFileAsItWas() throws {
    let directory = try scratch()
    defer { remove(directory) }
    let path = "\(directory)/kept.ics"
    writeFile(path, "kept\n")
    // An error while evaluating, and one while printing (after the screen got the header).
    for statement in [
      "every month on last workday jp | ics > \(path)",
      "set holidays jp; days 1947-12-30..1948-01-02 | ics > \(path)",
    ] {
      let result = run(statement)
      #expect(result.status == 1 && result.stdout.isEmpty)
      #expect(readFile(path) == "kept\n", "\(statement)")
    }
    // Nothing printed: the file is emptied, as a shell's `>` does (a stale file would go on
    // being published); an empty `| ics` warns as well.
    let empty = run("days 2025-01 | where day > 40 | ics > \(path)")
    #expect(empty.status == 0 && empty.stderr.contains("warning: no days to export"))
    #expect(readFile(path) == "")
    writeFile(path, "kept\n")
    let none = run("days 2025-01 | where day > 40 | format \"%d\" > \(path)")
    #expect(none.status == 0 && readFile(path) == "")
  }

  @Test func anUnwritableFileIsAnErrorAtTheRedirection() throws {
    let directory = try scratch()
    defer { remove(directory) }
    let missing = run("holidays jp 2025 | csv > \(directory)/no/x.csv")
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("error: cannot write \(directory)/no/x.csv: No such file or directory"))
    #expect(missing.stderr.contains("\n                       ^~~~"))
    let folder = run("holidays jp 2025 | csv >> \(directory)")
    #expect(folder.stderr.contains("cannot write \(directory): Is a directory"))
  }

  @Test func aScriptWritesNextToItself() throws {
    let directory = try scratch()
    defer { remove(directory) }
    writeFile("\(directory)/make.cal", "holidays kr 2025 | json > kr.json\n")
    let result = runCalsh(["--today", "2025-01-02", "\(directory)/make.cal"])
    #expect(result.status == 0 && result.stdout.isEmpty)
    #expect(readFile("\(directory)/kr.json")?.hasPrefix("[{\"date\":\"2025-01-01\"") == true)
  }

  /// `~/` is the home directory (the shell's `HOME`) for `> FILE`, `load`, `holidays load` and
  /// `source` alike; `load` read it literally before.
  @Test func tildeIsTheHomeDirectoryForEveryPath() throws {
    let directory = try scratch()
    defer { remove(directory) }
    writeFile("\(directory)/days.cal", "print \"sourced\"\n")
    let result = runCalsh(
      [
        "--today", "2025-01-02", "-c",
        "holidays us 2025 | first 2 | csv date name > ~/us.csv; load ~/us.csv | count; "
          + "holidays load ~/us.csv; workdays 2025-01; source ~/days.cal; load \"~/us.csv\" | count",
      ], environment: ["HOME": directory])
    #expect(result.stderr == "")
    #expect(result.stdout == "2\n21\nsourced\n2\n")  // two holidays off January's 23 weekdays
    let unset = runCalsh(["-c", "load ~/none.csv"])
    #expect(unset.stderr.contains("cannot read ~/none.csv"))
  }

  /// `count` and `summary` print an answer, so they take `> FILE` as the other output stages do
  /// (they were "a stage after '|' must be a command"); a comparison of a count is parenthesised.
  @Test func countAndSummaryWriteTheirAnswer() throws {
    let directory = try scratch()
    defer { remove(directory) }
    let ledger = "load \"examples/ledger.csv\" | summary by year"
    let screen = run("days 2025-01 | count; \(ledger)")
    let written = run(
      "days 2025-01 | count > \(directory)/out.txt; \(ledger) >> \(directory)/out.txt; "
        + "print ((days 2025-01 | count) > 30)")
    #expect(written.stderr == "" && written.stdout == "true\n")
    #expect(readFile("\(directory)/out.txt") == screen.stdout)
    #expect(screen.stdout.hasPrefix("31\nyear"))
  }
}
