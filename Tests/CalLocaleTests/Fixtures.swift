import CalendarCore

enum YearMonthFixture {
  static let february2023 = try! YearMonth(year: 2023, month: 2)
}
