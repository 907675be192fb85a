import Testing

@testable import CalendarCore

/// `A..B` of date-times: closed, on one kind of clock, instants compared whatever their zones.
struct DateTimeIntervalTests {
  @Test func aWallClockIntervalHoldsItsEndsAndWhatLiesBetween() throws {
    let day = try #require(
      DateTimeInterval(from: try DateTime.wall(2025, 3, 1, 9), through: try DateTime.wall(2025, 3, 1, 17)))
    #expect(day.isWallClock)
    #expect(day.contains(try DateTime.wall(2025, 3, 1, 9)))
    #expect(day.contains(try DateTime.wall(2025, 3, 1, 12, 30)))
    #expect(day.contains(try DateTime.wall(2025, 3, 1, 17)))
    #expect(!day.contains(try DateTime.wall(2025, 3, 1, 17, 0, 1)))
    #expect(!day.contains(try DateTime.wall(2025, 3, 1, 8, 59, 59)))
    #expect(!day.contains(try DateTime.wall(2025, 3, 2, 12)))
    #expect(!day.contains(try Instant.utc(2025, 3, 1, 12)))
    #expect(day.length == (try ExactDuration.checked(hours: 8)))
  }

  @Test func aReversedIntervalIsNone() throws {
    #expect(
      DateTimeInterval(from: try DateTime.wall(2025, 3, 1, 17), through: try DateTime.wall(2025, 3, 1, 9))
        == nil)
    let one = try DateTime.wall(2025, 3, 1, 9)
    #expect(DateTimeInterval(from: one, through: one)?.length == .zero)
  }

  @Test func instantsAreComparedWhateverTheirZones() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let tokyo = try Zones.named("Asia/Tokyo")
    // 09:00 in Berlin (08:00Z) to 18:00 in Tokyo (09:00Z): one hour of the time line.
    let start = try ZonedDateTime(DateTime.wall(2025, 3, 1, 9), in: berlin)
    let end = try ZonedDateTime(DateTime.wall(2025, 3, 1, 18), in: tokyo)
    let hour = try #require(DateTimeInterval(from: start, through: end))
    #expect(!hour.isWallClock)
    #expect(hour.length == (try ExactDuration.checked(hours: 1)))
    #expect(hour.contains(try Instant.utc(2025, 3, 1, 8)))
    #expect(hour.contains(try Instant.utc(2025, 3, 1, 8, 30)))
    #expect(hour.contains(try Instant.utc(2025, 3, 1, 9)))
    #expect(!hour.contains(try Instant.utc(2025, 3, 1, 9, 0, 1)))
    #expect(!hour.contains(try DateTime.wall(2025, 3, 1, 8, 30)))
    // Written the other way round, Tokyo's 16:00 (07:00Z) is before Berlin's 09:00.
    let earlier = try ZonedDateTime(DateTime.wall(2025, 3, 1, 16), in: tokyo)
    #expect(DateTimeInterval(from: start, through: earlier) == nil)
  }

  @Test func aDayOverASpringForwardChangeIsTwentyThreeHours() throws {
    let berlin = try Zones.named("Europe/Berlin")
    let start = try ZonedDateTime(DateTime.wall(2025, 3, 30, 0), in: berlin)
    let end = try ZonedDateTime(DateTime.wall(2025, 3, 31, 0), in: berlin)
    #expect(DateTimeInterval(from: start, through: end)?.length == (try ExactDuration.checked(hours: 23)))
    let wall = DateTimeInterval(from: start.dateTime, through: end.dateTime)
    #expect(wall?.length == (try ExactDuration.checked(hours: 24)))
  }
}
