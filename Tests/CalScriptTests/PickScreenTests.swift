import CalRender
import CalendarCore
import Testing

@testable import CalScript

/// `pick`'s screen: the grid `month … | select …` prints, the status, the keys' effect through a
/// whole session, a click's day, and each redraw's bytes and time.
struct PickScreenTests {
  func day(_ text: String) -> Int { try! CivilDate(parsing: text).dayCount }
  func text(_ lines: [[UInt8]]) -> String {
    lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
  }

  func picker(_ mode: PickerMode = .single, at start: String, today: String = "2023-02-03") -> Picker {
    Picker(mode: mode, start: day(start), today: day(today))!
  }

  func session(_ mode: PickerMode = .single, at start: String, width: Int = 80) -> PickSession {
    var screen = PickScreen()
    screen.width = width
    return PickSession(picker: picker(mode, at: start), screen: screen) { typed in
      do { return .success(try CivilDate(parsing: typed)) } catch {
        return .failure(PickDateRefusal("not a date: \(typed)"))
      }
    }
  }

  @Test func theScreensMonthIsTheTextGridOfTheSameMonth() {
    let screen = PickScreen()
    let single = screen.calendar(of: picker(at: "2025-05-14"))
    #expect(text(single) == evaluate("month 2025-05 | select 2025-05-14").output)
    let range = picker(.range, at: "2025-05-28").handling(.accept).handling(.nextWeek)
    #expect(
      text(screen.calendar(of: range)) == evaluate("month 2025-06 | select 2025-05-28..2025-06-04").output)
  }

  @Test func aroundOneShowsThreeMonthsWhenTheWidthAllowsAndOneAtForty() {
    var screen = PickScreen()
    screen.around = 1
    screen.width = 120
    #expect(
      text(screen.calendar(of: picker(at: "2025-05-14")))
        == evaluate("set width 120; month 2025-04..2025-06 | select 2025-05-14").output)
    screen.width = 40
    #expect(
      text(screen.calendar(of: picker(at: "2025-05-14")))
        == evaluate("month 2025-05 | select 2025-05-14").output)
  }

  @Test func theStatusNamesTheCursorsDayAndTheRange() {
    let screen = PickScreen()
    #expect(screen.status(of: picker(at: "2025-05-03")) == "Saturday 2025-05-03")
    let range = picker(.range, at: "2025-12-30").handling(.toggle).handling(.nextWeek)
    #expect(screen.status(of: range) == "Tuesday 2026-01-06  range 2025-12-30..2026-01-06, 8 days")
  }

  @Test func atFortyColumnsTheStatusAndKeysWrapBetweenTheirPartsAndNoLineIsWider() {
    var screen = PickScreen()
    screen.width = 40
    let range = picker(.range, at: "2025-12-30").handling(.accept).handling(.nextWeek)
    let lines = screen.lines(of: range).map { String(decoding: $0, as: UTF8.self) }
    #expect(lines.allSatisfy { displayWidth($0) <= 40 })
    #expect(lines.contains("range 2025-12-30..2026-01-06, 8 days"))
    #expect(lines.suffix(2) == ["arrows extend  Enter choose", "Space start again  Esc cancel  ? keys"])
    #expect(PickScreen.wrapped("a  bb  ccc", to: 80) == ["a  bb  ccc"])
    #expect(PickScreen.wrapped("a  bb  ccc", to: 2) == ["a", "bb", "cc"])
  }

  @Test func theStatusNamesTheWeekdayInTheSessionsLanguage() {
    var screen = PickScreen()
    let english = screen.labels.dateNames
    screen.labels.dateNames = DateNames(
      months: english.months, abbreviatedMonths: english.abbreviatedMonths,
      weekdays: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
      abbreviatedWeekdays: english.abbreviatedWeekdays)
    #expect(screen.status(of: picker(at: "2025-05-03")) == "土曜日 2025-05-03")
  }

  @Test func aClickNamesTheDayUnderIt() {
    let screen = PickScreen()
    // May 2025 starts on a Thursday: row 3 is the first week, `  1` in columns 21–24.
    #expect(screen.day(atColumn: 22, row: 3, of: picker(at: "2025-05-14"))?.description == "2025-05-01")
    #expect(screen.day(atColumn: 1, row: 4, of: picker(at: "2025-05-14"))?.description == "2025-05-04")
    #expect(screen.day(atColumn: 1, row: 3, of: picker(at: "2025-05-14")) == nil)
    #expect(screen.day(atColumn: 5, row: 4, of: picker(at: "2025-05-14")) == nil)
    #expect(screen.day(atColumn: 22, row: 2, of: picker(at: "2025-05-14")) == nil)
  }

  @Test func aSessionTurnsBytesIntoAChoice() {
    var range = session(.range, at: "2025-05-03")
    _ = range.redraw()
    _ = range.receive(Array("\r\u{1B}[6~ll".utf8))
    #expect(range.outcome == .choosing && range.picker.cursor == day("2025-06-05"))
    _ = range.receive(Array("\u{1B}".utf8))
    #expect(range.isWaiting && range.outcome == .choosing)
    _ = range.receive(Array("[D\r".utf8))
    #expect(range.outcome == .accepted(.range(day("2025-05-03")...day("2025-06-04"))))

    var typed = session(at: "2025-05-03")
    _ = typed.receive(Array("g1999-12-31\r\r".utf8))
    #expect(typed.outcome == .accepted(.day(day("1999-12-31"))))

    var clicked = session(.multiple, at: "2025-05-14")
    _ = clicked.redraw()
    _ = clicked.receive(Array("\u{1B}[<0;22;3M\u{1B}[<0;22;3m\r".utf8))
    #expect(clicked.outcome == .accepted(.days([day("2025-05-01")])))

    var cancelled = session(at: "2025-05-03")
    _ = cancelled.receive([0x1B])
    _ = cancelled.receive([], final: true)
    #expect(cancelled.outcome == .cancelled)
  }

  @Test func eachKeyWritesOnlyTheLinesThatChanged() {
    var picking = session(at: "2025-05-14")
    let first = picking.redraw()
    #expect(first.starts(with: Array("\u{1B}[H\u{1B}[2J".utf8)))
    let moved = picking.receive(Array("l".utf8))
    // The week of the 14th and 15th, and the status line: two lines rewritten.
    #expect(moved.split(separator: 0x1B).filter { $0.last == UInt8(ascii: "K") }.count == 2)
    #expect(picking.receive([]).isEmpty)
  }
}
