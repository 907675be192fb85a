import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// A terminal that types the given bytes and ends where the session ends.
private struct TypingTerminal: PickTerminal {
  let keys: String
  func run(_ session: PickSession) -> Result<PickSession, PickTerminalFailure> {
    var session = session
    _ = session.redraw()
    _ = session.receive(Array(keys.utf8), final: true)
    return .success(session)
  }
}

/// `pick` as the language runs it: its words, its values, its errors, with a terminal of keys.
struct PickCommandTests {
  func run(_ text: String, typing keys: String?) -> (output: String, errors: [String]) {
    var bytes: [UInt8] = []
    var errors: [String] = []
    var policy = SessionPolicy(files: TestFiles()) { errors.append($0.message) }
    if let keys { policy.pickTerminal = { TypingTerminal(keys: keys) } }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { bytes += $0 }, policy: policy)
    interpreter.run(SourceText(name: "<test>", text: text))
    interpreter.output.flush()
    return (String(decoding: bytes, as: UTF8.self), errors)
  }

  @Test func eachModeGivesItsValue() {
    #expect(run("pick", typing: "l\r").output == "2023-02-04\n")
    #expect(run("pick strip from 2025-05", typing: "\r").output == "2025-05-01\n")
    #expect(run("pick multiple | count", typing: " ll \r").output == "2\n")
    #expect(run("pick range from 2025-12-30 | count", typing: "\rjl\r").output == "9\n")
    #expect(run("let trip = pick range; trip | count", typing: "\r\u{1B}[6~\r").output == "29\n")
    #expect(run("pick range in 2023-02 | count", typing: "\r\u{1B}[6~\r").output == "26\n")
  }

  @Test func itsWordsBoundTheDays() {
    #expect(run("pick in 2023", typing: "\u{1B}[5;2~\r").output == "2023-01-01\n")
    #expect(run("pick min 2023-02-01 max 2023-02-05", typing: "jjj\r").output == "2023-02-05\n")
    #expect(run("pick where weekday != sat and weekday != sun", typing: "l\r").output == "2023-02-06\n")
    #expect(run("pick show hebrew around 1", typing: "\r").output == "2023-02-03\n")
  }

  /// `where workday jp` disables weekends and Japan's holidays (2023-02-23, a Thursday), with
  /// pick's own words before and after it (issue 33).
  @Test func whereWorkdayDisablesDays() {
    #expect(run("pick from 2023-02-22 where workday jp", typing: "l\r").output == "2023-02-24\n")
    #expect(run("pick where workday jp from 2023-02-22", typing: "l\r").output == "2023-02-24\n")
    #expect(
      run("pick where not holiday jp in 2023-02 from 2023-02-22", typing: "l\r").output == "2023-02-24\n")
    #expect(run("pick where workday from 2023-02-03", typing: "l\r").output == "2023-02-06\n")
    #expect(
      run("pick from 2023-02-22 where workday jp and weekday != fri", typing: "l\r").output == "2023-02-27\n")
  }

  @Test func mistakesAndCancelsAreErrors() {
    #expect(
      run("pick", typing: nil).errors == ["pick needs a terminal to draw on, and this session has none"])
    #expect(run("pick", typing: "\u{1B}").errors == ["pick was cancelled: nothing chosen"])
    #expect(
      run("pick max 2020-01-01 min 2021-01-01", typing: "\r").errors == [
        "pick has no day to offer: in, min and max leave none between 2021-01-01 and 2020-01-01"
      ])
    #expect(run("pick bogus", typing: "\r").errors.first?.hasPrefix("pick reads single") == true)
    #expect(run("pick from", typing: "\r").errors.first?.hasPrefix("from needs something after it") == true)
    #expect(run("pick show nothing", typing: "\r").errors.first?.hasPrefix("show names calendars") == true)
    #expect(run("pick where weekday == 2023-01-01", typing: "\r").errors.count == 1)
    #expect(run("pick with 3", typing: "\r").errors == ["with needs entries, as in pick with book"])
    #expect(run("month 2023-02 | pick", typing: "\r").errors == ["pick takes nothing from the left of |"])
  }
}
