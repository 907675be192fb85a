import Testing

@testable import CalendarCore

/// South Korea's public holidays 1990–2050 against the `holidays` package, against official lists,
/// and by their properties; the lunisolar table against KASI's published dates.
struct KoreanHolidayTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  /// `YYYY-MM-DD English name` per holiday of a year.
  func lines(_ year: Int) throws -> [String] {
    try KoreanHolidays.holidays(in: year).map { "\($0.date) \($0.name.english)" }
  }

  /// The reference data, as `lines` writes them.
  static let reference: [Int: [String]] = {
    var years: [Int: [String]] = [:]
    var year = 0
    for line in KoreanHolidayReference.text.split(separator: "\n") {
      var items = line.split(separator: " ")
      if !line.hasPrefix(" ") {
        year = Int(items.removeFirst())!
        years[year] = []
      }
      for item in items {
        let parts = item.split(separator: ":")
        let mmdd = Int(parts[0])!
        let name = KoreanHolidayReference.names[Int(parts[1])!]
        years[year]!.append("\(CivilDate(uncheckedYear: year, month: mmdd / 100, day: mmdd % 100)) \(name)")
      }
    }
    return years
  }()

  /// Where calsh differs from the `holidays` package on purpose: the package's line (nil: it has
  /// none) and calsh's (nil: calsh has none), with the reason.
  static let differences: [(package: String?, calsh: String?, why: String)] = []

  @Test func everyYearMatchesTheHolidaysPackage() throws {
    #expect(Self.reference.count == 61)
    var unexplained: [String] = []
    for year in 1990...2050 {
      var expected = Self.reference[year]!
      for difference in Self.differences {
        if let line = difference.package, line.hasPrefix(String(year)) { expected.removeAll { $0 == line } }
        if let line = difference.calsh, line.hasPrefix(String(year)) { expected.append(line) }
      }
      expected.sort()
      let got = try lines(year)
      if got != expected {
        unexplained.append(
          "\(year): calsh only \(got.filter { !expected.contains($0) }), package only \(expected.filter { !got.contains($0) })"
        )
      }
    }
    #expect(unexplained.isEmpty, "\(unexplained.joined(separator: "\n"))")
  }

  // MARK: official lists

  /// Each year's list as KASI's 월력요항 (the official calendar summary, published by KASI and from
  /// 2024 by the Korea AeroSpace Administration) and the Ministry of the Interior and Safety /
  /// Ministry of Personnel Management announcements give it, alternative and temporary holidays
  /// included (2014: the first alternative holiday, 2014-09-10; 2020: the temporary holiday of
  /// 2020-08-17; 2023: Buddha's Birthday's first alternative; 2024: the election and Armed Forces
  /// Day; 2025: the temporary holiday of 2025-01-27 and the early presidential election).
  @Test(arguments: [
    (
      2014,
      "0101 0130 0131 0201 0301 0505 0506 0604 0606 0815 0907 0908 0909 0910 1003 1009 1225"
    ),
    (
      2020,
      "0101 0124 0125 0126 0127 0301 0415 0430 0505 0606 0815 0817 0930 1001 1002 1003 1009 1225"
    ),
    (
      2023,
      "0101 0121 0122 0123 0124 0301 0505 0527 0529 0606 0815 0928 0929 0930 1002 1003 1009 1225"
    ),
    (
      2024,
      "0101 0209 0210 0211 0212 0301 0410 0505 0506 0515 0606 0815 0916 0917 0918 1001 1003 1009 1225"
    ),
    (
      2025,
      "0101 0127 0128 0129 0130 0301 0303 0505 0506 0603 0606 0815 1003 1005 1006 1007 1008 1009 1225"
    ),
  ])
  func officialLists(year: Int, dates: String) throws {
    let got = try KoreanHolidays.holidays(in: year).map { pad($0.date.month, 2) + pad($0.date.day, 2) }
    #expect(got == dates.split(separator: " ").map(String.init))
  }

  @Test func kindsAndReasons() throws {
    let y2024 = try KoreanHolidays.holidays(in: 2024)
    let childrens = try #require(y2024.first { $0.date == date("2024-05-06") })
    #expect(childrens.kind == .substitute)
    #expect(childrens.name == KoreanHolidays.alternativeForChildrensDay)
    #expect(childrens.name.korean == "어린이날 대체공휴일")
    #expect(
      childrens.reason
        == "Children's Day fell on Sunday 2024-05-05, so the next weekday that is not a holiday, "
        + "2024-05-06, is an alternative holiday (rule of 2014)")
    let chuseok = try #require(y2024.first { $0.date == date("2024-09-17") })
    #expect(chuseok.name == KoreanHolidays.chuseok && chuseok.kind == .regular)
    #expect(
      chuseok.reason
        == "Chuseok: the 15th day of the 8th lunar month (2024-09-17), with the days before and after")
    #expect(y2024.first { $0.date == date("2024-10-01") }?.kind == .oneOff)
    #expect(y2024.first { $0.date == date("2024-04-10") }?.kind == .oneOff)
    // The first alternative holiday of the 2021 rule.
    let liberation = try #require(
      try KoreanHolidays.holidays(in: 2021).first { $0.date == date("2021-08-16") })
    #expect(liberation.name == KoreanHolidays.alternativeForLiberationDay && liberation.kind == .substitute)
    // Christmas 2021 fell on a Saturday before Christmas had alternatives (2023): 12-27 was a workday.
    #expect(try !KoreanHolidays.holidays(in: 2021).contains { $0.date == date("2021-12-27") })
    // Two holidays on one day, one alternative for both.
    let y2025 = try KoreanHolidays.holidays(in: 2025)
    #expect(
      y2025.first { $0.date == date("2025-05-05") }?.name.english == "Buddha's Birthday; Children's Day")
    #expect(y2025.first { $0.date == date("2025-05-06") }?.name.korean == "부처님오신날 대체공휴일; 어린이날 대체공휴일")
    // New Year: 1/1 and 1/2 until 1998, 1/1 alone from 1999.
    #expect(try lines(1998).prefix(2) == ["1998-01-01 New Year's Day", "1998-01-02 New Year's Day"])
    #expect(
      try lines(1999).prefix(2) == [
        "1999-01-01 New Year's Day", "1999-02-15 The day preceding Korean New Year",
      ])
  }

  @Test func yearsOutsideTheSpanAreErrors() {
    for year in [1989, 2051, 0, Int.min, Int.max] {
      #expect(throws: CalendarError.holidaysOutOfRange(.kr, year: year)) {
        try KoreanHolidays.holidays(in: year)
      }
    }
  }

  // MARK: properties over 1990–2050

  @Test func propertiesOfEveryYear() throws {
    for year in 1990...2050 {
      let list = try KoreanHolidays.holidays(in: year)
      #expect(zip(list, list.dropFirst()).allSatisfy { $0.date < $1.date }, "\(year) not in order")
      #expect(list.allSatisfy { $0.date.year == year })
      #expect(list.allSatisfy { !$0.reason.isEmpty })
      let days = Set(list.map(\.date))
      for holiday in list where holiday.kind == .substitute {
        #expect(!holiday.date.weekday.isWeekend, "\(holiday.date)")
        #expect(holiday.name.english.hasPrefix("Alternative holiday for "))
      }
      // Seollal and Chuseok: three consecutive days, lunar 12/last–1/2 and 8/14–8/16.
      let newYear = try KoreanLunarDate(year: year, month: 1, day: 1).civilDate
      let eve = try KoreanLunarDate(dayCount: newYear.dayCount - 1)
      #expect(eve.year == year - 1 && eve.month == 12 && !eve.isLeapMonth)
      #expect(eve.day == KoreanLunarDate.daysIn(year: year - 1, month: 12))
      for (first, name) in [(newYear.dayCount - 1, "Korean New Year"), (try chuseokDay(year) - 1, "Chuseok")]
      {
        for offset in 0..<3 {
          let day = CivilDate(uncheckedDayCount: first + offset)
          #expect(days.contains(day), "\(name) \(day)")
          #expect(list.first { $0.date == day }!.name.english.contains(name))
        }
      }
      let buddha = try #require(list.first { $0.name.english.hasPrefix("Buddha's Birthday") })
      let lunar = try KoreanLunarDate(buddha.date)
      #expect((lunar.month, lunar.day, lunar.isLeapMonth) == (4, 8, false))
    }
  }

  func chuseokDay(_ year: Int) throws -> Int {
    try KoreanLunarDate(year: year, month: 8, day: 15).dayCount
  }

  // MARK: the lunisolar table

  /// Seollal, Buddha's Birthday and Chuseok as KASI's 월력요항 and KASI's lunar tables publish them.
  @Test(arguments: [
    (2014, "2014-01-31", "2014-05-06", "2014-09-08"), (2015, "2015-02-19", "2015-05-25", "2015-09-27"),
    (2016, "2016-02-08", "2016-05-14", "2016-09-15"), (2017, "2017-01-28", "2017-05-03", "2017-10-04"),
    (2018, "2018-02-16", "2018-05-22", "2018-09-24"), (2019, "2019-02-05", "2019-05-12", "2019-09-13"),
    (2020, "2020-01-25", "2020-04-30", "2020-10-01"), (2021, "2021-02-12", "2021-05-19", "2021-09-21"),
    (2022, "2022-02-01", "2022-05-08", "2022-09-10"), (2023, "2023-01-22", "2023-05-27", "2023-09-29"),
    (2024, "2024-02-10", "2024-05-15", "2024-09-17"), (2025, "2025-01-29", "2025-05-05", "2025-10-06"),
    (2026, "2026-02-17", "2026-05-24", "2026-09-25"), (2027, "2027-02-07", "2027-05-13", "2027-09-15"),
  ])
  func publishedLunarHolidays(year: Int, seollal: String, buddha: String, chuseok: String) throws {
    #expect(try KoreanLunarDate(year: year, month: 1, day: 1).civilDate == date(seollal))
    #expect(try KoreanLunarDate(year: year, month: 4, day: 8).civilDate == date(buddha))
    #expect(try KoreanLunarDate(year: year, month: 8, day: 15).civilDate == date(chuseok))
  }

  /// The first day of each month of lunar 2027, from KASI's calendar data (astro.kasi.re.kr,
  /// 월력자료, generated 2025-07-01).
  @Test func lunar2027AsKASIPublishesIt() throws {
    let starts = [
      "2027-02-07", "2027-03-08", "2027-04-07", "2027-05-06", "2027-06-05", "2027-07-04",
      "2027-08-02", "2027-09-01", "2027-09-30", "2027-10-29", "2027-11-28", "2027-12-28",
    ]
    for (index, start) in starts.enumerated() {
      #expect(try KoreanLunarDate(year: 2027, month: index + 1, day: 1).civilDate == date(start))
    }
    #expect(KoreanLunarDate.leapMonth(in: 2027) == nil)
    #expect(KoreanLunarDate.daysIn(year: 2027, month: 1) == 29)
  }

  @Test func leapMonths() throws {
    // Lunar 2023 has a leap 2nd month (윤2월): 2023-03-22 is its first day.
    #expect(KoreanLunarDate.leapMonth(in: 2023) == 2)
    #expect(
      try KoreanLunarDate(year: 2023, month: 2, day: 1, isLeapMonth: true).civilDate == date("2023-03-22"))
    #expect(try KoreanLunarDate(date("2023-03-22")).description == "2023-L02-01")
    #expect(throws: CalendarError.monthOutOfRange(3)) {
      try KoreanLunarDate(year: 2023, month: 3, day: 1, isLeapMonth: true)
    }
  }

  /// Every day of 1990–2050 (and of the whole table) converts to a lunar date and back, one day
  /// after another.
  @Test func everyDayRoundTrips() throws {
    let span = KoreanLunarDate.civilDates
    #expect(span.lowerBound == date("1989-02-06"))
    #expect(span.lowerBound <= date("1990-01-01") && date("2050-12-31") <= span.upperBound)
    var previous: KoreanLunarDate? = nil
    for count in span.lowerBound.dayCount...span.upperBound.dayCount {
      let lunar = try KoreanLunarDate(dayCount: count)
      #expect(lunar.dayCount == count)
      #expect(
        try KoreanLunarDate(
          year: lunar.year, month: lunar.month, day: lunar.day, isLeapMonth: lunar.isLeapMonth)
          == lunar)
      if let p = previous, lunar.day != 1 { #expect(lunar.day == p.day + 1 && lunar.month == p.month) }
      previous = lunar
    }
    #expect(throws: CalendarError.dateOutOfRange) { try KoreanLunarDate(date("1989-02-05")) }
    #expect(throws: CalendarError.dateOutOfRange) {
      try KoreanLunarDate(CivilDate(dayCount: span.upperBound.dayCount + 1))
    }
    #expect(throws: CalendarError.holidaysOutOfRange(.kr, year: 2051)) {
      try KoreanLunarDate(year: 2051, month: 1, day: 1)
    }
  }
}
