import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// The Hebrew, Islamic, Umm al-Qura and Persian explanations both ways: for every day of
/// 1900–2100 (and every 101st day of each arithmetic calendar's whole span) `explain NAME DATE`
/// ends in the date the calendar gives, and `explain date NAME Y M D` of that date ends in the day.
struct WorldCalendarBothWaysTests {
  static let calendars: [WorldCalendar] = [.hebrew, .islamic, .ummAlQura, .persian]

  static func days(_ calendar: WorldCalendar) -> [Int] {
    let modern = daysFromCivil(year: 1900, month: 1, day: 1)...daysFromCivil(year: 2100, month: 12, day: 31)
    let span = calendar.dayCounts
    let whole =
      calendar == .ummAlQura ? [] : Array(stride(from: span.lowerBound, through: span.upperBound, by: 101))
    return modern.filter(span.contains) + whole + [span.lowerBound, span.upperBound]
  }

  @Test(arguments: calendars)
  func forwardEndsInTheCalendarsDate(_ calendar: WorldCalendar) throws {
    let explained = try #require(calendar.arithmetic as? any ExplainedCalendar.Type)
    var wrong: [String] = []
    for count in Self.days(calendar) {
      let answer = "Answer: \(try calendar.date(dayCount: count).longDescription)."
      let last = explained.explanation(of: CivilDate(uncheckedDayCount: count), writing: .proleptic).steps
        .last
      if last != answer { wrong.append("\(CivilDate(uncheckedDayCount: count)): \(last ?? "") vs \(answer)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }

  @Test(arguments: calendars)
  func reverseEndsInTheDay(_ calendar: WorldCalendar) throws {
    #expect(calendar.arithmetic is any ReverseExplainedCalendar.Type)
    var wrong: [String] = []
    for count in Self.days(calendar) {
      let date = try calendar.date(dayCount: count)
      let read = try calendar.dayCount(year: date.year, month: date.month, day: date.day)
      let last = DateExplanation.explain(read, in: calendar, writing: .proleptic).steps.last
      if read != count || last != "Answer: \(CivilDate(uncheckedDayCount: count))." {
        wrong.append("\(date): \(last ?? "")")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }

  /// The reverse sums add up: `a + b + c + d = N days after the epoch`, N the day's distance
  /// from the calendar's epoch (Islamic, Persian).
  @Test(arguments: [WorldCalendar.islamic, .persian])
  func reverseSumsAddUp(_ calendar: WorldCalendar) throws {
    let sum = try Regex(#"((?:[\d,]+ \+ )+[\d,]+) = ([\d,]+) days? after the epoch"#)
    func number(_ text: Substring) -> Int { Int(text.filter { $0 != "," })! }
    var wrong: [String] = []
    var generator = SplitMix(seed: 32)
    for _ in 0..<3000 {
      let count = Int.random(in: calendar.dayCounts, using: &generator)
      let steps = DateExplanation.explain(count, in: calendar, writing: .proleptic).steps
      let sums = steps.flatMap { $0.matches(of: sum) }
      let epoch = calendar.arithmetic.epoch
      let adds = sums.allSatisfy { match in
        let terms = match.output[1].substring!.split(separator: " + ").map(number)
        return terms.reduce(0, +) == number(match.output[2].substring!)
      }
      let last = sums.last.map { number($0.output[2].substring!) }
      if sums.isEmpty || !adds || last != count - epoch { wrong.append("\(count): \(steps)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(2))")
  }

  /// Umm al-Qura against the arithmetic calendar: the days apart a step states are the two
  /// calendars' month starts.
  @Test func ummAlQuraNamesTheDaysApart() throws {
    let apart = try Regex(#"begins ([\d,]+) days? (earlier|later)"#)
    var generator = SplitMix(seed: 33)
    for _ in 0..<2000 {
      let count = Int.random(in: UmmAlQuraCalendar.dayCounts, using: &generator)
      let own = UmmAlQuraCalendar.date(fromDayCount: count)
      let steps = UmmAlQuraExplanation.explain(CivilDate(uncheckedDayCount: count), writing: .proleptic).steps
      let difference =
        (count - own.day + 1) - IslamicCalendar.dayCount(year: own.year, month: own.month, day: 1)
      let stated = steps[3].firstMatch(of: apart).map { match in
        Int(match.output[1].substring!)! * (match.output[2].substring! == "earlier" ? -1 : 1)
      }
      #expect((stated ?? 0) == difference, "\(steps[3])")
      #expect(steps[3].contains("the same day") == (difference == 0))
    }
  }

  /// The Persian rule against the sky: no year of 1900–2100 where they clearly differ (2091's
  /// equinox is within a minute of noon), AP 1503 (2124) and 1635 (2256) where they do, and the
  /// step says so.
  @Test func persianRuleAgainstTheSky() throws {
    let differ = PersianExplanation.disagreements
    #expect(!differ.contains { (1279...1479).contains($0) }, "\(differ)")
    #expect(differ.contains(1503) && differ.contains(1635), "\(differ)")
    #expect(try #require(PersianExplanation.skyNowruz(1470)).isClose)
    let step = PersianExplanation.astronomical(1503, .proleptic)
    #expect(
      step.contains("the sky's Nowruz is 2124-03-20; the 33-year rule gives 2124-03-21: here the two differ"))
  }
}
