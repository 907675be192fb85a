import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `pick`'s keys: terminal bytes decoded, and each key's meaning to the picker.
struct PickKeysTests {
  func keys(_ text: String) -> [TerminalKey] { TerminalKeyDecoder.keys(in: Array(text.utf8)) }

  @Test func sequencesOfXtermAndVTTerminalsAreDecoded() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OD\u{1B}OH\u{1B}OF") == [.up, .left, .home, .end])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
    #expect(
      keys("\u{1B}[5~\u{1B}[6~\u{1B}[5;2~\u{1B}[6;2~") == [.pageUp, .pageDown, .shiftPageUp, .shiftPageDown])
    #expect(
      keys("\u{1B}[<0;12;5M\u{1B}[<0;12;5m") == [
        .mouse(column: 12, row: 5, button: 0, pressed: true),
        .mouse(column: 12, row: 5, button: 0, pressed: false),
      ])
    #expect(
      keys("\r\n\u{7F}\u{8}\t\u{3}\u{1A}") == [
        .enter, .enter, .backspace, .backspace, .tab, .interrupt, .suspend,
      ])
    #expect(keys("g2025-05-03 ?") == "g2025-05-03 ?".map { .character($0) })
    #expect(keys("é한😀") == [.character("é"), .character("한"), .character("😀")])
    #expect(keys("\u{1B}[15~\u{1B}[1;5A") == [.unknown, .up])
  }

  @Test func aLoneEscapeWaitsForMoreUnlessNoneIsComing() {
    #expect(TerminalKeyDecoder.read([0x1B][...]) == .incomplete)
    #expect(TerminalKeyDecoder.read([0x1B][...], final: true) == .key(.escape, length: 1))
    #expect(TerminalKeyDecoder.read(Array("\u{1B}[5".utf8)[...]) == .incomplete)
    #expect(TerminalKeyDecoder.read([0xE2, 0x82][...]) == .incomplete)
    #expect(keys("\u{1B}\u{1B}q") == [.escape, .escape, .character("q")])
    #expect(keys("\u{1B}x") == [.escape, .character("x")])
  }

  @Test func anyBytesDecodeToKeysThatCoverThemWhole() {
    var random = SplitMix(seed: 33)
    let alphabet: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x7E, 0x4D, 0x6D, 0x31, 0x35, 0x32, 0xE2, 0x82, 0xAC, 0xFF, 0x41, 0x0D,
    ]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 1...40, using: &random)).map { _ in
        random.next() % 3 == 0
          ? UInt8.random(in: 0...255, using: &random) : alphabet.randomElement(using: &random)!
      }
      var rest = bytes[...]
      while !rest.isEmpty {
        guard case .key(_, let length) = TerminalKeyDecoder.read(rest, final: true) else {
          Issue.record("no key read from \(Array(rest))")
          break
        }
        #expect(length >= 1 && length <= rest.count)
        rest = rest.dropFirst(length)
      }
    }
  }

  func meaning(_ text: String, reading: String = "2025-12-24") -> (keys: [PickerKey], state: PickKeys) {
    var map = PickKeys()
    let read: (String) -> Result<CivilDate, PickDateRefusal> = { typed in
      typed == reading
        ? .success(try! CivilDate(parsing: reading)) : .failure(PickDateRefusal("not a day: \(typed)"))
    }
    let keys = keys(text).compactMap { map.key(for: $0, readDate: read) }
    return (keys, map)
  }

  @Test func everyKeyHasItsMeaning() {
    #expect(
      meaning("hlkj<>t ?q").keys == [
        .previousDay, .nextDay, .previousWeek, .nextWeek, .previousMonth, .nextMonth, .today, .toggle, .help,
        .cancel,
      ])
    #expect(
      meaning("\u{1B}[D\u{1B}[C\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\u{1B}[5;2~\u{1B}[6;2~\u{1B}[H\u{1B}[F\r")
        .keys == [
          .previousDay, .nextDay, .previousWeek, .nextWeek, .previousMonth, .nextMonth, .previousYear,
          .nextYear,
          .weekStart, .weekEnd, .accept,
        ])
    #expect(meaning("\u{3}").keys == [.cancel])
    #expect(meaning("\u{1B}").keys == [.cancel])
  }

  @Test func gReadsATypedDayWithTheLanguagesReading() {
    #expect(meaning("g2025-12-24\r").keys == [.goTo(try! CivilDate(parsing: "2025-12-24"))])
    #expect(meaning("g2025-12-244\u{7F}\r").keys == [.goTo(try! CivilDate(parsing: "2025-12-24"))])
    let typing = meaning("g2025-1")
    #expect(typing.keys.isEmpty && typing.state.typing == "2025-1")
    let refused = meaning("gsoon\r")
    #expect(refused.keys.isEmpty && refused.state.refusal == "not a day: soon" && refused.state.typing == nil)
    #expect(meaning("gq\u{1B}q").keys == [.cancel])
  }
}
