import CalRender
import CalShell
import Glibc
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

  @Test func lookAlikeInTheTodayVariableIsNamed() {
    let result = runCalsh(["-c", "today"], environment: ["CALSH_TODAY": "２０２３-02-03"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'２' is U+FF12 FULLWIDTH DIGIT TWO, not '2': write '2'"))
  }

  @Test func badFirstWeekdayAndColorAreUsageErrors() {
    #expect(runCalsh(["--first-weekday", "funday", "-c", "today"]).status == 64)
    #expect(runCalsh(["--color", "sometimes", "-c", "today"]).status == 64)
  }

  /// Words after `-c TEXT` are the text's arguments, not a FILE (issue 30; a usage error before).
  @Test func wordsAfterDashCAreArguments() {
    let result = runCalsh(["-c", "print $1", "x.cal"])
    #expect(result.status == 0 && result.stdout == "x.cal\n", "\(result.stderr)")
  }

  @Test func todayComesFromFlagThenEnvironment() {
    #expect(runCalsh(["--today", "2020-05-06", "-c", "today"]).stdout == "2020-05-06\n")
    #expect(runCalsh(["-c", "today"], environment: ["CALSH_TODAY": "2019-01-02"]).stdout == "2019-01-02\n")
    #expect(
      runCalsh(["--today", "2020-05-06", "-c", "today"], environment: ["CALSH_TODAY": "2019-01-02"]).stdout
        == "2020-05-06\n")
  }

  /// `--today` means what `set reform …; set today …` means, whichever flag comes first (#26.8);
  /// so does CALSH_TODAY.
  @Test func todayIsReadUnderTheReformFlagInAnyOrder() {
    for arguments in [
      ["--reform", "gb", "--today", "1750-03-01"], ["--today", "1750-03-01", "--reform", "gb"],
      ["--today=1750-03-01", "--reform=gb"],
    ] {
      #expect(
        runCalsh(arguments + ["-c", "today; jdn today"]).stdout == "1749/50-03-01\n2360305\n", "\(arguments)")
    }
    #expect(runCalsh(["-c", "set reform gb; set today 1750-03-01; jdn today"]).stdout == "2360305\n")
    #expect(
      runCalsh(["--today", "1700-02-29", "--reform", "gb", "-c", "today"]).stdout == "1699/1700-02-29\n")
    #expect(
      runCalsh(["--reform", "gb", "-c", "today"], environment: ["CALSH_TODAY": "1750-03-01"]).stdout
        == "1749/50-03-01\n")
    let gap = runCalsh(["--today", "1752-09-05", "--reform", "gb", "-c", "today"])
    #expect(gap.status == 64)
    #expect(gap.stderr.contains("1752-09-05 never existed in Great Britain"))
    let notJulian = runCalsh(["--today", "1700-02-29", "-c", "today"])
    #expect(notJulian.status == 64)
    #expect(notJulian.stderr.contains("February 1700 has 28 days"))
    // Worded as any wrong --today is (QA 26, item 7).
    for wrong in [gap, notJulian, runCalsh(["--today", "2023-02-30", "-c", "today"])] {
      #expect(wrong.stderr.hasPrefix("Error: The value '"), "\(wrong.stderr)")
      #expect(wrong.stderr.contains("' is invalid for '--today <YYYY-MM-DD>': "), "\(wrong.stderr)")
      #expect(wrong.stderr.contains("\nHelp:  --today <YYYY-MM-DD>  Fix today's date"), "\(wrong.stderr)")
    }
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

  /// An empty CALSH_TODAY is unset (the clock's today); a wrong one is worded as --today's
  /// error is, value first (#26.24).
  @Test func emptyCalshTodayIsUnset() {
    let empty = runCalsh(["-c", "today"], environment: ["CALSH_TODAY": ""])
    #expect(empty.status == 0)
    #expect(empty.stderr.isEmpty)
    #expect(empty.stdout == runCalsh(["-c", "today"]).stdout)
    let wrong = runCalsh(["-c", "today"], environment: ["CALSH_TODAY": "x"])
    #expect(
      wrong.stderr.hasPrefix(
        "Error: The value 'x' of CALSH_TODAY is invalid: 'x' is not a date of the form YYYY-MM-DD\nHelp:  "))
    let flag = runCalsh(["--today", "x", "-c", "today"])
    #expect(flag.stderr.hasPrefix("Error: The value 'x' is invalid for '--today <YYYY-MM-DD>': "))
  }

  @Test func missingFileIsAnError() {
    let result = runCalsh(["no/such/file.cal"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot read no/such/file.cal"))
  }

  /// A command word that names no file runs as a statement with the words after it; a missing
  /// script is still missing, words after it its arguments (issue 30; QA 26.17 refused them).
  @Test func aCommandWordRunsAsAStatement() {
    let help = runCalsh(["help"])
    #expect(help.status == 0 && help.stdout.hasPrefix("calsh commands"), "\(help.stderr)")
    let topic = runCalsh(["help", "reform"])
    #expect(topic.status == 0 && topic.stdout.hasPrefix("reform —"), "\(topic.stderr)")
    let weekday = runCalsh(["weekday", "2023-02-01", "--today", "2023-02-03"])
    #expect(weekday.stdout == "Wednesday\n" && weekday.status == 0)
    #expect(runCalsh(["help", "nosuch"]).stderr.hasPrefix("<command-line>:1:6: error: no help for 'nosuch'"))
    let missing = runCalsh(["missing.cal"])
    #expect(
      missing.status == 1
        && missing.stderr == "calsh: error: cannot read missing.cal: No such file or directory\n")
    let extra = runCalsh(["2025", "x"])
    #expect(
      extra.status == 1 && extra.stderr == "calsh: error: cannot read 2025: No such file or directory\n")
  }

  /// `calsh FILE ARG…` and `calsh -c TEXT [--] ARG…` bind `$1 …` and `args`, each word read as a
  /// literal or kept as text; flags count anywhere before `--`, and every word after it is an
  /// argument (issue 30).
  @Test func scriptArguments() {
    let path = "/tmp/calsh-test-\(getpid())-rota.cal"
    writeFile(path, "year $1 | count\nprint $2\nargs | count\n")
    defer { unlink(path) }
    let file = runCalsh([path, "2027", "--today", "2023-02-03", "New York"])
    #expect(file.status == 0 && file.stdout == "12\nNew York\n2\n", "\(file.stderr)")
    let afterDashes = runCalsh([path, "--", "2027", "--today"])
    #expect(afterDashes.stdout == "12\n--today\n2\n", "\(afterDashes.stderr)")
    let dashes = runCalsh(["-c", "$1 + 1 month; $2 + 1; print $3", "--", "2025-01-31", "-4", "x"])
    #expect(dashes.status == 0 && dashes.stdout == "2025-02-28\n-3\nx\n", "\(dashes.stderr)")
    let plain = runCalsh(["-c", "weekday args", "2025-01-01", "2025-01-02"])
    #expect(plain.stdout == "2025-01-01  Wednesday\n2025-01-02  Thursday\n", "\(plain.stderr)")
    let missing = runCalsh(["-c", "print $1; print $3", "a", "b"])
    #expect(missing.status == 1 && missing.stdout == "a\n")
    #expect(
      missing.stderr.hasPrefix(
        "<command-line>:1:17: error: $3: the script was given 2 arguments (calsh FILE ARG…, or calsh -c TEXT -- ARG…)"
      ), "\(missing.stderr)")
    // A command word still starts a statement, its words the statement's, not arguments.
    #expect(runCalsh(["weekday", "2023-02-01"]).stdout == "Wednesday\n")
  }

  /// `--width auto` is what `set width auto` is: the terminal's width (QA 26.18).
  @Test func widthAutoIsTheDefault() {
    let auto = runCalsh(["--width", "auto", "-c", "year 2025"], environment: ["COLUMNS": "60"])
    #expect(auto.status == 0)
    #expect(auto.stdout == runCalsh(["-c", "year 2025"], environment: ["COLUMNS": "60"]).stdout)
    #expect(runCalsh(["--width=auto", "-c", "print 1"]).status == 0)
  }

  /// cal and ncal typed from habit after calsh get the calsh way to write them, as `-c` does;
  /// a directory named as a command word is not a script (QA 26, item 3).
  @Test func calHabitsOnTheCommandLine() {
    for words in [["cal", "9", "1752"], ["ncal", "-3"], ["cal"]] {
      let result = runCalsh(words)
      #expect(result.status == 1, "\(words)")
      #expect(result.stderr == runCalsh(["-c", words.joined(separator: " ")]).stderr, "\(words)")
      #expect(result.stderr.contains("is not a calsh command"), "\(words): \(result.stderr)")
    }
    let folder = "/tmp/calsh-test-\(getpid())-habits"
    let script = folder + "/month"
    #expect(mkdir(folder, 0o700) == 0 && mkdir(folder + "/today", 0o700) == 0)
    let descriptor = open(script, O_WRONLY | O_CREAT, 0o600)
    close(descriptor)
    defer {
      unlink(script)
      rmdir(folder + "/today")
      rmdir(folder)
    }
    #expect(!CalshMain.isScriptFile(folder + "/today"))
    #expect(CalshMain.isScriptFile(script))
    #expect(!CalshMain.isScriptFile(folder + "/missing"))
  }

  /// `auto` keeps to the widths `set width` takes, 20 to 1000, at both ends (QA 26.18).
  @Test func widthAutoKeepsToTheDocumentedRange() {
    let narrow = runCalsh(["--width", "auto", "-c", "month 2025-02 | strip"], environment: ["COLUMNS": "5"])
    #expect(narrow.stdout == runCalsh(["--width", "20", "-c", "month 2025-02 | strip"]).stdout)
    let help = runCalsh(["-c", "help"], environment: ["COLUMNS": "1"])
    #expect(help.stdout == runCalsh(["--width", "20", "-c", "help"]).stdout)
    let wide = runCalsh(["-c", "year 2025"], environment: ["COLUMNS": "5000"])
    #expect(wide.stdout == runCalsh(["--width", "1000", "-c", "year 2025"]).stdout)
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

  @Test func outputThatCannotBeWrittenIsReportedOnceWithStatus1() {
    let (result, writes) = runCalshFailingOutput(["-c", "month 2023-02"])
    #expect(result.status == 1)
    #expect(result.stderr == "calsh: error: cannot write output: No space left on device\n")
    #expect(writes == 1)
  }

  @Test func helpThatCannotBeWrittenIsReported() {
    let (result, _) = runCalshFailingOutput(["--help"])
    #expect(result.status == 1)
    #expect(result.stderr == "calsh: error: cannot write output: No space left on device\n")
  }

  @Test func streamingStopsAtOnceWhenTheReaderIsGone() {
    let start = ContinuousClock.now
    let (result, writes) = runCalshFailingOutput(
      ["--keep-going", "-c", "month 0001-01..9999-12 | pad | json; bogus"], accepted: 1,
      message: "Broken pipe")
    // The whole stream takes ~30 s in a debug build; stopping takes milliseconds.
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(result.status == 1)
    // No "unknown name 'bogus'": the run ends, even with --keep-going, and says why only once.
    #expect(result.stderr == "calsh: error: cannot write output: Broken pipe\n")
    #expect(writes == 2)
  }

  @Test func stdinScriptStopsReadingWhenOutputFails() throws {
    let path = "/tmp/calsh-test-\(getpid())-stdin.cal"
    writeFile(path, String(repeating: "month 2023-02\n", count: 2000) + "bogus\n")
    defer { unlink(path) }
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    let (result, writes) = runCalshFailingOutput(["--keep-going"], stdin: fd)
    #expect(result.status == 1)
    #expect(result.stderr == "calsh: error: cannot write output: No space left on device\n")
    #expect(writes == 1)
  }

  /// The first line of a month grid, trimmed: its title.
  func title(_ arguments: [String], environment: [String: String] = [:]) -> Substring {
    let result = runCalsh(arguments + ["-c", "month 2023-02"], environment: environment)
    return result.stdout.split(separator: "\n").first?.drop(while: { $0 == " " }) ?? ""
  }

  @Test func localeComesFromFlagThenLCAllThenLCTimeThenLang() {
    #expect(title([]) == "February 2023")
    #expect(title([], environment: ["LANG": "ko_KR.UTF-8"]) == "2023년 2월")
    #expect(title([], environment: ["LANG": "ko_KR.UTF-8", "LC_TIME": "ja_JP.UTF-8"]) == "2023年2月")
    #expect(
      title([], environment: ["LANG": "ko_KR.UTF-8", "LC_TIME": "ja_JP", "LC_ALL": "de_DE"]) == "Februar 2023"
    )
    #expect(title([], environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": ""]) == "2023년 2월")
    #expect(title(["--locale", "fr"], environment: ["LC_ALL": "ko_KR.UTF-8"]) == "février 2023")
    #expect(title(["--locale", "en"], environment: ["LC_ALL": "ko_KR.UTF-8"]) == "February 2023")
  }

  @Test func englishAndUnknownEnvironmentLocalesPrintEnglish() {
    for value in ["C", "POSIX", "C.UTF-8", "en_US.UTF-8", "en_GB", "xx_YY.UTF-8", "garbage!"] {
      #expect(title([], environment: ["LANG": value]) == "February 2023", "LANG=\(value)")
    }
  }

  @Test func unknownLocaleFlagIsAUsageError() {
    let result = runCalsh(["--locale", "xx-bogus", "-c", "month 2023-02"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("'xx-bogus' is not a locale CLDR has data for"))
    #expect(runCalsh(["--locale", "", "-c", "1"]).status == 64, "an empty name is not a locale")
    for accepted in [
      "ko_KR.UTF-8", "de-DE", "zh-Hant", "C", "en_US_POSIX", "en-US-u-ca-buddhist", "ca_ES@valencia",
    ] {
      #expect(runCalsh(["--locale", accepted, "-c", "1"]).status == 0, "\(accepted)")
    }
    // Only locale names are suggested (issue 17).
    let jp = runCalsh(["--locale", "jp_JP.UTF-8", "-c", "1"])
    #expect(jp.status == 64 && jp.stderr.contains("(did you mean 'ja_JP'?)"), "\(jp.stderr)")
  }

  /// The forms `set locale` takes, the flag and the environment take too (issue 17's siblings).
  @Test func everyFormOfLocaleNameFromFlagAndEnvironment() {
    for (name, expected) in [
      ("de_DE.UTF-8", "Februar 2023"), ("en_US_POSIX", "February 2023"), ("ko-KR-u-ca-buddhist", "2023년 2월"),
      ("sr_RS.UTF-8@latin", "februar 2023."), ("zh_TW.UTF-8", "2023年2月"), ("la_VA", "2023 Februarii"),
    ] {
      #expect(title(["--locale", name]) == expected, "--locale \(name)")
      #expect(title([], environment: ["LANG": name]) == expected, "LANG=\(name)")
    }
  }

  /// JSON and CSV are the same bytes whatever LANG, LC_* or --locale say; both names are in them
  /// (issue 18: `LANG=ja_JP.UTF-8 … | json` wrote `"name":"元日"`).
  @Test func jsonAndCSVAreTheSameUnderEveryLocale() {
    let script = """
      holidays jp 2024-01 | json; holidays kr 2024-09 | csv; month 2024-05 | json
      month 2024-05 | where holiday | csv; days 2024-05-03..2024-05-04 | json pretty
      set holidays kr; month 2024-09 | where holiday | csv date holiday holidayLocalName
      """
    let plain = runCalsh(["--holidays", "jp", "-c", script])
    #expect(plain.status == 0 && plain.stderr.isEmpty)
    #expect(plain.stdout.contains(#""name":"New Year's Day","localName":"元日""#))
    #expect(plain.stdout.contains("2024-09-17,Chuseok,추석"))
    let environments: [[String: String]] = [
      ["LANG": "ja_JP.UTF-8"], ["LANG": "ko_KR.UTF-8"], ["LC_ALL": "de_DE.UTF-8"],
      ["LC_TIME": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"], ["LANG": "zh_TW.UTF-8"], ["LC_ALL": "ar_EG.UTF-8"],
    ]
    for environment in environments {
      let run = runCalsh(["--holidays", "jp", "-c", script], environment: environment)
      #expect(Array(run.stdout.utf8) == Array(plain.stdout.utf8), "\(environment)")
    }
    for locale in ["ja", "ko", "fr"] {
      let run = runCalsh(["--holidays", "jp", "--locale", locale, "-c", script])
      #expect(Array(run.stdout.utf8) == Array(plain.stdout.utf8), "--locale \(locale)")
    }
  }

  /// Holiday names follow the language: ja Japanese, ko Korean, any other English.
  @Test func holidayNamesFollowTheEnvironmentLanguage() {
    let arguments = [
      "--holidays", "jp", "-c", "month 2023-05 | where holiday | first 1 | table date holiday",
    ]
    #expect(runCalsh(arguments, environment: ["LANG": "ja_JP.UTF-8"]).stdout.contains("憲法記念日"))
    #expect(runCalsh(arguments, environment: ["LANG": "de_DE.UTF-8"]).stdout.contains("Constitution"))
  }
}

/// Runs calsh in-process with a stdout that takes `accepted` chunks and then fails with `message`,
/// as a full disk or a closed pipe does. Returns the run and how many writes were tried.
func runCalshFailingOutput(
  _ arguments: [String], accepted: Int = 0, message: String = "No space left on device",
  stdin: Int32? = nil
) -> (RunResult, writes: Int) {
  var writes = 0
  var err = ""
  let devNull = open("/dev/null", O_RDONLY)
  defer { close(devNull) }
  let context = ProcessContext(
    arguments: arguments, environment: [:], stdinDescriptor: stdin ?? devNull,
    writeOutput: { (_: [UInt8]) -> WriteFailure? in
      writes += 1
      return writes > accepted ? WriteFailure(message) : nil
    }, writeError: { err += $0 })
  let status = CalshMain.run(context)
  return (RunResult(stdout: "", stderr: err, status: status), writes)
}
