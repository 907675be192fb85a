import Testing

@testable import CalendarCore

struct ArithmeticTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func monthsClampToTheLastDay() throws {
    #expect(try date("2023-01-31").adding(months: 1) == date("2023-02-28"))
    #expect(try date("2024-01-31").adding(months: 1) == date("2024-02-29"))
    #expect(try date("2023-03-31").adding(months: -1) == date("2023-02-28"))
    #expect(try date("2024-02-29").adding(DateDuration(years: 1)) == date("2025-02-28"))
  }

  @Test func yearsAndMonthsJoinThenDays() throws {
    #expect(try date("2024-02-29").adding(DateDuration(years: 1, months: 1)) == date("2025-03-29"))
    #expect(try date("2023-01-31").adding(DateDuration(months: 1, days: 1)) == date("2023-03-01"))
  }

  @Test func outOfRangeAndOverflowAreErrors() {
    #expect(throws: CalendarError.dateOutOfRange) { try self.date("9999-12-31").adding(days: 1) }
    #expect(throws: CalendarError.dateOutOfRange) { try self.date("0001-01-01").adding(days: -1) }
    #expect(throws: CalendarError.dateOutOfRange) { try self.date("2023-01-01").adding(days: Int.max) }
    #expect(throws: CalendarError.numberTooLarge) {
      try self.date("2023-01-01").adding(DateDuration(years: Int.max))
    }
    #expect(throws: CalendarError.numberTooLarge) { try DateDuration(days: Int.min).negated() }
    #expect(throws: CalendarError.numberTooLarge) { try DateDuration(days: 2).multiplied(by: Int.max) }
    // Past the negative end the number is too far below zero, not too large (QA 26.23).
    #expect(throws: CalendarError.numberTooSmall) { try DateDuration(days: -2).multiplied(by: Int.max) }
    #expect(throws: CalendarError.numberTooSmall) { try DateDuration(days: 2).multiplied(by: Int.min) }
    #expect(throws: CalendarError.numberTooSmall) {
      try DateDuration(days: -Int.max).adding(DateDuration(days: -1))
    }
    #expect(throws: CalendarError.numberTooSmall) { try DateDuration(years: -Int.max).totalMonths() }
    #expect(CalendarError.numberTooSmall.message == "the number is too far below zero")
  }

  @Test func durationText() {
    #expect(DateDuration(days: 29).description == "29 days")
    #expect(DateDuration(days: 1).description == "1 day")
    #expect(DateDuration(days: -3).description == "-3 days")
    #expect(DateDuration(years: 1, months: 2, days: 3).description == "1 year 2 months 3 days")
    #expect(DateDuration().description == "0 days")
  }

  @Test func differenceInDays() {
    #expect(date("2024-03-01").days(since: date("2024-02-01")) == 29)
    #expect(date("2023-03-01").days(since: date("2023-02-01")) == 28)
  }

  @Test func everyMonthPlusOneMonthStaysInTheNextMonth() throws {
    for index in 0..<(9999 * 12 - 1) {
      let month = try YearMonth(index: index)
      let target = try month.lastDay.adding(months: 1)
      #expect(target.yearMonth == (try month.adding(months: 1)))
      #expect(target.day == min(month.numberOfDays, target.yearMonth.numberOfDays))
    }
  }
}

struct DurationTests {
  @Test func yearsAndMonthsAreNormalisedWithOneSign() {
    let d = DateDuration(years: -1, months: 1)
    #expect((d.years, d.months) == (0, -11))
    #expect(DateDuration(months: 14) == DateDuration(years: 1, months: 2))
    #expect(DateDuration(years: 1, months: -25, days: 4) == DateDuration(years: -1, months: -1, days: 4))
    #expect(DateDuration(years: 2, months: -24).description == "0 days")
    // Too close to Int's limits to carry: kept as given rather than trapping.
    #expect(DateDuration(years: Int.max, months: 12).years == Int.max)
    #expect(throws: CalendarError.numberTooLarge) {
      try DateDuration(years: Int.max).adding(DateDuration(months: 12))
    }
  }

  @Test func mixedSignsPrintEachSign() {
    #expect(DateDuration(years: -1, months: 1).description == "-11 months")
    #expect(DateDuration(years: -1, months: -1, days: -3).description == "-1 year -1 month -3 days")
    #expect(DateDuration(years: -1, months: -1, days: 3).description == "-1 year -1 month +3 days")
    #expect(DateDuration(months: 1, days: -3).description == "1 month -3 days")
    #expect(DateDuration(months: -2, days: 1).description == "-2 months +1 day")
  }
}
