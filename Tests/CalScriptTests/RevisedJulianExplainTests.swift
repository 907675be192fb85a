import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `explain revisedjulian DATE`: the answer is the plain command's, and the leap days and the
/// year's first day it states are recomputed here from the rule.
struct RevisedJulianExplainTests {
  let base = ExplainTests()

  var days: [Int] {
    var generator = SplitMix(seed: 1923)
    let span = RevisedJulianCalendar.dayCounts
    let edges = [(1600, 2, 28), (1600, 2, 29), (1600, 3, 1), (2800, 2, 28), (2800, 2, 29), (2800, 3, 1)]
    return (0..<1500).map { _ in Int.random(in: span, using: &generator) } + [
      span.lowerBound, span.upperBound,
    ]
      + edges.map { daysFromCivil(year: $0.0, month: $0.1, day: $0.2) }
  }

  @Test func answersAgreeWithTheCommand() {
    for count in days { base.expectAgreement("revisedjulian \(CivilDate(uncheckedDayCount: count))") }
  }

  @Test func leapDaysAndTheYearsFirstDayAreTheRules() throws {
    let pattern = try Regex(
      #"plus leap days [\d,]+ ÷ 4 − [\d,]+ ÷ 100 \+ (\d+) = [\d,]+ − [\d,]+ \+ \d+ = ([\d,]+)\. So 1 January \d+ is ([\d,]+) days after 0001-01-01: ([\d-]+)\."#
    )
    for count in days {
      let date = CivilDate(uncheckedDayCount: count)
      let steps = RevisedJulianCalendar.explanation(of: date, writing: .proleptic).steps
      let year = RevisedJulianCalendar.date(dayCount: count).year
      let leapYears = (1..<year).filter { y in y % 100 == 0 ? [200, 600].contains(y % 900) : y % 4 == 0 }
      let centuries = leapYears.filter { $0 % 100 == 0 }.count
      let start = RevisedJulianCalendar.dayCount(year: year, month: 1, day: 1)
      guard steps.count == 6, let match = steps[2].firstMatch(of: pattern) else {
        Issue.record("\(date): \(steps)")
        continue
      }
      let numbers = (1...3).map { Int(match.output[$0].substring!.filter { $0 != "," })! }
      #expect(numbers == [centuries, leapYears.count, (year - 1) * 365 + leapYears.count], "\(date)")
      #expect(
        String(match.output[4].substring!) == CivilDate(uncheckedDayCount: start).description, "\(date)")
      #expect(start - RevisedJulianCalendar.epoch == numbers[2])
    }
  }
}
