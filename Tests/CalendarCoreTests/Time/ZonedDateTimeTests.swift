import Testing

@testable import CalendarCore

/// Temporal's split: calendar units keep the wall clock, exact units follow the time line.
struct ZonedDateTimeTests {
  @Test func aDayKeepsTheWallClockAndTwentyFourHoursDoNot() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let start = try ZonedDateTime(DateTime.wall(2025, 3, 29, 12), in: berlin)
    #expect(try start.adding(DateDuration(days: 1)).description == "2025-03-30T12:00+02:00[Europe/Berlin]")
    #expect(
      try start.adding(.zero, ExactDuration.checked(hours: 24)).description
        == "2025-03-30T13:00+02:00[Europe/Berlin]")
    // Calendar units first, then exact ones.
    #expect(
      try start.adding(DateDuration(months: 1), ExactDuration.checked(hours: 1)).description
        == "2025-04-29T13:00+02:00[Europe/Berlin]")
  }

  @Test func landingInAGapResolvesOrRejects() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let start = try ZonedDateTime(DateTime.wall(2025, 3, 29, 2, 30), in: berlin)
    #expect(try start.adding(DateDuration(days: 1)).description == "2025-03-30T03:30+02:00[Europe/Berlin]")
    #expect(throws: ZonedArithmeticError.self) {
      try start.adding(DateDuration(days: 1), disambiguation: .reject)
    }
    let end = try ZonedDateTime(DateTime.wall(9999, 12, 30, 12), in: berlin)
    #expect(throws: ZonedArithmeticError.date(.dateOutOfRange)) { try end.adding(DateDuration(days: 2)) }
    #expect(throws: ZonedArithmeticError.self) { try end.adding(.zero, ExactDuration.checked(hours: 48)) }
  }

  @Test func differencesCountWallClockDaysThenExactTime() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let a = try ZonedDateTime(DateTime.wall(2025, 3, 29, 12), in: berlin)
    let b = try ZonedDateTime(DateTime.wall(2025, 3, 30, 12), in: berlin)
    #expect(b.difference(since: a).days == 1 && b.difference(since: a).rest == .zero)
    #expect(b.instant.duration(since: a.instant).description == "23 hours")
    #expect(a.difference(since: b).days == -1 && a.difference(since: b).rest == .zero)
    let c = try ZonedDateTime(DateTime.wall(2025, 3, 30, 11), in: berlin)
    #expect(c.difference(since: a).days == 0 && c.difference(since: a).rest.description == "22 hours")
    let d = try ZonedDateTime(DateTime.wall(2025, 4, 2, 9, 30), in: berlin)
    #expect(
      d.difference(since: a).days == 3 && d.difference(since: a).rest.description == "21 hours 30 minutes")
  }

  @Test func writtenAsTemporalAndRFC3339() throws {
    let tokyo = try Zones.named("Asia/Tokyo")
    let zoned = try ZonedDateTime(Instant(secondsSinceEpoch: 1_700_000_000), in: tokyo)
    #expect(zoned.description == "2023-11-15T07:13:20+09:00[Asia/Tokyo]")
    #expect(zoned.rfc3339 == "2023-11-15T07:13:20+09:00")
    #expect(zoned.abbreviation == "JST")
  }
}
