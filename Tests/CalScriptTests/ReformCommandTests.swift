import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// `set reform` across commands, `explain reform` for every country, `julian` and `date julian`.
struct ReformCommandTests {
  /// The formula `explain reform` shows gives the lag it states, for every country of ncal's table.
  @Test func explainedLagIsTheFormulas() {
    for country in ReformCountry.all {
      let reform = Reform(country)
      guard let (last, _) = reform.switchDates else { continue }
      let lastCount = reform.firstGregorianDay - 1
      let lag = lastCount - daysFromCivil(year: last.year, month: last.month, day: last.day)
      #expect(
        ReformExplanation.difference(julianYear: last.year, month: last.month).days == lag, "\(country.code)")
      let (output, errors) = evaluate("set width 1000; explain reform \(country.code)")
      #expect(errors.isEmpty)
      #expect(output.contains("by \(lag.counting("day")):"), "\(country.code)")
      // The formula's 2: the calendars agree in the 3rd century, as explain julian says (#26.9).
      #expect(output.contains("agree from 0200-03-01 to 0300-02-28: there they differ by 0 days"))
    }
    #expect(evaluate("set width 1000; explain julian 0250-01-01").output.contains("the difference is 0"))
  }

  /// A country that never kept the Julian calendar says so, with its first Gregorian day and
  /// ncal's convention; Greece's switch is the state's of 1923, ncal's 1924 named (#26.9).
  /// Help says where the reform reaches files, as the manual does (#26 QA 9): CSV dates are read
  /// under it, iCalendar dates are Gregorian whatever it says.
  @Test func helpSaysHowFilesMeetTheReform() {
    let data = evaluate("help data").output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(data.contains("Under set reform a CSV file's dates are read as the reform writes them"))
    #expect(data.contains("file's dates are Gregorian (RFC 5545's calendar) whatever the reform"))
    let ics = evaluate("help ics").output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(ics.contains("Its dates are Gregorian (RFC 5545's calendar) whatever set reform says"))
  }

  /// `MONTH | last WEEKDAY` under a reform asks the calendar in force as `last WEEKDAY MONTH` does
  /// (it trapped, looking for a month argument that was piped in).
  @Test func lastWeekdayOfAPipedMonthUnderAReform() {
    let piped = evaluate("set reform gb; 1752-09 | last thu")
    #expect(piped.errors.isEmpty)
    #expect(piped.output == evaluate("set reform gb; last thu 1752-09").output)
    #expect(piped.output == "1752-09-28\n")
    #expect(evaluate("set reform julian; 9999-11 | last fri").errors.count == 1)
  }

  @Test func explainReformFollowsHistory() {
    let japan = evaluate("set width 1000; explain reform jp").output
    #expect(japan.contains("Japan never kept the Julian calendar"))
    #expect(
      japan.contains("Answer: 1873-01-01 was the first Gregorian day in Japan, which had no Julian days."))
    #expect(japan.contains("ncal -p lists 1918-12-18"))
    #expect(
      evaluate("set width 1000; explain reform cn").output.contains(
        "1912-01-01 was the first Gregorian day in China"))
    let greece = evaluate("set width 1000; explain reform gr").output
    #expect(greece.contains("Answer: 1923-02-15 was followed by 1923-03-01 in Greece."))
    #expect(
      greece.contains("ncal -p lists 1924-03-09 as the last Julian day: the Greek state switched in 1923"))
    #expect(evaluate("set reform jp; month 1872-12 | count").output == "31\n")
    #expect(evaluate("set reform gr; 1923-02-15 + 1").output == "1923-03-01\n")
  }

  /// `julian DATE` and `date julian` are inverse over the whole range, on a stride of days.
  @Test func julianRoundTrips() {
    for count in stride(
      from: Gregorian.dayCounts.lowerBound, through: Gregorian.dayCounts.upperBound, by: 997)
    {
      let day = CivilDate(uncheckedDayCount: count)
      let (julian, errors) = evaluate("julian \(day)")
      #expect(errors.isEmpty)
      let parts = julian.split(separator: "\n")[0].split(separator: "-").map { Int($0)! }
      let (back, _) = evaluate("date julian \(parts[0]) \(parts[1]) \(parts[2])")
      #expect(back == "\(day)\n", "\(day)")
    }
  }

  /// Under a reform every date printed reads back as the same day, and weekday follows the day.
  @Test func writtenDatesReadBack() {
    for code in ["gb", "it", "ru", "julian"] {
      for count in stride(
        from: Gregorian.dayCounts.lowerBound + 3, through: Gregorian.dayCounts.upperBound, by: 1999)
      {
        let day = CivilDate(uncheckedDayCount: count)
        let (written, _) = evaluate("set reform \(code); jdn \(day.julianDayNumber)")
        let (weekday, errors) = evaluate("set reform \(code); weekday \(written.dropLast())")
        #expect(errors.isEmpty, "\(code) \(day)")
        #expect(weekday == day.weekday.name + "\n", "\(code) \(day)")
      }
    }
  }

  /// Under a church's reform Easter is the Orthodox one, written in the Revised Julian calendar,
  /// and its explanation answers the same (#32 QA 1); `gregorian` still names the Western.
  @Test func easterUnderAChurchIsTheOrthodox() {
    for church in ["churchgr", "churchro"] {
      let (output, errors) = evaluate(
        "set reform \(church); easter 2024; easter 2024 gregorian; easter 2850; easter 2024 orthodox")
      #expect(errors.isEmpty)
      #expect(output == "2024-05-05\n2024-03-31\n2850-05-02\n2024-05-05\n", "\(church)")
      for year in [2024, 2850] {
        let plain = evaluate("set reform \(church); easter \(year)").output
        let explained = evaluate("set width 1000; set reform \(church); explain easter \(year)").output
        #expect(explained.contains("Answer: \(plain.dropLast())."), "\(church) \(year)")
      }
    }
    #expect(evaluate("set reform gb; easter 2024").output == "2024-03-31\n")
  }

  /// Under a church's reform a date of another calendar naming Gregorian 9999-12-30 or 31 (year
  /// 10000 there) is the out-of-range error, and a span's end past it is named in Gregorian.
  @Test func otherCalendarsStopAtTheChurchesLastDay() {
    for church in ["churchgr", "churchro"] {
      for statement in ["date julian 9999 10 19", "date hebrew 13760 8 28", "explain date julian 9999 10 19"]
      {
        let (output, errors) = evaluate("set reform \(church); \(statement)")
        #expect(
          output.isEmpty && errors.first?.message == "the result falls outside 0001-01-03…9999-12-31",
          "\(statement)")
      }
      #expect(evaluate("set reform \(church); date julian 9999 10 17").output == "9999-12-31\n")
      let span = evaluate("set reform \(church); date coptic 9717 1 1").errors.first?.message ?? ""
      #expect(span.hasSuffix("to Gregorian 9999-12-31") && !span.contains("10000"), "\(span)")
    }
  }

  /// `explain date julian` under a reform says how the reform writes the day it reached by its
  /// Gregorian name, so its steps add up to the Answer (verification QA).
  @Test func julianReverseSaysHowTheReformWritesTheDay() {
    for (reform, date, note) in [
      (
        "gb", "1700 1 1",
        "6. Under set reform gb this day is written in the Julian calendar: 1699/1700-01-01."
      ),
      (
        "churchgr", "2800 3 20",
        "6. Under set reform churchgr this day is written in the Revised Julian calendar: 2800-04-09."
      ),
    ] {
      let lines = evaluate("set width 1000; set reform \(reform); explain date julian \(date)").output
        .split(separator: "\n")
      #expect(lines.suffix(2).first.map(String.init) == note, "\(lines)")
    }
    #expect(!evaluate("set width 1000; explain date julian 1700 1 1").output.contains("Under set reform"))
  }

  /// `easter YEAR gregorian` is the Gregorian computus's Sunday before a switch too, written as the
  /// reform writes it; without the word the Easter then kept (#32 final QA: churchgr gave the Orthodox).
  @Test func gregorianEasterIsTheWesternBeforeASwitch() {
    #expect(
      evaluate("set reform churchgr; easter 1900 gregorian; easter 1900").output == "1900-04-02\n1900-04-09\n"
    )
    #expect(evaluate("set reform churchro; easter 1900 gregorian").output == "1900-04-02\n")
    #expect(
      evaluate("set reform gb; easter 1701 gregorian; easter 1701").output == "1700/1-03-16\n1701-04-20\n")
    #expect(evaluate("set reform gb; easter 1582 gregorian").errors.first?.message.contains("1583") == true)
    // From 2800 the church's calendar parts from the Gregorian: the Western derivation is refused
    // (its Gregorian date was the Answer, a day off the plain command's).
    for church in ["churchgr", "churchro"] {
      let refused =
        evaluate("set reform \(church); explain easter 2800 gregorian").errors.first?.message ?? ""
      #expect(
        refused.contains("Revised Julian calendar, which parts from the Gregorian in 2800"), "\(refused)")
      #expect(evaluate("set reform \(church); easter 2800 gregorian").output == "2800-04-03\n")
    }
  }
}
