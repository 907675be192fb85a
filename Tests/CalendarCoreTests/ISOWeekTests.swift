import Testing

@testable import CalendarCore

/// ISO 8601 week dates, against published examples and against the standard's own rule applied
/// day by day over years 1–9999.
struct ISOWeekTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test(arguments: [
    ("2021-01-03", "2020-W53-7"), ("2024-12-30", "2025-W01-1"), ("0001-01-01", "0001-W01-1"),
    ("9999-12-31", "9999-W52-5"), ("2024-01-31", "2024-W05-3"), ("2005-01-01", "2004-W53-6"),
    ("2005-01-02", "2004-W53-7"), ("2005-12-31", "2005-W52-6"), ("2007-01-01", "2007-W01-1"),
    ("2007-12-30", "2007-W52-7"), ("2007-12-31", "2008-W01-1"), ("2008-12-28", "2008-W52-7"),
    ("2008-12-29", "2009-W01-1"), ("2009-12-31", "2009-W53-4"), ("2010-01-03", "2009-W53-7"),
    ("2010-01-04", "2010-W01-1"), ("2026-11-21", "2026-W47-6"),
  ])
  func knownWeekDates(civil: String, iso: String) throws {
    #expect(date(civil).isoWeekDate.description == iso)
    #expect(try ISOWeekDate(parsing: iso).date() == date(civil))
    #expect(try ISOWeekDate(parsing: iso) == date(civil).isoWeekDate)
  }

  @Test func weeksInAYear() throws {
    for year in [2004, 2009, 2015, 2020, 2026, 2032] {
      #expect(try ISOWeek.weeksIn(year: year) == 53, "\(year)")
    }
    for year in [1, 2021, 2022, 2023, 2024, 2025, 9999] {
      #expect(try ISOWeek.weeksIn(year: year) == 52, "\(year)")
    }
    // 71 long years in every 400-year cycle.
    #expect(try (2001...2400).filter { try ISOWeek.weeksIn(year: $0) == 53 }.count == 71)
    #expect(throws: CalendarError.yearOutOfRange(0)) { try ISOWeek.weeksIn(year: 0) }
    #expect(throws: CalendarError.yearOutOfRange(Int.max)) { try ISOWeek.weeksIn(year: Int.max) }
  }

  @Test func theSevenDaysOfAWeek() throws {
    let week = try ISOWeek(parsing: "2024-W05")
    #expect(
      try week.days().map(\.description) == (29...31).map { "2024-01-\($0)" }
        + (1...4).map { "2024-02-0\($0)" })
    #expect(try week.day(.sunday) == date("2024-02-04"))
    #expect(try ISOWeek(year: 1, week: 1).days().first == date("0001-01-01"))
    #expect(date("2021-01-03").isoWeek.description == "2020-W53")
  }

  @Test func weeksAndDaysOutsideTheRangeAreErrors() throws {
    #expect(throws: CalendarError.math(.noSuchWeek(year: 2021, week: 53))) {
      try ISOWeek(year: 2021, week: 53)
    }
    #expect(
      CalendarError.math(.noSuchWeek(year: 2021, week: 53)).message
        == "2021-W53 does not exist: ISO year 2021 has 52 weeks (W01 to W52)")
    #expect(throws: CalendarError.math(.noSuchWeek(year: 2020, week: 0))) { try ISOWeek(parsing: "2020-W00") }
    #expect(throws: CalendarError.math(.noSuchWeek(year: 2020, week: 54))) {
      try ISOWeek(year: 2020, week: 54)
    }
    #expect(throws: CalendarError.math(.noSuchWeek(year: 2020, week: Int.min))) {
      try ISOWeek(year: 2020, week: Int.min)
    }
    #expect(throws: CalendarError.yearOutOfRange(0)) { try ISOWeek(parsing: "0000-W01") }
    #expect(throws: CalendarError.yearOutOfRange(10000)) {
      try ISOWeekDate(year: 10000, week: 1, weekday: .monday)
    }
    #expect(throws: CalendarError.math(.noSuchISOWeekday(8))) { try ISOWeekDate(parsing: "2024-W05-8") }
    #expect(throws: CalendarError.math(.noSuchISOWeekday(0))) { try ISOWeekDate(parsing: "2024-W05-0") }
    for text in ["2024-W5", "2024-w05", "2024-W05-", "24-W05", "2024-W0a", "", "2024-W05-3x", "２０２４-W05"] {
      #expect(throws: CalendarError.self) { try ISOWeek(parsing: text) }
      #expect(throws: CalendarError.self) { try ISOWeekDate(parsing: text) }
    }
    // 9999-W52 runs Monday 9999-12-27 … Sunday 10000-01-02: its last two days are out of range.
    let last = try ISOWeek(year: 9999, week: 52)
    #expect(try last.day(.friday) == date("9999-12-31"))
    #expect(throws: CalendarError.dateOutOfRange) { try last.day(.saturday) }
    #expect(throws: CalendarError.dateOutOfRange) { try last.days() }
    #expect(throws: CalendarError.dateOutOfRange) { try ISOWeekDate(parsing: "9999-W52-7").date() }
    #expect(try ISOWeekDate(parsing: "9999-W52-5").date() == date("9999-12-31"))
  }

  /// Every day of years 1–9999 against the standard stepped day by day: weeks start on Monday,
  /// and week 1 is the week that holds 4 January (a Monday from 29 December to 4 January starts
  /// week 1 of the next or the same calendar year). 0001-01-01 is a Monday, so it starts 0001-W01.
  @Test func everyDayAgainstTheISORuleSteppedDayByDay() throws {
    var isoYear = 1
    var week = 1
    var isoWeekday = 1  // 1 = Monday
    var longestWeek: [Int] = Array(repeating: 0, count: 10001)
    for year in 1...9999 {
      for month in 1...12 {
        for day in 1...Gregorian.daysIn(year: year, month: month) {
          if isoWeekday == 1 && !(year == 1 && month == 1 && day == 1) {
            if month == 12 && day >= 29 {
              (isoYear, week) = (year + 1, 1)
            } else if month == 1 && day <= 4 {
              (isoYear, week) = (year, 1)
            } else {
              week += 1
            }
          }
          longestWeek[isoYear] = max(longestWeek[isoYear], week)
          let civil = CivilDate(uncheckedYear: year, month: month, day: day)
          let iso = civil.isoWeekDate
          guard iso.year == isoYear, iso.week == week, iso.weekday.isoNumber == isoWeekday,
            try ISOWeekDate(year: isoYear, week: week, weekday: iso.weekday).date() == civil
          else {
            Issue.record("\(civil): \(iso), expected \(isoYear)-W\(week)-\(isoWeekday)")
            return
          }
          isoWeekday = isoWeekday % 7 + 1
        }
      }
    }
    for year in 1...9999 {
      #expect(try ISOWeek.weeksIn(year: year) == longestWeek[year], "ISO year \(year)")
    }
  }
}
