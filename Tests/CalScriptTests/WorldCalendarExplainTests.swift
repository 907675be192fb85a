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
        (WorldCalendar.hebrew, HebrewExplanation.explain(date)), (.islamic, IslamicExplanation.explain(date)),
        (.persian, PersianExplanation.explain(date)),
      ] {
        let answer = "Answer: \(try calendar.date(dayCount: count).longDescription)."
        #expect(explanation.steps.last == answer, "\(calendar) \(date): \(explanation.steps.last ?? "")")
      }
    }
  }

  /// Each postponement of the Hebrew new year is the reason a step gives.
  @Test func hebrewPostponementsAreNamed() throws {
    // AM 5786 (2025): molad on a Monday, no postponement; AM 5784 (2023-09-16): a Friday molad
    // moved to Saturday (lo ADU); AM 5788 (2027-10-02): GaTaRaD, by none of them a day.
    let text = { (date: String) in try HebrewExplanation.explain(CivilDate(parsing: date)).text }
    #expect(try text("2023-09-16").contains("so it moves a day"))
    #expect(try text("2025-09-23").contains("stays on it (lo ADU rosh)"))
    let all = (3762...13759).map { HebrewCalendar.yearLengthCorrection(year: $0) }
    #expect(all.contains(2) && all.contains(1))
    let gatarad = try #require((3762...13759).first { HebrewCalendar.yearLengthCorrection(year: $0) == 2 })
    let betutakpat = try #require((3762...13759).first { HebrewCalendar.yearLengthCorrection(year: $0) == 1 })
    #expect(
      HebrewExplanation.explain(CivilDate(uncheckedDayCount: HebrewCalendar.newYear(gatarad))).text
        .contains("(GaTaRaD)"))
    #expect(
      HebrewExplanation.explain(CivilDate(uncheckedDayCount: HebrewCalendar.newYear(betutakpat))).text
        .contains("(BeTUTaKPaT)"))
  }
}
