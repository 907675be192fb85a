import Testing

@testable import CalendarCore

/// The equation of time against Meeus's worked example and the almanac's March values.
struct EquationOfTimeTests {
  /// Meeus, example 28.b: 1992 October 13.0 TD, E = +13m 42.6s (822.6 s) by formula 28.3 (a minute
  /// of ΔT changes E by well under a second).
  @Test func meeusExample() throws {
    let instant = try Instant(secondsSinceEpoch: Int64((2_448_908.5 - SkyTime.unixEpochJD) * 86_400))
    #expect(abs(EquationOfTime.seconds(at: instant) - 822.6) < 2)
  }

  /// Around 20 March the true sun crosses the meridian 7 to 8 minutes after mean noon: E is
  /// −441…−453 s at noon at Tehran for 2020–2091 (the almanac's values).
  @Test func marchEquinoxDays() throws {
    for year in [2020, 2050, 2091] {
      let noon = CivilDate(uncheckedYear: year, month: 3, day: 20).dayCount * 86_400 + 43_200 - 12_340
      let e = EquationOfTime.seconds(at: try Instant(secondsSinceEpoch: Int64(noon)))
      #expect(e < -435 && e > -460, "\(year): \(e)")
    }
  }
}
