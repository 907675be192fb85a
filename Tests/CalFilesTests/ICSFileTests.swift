import CalendarCore
import Foundation
import Ledger
import Testing

@testable import CalFiles

/// iCalendar files read by `load` and `holidays load`: content lines, events and their days, the
/// exports of the calendar apps, and errors at their line and column.
struct ICSFileTests {
  static let examples = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../examples").standardized.path

  func ics(_ body: [String], lineEnd: String = "\r\n") -> [UInt8] {
    Array((["BEGIN:VCALENDAR", "VERSION:2.0"] + body + ["END:VCALENDAR"]).joined(separator: lineEnd).utf8)
  }

  func rows(_ bytes: [UInt8], from first: String? = nil, until last: String? = nil) throws -> [String] {
    let window = ICSFile.Window(
      first: try first.map { try CivilDate(parsing: $0) }, last: try last.map { try CivilDate(parsing: $0) })
    let ledger = try ICSFile.read(bytes: bytes, window: window).get()
    return (0..<ledger.count).map { row in
      ([ledger.date(at: row).description] + (0..<4).map { ledger.text(at: row, column: $0) })
        .joined(separator: "|")
    }
  }

  func error(_ bytes: [UInt8], from first: String? = nil, until last: String? = nil) -> FileError? {
    let window = ICSFile.Window(
      first: first.flatMap { try? CivilDate(parsing: $0) }, last: last.flatMap { try? CivilDate(parsing: $0) }
    )
    if case .failure(let error) = ICSFile.read(bytes: bytes, window: window) { return error }
    return nil
  }

  @Test func foldingEscapesLineEndsAndAByteOrderMark() throws {
    let body = [
      "BEGIN:VEVENT", "UID:1", "DTSTART;VALUE=DATE:20250301",
      "SUMMARY:Review\\, part 1\\; all", " hands", "LOCATION;LANGUAGE=en:Room \"A\"",
      "DESCRIPTION:line one\\nline two \\\\ done", "CATEGORIES:Work,Team\\, core", "CATEGORIES:Q1",
      "X-ANYTHING;X-P=\"a:b;c\":ignored", "END:VEVENT",
    ]
    let expected = [
      "2025-03-01|Review, part 1; allhands|Room \"A\"|line one\nline two \\ done|Work, Team, core, Q1"
    ]
    #expect(try rows(ics(body)) == expected)
    #expect(try rows(ics(body, lineEnd: "\n")) == expected)
    #expect(try rows([0xEF, 0xBB, 0xBF] + ics(body)) == expected)
    // Lone CRs end lines as well (old Mac exports); CRLF is one line end, not two.
    #expect(try rows(ics(body, lineEnd: "\r")) == expected)
    #expect(try rows(ics(body, lineEnd: "\r\n\r\n")) == expected)
    // UTF-16 is named, not read as garbled properties.
    let utf16 = Array(ics(body).map { [$0, 0] }.joined())
    #expect(error([0xFF, 0xFE] + utf16)?.message.hasPrefix("the file is in UTF-16") == true)
    #expect(error(utf16)?.message.hasPrefix("the file is in UTF-16") == true)
    // A tab folds too.
    #expect(try rows(ics(body.map { $0 == " hands" ? "\thands" : $0 })) == expected)
  }

  @Test func startsAndEnds() throws {
    let body = [
      // DATE end: exclusive.
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250317", "DTEND;VALUE=DATE:20250320", "SUMMARY:conf",
      "END:VEVENT",
      // A time in its own zone: the date as written.
      "BEGIN:VEVENT", "DTSTART;TZID=America/New_York:20250310T230000", "SUMMARY:late", "END:VEVENT",
      // UTC: the UTC date; an end at midnight ends the day before.
      "BEGIN:VEVENT", "DTSTART:20250311T220000Z", "DTEND:20250313T000000Z", "SUMMARY:utc", "END:VEVENT",
      // DURATION over midnight.
      "BEGIN:VEVENT", "DTSTART:20250314T230000", "DURATION:PT2H", "SUMMARY:night", "END:VEVENT",
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250320", "DURATION:P2D", "SUMMARY:two", "END:VEVENT",
    ]
    #expect(
      try rows(ics(body)).map { String($0.prefix { $0 != "|" }) + " " + $0.split(separator: "|")[1] } == [
        "2025-03-10 late", "2025-03-11 utc", "2025-03-12 utc", "2025-03-14 night", "2025-03-15 night",
        "2025-03-17 conf", "2025-03-18 conf", "2025-03-19 conf", "2025-03-20 two", "2025-03-21 two",
      ])
  }

  @Test func recurrencesExceptionsAndOverrides() throws {
    let body = [
      "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=Europe/Berlin:20250303T093000", "SUMMARY:Standup",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=5", "EXDATE;TZID=Europe/Berlin:20250305T093000",
      "RDATE;VALUE=DATE:20250308,20250309", "END:VEVENT",
      "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;TZID=Europe/Berlin:20250310T093000",
      "DTSTART;TZID=Europe/Berlin:20250311T100000", "SUMMARY:Standup moved", "END:VEVENT",
      "BEGIN:VALARM", "END:VALARM",
    ]
    // VALARM outside an event is still balanced; it gives no entry.
    #expect(
      try rows(ics(body)).map { String($0.prefix(10)) + " " + $0.split(separator: "|")[1] } == [
        "2025-03-03 Standup", "2025-03-08 Standup", "2025-03-09 Standup", "2025-03-11 Standup moved",
        "2025-03-12 Standup", "2025-03-17 Standup",
      ])
    // The window clips; a multi-day event that began before it keeps its days inside.
    let long = [
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250227", "DTEND;VALUE=DATE:20250303", "SUMMARY:trip",
      "END:VEVENT",
    ]
    #expect(
      try rows(ics(body + long), from: "2025-03-01", until: "2025-03-08").map { String($0.prefix(10)) } == [
        "2025-03-01", "2025-03-02", "2025-03-03", "2025-03-08",
      ])
  }

  @Test func aSecondEventWithTheSameUIDIsLeftOut() throws {
    // As recurring-ical-events reads it: the first event of a UID stands; overrides still apply.
    let body = [
      "BEGIN:VEVENT", "UID:a", "SUMMARY:First", "DTSTART;VALUE=DATE:20250106", "END:VEVENT",
      "BEGIN:VEVENT", "UID:a", "SUMMARY:Second", "DTSTART;VALUE=DATE:20250107", "END:VEVENT",
      "BEGIN:VEVENT", "SUMMARY:No UID", "DTSTART;VALUE=DATE:20250108", "END:VEVENT",
      "BEGIN:VEVENT", "SUMMARY:No UID", "DTSTART;VALUE=DATE:20250108", "END:VEVENT",
    ]
    #expect(
      try rows(ics(body)).map { String($0.prefix(16)) } == [
        "2025-01-06|First", "2025-01-08|No UI", "2025-01-08|No UI",
      ])
  }

  @Test func anUntilAtTheCalendarsEdgesStaysInside() throws {
    let first = [
      "BEGIN:VEVENT", "DTSTART:00010101T090000", "RRULE:FREQ=DAILY;UNTIL=00010101T000000Z", "SUMMARY:x",
      "END:VEVENT",
    ]
    // UNTIL (as written, the start being floating) is before DTSTART's 09:00: no occurrence at
    // all, DTSTART included, as recurring-ical-events reads it.
    #expect(try rows(ics(first)).isEmpty)
    let last = [
      "BEGIN:VTIMEZONE", "TZID:Line", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+1400",
      "TZOFFSETTO:+1400", "END:STANDARD", "END:VTIMEZONE",
      "BEGIN:VEVENT", "DTSTART;TZID=Line:99991230T090000", "RRULE:FREQ=DAILY;UNTIL=99991231T235959Z",
      "SUMMARY:x", "END:VEVENT",
    ]
    #expect(try rows(ics(last)).map { String($0.prefix(10)) } == ["9999-12-30", "9999-12-31"])
  }

  static let newYork = [
    "BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
    "DTSTART:20070311T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT", "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE",
  ]

  /// A UTC UNTIL, EXDATE or RECURRENCE-ID of an event in New York meets its occurrences at their
  /// instant: 20250108T010000Z is the 7th's 20:00 there, not the 8th (QA 1). An RDATE in UTC is
  /// an occurrence on its UTC date, as a DTSTART in UTC is (and as recurring-ical-events says).
  @Test func utcValuesMeetAZonedStartAtTheirInstant() throws {
    let body =
      Self.newYork + [
        "BEGIN:VEVENT", "UID:e", "DTSTART;TZID=America/New_York:20250106T200000", "DURATION:PT1H",
        "SUMMARY:evening", "RRULE:FREQ=DAILY;UNTIL=20250110T010000Z",
        // The 7th; and 00:00 UTC on the 6th, which is no occurrence's instant: it removes nothing.
        "EXDATE:20250108T010000Z,20250106T000000Z", "RDATE:20250115T010000Z", "END:VEVENT",
        "BEGIN:VEVENT", "UID:e", "RECURRENCE-ID:20250109T010000Z",
        "DTSTART;TZID=America/New_York:20250112T200000", "SUMMARY:moved", "END:VEVENT",
      ]
    #expect(
      try rows(ics(body)).map { String($0.prefix(10)) + " " + $0.split(separator: "|")[1] } == [
        "2025-01-06 evening", "2025-01-09 evening", "2025-01-12 moved", "2025-01-15 evening",
      ])
  }

  /// A Z UNTIL of a floating or DATE start is read as written (its date for a DATE start); a
  /// TZID the file does not define is read as UTC (calsh has no time-zone database).
  @Test func utcValuesOfFloatingDateAndUndefinedZoneStarts() throws {
    let body = [
      "BEGIN:VEVENT", "UID:f", "DTSTART:20250106T200000", "SUMMARY:floating",
      "RRULE:FREQ=DAILY;UNTIL=20250108T200000Z", "END:VEVENT",
      "BEGIN:VEVENT", "UID:d", "DTSTART;VALUE=DATE:20250106", "SUMMARY:date",
      "RRULE:FREQ=DAILY;UNTIL=20250107T000000Z", "END:VEVENT",
      "BEGIN:VEVENT", "UID:m", "DTSTART;TZID=Mars/Base:20250106T200000", "SUMMARY:mars",
      "RRULE:FREQ=DAILY;COUNT=3", "EXDATE:20250107T200000Z", "END:VEVENT",
    ]
    #expect(
      try rows(ics(body)).map { String($0.prefix(10)) + " " + $0.split(separator: "|")[1] } == [
        "2025-01-06 floating", "2025-01-06 date", "2025-01-06 mars", "2025-01-07 floating", "2025-01-07 date",
        "2025-01-08 floating", "2025-01-08 mars",
      ])
  }

  /// A value that is not UTF-8 is an error where it starts; UTF-8 text, and U+FFFD itself,
  /// read as written.
  @Test func valuesAreUTF8() throws {
    func event(_ summary: [UInt8]) -> [UInt8] {
      Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20250301\r\nSUMMARY:".utf8)
        + summary + Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
    }
    for bad: [UInt8] in [[0xFF], [0x41, 0xC3, 0x28], [0xED, 0xA0, 0x80], [0xEF, 0xBF]] {
      let problem = try #require(error(event(bad)), "\(bad)")
      #expect(problem.line == 5 && problem.column == 9 && problem.message.contains("not UTF-8"), "\(bad)")
    }
    #expect(
      try rows(event(Array("Bäckerei \u{FFFD} 日本".utf8))).first?.contains("|Bäckerei \u{FFFD} 日本|") == true)
  }

  @Test func anEndlessRuleNeedsAWindow() throws {
    let body = [
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250314", "RRULE:FREQ=YEARLY", "SUMMARY:bday", "END:VEVENT",
    ]
    let problem = try #require(error(ics(body)))
    #expect(problem.line == 5 && problem.column == 1 && problem.lineText == "RRULE:FREQ=YEARLY")
    #expect(problem.message.hasPrefix("this RRULE repeats forever"))
    #expect(
      try rows(ics(body), until: "2027-12-31").map { String($0.prefix(10)) } == [
        "2025-03-14", "2026-03-14", "2027-03-14",
      ])
    // A negative COUNT is taken out (as recurring-ical-events reads it): one error says both.
    let negative = try #require(
      error(ics(["BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250314", "RRULE:FREQ=DAILY;COUNT=-1", "END:VEVENT"])))
    #expect(negative.line == 5)
    #expect(
      negative.message.hasPrefix(
        "COUNT=-1 is not a count, and with it taken out this RRULE repeats forever; read the file with an end"
      ))
  }

  @Test func mistakesAreErrorsAtTheirLineAndColumn() {
    let event = ["BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250301", "SUMMARY:x", "END:VEVENT"]
    let cases: [([String], Int, Int, String)] = [
      (Array(event.dropLast()), 6, 5, "END:VCALENDAR where BEGIN:VEVENT (line 3) needs its END:VEVENT"),
      (
        ["BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250230", "END:VEVENT"], 4, 20,
        "DTSTART: 2025-02-30 is not a date: February 2025 has 28 days"
      ),
      (
        ["BEGIN:VEVENT", "DTSTART:2025-03-01", "END:VEVENT"], 4, 9,
        "DTSTART: '2025-03-01' is not a date: a date is YYYYMMDD"
      ),
      (event.dropLast() + ["DURATION:1D", "END:VEVENT"], 6, 10, "DURATION: '1D' is not a duration"),
      (
        event.dropLast() + ["EXDATE:20250302,2025030", "END:VEVENT"], 6, 17, "EXDATE: '2025030' is not a date"
      ),
      (["BEGIN:VEVENT", "SUMMARY:x", "END:VEVENT"], 3, 1, "this event has no DTSTART"),
      (["SUMMARY x", "BEGIN:VEVENT", "END:VEVENT"], 3, 8, "expected ':' and the value"),
      (
        ["BEGIN:VEVENT", "END:VCALENDAR"], 4, 5,
        "END:VCALENDAR where BEGIN:VEVENT (line 3) needs its END:VEVENT"
      ),
    ]
    for (body, line, column, message) in cases {
      let problem = error(ics(body))
      #expect(problem?.line == line, "\(body)")
      #expect(problem?.column == column, "\(body): \(problem?.message ?? "")")
      #expect(problem?.message.hasPrefix(message) == true, "\(problem?.message ?? "no error")")
    }
    // Outside a calendar, an empty file, an error on a folded line's continuation.
    #expect(
      error(Array("SUMMARY:x\r\n".utf8))?.message == "a property outside BEGIN:VCALENDAR … END:VCALENDAR")
    #expect(
      error(Array("BEGIN:VEVENT\r\nEND:VEVENT\r\n".utf8))?.message
        == "an iCalendar file starts with BEGIN:VCALENDAR")
    #expect(error([])?.message.hasPrefix("the file is empty") == true)
    let cut = error(Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20250301\r\n".utf8))
    #expect(cut?.line == 2 && cut?.message == "BEGIN:VEVENT has no END:VEVENT")
    let folded = error(ics(["BEGIN:VEVENT", "DTSTART;VALUE=DATE:2025", " 0231", "END:VEVENT"]))
    #expect(folded?.line == 4 && folded?.column == 20 && folded?.lineText == "DTSTART;VALUE=DATE:2025")
  }

  /// What the world writes (recurring-ical-events' test files: a German holiday feed, Confluence,
  /// a test matrix) is read as recurring-ical-events reads it, each kind of repair said once at
  /// its first line with how many more were like it; the rest of the file loads.
  @Test func worldMistakesAreRepairedWithAWarning() throws {
    func read(_ body: [String]) throws -> (days: [String], warnings: [String]) {
      var warnings: [String] = []
      let ledger = try ICSFile.read(
        bytes: ics(body), window: ICSFile.Window(last: try CivilDate(parsing: "2025-12-31")),
        warn: { warnings.append("\($0.line):\($0.column): \($0.message)") }
      ).get()
      return ((0..<ledger.count).map { "\(ledger.date(at: $0)) \(ledger.text(at: $0, column: 0))" }, warnings)
    }
    func event(_ summary: String, _ lines: String...) -> [String] {
      ["BEGIN:VEVENT", "UID:\(summary)", "SUMMARY:\(summary)", "DTSTART;VALUE=DATE:20250301"] + lines + [
        "END:VEVENT"
      ]
    }
    // An empty RRULE is no rule (said once for two); a negative COUNT is taken out; COUNT=0 leaves DTSTART.
    var (days, warnings) = try read(
      event("a", "RRULE:") + event("b", "RRULE: ") + event("c", "RRULE:FREQ=DAILY;COUNT=-1;UNTIL=20250302")
        + event("d", "RRULE:FREQ=DAILY;COUNT=0"))
    #expect(days == ["2025-03-01 a", "2025-03-01 b", "2025-03-01 c", "2025-03-01 d", "2025-03-02 c"])
    #expect(
      warnings == [
        "7:1: RRULE is empty: read as no rule, so the event happens once (as recurring-ical-events reads it) "
          + "(and 1 more line like it)",
        "19:18: RRULE: COUNT=-1 is not a count: read as no COUNT (as recurring-ical-events reads it)",
        "25:18: RRULE: COUNT=0 gives no occurrence: the event happens on its DTSTART alone "
          + "(as recurring-ical-events reads it)",
      ])
    // A rule that cannot be read leaves its series out (its overrides too), at the part.
    (days, warnings) = try read(
      event("a", "RRULE:FREQ=WEEKLY;UNTL=20250401") + event("b")
        + [
          "BEGIN:VEVENT", "UID:a", "RECURRENCE-ID;VALUE=DATE:20250308", "DTSTART;VALUE=DATE:20250309",
          "END:VEVENT",
        ]
        + event("c", "RRULE:FREQ=HOURLY;BYHOUR=9;COUNT=2"))
    #expect(days == ["2025-03-01 b"])
    #expect(warnings.count == 2)
    #expect(warnings.first?.hasPrefix("7:19: RRULE: 'UNTL' is not a part of RRULE") == true)
    #expect(warnings.first?.hasSuffix("; the event is left out (the rest of the file loads)") == true)
    // A misspelt END ends the component open; a line inside a VEVENT that is no property is skipped.
    (days, warnings) = try read(
      ["BEGIN:VTODO", "DTSTART;VALUE=DATE:20250301", "END:VTOOD"]
        + event(
          "a", "ORGANIZER;CN=Danie", "l Latham:mailto:d@example.com", "DTEND;TZID=\"Europe/Berlin:20250303")
        + ["BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250302", "SUMMARY:b", "END:VEVNT"])
    #expect(days == ["2025-03-01 a", "2025-03-02 b"])
    #expect(
      warnings == [
        "5:5: END:VTOOD read as END:VTODO, which BEGIN:VTODO (line 3) needs",
        "10:19: expected ':' and the value after the parameters: the line is skipped "
          + "(a folded line that lost its leading space?) (and 2 more lines like it)",
        "17:5: END:VEVNT read as END:VEVENT, which BEGIN:VEVENT (line 14) needs",
      ])
    // Not iCalendar at all is still an error; so is a missing END.
    #expect(error(Array("date,amount\r\n2025-03-01,1\r\n".utf8)) != nil)
  }

  @Test func theAppsExportsRead() throws {
    for name in ["google-work.ics", "outlook.ics", "apple-home.ics", "de-holidays.ics"] {
      let result = ICSFile.read(
        path: Self.examples + "/" + name,
        window: ICSFile.Window(
          first: try CivilDate(parsing: "2025-01-01"), last: try CivilDate(parsing: "2025-12-31")))
      #expect(throws: Never.self, "\(name)") { try result.get() }
    }
    let google = try ICSFile.read(
      path: Self.examples + "/google-work.ics",
      window: ICSFile.Window(
        first: try CivilDate(parsing: "2025-03-01"), last: try CivilDate(parsing: "2025-03-31"))
    ).get()
    let standups = (0..<google.count).filter { google.text(at: $0, column: 0) == "Standup" }
    // 21 weekdays from March 3, less the 21st (EXDATE); the 14th moved, still on the 14th.
    #expect(standups.count == 20)
    let holidays = try ICSFile.holidays(path: Self.examples + "/de-holidays.ics").get()
    #expect(
      holidays.count == 9 && holidays[0].name == "Neujahr" && holidays[0].date.description == "2025-01-01")
  }

  @Test func anEndlessRuleInAHolidayCalendarIsAnError() {
    let body = [
      "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20250101", "RRULE:FREQ=YEARLY", "SUMMARY:New Year", "END:VEVENT",
    ]
    guard case .failure(let problem) = ICSFile.holidays(bytes: ics(body)) else {
      Issue.record("no error")
      return
    }
    #expect(problem.line == 5)
  }
}
