import TestSupport
import Testing

@testable import CalendarCore

/// `DateDuration.between` (the most whole months that fit, then days) against hand facts, a
/// brute-force reference that searches for the month count, and the properties in Period.swift.
struct PeriodTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }
  func period(_ y: Int, _ m: Int, _ d: Int) -> DateDuration { DateDuration(years: y, months: m, days: d) }

  @Test func handFacts() {
    #expect(DateDuration.between(date("2023-01-31"), date("2023-03-01")) == period(0, 1, 1))
    #expect(DateDuration.between(date("2023-03-01"), date("2023-01-31")) == period(0, -1, -1))
    #expect(DateDuration.between(date("2023-01-31"), date("2023-02-28")) == period(0, 1, 0))
    #expect(DateDuration.between(date("2024-02-29"), date("2025-02-28")) == period(1, 0, 0))
    #expect(DateDuration.between(date("2020-02-29"), date("2024-02-29")) == period(4, 0, 0))
    #expect(DateDuration.between(date("2023-01-15"), date("2023-03-10")) == period(0, 1, 23))
    #expect(DateDuration.between(date("2023-03-10"), date("2023-01-15")) == period(0, -1, -26))
    #expect(DateDuration.between(date("2023-03-31"), date("2023-02-28")) == period(0, -1, 0))
    #expect(DateDuration.between(date("2023-03-31"), date("2023-02-27")) == period(0, -1, -1))
    #expect(DateDuration.between(date("2023-05-05"), date("2023-05-05")) == .zero)
    #expect(DateDuration.between(date("0001-01-01"), date("9999-12-31")) == period(9998, 11, 30))
    #expect(DateDuration.between(date("9999-12-31"), date("0001-01-01")) == period(-9998, -11, -30))
  }

  @Test func monthsBetweenYearMonths() throws {
    let feb = try YearMonth(year: 2023, month: 2)
    let nov = try YearMonth(year: 2022, month: 11)
    #expect(feb.months(since: nov) == 3)
    #expect(nov.months(since: feb) == -3)
    #expect(try YearMonth(year: 9999, month: 12).months(since: YearMonth(year: 1, month: 1)) == 119_987)
  }

  /// The month count found by search, as the rule reads in words: the most whole months m that
  /// fit between the dates, moving from a towards b with each landing day clamped to its month's
  /// length, then the days from that landing to b. Month lengths come from this table, not the core.
  func reference(_ a: CivilDate, _ b: CivilDate) -> DateDuration {
    func length(_ index: Int) -> Int {
      let year = index / 12 + 1
      let month = index % 12 + 1
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }
    func landing(_ index: Int) -> Int {
      daysFromCivil(year: index / 12 + 1, month: index % 12 + 1, day: 1) + min(a.day, length(index)) - 1
    }
    let ai = (a.year - 1) * 12 + a.month - 1
    let bi = (b.year - 1) * 12 + b.month - 1
    // The answer lies within a month of bi − ai: search from one month past it, back towards a.
    var m: Int
    if b >= a {
      m = min(bi - ai + 1, 119_987 - ai)
      while landing(ai + m) > b.dayCount { m -= 1 }
    } else {
      m = max(bi - ai - 1, -ai)
      while landing(ai + m) < b.dayCount { m += 1 }
    }
    return DateDuration(years: m / 12, months: m % 12, days: b.dayCount - landing(ai + m))
  }

  /// Pairs: every pair of days from 2023-11-01 to 2024-04-30 (month ends, a leap February), and
  /// 100,000 random pairs, half of them within 800 days of each other.
  func pairs() -> [(CivilDate, CivilDate)] {
    var pairs: [(CivilDate, CivilDate)] = []
    let window = daysFromCivil(year: 2023, month: 11, day: 1)...daysFromCivil(year: 2024, month: 4, day: 30)
    for x in window {
      for y in window { pairs.append((CivilDate(uncheckedDayCount: x), CivilDate(uncheckedDayCount: y))) }
    }
    var random = SplitMix(seed: 2023)
    for i in 0..<100_000 {
      let x = Int.random(in: Gregorian.dayCounts, using: &random)
      let y =
        i % 2 == 0
        ? Int.random(in: Gregorian.dayCounts, using: &random)
        : min(
          max(x + Int.random(in: -800...800, using: &random), Gregorian.dayCounts.lowerBound),
          Gregorian.dayCounts.upperBound)
      pairs.append((CivilDate(uncheckedDayCount: x), CivilDate(uncheckedDayCount: y)))
    }
    return pairs
  }

  @Test func againstTheReferenceAndTheStatedProperties() throws {
    var failures = 0
    func fail(_ text: String) {
      failures += 1
      if failures <= 10 { Issue.record(Comment(rawValue: text)) }
    }
    for (a, b) in pairs() {
      let p = DateDuration.between(a, b)
      let total = p.years * 12 + p.months
      if p != reference(a, b) { fail("\(a) → \(b): \(p), reference \(reference(a, b))") }
      // Every part has the sign of b − a.
      let sign = b > a ? 1 : b < a ? -1 : 0
      if [p.years, p.months, p.days].contains(where: { $0.signum() == -sign && $0 != 0 })
        || (sign == 0 && p != .zero)
      {
        fail("\(a) → \(b): \(p) has mixed signs")
      }
      // a + between(a, b) == b, always, under either month-end rule.
      if (try? a.adding(p)) != b { fail("\(a) + \(p) is not \(b)") }
      let rolled = DateDuration.between(a, b, monthEnd: .overflow)
      if (try? a.adding(rolled, monthEnd: .overflow)) != b { fail("\(a) + \(rolled) (overflow) is not \(b)") }
      if rolled.years * 12 + rolled.months > total, b >= a { fail("\(a) → \(b): overflow fits more months") }
      if b >= a {
        // java.time's Period.between counts one month fewer exactly when b is its month's last
        // day and b.day < a.day; otherwise the two agree.
        var javaMonths = b.yearMonth.index - a.yearMonth.index
        if b.day < a.day { javaMonths -= 1 }
        let lastDayEnds = b.day == b.yearMonth.numberOfDays && b.day < a.day
        if total != javaMonths + (lastDayEnds ? 1 : 0) { fail("\(a) → \(b): \(total), java \(javaMonths)") }
      }
    }
    #expect(failures == 0)
  }
}
