import CalSyntax
import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `explain date NAME YEAR MONTH DAY` reads what `date NAME …` reads, refuses what it refuses with
/// the same message, and ends in the day it prints.
struct DateExplainTests {
  let base = ExplainTests()

  /// The words `date NAME …` reads for a day of `calendar`.
  static func words(_ count: Int, _ calendar: WorldCalendar) -> String {
    let date = try! calendar.date(dayCount: count)
    let numbers = date.isLeapMonth ? "\(date.month) leap \(date.day)" : "\(date.month) \(date.day)"
    let year = date.era.map { "\($0.rawValue) \(date.year)" } ?? "\(date.year)"
    return "date \(calendar.identifier) \(year) \(numbers)"
  }

  /// 200 random days of each calendar's span and its first and last day, through both commands,
  /// under the proleptic calendar and under set reform gb (a Julian-written answer before 1752).
  @Test(arguments: ["proleptic", "gb"])
  func answersAgreeWithDate(_ reform: String) {
    var generator = SplitMix(seed: 32)
    for calendar in WorldCalendar.allCases {
      let counts =
        (0..<200).map { _ in Int.random(in: calendar.dayCounts, using: &generator) }
        + [calendar.dayCounts.lowerBound, calendar.dayCounts.upperBound]
      for count in counts {
        base.expectAgreement(Self.words(count, calendar), settings: "set reform \(reform); ")
      }
    }
  }

  /// Wrong words: the plain command's message, at the same place.
  @Test func refusesAsDateRefuses() {
    for words in [
      "date hebrew 5786 14 1", "date hebrew 5785 13 1", "date hebrew 5786 7", "date foo 1 2 3",
      "date hebrew 5786 7 31", "date islamic 0 1 1", "date chinese 2025 5 leap 1", "date era heisei 1 1 1",
      "date persian 1404 x 1", "date hebrew 5786 7 leap 1", "date korean 2025 -6 1", "date hebrew -5 1 1",
    ] {
      let plain = evaluate(words).errors
      let explained = evaluate("explain " + words).errors
      #expect(!plain.isEmpty, "\(words)")
      #expect(plain.map(\.message) == explained.map(\.message), "\(words): \(plain) vs \(explained)")
      #expect(
        plain.map { [$0.range.offset + 8, $0.range.length] }
          == explained.map { [$0.range.offset, $0.range.length] }, "\(words): where")
    }
    #expect(evaluate("explain date").errors.first?.message.contains("explain date takes a calendar") == true)
  }

  /// The general derivation, for each calendar without its own: the years', months' and day's
  /// days add up to the distance from the calendar's first day, and the last day is the answer.
  @Test func generalDerivationAddsUp() throws {
    let sum = try Regex(#"([\d,]+) \+ ([\d,]+) \+ ([\d,]+) = ([\d,]+) days? after the calendar's first day"#)
    let months = try Regex(#"= ([\d,]+) days?\.$"#)
    func number(_ text: Substring?) -> Int { Int(text!.filter { $0 != "," })! }
    var generator = SplitMix(seed: 34)
    var wrong: [String] = []
    for calendar in WorldCalendar.allCases where !(calendar.arithmetic is any ReverseExplainedCalendar.Type) {
      let first = calendar.arithmetic.dayCount(
        ofValidYear: calendar.years.lowerBound, month: 1, day: 1, isLeapMonth: false)
      for _ in 0..<500 {
        let count = Int.random(in: calendar.dayCounts, using: &generator)
        let steps = DateExplanation.explain(count, in: calendar, writing: .proleptic).steps
        guard let match = steps[3].firstMatch(of: sum) else {
          wrong.append("\(calendar) \(count): \(steps)")
          continue
        }
        let terms = (1...4).map { number(match.output[$0].substring) }
        let monthDays = steps[2].firstMatch(of: months).map { number($0.output[1].substring) } ?? 0
        if terms[0] + terms[1] + terms[2] != terms[3] || terms[3] != count - first || terms[1] != monthDays {
          wrong.append("\(calendar) \(count): \(steps)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(2))")
  }
}

/// A month's name where `date NAME …` reads its number, and a minus sign before a date: each a
/// message saying what to write, at the word (issue 32, fix round 3).
struct DateWordsFixRound3Tests {
  @Test(arguments: [
    ("date hebrew 5786 adar 1", "Adar is 12 (in a leap year Adar I is 12 and Adar II is 13)"),
    ("date hebrew 5787 Adar 1", "in 5787 Adar I is 12 and Adar II is 13 (5787 is a leap year"),
    ("date hebrew 5786 tishrei 1", "in 5786 Tishrei is 7"),
    ("date hebrew 5786 tishri 1", "in 5786 Tishrei is 7"),
    ("date islamic 1447 ramadhan 1", "in 1447 Ramadan is 9"),
    ("date islamic 1447 ramadan 1", "in 1447 Ramadan is 9"),
  ])
  func monthNameSaysItsNumber(_ words: String, _ message: String) {
    for text in [words, "explain " + words] {
      let errors = evaluate(text).errors
      #expect(errors.first?.message.contains(message) == true, "\(text): \(errors)")
      let monthAt = words.split(separator: " ").prefix(3).reduce(0) { $0 + $1.count + 1 }
      #expect(errors.first?.range.offset == text.count - words.count + monthAt, "\(text)")
    }
  }

  /// A word after the day of a leap month is one too many, not a misplaced leap (final QA).
  @Test func aWordAfterALeapMonthsDayIsTooMany() {
    for text in ["date chinese 2025 6 leap 1 x", "explain date chinese 2025 6 leap 1 x"] {
      let errors = evaluate(text).errors
      #expect(
        errors.first?.message.hasPrefix("date chinese takes 3 numbers, with leap before the day") == true)
      #expect(errors.first?.range.offset == text.count - 1, "\(text)")
    }
  }

  @Test(arguments: ["islamic -0001-01-01", "explain islamic -0001-01-01", "set reform gb; -0005-03-01"])
  func minusBeforeADate(_ text: String) {
    let errors = evaluate(text).errors
    #expect(
      errors.first?.message.hasPrefix("a date takes no minus sign: calsh has no year 0") == true, "\(errors)")
    let at = text.firstIndex(of: "-")!
    #expect(errors.first?.range.offset == text.distance(from: text.startIndex, to: at))
    if text.hasPrefix("set reform gb") {
      #expect(errors.first?.message.contains("0001-01-03 to 9999-12-31 as set reform gb writes them") == true)
    }
  }
}
