// libFuzzer target: arbitrary bytes run as a calsh script, the way `calsh FILE` and
// `calsh < FILE` run one: LineReader → ContinuationScanner grouping → Lexer → Parser →
// Interpreter → renderers, with every error drawn by DiagnosticRenderer.
//
// Output goes to a sink that only counts bytes; a run is cancelled (through its policy's
// `isCancelled`, polled by long outputs) once it has written `outputLimit` bytes or run for
// `timeLimit`, so a huge but legal output (`month 0001-01..9999-12 | json`) ends quickly.
// Beyond crashes, leaks and hangs it checks one contract: every diagnostic is at most three
// lines with no control characters (but tab, and the colour of `error:`).
// `source`, `load` and `holidays load` may only open plain file names, in a scratch directory
// made at start-up that holds a few small scripts (one includes itself, one fails, one quits) and
// a ledger, and a redirection (`| csv > w/x`) may only write plain names in its `w` directory,
// which nothing reads; files are read by the shell's loader and scripts by its batch runner
// (CalFilesLoader.swift, ScriptRunner.swift and LineReader.swift, compiled into this target). It
// holds no holiday file that loads: a loaded holiday's name is never freed (HolidayName), which
// LeakSanitizer would report on every run that loads one.
// With CALSH_FUZZ_ECHO=1 set, output and diagnostics are also written to stdout and stderr, to
// see what a reproducer does: `CALSH_FUZZ_ECHO=1 .build-fuzz/fuzz-script crash-…`.
import CalLocale
import CalRender
import CalScript
import CalSyntax
import CalendarCore
import Glibc

private let outputLimit = 1 << 18
private let timeLimit: UInt64 = 100_000_000  // nanoseconds

private let echo = getenv("CALSH_FUZZ_ECHO") != nil

private func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Makes the scratch directory, once per process; the script runs as if it were in it.
private let scratch: String = {
  let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  var template = Array("\(temporary)/calsh-fuzz-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
  let directory = String(cString: made)
  let files = [
    "a.cal": "month 2023-02 | pad | select 2023-02-03\nlet fromA = 2023-01-31 + 1 month\n",
    "self.cal": "source self.cal\n",
    "b.cal": "source a.cal\nsource c.cal\n",
    "c.cal": "weekday fromA\nsource b.cal\n",
    "err.cal": "2023-02-30\n",
    "cont.cal": "month 2023-02 |\n  pad |\n  table\n(2023-01-31\n  + 1 month)\n",
    "quit.cal": "quit\nnever 1\n",
    "l.csv":
      "date,amount,category,color\n2023-02-01,-12.50,food,red\n2023-02-03,100,\"pay, \"\"Feb\"\"\",#8a2be2\n",
  ]
  guard mkdir(directory + "/w", 0o700) == 0 else { fatalError("cannot make w") }
  for (name, text) in files {
    let fd = open(directory + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { fatalError("cannot write \(name)") }
    _ = text.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress, $0.count - 1) }
    close(fd)
  }
  return directory
}()

/// A diagnostic is at most three lines (header, source line, caret line) with no control
/// characters but tab, so no input can drive the terminal through an error message.
private func checkDiagnostic(_ text: String, coloured: Bool) {
  var plain = text
  if coloured {
    plain = plain.replacing("\u{1B}[1;31merror:\u{1B}[0m", with: "error:")
      .replacing("\u{1B}[1;35mwarning:\u{1B}[0m", with: "warning:")
  }
  let lines = plain.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
  let control = plain.unicodeScalars.first {
    ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value)
  }
  if lines.count > 4 || plain.utf8.last != 0x0A || control != nil {
    fputs(
      "fuzz check failed: a diagnostic breaks its contract (\(lines.count - 1) lines, control \(String(describing: control))):\n",
      stderr)
    fputs(plain.debugDescription + "\n", stderr)
    abort()
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { fatalError("pipe failed") }
  // The whole input is written before it is read, so it must fit the pipe: 64 KiB, raised to
  // at most 1 MiB (F_SETPIPE_SZ) for a larger -max_len; bytes beyond that are not run.
  let size = min(size, 1 << 20)
  if size > 65_536 { _ = fcntl(fds[1], 1031 /* F_SETPIPE_SZ */, Int32(1 << 20)) }
  var written = 0
  while written < size {
    let n = write(fds[1], data + written, size - written)
    if n <= 0 { break }
    written += n
  }
  close(fds[1])
  defer { close(fds[0]) }

  var bytes = 0
  let started = now()
  var settings = Settings(today: CivilDate(uncheckedYear: 2023, month: 2, day: 3), locales: Locales())
  // Odd lengths colour the output and the diagnostics, so both renderings are exercised.
  settings.color = size & 1 == 1 ? .always : .never
  let diagnostics = DiagnosticRenderer(color: size & 1 == 1)
  let output = Output(sink: { (chunk: [UInt8]) -> Void in
    bytes += chunk.count
    if echo { _ = chunk.withUnsafeBytes { write(1, $0.baseAddress, $0.count) } }
  })
  // Relative paths resolve against the scratch directory; only its own files may be opened.
  let runner = ScriptRunner()
  let policy = SessionPolicy(
    files: CalFilesLoader(), scripts: runner,
    allowsSource: { (path: String) -> Bool in
      path.hasPrefix(scratch + "/") && !path.dropFirst(scratch.utf8.count + 1).contains("/")
    },
    allowsWriting: { (path: String) -> Bool in
      path.hasPrefix(scratch + "/w/") && !path.dropFirst(scratch.utf8.count + 3).contains("/")
    },
    isCancelled: { bytes > outputLimit || now() - started > timeLimit }
  ) { error in
    let text = diagnostics.render(error)
    checkDiagnostic(text, coloured: diagnostics.color)
    bytes += text.utf8.count
    if echo { fputs(text, stderr) }
  }
  let interpreter = Interpreter(settings: settings, output: output, policy: policy)
  interpreter.keepGoing = true
  runner.run(lines: LineReader(descriptor: fds[0]), name: "<fuzz>", directory: scratch, in: interpreter)
  output.flush()
  return 0
}

/// CLDR's locales, as the shell hands them to the interpreter.
private struct Locales: LocaleCatalog {
  func labels(for name: String) -> CalendarLabels? { LocaleLabels.labels(for: name) }
  func suggestions(for name: String) -> [String] { LocaleLabels.suggestions(for: name) }
  var names: [String] { LocaleLabels.names }
}
