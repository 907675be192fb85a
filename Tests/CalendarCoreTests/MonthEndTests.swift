import Testing

@testable import CalendarCore

/// Month-end overflow (GNU `date`, C `mktime`) against hand facts and cases computed by GNU
/// coreutils 9.1 `TZ=UTC date -d 'DATE ±M months ±D days' +%F`.
struct MonthEndTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func handFacts() throws {
    #expect(try date("2023-01-31").adding(months: 1, monthEnd: .overflow) == date("2023-03-03"))
    #expect(try date("2024-01-31").adding(months: 1, monthEnd: .overflow) == date("2024-03-02"))
    #expect(try date("2023-03-31").adding(months: -1, monthEnd: .overflow) == date("2023-03-03"))
    #expect(try date("2023-05-31").adding(months: 1, monthEnd: .overflow) == date("2023-07-01"))
    #expect(try date("2024-02-29").adding(DateDuration(years: 1), monthEnd: .overflow) == date("2025-03-01"))
    #expect(
      try date("2023-01-31").adding(DateDuration(months: 1, days: 1), monthEnd: .overflow)
        == date("2023-03-04"))
    #expect(try date("2023-01-31").adding(months: 1, monthEnd: .clamp) == date("2023-02-28"))
    #expect(
      try date("2024-02-29").adding(DateDuration(years: 1, months: 1), monthEnd: .clamp) == date("2025-03-29")
    )
  }

  @Test func outOfRangeIsAnError() {
    #expect(throws: CalendarError.dateOutOfRange) {
      try self.date("9999-12-31").adding(months: 1, monthEnd: .overflow)
    }
    #expect(throws: CalendarError.dateOutOfRange) {
      try self.date("0001-01-31").adding(months: -1, monthEnd: .overflow)
    }
    #expect(throws: CalendarError.dateOutOfRange) {
      try self.date("9999-12-31").adding(DateDuration(days: 1), monthEnd: .overflow)
    }
    #expect(throws: CalendarError.dateOutOfRange) {
      try self.date("2023-01-31").adding(months: .max, monthEnd: .overflow)
    }
    #expect(throws: CalendarError.numberTooLarge) {
      try self.date("2023-01-31").adding(DateDuration(years: .max), monthEnd: .overflow)
    }
  }

  @Test(arguments: [
    ("7105-07-31", -29, 0, "7103-03-03"), ("9987-05-31", 37, 0, "9990-07-01"),
    ("0575-08-31", 34, 19, "0578-07-20"),
    ("3366-07-31", 7, -7, "3367-02-24"), ("3866-01-31", 25, 0, "3868-03-02"),
    ("2576-05-31", -6, -35, "2575-10-27"),
    ("3366-10-31", -37, 0, "3363-10-01"), ("1858-01-31", -7, 0, "1857-07-01"),
    ("1732-03-31", -1, 0, "1732-03-02"),
    ("4738-01-31", 27, 37, "4740-06-07"), ("3801-01-31", -33, 0, "3798-05-01"),
    ("6069-07-31", 38, -26, "6072-09-05"),
    ("2060-01-31", 8, 0, "2060-10-01"), ("8008-10-31", -25, 33, "8006-11-03"),
    ("5576-12-29", 25, -34, "5578-12-26"),
    ("4241-03-31", 30, 0, "4243-10-01"), ("3878-07-29", -9, 39, "3877-12-07"),
    ("6429-06-30", 14, 36, "6430-10-05"),
    ("2831-08-31", 27, 0, "2833-12-01"), ("5111-03-31", -22, -26, "5109-05-05"),
    ("1900-01-29", 1, 0, "1900-03-01"),
    ("2000-01-30", 1, 0, "2000-03-01"), ("2100-03-31", -1, -1, "2100-03-02"),
  ])
  func gnuDate(start: String, months: Int, days: Int, expected: String) throws {
    #expect(
      try date(start).adding(DateDuration(months: months, days: days), monthEnd: .overflow) == date(expected))
  }

  /// Over every month of years 1–9999 from its last day: overflow lands exactly as many days past
  /// the clamped date as the day of the month exceeds the target month's length.
  @Test func overflowIsClampPlusTheMissingDays() throws {
    for index in 0..<(9999 * 12 - 1) {
      let last = YearMonth(uncheckedIndex: index).lastDay
      for day in 28...last.day {
        let start = CivilDate(uncheckedYear: last.year, month: last.month, day: day)
        let clamped = try start.adding(months: 1, monthEnd: .clamp)
        let rolled = try start.adding(months: 1, monthEnd: .overflow)
        guard rolled.days(since: clamped) == day - clamped.day else {
          Issue.record("\(start) + 1 month: \(clamped) clamped, \(rolled) rolled over")
          return
        }
      }
    }
  }
}
