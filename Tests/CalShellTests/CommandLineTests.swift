import CalShell
import Testing

/// Flags and exit codes of the command line, run in-process.
struct CommandLineTests {
  @Test func dashCRunsText() {
    let result = runCalsh(["-c", "2023-01-31 + 1 month"])
    #expect(result.stdout == "2023-02-28\n")
    #expect(result.status == 0)
  }

  @Test func unknownFlagIsAUsageError() {
    let result = runCalsh(["--frobnicate"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--frobnicate"))
  }

  @Test func invalidTodayIsAUsageError() {
    let result = runCalsh(["--today", "2023-02-30", "-c", "today"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("2023-02-30 is not a date"))
  }

  @Test func badFirstWeekdayAndColorAreUsageErrors() {
    #expect(runCalsh(["--first-weekday", "funday", "-c", "today"]).status == 64)
    #expect(runCalsh(["--color", "sometimes", "-c", "today"]).status == 64)
  }

  @Test func fileAndDashCTogetherIsAUsageError() {
    #expect(runCalsh(["-c", "today", "x.cal"]).status == 64)
  }

  @Test func todayComesFromFlagThenEnvironment() {
    #expect(runCalsh(["--today", "2020-05-06", "-c", "today"]).stdout == "2020-05-06\n")
    #expect(runCalsh(["-c", "today"], environment: ["CALSH_TODAY": "2019-01-02"]).stdout == "2019-01-02\n")
    #expect(
      runCalsh(["--today", "2020-05-06", "-c", "today"], environment: ["CALSH_TODAY": "2019-01-02"]).stdout
        == "2020-05-06\n")
  }

  @Test func firstWeekdayFlagChangesGrids() {
    let result = runCalsh(["--first-weekday", "mon", "-c", "month 2024-09"])
    #expect(result.stdout.split(separator: "\n")[1].hasPrefix("Mon"))
  }

  @Test func errorStopsTheRunUnlessKeepGoing() {
    let stopped = runCalsh(["-c", "bogus 1; today", "--today", "2023-02-03"])
    #expect(stopped.status == 1)
    #expect(stopped.stdout.isEmpty)
    let kept = runCalsh(["--keep-going", "--today", "2023-02-03", "-c", "weekday 1; today"])
    #expect(kept.status == 1)
    #expect(kept.stdout == "2023-02-03\n")
  }

  @Test func errorsNameTheirPosition() {
    let result = runCalsh(["-c", "today\nmonth 2023-13"])
    #expect(result.stderr.hasPrefix("<command-line>:2:7: error: month 13 does not exist"))
    #expect(result.stderr.contains("month 2023-13\n      ^~~~~~~\n"))
  }

  @Test func colorAlwaysColoursAndNeverDoesNot() {
    let coloured = runCalsh(["--color", "always", "-c", "month 2023-02"])
    #expect(coloured.stdout.contains("\u{1B}["))
    let plain = runCalsh(["--color", "never", "-c", "month 2023-02"])
    #expect(!plain.stdout.contains("\u{1B}["))
    let auto = runCalsh(["-c", "month 2023-02"])
    #expect(!auto.stdout.contains("\u{1B}["))
  }

  @Test func dashCTakesTextThatStartsWithADash() {
    #expect(runCalsh(["-c", "-3 days"]).stdout == "-3 days\n")
  }

  @Test func invalidCalshTodayIsAUsageError() {
    let result = runCalsh(["-c", "today"], environment: ["CALSH_TODAY": "garbage"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("CALSH_TODAY"))
  }

  @Test func missingFileIsAnError() {
    let result = runCalsh(["no/such/file.cal"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot read no/such/file.cal"))
  }

  @Test func helpFlagExitsZero() {
    let result = runCalsh(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE"))
  }

  @Test func dashCTwiceIsAUsageError() {
    let result = runCalsh(["-c", "1", "-c", "2"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: -c is given 2 times; give it once"))
  }
}
