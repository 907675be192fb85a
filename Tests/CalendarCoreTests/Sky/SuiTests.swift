import Testing

@testable import CalendarCore

/// The Chinese and Korean months worked out from the sky (`Sui`) against the published tables
/// calsh reads: the count of months and leap months where they part is fixed here, so a change in
/// either shows.
@Suite struct SuiTests {
  /// Each derived month's first day, number and leap flag beside the table's date of that day.
  func partings<C: LunisolarCalendar>(_: C.Type, _ time: LunisolarTime, years: ClosedRange<Int>)
    throws -> (months: Int, starts: [String], leaps: [String])
  {
    var (months, starts, leaps) = (0, [String](), [String]())
    for year in years {
      let sui = try Sui(solsticeYear: year, time: time)
      #expect(sui.months.count == 12 || sui.months.count == 13, "\(year)")
      #expect(sui.months[0].majorTerms.contains { $0.index == 23 }, "\(year): month 11 holds the solstice")
      for month in sui.months where C.dayCounts.contains(month.start) {
        months += 1
        let table = C.date(fromDayCount: month.start)
        let derived = CalendarDate<NoEra>(
          year: month.lunarYear, month: month.number, day: 1, isLeapMonth: month.isLeap)
        if table != derived { starts.append("\(CivilDate(uncheckedDayCount: month.start)) \(table.numbers)") }
        if month.isLeap != (table.isLeapMonth && table.day == 1) {
          leaps.append("\(CivilDate(uncheckedDayCount: month.start))")
        }
      }
    }
    return (months, starts, leaps)
  }

  @Test func leapSecondMonthOf2023() throws {
    let sui = try Sui(solsticeYear: 2022, time: .beijing)
    #expect(sui.months.count == 13)
    let leap = try #require(sui.months.first { $0.isLeap })
    #expect(CivilDate(uncheckedDayCount: leap.start).description == "2023-03-22")
    #expect(leap.number == 2 && leap.lunarYear == 2023 && leap.majorTerms.isEmpty)
    let (month, day) = try #require(
      sui.month(containing: CivilDate(uncheckedYear: 2023, month: 4, day: 20).dayCount))
    #expect(month.number == 3 && !month.isLeap && day == 1)
    #expect(try Sui(solsticeYear: 2023, time: .beijing).months.count == 12)
  }

  @Test func localTimes() throws {
    let instant = try Instant(secondsSinceEpoch: -264_933_000)  // 1961-08-10 00:00 in Seoul, +9 from then
    #expect(LunisolarTime.seoul.offsetSeconds(at: instant) == 32_400)
    #expect(LunisolarTime.seoul.offsetText(at: try instant.adding(seconds: -1)) == "UTC+8:30")
    #expect(
      LunisolarTime.beijing.offsetText(at: try Instant(secondsSinceEpoch: -1_293_840_001)) == "UTC+7:45:40")
    #expect(LunisolarTime.beijing.local(try Instant(secondsSinceEpoch: -28_801)) == (-1, 1439))
  }

  /// Every month 1900–2100: the sky's rule in Beijing time against lunar-python's table.
  @Test func chineseMonthsAgainstTheTable() throws {
    let (months, starts, leaps) = try partings(ChineseCalendar.self, .beijing, years: 1899...2100)
    #expect(months > 2480)
    // A new moon within minutes of Beijing midnight: the table keeps the month a day longer.
    #expect(starts == ["1906-04-23 1906-03-30", "2057-09-28 2057-08-30"])
    #expect(leaps.isEmpty, "\(leaps)")
  }

  /// Every month 1900–2050: the same rule in Seoul time against KASI's table.
  @Test func koreanMonthsAgainstTheTable() throws {
    let (months, starts, leaps) = try partings(KoreanCalendar.self, .seoul, years: 1899...2050)
    #expect(months > 1860)
    // All before 1912, when Korea reckoned its calendar by older methods.
    #expect(
      starts == [
        "1904-01-18 1903-12-02", "1904-11-08 1904-10-02", "1905-05-05 1905-04-02", "1908-05-01 1908-04-02",
        "1911-12-21 1911-11-02",
      ])
    #expect(leaps.isEmpty, "\(leaps)")
  }

  /// Korea's table before 1900, back to 1583: the modern rule (China's from 1645, Korea's from
  /// 1653) in Seoul time parts from it often, most before the reform of the calendar.
  @Test func koreanMonthsBefore1900() throws {
    let (months, starts, leaps) = try partings(KoreanCalendar.self, .seoul, years: 1582...1899)
    #expect(months > 3900)
    #expect(starts.count == 169)
    #expect(leaps.count == 61)
    // After Korea took up the true solar terms (1653) they part less: a new moon or a term near
    // midnight in another local time or ephemeris.
    #expect(starts.filter { $0 >= "1654" }.count == 90)
    #expect(leaps.filter { $0 >= "1654" }.count == 13)
  }
}
