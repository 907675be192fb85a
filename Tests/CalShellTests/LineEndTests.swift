import CalShell
import Glibc
import Testing

/// Scripts read CR (old Mac files), LF and CR LF line ends alike, from a file, stdin, `-c` and
/// `source`, and their errors name the right line.
struct LineEndTests {
  static let endings = ["\n", "\r\n", "\r"]

  /// Three statements with `ending` between them (the second continued over two lines after
  /// `|`), then a mistake on the fourth line, with `--keep-going`.
  func script(_ ending: String) -> String {
    ["weekday 2023-02-01", "month 2023-02 |", "  count", "weekday 2023-02-30", "2023-01-31 + 1 month", ""]
      .joined(separator: ending)
  }

  let expectedOutput = "Wednesday\n28\n2023-02-28\n"

  func expectedError(_ name: String) -> String {
    "\(name):4:9: error: 2023-02-30 is not a date: February 2023 has 28 days\n"
      + "weekday 2023-02-30\n        ^~~~~~~~~~\n"
  }

  func withFile(_ text: String, _ body: (String) throws -> Void) rethrows {
    let path = "/tmp/calsh-line-ends-\(getpid()).cal"
    writeFile(path, text)
    defer { unlink(path) }
    try body(path)
  }

  @Test(arguments: LineEndTests.endings)
  func aFileReadsEveryLineEnd(_ ending: String) {
    withFile(script(ending)) { path in
      let result = runCalsh(["--keep-going", path])
      #expect(result.stdout == expectedOutput)
      #expect(result.stderr == expectedError(path))
    }
  }

  @Test(arguments: LineEndTests.endings)
  func stdinReadsEveryLineEnd(_ ending: String) throws {
    try withFile(script(ending)) { path in
      let fd = open(path, O_RDONLY)
      try #require(fd >= 0)
      defer { close(fd) }
      let result = runCalshWithStdin(["--keep-going", "-"], stdin: fd)
      #expect(result.stdout == expectedOutput)
      #expect(result.stderr == expectedError("<stdin>"))
    }
  }

  @Test(arguments: LineEndTests.endings)
  func commandLineTextReadsEveryLineEnd(_ ending: String) {
    let result = runCalsh(["--keep-going", "-c", script(ending)])
    #expect(result.stdout == expectedOutput)
    #expect(result.stderr == expectedError("<command-line>"))
  }

  @Test(arguments: LineEndTests.endings)
  func sourceReadsEveryLineEnd(_ ending: String) {
    withFile(script(ending)) { path in
      let result = runCalsh(["--keep-going", "-c", "source \(path)"])
      #expect(result.stdout == expectedOutput)
      #expect(result.stderr.hasPrefix(expectedError(path)))
    }
  }

  /// A comment, a string and a bare path end at a CR as at an LF.
  @Test func commentsAndStringsEndAtACR() {
    let result = runCalsh([
      "--keep-going", "-c", "weekday 2023-02-01 # a note\rprint \"a\rweekday 2023-02-02",
    ])
    #expect(result.stdout == "Wednesday\nThursday\n")
    #expect(result.stderr.hasPrefix("<command-line>:2:7: error: unterminated string"))
  }

  @Test func holidaysLoadReadsCREndedFiles() {
    withFile("date,name\r2024-03-04,Spring break\r2024-03-05,Second day\r") { path in
      let result = runCalsh(["-c", "holidays load \(path); days 2024-03-04..2024-03-05 | table date holiday"])
      #expect(result.stdout.contains("2024-03-05  Second day"), "\(result.stdout)\(result.stderr)")
      #expect(result.status == 0)
    }
  }
}

/// Runs calsh in-process with `stdin` as its standard input.
func runCalshWithStdin(_ arguments: [String], stdin: Int32) -> RunResult {
  var out: [UInt8] = []
  var err = ""
  let context = ProcessContext(
    arguments: arguments, environment: [:], stdinDescriptor: stdin,
    writeOutput: { out += $0 }, writeError: { err += $0 })
  let status = CalshMain.run(context)
  return RunResult(stdout: String(decoding: out, as: UTF8.self), stderr: err, status: status)
}
