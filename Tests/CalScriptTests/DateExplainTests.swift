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
}
