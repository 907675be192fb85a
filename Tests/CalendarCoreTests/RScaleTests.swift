import TestSupport
import Testing

@testable import CalendarCore

/// RFC 7529's recurrences in other calendars: RSCALE and SKIP read and written, the Hebrew
/// months' numbers, and for each calendar 2,000 seeded random rules against a brute-force search
/// that walks every day of a span, converts it with the calendar's own `date(fromDayCount:)`, and
/// matches the rule's words against each month it finds.
struct RScaleTests {
  func days(_ rule: String, from start: String, _ take: Int = 50) throws -> [String] {
    try Recurrence(rule: RecurrenceRule(parsing: rule), start: CivilDate(parsing: start)).prefix(take)
      .map { CivilDate(uncheckedDayCount: $0).description }
  }

  @Test func textRoundTrips() throws {
    let rule = try RecurrenceRule(parsing: "rscale=hebrew;freq=yearly;bymonth=5l,6;bymonthday=8;skip=forward")
    #expect(rule.text == "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L,6;BYMONTHDAY=8;SKIP=FORWARD")
    #expect(try RecurrenceRule(parsing: rule.text) == rule)
  }

  @Test(arguments: [
    ("RSCALE=MAYAN;FREQ=YEARLY", "RSCALE=MAYAN: calsh counts in GREGORIAN, HEBREW"),
    ("FREQ=YEARLY;BYMONTH=5L", "a leap month (5L) or month 13 needs RSCALE"),
    ("FREQ=YEARLY;SKIP=FORWARD", "SKIP needs RSCALE"),
    ("RSCALE=HEBREW;FREQ=YEARLY;SKIP=SIDEWAYS", "SKIP=SIDEWAYS: SKIP is OMIT, BACKWARD or FORWARD"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=14", "BYMONTH=14: '14' is not a month number"),
  ])
  func errorsSayWhy(rule: String, saying: String) {
    #expect(throws: RecurrenceRuleError.self) { _ = try RecurrenceRule(parsing: rule) }
    do {
      _ = try RecurrenceRule(parsing: rule)
    } catch {
      #expect(error.message.hasPrefix(saying), "\(error.message)")
    }
  }

  /// RFC 7529's Hebrew numbering: 1 Tishrei, 5L Adar I, 6 Adar (II), 7 Nisan, 12 Elul.
  @Test func hebrewMonthsAreNumberedFromTishrei() {
    // 5784 is a leap year, 5785 is not.
    #expect(HebrewCalendar.rscaleMonth(year: 5784, month: 7, isLeapMonth: false) == RScaleMonth(1))
    #expect(
      HebrewCalendar.rscaleMonth(year: 5784, month: 12, isLeapMonth: false) == RScaleMonth(5, isLeap: true))
    #expect(HebrewCalendar.rscaleMonth(year: 5784, month: 13, isLeapMonth: false) == RScaleMonth(6))
    #expect(HebrewCalendar.rscaleMonth(year: 5785, month: 12, isLeapMonth: false) == RScaleMonth(6))
    #expect(HebrewCalendar.rscaleMonth(year: 5785, month: 1, isLeapMonth: false) == RScaleMonth(7))
    #expect(HebrewCalendar.calendarMonth(year: 5785, RScaleMonth(5, isLeap: true)) == nil)
    for year in 5700...5800 {
      for month in 1...HebrewCalendar.monthsIn(year: year) {
        let label = HebrewCalendar.rscaleMonth(year: year, month: month, isLeapMonth: false)
        #expect(HebrewCalendar.calendarMonth(year: year, label)! == (month, false))
      }
    }
  }

  /// RFC 7529 §4's example: 8 Adar I, moved to 8 Adar in a common year by SKIP=FORWARD.
  @Test func adarIForward() throws {
    #expect(
      try days("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD;COUNT=3", from: "2025-01-01")
        == [
          "2025-03-08", "2026-02-25", "2027-02-15",
        ])
  }

  /// A Gregorian rule with SKIP: the 31st of each month, or the day before or after a short month's end.
  @Test func gregorianSkip() throws {
    #expect(
      try days("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD;COUNT=4", from: "2025-01-01") == [
        "2025-01-31", "2025-02-28", "2025-03-31", "2025-04-30",
      ])
    #expect(
      try days("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=FORWARD;COUNT=4", from: "2025-01-01") == [
        "2025-01-31", "2025-03-01", "2025-03-31", "2025-05-01",
      ])
    #expect(
      try days("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3", from: "2025-01-01") == [
        "2025-01-31", "2025-03-31", "2025-05-31",
      ])
  }

  /// A month or week begun before 0001-01-01 (1 Tevet 3761 falls in 0000; 1 Shevat is 0001-01-13):
  /// its days from 0001-01-01 on, not an empty series.
  @Test func periodsBegunBeforeTheFirstDay() throws {
    #expect(
      try days("RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=1;COUNT=2", from: "0001-01-01") == [
        "0001-01-13", "0001-02-12",
      ])
    #expect(
      try days("RSCALE=HEBREW;FREQ=WEEKLY;COUNT=2", from: "0001-01-01") == ["0001-01-01", "0001-01-08"])
  }

  @Test func randomRulesMatchAWalkOverEveryDay() throws {
    try check(RScaleGregorian.self, "GREGORIAN", seed: 1)
    try check(HebrewCalendar.self, "HEBREW", seed: 2)
    try check(IslamicCalendar.self, "ISLAMIC-CIVIL", seed: 3)
    try check(UmmAlQuraCalendar.self, "ISLAMIC-UMALQURA", seed: 4)
    try check(PersianCalendar.self, "PERSIAN", seed: 5)
    try check(ChineseCalendar.self, "CHINESE", seed: 6)
    try check(KoreanCalendar.self, "DANGI", seed: 7)
    try check(CopticCalendar.self, "COPTIC", seed: 8)
    try check(EthiopianCalendar.self, "ETHIOPIC", seed: 9)
    try check(IndianNationalCalendar.self, "INDIAN", seed: 10)
    try check(JulianCalendar.self, "JULIAN", seed: 11)
  }

  /// A month found by walking the days: its year, RFC 7529 number, first day, length, and place.
  struct WalkedMonth {
    var year: Int
    var label: RScaleMonth
    var first: Int
    var length: Int
    var end: Int { first + length }
  }

  /// 2,000 rules (half yearly, half monthly; INTERVAL 1–3; BYMONTH of none, one or two months,
  /// leap months and month 13 among them; one or two BYMONTHDAY of ±1…30; each SKIP) from a
  /// random start in 1990–2040, each compared with the walk up to a window's end.
  func check<C: CalendarArithmetic>(_ calendar: C.Type, _ name: String, seed: UInt64) throws {
    let spanStart = daysFromCivil(year: 1985, month: 1, day: 1)
    let spanEnd = min(daysFromCivil(year: 2075, month: 12, day: 31), C.dayCounts.upperBound)
    var months: [WalkedMonth] = []
    for day in spanStart...spanEnd {
      let date = C.date(fromDayCount: day)
      let year = date.runningYear
      let label = C.rscaleMonth(year: year, month: date.month, isLeapMonth: date.isLeapMonth)
      if let last = months.last, last.year == year, last.label == label {
        months[months.count - 1].length += 1
      } else {
        months.append(WalkedMonth(year: year, label: label, first: day, length: 1))
      }
    }
    months.removeFirst()  // cut by the span's start
    var labelsOfYear: [Int: [RScaleMonth]] = [:]
    for month in months { labelsOfYear[month.year, default: []].append(month.label) }
    let allLabels = Set(months.map(\.label)).sorted()
    var random = SplitMix(seed: seed)
    for trial in 0..<2_000 {
      let yearly = trial % 2 == 0
      let interval = Int.random(in: 1...3, using: &random)
      var labels: [RScaleMonth] = []
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let label = allLabels.randomElement(using: &random)!
        if !labels.contains(label) { labels.append(label) }
      }
      var monthDays: [Int] = []
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let n = [Int.random(in: 1...30, using: &random), Int.random(in: 26...30, using: &random)]
          .randomElement(using: &random)!
        let day = Bool.random(using: &random) ? n : -n
        if !monthDays.contains(day) { monthDays.append(day) }
      }
      let skip = RecurrenceSkip.allCases.randomElement(using: &random)!
      let latestStart = min(daysFromCivil(year: 2040, month: 1, day: 1), spanEnd - 4_000)
      let start = Int.random(in: daysFromCivil(year: 1990, month: 1, day: 1)...latestStart, using: &random)
      let windowEnd = min(start + (yearly ? 365 * 25 : 30 * 40), spanEnd - 400)
      var rule = RecurrenceRule(frequency: yearly ? .yearly : .monthly)
      rule.scale = RScale(name: name)
      rule.interval = interval
      rule.byMonth = labels.filter { !$0.isLeap }.map(\.number)
      rule.byLeapMonth = labels.filter(\.isLeap).map(\.number)
      rule.byMonthDay = monthDays
      rule.skip = skip
      rule.until = CivilDate(uncheckedDayCount: windowEnd)
      let engine = Array(Recurrence(rule: rule, start: CivilDate(uncheckedDayCount: start)))

      // The walk: each month that the rule's words name in a period the interval reaches.
      let startMonth = months.firstIndex { $0.first <= start && start < $0.end }!
      let startYear = months[startMonth].year
      var found: Set<Int> = []
      for (index, month) in months.enumerated() where month.first <= windowEnd + 62 {
        // The months this month stands for: its own label, or a missing label SKIP moves to it.
        var periods: [Int] = []
        if yearly {
          let year = month.year
          let here = labelsOfYear[year] ?? []
          if labels.isEmpty || labels.contains(month.label) { periods.append(year) }
          for label in labels where !here.contains(label) {
            switch skip {
            case .omit: break
            case .backward:
              if here.last(where: { $0 < label }) == month.label { periods.append(year) }
            case .forward:
              if let next = here.first(where: { $0 > label }) {
                if next == month.label { periods.append(year) }
              } else if let previous = labelsOfYear[year - 1], !previous.contains(label),
                !previous.contains(where: { $0 > label }), here.first == month.label
              {
                periods.append(year - 1)
              }
            }
          }
          periods = periods.filter { $0 >= startYear && ($0 - startYear) % interval == 0 }
        } else {
          let offset = index - startMonth
          if offset >= 0, offset % interval == 0, labels.isEmpty || labels.contains(month.label) {
            periods.append(0)
          }
        }
        guard !periods.isEmpty else { continue }
        for n in monthDays {
          if abs(n) <= month.length {
            found.insert(n > 0 ? month.first + n - 1 : month.end + n)
          } else {
            switch skip {
            case .omit: break
            case .backward: found.insert(n > 0 ? month.end - 1 : month.first - 1)
            case .forward: found.insert(n > 0 ? month.end : month.first)
            }
          }
        }
      }
      let walked = found.filter { $0 >= start && $0 <= windowEnd }.sorted()
      guard engine == walked else {
        Issue.record(
          "\(name) \(rule.text) from \(CivilDate(uncheckedDayCount: start)): engine \(engine.prefix(8).map { CivilDate(uncheckedDayCount: $0).description }) walk \(walked.prefix(8).map { CivilDate(uncheckedDayCount: $0).description })"
        )
        return
      }
    }
  }
}
