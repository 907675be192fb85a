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
