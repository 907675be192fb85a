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

  /// The Hebrew steps add up, for every year the calendar covers (#26.11): the new year's day the
  /// postponements reach, next year's with its own postponement, and their difference, which is
  /// the year's length the next step states (AM 5788 has 355 days, not the 353 from molad to
  /// molad; AM 5765 383, not 382).
  @Test func hebrewStepsAddUp() throws {
    func number(_ text: Substring) -> Int { Int(text.filter { $0 != "," })! }
    let toDay = try Regex(#"(?:to|stays on) day ([\d,]+)"#)
    let moladDay = try Regex(#"= ([\d,]+) days after 1 Tishrei AM 1"#)
    let length = try Regex(#"This year has ([\d,]+) − ([\d,]+) = (\d+) days\."#)
    let stated = try Regex(#"The year runs to [^:]+: (\d+) days"#)
    var wrong: [Int] = []
    for year in HebrewCalendar.years {
      let count = min(
        max(HebrewCalendar.newYear(year), Gregorian.dayCounts.lowerBound), Gregorian.dayCounts.upperBound)
      let steps = HebrewExplanation.explain(CivilDate(uncheckedDayCount: count), writing: .proleptic).steps
      guard let next = steps.firstIndex(where: { $0.hasPrefix("Next year's new year (AM") }),
        let sum = steps[next].firstMatch(of: length), let nextDay = steps[next].firstMatch(of: toDay),
        let yearLength = steps[next + 1].firstMatch(of: stated)
      else {
        wrong.append(year)
        continue
      }
      let before = steps[..<next].joined(separator: " ")
      let start =
        before.matches(of: toDay).last.map { number($0.output[1].substring!) }
        ?? before.firstMatch(of: moladDay).map { number($0.output[1].substring!) } ?? -1
      let (end, from, days) = (
        number(sum.output[1].substring!), number(sum.output[2].substring!), number(sum.output[3].substring!)
      )
      if end != number(nextDay.output[1].substring!) || from != start || end - from != days
        || days != number(yearLength.output[1].substring!) || days != HebrewCalendar.daysIn(year: year)
        || start != HebrewCalendar.newYear(year) - HebrewCalendar.epoch
      {
        wrong.append(year)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  /// Each postponement of the Hebrew new year is the reason a step gives.
  @Test func hebrewPostponementsAreNamed() throws {
    // AM 5786 (2025): molad on a Monday, no postponement; AM 5784 (2023-09-16): a Friday molad
    // moved to Saturday (lo ADU); AM 5788 (2027-10-02): GaTaRaD, by none of them a day.
    let text = { (date: String) in
      try HebrewExplanation.explain(CivilDate(parsing: date), writing: .proleptic).text
    }
    #expect(try text("2023-09-16").contains("so it moves a day"))
    #expect(try text("2025-09-23").contains("stays on it (lo ADU rosh)"))
    let all = (3762...13759).map { HebrewCalendar.yearLengthCorrection(year: $0) }
    #expect(all.contains(2) && all.contains(1))
    let gatarad = try #require((3762...13759).first { HebrewCalendar.yearLengthCorrection(year: $0) == 2 })
    let betutakpat = try #require((3762...13759).first { HebrewCalendar.yearLengthCorrection(year: $0) == 1 })
    #expect(
      HebrewExplanation.explain(
        CivilDate(uncheckedDayCount: HebrewCalendar.newYear(gatarad)), writing: .proleptic
      ).text
        .contains("(GaTaRaD)"))
    #expect(
      HebrewExplanation.explain(
        CivilDate(uncheckedDayCount: HebrewCalendar.newYear(betutakpat)), writing: .proleptic
      ).text
        .contains("(BeTUTaKPaT)"))
  }
}
