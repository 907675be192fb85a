import Testing

@testable import CalendarCore

/// A date read proleptically before a reform, against known facts: Hastings (1066-10-14, Julian)
/// was a Saturday; Julian and Gregorian agree from 0200-03-01 to 0300-02-28; the difference grows
/// by a day at each Gregorian common century year.
struct PreReformDateTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }
  let gb = Reform(named: "gb")!
  let rome = Reform(named: "1582")!

  @Test func hastings() throws {
    let found = try #require(PreReformDate(date("1066-10-14"), before: gb))
    #expect(found.date.weekday == .sunday)
    #expect(found.julianWeekday == .saturday)
    #expect(found.daysLater == 6)
    // Under `set reform gb` the written date is the Julian one: the same day.
    #expect(Weekday(dayCount: found.julianDayCount) == date("1066-10-20").weekday)
  }

  @Test func onlyBeforeTheSwitchAndWhereTheCalendarsDiffer() {
    #expect(PreReformDate(date("1752-09-13"), before: gb) != nil)
    #expect(PreReformDate(date("1752-09-14"), before: gb) == nil)
    #expect(PreReformDate(date("1582-10-14"), before: rome) != nil)
    #expect(PreReformDate(date("1582-10-15"), before: rome) == nil)
    #expect(PreReformDate(date("0250-06-01"), before: rome) == nil)
    #expect(PreReformDate(date("1066-10-14"), before: .proleptic) == nil)
    #expect(PreReformDate(date("1066-10-14"), before: Reform(named: "jp")!) == nil)
    // 0001-01-01: the Julian date is two days before it (before calsh's first day).
    #expect(PreReformDate(date("0001-01-01"), before: rome)?.daysLater == -2)
    #expect(PreReformDate(date("1600-01-01"), before: gb)?.daysLater == 10)
    #expect(PreReformDate(date("1700-03-01"), before: gb)?.daysLater == 11)
  }

  @Test func theLocaleRegionsReform() {
    #expect(PreReformDate.reform(ofRegion: "GB") == gb)
    #expect(PreReformDate.reform(ofRegion: "us").country?.code == "us")
    #expect(PreReformDate.reform(ofRegion: "DE").firstGregorianDay == date("1700-03-01").dayCount)
    #expect(PreReformDate.reform(ofRegion: nil).code == "1582")
    #expect(PreReformDate.reform(ofRegion: "IE").code == "1582")
    #expect(PreReformDate.reform(ofRegion: "JP").code == "1582")
  }
}
