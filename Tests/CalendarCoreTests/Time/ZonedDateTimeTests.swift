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

/// Cases of test262's Temporal tests (tc39/test262: intl402 ZonedDateTime.from's DST defaults,
/// staging's spring-forward/fall-back time zone, which copies America/Los_Angeles in 2000, and
/// staging's DST arithmetic in America/Vancouver), answered by the real zones.
struct Test262CaseTests {
  func utc(_ zoned: ZonedDateTime) -> String { "\(zoned.instant)" }

  @Test func fromWithDefaultsAtBothChanges() throws {
    let vancouver = try Zones.named("America/Vancouver")
    #expect(
      try ZonedDateTime(DateTime.wall(2000, 10, 29, 1, 45), in: vancouver).offset.description == "-07:00")
    let skipped = try ZonedDateTime(DateTime.wall(2000, 4, 2, 2, 30), in: vancouver)
    #expect(skipped.offset.description == "-07:00" && skipped.dateTime.time.hour == 3)
  }

  @Test func getInstantForUnderEachDisambiguation() throws {
    let losAngeles = try Zones.named("America/Los_Angeles")
    let forward = try DateTime.wall(2000, 4, 2, 2, 45)
    #expect(try utc(ZonedDateTime(forward, in: losAngeles)) == "2000-04-02T10:45:00Z")
    #expect(
      try utc(ZonedDateTime(forward, in: losAngeles, disambiguation: .earlier)) == "2000-04-02T09:45:00Z")
    #expect(try utc(ZonedDateTime(forward, in: losAngeles, disambiguation: .later)) == "2000-04-02T10:45:00Z")
    #expect(throws: WallTimeError.self) {
      try ZonedDateTime(forward, in: losAngeles, disambiguation: .reject)
    }
    let backward = try DateTime.wall(2000, 10, 29, 1, 45)
    #expect(try utc(ZonedDateTime(backward, in: losAngeles)) == "2000-10-29T08:45:00Z")
    #expect(
      try utc(ZonedDateTime(backward, in: losAngeles, disambiguation: .earlier)) == "2000-10-29T08:45:00Z")
    #expect(
      try utc(ZonedDateTime(backward, in: losAngeles, disambiguation: .later)) == "2000-10-29T09:45:00Z")
    #expect(throws: WallTimeError.self) {
      try ZonedDateTime(backward, in: losAngeles, disambiguation: .reject)
    }
  }

  @Test func arithmeticAcrossTheRepeatedHour() throws {
    let vancouver = try Zones.named("America/Vancouver")
    let repeatedHourDay = try ZonedDateTime(DateTime.wall(2019, 11, 3), in: vancouver)
    // One day from midnight is 25 hours; 25 hours from midnight is one day.
    let nextDay = try repeatedHourDay.adding(DateDuration(days: 1))
    #expect(nextDay.instant.duration(since: repeatedHourDay.instant) == ExactDuration(seconds: 25 * 3600))
    let later = try repeatedHourDay.adding(.zero, ExactDuration.checked(hours: 25))
    #expect(
      later.difference(since: repeatedHourDay).days == 1
        && later.difference(since: repeatedHourDay).rest == .zero)
    // 126 days and 1 hour from inside the repeated hour (its first pass, -07:00) are 3,026 hours.
    let inRepeatedHour = try ZonedDateTime(
      DateTime.wall(2019, 11, 3, 1), in: vancouver, disambiguation: .earlier)
    #expect(inRepeatedHour.offset.description == "-07:00")
    let end = try inRepeatedHour.adding(DateDuration(days: 126), ExactDuration.checked(hours: 1))
    #expect(end.instant.duration(since: inRepeatedHour.instant) == ExactDuration(seconds: 3026 * 3600))
    #expect(end.difference(since: inRepeatedHour).days == 126)
    #expect(end.difference(since: inRepeatedHour).rest == ExactDuration(seconds: 3600))
  }
}
