import Foundation
import Testing

@testable import CalendarCore

/// calsh's expansion of 3,000 random RRULEs against python-dateutil's `rrule`, whose dates
/// scripts/gen-rrule-reference wrote down (a seeded generator; `--check` regenerates them).
struct RecurrenceOracleTests {
  static let lines: [Substring] = {
    let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "RecurrenceReference.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n")
  }()

  static func date(_ text: Substring) -> CivilDate {
    try! CivilDate(
      year: Int(text.prefix(4))!, month: Int(text.dropFirst(4).prefix(2))!, day: Int(text.suffix(2))!)
  }

  @Test func everyRuleGivesDateutilsDates() throws {
    #expect(Self.lines.count == 3000)
    var failures = 0
    for line in Self.lines {
      let fields = line.split(separator: " ")
      let start = Self.date(fields[0])
      var rule = try RecurrenceRule(parsing: String(fields[1]))
      let expected = fields[2] == "-" ? [] : fields[2].split(separator: ",").map(Self.date)
      let cap = start.year + 200
      // The reference searched no further than its cap; so does this, for speed.
      let capEnd = try CivilDate(year: cap, month: 12, day: 31)
      if rule.until.map({ $0 > capEnd }) ?? true { rule.until = capEnd }
      let got = Recurrence(rule: rule, start: start).prefix(25).map { CivilDate(uncheckedDayCount: $0) }
        .filter { $0.year <= cap }
      if got != expected {
        failures += 1
        if failures <= 10 {
          Issue.record("\(line)\n  calsh: \(got.map(\.description).joined(separator: ","))")
        }
      }
    }
    #expect(failures == 0)
  }

  @Test func ruleTextRoundTrips() throws {
    for line in Self.lines {
      let rule = try RecurrenceRule(parsing: String(line.split(separator: " ")[1]))
      #expect(try RecurrenceRule(parsing: rule.text) == rule)
    }
  }
}
