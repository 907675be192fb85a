import CalendarCore
import Ledger
import Testing

@testable import CalFiles

/// `load FILE.ics` keeps each entry's start and end as the file writes them: TZIDs resolved
/// (IANA, a VTIMEZONE, a Windows name, a vendor's prefix), UTC, floating and whole days; RRULEs
/// keeping the wall clock across changes of clocks; EXDATE, RDATE and RECURRENCE-ID with TZID.
struct ICSTimesTests {
  static func lookup(_ name: String) -> ZoneRules? {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    return try? catalog.zone(named: name).get()
  }

  func ics(_ body: [String]) -> [UInt8] {
    Array((["BEGIN:VCALENDAR", "VERSION:2.0"] + body + ["END:VCALENDAR"]).joined(separator: "\r\n").utf8)
  }

  func text(_ time: EventTime?) -> String {
    switch time {
    case .day(let date)?: return date.description
    case .floating(let dateTime)?: return dateTime.description
    case .zoned(let zoned)?: return zoned.description
    case nil: return "-"
    }
  }

  /// Each entry as `date start end summary`, and the warnings.
  func rows(_ body: [String], from first: String? = nil, until last: String? = nil) throws -> (
    [String], [String]
  ) {
    var warnings: [String] = []
    let window = ICSFile.Window(
      first: try first.map { try CivilDate(parsing: $0) }, last: try last.map { try CivilDate(parsing: $0) })
    let ledger = try ICSFile.read(
      bytes: ics(body), window: window, zones: Self.lookup, warn: { warnings.append($0.message) }
    ).get()
    let times = try #require(ledger.times)
    let rows = (0..<ledger.count).map { row in
      [
        ledger.date(at: row).description, text(times.start(at: row)), text(times.end(at: row)),
        ledger.text(at: row, column: 0),
      ].joined(separator: " ")
    }
    return (rows, warnings)
  }

  @Test func startsAndEndsAsWritten() throws {
    let (rows, warnings) = try rows([
      "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Europe/Berlin:20250310T093000",
      "DTEND;TZID=Europe/Berlin:20250310T100000", "SUMMARY:zoned", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART:20250310T230000Z", "DURATION:PT2H", "SUMMARY:utc", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTART:20250311T070000", "SUMMARY:floating", "END:VEVENT",
      "BEGIN:VEVENT", "UID:d", "DTSTART;VALUE=DATE:20250312", "DTEND;VALUE=DATE:20250314",
      "SUMMARY:days", "END:VEVENT",
      "BEGIN:VEVENT", "UID:e", "DTSTART;VALUE=DATE:20250315", "SUMMARY:one day", "END:VEVENT",
    ])
    #expect(
      rows == [
        "2025-03-10 2025-03-10T09:30+01:00[Europe/Berlin] 2025-03-10T10:00+01:00[Europe/Berlin] zoned",
        "2025-03-10 2025-03-10T23:00+00:00[Z] 2025-03-11T01:00+00:00[Z] utc",
        "2025-03-11 2025-03-10T23:00+00:00[Z] 2025-03-11T01:00+00:00[Z] utc",
        "2025-03-11 2025-03-11T07:00 2025-03-11T07:00 floating",
        "2025-03-12 2025-03-12 2025-03-14 days",
        "2025-03-13 2025-03-12 2025-03-14 days",
        "2025-03-15 2025-03-15 2025-03-16 one day",
      ])
    #expect(warnings.isEmpty)
  }

  /// A weekly 10:00 in Berlin stays at 10:00 across the change of 2025-03-30 (RFC 5545): its
  /// offset moves, its wall clock does not; an EXDATE in UTC meets its occurrence; an RDATE with
  /// a TZID adds one; an override moves one.
  @Test func rulesKeepTheWallClockAcrossChanges() throws {
    let (rows, _) = try rows([
      "BEGIN:VEVENT", "UID:w", "DTSTART;TZID=Europe/Berlin:20250324T100000", "DURATION:PT1H",
      "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE:20250407T080000Z",
      "RDATE;TZID=America/New_York:20250402T090000", "SUMMARY:weekly", "END:VEVENT",
      "BEGIN:VEVENT", "UID:w", "RECURRENCE-ID;TZID=Europe/Berlin:20250414T100000",
      "DTSTART;TZID=Europe/Berlin:20250415T140000", "DTEND;TZID=Europe/Berlin:20250415T150000",
      "SUMMARY:moved", "END:VEVENT",
    ])
    #expect(
      rows == [
        "2025-03-24 2025-03-24T10:00+01:00[Europe/Berlin] 2025-03-24T11:00+01:00[Europe/Berlin] weekly",
        "2025-03-31 2025-03-31T10:00+02:00[Europe/Berlin] 2025-03-31T11:00+02:00[Europe/Berlin] weekly",
        "2025-04-02 2025-04-02T15:00+02:00[Europe/Berlin] 2025-04-02T16:00+02:00[Europe/Berlin] weekly",
        "2025-04-15 2025-04-15T14:00+02:00[Europe/Berlin] 2025-04-15T15:00+02:00[Europe/Berlin] moved",
      ])
  }

  static let outlookZone = [
    "BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T030000",
    "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
    "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200", "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT",
    "END:VTIMEZONE",
  ]

  @Test func windowsNamesVendorPrefixesAndTheFilesOwnZones() throws {
    let custom = Self.outlookZone.map { $0.replacing("W. Europe Standard Time", with: "My Office") }
    let (rows, warnings) = try rows(
      Self.outlookZone + custom + [
        "BEGIN:VEVENT", "UID:1", "DTSTART;TZID=W. Europe Standard Time:20250331T100000", "SUMMARY:outlook",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:2", "DTSTART;TZID=My Office:20250328T100000", "RRULE:FREQ=DAILY;COUNT=4",
        "SUMMARY:custom", "END:VEVENT",
        "BEGIN:VEVENT", "UID:3",
        "DTSTART;TZID=/freeassociation.sourceforge.net/Tzfile/Asia/Tokyo:20250402T090000",
        "SUMMARY:libical", "END:VEVENT",
        "BEGIN:VEVENT", "UID:4", "DTSTART;TZID=/Europe/Rome:20250403T090000", "SUMMARY:slashes", "END:VEVENT",
        "BEGIN:VEVENT", "UID:5", "DTSTART;TZID=Nowhere:20250404T090000", "SUMMARY:unknown", "END:VEVENT",
      ])
    #expect(
      rows == [
        "2025-03-28 2025-03-28T10:00+01:00[My Office] 2025-03-28T10:00+01:00[My Office] custom",
        "2025-03-29 2025-03-29T10:00+01:00[My Office] 2025-03-29T10:00+01:00[My Office] custom",
        "2025-03-30 2025-03-30T10:00+02:00[My Office] 2025-03-30T10:00+02:00[My Office] custom",
        "2025-03-31 2025-03-31T10:00+02:00[Europe/Berlin] 2025-03-31T10:00+02:00[Europe/Berlin] outlook",
        "2025-03-31 2025-03-31T10:00+02:00[My Office] 2025-03-31T10:00+02:00[My Office] custom",
        "2025-04-02 2025-04-02T09:00+09:00[Asia/Tokyo] 2025-04-02T09:00+09:00[Asia/Tokyo] libical",
        "2025-04-03 2025-04-03T09:00+02:00[Europe/Rome] 2025-04-03T09:00+02:00[Europe/Rome] slashes",
        "2025-04-04 2025-04-04T09:00+00:00[Z] 2025-04-04T09:00+00:00[Z] unknown",
      ])
    #expect(warnings.count == 1 && warnings[0].contains("TZID=Nowhere"))
  }

  @Test func textFieldsUidAndStatus() throws {
    let ledger = try ICSFile.read(
      bytes: ics([
        "BEGIN:VEVENT", "UID:x@y", "STATUS:TENTATIVE", "DTSTART;VALUE=DATE:20250301",
        "DESCRIPTION:a\\, b\\; c\\nd", "END:VEVENT",
      ])
    ).get()
    #expect(ledger.columns == ["summary", "location", "description", "categories", "uid", "status"])
    #expect(ledger.text(at: 0, column: 2) == "a, b; c\nd")
    #expect(ledger.text(at: 0, column: 4) == "x@y")
    #expect(ledger.text(at: 0, column: 5) == "TENTATIVE")
  }
}
