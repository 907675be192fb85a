import TestSupport
import Testing

@testable import CalendarCore

struct TimeOfDayTests {
  @Test func partsRoundTripThroughNanosecondsForEveryMinute() throws {
    for hour in 0...23 {
      for minute in 0...59 {
        let time = try TimeOfDay(hour: hour, minute: minute, second: 59, nanosecond: 999_999_999)
        #expect(
          time.hour == hour && time.minute == minute && time.second == 59 && time.nanosecond == 999_999_999)
      }
    }
    #expect(TimeOfDay.midnight.nanosecondsSinceMidnight == 0)
  }

  @Test func outOfRangePartsAreErrorsNotTraps() {
    #expect(throws: TimeError.hourOutOfRange(24)) { try TimeOfDay(hour: 24) }
    #expect(throws: TimeError.minuteOutOfRange(60)) { try TimeOfDay(hour: 1, minute: 60) }
    #expect(throws: TimeError.secondOutOfRange(60)) { try TimeOfDay(hour: 1, second: 60) }
    #expect(throws: TimeError.nanosecondOutOfRange(-1)) { try TimeOfDay(hour: 1, nanosecond: -1) }
    #expect(throws: TimeError.hourOutOfRange(Int.min)) { try TimeOfDay(hour: .min) }
    #expect(TimeError.hourOutOfRange(25).message == "hour 25 does not exist; hours run from 00 to 23")
  }

  @Test func writtenShortOrAsRFC3339() throws {
    #expect(try TimeOfDay(hour: 15, minute: 30).description == "15:30")
    #expect(try TimeOfDay(hour: 15, minute: 30, second: 5).description == "15:30:05")
    #expect(try TimeOfDay(hour: 9, nanosecond: 250_000_000).description == "09:00:00.25")
    #expect(try TimeOfDay(hour: 9, nanosecond: 1).rfc3339 == "09:00:00.000000001")
    #expect(try TimeOfDay(hour: 15, minute: 30).rfc3339 == "15:30:00")
  }

  @Test func ordered() throws {
    #expect(try TimeOfDay(hour: 9) < TimeOfDay(hour: 9, nanosecond: 1))
  }
}

struct DateTimeTests {
  @Test func secondsSinceEpochAndBack() throws {
    let wall = try DateTime(year: 2023, month: 11, day: 14, hour: 22, minute: 13, second: 20)
    #expect(wall.secondsSinceEpoch == 1_700_000_000)
    #expect(wall.description == "2023-11-14T22:13:20")
    #expect(try DateTime(year: 1, month: 1, day: 1).secondsSinceEpoch == Instant.minimumSeconds)
    #expect(
      try DateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59).secondsSinceEpoch
        == Instant.maximumSeconds)
    #expect(throws: TimeError.dateTimeOutOfRange) { try DateTime(year: 2025, month: 2, day: 29) }
  }

  @Test func addingSecondsCrossesDaysAndStopsAtTheRange() throws {
    let wall = try DateTime(year: 2024, month: 12, day: 31, hour: 23, minute: 30)
    #expect(try wall.adding(seconds: 3600).description == "2025-01-01T00:30")
    #expect(try wall.adding(seconds: 0, nanoseconds: -1).description == "2024-12-31T23:29:59.999999999")
    let last = try DateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)
    #expect(throws: TimeError.dateTimeOutOfRange) { try last.adding(seconds: 1) }
    #expect(throws: TimeError.dateTimeOutOfRange) { try last.adding(seconds: .max) }
    #expect(throws: TimeError.dateTimeOutOfRange) { try last.adding(seconds: .min, nanoseconds: .min) }
  }

  @Test func plainDifferenceCountsTwentyFourHourDays() throws {
    let a = try DateTime(year: 2025, month: 11, day: 3, hour: 9)
    let b = try DateTime(year: 2025, month: 11, day: 1, hour: 17, minute: 30)
    #expect(a.duration(since: b).description == "1 day 15 hours 30 minutes")
    #expect(b.duration(since: a).description == "-1 day -15 hours -30 minutes")
    #expect(a.duration(since: a).description == "0 seconds")
  }
}

struct InstantTests {
  @Test func checkedOverYearsOneToNineThousandNineHundredNinetyNine() throws {
    #expect(try Instant(secondsSinceEpoch: 1_700_000_000).description == "2023-11-14T22:13:20Z")
    #expect(try Instant(secondsSinceEpoch: Instant.minimumSeconds).description == "0001-01-01T00:00:00Z")
    #expect(
      try Instant(secondsSinceEpoch: Instant.maximumSeconds, nanoseconds: 999_999_999).description
        == "9999-12-31T23:59:59.999999999Z")
    #expect(throws: TimeError.instantOutOfRange) {
      try Instant(secondsSinceEpoch: Instant.maximumSeconds + 1)
    }
    #expect(throws: TimeError.instantOutOfRange) {
      try Instant(secondsSinceEpoch: Instant.minimumSeconds, nanoseconds: -1)
    }
    #expect(throws: TimeError.instantOutOfRange) { try Instant(secondsSinceEpoch: .max, nanoseconds: .max) }
    #expect(throws: TimeError.instantOutOfRange) { try Instant(secondsSinceEpoch: .min, nanoseconds: .min) }
    #expect(throws: TimeError.instantOutOfRange) { try Instant(millisecondsSinceEpoch: .min) }
  }

  @Test func negativeNanosecondsBorrowFromTheSeconds() throws {
    let instant = try Instant(secondsSinceEpoch: 0, nanoseconds: -1)
    #expect(instant.secondsSinceEpoch == -1 && instant.nanosecond == 999_999_999)
    #expect(instant.description == "1969-12-31T23:59:59.999999999Z")
    #expect(try Instant(millisecondsSinceEpoch: -1).description == "1969-12-31T23:59:59.999Z")
    #expect(try Instant(millisecondsSinceEpoch: -1).millisecondsSinceEpoch == -1)
  }

  @Test func wallTimesAtOffsetsAndBack() throws {
    let instant = try Instant(secondsSinceEpoch: 1_700_000_000)
    let tokyo = try UTCOffset(hours: 9)
    #expect(try instant.dateTime(at: tokyo).description == "2023-11-15T07:13:20")
    #expect(try Instant(instant.dateTime(at: tokyo), offset: tokyo) == instant)
    let first = try Instant(secondsSinceEpoch: Instant.minimumSeconds)
    #expect(throws: TimeError.dateTimeOutOfRange) { try first.dateTime(at: UTCOffset(hours: -5)) }
  }

  @Test func everyRandomSecondRoundTripsThroughItsUTCWallTime() throws {
    var generator = SplitMix(seed: 28)
    for _ in 0..<100_000 {
      let seconds = Int64.random(in: Instant.minimumSeconds...Instant.maximumSeconds, using: &generator)
      let instant = try Instant(secondsSinceEpoch: seconds)
      let wall = try instant.dateTime(at: .utc)
      let secondOfDay: Int64 = (seconds % 86_400 + 86_400) % 86_400
      let days = Int((seconds - secondOfDay) / 86_400)
      #expect(wall.date.dayCount == days)
      #expect(try Instant(wall, offset: .utc) == instant)
    }
  }

  @Test func addingAndDifferences() throws {
    let a = try Instant(secondsSinceEpoch: 100, nanoseconds: 900_000_000)
    let b = try a.adding(seconds: 0, nanoseconds: 200_000_000)
    #expect(b.secondsSinceEpoch == 101 && b.nanosecond == 100_000_000)
    #expect(b.duration(since: a) == ExactDuration(seconds: 0, nanoseconds: 200_000_000))
    #expect(a.duration(since: b).description == "-0.2 seconds")
    #expect(throws: TimeError.instantOutOfRange) { try a.adding(seconds: .max, nanoseconds: .max) }
  }
}

struct UTCOffsetTests {
  @Test func writtenAsTemporalWritesThem() throws {
    #expect(try UTCOffset(hours: 9).description == "+09:00")
    #expect(try UTCOffset(hours: 5, minutes: 45).description == "+05:45")
    #expect(try UTCOffset(seconds: -(25 * 60 + 21)).description == "-00:25:21")
    #expect(UTCOffset.utc.description == "+00:00")
    #expect(try UTCOffset(hours: -3, minutes: -30).compact == "-0330")
    #expect(try UTCOffset(seconds: UTCOffset.limit).description == "+25:59:59")
  }

  @Test func beyondTwentySixHoursIsAnError() {
    #expect(throws: TimeError.offsetOutOfRange(93_600)) { try UTCOffset(seconds: 93_600) }
    #expect(throws: TimeError.self) { try UTCOffset(hours: 26) }
    #expect(throws: TimeError.self) { try UTCOffset(hours: .min) }
    #expect(TimeError.offsetOutOfRange(93_600).message.contains("+26:00"))
  }
}

struct ExactDurationTests {
  @Test func checkedConstructionAndParts() throws {
    let d = try ExactDuration.checked(hours: 1, minutes: 30)
    #expect(d.seconds == 5400 && d.description == "1 hour 30 minutes")
    // A written duration keeps its hours; a difference of two date-times counts days of 24 hours.
    #expect(try ExactDuration.checked(hours: 39, minutes: 30).description == "39 hours 30 minutes")
    #expect(try ExactDuration.checked(hours: 24).description == "24 hours")
    let difference = ExactDuration(seconds: 142_200, countsDays: true)
    #expect(difference.description == "1 day 15 hours 30 minutes")
    #expect(
      difference == ExactDuration(seconds: 142_200)
        && difference.hashValue == ExactDuration(seconds: 142_200).hashValue)
    #expect(difference.negated().countsDays && difference.negated().seconds == -142_200)
    #expect(throws: TimeError.durationOutOfRange) { try ExactDuration.checked(hours: .max) }
    #expect(throws: TimeError.durationOutOfRange) { try ExactDuration.checked(seconds: .min) }
    #expect(ExactDuration(seconds: 1, nanoseconds: -1).nanoseconds == 999_999_999)
    #expect(ExactDuration(seconds: -1, nanoseconds: 1).nanoseconds == -999_999_999)
  }
}

struct OffsetRoundingTests {
  /// RFC 3339 has no seconds in an offset: machine text rounds a local mean time's to the
  /// minute, halves away from zero, as Temporal's toString does.
  @Test func localMeanTimeOffsetsRoundToTheMinute() throws {
    #expect(try UTCOffset(seconds: -(16 * 60 + 8)).roundedToMinutes.description == "-00:16")
    #expect(try UTCOffset(seconds: 19 * 60 + 32).roundedToMinutes.description == "+00:20")
    #expect(try UTCOffset(seconds: -(25 * 60 + 30)).roundedToMinutes.description == "-00:26")
    #expect(try UTCOffset(seconds: 9 * 3600).roundedToMinutes.description == "+09:00")
  }
}
