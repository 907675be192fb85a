import CalendarCore
import Testing

/// `set reform churchgr` and `churchro`: Julian dates before the switch, Revised Julian dates
/// from it, each day written as one of the two calendars writes it.
struct ChurchReformTests {
  @Test func namesAndSwitches() throws {
    let greece = try #require(Reform(named: "churchgr"))
    #expect(Reform(named: "revised") == greece && Reform(named: "ChurchGR") == greece)
    #expect(greece != Reform(named: "gr") && greece.isRevisedJulian && greece.code == "churchgr")
    #expect(greece.country == nil && greece.church?.code == "churchgr")
    #expect(greece.switchDates.map { "\($0.lastJulian) \($0.firstGregorian)" } == "1924-03-09 1924-03-23")
    let romania = try #require(Reform(named: "churchro"))
    #expect(romania.switchDates.map { "\($0.lastJulian) \($0.firstGregorian)" } == "1924-09-30 1924-10-14")
    #expect(romania.place == "for the Romanian Orthodox Church")
  }

  /// Every day of calsh's range is written as the Julian or the Revised Julian calendar writes it,
  /// and read back from that writing.
  @Test(arguments: ChurchReform.all)
  func everyDayIsJulianThenRevisedJulian(church: ChurchReform) throws {
    let reform = Reform(church)
    var wrong: [String] = []
    for count in Gregorian.dayCounts {
      let label = reform.label(dayCount: count)
      let expected =
        count < church.revisedFrom.dayCount
        ? JulianCalendar.date(dayCount: count) : RevisedJulianCalendar.date(dayCount: count)
      if (label.year, label.month, label.day) != expected { wrong.append("\(count): \(label)") }
      if label.year <= 9999,
        (try? reform.dayCount(year: label.year, month: label.month, day: label.day)) != count
      {
        wrong.append("\(label) does not read back")
      }
      if wrong.count > 5 { break }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }

  @Test func theYear2800() throws {
    let reform = try #require(Reform(named: "churchgr"))
    #expect(!reform.isLeapYear(2800) && reform.isLeapYear(2400) && reform.isLeapYear(2900))
    #expect(reform.daysIn(year: 2800, month: 2) == 28 && reform.daysIn(year: 2800) == 365)
    #expect(throws: CalendarError.self) { try reform.date(year: 2800, month: 2, day: 29) }
    let last = try reform.date(year: 2800, month: 2, day: 28)
    #expect(reform.label(of: try last.adding(days: 1)).description == "2800-03-01")
    let march = try reform.adding(months: 1, to: reform.date(year: 2800, month: 1, day: 31), monthEnd: .clamp)
    #expect(reform.label(of: march).description == "2800-02-28")
    #expect(reform.dayOfYear(of: try reform.date(year: 2800, month: 12, day: 31)) == 365)
  }
}
