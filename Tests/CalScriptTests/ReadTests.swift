import CalRender
import CalSyntax
import CalendarCore
import Ledger
import Testing

@testable import CalScript

/// Consecutive days as lines, made one at a time as `read` asks (a line's bytes live only
/// during its call), counting the lines handed out.
final class GeneratedDays: InputLines {
  let count: Int
  var handedOut = 0
  var bad: Set<Int>

  init(count: Int, bad: Set<Int> = []) {
    self.count = count
    self.bad = bad
  }

  func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T? {
    guard handedOut < count else { return nil }
    handedOut += 1
    let date = CivilDate(uncheckedDayCount: GeneratedDays.start + handedOut - 1)
    let text = bad.contains(handedOut) ? "not a date" : date.description
    return try Array(text.utf8).withUnsafeBufferPointer(body)
  }

  var readError: String? { nil }

  static let start = try! CivilDate(parsing: "2000-01-01").dayCount
}

/// A loader whose standard input is generated days, and that reads no files.
struct GeneratedInput: FileLoader {
  let input: GeneratedDays

  func ledger(path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool) -> Result<
    Ledger, FileLoadError
  > { .failure(FileLoadError("no files", line: 0)) }

  func holidays(path: String, reform: Reform, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > { .failure(FileLoadError("no files", line: 0)) }

  func lines(path: String?) -> Result<any InputLines, FileLoadError> {
    path == nil ? .success(input) : .failure(FileLoadError("no files", line: 0))
  }
}

/// `read` (issue 30): its lines are read as the list is, never held.
struct ReadTests {
  /// Runs `text` over `input` as standard input; what it printed, the errors and warnings, and
  /// how many lines had been read when the first output left the buffer.
  func run(_ text: String, _ input: GeneratedDays, keepGoing: Bool = false)
    -> (output: String, errors: [ScriptError], readAtFirstWrite: Int?)
  {
    var bytes: [UInt8] = []
    var errors: [ScriptError] = []
    var readAtFirstWrite: Int? = nil
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { (chunk: [UInt8]) -> Void in
        if readAtFirstWrite == nil { readAtFirstWrite = input.handedOut }
        bytes += chunk
      },
      policy: SessionPolicy(files: GeneratedInput(input: input)) { errors.append($0) })
    interpreter.keepGoing = keepGoing
    interpreter.run(SourceText(name: "<test>", text: text))
    interpreter.output.flush()
    return (String(decoding: bytes, as: UTF8.self), errors, readAtFirstWrite)
  }

  /// A pass stops reading when nothing more is wanted: `first 3` of ten million lines reads
  /// four at most, so the lines are read while the list is, not before.
  @Test func aPassReadsOnlyWhatItNeeds() {
    let input = GeneratedDays(count: 10_000_000)
    let result = run("read | first 3 | count", input)
    #expect(result.output == "3\n" && result.errors.isEmpty, "\(result.errors)")
    #expect(input.handedOut <= 4)
    let saturdays = GeneratedDays(count: 10_000_000)
    #expect(run("read | where weekday == sat | first 2 | count", saturdays).output == "2\n")
    #expect(saturdays.handedOut <= 14)
  }

  /// `read | weekday` over 200,000 lines writes its first output while most lines are unread:
  /// the rows stream through the output rather than waiting for a list.
  @Test func rowsLeaveBeforeTheInputEnds() throws {
    let input = GeneratedDays(count: 200_000)
    let result = run("read | weekday", input)
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.output.split(separator: "\n").count == 200_000)
    let read = try #require(result.readAtFirstWrite)
    #expect(read < 20_000, "the first output left after \(read) lines")
    #expect(run("read | count", GeneratedDays(count: 200_000)).output == "200000\n")
    // 2000-01-01 was a Saturday: 28,572 Saturdays in the 200,000 days from it.
    #expect(run("read | where weekday == sat | count", GeneratedDays(count: 200_000)).output == "28572\n")
  }

  /// Standard input is read once: past the few values kept for a second look, a second pass
  /// says to bind it, and `let` keeps the values (of `read`, and of `read | where …`, issue 30's
  /// QA); a short input is kept whole.
  @Test func standardInputIsReadOnce() {
    let twice = run("let d = read | where weekday == sat; d | count; d | count", GeneratedDays(count: 100))
    #expect(twice.output == "15\n15\n" && twice.errors.isEmpty, "\(twice.errors)")
    let mapped = run("let w = read | weekday; w | count; w | count", GeneratedDays(count: 100))
    #expect(mapped.output == "100\n")
    #expect(mapped.errors.first?.message.hasPrefix("standard input was read already") == true)
    let short = run("let d = read | where weekday == sat; d | count; d | count", GeneratedDays(count: 14))
    #expect(short.output == "2\n2\n" && short.errors.isEmpty, "\(short.errors)")
    let kept = run("let d = read; d | count; d | where weekday == sat | count", GeneratedDays(count: 100))
    #expect(kept.output == "100\n15\n" && kept.errors.isEmpty, "\(kept.errors)")
  }

  /// A bad line is an error at its line of `<stdin>`; with keep-going it is skipped and counted.
  @Test func aBadLineIsPlacedOrSkipped() {
    let stopped = run("read | count", GeneratedDays(count: 30, bad: [17]))
    #expect(stopped.output.isEmpty)
    let error = stopped.errors.first
    #expect(error?.source?.name == "<stdin>" && error?.source?.firstLine == 17, "\(stopped.errors)")
    #expect(
      error?.message
        == "cannot read \"not a date\" as a date: a date is written YYYY-MM-DD (or give its format: read \"%d/%m/%Y\")"
    )
    let skipped = run("read | count", GeneratedDays(count: 30, bad: [2, 17, 18]), keepGoing: true)
    #expect(skipped.output == "27\n")
    #expect(
      skipped.errors.map(\.message) == ["skipped 3 lines that are not a date (the first: <stdin>:2)"],
      "\(skipped.errors)")
  }
}
