import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// Times, date-times, instants in zones and exact durations as the language's values (issue 28):
/// read, written, compared and combined, with the embedded zones (the test's policy).
struct TimeValueTests {
  func line(_ text: String) -> String {
    let result = evaluate(text, today: "2026-11-28")
    return result.errors.isEmpty ? String(result.output.dropLast()) : "error: " + result.errors[0].message
  }

  /// What hostile QA found: `Z[zone]` is an instant shown in the zone (RFC 9557), a date-time
  /// equals a date at its midnight as `<` orders them, and a mixed ISO duration's hint has its
  /// own figures.
  @Test func qaFindings() {
    #expect(line("2025-03-30T01:30Z[Europe/Berlin]") == "2025-03-30T03:30+02:00[Europe/Berlin]")
    #expect(line("2026-11-28T00:00 == 2026-11-28") == "true")
    #expect(line("2026-11-28 == 2026-11-28T00:01") == "false")
    #expect(line("2026-11-28T10:00 + P1DT3H").contains("('+ 1 day + 3 hours')"))
    #expect(line("2026-11-28T10:00 + P1Y2M3DT4H").contains("('+ 1 year 2 months 3 days + 4 hours')"))
  }

  /// `| hours`, `| minutes`, `| seconds`: a duration on the time line as a number (the issue's
  /// `2025-11-03T09:00 - 2025-11-01T17:30 | hours` is 39.5).
  @Test func durationsAsNumbersOfAUnit() {
    #expect(line("2025-11-03T09:00 - 2025-11-01T17:30 | hours") == "39.5")
    #expect(line("90 min | hours") == "1.5")
    #expect(line("1 min | hours") == "0.016666667")
    #expect(line("(2025-01-03 - 2025-01-01) | hours") == "48")
    #expect(line("13:30 - 15:00 | minutes") == "-90")
    #expect(line("1 month | hours").hasPrefix("error: hours counts a duration on the time line"))
  }

  @Test func literalsAreWrittenAsTemporalWritesThem() {
    #expect(line("15:30") == "15:30")
    #expect(line("3pm") == "15:00")
    #expect(line("12 am") == "00:00")
    #expect(line("3:30 pm") == "15:30")
    #expect(line("2025-03-30 01:30") == "2025-03-30T01:30")
    #expect(line("2025-03-30T01:30:15.000000001") == "2025-03-30T01:30:15.000000001")
    #expect(line("2025-03-30T01:30Z") == "2025-03-30T01:30Z")
    #expect(line("2025-03-30T01:30+09:00") == "2025-03-30T01:30+09:00")
    #expect(line("2025-03-30T01:30 Europe/Berlin") == "2025-03-30T01:30+01:00[Europe/Berlin]")
    #expect(line("15:00 Asia/Tokyo") == "2026-11-28T15:00+09:00[Asia/Tokyo]")
    #expect(line("@1700000000") == "2023-11-14T22:13:20Z")
    #expect(line("@1700000000.123") == "2023-11-14T22:13:20.123Z")
    #expect(line("90 min") == "1 hour 30 minutes")
    #expect(line("PT1H30M") == "1 hour 30 minutes")
    #expect(line("P3D") == "3 days")
  }

  /// Gaps and overlaps resolve as Temporal's `compatible`; an offset must agree with its zone.
  @Test func wallTimesInGapsAndOverlaps() {
    #expect(line("2025-03-30T02:30 Europe/Berlin") == "2025-03-30T03:30+02:00[Europe/Berlin]")
    #expect(line("2025-10-26T02:30 Europe/Berlin") == "2025-10-26T02:30+02:00[Europe/Berlin]")
    #expect(line("2025-10-26T02:30+01:00[Europe/Berlin]") == "2025-10-26T02:30+01:00[Europe/Berlin]")
    #expect(line("2025-03-30T03:30+01:00[Europe/Berlin]").hasPrefix("error: 2025-03-30T03:30 at +01:00"))
  }

  @Test func calendarUnitsKeepTheWallClockExactUnitsFollowTheTimeLine() {
    #expect(line("2025-03-29T12:00 Europe/Berlin + 1 day") == "2025-03-30T12:00+02:00[Europe/Berlin]")
    #expect(line("2025-03-29T12:00 Europe/Berlin + 24 hours") == "2025-03-30T13:00+02:00[Europe/Berlin]")
    #expect(line("2025-11-03T09:00 - 2025-11-01T17:30") == "1 day 15 hours 30 minutes")
    #expect(line("2025-03-31T00:00 Europe/Berlin - 2025-03-30T00:00 Europe/Berlin") == "23 hours")
    #expect(line("23:00 + 2 hours") == "01:00")
    #expect(line("01:00 - 90 min") == "23:30")
    #expect(line("2025-01-31T08:00 + 1 month") == "2025-02-28T08:00")
    #expect(line("3 hours * 2 - 30 min") == "5 hours 30 minutes")
  }

  /// `between` two date-times is their exact difference; dates keep their years, months, days.
  @Test func betweenDateTimes() {
    #expect(line("between 2025-11-01T17:30 2025-11-03T09:00") == "1 day 15 hours 30 minutes")
    #expect(line("between 2025-03-30T00:00 Europe/Berlin 2025-03-31T00:00 Europe/Berlin") == "23 hours")
    #expect(line("2025-11-01T17:30 | between 2025-11-03T09:00") == "1 day 15 hours 30 minutes")
    #expect(line("between 2025-01-31 2025-03-01") == "1 month 1 day")
    #expect(line("between 2025-11-01T17:30 2025-11-03").contains("two date-times"))
  }

  @Test func comparisonsAreByInstant() {
    #expect(line("@0 == 1970-01-01T09:00+09:00") == "true")
    #expect(line("2025-03-30T01:30 < 2025-03-30T01:30:00.000000001") == "true")
    #expect(line("15:30 > 3pm") == "true")
    #expect(line("1h30m == 90 min") == "true")
  }

  /// JSON and CSV write RFC 3339 with the offset and the zone in brackets, as Temporal does.
  @Test func machineOutput() {
    #expect(line("2025-03-30T02:30 Europe/Berlin | json") == "\"2025-03-30T03:30:00+02:00[Europe/Berlin]\"")
    #expect(line("@1700000000 | json") == "\"2023-11-14T22:13:20Z\"")
    #expect(line("2025-03-30T01:30 | json") == "\"2025-03-30T01:30:00\"")
    #expect(line("1h30m | json") == "\"PT1H30M\"")
    #expect(line("-(90 s) | json") == "\"-PT1M30S\"")
  }

  @Test func errorsAreInAUsersWords() {
    #expect(line("25:00").contains("hour 25 does not exist"))
    #expect(line("2025-03-30T01:30 Europe/Berln").contains("did you mean Europe/Berlin?"))
    #expect(line("2025-03-30T01:30+25:00").contains("is not an offset"))
    #expect(line("@99999999999999999").contains("past the instants calsh knows"))
    #expect(line("@253402300800").contains("past the instants calsh knows"))
    #expect(line("9999-12-31T23:59 Asia/Tokyo + 1 day").contains("outside"))
    #expect(line("99999999999999 hours").contains("too long"))
  }

  /// Random instants written at UTC and read back name the same second; `+ N hours` equals the
  /// timestamp N × 3600 later, in any zone.
  @Test func randomInstantsRoundTrip() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let seconds = Int64.random(in: -2_000_000_000...4_000_000_000, using: &generator)
      let hours = Int.random(in: -10_000...10_000, using: &generator)
      let written = line("@\(seconds)")
      #expect(line("\(written) == @\(seconds)") == "true", "\(seconds)")
      #expect(
        line("(@\(seconds) + \(hours) hours) - @\(seconds) == \(hours) hours") == "true",
        "\(seconds) \(hours)")
    }
  }
}
