import Testing

@testable import CalendarCore

/// Rules no day can meet are told without expanding them, and only those: never a rule that
/// python-dateutil finds days for.
struct RecurrenceImpossibilityTests {
  static func impossibility(_ text: String, from start: String = "2025-01-01") throws
    -> RecurrenceImpossibility?
  {
    let parts = start.split(separator: "-").map { Int($0)! }
    let date = try CivilDate(year: parts[0], month: parts[1], day: parts[2])
    return Recurrence(rule: try RecurrenceRule(parsing: text), start: date).impossibility
  }

  @Test func impossibleRulesAreTold() throws {
    #expect(try Self.impossibility("FREQ=MONTHLY;BYDAY=6MO;COUNT=3")?.part == "BYDAY")
    #expect(try Self.impossibility("FREQ=YEARLY;BYMONTH=3;BYDAY=-6FR")?.part == "BYDAY")
    #expect(
      try Self.impossibility("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30")?.reason
        == "February has at most 29 days, and the rule asks for day 30")
    #expect(try Self.impossibility("FREQ=YEARLY;BYMONTH=4,6,9,11;BYMONTHDAY=31")?.part == "BYMONTHDAY")
    #expect(try Self.impossibility("FREQ=YEARLY;BYMONTH=2;BYYEARDAY=1")?.part == "BYYEARDAY")
    #expect(try Self.impossibility("FREQ=DAILY;UNTIL=20241231")?.part == "UNTIL")
  }

  /// In another calendar (RFC 7529) a day past its longest month is in no month under SKIP=OMIT;
  /// under BACKWARD or FORWARD it moves to a day that is.
  @Test func daysPastAnotherCalendarsLongestMonthAreTold() throws {
    #expect(
      try Self.impossibility("RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=31")?.reason
        == "a Hebrew month has at most 30 days, and the rule asks for day 31")
    #expect(
      try Self.impossibility("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=31")?.part == "BYMONTHDAY")
    #expect(try Self.impossibility("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=-31")?.part == "BYMONTHDAY")
    for rule in [
      "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=30", "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=FORWARD",
      "RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=31", "RSCALE=INDIAN;FREQ=MONTHLY;BYMONTHDAY=31",
      "RSCALE=JULIAN;FREQ=MONTHLY;BYMONTHDAY=31",
    ] {
      #expect(try Self.impossibility(rule) == nil, "\(rule)")
    }
  }

  /// The longest month bounds `every … on CAL day N`: 31 where a month has 31 days.
  @Test func longestMonthsAreTheCalendars() {
    let longest = Dictionary(uniqueKeysWithValues: RScale.known.map { ($0.name, $0.longestMonth) })
    #expect(longest["HEBREW"] == 30 && longest["ISLAMIC-CIVIL"] == 30 && longest["ISLAMIC-UMALQURA"] == 30)
    #expect(longest["CHINESE"] == 30 && longest["DANGI"] == 30 && longest["COPTIC"] == 30)
    #expect(longest["PERSIAN"] == 31 && longest["INDIAN"] == 31 && longest["JULIAN"] == 31)
    #expect(longest["GREGORIAN"] == 31 && longest["ETHIOPIC"] == 30)
  }

  @Test func possibleRulesAreNotTold() throws {
    for rule in [
      "FREQ=MONTHLY;BYDAY=5MO", "FREQ=MONTHLY;BYDAY=6MO,1TU", "FREQ=YEARLY;BYDAY=53MO",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=30",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-29", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60",
      "FREQ=YEARLY;BYMONTH=12;BYYEARDAY=-1", "FREQ=YEARLY;BYYEARDAY=366", "FREQ=WEEKLY;BYDAY=MO",
    ] {
      #expect(try Self.impossibility(rule) == nil, "\(rule)")
    }
  }

  /// No rule of the dateutil reference that gives a day is called impossible.
  @Test func noReferenceRuleWithDaysIsTold() throws {
    var checked = 0
    for line in RecurrenceOracleTests.lines {
      let fields = line.split(separator: " ")
      guard fields[2] != "-" else { continue }
      let start = RecurrenceOracleTests.date(fields[0])
      let rule = try RecurrenceRule(parsing: String(fields[1]))
      #expect(Recurrence(rule: rule, start: start).impossibility == nil, "\(line)")
      checked += 1
    }
    #expect(checked > 1000)
  }
}
