import Testing

@testable import CalendarCore

/// A recurrence at times of day: COUNT counts date-times, the wall clock is kept across changes
/// of clocks, a skipped wall time moves later by the gap (RFC 5545 §3.3.10), a repeated one is
/// the first, and UNTIL is a date-time.
struct TimedRecurrenceTests {
  private func weekly(_ days: [Weekday], from start: CivilDate, interval: Int = 1) -> Recurrence {
    var rule = RecurrenceRule(frequency: .weekly)
    rule.interval = interval
    rule.byWeekday = days.map { .init($0) }
    return Recurrence(rule: rule, start: start)
  }

  private func texts(_ list: DateTimeList) -> [String] {
    list.elements.map { $0.zoned?.description ?? $0.dateTime.description }
  }

  @Test func everyOtherTuesdayInBerlinKeepsTenOClockAcrossTheChange() throws {
    let berlin = try Zones.named("Europe/Berlin")
    var timed = TimedRecurrence(
      days: weekly([.tuesday], from: try CivilDate(year: 2025, month: 1, day: 7), interval: 2),
      times: [try TimeOfDay(hour: 10)], zone: berlin)
    timed.count = 10
    let list = try timed.dateTimes(limit: 100)
    #expect(list.count == 10)
    #expect(texts(list).first == "2025-01-07T10:00+01:00[Europe/Berlin]")
    #expect(texts(list)[6] == "2025-04-01T10:00+02:00[Europe/Berlin]")
    #expect(list.elements.allSatisfy { $0.dateTime.time.hour == 10 })
  }

  @Test func countCountsDateTimesNotDays() throws {
    var timed = TimedRecurrence(
      days: Recurrence(
        rule: RecurrenceRule(frequency: .daily), start: try CivilDate(year: 2025, month: 1, day: 1)),
      times: [try TimeOfDay(hour: 17), try TimeOfDay(hour: 9), try TimeOfDay(hour: 9)], zone: nil)
    timed.count = 3
    #expect(
      texts(try timed.dateTimes(limit: 100)) == ["2025-01-01T09:00", "2025-01-01T17:00", "2025-01-02T09:00"])
  }

  @Test func aSkippedWallTimeMovesLaterAndARepeatedOneIsTheFirst() throws {
    let berlin = try Zones.named("Europe/Berlin")
    var spring = TimedRecurrence(
      days: Recurrence(
        rule: RecurrenceRule(frequency: .daily), start: try CivilDate(year: 2025, month: 3, day: 30)),
      times: [try TimeOfDay(hour: 2, minute: 30)], zone: berlin)
    spring.count = 1
    #expect(texts(try spring.dateTimes(limit: 10)) == ["2025-03-30T03:30+02:00[Europe/Berlin]"])
    var autumn = spring
    autumn.days.start = try CivilDate(year: 2025, month: 10, day: 26)
    #expect(texts(try autumn.dateTimes(limit: 10)) == ["2025-10-26T02:30+02:00[Europe/Berlin]"])
  }

  @Test func lordHoweMovesHalfAnHour() throws {
    let lordHowe = try Zones.named("Australia/Lord_Howe")
    var timed = TimedRecurrence(
      days: Recurrence(
        rule: RecurrenceRule(frequency: .daily), start: try CivilDate(year: 2025, month: 10, day: 5)),
      times: [try TimeOfDay(hour: 2, minute: 15)], zone: lordHowe)
    timed.count = 2
    // The clocks go from 02:00 to 02:30 on 2025-10-05: 02:15 is 02:45.
    #expect(
      texts(try timed.dateTimes(limit: 10)) == [
        "2025-10-05T02:45+11:00[Australia/Lord_Howe]", "2025-10-06T02:15+11:00[Australia/Lord_Howe]",
      ])
  }

  @Test func untilIsADateTimeAndDTStartCutsItsOwnDay() throws {
    let utc = ZoneRules(fixed: .utc, name: "Z", abbreviation: "UTC")
    var timed = TimedRecurrence(
      days: Recurrence(
        rule: RecurrenceRule(frequency: .daily), start: try CivilDate(year: 2025, month: 1, day: 1)),
      times: [try TimeOfDay(hour: 9), try TimeOfDay(hour: 17)], zone: utc)
    timed.notBefore = try DateTime(year: 2025, month: 1, day: 1, hour: 12)
    timed.until = .instant(try Instant(DateTime(year: 2025, month: 1, day: 3, hour: 9), offset: .utc))
    let found = texts(try timed.dateTimes(limit: 10)).map { String($0.prefix(16)) }
    #expect(
      found == ["2025-01-01T17:00", "2025-01-02T09:00", "2025-01-02T17:00", "2025-01-03T09:00"],
      "\(found)")
  }

  @Test func aLongSeriesIsRefusedPastTheLimit() throws {
    var timed = TimedRecurrence(
      days: Recurrence(
        rule: RecurrenceRule(frequency: .daily), start: try CivilDate(year: 2025, month: 1, day: 1)),
      times: [try TimeOfDay(hour: 9)], zone: nil)
    timed.count = 1_000
    #expect(throws: TimedRecurrence.TooMany(limit: 10)) { try timed.dateTimes(limit: 10) }
    #expect(try timed.dateTimes(limit: 1_000).count == 1_000)
  }
}
