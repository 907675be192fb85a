import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// What calsh writes under `set reform` reads back as the same value (issue 32, fix round 3):
/// date-times, zoned ones and timestamps, ranges, errors' suggestions, the span's ends.
struct ReformWritingTests {
  /// The one line a statement prints, or the first error's message.
  func line(_ text: String) -> String {
    let (output, errors) = evaluate(text)
    if let error = errors.first { return "error: \(error.message)" }
    return String(output.dropLast())
  }

  /// A date-time is read under the reform and written under it too: the same day, not its
  /// proleptic Gregorian date (1700-01-01 10:00 printed 1700-01-11T10:00 under gb).
  @Test func dateTimesAreWrittenAsTheyAreRead() {
    #expect(line("set reform gb; 1700-01-01 10:00") == "1699/1700-01-01T10:00")
    #expect(line("set reform gb; 1700-06-11 10:00 + 1 day") == "1700-06-12T10:00")
    #expect(line("set reform gb; 1700-01-31 10:00 + 1 month") == "1699/1700-02-29T10:00")
    #expect(line("set reform gb; 1731/2-02-11T10:00") == "1731/2-02-11T10:00")
    #expect(line("set reform gb; 1731/2-02-11 10:00 + 1 hour") == "1731/2-02-11T11:00")
    #expect(line("set reform gb; 1752-09-02 23:00 + 1 hour") == "1752-09-14T00:00")
    #expect(line("set reform it; 1582-10-04 23:30 + 1 hour") == "1582-10-15T00:30")
    #expect(line("set reform julian; 2026-11-15 10:00") == "2026-11-15T10:00")
    #expect(
      line("set reform gb; 1700-01-01 10:00..1700-01-03 10:00")
        == "1699/1700-01-01T10:00..1699/1700-01-03T10:00")
    // JSON writes the reform's date without a dual year, as it writes a date.
    #expect(line("set reform gb; 1700-01-01 10:00 | json") == "\"1700-01-01T10:00:00\"")
    #expect(line("set reform gb; 1700-01-01 | json") == "\"1700-01-01\"")
  }

  /// Calendar units move a zoned date-time's wall clock in the reform's months, as they move a
  /// plain date-time (final QA: Gregorian month lengths gave 1700-03-14 for 02-15 + 1 month).
  @Test func zonedDateTimesMoveInTheReformsMonths() {
    #expect(
      line("set reform gb; 1700-02-15T10:00 Europe/London + 1 month")
        == "1699/1700-03-15T10:00-00:01:15[Europe/London]")
    #expect(
      line("set reform gb; 1700-01-31T10:00 Europe/London + 1 month")
        == "1699/1700-02-29T10:00-00:01:15[Europe/London]")
    #expect(
      line("set reform gb; 1700-01-01T10:00 Europe/London + 1 year")
        == "1700/1-01-01T10:00-00:01:15[Europe/London]")
    #expect(line("set reform julian; 2100-02-15T10:00 Europe/London + 1 month").hasPrefix("2100-03-15T10:00"))
    #expect(line("set reform ru; 1900-01-15T10:00 Europe/Moscow + 1 year").hasPrefix("1901-01-15T10:00"))
  }

  /// Explaining a wall time in a zone, or adding to one, ends on the plain command's line under
  /// a reform, and its steps name the dates as the reform writes them.
  @Test func instantExplanationsAnswerAsThePlainCommand() {
    for (statement, plain) in [
      ("explain 1700-01-01T10:00 Europe/London", "1700-01-01T10:00 Europe/London"),
      ("explain 1700-01-01T10:00 Europe/London + 1 day", "1700-01-01T10:00 Europe/London + 1 day"),
      ("explain 1700-01-01T10:00 Europe/London + 24 hours", "1700-01-01T10:00 Europe/London + 24 hours"),
    ] {
      let (output, errors) = evaluate("set reform gb; set width 1000; " + statement)
      #expect(errors.isEmpty, "\(statement)")
      let steps = output.split(separator: "\n")
      #expect(steps.last == "\(steps.count). Answer: " + line("set reform gb; " + plain)[...], "\(statement)")
      #expect(!output.contains("1700-01-11T"), "\(statement): \(output)")
    }
  }

  /// Zoned date-times and timestamps write their wall clock's date as the reform does.
  @Test func zonedDateTimesAndTimestampsFollowTheReform() {
    #expect(
      line("set reform gb; 1700-01-01 10:00 in Europe/London")
        == "1699/1700-01-01T09:58:45-00:01:15[Europe/London]")
    #expect(
      line("set reform gb; 1700-01-01 10:00 in Europe/London | json")
        == "\"1700-01-01T09:58:45-00:01[Europe/London]\"")
    #expect(line("set reform gb; 1700-01-01T10:00Z") == "1699/1700-01-01T10:00Z")
    // @-8520336000 is proleptic Gregorian 1700-01-01T00:00Z, Julian 1699-12-22.
    #expect(line("@-8520336000") == "1700-01-01T00:00Z")
    #expect(line("set reform gb; @-8520336000") == "1699-12-22T00:00Z")
    #expect(line("set reform gb; 1699-12-22T00:00Z == @-8520336000") == "true")
  }

  /// Whatever a date-time prints under a reform reads back, under it, as the same date-time.
  @Test func printedDateTimesReadBack() {
    let written = [
      "0800-02-29 12:00", "1582-10-04 23:59", "1700-02-29 08:00", "1731/2-03-24 06:15", "1752-09-02 10:00",
      "2026-11-29 07:00",
    ]
    for reform in ["gb", "it", "ru", "churchgr", "julian"] {
      for text in written
      where !(text.hasPrefix("1731/2") && reform != "gb") && !(text.hasPrefix("1700-02-29") && reform == "it")
      {
        let printed = line("set reform \(reform); \(text)")
        #expect(!printed.hasPrefix("error"), "\(reform) \(text): \(printed)")
        guard !printed.hasPrefix("error") else { continue }
        #expect(
          line("set reform \(reform); \(printed) == \(text)") == "true", "\(reform) \(text) → \(printed)")
        let zoned = line("set reform \(reform); \(text) UTC")
        #expect(
          line("set reform \(reform); \(zoned) == \(text) UTC") == "true", "\(reform) \(text) → \(zoned)")
      }
    }
  }

  /// A range written later end first names the ends as the reform writes them (it suggested the
  /// Gregorian dates of those days).
  @Test func backwardsRangesSuggestTheReformsDates() {
    #expect(
      line("set reform gb; 1700-05-11..1700-05-01")
        == "error: a range runs from the earlier to the later: 1700-05-01..1700-05-11")
    #expect(
      line("set reform gb; 1731/2-02-11..1731/2-02-01")
        == "error: a range runs from the earlier to the later: 1731/2-02-01..1731/2-02-11")
    #expect(
      line("set reform gb; 1700-05-11 10:00..1700-05-01 10:00")
        == "error: a range runs from the earlier to the later: 1700-05-01T10:00..1700-05-11T10:00")
  }

  /// A date and a range of dates print with their dual years by `print` and alone, as a date alone does.
  @Test func printAndRangesWriteDualYears() {
    #expect(line("set reform gb; print 1731/2-02-11") == "1731/2-02-11")
    #expect(line("set reform gb; 1731/2-02-01..1731/2-02-03") == "1731/2-02-01..1731/2-02-03")
    #expect(line("set reform gb; print 1731/2-02-01..1731/2-02-03") == "1731/2-02-01..1731/2-02-03")
    #expect(line("set reform gb; print 1700-05-01..1700-05-03") == "1700-05-01..1700-05-03")
  }

  /// Past either end of the days a reform knows is the out-of-range error, named in its dates;
  /// under a church's reform Revised Julian 9999-12-31 is the last (its next day was 10000-01-01).
  @Test func everyReformStopsAtItsSpansEnds() {
    for code in ["proleptic", "julian", "churchgr", "churchro", "revised", "gb", "it"] {
      let reform = Reform(named: code)!
      let first = reform.label(of: CivilDate(uncheckedDayCount: reform.knownDayCounts.lowerBound))
      let last = reform.label(of: CivilDate(uncheckedDayCount: reform.knownDayCounts.upperBound))
      let message = "error: the result falls outside \(first)…\(last)"
      #expect(line("set reform \(code); \(last)") == "\(last)", "\(code)")
      #expect(line("set reform \(code); \(first)") == "\(first)", "\(code)")
      for sum in ["\(last) + 1", "\(last) 10:00 + 1 day", "\(first) - 1"] {
        #expect(line("set reform \(code); \(sum)") == message, "\(code): \(sum)")
      }
      // Under julian the month lands on a Julian date past the last, which that error names.
      let month = line("set reform \(code); \(last) + 1 month")
      #expect(month == message || month.hasSuffix("run from \(first) to \(last)"), "\(code): \(month)")
      #expect(
        line("set reform \(code); \(last) 23:00 + 1 hour")
          == "error: the date-time is outside the supported range \(first)T00:00…\(last)T23:59:59", "\(code)")
    }
    #expect(
      line("set reform churchgr; 9999-12-31 + 1") == "error: the result falls outside 0001-01-03…9999-12-31")
  }

  /// Under a reform with dual years a slip in one names the dual form, not a division.
  @Test func dualYearSlipsNameTheDualForm() {
    #expect(
      line("set reform gb; 1731/2-2-11")
        == "error: '1731/2-2-11' is not a date; did you mean 1731/2-02-11? (months and days take two digits)")
    #expect(
      line("set reform gb; month 1731/2-02")
        == "error: '1731/2-02' is not a month: a month is written with its New Style year, 1732-02; dual years are written on days, 1731/2-02-01"
    )
    #expect(line("set reform gb; month 1732-02").contains("February"))
    // Without a reform that writes them the division hint stays.
    #expect(line("1731/2-2-11").contains("for division write 1731 / 2"))
  }
}
