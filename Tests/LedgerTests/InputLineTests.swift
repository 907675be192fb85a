import CalendarCore
import TestSupport
import Testing

@testable import Ledger

/// `read`'s reading of lines (issue 30): the first value sets the kind, blanks are passed over,
/// a line of another kind is a problem naming it, and the quick path for ISO dates agrees with
/// the general one.
struct InputLineTests {
  func read(_ lines: [String], format: String? = nil) -> [Result<InputValue?, InputLineProblem>] {
    var reader = InputLineReader(format: format.map { try! DateInputFormat($0) })
    return lines.map { line in Array(line.utf8).withUnsafeBufferPointer { reader.read($0) } }
  }

  func values(_ lines: [String], format: String? = nil) -> [InputValue?] {
    read(lines, format: format).map { try? $0.get() }
  }

  @Test func theFirstValueSetsTheKind() throws {
    let date = try CivilDate(parsing: "2025-03-05")
    #expect(values(["", "  2025-03-05\t", "2025-03-05"]) == [nil, .date(date), .date(date)])
    #expect(
      values(["42", "-3", " 12.50 "]) == [.integer(42), .integer(-3), .decimal(Money(units: 1250, scale: 2))])
    #expect(
      values(["2025-03-05T14:30", "2025-03-05 14:30:15"]) == [
        .dateTime(DateTime(date: date, time: try TimeOfDay(hour: 14, minute: 30))),
        .dateTime(DateTime(date: date, time: try TimeOfDay(hour: 14, minute: 30, second: 15))),
      ])
    // Text keeps every line as written, dates and numbers among them.
    #expect(values(["alice", "2025-03-05", "3"]) == [.text("alice"), .text("2025-03-05"), .text("3")])
    #expect(values(["1,234"]) == [.text("1,234")])
    // A byte-order mark before the first line is no part of it.
    #expect(values(["\u{FEFF}2025-03-05"]) == [.date(date)])
  }

  /// Bytes that are not UTF-8 text (Latin-1, UTF-16, a binary's NUL) are a problem at the byte
  /// naming it, never text read as garbage (issue 30's QA).
  @Test func bytesThatAreNotTextAreAProblemAtTheByte() {
    func problem(_ bytes: [UInt8]) -> InputLineProblem? {
      var reader = InputLineReader(format: nil)
      guard case .failure(let problem) = bytes.withUnsafeBufferPointer({ reader.read($0) }) else {
        return nil
      }
      return problem
    }
    let latin = problem(Array("caf".utf8) + [0xE9])
    #expect(latin?.offset == 3 && latin?.message.hasPrefix("byte 0xE9 is not UTF-8") == true)
    #expect(problem([0xFF, 0xFE, 0x32, 0x00])?.message.contains("UTF-16") == true)
    #expect(problem([0x7F, 0x45, 0x00])?.offset == 2)
    // Overlong forms and surrogates are not UTF-8 either; every well-formed sequence is.
    #expect(problem([0xC0, 0x80])?.offset == 0)
    #expect(problem([0x61, 0xED, 0xA0, 0x80])?.offset == 1)
    #expect(problem(Array("žluťoučký 🐎 €".utf8)) == nil)
  }

  /// FF FE is UTF-16's byte-order mark only before the first value; after one, two bad bytes.
  @Test func fffeAfterTheFirstValueIsABadByte() {
    var reader = InputLineReader(format: nil)
    _ = Array("2025-01-01".utf8).withUnsafeBufferPointer { reader.read($0) }
    guard
      case .failure(let problem) = [UInt8]([0xFF, 0xFE, 0x32]).withUnsafeBufferPointer({ reader.read($0) })
    else {
      Issue.record("FF FE is not UTF-8")
      return
    }
    #expect(problem.message.hasPrefix("byte 0xFF is not UTF-8"))
  }

  /// A long bad line is quoted by its start in the message; the line itself is shown once, whole.
  @Test func aLongLineIsQuotedByItsStart() {
    let long = String(repeating: "x", count: 300)
    guard case .failure(let problem) = read(["2025-03-05", long])[1] else {
      Issue.record("a line of text among dates is a problem")
      return
    }
    #expect(problem.message.hasPrefix("cannot read \"" + String(repeating: "x", count: 40) + "…\" as a date"))
    #expect(problem.line == long)
  }

  @Test func aLineOfAnotherKindIsAProblemAtItsBytes() {
    let results = read(["2025-03-05", " 2025-13-01", "soon", "2025-02-29"])
    guard case .failure(let month) = results[1], case .failure(let word) = results[2],
      case .failure(let leap) = results[3]
    else {
      Issue.record("\(results)")
      return
    }
    #expect(month.message.hasPrefix("cannot read \"2025-13-01\" as a date: month 13"))
    #expect(month.offset == 1 && month.length == 10)
    #expect(word.message.hasPrefix("cannot read \"soon\" as a date: a date is written YYYY-MM-DD"))
    #expect(leap.message.contains("February 2025 has 28 days"), "\(leap.message)")
    guard case .failure(let number) = read(["3", "x"])[1] else {
      Issue.record("x read as a number")
      return
    }
    #expect(number.message.hasPrefix("cannot read \"x\" as a number"))
    guard case .failure(let time) = read(["2025-03-05T10:00", "2025-03-05T25:00"])[1] else {
      Issue.record("25:00 read")
      return
    }
    #expect(time.message.hasPrefix("cannot read \"2025-03-05T25:00\" as a date-time"))
  }

  @Test func aFormatReadsEveryLineAsADate() throws {
    #expect(
      values(["05/03/2025", "", "25/12/2025"], format: "%d/%m/%Y") == [
        .date(try CivilDate(parsing: "2025-03-05")), nil, .date(try CivilDate(parsing: "2025-12-25")),
      ])
    guard case .failure(let short) = read(["01.01.26"], format: "%d.%m.%Y")[0] else {
      Issue.record("a two-digit year read as %Y")
      return
    }
    #expect(short.message.contains("a two-digit year is %y"), "\(short.message)")
    #expect(values(["01.01.26"], format: "%d.%m.%y") == [.date(try CivilDate(parsing: "2026-01-01"))])
  }

  /// The ten-byte quick path and the general path give the same value or the same refusal for
  /// every shape of a date line, good and bad.
  @Test func theQuickPathAgreesWithTheGeneralOne() {
    var random = SplitMix(seed: 30)
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let alphabet = Array("0123456789-- T:x".utf8)
    for _ in 0..<20_000 {
      var line = Array(String(format4(next(10_000)) + "-" + format2(next(14)) + "-" + format2(next(33))).utf8)
      if next(4) == 0 { line[next(line.count)] = alphabet[next(alphabet.count)] }
      var quick = InputLineReader()
      var general = InputLineReader()
      for reader in [0, 1] {
        _ = Array("2000-01-01".utf8).withUnsafeBufferPointer {
          reader == 0 ? quick.read($0) : general.readSlowly($0)
        }
      }
      let fast = line.withUnsafeBufferPointer { quick.read($0) }
      let slow = line.withUnsafeBufferPointer { general.readSlowly($0) }
      #expect(fast == slow, "\(String(decoding: line, as: UTF8.self))")
    }
  }

  private func format4(_ n: Int) -> String { String(repeating: "0", count: 4 - String(n).count) + String(n) }
  private func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}
