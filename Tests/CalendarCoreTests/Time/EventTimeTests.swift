import Testing

@testable import CalendarCore

/// An event's clock and the times it gives, and a zone known by a list of its changes (a
/// calendar file's VTIMEZONE).
struct EventTimeTests {
  static let berlin: ZoneRules = {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    return try! catalog.zone(named: "Europe/Berlin").get()
  }()

  func seconds(_ date: String, _ hour: Int, _ minute: Int = 0) throws -> Int {
    try CivilDate(parsing: date).dayCount * 86_400 + hour * 3600 + minute * 60
  }

  @Test func wholeDaysFloatingAndZonedTimes() throws {
    let at = try seconds("2025-03-10", 9, 30)
    #expect(
      EventClock.wholeDays.time(atWallSeconds: try seconds("2025-03-10", 0))
        == .day(try CivilDate(parsing: "2025-03-10")))
    #expect("\(EventClock.floating.time(atWallSeconds: at)!)".contains("2025-03-10T09:30"))
    guard case .zoned(let zoned)? = EventClock.zone(Self.berlin).time(atWallSeconds: at) else {
      Issue.record("not zoned")
      return
    }
    #expect(zoned.description == "2025-03-10T09:30+01:00[Europe/Berlin]")
    #expect(EventClock.zone(Self.berlin).time(atWallSeconds: at)?.timeOfDay?.hour == 9)
    // Out of range: nil, never a trap.
    #expect(EventClock.floating.time(atWallSeconds: Int.min / 2) == nil)
  }

  /// RFC 5545 §3.3.5: a wall time a change of clocks skips is read with the offset before the
  /// gap (03:30 CEST for 02:30); a repeated one is the first (Temporal's `compatible`).
  @Test func gapsAndOverlapsAsRFC5545Says() throws {
    let clock = EventClock.zone(Self.berlin)
    guard case .zoned(let skipped)? = clock.time(atWallSeconds: try seconds("2025-03-30", 2, 30)),
      case .zoned(let repeated)? = clock.time(atWallSeconds: try seconds("2025-10-26", 2, 30))
    else {
      Issue.record("not zoned")
      return
    }
    #expect(skipped.description == "2025-03-30T03:30+02:00[Europe/Berlin]")
    #expect(repeated.description == "2025-10-26T02:30+02:00[Europe/Berlin]")
  }

  @Test func aZoneFromItsChanges() throws {
    let standard = LocalTimeType(
      offset: try UTCOffset(hours: 1), isDaylightSaving: false, abbreviation: "CET")
    let summer = LocalTimeType(offset: try UTCOffset(hours: 2), isDaylightSaving: true, abbreviation: "CEST")
    // 2025-03-30T01:00Z and 2025-10-26T01:00Z, given out of order and one twice.
    let spring = Int64(try seconds("2025-03-30", 1))
    let autumn = Int64(try seconds("2025-10-26", 1))
    let zone = ZoneRules(
      name: "W. Europe", initial: standard,
      changes: [(autumn, standard), (spring, summer), (spring, summer)])
    for probe in [spring - 1, spring, autumn - 1, autumn, autumn + 86_400 * 400] {
      let instant = try Instant(secondsSinceEpoch: probe)
      #expect(zone.offset(at: instant) == Self.berlin.offset(at: instant), "at \(probe)")
    }
    #expect(zone.abbreviation(at: try Instant(secondsSinceEpoch: spring)) == "CEST")
    #expect(zone.offset(at: try Instant(secondsSinceEpoch: 0)) == standard.offset)
  }
}
