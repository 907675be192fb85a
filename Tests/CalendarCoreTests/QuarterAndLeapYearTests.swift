import Testing

@testable import CalendarCore

struct QuarterAndLeapYearTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func quarters() throws {
    let q = date("2026-11-21").quarter
    #expect(q.description == "2026-Q4")
    #expect(q.months.map(\.description) == ["2026-10", "2026-11", "2026-12"])
    #expect(try Quarter(parsing: "2026-Q4") == q)
    #expect((q.firstDay, q.lastDay) == (date("2026-10-01"), date("2026-12-31")))
    #expect(try Quarter(parsing: "2024-Q1").numberOfDays == 91)
    #expect(try Quarter(parsing: "2023-Q1").numberOfDays == 90)
    #expect(try Quarter(parsing: "0001-Q1").firstDay == date("0001-01-01"))
    #expect(try Quarter(parsing: "9999-Q4").lastDay == date("9999-12-31"))
  }

  @Test func badQuartersAreErrors() {
    #expect(throws: CalendarError.math(.quarterOutOfRange(5))) { try Quarter(parsing: "2026-Q5") }
    #expect(throws: CalendarError.math(.quarterOutOfRange(0))) { try Quarter(parsing: "2026-Q0") }
    #expect(throws: CalendarError.math(.quarterOutOfRange(Int.min))) { try Quarter(year: 2026, number: .min) }
    #expect(throws: CalendarError.yearOutOfRange(0)) { try Quarter(parsing: "0000-Q1") }
    for text in ["2026-q4", "26-Q4", "2026-Q", "2026-Q44", "2026Q4", ""] {
      #expect(throws: CalendarError.math(.malformedQuarter(text))) { try Quarter(parsing: text) }
    }
  }

  /// Every month is in the quarter whose months list it, and a year's quarters add up to the year.
  @Test func everyMonthAndYear() throws {
    for year in 1...9999 {
      var days = 0
      for number in 1...4 {
        let quarter = try Quarter(year: year, number: number)
        days += quarter.numberOfDays
        for month in quarter.months { #expect(month.quarter == quarter) }
      }
      #expect(days == Gregorian.daysIn(year: year))
    }
  }

  @Test func leapYearRules() throws {
    #expect(try LeapYearFacts(year: 2023).rule == .notDivisibleBy4)
    #expect(try LeapYearFacts(year: 2024).rule == .divisibleBy4)
    #expect(try LeapYearFacts(year: 1900).rule == .divisibleBy100)
    #expect(try LeapYearFacts(year: 2000).rule == .divisibleBy400)
    #expect(try !LeapYearFacts(year: 1900).isLeapYear && LeapYearFacts(year: 2000).isLeapYear)
    #expect(try LeapYearFacts(year: 2024).daysInFebruary == 29)
    #expect(throws: CalendarError.yearOutOfRange(0)) { try LeapYearFacts(year: 0) }
    #expect(throws: CalendarError.yearOutOfRange(10000)) { try LeapYearFacts(year: 10000) }
    for year in 1...9999 {
      let facts = try LeapYearFacts(year: year)
      // A leap year is one whose 31 December is day 366 (counted from 1 January's day count).
      let december31 =
        daysFromCivil(year: year, month: 12, day: 31) - daysFromCivil(year: year, month: 1, day: 1) + 1
      #expect(facts.isLeapYear == (december31 == 366), "\(year)")
      #expect(facts.numberOfDays == december31)
    }
  }
}
