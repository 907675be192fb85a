import Testing

@testable import CalendarCore

/// The recurrence engine's own cases: RRULE text read and written, errors naming their part,
/// streaming to the calendar's end, and the business-day conventions.
struct RecurrenceTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  func dates(_ rule: String, from start: String, _ take: Int = 100) throws -> [String] {
    try Recurrence(rule: RecurrenceRule(parsing: rule), start: date(start)).prefix(take)
      .map { CivilDate(uncheckedDayCount: $0).description }
  }

  @Test func lastFridays() throws {
    #expect(
      try dates("FREQ=MONTHLY;BYDAY=-1FR;COUNT=3", from: "2025-01-01") == [
        "2025-01-31", "2025-02-28", "2025-03-28",
      ])
  }

  @Test func textRoundTrips() throws {
    let rule = try RecurrenceRule(
      parsing: "rrule:byday=-1fr,mo;freq=monthly;until=2025-12-31;wkst=su;interval=2")
    #expect(rule.text == "FREQ=MONTHLY;INTERVAL=2;UNTIL=20251231;BYDAY=-1FR,MO;WKST=SU")
    #expect(try RecurrenceRule(parsing: rule.text) == rule)
  }

  @Test(arguments: [
    ("FREQ=MONTHLY;BYDAY=9XX", "BYDAY=9XX", 13),
    ("FREQ=MONTHLY;BYDAY=60FR", "BYDAY=60FR", 13),
    ("FREQ=SECONDLY", "FREQ=SECONDLY", 0),
    ("FREQ=DAILY;INTERVAL=0", "INTERVAL=0", 11),
    ("FREQ=DAILY;UNTIL=20250230", "UNTIL=20250230", 11),
    ("FREQ=DAILY;BYSETPOS=0", "BYSETPOS=0", 11),
    ("FREQ=DAILY;;COUNT=2", "an empty part", 11),
  ])
  func malformedPartsAreNamed(rule: String, named: String, offset: Int) {
    do {
      _ = try RecurrenceRule(parsing: rule)
      Issue.record("\(rule) was read")
    } catch {
      #expect(error.message.contains(named))
      #expect(error.offset == offset)
    }
  }

  @Test func anEndlessRuleStreamsToTheCalendarsEnd() {
    let daily = Recurrence(rule: RecurrenceRule(frequency: .daily), start: date("0001-01-01"))
    #expect(daily.isEndless)
    var count = 0
    var last = 0
    for day in daily {
      count += 1
      last = day
    }
    #expect(count == Gregorian.dayCounts.count)
    #expect(last == Gregorian.dayCounts.upperBound)
  }

  @Test func aRuleNoDayMatchesEnds() throws {
    #expect(try dates("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", from: "2025-01-01").isEmpty)
  }

  /// A rule the impossibility check cannot see stops searching once its periods have met every
  /// place of the 400-year cycle (it searched to 9999: 6.8 s); a rare rule is not cut short.
  @Test func aRuleEmptyForACycleIsEmptyForGood() throws {
    for (rule, bound) in [
      ("FREQ=MONTHLY;BYMONTHDAY=30;BYSETPOS=2", 4_801),
      ("FREQ=YEARLY;INTERVAL=400;BYMONTH=2;BYMONTHDAY=29", 2),
      ("FREQ=WEEKLY;INTERVAL=3;BYMONTHDAY=31;BYMONTH=4", 1),  // (the impossibility check sees this one)
      ("FREQ=DAILY;BYMONTHDAY=30;BYSETPOS=-2", 146_098),
    ] {
      var days = Recurrence(rule: try RecurrenceRule(parsing: rule), start: date("2001-01-01")).makeIterator()
      #expect(days.next() == nil, "\(rule)")
      #expect(days.periodsExpanded <= bound, "\(rule): \(days.periodsExpanded) periods")
    }
    #expect(
      try dates("FREQ=YEARLY;INTERVAL=100;BYMONTH=2;BYMONTHDAY=29", from: "1900-01-01", 3) == [
        "2000-02-29", "2400-02-29", "2800-02-29",
      ])
    // Friday 29 February, as dateutil gives it: 2100 is not a leap year.
    #expect(
      try dates("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=FR", from: "2072-03-01", 2) == [
        "2092-02-29", "2104-02-29",
      ])
  }

  @Test func theLastWorkdayOfEachMonthInJapan() throws {
    var rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=4")
    rule.interval = 1
    let jp = HolidayCalendar(countries: [.jp])
    let days = Recurrence(rule: rule, start: date("2024-12-01"), workdays: jp).map {
      CivilDate(uncheckedDayCount: $0).description
    }
    // 2024-12-31 is a weekday but no holiday by law; 2025-03-31 a Monday.
    #expect(days == ["2024-12-31", "2025-01-31", "2025-02-28", "2025-03-31"])
    let first = Recurrence(
      rule: try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1;COUNT=2"),
      start: date("2025-01-01"), workdays: jp
    ).map { CivilDate(uncheckedDayCount: $0).description }
    #expect(first == ["2025-01-02", "2025-02-03"])
  }

  @Test func aWindow() throws {
    let weekly = Recurrence(
      rule: try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO"), start: date("2025-01-06"))
    #expect(
      weekly.dayCounts(from: date("2025-02-01"), through: date("2025-02-28")).map {
        CivilDate(uncheckedDayCount: $0).description
      } == ["2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24"])
  }

  @Test(arguments: [
    // Golden Week 2025 in Japan: May 3 (Sat) to May 6 (Tue, a substitute holiday).
    (BusinessDayConvention.following, "2025-05-03", "2025-05-07"),
    (.preceding, "2025-05-03", "2025-05-02"),
    (.modifiedFollowing, "2025-05-03", "2025-05-07"),
    (.following, "2025-05-07", "2025-05-07"),
    // May 31 2025 is a Saturday: following leaves the month, so modified following goes back.
    (.following, "2025-05-31", "2025-06-02"),
    (.modifiedFollowing, "2025-05-31", "2025-05-30"),
    // June 1 2025 is a Sunday: preceding leaves the month, so modified preceding goes forward.
    (.preceding, "2025-06-01", "2025-05-30"),
    (.modifiedPreceding, "2025-06-01", "2025-06-02"),
  ])
  func rolls(convention: BusinessDayConvention, from: String, to: String) throws {
    #expect(try convention.roll(date(from), in: HolidayCalendar(countries: [.jp])) == date(to))
  }
}
