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

  /// Zeller's Julian form (Battle of Hastings, Julian 1066-10-14, a Saturday) and, for every day
  /// calsh knows, the Julian form on its Julian date agrees with the day's weekday.
  @Test func theJulianForm() {
    let z = Zeller(
      try! CivilDate(dayCount: JulianCalendar.dayCount(year: 1066, month: 10, day: 14)), reform: .julian)
    #expect(z.isJulian && (z.q, z.m, z.K, z.J, z.centuryTerm) == (14, 10, 66, 10, 65))
    #expect(z.weekday == .saturday)
    for count in Gregorian.dayCounts {
      let julian = Zeller(CivilDate(uncheckedDayCount: count), reform: .julian)
      guard julian.weekday == Weekday(dayCount: count), (0...6).contains(julian.h) else {
        Issue.record("day \(count): Zeller's Julian form says \(julian.weekday)")
        return
      }
    }
  }
}
