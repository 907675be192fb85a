import TestSupport
import Testing

@testable import CalendarCore

/// Offsets, transitions and wall-time resolution in real zones (the embedded tzdata), with
/// Temporal's four disambiguations at a gap and an overlap.
struct ZoneRulesTests {
  @Test func berlinOffsetsAbbreviationsAndDaylightSaving() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let winter = try Instant.utc(2025, 1, 15, 12)
    let summer = try Instant.utc(2025, 7, 15, 12)
    #expect(berlin.offset(at: winter).description == "+01:00" && berlin.abbreviation(at: winter) == "CET")
    #expect(berlin.offset(at: summer).description == "+02:00" && berlin.abbreviation(at: summer) == "CEST")
    #expect(!berlin.isDaylightSaving(at: winter) && berlin.isDaylightSaving(at: summer))
    // Local mean time before 1893, and the footer's rule in 2200.
    #expect(berlin.offset(at: try Instant.utc(1850, 1, 1)).description == "+00:53:28")
    #expect(berlin.abbreviation(at: try Instant.utc(2200, 7, 1)) == "CEST")
    #expect(berlin.abbreviation(at: try Instant.utc(9999, 12, 31, 23, 59, 59)) == "CET")
  }

  @Test func theYearsTransitions() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let lines = berlin.transitions(in: 2025).map {
      "\($0.instant) \($0.wallTimeBefore!) → \($0.wallTimeAfter!) \($0.after.abbreviation)"
    }
    #expect(
      lines == [
        "2025-03-30T01:00:00Z 2025-03-30T02:00 → 2025-03-30T03:00 CEST",
        "2025-10-26T01:00:00Z 2025-10-26T03:00 → 2025-10-26T02:00 CET",
      ])
    let newYork = try Zones.named("America/New_York")
    #expect(
      newYork.transitions(in: 2026).map(\.instant.description) == [
        "2026-03-08T07:00:00Z", "2026-11-01T06:00:00Z",
      ])
    #expect(try Zones.named("Asia/Tokyo").transitions(in: 2026).isEmpty)
    // Far past the listed transitions, from the footer.
    #expect(berlin.transitions(in: 9000).count == 2)
  }

  @Test func nextAndPreviousTransitions() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let now = try Instant.utc(2026, 11, 28)
    #expect(berlin.nextTransition(after: now)?.instant.description == "2027-03-28T01:00:00Z")
    #expect(berlin.previousTransition(before: now)?.instant.description == "2026-10-25T01:00:00Z")
    let tokyo = try Zones.named("Asia/Tokyo")
    #expect(tokyo.nextTransition(after: now) == nil)
    #expect(tokyo.previousTransition(before: now)?.instant.description == "1951-09-08T15:00:00Z")
    #expect(try Zones.named("UTC").previousTransition(before: now) == nil)
  }

  @Test func aSpringForwardGapUnderEachDisambiguation() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let skipped = try DateTime.wall(2025, 3, 30, 2, 30)
    #expect(berlin.possibleInstants(for: skipped).isEmpty)
    func resolved(_ d: Disambiguation) throws -> String {
      try ZonedDateTime(skipped, in: berlin, disambiguation: d).description
    }
    #expect(try resolved(.compatible) == "2025-03-30T03:30+02:00[Europe/Berlin]")
    #expect(try resolved(.later) == "2025-03-30T03:30+02:00[Europe/Berlin]")
    #expect(try resolved(.earlier) == "2025-03-30T01:30+01:00[Europe/Berlin]")
    let error = try #require(berlin.resolve(skipped, disambiguation: .reject).failureValue)
    guard case .skipped(_, _, let change) = error else {
      Issue.record("not a gap: \(error)")
      return
    }
    #expect(change.instant.description == "2025-03-30T01:00:00Z")
    #expect(
      error.message
        == "2025-03-30T02:30 does not exist in Europe/Berlin: the clocks go forward from 02:00 to 03:00 (+01:00 to +02:00) on 2025-03-30"
    )
  }

  @Test func aFallBackOverlapUnderEachDisambiguation() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let repeated = try DateTime.wall(2025, 10, 26, 2, 30)
    #expect(
      berlin.possibleInstants(for: repeated).map(\.description) == [
        "2025-10-26T00:30:00Z", "2025-10-26T01:30:00Z",
      ])
    #expect(try ZonedDateTime(repeated, in: berlin).offset.description == "+02:00")
    #expect(try ZonedDateTime(repeated, in: berlin, disambiguation: .earlier).offset.description == "+02:00")
    #expect(try ZonedDateTime(repeated, in: berlin, disambiguation: .later).offset.description == "+01:00")
    let error = try #require(berlin.resolve(repeated, disambiguation: .reject).failureValue)
    #expect(
      error.message
        == "2025-10-26T02:30 happens twice in Europe/Berlin: at +02:00 and again at +01:00, when the clocks go back from 03:00 to 02:00; say earlier or later"
    )
    // An ordinary wall time is one instant whatever the choice.
    for d in Disambiguation.allCases {
      #expect(
        try ZonedDateTime(DateTime.wall(2025, 10, 26, 4), in: berlin, disambiguation: d).offset.description
          == "+01:00")
    }
  }

  @Test func halfHourChangesAndTheDateLine() throws {
    // Lord Howe Island moves its clocks by 30 minutes.
    let lordHowe = try Zones.named("Australia/Lord_Howe")
    let change = try #require(lordHowe.transitions(in: 2026).first)
    #expect(change.shift == -1800)
    // Samoa skipped 2011-12-30 entirely.
    let apia = try Zones.named("Pacific/Apia")
    #expect(apia.possibleInstants(for: try DateTime.wall(2011, 12, 30, 12)).isEmpty)
    #expect(
      try ZonedDateTime(DateTime.wall(2011, 12, 30, 12), in: apia).description
        == "2011-12-31T12:00+14:00[Pacific/Apia]")
    #expect(
      try ZonedDateTime(DateTime.wall(2011, 12, 30, 12), in: apia, disambiguation: .earlier).description
        == "2011-12-29T12:00-10:00[Pacific/Apia]")
  }

  @Test func negativeDaylightSavingInDublin() throws {
    // Irish Standard Time is the summer's standard time; winter's GMT is flagged as daylight saving.
    let dublin = try Zones.named("Europe/Dublin")
    #expect(dublin.abbreviation(at: try Instant.utc(2025, 7, 1)) == "IST")
    #expect(dublin.abbreviation(at: try Instant.utc(2025, 1, 1)) == "GMT")
    #expect(dublin.offset(at: try Instant.utc(2025, 1, 1)) == .utc)
  }

  @Test func theRuleInForceInWords() throws {
    let berlin = try Zones.named("Europe/Berlin")
    #expect(
      berlin.ruleInForce(at: try Instant.utc(2026, 7, 1)).words
        == "CEST (UTC+02:00, daylight saving time) since 2026-03-29T01:00:00Z, by the rule: from the last Sunday of March at 02:00 (01:00 UTC) to the last Sunday of October at 03:00 (01:00 UTC)"
    )
    #expect(
      try Zones.named("Asia/Kolkata").ruleInForce(at: try Instant.utc(2026, 7, 1)).words
        == "IST (UTC+05:30, standard time) since 1945-10-14T17:30:00Z")
  }

  @Test func instantsNearTheEndsOfTheRange() throws {
    let tokyo = try Zones.named("Asia/Tokyo")
    let last = try DateTime.wall(9999, 12, 31, 23, 59, 59)
    #expect(try ZonedDateTime(last, in: tokyo).instant.description == "9999-12-31T14:59:59Z")
    let newYork = try Zones.named("America/New_York")
    #expect(throws: WallTimeError.self) { try ZonedDateTime(last, in: newYork) }
    #expect(throws: TimeError.dateTimeOutOfRange) {
      try ZonedDateTime(Instant(secondsSinceEpoch: Instant.minimumSeconds), in: newYork)
    }
  }
}

extension Result {
  var failureValue: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The quick paths (the footer's changes worked out once, one offset far from any change) give
/// what the rule and the full search give.
struct ZoneRulesQuickPathTests {
  @Test func theFootersCachedChangesAgreeWithTheRule() throws {
    var generator = SplitMix(seed: 2101)
    for name in ["Europe/Berlin", "America/New_York", "Australia/Sydney", "America/Nuuk", "Asia/Jerusalem"] {
      let zone = try Zones.named(name)
      let footer = try #require(zone.footer)
      let from = zone.transitionTimes.last ?? 0
      for _ in 0..<20_000 {
        let seconds = Int64.random(in: from...Instant.maximumSeconds / 30, using: &generator)
        #expect(zone.type(at: seconds) == footer.type(at: seconds), "\(name) @\(seconds)")
      }
    }
  }

  @Test func resolvingAgreesWithThePossibleInstants() throws {
    var generator = SplitMix(seed: 30)
    for name in ["Europe/Berlin", "America/Santiago", "Pacific/Apia", "Europe/Dublin", "Asia/Tokyo"] {
      let zone = try Zones.named(name)
      for _ in 0..<20_000 {
        let local = Int64.random(in: -2_208_988_800...4_102_444_800, using: &generator)
        let wall = try DateTime.wall(1970, 1, 1).adding(seconds: local)
        let possible = zone.possibleInstants(for: wall)
        let compatible = try zone.resolve(wall).get()
        if possible.count >= 1 {
          #expect(compatible == possible[0], "\(name) \(wall)")
        } else {
          #expect(try zone.dateTime(at: compatible) > wall, "\(name) \(wall)")
        }
      }
    }
  }
}
