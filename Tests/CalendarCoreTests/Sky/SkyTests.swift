import Testing

@testable import CalendarCore

/// Meeus's worked examples (Astronomical Algorithms, 2nd ed.) and published instants.
@Suite struct SkyTests {
  /// Seconds between an instant and a UTC wall time.
  func seconds(_ instant: Instant, from wall: String) throws -> Int64 {
    let parts = wall.split(whereSeparator: { "-T:".contains($0) }).map { Int($0)! }
    let date = try CivilDate(year: parts[0], month: parts[1], day: parts[2])
    let time = try TimeOfDay(hour: parts[3], minute: parts[4], second: parts[5])
    return instant.secondsSinceEpoch
      - (try Instant(DateTime(date: date, time: time), offset: .utc)).secondsSinceEpoch
  }

  @Test func example27aJuneSolstice1962() throws {
    let solstice = try Equinox(year: 1962, season: .juneSolstice)
    #expect(abs(solstice.meanJDE - 2_437_837.38589) < 0.000_01)
    #expect(abs(solstice.jde - 2_437_837.39245) < 0.000_01)
    #expect(solstice.season.name == "June solstice")
  }

  @Test func example49aNewMoonFebruary1977() throws {
    let moon = try MoonPhase(lunation: -283, phase: .newMoon)
    #expect(abs(moon.meanJDE - 2_443_192.94102) < 0.000_02)
    #expect(abs(moon.jde - 2_443_192.65118) < 0.000_01)
  }

  @Test func example25bSunByVSOP87() {
    let sun = SunLongitude(jde: 2_448_908.5)
    // Meeus: L = 19.907372°, R = 0.99760775 au, Δψ = +15.908″ (the full series), λ = 199°54′21.818″.
    #expect(abs(sun.heliocentric - 19.907_372) < 0.000_1)
    #expect(abs(sun.radius - 0.997_607_75) < 0.000_000_1)
    #expect(abs(sun.nutation - 15.908) < 0.5)
    #expect(abs(sun.apparentLongitude - 199.906_060) < 0.000_2)
  }

  @Test func deltaTFollowsNASA() {
    #expect(abs(DeltaT.seconds(atYear: 2000) - 63.86) < 0.01)
    #expect(abs(DeltaT.seconds(atYear: 1900) - -2.79) < 0.01)
    #expect(abs(DeltaT.seconds(atYear: 1700) - 8.83) < 0.01)
    #expect(abs(DeltaT.seconds(atYear: 1000) - 1574.2) < 0.1)
  }

  @Test func twentyTwentyFiveAgreesWithPublishedTimes() throws {
    // USNO: equinox 2025-03-20 09:01 UTC, solstice 2025-12-21 15:03; full moon 2025-03-14 06:55,
    // new moon 2025-03-29 10:58.
    #expect(
      abs(try seconds(Equinox(year: 2025, season: .marchEquinox).instant, from: "2025-03-20T09:01:00")) < 120)
    #expect(
      abs(try seconds(Equinox(year: 2025, season: .decemberSolstice).instant, from: "2025-12-21T15:03:00"))
        < 120)
    let march = try MoonPhase.phases(
      from: Instant(DateTime(date: CivilDate(year: 2025, month: 3, day: 1)), offset: .utc),
      to: Instant(DateTime(date: CivilDate(year: 2025, month: 4, day: 1)), offset: .utc))
    #expect(march.map(\.phase) == [.firstQuarter, .fullMoon, .lastQuarter, .newMoon])
    #expect(abs(try seconds(march[1].instant, from: "2025-03-14T06:55:00")) < 120)
    #expect(abs(try seconds(march[3].instant, from: "2025-03-29T10:58:00")) < 120)
  }

  @Test func solarTermsMeetTheEquinoxesAndSolstices() throws {
    for year in [1000, 1582, 1900, 2025, 2100, 3000] {
      let terms = try SolarTerm.terms(of: year)
      #expect(terms.map(\.longitude) == (0..<24).map { (285 + 15 * $0) % 360 })
      #expect(zip(terms, terms.dropFirst()).allSatisfy { $0.instant < $1.instant })
      for season in Season.allCases {
        let term = terms[(season.longitude + 75) / 15 % 24]
        let equinox = try Equinox(year: year, season: season)
        // Chapter 27's periodic terms are within about a minute of VSOP87's iteration.
        #expect(abs(term.instant.secondsSinceEpoch - equinox.instant.secondsSinceEpoch) < 120)
      }
    }
    #expect(try SolarTerm(year: 2025, index: 5).chinese == "春分")
    #expect(try SolarTerm(year: 2025, index: 5).isMajor)
    #expect(try !SolarTerm(year: 2025, index: 2).isMajor)
  }

  @Test func yearsOutsideTheSpanAreErrors() {
    #expect(throws: SkyError.yearOutOfRange(3001)) { try Equinox(year: 3001, season: .marchEquinox) }
    #expect(throws: SkyError.yearOutOfRange(0)) { try SolarTerm(year: 0, index: 0) }
    #expect(SkyError.yearOutOfRange(3001).message.contains("1–3000"))
    // The search's early lunation before year 1 is skipped, not an error.
    let year1 = try? MoonPhase.next(.newMoon, from: Instant(secondsSinceEpoch: Instant.minimumSeconds))
    #expect(year1 != nil)
    #expect(throws: SkyError.self) {
      try MoonPhase.next(.fullMoon, from: Instant(secondsSinceEpoch: Instant.maximumSeconds))
    }
  }
}
