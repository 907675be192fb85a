import Testing

@testable import CalendarCore

/// Codes, aliases and categories resolve to the holidays they name; workdays over the world's
/// data count as the day-by-day definition does.
struct WorldCountryTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func codesAndAliasesNameOneCountry() throws {
    #expect(Country(code: "GB") == Country(code: "uk"))
    #expect(Country(code: "gbr")?.code == "gb")
    #expect(Country(code: "gb-sct")?.code == "gb-sct")
    #expect(Country(code: "nyse")?.code == "xnys")
    #expect(Country(code: "nyse")?.name == "New York Stock Exchange")
    #expect(Country(code: "de-by")?.name == "Germany (DE-BY)")
    #expect(Country(code: "xx") == nil)
    #expect(Country(code: "gb-xyz") == nil)
  }

  /// Japan, Korea and the US are calsh's own rules under any of their codes.
  @Test func calshsOwnRulesKeepTheirCountries() {
    #expect(Country(code: "JP") == .jp)
    #expect(Country(code: "usa") == .us)
    #expect(Country(code: "kor") == .kr)
    #expect(Country.resolving(code: "us", categories: ["public"]) == .success(.us))
  }

  /// python-holidays' US has no bank category: the Federal Reserve's days are the market xfed,
  /// which keeps no Friday for a Saturday Independence Day.
  @Test func usBankIsTheFederalReserve() throws {
    let bank = try Country.resolving(code: "us", categories: ["bank"]).get()
    #expect(bank.code == "xfed")
    let days = try bank.holidays(in: 2026).map(\.date)
    #expect(!days.contains(date("2026-07-03")))
    #expect(try Country.us.holidays(in: 2026).map(\.date).contains(date("2026-07-03")))
  }

  @Test func categoriesAreTheEntitys() throws {
    let catholic = try Country.resolving(code: "de", categories: ["catholic"]).get()
    #expect(catholic.categories == ["catholic"])
    #expect(try catholic.holidays(in: 2025).allSatisfy { $0.category == "catholic" })
    #expect(
      Country.resolving(code: "gb", categories: ["bnak"])
        == .failure(.unknownCategory(code: "gb", category: "bnak", known: ["public"])))
    #expect(
      try Country.resolvingAll(code: "us", categories: ["bank", "public"]).get().map(\.code) == [
        "xfed", "us",
      ])
    #expect(
      try Country.resolvingAll(code: "gb", categories: ["public"]).get() == [
        try #require(Country(code: "gb"))
      ])
    if case .failure(.unknownCategory(_, _, let known)) = Country.resolving(code: "us", categories: ["bnak"])
    {
      #expect(known.contains("bank"))
    } else {
      Issue.record("us in 'bnak' should be an unknown category")
    }
    #expect(Country.resolving(code: "zz", categories: []) == .failure(.unknownCode("zz")))
    // Japan in another category than public is the package's Japan.
    #expect(try Country.resolving(code: "us", categories: ["half_day"]).get().code == "us")
    #expect(try Country.resolving(code: "us", categories: ["half_day"]).get() != .us)
  }

  @Test func holidaysCarryTheirCountryCategoryAndObservedMark() throws {
    let gb = try #require(Country(code: "gb"))
    let list = try gb.holidays(in: 2027)
    // Christmas 2027 is a Saturday: the package moves it to Monday 27th and marks it.
    let moved = try #require(list.first { $0.date == date("2027-12-27") })
    #expect(moved.isObserved && moved.country == gb && moved.category == "public")
    #expect(list.first { $0.date == date("2027-01-01") }?.isObserved == false)
    #expect(throws: CalendarError.self) { try gb.holidays(in: 1800) }
  }

  /// A day cell holds its unknown country by value: cells stay trivially copyable.
  @Test func aDayCellStaysTriviallyCopyable() {
    #expect(_isPOD(Country.self))
    #expect(_isPOD(Day.self))
  }

  /// Counting by years (weekdays by arithmetic, less each year's weekday holidays) gives what
  /// testing every day gives, for one country, several, and days loaded from a file.
  @Test func workdaysByYearsEqualWorkdaysByDays() throws {
    let codes = ["gb", "de-by", "xnys", "il", "jp", "us", "kr", "br", "in"]
    var calendars = codes.map { HolidayCalendar(countries: [Country(code: $0)!]) }
    calendars.append(HolidayCalendar(countries: [Country(code: "fr")!, Country(code: "de")!, .us]))
    calendars.append(
      HolidayCalendar(countries: [Country(code: "gb")!]).adding([
        Holiday(date: date("2025-03-03"), name: HolidayName("Company day"), reason: "test"),
        Holiday(date: date("2025-12-25"), name: HolidayName("Also Christmas"), reason: "test"),
      ]))
    let spans = [
      ("2025-01-01", "2025-12-31"), ("2024-12-31", "2026-01-02"), ("2021-12-31", "2022-01-03"),
      ("2001-02-03", "2029-11-30"), ("2025-06-07", "2025-06-08"), ("2025-03-03", "2025-03-03"),
    ]
    for calendar in calendars {
      for (a, b) in spans {
        let first = date(a)
        let last = date(b)
        let byDays = (first.dayCount...last.dayCount).filter {
          calendar.isWorkday(CivilDate(uncheckedDayCount: $0))
        }.count
        #expect(calendar.workdays(from: first, through: last) == byDays, "\(calendar.countries) \(a)…\(b)")
      }
    }
    // Stepping by years' lists lands where stepping day by day with isWorkday does.
    let steps = [
      ("2025-12-24", 3), ("2021-12-30", 1), ("2024-12-31", -2), ("2010-06-15", 700), ("2030-01-02", -400),
    ]
    for calendar in calendars {
      for (start, n) in steps {
        var day = date(start)
        var left = n.magnitude
        while left > 0 {
          day = try day.adding(days: n < 0 ? -1 : 1)
          if calendar.isWorkday(day) { left -= 1 }
        }
        #expect(
          try calendar.adding(workdays: n, to: date(start)) == day, "\(calendar.countries) \(start) \(n)")
      }
    }
    #expect(
      HolidayCalendar(countries: []).workdays(from: date("0001-01-01"), through: date("0001-01-07")) == 5)
    #expect(
      HolidayCalendar(countries: []).workdays(from: date("1969-12-29"), through: date("1970-01-11")) == 10)
  }
}
