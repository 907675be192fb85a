import CalendarCore
import Testing

@testable import CalRender

/// Timed events: DTSTART on its clock (a zone by TZID, UTC, floating), DURATION, and the
/// VTIMEZONE built from a zone's changes over the span used.
struct ICSTimedEventTests {
  private func write(_ body: (inout ICSWriter, Output) -> Void) -> [Substring] {
    var bytes: [UInt8] = []
    let out = Output(limit: 16) { bytes += $0 }
    var writer = ICSWriter(stamp: CivilDate(uncheckedYear: 2025, month: 1, day: 2))
    body(&writer, out)
    out.flush()
    return String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
      .dropLast()
  }

  private func berlin() throws -> ZoneRules {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    return try catalog.zone(named: "Europe/Berlin").get()
  }

  @Test func aTimedEventWritesItsClockAndDuration() throws {
    let wall = try DateTime(year: 2025, month: 1, day: 7, hour: 10)
    let lines = write { writer, out in
      writer.write(
        ICSEvent(start: ICSTime(.zone("Europe/Berlin"), wall), duration: "PT30M", rule: "FREQ=DAILY;COUNT=2"),
        to: out)
      writer.write(ICSEvent(start: ICSTime(.utc, wall), duration: nil), to: out)
      writer.write(ICSEvent(start: ICSTime(.floating, wall), duration: "PT1H"), to: out)
    }
    #expect(lines.contains("DTSTART;TZID=Europe/Berlin:20250107T100000"))
    #expect(lines.contains("DURATION:PT30M") && lines.contains("RRULE:FREQ=DAILY;COUNT=2"))
    #expect(lines.contains("DTSTART:20250107T100000Z") && lines.contains("DTSTART:20250107T100000"))
    // A timed event is busy time, and has no all-day DTEND.
    #expect(!lines.contains("TRANSP:TRANSPARENT") && !lines.contains { $0.hasPrefix("DTEND") })
  }

  @Test func aTimeZoneHasTheChangeInForceAndEachChangeOfItsSpan() throws {
    let zone = try berlin()
    let from = try Instant(DateTime(year: 2025, month: 1, day: 7, hour: 9), offset: .utc)
    let through = try Instant(DateTime(year: 2025, month: 11, day: 1), offset: .utc)
    let lines = write { writer, out in writer.writeTimeZone(zone, from: from, through: through, to: out) }
    #expect(
      lines == [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:STANDARD", "DTSTART:20241027T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
        "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20250330T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
        "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20251026T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
        "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  @Test func aZoneThatNeverChangesIsOneObservance() throws {
    let fixed = ZoneRules(fixed: try UTCOffset(hours: 5, minutes: 45), name: "Test/Fixed", abbreviation: "XT")
    let now = try Instant(secondsSinceEpoch: 1_700_000_000)
    let lines = write { writer, out in writer.writeTimeZone(fixed, from: now, through: now, to: out) }
    #expect(lines.contains("DTSTART:20231115T000000") && lines.contains("TZOFFSETTO:+0545"))
    #expect(lines.filter { $0 == "BEGIN:STANDARD" }.count == 1)
  }
}
