import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `explain chinese|korean|era DATE` and their reverse (`explain date …`): every day's answer is the
/// plain command's, the months come from the sky, and the days the sky and the published table
/// part are counted here, so a regression in either shows.
struct EasternExplainTests {
  let base = ExplainTests()

  func days(_ first: String, _ last: String) -> ClosedRange<Int> {
    CivilDate(uncheckedYear: Int(first.prefix(4))!, month: 1, day: 1)
      .dayCount...CivilDate(uncheckedYear: Int(last.prefix(4))!, month: 12, day: 31).dayCount
  }

  /// The suis of `years`, worked out once, each found by its days.
  func suis<C: SkyDerivedCalendar>(_: C.Type, _ years: ClosedRange<Int>) throws -> [Sui] {
    try years.map { year throws in try Sui(solsticeYear: year, time: C.time) }
  }

  func sui(_ suis: [Sui], _ count: Int) -> Sui? {
    suis.first { $0.months[0].start <= count && count < $0.end }
  }

  /// Every day of `span` the table knows: the answer is the plain command's (the table's date, as
  /// `chinese DATE` prints it: sampled through the command), the reverse's is the day; the days
  /// whose derivation the table overrides.
  func everyDay<C: SkyDerivedCalendar & ExplainedCalendar>(
    _: C.Type, _ span: ClosedRange<Int>, suiYears: ClosedRange<Int>
  )
    throws -> (overridden: Int, otherCalendar: Int)
  {
    let suis = try suis(C.self, suiYears)
    var (overridden, other, wrong) = (0, 0, [String]())
    for count in span where C.dayCounts.contains(count) {
      let date = CivilDate(uncheckedDayCount: count)
      let own = C.date(fromDayCount: count)
      let steps = LunisolarExplanation.explain(date, C.self, .proleptic, sui: sui(suis, count)).steps
      if steps.last != "Answer: \(C.longDescription(of: own))." {
        wrong.append("\(date): \(steps.last ?? "")")
      }
      if steps.contains(where: { $0.hasPrefix("The sky's rule gives") }) { overridden += 1 }
      if steps.contains(where: { $0.hasPrefix("Here Korea and China part") }) { other += 1 }
      let back = LunisolarExplanation.reverse(own, dayCount: count, C.self, .proleptic, sui: sui(suis, count))
      if back.steps.last != "Answer: \(date)." {
        wrong.append("reverse \(own.numbers): \(back.steps.last ?? "")")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    return (overridden, other)
  }

  @Test func chineseEveryDay1900To2100() throws {
    let (overridden, _) = try everyDay(ChineseCalendar.self, days("1900", "2100"), suiYears: 1899...2100)
    // The two months whose first day the table puts a day later (SuiTests): 30 days each.
    #expect(overridden == 60)
  }

  @Test func koreanEveryDay1900To2050() throws {
    let (overridden, other) = try everyDay(KoreanCalendar.self, days("1900", "2050"), suiYears: 1899...2050)
    // Five months before 1912, 30 days each (SuiTests).
    #expect(overridden == 150)
    // Days Korea's calendar and China's write differently, 1900–2050.
    #expect(other == 1978)
  }

  /// The years 1900–2050 whose leap month Korea's table and China's place differently, and those
  /// whose new year falls on different days (the manual names them).
  @Test func koreaAndChinaPart() {
    let years = 1900...2050
    let leaps = years.filter {
      KoreanCalendar.table.leapMonth(in: $0) != ChineseCalendar.table.leapMonth(in: $0)
    }
    #expect(leaps == [2012, 2017])
    let newYears = years.filter {
      KoreanCalendar.dayCount(ofValidYear: $0, month: 1, day: 1, isLeapMonth: false)
        != ChineseCalendar.dayCount(ofValidYear: $0, month: 1, day: 1, isLeapMonth: false)
    }
    #expect(newYears == [1916, 1944, 1954, 1958, 1966, 1988, 1997, 2027, 2028])
  }

  @Test func throughTheCommands() {
    var generator = SplitMix(seed: 32)
    for name in ["chinese", "korean", "era"] {
      let calendar = WorldCalendar(identifier: name == "era" ? "era" : name)!
      let span =
        max(
          calendar.dayCounts.lowerBound, days("1900", "1900").lowerBound)...min(
          calendar.dayCounts.upperBound, days("2100", "2100").upperBound)
      for _ in 0..<60 {
        base.expectAgreement(
          "\(name) \(CivilDate(uncheckedDayCount: Int.random(in: span, using: &generator)))")
      }
    }
    for text in [
      "chinese 2023-04-20", "chinese 2023-03-22", "korean 2023-03-22", "era 1989-01-07", "era 1989-01-08",
    ] {
      base.expectAgreement(text)
    }
  }

  @Test func leapSecondMonthOf2023() {
    let steps = ChineseCalendar.explanation(
      of: CivilDate(uncheckedYear: 2023, month: 4, day: 20), writing: .proleptic
    )
    .steps
    #expect(steps.contains { $0.contains("13 new moons") })
    #expect(steps.contains { $0.contains("from 2023-03-22 holds none, so it is leap month 2 (闰二月)") })
    #expect(steps.last == "Answer: 2023-03-01 (三月初一).")
  }

  @Test func reverseOfTheLeapSecondMonth() {
    let date = CalendarDate<NoEra>(year: 2023, month: 2, day: 1, isLeapMonth: true)
    let count = CivilDate(uncheckedYear: 2023, month: 3, day: 22).dayCount
    let steps = ChineseCalendar.reverseExplanation(of: date, dayCount: count, writing: .proleptic).steps
    #expect(steps.count == 4, "\(steps)")
    #expect(steps[1].hasSuffix("29 + 30 = 59 days; day 1 adds 0 more: 2023-01-22 + 59 days = 2023-03-22."))
    #expect(steps[2].contains("it holds no major solar term (中气), which is why it is a leap month"))
    #expect(steps.last == "Answer: 2023-03-22.")
  }

  @Test func eraEveryDay() {
    var wrong: [String] = []
    for count in JapaneseEraCalendar.dayCounts.lowerBound...days("2100", "2100").upperBound {
      let date = CivilDate(uncheckedDayCount: count)
      let own = JapaneseEraCalendar.date(fromDayCount: count)
      let steps = JapaneseEraCalendar.explanation(of: date, writing: .proleptic).steps
      let era = own.era!
      let checks = [
        steps.last == "Answer: \(JapaneseEraCalendar.longDescription(of: own)).",
        steps[1].contains("in \(era.name) ("),
        steps[2].hasSuffix("\(date.year) − \(era.firstYear) + 1 = \(own.year).")
          || steps[2].contains("\(date.year) − \(era.firstYear) + 1 = 1, written 元年"),
      ]
      let back = JapaneseEraCalendar.reverseExplanation(of: own, dayCount: count, writing: .proleptic).steps
      if checks.contains(false) || back.last != "Answer: \(date)." {
        wrong.append("\(date): \(steps) \(back)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    let showa = JapaneseEraCalendar.explanation(
      of: CivilDate(uncheckedYear: 1989, month: 1, day: 7), writing: .proleptic)
    #expect(showa.steps.contains { $0.contains("1989-01-07 was Shōwa 64, its last day") })
  }

  @Test func julianReverseOverTheRange() throws {
    var generator = SplitMix(seed: 1582)
    let dense = days("1900", "2100")
    let counts =
      Array(dense)
      + (0..<20_000).map { _ in
        Int.random(in: Gregorian.dayCounts.lowerBound + 2...Gregorian.dayCounts.upperBound, using: &generator)
      }
    let pattern = try Regex(#"In all, ([\d,]+) days? after Julian 0001-01-01"#)
    var wrong: [String] = []
    for count in counts {
      let julian = JulianCalendar.date(fromDayCount: count)
      let steps = JulianCalendar.reverseExplanation(of: julian, dayCount: count, writing: .proleptic).steps
      let date = CivilDate(uncheckedDayCount: count)
      let total = steps[2].firstMatch(of: pattern).flatMap {
        Int($0.output[1].substring!.filter { $0 != "," })
      }
      let checks = [
        steps.last == "Answer: \(date).",
        total == count - JulianCalendar.dayCount(year: 1, month: 1, day: 1),
        steps[3].hasSuffix("= \(date) in the Gregorian calendar."),
      ]
      if checks.contains(false) { wrong.append("\(julian.numbers): \(steps)") }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    let steps = JulianCalendar.reverseExplanation(
      of: CalendarDate(year: 2024, month: 1, day: 1),
      dayCount: JulianCalendar.dayCount(year: 2024, month: 1, day: 1),
      writing: .proleptic
    ).steps
    #expect(steps.contains { $0.contains("= 13: the Gregorian date is 13 days later.") })
    #expect(steps.last == "Answer: 2024-01-14.")
  }
}

/// The Korean table's last 41 days and the Persian epoch's convention, each said in a step
/// (issue 32, fix round 3).
struct TableAndEpochNotesTests {
  @Test func koreanDaysPastThePackagesConverter() {
    let note =
      "Working note: korean-lunar-calendar converts days only up to 2050-12-31; the last 41 days of "
      + "lunar 2050, to 2051-02-10, come from its table of month lengths alone"
    for text in ["explain korean 2051-01-01", "explain korean 2051-02-10", "explain date korean 2050 12 1"] {
      let (output, errors) = evaluate("set width 1000; " + text)
      #expect(errors.isEmpty && output.contains(note), "\(text)")
    }
    for text in ["explain korean 2050-12-31", "explain date korean 2050 11 1"] {
      #expect(!evaluate("set width 1000; " + text).output.contains("Working note"), "\(text)")
    }
  }

  @Test func persianEpochConvention() {
    let (output, _) = evaluate("set width 1000; explain persian 2025-03-21")
    #expect(
      output.contains(
        "It counts from 1 Farvardin AP 1, 0622-03-21, a Thursday. That is the day the 33-year rule"))
    #expect(
      output.contains("Calendrical Calculations takes the Julian 19 March 622, 0622-03-22, a day later"))
    let (reformed, _) = evaluate("set width 1000; set reform gb; explain persian 2025-03-21")
    #expect(reformed.contains("AP 1, 0622-03-18") && reformed.contains("the Julian 19 March 622, 0622-03-19"))
  }
}
