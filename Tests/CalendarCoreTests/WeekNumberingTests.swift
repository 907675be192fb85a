import Testing

@testable import CalendarCore

/// Week numbers against strftime's published values and against their definitions applied day by
/// day: `%U` is how many Sundays the year has had, `%W` how many Mondays. (scripts/check-weeks
/// compares `format "%U %W"` with Python's strftime over every day 1900–2100.)
struct WeekNumberingTests {
  func count(_ text: String) -> Int { try! CivilDate(parsing: text).dayCount }

  @Test(arguments: [
    // 2021 starts on a Friday: its first Sunday is the 3rd, its first Monday the 4th.
    ("2021-01-01", 53, 0, 0), ("2021-01-03", 53, 1, 0), ("2021-01-04", 1, 1, 1),
    // 2023 starts on a Sunday, 2024 on a Monday: no week 0 for us and uk respectively.
    ("2023-01-01", 52, 1, 0), ("2024-01-01", 1, 0, 1), ("2024-12-31", 1, 52, 53),
    ("2026-11-28", 48, 47, 47), ("0001-01-01", 1, 0, 1), ("9999-12-31", 52, 52, 52),
  ])
  func knownWeeks(date: String, iso: Int, us: Int, uk: Int) {
    #expect(WeekNumbering.iso.week(ofDayCount: count(date)) == iso)
    #expect(WeekNumbering.us.week(ofDayCount: count(date)) == us)
    #expect(WeekNumbering.uk.week(ofDayCount: count(date)) == uk)
  }

  @Test func usAndUKCountTheirFirstWeekdays() {
    for numbering in [WeekNumbering.us, .uk] {
      var year = 0
      var seen = 0
      for day in Gregorian.dayCounts {
        let civil = civilFromDays(day)
        if civil.year != year { (year, seen) = (civil.year, 0) }
        if Weekday(dayCount: day) == numbering.firstWeekday { seen += 1 }
        guard numbering.week(ofDayCount: day) == seen else {
          Issue.record("\(numbering) \(civil): \(numbering.week(ofDayCount: day)), not \(seen)")
          return
        }
      }
    }
  }

  @Test func isoIsWhatIsoweekSays() {
    for day in stride(from: Gregorian.dayCounts.lowerBound, through: Gregorian.dayCounts.upperBound, by: 5) {
      #expect(WeekNumbering.iso.week(ofDayCount: day) == CivilDate(uncheckedDayCount: day).isoWeek.week)
    }
  }

  /// A row is numbered by most of its days, or of the displayed month's days in it (at New Year).
  @Test func rows() {
    // A Sunday-first row 2020-12-27 … 2021-01-02: ISO 53 (Monday to Saturday are 2020-W53).
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("2020-12-27")) == 53)
    // The US row 2025-12-28 … 2026-01-03: week 52 of 2025 in December, week 0 of 2026 in January.
    let december = count("2025-12-01")...count("2025-12-31")
    let january = count("2026-01-01")...count("2026-01-31")
    #expect(WeekNumbering.us.week(ofRowStartingAt: count("2025-12-28"), displaying: december) == 52)
    #expect(WeekNumbering.us.week(ofRowStartingAt: count("2025-12-28"), displaying: january) == 0)
    #expect(WeekNumbering.us.week(ofRowStartingAt: count("2025-12-28")) == 52)
    // A Sunday-first row whose only day of September 1900 is Sunday the 30th: ISO week 39, its
    // week, though the padding Monday to Saturday is week 40.
    let september = count("1900-09-01")...count("1900-09-30")
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("1900-09-30"), displaying: september) == 39)
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("1900-09-30")) == 40)
    // Past 9999-12-31 there is no number; 0001-01's first row has one.
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("9999-12-31") - 2) == nil)
    #expect(WeekNumbering.us.week(ofRowStartingAt: count("0001-01-01") - 1) == 0)
    #expect(WeekNumbering.us.numbersRows(startingOn: .sunday))
    #expect(!WeekNumbering.iso.numbersRows(startingOn: .sunday))
    #expect(WeekNumbering.uk.numbersRows(startingOn: .monday))
  }

  /// A row counts only the displayed month's days; a tie goes to the shown day nearest the row's
  /// middle, so a tied last row does not repeat the row above's number.
  @Test func aRowIsNumberedByMostOfTheMonthsDaysInIt() {
    // Saturday-first rows, ISO weeks: 28 and 29 April 1900 are week 17, 30 April week 18.
    let april = count("1900-04-01")...count("1900-04-30")
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("1900-04-28"), displaying: april) == 17)
    // 21, 22 April (week 16) against 23, 24 April (week 17): the row's middle, the 24th, decides.
    let tied = count("1900-04-01")...count("1900-04-24")
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("1900-04-21"), displaying: tied) == 17)
    // Wednesday-first, a month from Saturday 28 April: 28, 29 (17) against 30 April, 1 May (18).
    let fromSaturday = count("1900-04-28")...count("1900-05-31")
    #expect(WeekNumbering.iso.week(ofRowStartingAt: count("1900-04-25"), displaying: fromSaturday) == 17)
  }

  /// Under a reform US and UK weeks count from the written 1 January, as `format "%U"` does.
  @Test func underAReformWeeksCountFromTheWrittenNewYear() throws {
    let gb = try #require(Reform(named: "gb"))
    let newYear = try gb.dayCount(year: 1700, month: 1, day: 1)
    #expect(WeekNumbering.us.week(ofDayCount: newYear, reform: gb) == 0)
    #expect(WeekNumbering.uk.week(ofDayCount: newYear, reform: gb) == 1)
    #expect(WeekNumbering.us.week(ofRowStartingAt: newYear - 1, reform: gb) == 0)
  }
}
