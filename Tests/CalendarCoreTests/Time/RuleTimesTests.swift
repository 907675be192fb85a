import Testing

@testable import CalendarCore

/// RRULE's times (BYHOUR, BYMINUTE, BYSECOND, UNTIL with a time) read only when asked for, and
/// DTSTART lines as dateutil's rrulestr and iCalendar write them.
struct RuleTimesTests {
  @Test func timesAreReadOnlyWhenAllowed() throws {
    #expect(throws: RecurrenceRuleError.self) { try RecurrenceRule(parsing: "FREQ=DAILY;BYHOUR=9") }
    let rule = try RecurrenceRule(
      parsing: "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=30;BYSECOND=0;UNTIL=20250109T100000Z", allowingTimes: true)
    #expect(rule.byHour == [9, 17] && rule.byMinute == [30] && rule.bySecond == [0])
    #expect(rule.until == (try CivilDate(year: 2025, month: 1, day: 9)))
    #expect(rule.untilTime == (try TimeOfDay(hour: 10)) && rule.untilIsUTC)
    #expect(rule.text == "FREQ=DAILY;UNTIL=20250109T100000Z;BYHOUR=9,17;BYMINUTE=30;BYSECOND=0")
    #expect(try RecurrenceRule(parsing: rule.text, allowingTimes: true) == rule)
    // A series of days ignores UNTIL's time, as before.
    let days = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20250109T100000Z")
    #expect(days.untilTime == nil && days.text == "FREQ=DAILY;UNTIL=20250109")
    #expect(throws: RecurrenceRuleError.self) {
      try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20250109T1000", allowingTimes: true)
    }
    #expect(throws: RecurrenceRuleError.self) {
      try RecurrenceRule(parsing: "FREQ=DAILY;BYMINUTE=60", allowingTimes: true)
    }
  }

  @Test func eachDaysTimesAreTheProductOfTheParts() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY;BYHOUR=17,9;BYMINUTE=0,30", allowingTimes: true)
    let times = TimedRecurrence.times(of: rule, startingAt: try TimeOfDay(hour: 12, minute: 15, second: 5))
    #expect(times.map(\.description) == ["09:00:05", "09:30:05", "17:00:05", "17:30:05"])
    let plain = TimedRecurrence.times(
      of: RecurrenceRule(frequency: .weekly), startingAt: try TimeOfDay(hour: 10))
    #expect(plain.map(\.description) == ["10:00"])
  }

  @Test func dtstartLinesAreRead() throws {
    let berlin = try RecurrenceStart(parsing: "DTSTART;TZID=Europe/Berlin:20250107T100000")
    #expect(berlin.dateTime.description == "2025-01-07T10:00" && berlin.zoneName == "Europe/Berlin")
    #expect(berlin.zoneNameRange == 13..<26 && !berlin.isUTC && !berlin.isDate)
    let utc = try RecurrenceStart(parsing: "DTSTART:20250107T100000Z")
    #expect(utc.isUTC && utc.zoneName == nil)
    let date = try RecurrenceStart(parsing: "DTSTART;VALUE=DATE:20250107")
    #expect(date.isDate && date.dateTime.description == "2025-01-07T00:00")
    let quoted = try RecurrenceStart(parsing: "DTSTART;TZID=\"America/New_York\":20250107T100000")
    #expect(quoted.zoneName == "America/New_York")
    for bad in [
      "DTSTART", "DTSTART:2025010", "DTSTART:20250107T250000", "DTSTART;TZID=Europe/Berlin:20250107T100000Z",
      "DTSTART;VALUE=DATE:20250107T100000", "DTSTART;X=1:20250107", "DTSTART:20251301T100000",
      "DTSTART;TZID=Europe/Berlin:20250107",
    ] {
      #expect(throws: RecurrenceRuleError.self, "\(bad)") { try RecurrenceStart(parsing: bad) }
    }
  }
}
