import CalSyntax
import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// Under `set reform`, explain derives Julian-written dates in the Julian calendar and ends with the
/// plain command's answer, around and long before the switches (issue 20).
struct ExplainReformTests {
  let base = ExplainTests()

  /// Days from 200 years before the earliest switch to 20 years after the latest, and a few near
  /// the range's ends, as the reform writes them.
  func dates(_ reform: Reform, seed: UInt64) -> [String] {
    var generator = SplitMix(seed: seed)
    let switchDay = reform.hasSwitch ? reform.firstGregorianDay : daysFromCivil(year: 1700, month: 1, day: 1)
    let near = (0..<600).map { _ in switchDay + Int.random(in: -400...400, using: &generator) }
    let far = (0..<300).map { _ in
      Int.random(in: (Gregorian.dayCounts.lowerBound + 800)...switchDay, using: &generator)
    }
    return (near + far).map { reform.label(dayCount: $0).description }
  }

  @Test(arguments: ["gb", "it", "ru", "julian"])
  func topicsAgreeWithTheirCommands(_ code: String) {
    let reform = Reform(named: code)!
    let settings = "set reform \(code); "
    var generator = SplitMix(seed: 5)
    let all = dates(reform, seed: 3)
    for date in all {
      for topic in ["weekday", "doy", "jdn"] { base.expectAgreement("\(topic) \(date)", settings: settings) }
      base.expectAgreement("leap \(date.prefix(4))", settings: settings)
      base.expectAgreement("daysin \(date.prefix(4))", settings: settings)
      base.expectAgreement("daysin \(date.prefix(7))", settings: settings)
      let weekday = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].randomElement(using: &generator)!
      let n = [1, 2, 3, 4, -1, -2].randomElement(using: &generator)!
      for text in ["nth \(n) \(weekday) \(date.prefix(7))", "last \(weekday) \(date.prefix(7))"]
      where evaluate(settings + text).errors.isEmpty {  // no 4th Monday in September 1752
        base.expectAgreement(text, settings: settings)
      }
      let other = all.randomElement(using: &generator)!
      base.expectAgreement("\(date) - \(other)", settings: settings)
      base.expectAgreement("between \(date) \(other)", settings: settings)
      let months = Int.random(in: -30...30, using: &generator)
      let days = Int.random(in: -400...400, using: &generator)
      for text in [
        "\(date) + \(months) months \(days) days", "\(date) - \(months) months", "\(date) + \(days)",
      ] {
        guard evaluate(settings + text).errors.isEmpty else { continue }
        base.expectAgreement(text, settings: settings)
      }
    }
  }

  /// The figures the issue names: 355 days in 1752, 19 in its September, 1700 a leap year.
  @Test func greatBritain() {
    let (output, errors) = evaluate(
      "set reform gb; explain daysin 1752; explain daysin 1752-09; explain leap 1700; explain doy 1752-12-31")
    #expect(errors.isEmpty)
    #expect(output.contains("366 − 11 = 355"))
    #expect(output.contains("30 − 11 = 19"))
    #expect(output.contains("Answer: true. In the Julian calendar 1700 is a leap year"))
    #expect(output.contains("Answer: 355."))
  }

  /// isoweek is ISO 8601's, Gregorian by definition: a positioned refusal naming why.
  @Test func isoweekStillRefuses() {
    let (_, errors) = evaluate("set reform gb; explain isoweek 1066-10-14")
    #expect(errors.first?.message.contains("ISO 8601") == true)
  }
}

/// The Chinese and Korean derivations write every day, the sky's included, as the reform writes it.
struct LunisolarReformTests {
  @Test(arguments: [
    ("ru", "chinese 1910 1 1", "1910-01-28", "1910-02-10"),
    ("gb", "korean 1700 1 1", "1700-02-09", "1700-02-20"),
  ])
  func reverseWritesTheSkyInTheReform(_ code: String, _ words: String, _ written: String, _ proleptic: String)
  {
    let (output, errors) = evaluate("set width 1000; set reform \(code); explain date \(words)")
    #expect(errors.isEmpty)
    #expect(output.contains("new moon of \(written)"))
    #expect(!output.contains(proleptic))
  }

  /// The forward derivation of 1910-01-28 (Julian), month 1's first day, under ru.
  @Test func forwardWritesTheReform() {
    let reform = Reform(named: "ru")!
    let count = try! reform.dayCount(year: 1910, month: 1, day: 28)
    let date = CivilDate(uncheckedDayCount: count)
    let steps = LunisolarExplanation.explain(
      date, ChineseCalendar.self, reform, sui: LunisolarExplanation.sui(count, ChineseCalendar.self)
    ).steps.joined(separator: "\n")
    #expect(steps.contains("1910-01-28 is day 1"))
    #expect(!steps.contains("1910-02-10"))
  }
}

/// 15 days within 400 of the reform's switch (of 1700-01-01 where it has none) and 15 anywhere in
/// the calendar's span, drawn by `generator`.
private func sampledDays(of calendar: WorldCalendar, near reform: Reform, using generator: inout SplitMix)
  -> [Int]
{
  let switchDay = reform.hasSwitch ? reform.firstGregorianDay : daysFromCivil(year: 1700, month: 1, day: 1)
  let near = (0..<15).map { _ in switchDay + Int.random(in: -400...400, using: &generator) }
  let inSpan = (0..<15).map { _ in Int.random(in: calendar.dayCounts, using: &generator) }
  return near + inSpan
}

/// The calendar topics that count days read a date as `set reform` writes it and answer as the
/// plain command does: no refusal of a Julian-written date, and the date named as written.
struct CalendarTopicsUnderReformTests {
  let base = ExplainTests()

  @Test(arguments: ["gb", "ru", "julian"])
  func followTheReform(_ code: String) {
    let reform = Reform(named: code)!
    let settings = "set reform \(code); "
    var generator = SplitMix(seed: 29)
    for name in ["hebrew", "islamic", "ummalqura", "persian", "coptic", "ethiopian", "chinese", "korean"] {
      let calendar = WorldCalendar(identifier: name)!
      for count in sampledDays(of: calendar, near: reform, using: &generator)
      where calendar.dayCounts.contains(count) {
        let date = reform.label(dayCount: count).description
        base.expectAgreement("\(name) \(date)", settings: settings)
        let (output, errors) = evaluate(settings + "set width 1000; explain \(name) \(date)")
        #expect(errors.isEmpty, "\(code) \(name) \(date)")
        #expect(output.contains(date), "\(code) \(name) \(date)")
      }
    }
  }

  /// The issue's cases: a Julian-written date explained, the day after the switch too.
  @Test func theIssuesCases() {
    for text in [
      "set reform gb; explain hebrew 1700-01-01", "set reform gb; explain hebrew 1752-09-14",
      "set reform julian; explain ummalqura 2025-10-03",
    ] {
      let (output, errors) = evaluate(text)
      #expect(errors.isEmpty, "\(text)")
      #expect(output.contains("Answer:"), "\(text)")
    }
    // The Julian 1700-01-01 is the proleptic 1700-01-12, which is not named.
    let (output, _) = evaluate("set width 1000; set reform gb; explain hebrew 1700-01-01")
    #expect(output.contains("1700-01-01 falls in AM 5460: the Julian year") && !output.contains("1700-01-12"))
  }
}

/// The Julian calendar and those counted by the Gregorian rules (Indian national, Minguo, Thai
/// solar) explain a date the reform writes in the Julian calendar instead of refusing it: the
/// step through the day sums to its Gregorian name, and the answer is the plain command's
/// (issue 32, fix round 3).
struct GregorianRuledTopicsUnderReformTests {
  let base = ExplainTests()

  @Test(arguments: ["gb", "ru", "julian"])
  func followTheReform(_ code: String) {
    let reform = Reform(named: code)!
    let settings = "set reform \(code); "
    var generator = SplitMix(seed: 31)
    for name in ["julian", "indian", "minguo", "thai"] {
      let calendar = WorldCalendar(identifier: name)!
      let early = [daysFromCivil(year: 100, month: 1, day: 1), daysFromCivil(year: 250, month: 6, day: 1)]
      for count in sampledDays(of: calendar, near: reform, using: &generator) + early
      where calendar.dayCounts.contains(count) {
        let label = reform.label(dayCount: count)
        let date = label.description
        base.expectAgreement("\(name) \(date)", settings: settings)
        let (output, errors) = evaluate(settings + "set width 1000; explain \(name) \(date)")
        #expect(errors.isEmpty, "\(code) \(name) \(date)")
        #expect(output.contains(date), "\(code) \(name) \(date)")
        if label.isJulian {
          let gregorian = CivilDate(uncheckedDayCount: count)
          #expect(
            output.contains("= \(gregorian)") || output.contains("alike, \(gregorian)"),
            "\(code) \(name) \(date)")
        }
      }
    }
  }

  /// The teacher's question: the Julian 1700-01-01 is the Gregorian 1700-01-11 (1700's own
  /// Julian-only 29 February comes after it), and the answer is the date as written.
  @Test func julianUnderGreatBritain() {
    let (output, errors) = evaluate("set width 1000; set reform gb; explain julian 1700-01-01")
    #expect(errors.isEmpty)
    #expect(output.contains("1700-01-01 + 10 days = 1700-01-11"))
    #expect(output.contains("Answer: 1700-01-01."))
    let (march, _) = evaluate("set width 1000; set reform gb; explain julian 1700-03-01")
    #expect(march.contains("1700-03-01 + 11 days = 1700-03-12"))
  }
}

/// A calendar's span in an error is written as the reform in force writes its days, for the
/// plain command and explain alike (issue 32, fix round 3).
struct SpanErrorsUnderReformTests {
  @Test(arguments: [
    ("explain date minguo -300 1 1", "years 1 to 8088, 1912-01-01 to 9999-12-31"),
    ("set reform gb; explain date thai -300 1 1", "years 544 to 10542, 0001-01-03 to 9999-12-31"),
    ("set reform gb; date hebrew 0 1 1", "years 3761 to 13760, 0001-01-03 to 9999-12-31"),
    ("set reform gb; persian 0600-01-01", "known from 0622-03-18 (1 Farvardin 1)"),
    ("set reform ru; explain minguo 1911-12-18", "known from 1911-12-19 (1 January 1)"),
  ])
  func spanAsTheReformWritesIt(_ text: String, _ words: String) {
    let (_, errors) = evaluate(text)
    #expect(errors.first?.message.contains(words) == true, "\(errors.first?.message ?? "no error")")
  }
}
