import Testing

@testable import CalendarCore

/// Hinnant's algorithms, proven over every day of years 1–9999.
struct DayCountTests {
  @Test func everyDayRoundTripsAndWeekdaysAdvanceByOne() {
    var count = daysFromCivil(year: 1, month: 1, day: 1)
    var weekday = weekdayIndexFromDays(count)
    #expect(weekday == Weekday.monday.rawValue)  // 0001-01-01 was a Monday (proleptic Gregorian)
    for year in 1...9999 {
      for month in 1...12 {
        for day in 1...Gregorian.daysIn(year: year, month: month) {
          guard daysFromCivil(year: year, month: month, day: day) == count,
            civilFromDays(count) == (year, month, day),
            weekdayIndexFromDays(count) == weekday
          else {
            Issue.record("day \(year)-\(month)-\(day) (count \(count)) does not round-trip")
            return
          }
          count += 1
          weekday = (weekday + 1) % 7
        }
      }
    }
    #expect(count - 1 == Gregorian.dayCounts.upperBound)
  }

  @Test func epochAndKnownDays() {
    #expect(daysFromCivil(year: 1970, month: 1, day: 1) == 0)
    #expect(daysFromCivil(year: 2000, month: 3, day: 1) == 11017)
    #expect(Gregorian.dayCounts == -719162...2932896)
  }

  @Test(arguments: [
    (2023, 2, 1, Weekday.wednesday), (1969, 7, 20, .sunday), (2000, 1, 1, .saturday),
    (1752, 9, 14, .thursday), (1, 1, 1, .monday), (9999, 12, 31, .friday), (2024, 2, 29, .thursday),
    (1582, 10, 15, .friday), (2001, 9, 11, .tuesday),
  ])
  func knownWeekdays(year: Int, month: Int, day: Int, weekday: Weekday) throws {
    #expect(try CivilDate(year: year, month: month, day: day).weekday == weekday)
  }

  @Test func leapYears() {
    #expect(!Gregorian.isLeapYear(1900))
    #expect(Gregorian.isLeapYear(2000))
    #expect(Gregorian.isLeapYear(2024))
    #expect(!Gregorian.isLeapYear(2023))
    #expect(!Gregorian.isLeapYear(2100))
    #expect(Gregorian.isLeapYear(1600))
    // 97 leap years in every 400.
    #expect((1...400).filter(Gregorian.isLeapYear).count == 97)
    #expect(Gregorian.daysIn(year: 2024) == 366)
  }

  @Test func invalidDatesAreErrorsNotTraps() throws {
    #expect(throws: CalendarError.dayOutOfRange(year: 2023, month: 2, day: 30)) {
      try CivilDate(year: 2023, month: 2, day: 30)
    }
    #expect(throws: CalendarError.yearOutOfRange(0)) { try CivilDate(year: 0, month: 1, day: 1) }
    #expect(throws: CalendarError.monthOutOfRange(13)) { try CivilDate(year: 2023, month: 13, day: 1) }
    #expect(throws: CalendarError.dateOutOfRange) { try CivilDate(dayCount: Int.max) }
    #expect(throws: CalendarError.malformedDate("2023-2-3")) { try CivilDate(parsing: "2023-2-3") }
    #expect(try CivilDate(parsing: "2023-02-03").description == "2023-02-03")
  }
}
