import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// The session's zone, `now`, `in ZONE`, `set disambiguation`, `zones`, `zone` and `until`
/// (issue 28), with the embedded zones and the clock pinned to noon of `today` (the test policy).
struct ZoneLanguageTests {
  func lines(_ text: String) -> [String] {
    let result = evaluate(text, today: "2026-11-28")
    return result.output.split(separator: "\n").map(String.init)
      + result.errors.map { "error: " + $0.message }
  }

  @Test func nowIsNoonOfTodayInTheSessionsZoneWhenPinned() {
    #expect(lines("now") == ["2026-11-28T12:00+00:00[UTC]"])
    #expect(
      lines("set tz Asia/Tokyo; now; now in Australia/Sydney") == [
        "2026-11-28T12:00+09:00[Asia/Tokyo]", "2026-11-28T14:00+11:00[Australia/Sydney]",
      ])
    #expect(lines("set tz asia/tokyo; set tz local; now") == ["2026-11-28T12:00+00:00[UTC]"])
  }

  @Test func conversionKeepsTheInstant() {
    #expect(lines("15:00 Asia/Tokyo in America/New_York") == ["2026-11-28T01:00-05:00[America/New_York]"])
    #expect(lines("(@1700000000 in Asia/Tokyo) == @1700000000") == ["true"])
    #expect(lines("set tz Europe/Berlin; 2025-03-30T01:30 in UTC") == ["2025-03-30T00:30+00:00[UTC]"])
    #expect(lines("2025-03-30T01:30 in \"Asia/Tokyo\"") == ["2025-03-30T10:30+09:00[Asia/Tokyo]"])
    #expect(lines("3 in UTC").first?.contains("converts a date-time or a time") == true)
  }

  /// The four choices of Temporal for Berlin's gap (02:30 on 2025-03-30) and overlap (02:30 on
  /// 2025-10-26), and `reject`'s positioned error naming the change.
  @Test func disambiguation() {
    let gap = "2025-03-30T02:30 Europe/Berlin"
    let overlap = "2025-10-26T02:30 Europe/Berlin"
    let expected: [(String, String, String)] = [
      ("compatible", "2025-03-30T03:30+02:00[Europe/Berlin]", "2025-10-26T02:30+02:00[Europe/Berlin]"),
      ("earlier", "2025-03-30T01:30+01:00[Europe/Berlin]", "2025-10-26T02:30+02:00[Europe/Berlin]"),
      ("later", "2025-03-30T03:30+02:00[Europe/Berlin]", "2025-10-26T02:30+01:00[Europe/Berlin]"),
    ]
    for (choice, inGap, inOverlap) in expected {
      #expect(lines("set disambiguation \(choice); \(gap); \(overlap)") == [inGap, inOverlap], "\(choice)")
    }
    let rejected = evaluate("set disambiguation reject; \(gap)", today: "2026-11-28").errors
    #expect(rejected.first?.message.contains("does not exist in Europe/Berlin") == true)
    #expect(rejected.first?.range == SourceRange(offset: 27, length: 30))
    #expect(lines("set disambiguation reject; \(overlap)").first?.contains("happens twice") == true)
    #expect(lines("set disambiguation rejec").first?.contains("did you mean 'reject'?") == true)
  }

  @Test func zonesAndTheirChanges() {
    let listed = lines("zones berlin")
    #expect(listed.first == "Europe/Berlin")
    #expect(listed.last?.contains("from the embedded tzdata") == true)
    #expect(
      lines("zones us/east") == [
        "US/East-Indiana → America/Indiana/Indianapolis", "US/Eastern → America/New_York",
        "(0 zones and 2 links matching 'us/east', from the embedded tzdata \(EmbeddedZoneSource.embeddedRelease))",
      ])
    #expect(
      lines("zone Europe/Berlin 2026") == [
        "2026-03-29T02:00 → 03:00  +01:00 → +02:00  CET → CEST  (clocks forward 1 hour)",
        "2026-10-25T03:00 → 02:00  +02:00 → +01:00  CEST → CET  (clocks back 1 hour)",
      ])
    #expect(
      lines("zone Asia/Tokyo 2026") == [
        "Asia/Tokyo does not change its clocks in 2026: +09:00 (JST) all year"
      ])
    #expect(lines("zone Europe/Berln").first?.contains("did you mean Europe/Berlin?") == true)
  }

  @Test func untilCountsFromNow() {
    #expect(lines("set tz Europe/Berlin; until 17:00") == ["5 hours"])
    #expect(lines("set tz Europe/Berlin; until 09:00") == ["-3 hours"])
    #expect(lines("until 2026-11-29T12:00 Asia/Tokyo") == ["15 hours"])
  }
}
