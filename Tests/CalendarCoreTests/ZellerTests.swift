import Testing

@testable import CalendarCore

/// Zeller's congruence against a weekday stepped from 0001-01-01 (a Monday) and against the
/// core's weekday, for every day of years 1–9999.
struct ZellerTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func theStepsFor2023February1() {
    let z = date("2023-02-01").zeller
    #expect((z.q, z.m, z.year, z.K, z.J) == (1, 14, 2022, 22, 20))
    #expect((z.monthTerm, z.sum, z.h) == (39, 172, 4))
    #expect(z.weekday == .wednesday)
  }

  @Test func theStepsFor0001January1() {
    let z = date("0001-01-01").zeller
    #expect([z.q, z.m, z.year, z.K, z.J, z.monthTerm, z.sum, z.h] == [1, 13, 0, 0, 0, 36, 37, 2])
    #expect(z.weekday == .monday)
  }

  @Test func everyDay() {
    var weekday = Weekday.monday
    for year in 1...9999 {
      for month in 1...12 {
        for day in 1...Gregorian.daysIn(year: year, month: month) {
          let civil = CivilDate(uncheckedYear: year, month: month, day: day)
          let z = civil.zeller
          guard z.weekday == weekday, z.weekday == civil.weekday, (0...6).contains(z.h) else {
            Issue.record("\(civil): Zeller says \(z.weekday), expected \(weekday)")
            return
          }
          weekday = weekday.advanced(by: 1)
        }
      }
    }
  }
}
