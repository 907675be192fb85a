import Testing

@testable import CalendarCore

/// Easter by the Anonymous Gregorian algorithm, against published dates and against Gauss's
/// computus (with its two exceptions) for every year 1583–9999.
struct EasterTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test(arguments: [
    (2025, "2025-04-20"), (2024, "2024-03-31"), (2019, "2019-04-21"), (1818, "1818-03-22"),
    (2038, "2038-04-25"), (2285, "2285-03-22"), (1583, "1583-04-10"), (2000, "2000-04-23"),
    (1943, "1943-04-25"), (1961, "1961-04-02"), (2008, "2008-03-23"), (2011, "2011-04-24"),
  ])
  func knownEasterSundays(year: Int, sunday: String) throws {
    #expect(try Easter.sunday(in: year) == date(sunday))
  }

  @Test func theStepsOf2025() throws {
    let e = try Easter(year: 2025)
    #expect(
      [e.a, e.b, e.c, e.d, e.e, e.f, e.g, e.h, e.i, e.k, e.l, e.m] == [
        11, 20, 25, 5, 0, 1, 6, 23, 6, 1, 6, 0,
      ])
    #expect((e.month, e.day) == (4, 20))
  }

  @Test func yearsOutsideTheComputusAreErrors() {
    for year in [1582, 10000, 0, -1, Int.min, Int.max] {
      #expect(throws: CalendarError.math(.easterOutOfRange(year))) { try Easter(year: year) }
    }
    #expect(CalendarError.math(.easterOutOfRange(1582)).message.contains("1583…9999"))
  }

  /// Gauss's Easter algorithm for the Gregorian calendar: Easter is 22 March + d + e, except
  /// 26 April becomes 19 April, and 25 April becomes 18 April when d = 28, e = 6 and
  /// (11M + 11) mod 30 < 19.
  func gauss(_ year: Int) -> (month: Int, day: Int) {
    let a = year % 19
    let b = year % 4
    let c = year % 7
    let k = year / 100
    let p = (13 + 8 * k) / 25
    let q = k / 4
    let M = (15 - p + k - q) % 30
    let N = (4 + k - q) % 7
    let d = (19 * a + M) % 30
    let e = (2 * b + 4 * c + 6 * d + N) % 7
    if d == 29 && e == 6 { return (4, 19) }
    if d == 28 && e == 6 && (11 * M + 11) % 30 < 19 { return (4, 18) }
    return 22 + d + e <= 31 ? (3, 22 + d + e) : (4, d + e - 9)
  }

  @Test func everyYearAgreesWithGaussAndIsASundayFrom22MarchTo25April() throws {
    for year in Easter.years {
      let easter = try Easter(year: year)
      let expected = gauss(year)
      guard (easter.month, easter.day) == expected, easter.date.weekday == .sunday,
        (easter.month, easter.day) >= (3, 22), (easter.month, easter.day) <= (4, 25)
      else {
        Issue.record("\(year): \(easter.date), Gauss says \(expected)")
        return
      }
    }
  }

  /// m is 1 exactly when the tables' earlier full moon moves Easter: a Sunday full moon by h on
  /// 19 April (h = 29), or on 18 April (h = 28) late in the cycle (a > 10), which `explain easter`
  /// gives as the two reasons.
  @Test func theCorrectionIsTheTablesEarlierFullMoonOnASunday() throws {
    for year in Easter.years {
      let e = try Easter(year: year)
      let moved = e.l == 6 && (e.h == 29 || (e.h == 28 && e.a > 10))
      #expect((e.m == 1) == moved, "\(year)")
    }
  }
}
