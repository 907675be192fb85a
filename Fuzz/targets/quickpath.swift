// libFuzzer target: the quick path against the general path. Each line of the input (split at
// LF or CR, as the batch line reader ends lines, at most 256 lines) is offered to the quick path of one interpreter
// (`Interpreter.runOnQuickPath`, what `calsh FILE` tries first for every line after the first).
// When it takes the line, a second interpreter with the same settings runs the same line
// through the lexer, parser and interpreter (as `-c` text always is), and the two must print
// the same bytes, with no error reported on either side. When it refuses the line, it must have
// printed and reported nothing; then both interpreters run the line on the general path, so
// `set monthend overflow` or `set today` holds for both from then on.
//
// The general path's lines are cancelled (through `isCancelled`) after 256 KiB of output or
// 100 ms, as in the `script` target; `source` may open nothing. A failed check prints the line
// and both outputs, and aborts.
import CalRender
import CalScript
import CalSyntax
import CalendarCore
import Glibc

private let outputLimit = 1 << 18
private let timeLimit: UInt64 = 100_000_000  // nanoseconds

private func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// What an interpreter printed and reported since its last line.
private final class Capture {
  var bytes: [UInt8] = []
  var errors = 0
  var started: UInt64 = 0

  func reset() {
    bytes.removeAll(keepingCapacity: true)
    errors = 0
    started = now()
  }
}

private func makeInterpreter(_ capture: Capture) -> Interpreter {
  let settings = Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: EnglishOnly())
  let policy = SessionPolicy(
    allowsSource: { _ in false },
    isCancelled: { capture.bytes.count > outputLimit || now() - capture.started > timeLimit }
  ) { _ in capture.errors += 1 }
  let interpreter = Interpreter(settings: settings, output: Output { capture.bytes += $0 }, policy: policy)
  interpreter.keepGoing = true
  return interpreter
}

private func fail(_ message: String, _ line: UnsafeBufferPointer<UInt8>, _ quick: Capture, _ general: Capture)
  -> Never
{
  fputs("fuzz check failed: the quick path and the general path disagree: \(message)\n", stderr)
  fputs("line:    \(String(decoding: line, as: UTF8.self).debugDescription)\n", stderr)
  fputs("quick:   \(String(decoding: quick.bytes, as: UTF8.self).debugDescription)\n", stderr)
  fputs(
    "general: \(String(decoding: general.bytes, as: UTF8.self).debugDescription), \(general.errors) errors\n",
    stderr)
  abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuickPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = UnsafeBufferPointer(start: data, count: size)
  let quickCapture = Capture()
  let generalCapture = Capture()
  let quick = makeInterpreter(quickCapture)
  let general = makeInterpreter(generalCapture)
  var start = 0
  var lines = 0
  while start < input.count, lines < 256, !quick.quitRequested {
    let end = input[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? input.count
    let line = UnsafeBufferPointer(rebasing: input[start..<end])
    start = end + 1
    lines += 1
    quickCapture.reset()
    generalCapture.reset()
    let hits = quick.quickPathHits
    let taken = quick.runOnQuickPath(line)
    quick.output.flush()
    let source = SourceText(name: "<fuzz>", text: String(decoding: line, as: UTF8.self))
    guard taken else {
      if quick.quickPathHits != hits {
        fail("a refused line was counted", line, quickCapture, generalCapture)
      }
      if !quickCapture.bytes.isEmpty || quickCapture.errors > 0 {
        fail("a refused line printed or reported", line, quickCapture, generalCapture)
      }
      quick.run(source)
      general.run(source)
      quick.output.flush()
      general.output.flush()
      continue
    }
    if quick.quickPathHits != hits + 1 {
      fail("a line taken was not counted", line, quickCapture, generalCapture)
    }
    general.run(source)
    general.output.flush()
    if generalCapture.errors > 0 {
      fail("the general path reports an error", line, quickCapture, generalCapture)
    }
    if quickCapture.bytes != generalCapture.bytes {
      fail("the outputs differ", line, quickCapture, generalCapture)
    }
  }
  return 0
}

/// The quick path never reads labels: English is all this target needs.
private struct EnglishOnly: LocaleCatalog {
  func labels(for name: String) -> CalendarLabels? { name == "en" ? .english : nil }
  func suggestions(for name: String) -> [String] { [] }
  var names: [String] { ["en"] }
}
