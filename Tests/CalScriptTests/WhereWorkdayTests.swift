import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// `where workday CC` keeps the days `workdays … CC` counts, and `where holiday CC` the holidays
/// `holidays CC` lists (issue 33): the condition and the commands are one rule.
struct WhereWorkdayTests {
  func run(_ text: String) -> String {
    var bytes: [UInt8] = []
    var errors: [String] = []
    let policy = SessionPolicy(files: TestFiles()) { errors.append($0.message) }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2026-11-28"), locales: TestLocales()),
      output: Output { bytes += $0 }, policy: policy)
    interpreter.run(SourceText(name: "<test>", text: text))
    interpreter.output.flush()
    return String(decoding: bytes, as: UTF8.self) + errors.joined(separator: "\n")
  }

  static let countries = ["jp", "gb", "gb-sct", "us", "de-by", "kr", "fr", "nyse", "il", "cn"]
  static let months = ["2024-01", "2024-05", "2025-04", "2025-12", "2026-02", "2026-10"]

  @Test(arguments: countries)
  func workdayCountsAsWorkdaysDoes(_ country: String) {
    for month in Self.months {
      let kept = run("days \(month) | where workday \(country) | count")
      #expect(kept == run("workdays \(month) \(country)"), "\(country) \(month)")
      let off = run("days \(month) | where not workday \(country) and not isWeekend | count")
      let holidays = run("holidays \(country) \(month) | where not (weekday in (sat, sun)) | count")
      #expect(off == holidays, "\(country) \(month)")
    }
  }

  @Test func bareWorkdayUsesTheSessionsHolidays() {
    #expect(run("days 2025-05 | where workday | count") == "22\n")
    #expect(run("set holidays jp; days 2025-05 | where workday | count") == run("workdays 2025-05 jp"))
    #expect(run("set holidays jp; days 2025-05 | where holiday | count") == "4\n")
  }
}
