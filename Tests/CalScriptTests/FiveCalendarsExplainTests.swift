import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `explain coptic|ethiopian|indian|minguo|thai DATE`: every step's numbers are the calendar's,
/// and the answer is the plain command's.
struct FiveCalendarsExplainTests {
  let base = ExplainTests()

  /// Every day of 1990–2030 (every kind of year, each year's turn) and 3,000 random days of the
  /// span with its first and last day.
  func days<C: CalendarArithmetic>(_: C.Type, seed: UInt64) -> [Int] {
    var generator = SplitMix(seed: seed)
    let dense = daysFromCivil(year: 1990, month: 1, day: 1)...daysFromCivil(year: 2030, month: 12, day: 31)
    return Array(dense) + (0..<3000).map { _ in Int.random(in: C.dayCounts, using: &generator) }
      + [C.dayCounts.lowerBound, C.dayCounts.upperBound]
  }

  /// The whole numbers a pattern captures in a step (thousands separators dropped), or nil when it
  /// does not match.
  func numbers(_ step: String, _ pattern: Regex<AnyRegexOutput>) -> [Int]? {
    guard let match = step.firstMatch(of: pattern) else { return nil }
    return (1..<match.output.count).compactMap { index in
      match.output[index].substring.flatMap { Int($0.filter { $0 != "," }) }
    }
  }

  func dayCount(_ text: Substring) -> Int { (try? CivilDate(parsing: String(text)).dayCount) ?? .min }

  @Test(arguments: ["coptic", "ethiopian", "indian", "minguo", "thai"])
  func answersAgreeWithTheCommand(_ name: String) {
    let calendar = WorldCalendar(identifier: name)!
    var generator = SplitMix(seed: 27)
    let counts =
      (0..<1500).map { _ in Int.random(in: calendar.dayCounts, using: &generator) }
      + [calendar.dayCounts.lowerBound, calendar.dayCounts.upperBound]
    for count in counts { base.expectAgreement("\(name) \(CivilDate(uncheckedDayCount: count))") }
  }

  @Test func copticStepsAreTheCalendars() throws { try alexandrian(CopticCalendar.self, "AM ") }

  @Test func ethiopianStepsAreTheCalendars() throws { try alexandrian(EthiopianCalendar.self, "the year ") }

  func alexandrian<C: ExplainedCalendar>(_: C.Type, _ era: String) throws {
    var wrong: [String] = []
    let cyclesPattern = try Regex(
      #"is ([\d,]+) days? after the epoch: [\d,]+ ÷ 1,461 = ([\d,]+) whole cycles? "#
        + #"\(([\d,]+) years\) and ([\d,]+) days? more"#)
    let yearOfCyclePattern = try Regex(
      era + #"(\d+) is year (\d) of its cycle, and \d+ ÷ 4 = [\d,]+ remainder (\d)"#)
    let yearStartPattern = try Regex(#"Its 1 \w+ is ([\d-]+), and"#)
    let dayOfYearPattern = try Regex(#"is day (\d+) of the year"#)
    let monthDayPattern = try Regex(#"day (\d+) of month (\d+),"#)
    let firstMonthPattern = try Regex(#"the first month: day (\d+)\."#)
    let passedYearsPattern = try Regex(#"^Whole years of the cycle: (\d+) \(.*\) = ([\d,]+) days"#)
    for count in days(C.self, seed: 3) {
      let date = CivilDate(uncheckedDayCount: count)
      let steps = C.explanation(of: date, writing: .proleptic).steps
      let own = C.date(fromDayCount: count)
      let yearStart = C.dayCount(ofValidYear: own.year, month: 1, day: 1, isLeapMonth: false)
      let elapsed = count - C.epoch
      guard steps.count == 5,
        let cycle = numbers(steps[1], cyclesPattern),
        let year = numbers(steps[2], yearOfCyclePattern),
        let start = steps[2].firstMatch(of: yearStartPattern),
        let dayOfYear = numbers(steps[2], dayOfYearPattern),
        let month =
          numbers(steps[3], monthDayPattern)
          ?? numbers(steps[3], firstMonthPattern).map({ $0 + [1] })
      else {
        wrong.append("\(date): \(steps)")
        continue
      }
      let passed =
        numbers(steps[2], passedYearsPattern) ?? [0, 0]
      let leap = steps[2].contains("a leap year of 366 days")
      let checks = [
        cycle == [elapsed, elapsed / 1461, elapsed / 1461 * 4, elapsed % 1461],
        year == [own.year, (own.year - 1) % 4 + 1, own.year % 4], leap == C.isLeapYear(own.year),
        passed == [(own.year - 1) % 4, yearStart - (C.epoch + elapsed / 1461 * 1461)],
        dayCount(start.output[1].substring!) == yearStart, dayOfYear == [count - yearStart + 1],
        month == [own.day, own.month], steps[4] == "Answer: \(C.longDescription(of: own)).",
      ]
      if checks.contains(false) { wrong.append("\(date): \(checks) \(steps)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }

  @Test func indianStepsAreTheCalendars() throws {
    typealias C = IndianNationalCalendar
    var wrong: [String] = []
    let openingPattern = try Regex(
      #"is ([\d,]+) days? after the epoch, in the Gregorian year (\d+); \d+ − 78 = (\d+)"#)
    let sakaPattern = try Regex(#"so it is (?:still )?in the year (\d+)"#)
    let newYearPattern = try Regex(#"From 1 Chaitra, ([\d-]+), "#)
    let lengthsPattern = try Regex(#"^(\d+) \+ 78 = (\d+),.* of (\d+) days and Chaitra has (\d+) days"#)
    let dayOfYearPattern = try Regex(#"is day (\d+) of the year"#)
    let monthsPattern = try Regex(#"= ([\d,]+) days?; (\d+) \w+ is the day"#)
    let firstMonthPattern = try Regex(#"the first month: day (\d+)\."#)
    for count in days(C.self, seed: 4) {
      let date = CivilDate(uncheckedDayCount: count)
      let steps = C.explanation(of: date, writing: .proleptic).steps
      let own = C.date(fromDayCount: count)
      let start = C.newYear(own.year)
      guard steps.count == 5,
        let opening = numbers(steps[1], openingPattern),
        let year = numbers(steps[1], sakaPattern),
        let newYear = steps[2].firstMatch(of: newYearPattern),
        let lengths = numbers(steps[2], lengthsPattern),
        let dayOfYear = numbers(steps[2], dayOfYearPattern)
      else {
        wrong.append("\(date): \(steps)")
        continue
      }
      let months =
        numbers(steps[3], monthsPattern)
        ?? numbers(steps[3], firstMonthPattern).map { [0] + $0 }
      let yearLength = (1...12).reduce(0) { $0 + C.daysIn(year: own.year, month: $1) }
      let checks = [
        opening == [count - C.epoch, date.year, date.year - 78], year == [own.year],
        dayCount(newYear.output[1].substring!) == start,
        lengths == [own.year, own.year + 78, yearLength, C.daysIn(year: own.year, month: 1)],
        dayOfYear == [count - start + 1],
        months == [count - start - (own.day - 1), own.day],
        steps[3].contains(" \(C.monthNames[own.month - 1])"),
        steps[4] == "Answer: \(C.longDescription(of: own)).",
      ]
      if checks.contains(false) { wrong.append("\(date): \(checks) \(steps)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }

  @Test func minguoStepsAreTheCalendars() throws { try gregorianMonths(MinguoCalendar.self, "Minguo") }

  @Test func thaiSolarStepsAreTheCalendars() throws { try gregorianMonths(ThaiSolarCalendar.self, "BE") }

  func gregorianMonths<C: ExplainedCalendar>(_: C.Type, _ era: String) throws {
    var wrong: [String] = []
    let yearPattern = try Regex(
      #"is ([\d,]+) days? after the epoch, in the Gregorian year (\d+): \d+ [−+] \d+ = (\d+), so the year is "#
        + era + #" (\d+)\."#)
    let leapPattern = try Regex(era + #" (\d+) has (\d+) days and February (\d+)\."#)
    let monthDayPattern = try Regex(#"month (\d+), \w+, day (\d+)\."#)
    for count in days(C.self, seed: 5) {
      let date = CivilDate(uncheckedDayCount: count)
      let steps = C.explanation(of: date, writing: .proleptic).steps
      let own = C.date(fromDayCount: count)
      let length = (1...12).reduce(0) { $0 + C.daysIn(year: own.year, month: $1, isLeapMonth: false) }
      guard steps.count == 5,
        let year = numbers(steps[1], yearPattern),
        let leap = numbers(steps[2], leapPattern),
        let day = numbers(steps[3], monthDayPattern)
      else {
        wrong.append("\(date): \(steps)")
        continue
      }
      let checks = [
        year == [count - C.epoch, date.year, own.year, own.year],
        leap == [own.year, length, C.daysIn(year: own.year, month: 2, isLeapMonth: false)],
        steps[2].contains(C.isLeapYear(own.year) ? "is a leap year" : "is not a leap year"),
        day == [own.month, own.day], steps[4] == "Answer: \(C.longDescription(of: own)).",
      ]
      if checks.contains(false) { wrong.append("\(date): \(checks) \(steps)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }
}
