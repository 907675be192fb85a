import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `explain hebrew`, `explain islamic` and `explain persian` end in the plain command's answer.
extension ExplainTests {
  /// 1,500 random days of the calendar's span, and its first and last day, through the commands.
  @Test(arguments: [WorldCalendar.hebrew, .islamic, .persian])
  func worldCalendarThroughTheCommand(_ calendar: WorldCalendar) {
    var generator = SplitMix(seed: 21)
    let counts =
      (0..<1500).map { _ in Int.random(in: calendar.dayCounts, using: &generator) }
      + [calendar.dayCounts.lowerBound, calendar.dayCounts.upperBound]
    let name = calendar == .hebrew ? "hebrew" : calendar == .islamic ? "islamic" : "persian"
    for count in counts { expectAgreement("\(name) \(CivilDate(uncheckedDayCount: count))") }
  }

  /// Every day of 1990–2030 explained directly: 15,000 days a calendar, every kind of year.
  @Test func worldCalendarEveryDayOfFortyYears() throws {
    let first = try CivilDate(parsing: "1990-01-01").dayCount
    let last = try CivilDate(parsing: "2030-12-31").dayCount
    for count in first...last {
      let date = CivilDate(uncheckedDayCount: count)
      for (calendar, explanation) in [
        (WorldCalendar.hebrew, HebrewExplanation.explain(date, writing: .proleptic)),
        (.islamic, IslamicExplanation.explain(date, writing: .proleptic)),
        (.persian, PersianExplanation.explain(date, writing: .proleptic)),
      ] {
        let answer = "Answer: \(try calendar.date(dayCount: count).longDescription)."
        #expect(explanation.steps.last == answer, "\(calendar) \(date): \(explanation.steps.last ?? "")")
      }
    }
  }
}
