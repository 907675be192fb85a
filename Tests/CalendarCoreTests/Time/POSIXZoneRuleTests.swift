import Testing

@testable import CalendarCore

/// RFC 8536 §3.3's TZ strings, each form, and the years they give.
struct POSIXZoneRuleTests {
  /// The rule's changes in `year` as `2025-03-30T01:00:00Z CEST` lines.
  func changes(_ text: String, _ year: Int) throws -> [String] {
    try POSIXZoneRule(parsing: text).transitions(inYear: year).map {
      "\(try Instant(secondsSinceEpoch: $0.seconds)) \($0.type.abbreviation)"
    }
  }

  /// A zone of a rule alone, as `TZ=JST-9` or `TZ=EST5EDT,M3.2.0,M11.1.0` make one.
  @Test func aZoneOfARuleAlone() throws {
    let tokyo = ZoneRules(name: "JST-9", rule: try POSIXZoneRule(parsing: "JST-9"))
    #expect(tokyo.offset(at: try Instant(secondsSinceEpoch: 1_700_000_000)).seconds == 9 * 3600)
    let eastern = ZoneRules(name: "EST5EDT", rule: try POSIXZoneRule(parsing: "EST5EDT,M3.2.0,M11.1.0"))
    // 2026-07-01T12:00Z and 2026-01-01T12:00Z: summer and winter.
    #expect(eastern.offset(at: try Instant(secondsSinceEpoch: 1_782_907_200)).seconds == -4 * 3600)
    #expect(eastern.offset(at: try Instant(secondsSinceEpoch: 1_767_268_800)).seconds == -5 * 3600)
  }

  @Test func centralEuropeLastSundays() throws {
    let rule = try POSIXZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3")
    #expect(rule.standard.offset.description == "+01:00" && rule.standard.abbreviation == "CET")
    #expect(rule.daylight?.type.offset.description == "+02:00")
    #expect(
      try changes("CET-1CEST,M3.5.0,M10.5.0/3", 2025) == [
        "2025-03-30T01:00:00Z CEST", "2025-10-26T01:00:00Z CET",
      ])
    #expect(
      try changes("CET-1CEST,M3.5.0,M10.5.0/3", 2100) == [
        "2100-03-28T01:00:00Z CEST", "2100-10-31T01:00:00Z CET",
      ])
    #expect(
      rule.words
        == "from the last Sunday of March at 02:00 (01:00 UTC) to the last Sunday of October at 03:00 (01:00 UTC)"
    )
  }

  @Test func quotedNamesAndMinutesWithoutDaylightSaving() throws {
    let rule = try POSIXZoneRule(parsing: "<+0330>-3:30")
    #expect(rule.standard.abbreviation == "+0330" && rule.standard.offset.description == "+03:30")
    #expect(rule.daylight == nil && rule.words == nil)
    #expect(try POSIXZoneRule(parsing: "<-03>3").standard.offset.description == "-03:00")
    #expect(try POSIXZoneRule(parsing: "<+0545>-5:45").standard.offset.description == "+05:45")
  }

  @Test func daylightWithoutARuleTakesTheUSRule() throws {
    #expect(try changes("EST5EDT", 2026) == ["2026-03-08T07:00:00Z EDT", "2026-11-01T06:00:00Z EST"])
    #expect(
      try changes("EST5EDT,M3.2.0,M11.1.0", 2026) == ["2026-03-08T07:00:00Z EDT", "2026-11-01T06:00:00Z EST"])
  }

  @Test func southernHemisphereEndsBeforeItStarts() throws {
    #expect(
      try changes("AEST-10AEDT,M10.1.0,M4.1.0/3", 2026) == [
        "2026-04-04T16:00:00Z AEST", "2026-10-03T16:00:00Z AEDT",
      ])
  }

  @Test func julianAndZeroBasedDays() throws {
    // J60 is March 1 in every year; day 59 counting from 0 is March 1 in a common year, Feb 29 in a leap year.
    #expect(try changes("AAA3BBB,J60/0,J300/0", 2024).first == "2024-03-01T03:00:00Z BBB")
    #expect(try changes("AAA3BBB,59/0,300/0", 2024).first == "2024-02-29T03:00:00Z BBB")
    #expect(try changes("AAA3BBB,59/0,300/0", 2023).first == "2023-03-01T03:00:00Z BBB")
  }

  @Test func hoursBeyondADayAndNegative() throws {
    // Israel: the Friday before the last Sunday of March at 02:00 is `M3.4.4/26` (Thursday 26:00).
    #expect(
      try changes("IST-2IDT,M3.4.4/26,M10.5.0", 2026) == [
        "2026-03-27T00:00:00Z IDT", "2026-10-24T23:00:00Z IST",
      ])
    // Greenland: `/-1` is 23:00 the day before.
    #expect(
      try changes("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", 2026) == [
        "2026-03-29T01:00:00Z -01", "2026-10-25T01:00:00Z -02",
      ])
  }

  @Test func daylightSavingAllYear() throws {
    let rule = try POSIXZoneRule(parsing: "EST5EDT4,0/0,J365/25")
    for seconds: Int64 in [1_700_000_000, 1_704_067_200, 1_735_689_599, 1_735_689_600] {
      #expect(rule.type(at: seconds).abbreviation == "EDT")
    }
  }

  @Test func malformedStringsAreTypedErrors() {
    for text in [
      "", "CE", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.6.0,M10.5.0",
      "CET-1CEST,M3.5.7,M10.5.0", "CET-1CEST,J0,J365", "CET-1CEST,366,0", "CET-25", "<+03", "<+0>3",
      "CET-1CEST,M3.5.0/168,M10.5.0", "CET-1:60", "CET-1CEST,M3.5.0,M10.5.0/3x", "CET-1CEST,M3.5.0,M10.5.0,",
    ] {
      #expect(throws: TZifError.self, "\(text)") { try POSIXZoneRule(parsing: text) }
    }
  }
}
