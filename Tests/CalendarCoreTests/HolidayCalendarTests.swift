import Testing

@testable import CalendarCore

struct HolidayCalendarTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func looksUpEachCountryInTheOrderGiven() {
    let calendar = HolidayCalendar(countries: [.jp, .us])
    #expect(calendar.holiday(on: date("2024-05-03"))?.name.english == "Constitution Memorial Day")
    #expect(calendar.holiday(on: date("2024-07-04"))?.name.english == "Independence Day")
    #expect(calendar.holiday(on: date("2024-07-05")) == nil)
    #expect(HolidayCalendar(countries: []).holiday(on: date("2024-01-01")) == nil)
  }

  /// OPM lists New Year's Day observed on Friday 2021-12-31 under 2022: a lookup by date finds it.
  @Test func findsTheUSObservedDayThatBelongsToTheNextYear() {
    let calendar = HolidayCalendar(countries: [.us])
    #expect(calendar.holiday(on: date("2021-12-31"))?.name.english == "New Year's Day (observed)")
    #expect(calendar.holiday(on: date("2022-12-30")) == nil)
  }

  @Test func yearsOutsideASpanMarkNothing() {
    let calendar = HolidayCalendar(countries: [.kr, .jp])
    #expect(HolidayCalendar(countries: [.kr]).holiday(on: date("1989-01-01")) == nil)
    #expect(calendar.holiday(on: date("2200-01-01")) == nil)
    #expect(calendar.holiday(on: date("1989-01-01"))?.name.english == "New Year's Day")
  }

  @Test func gridsMarkTheSameHolidaysTheListsGive() throws {
    let calendar = HolidayCalendar(countries: [.jp, .kr, .us])
    for year in 1990...2050 {
      var listed = Set<Int>()
      for country in Country.builtIn {
        for holiday in try country.holidays(in: year) where holiday.date.year == year {
          listed.insert(holiday.date.dayCount)
        }
      }
      var marked = Set<Int>()
      for month in 1...12 {
        let view = MonthView(try YearMonth(year: year, month: month), holidays: calendar)
        for day in view.days() where day.holiday != nil { marked.insert(day.date!.dayCount) }
      }
      // The US observed day of the next New Year's Day can fall on December 31.
      let next = Set(
        try USHolidays.holidays(in: year + 1).filter { $0.date.year == year }.map(\.date.dayCount))
      #expect(marked == listed.union(next), "\(year)")
    }
  }

  /// Counting and stepping agree with the year lists: a workday is a weekday on no list.
  @Test func workdaysSkipWeekendsAndHolidays() throws {
    for country in Country.builtIn {
      let calendar = HolidayCalendar(countries: [country])
      for year in [2019, 2024, 2025] {
        let listed = Set(try country.holidays(in: year).map(\.date.dayCount))
          .union(try country.holidays(in: year + 1).map(\.date.dayCount))
        let first = date("\(year)-01-01")
        let last = date("\(year)-12-31")
        let expected = (first.dayCount...last.dayCount).filter { count in
          !CivilDate(uncheckedDayCount: count).weekday.isWeekend && !listed.contains(count)
        }
        #expect(calendar.workdays(from: first, through: last) == expected.count, "\(country) \(year)")
        // Stepping n workdays from the day before the year lands on the n-th of them.
        for n in [1, 2, 10, 100] {
          let landed = try calendar.adding(workdays: n, to: try first.adding(days: -1))
          #expect(landed.dayCount == expected[n - 1], "\(country) \(year) +\(n)")
        }
        #expect(try calendar.adding(workdays: -1, to: try last.adding(days: 1)).dayCount == expected.last)
      }
    }
  }
}

/// A day is unknown to a calendar outside the span of a country's rules, the first such
/// country named; the span's own first day (Japan's 1948-07-20) counts as known.
struct HolidaySpanTests {
  @Test func daysOutsideACountrysSpanAreUnknown() {
    let calendar = HolidayCalendar(countries: [.jp, .kr])
    #expect(calendar.unknownCountry(on: CivilDate(uncheckedYear: 2000, month: 1, day: 1)) == nil)
    #expect(calendar.unknownCountry(on: CivilDate(uncheckedYear: 2051, month: 1, day: 1)) == .kr)
    #expect(calendar.unknownCountry(on: CivilDate(uncheckedYear: 1948, month: 7, day: 19)) == .jp)
    #expect(calendar.unknownCountry(on: CivilDate(uncheckedYear: 1948, month: 7, day: 20)) == .kr)
    #expect(calendar.unknownCountry(on: CivilDate(uncheckedYear: 2100, month: 1, day: 1)) == .jp)
    #expect(
      HolidayCalendar(countries: [.us]).unknownCountry(on: CivilDate(uncheckedYear: 1970, month: 12, day: 31))
        == .us)
    #expect(
      HolidayCalendar(countries: []).unknownCountry(on: CivilDate(uncheckedYear: 1, month: 1, day: 1)) == nil)
  }
}
