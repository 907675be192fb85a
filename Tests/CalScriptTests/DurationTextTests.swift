import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// Every printed duration reads back, through the real lexer, parser and interpreter, as the
/// same duration.
struct DurationTextTests {
  /// The value `text` evaluates to, or nil after an error.
  func readBack(_ text: String) -> Value? {
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { _ in }, policy: SessionPolicy { _ in })
    guard interpreter.run(SourceText(name: "<test>", text: "let x = \(text)")) else { return nil }
    return interpreter.variables["x"]
  }

  func expectReadsBack(_ duration: DateDuration, totalMonths: Int, days: Int) throws {
    let text = duration.description
    guard case .duration(let back)? = readBack(text) else {
      Issue.record("'\(text)' does not read back as a duration")
      return
    }
    #expect(try back.totalMonths() == totalMonths, "'\(text)'")
    #expect(back.days == days, "'\(text)'")
    #expect(back == duration, "'\(text)'")
    #expect(back.description == text)
  }

  @Test func mixedSignsReadBack() throws {
    // Issue 6: `1 month - 1 year` printed `-1 year 1 month`, which reads back as -13 months.
    guard case .duration(let d)? = readBack("1 month - 1 year") else {
      Issue.record("no duration")
      return
    }
    #expect(d.description == "-11 months")
    try expectReadsBack(d, totalMonths: -11, days: 0)
    try expectReadsBack(DateDuration(years: -1, months: -1, days: 3), totalMonths: -13, days: 3)
    try expectReadsBack(DateDuration(months: 1, days: -3), totalMonths: 1, days: -3)
    try expectReadsBack(DateDuration(years: 2, months: -1, days: -40), totalMonths: 23, days: -40)
  }

  @Test func randomDurationsReadBack() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      func part(_ limit: Int) -> Int {
        Int.random(in: 0..<4, using: &generator) == 0 ? 0 : Int.random(in: -limit...limit, using: &generator)
      }
      let (years, months, days) = (part(30), part(40), part(800))
      let duration = DateDuration(years: years, months: months, days: days)
      try expectReadsBack(duration, totalMonths: years * 12 + months, days: days)
    }
  }

  @Test func durationsBuiltByArithmeticReadBack() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let (a, b, c) = (
        Int.random(in: 0...30, using: &generator), Int.random(in: 0...30, using: &generator),
        Int.random(in: 0...60, using: &generator)
      )
      let signs = (0..<3).map { _ in Bool.random(using: &generator) ? "+" : "-" }
      let expression = "\(signs[0] == "-" ? "-" : "")\(a) years \(signs[1]) \(b) months \(signs[2]) \(c) days"
      guard case .duration(let d)? = readBack(expression) else {
        Issue.record("'\(expression)' is not a duration")
        continue
      }
      let sign = signs.map { $0 == "+" ? 1 : -1 }
      try expectReadsBack(d, totalMonths: sign[0] * a * 12 + sign[1] * b, days: sign[2] * c)
    }
  }

  @Test func jsonIsNormalisedToo() {
    var bytes: [UInt8] = []
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { bytes += $0 }, policy: SessionPolicy { _ in })
    _ = interpreter.run(
      SourceText(name: "<test>", text: "(1 month - 1 year + 3 days) | json\n(14 months) | json"))
    interpreter.output.flush()
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "{\"years\":0,\"months\":-11,\"days\":3}\n{\"years\":1,\"months\":2,\"days\":0}\n")
  }
}
