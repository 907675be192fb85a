import Testing

@testable import CalendarCore

/// The nth weekday of a month, against published holiday dates and against listing the month's
/// days one by one.
struct NthWeekdayTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }
  func month(_ year: Int, _ month: Int) -> YearMonth { try! YearMonth(year: year, month: month) }

  @Test func knownDates() throws {
    #expect(try month(2026, 11).nth(4, .thursday) == date("2026-11-26"))  // US Thanksgiving
    #expect(try month(2024, 5).nth(-1, .friday) == date("2024-05-31"))
    #expect(month(2024, 5).last(.friday) == date("2024-05-31"))
    #expect(try month(2024, 1).nth(3, .monday) == date("2024-01-15"))  // Martin Luther King Jr. Day
    #expect(try month(2024, 5).nth(-1, .monday) == date("2024-05-27"))  // Memorial Day
    #expect(try month(2024, 9).nth(1, .monday) == date("2024-09-02"))  // Labor Day
    #expect(try month(2024, 5).nth(2, .sunday) == date("2024-05-12"))  // Mother's Day
    #expect(try month(2024, 3).nth(-1, .sunday) == date("2024-03-31"))  // EU summer time starts
    #expect(try month(2024, 2).nth(5, .thursday) == date("2024-02-29"))
    #expect(try month(2024, 2).nth(-5, .thursday) == date("2024-02-01"))
    #expect(try month(1, 1).nth(1, .monday) == date("0001-01-01"))
    #expect(try month(9999, 12).nth(-1, .friday) == date("9999-12-31"))
  }

  @Test func missingWeekdaysAreErrors() {
    #expect(
      throws: CalendarError.math(
        .noSuchWeekday(ordinal: 5, weekday: .monday, month: month(2023, 2), count: 4))
    ) {
      try self.month(2023, 2).nth(5, .monday)
    }
    #expect(
      CalendarError.math(.noSuchWeekday(ordinal: 5, weekday: .monday, month: month(2023, 2), count: 4))
        .message
        == "February 2023 has no 5th Monday: it has 4 Mondays")
    #expect(
      CalendarError.math(.noSuchWeekday(ordinal: -5, weekday: .monday, month: month(2023, 2), count: 4))
        .message
        == "February 2023 has no 5th-to-last Monday: it has 4 Mondays")
    for n in [0, 6, -6, Int.min, Int.max] {
      #expect(throws: CalendarError.math(.ordinalOutOfRange(n))) { try self.month(2023, 2).nth(n, .monday) }
    }
  }

  /// At calsh's range edges a reform counts by the calendar: days outside the range count, and
  /// an occurrence among them is a range error, not another day (#26 QA 4).
  @Test func reformCountsByTheCalendarAtTheRangeEdges() throws {
    let gb = try #require(Reform(named: "gb"))
    // Julian 0001-01-01 was a Saturday: the 1st Saturday is outside, the 2nd is the 8th.
    #expect(throws: CalendarError.julianDateOutOfRange(year: 1, month: 1, day: 1)) {
      try Reform.julian.nth(1, .saturday, in: self.month(1, 1))
    }
    #expect(throws: CalendarError.julianDateOutOfRange(year: 1, month: 1, day: 2)) {
      try gb.nth(1, .sunday, in: self.month(1, 1))
    }
    #expect(try gb.label(of: gb.nth(2, .saturday, in: month(1, 1))) == date("0001-01-08"))
    #expect(try gb.label(of: gb.nth(5, .saturday, in: month(1, 1))) == date("0001-01-29"))
    // Julian October 9999 starts on a Monday: 4 Sundays (7 … 28), the last two past 9999-10-19.
    #expect(
      throws: CalendarError.math(
        .noSuchWeekday(ordinal: 5, weekday: .sunday, month: month(9999, 10), count: 4))
    ) { try Reform.julian.nth(5, .sunday, in: self.month(9999, 10)) }
    #expect(throws: CalendarError.julianDateOutOfRange(year: 9999, month: 10, day: 21)) {
      try Reform.julian.nth(3, .sunday, in: self.month(9999, 10))
    }
    #expect(throws: CalendarError.julianDateOutOfRange(year: 9999, month: 10, day: 26)) {
      try Reform.julian.nth(-1, .friday, in: self.month(9999, 10))
    }
    #expect(
      try Reform.julian.label(of: Reform.julian.nth(2, .sunday, in: month(9999, 10))) == date("9999-10-14"))
    #expect(throws: CalendarError.julianMonthOutOfRange(month(9999, 11))) {
      try Reform.julian.nth(1, .monday, in: self.month(9999, 11))
    }
  }

  /// Every month of years 1–400 and 9601–9999 (the weekdays of the Gregorian calendar repeat every
  /// 400 years) and every weekday: nth(k) is the kth of the month's days with that weekday.
  @Test func everyMonthAgainstItsListedDays() throws {
    for year in Array(1...400) + Array(9601...9999) {
      for m in 1...12 {
        let ym = month(year, m)
        var lists: [[Int]] = Array(repeating: [], count: 7)
        var weekday = ym.firstDay.weekday.rawValue
        for day in 1...ym.numberOfDays {
          lists[weekday].append(day)
          weekday = (weekday + 1) % 7
        }
        for wd in Weekday.allCases {
          let days = lists[wd.rawValue]
          guard ym.occurrences(of: wd) == days.count, ym.last(wd).day == days.last else {
            Issue.record("\(ym) \(wd): \(ym.occurrences(of: wd)) of them, last \(ym.last(wd))")
            return
          }
          for k in 1...5 {
            let forward = try? ym.nth(k, wd).day
            let backward = try? ym.nth(-k, wd).day
            guard forward == (k <= days.count ? days[k - 1] : nil),
              backward == (k <= days.count ? days[days.count - k] : nil)
            else {
              Issue.record("\(ym) \(wd) \(k): \(String(describing: forward)) \(String(describing: backward))")
              return
            }
          }
        }
      }
    }
  }
}
