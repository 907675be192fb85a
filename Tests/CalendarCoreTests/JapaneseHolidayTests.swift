import Testing

@testable import CalendarCore

/// Japan's holidays against the Cabinet Office's published lists, against PyPI's `holidays`
/// package, and against the rules of the National Holidays Act over 1948–2099.
struct JapaneseHolidayTests {
  typealias J = JapaneseHolidays

  static let span = 1948...2099

  func list(_ year: Int) -> [Holiday] { try! J.holidays(in: year) }

  /// `[(date, Japanese name)]` for one year of a generated reference file.
  static func parse(_ years: String, names: [Character: String]) -> [Int: [(String, String)]] {
    var result: [Int: [(String, String)]] = [:]
    for line in years.split(separator: "\n") {
      let fields = line.split(separator: " ")
      let year = Int(fields[0])!
      result[year] = fields.dropFirst().map { field in
        let chars = Array(field)
        let date = "\(year)-\(String(chars[0...1]))-\(String(chars[2...3]))"
        return (date, names[chars[4]]!)
      }
    }
    return result
  }

  // MARK: The Cabinet Office's list, 1955 to its last year

  /// Every year of the Cabinet Office's CSV (1955–2027 in the copy kept here) matches day for
  /// day. The CSV names a substitute or citizens' holiday 休日, the two deemed holidays of 2019
  /// 休日（祝日扱い）, and 2019's 体育の日 体育の日（スポーツの日）; every other name is equal.
  @Test func matchesTheCabinetOfficeList() {
    let official = Self.parse(JapaneseHolidayOfficialData.years, names: JapaneseHolidayOfficialData.names)
    #expect(official.keys.min() == 1955)
    #expect(official.count >= 73)
    for (year, expected) in official {
      let ours = list(year)
      #expect(ours.map(\.date.description) == expected.map(\.0), "\(year)")
      for (holiday, (date, name)) in zip(ours, expected) where holiday.date.description == date {
        switch name {
        case "休日":
          #expect(holiday.kind == .substitute || holiday.kind == .bridge, "\(date)")
        case "休日（祝日扱い）":
          #expect(holiday.kind == .oneOff && year == 2019, "\(date)")
        case "体育の日（スポーツの日）":
          #expect(holiday.name == J.healthAndSportsDay, "\(date)")
        default:
          #expect(holiday.name.japanese == name, "\(date)")
        }
      }
    }
  }

  // MARK: PyPI holidays, 1949–2099

  /// Names where this list deliberately differs from the package: the 2019 law's title reads
  /// 即位礼正殿の儀の行われる日 (平成30年法律第99号), the package writes が行われる.
  static let packageNames = ["即位礼正殿の儀が行われる日": "即位礼正殿の儀の行われる日"]

  @Test func matchesThePackageEveryYear() {
    let package = Self.parse(JapaneseHolidayPackageData.years, names: JapaneseHolidayPackageData.names)
    #expect(package.count == 151)
    for year in 1949...2099 {
      let expected = package[year]!
      let ours = list(year)
      #expect(ours.map(\.date.description) == expected.map(\.0), "\(year)")
      #expect(
        ours.map { $0.name.japanese! } == expected.map { Self.packageNames[$0.1] ?? $0.1 }, "\(year)")
      for (holiday, (_, name)) in zip(ours, expected) {
        #expect((holiday.kind == .substitute) == (name == "振替休日"), "\(holiday.date)")
        #expect((holiday.kind == .bridge) == (name == "国民の休日"), "\(holiday.date)")
      }
    }
  }

  // MARK: Years written out by hand from the Cabinet Office's tables

  func expect(
    _ year: Int, _ expected: [(String, String, HolidayKind)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ours = list(year).map { ($0.date.description, $0.name.english, $0.kind) }
    #expect(ours.count == expected.count, sourceLocation: sourceLocation)
    for (a, b) in zip(ours, expected) {
      #expect(a.0 == b.0 && a.1 == b.1 && a.2 == b.2, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }
  }

  /// The Act came into force on 1948-07-20: only the autumn holidays of 1948.
  @Test func year1948() {
    expect(
      1948,
      [
        ("1948-09-23", "Autumnal Equinox Day", .regular),
        ("1948-11-03", "Culture Day", .regular),
        ("1948-11-23", "Labour Thanksgiving Day", .regular),
      ])
  }

  /// 1989 (平成元年): Emperor Showa's funeral; 29 April is Greenery Day from the amendment of
  /// February 1989; 1 January and 15 January on Sundays; the Emperor's Birthday moves to 23 December.
  @Test func year1989() {
    expect(
      1989,
      [
        ("1989-01-01", "New Year's Day", .regular),
        ("1989-01-02", "Substitute Holiday", .substitute),
        ("1989-01-15", "Coming of Age Day", .regular),
        ("1989-01-16", "Substitute Holiday", .substitute),
        ("1989-02-11", "National Foundation Day", .regular),
        ("1989-02-24", "State Funeral of Emperor Showa", .oneOff),
        ("1989-03-21", "Vernal Equinox Day", .regular),
        ("1989-04-29", "Greenery Day", .regular),
        ("1989-05-03", "Constitution Memorial Day", .regular),
        ("1989-05-04", "Citizens' Holiday", .bridge),
        ("1989-05-05", "Children's Day", .regular),
        ("1989-09-15", "Respect for the Aged Day", .regular),
        ("1989-09-23", "Autumnal Equinox Day", .regular),
        ("1989-10-10", "Health and Sports Day", .regular),
        ("1989-11-03", "Culture Day", .regular),
        ("1989-11-23", "Labour Thanksgiving Day", .regular),
        ("1989-12-23", "Emperor's Birthday", .regular),
      ])
  }

  /// 2007: the first year of Showa Day and of Greenery Day on 4 May.
  @Test func year2007() {
    expect(
      2007,
      [
        ("2007-01-01", "New Year's Day", .regular),
        ("2007-01-08", "Coming of Age Day", .regular),
        ("2007-02-11", "National Foundation Day", .regular),
        ("2007-02-12", "Substitute Holiday", .substitute),
        ("2007-03-21", "Vernal Equinox Day", .regular),
        ("2007-04-29", "Showa Day", .regular),
        ("2007-04-30", "Substitute Holiday", .substitute),
        ("2007-05-03", "Constitution Memorial Day", .regular),
        ("2007-05-04", "Greenery Day", .regular),
        ("2007-05-05", "Children's Day", .regular),
        ("2007-07-16", "Marine Day", .regular),
        ("2007-09-17", "Respect for the Aged Day", .regular),
        ("2007-09-23", "Autumnal Equinox Day", .regular),
        ("2007-09-24", "Substitute Holiday", .substitute),
        ("2007-10-08", "Health and Sports Day", .regular),
        ("2007-11-03", "Culture Day", .regular),
        ("2007-11-23", "Labour Thanksgiving Day", .regular),
        ("2007-12-23", "Emperor's Birthday", .regular),
        ("2007-12-24", "Substitute Holiday", .substitute),
      ])
  }

  /// 2019 (平成31年/令和元年), the Cabinet Office's table: no Emperor's Birthday; 30 April and
  /// 2 May holidays by Article 3 (3) because 1 May counts as a national holiday.
  @Test func year2019() {
    expect(
      2019,
      [
        ("2019-01-01", "New Year's Day", .regular),
        ("2019-01-14", "Coming of Age Day", .regular),
        ("2019-02-11", "National Foundation Day", .regular),
        ("2019-03-21", "Vernal Equinox Day", .regular),
        ("2019-04-29", "Showa Day", .regular),
        ("2019-04-30", "Citizens' Holiday", .bridge),
        ("2019-05-01", "Emperor's Enthronement Day", .oneOff),
        ("2019-05-02", "Citizens' Holiday", .bridge),
        ("2019-05-03", "Constitution Memorial Day", .regular),
        ("2019-05-04", "Greenery Day", .regular),
        ("2019-05-05", "Children's Day", .regular),
        ("2019-05-06", "Substitute Holiday", .substitute),
        ("2019-07-15", "Marine Day", .regular),
        ("2019-08-11", "Mountain Day", .regular),
        ("2019-08-12", "Substitute Holiday", .substitute),
        ("2019-09-16", "Respect for the Aged Day", .regular),
        ("2019-09-23", "Autumnal Equinox Day", .regular),
        ("2019-10-14", "Health and Sports Day", .regular),
        ("2019-10-22", "Enthronement Ceremony Day", .oneOff),
        ("2019-11-03", "Culture Day", .regular),
        ("2019-11-04", "Substitute Holiday", .substitute),
        ("2019-11-23", "Labour Thanksgiving Day", .regular),
      ])
  }

  /// 2020 (令和2年): the first Emperor's Birthday on 23 February; Marine Day, Sports Day and
  /// Mountain Day moved for the Olympics.
  @Test func year2020() {
    expect(
      2020,
      [
        ("2020-01-01", "New Year's Day", .regular),
        ("2020-01-13", "Coming of Age Day", .regular),
        ("2020-02-11", "National Foundation Day", .regular),
        ("2020-02-23", "Emperor's Birthday", .regular),
        ("2020-02-24", "Substitute Holiday", .substitute),
        ("2020-03-20", "Vernal Equinox Day", .regular),
        ("2020-04-29", "Showa Day", .regular),
        ("2020-05-03", "Constitution Memorial Day", .regular),
        ("2020-05-04", "Greenery Day", .regular),
        ("2020-05-05", "Children's Day", .regular),
        ("2020-05-06", "Substitute Holiday", .substitute),
        ("2020-07-23", "Marine Day", .regular),
        ("2020-07-24", "Sports Day", .regular),
        ("2020-08-10", "Mountain Day", .regular),
        ("2020-09-21", "Respect for the Aged Day", .regular),
        ("2020-09-22", "Autumnal Equinox Day", .regular),
        ("2020-11-03", "Culture Day", .regular),
        ("2020-11-23", "Labour Thanksgiving Day", .regular),
      ])
  }

  /// 2021 (令和3年): the Olympic moves again, Mountain Day on Sunday 8 August.
  @Test func year2021() {
    expect(
      2021,
      [
        ("2021-01-01", "New Year's Day", .regular),
        ("2021-01-11", "Coming of Age Day", .regular),
        ("2021-02-11", "National Foundation Day", .regular),
        ("2021-02-23", "Emperor's Birthday", .regular),
        ("2021-03-20", "Vernal Equinox Day", .regular),
        ("2021-04-29", "Showa Day", .regular),
        ("2021-05-03", "Constitution Memorial Day", .regular),
        ("2021-05-04", "Greenery Day", .regular),
        ("2021-05-05", "Children's Day", .regular),
        ("2021-07-22", "Marine Day", .regular),
        ("2021-07-23", "Sports Day", .regular),
        ("2021-08-08", "Mountain Day", .regular),
        ("2021-08-09", "Substitute Holiday", .substitute),
        ("2021-09-20", "Respect for the Aged Day", .regular),
        ("2021-09-23", "Autumnal Equinox Day", .regular),
        ("2021-11-03", "Culture Day", .regular),
        ("2021-11-23", "Labour Thanksgiving Day", .regular),
      ])
  }

  /// 2024 (令和6年).
  @Test func year2024() {
    expect(
      2024,
      [
        ("2024-01-01", "New Year's Day", .regular),
        ("2024-01-08", "Coming of Age Day", .regular),
        ("2024-02-11", "National Foundation Day", .regular),
        ("2024-02-12", "Substitute Holiday", .substitute),
        ("2024-02-23", "Emperor's Birthday", .regular),
        ("2024-03-20", "Vernal Equinox Day", .regular),
        ("2024-04-29", "Showa Day", .regular),
        ("2024-05-03", "Constitution Memorial Day", .regular),
        ("2024-05-04", "Greenery Day", .regular),
        ("2024-05-05", "Children's Day", .regular),
        ("2024-05-06", "Substitute Holiday", .substitute),
        ("2024-07-15", "Marine Day", .regular),
        ("2024-08-11", "Mountain Day", .regular),
        ("2024-08-12", "Substitute Holiday", .substitute),
        ("2024-09-16", "Respect for the Aged Day", .regular),
        ("2024-09-22", "Autumnal Equinox Day", .regular),
        ("2024-09-23", "Substitute Holiday", .substitute),
        ("2024-10-14", "Sports Day", .regular),
        ("2024-11-03", "Culture Day", .regular),
        ("2024-11-04", "Substitute Holiday", .substitute),
        ("2024-11-23", "Labour Thanksgiving Day", .regular),
      ])
  }

  /// The one-day holidays of special laws, and the first cases of each Article 3 rule.
  @Test func oneOffsAndFirstCases() {
    let days = Dictionary(
      uniqueKeysWithValues: Self.span.flatMap { list($0) }.map { ($0.date.description, $0) })
    for date in ["1959-04-10", "1989-02-24", "1990-11-12", "1993-06-09", "2019-05-01", "2019-10-22"] {
      #expect(days[date]?.kind == .oneOff, "\(date)")
    }
    #expect(days.values.filter { $0.kind == .oneOff }.count == 6)
    // The first substitute holiday: Sunday 1973-04-29, the Emperor's Birthday.
    #expect(days.values.filter { $0.kind == .substitute }.map(\.date).min()?.description == "1973-04-30")
    // The first citizens' holiday: 1988-05-04 (1986-05-04 a Sunday, 1987-05-04 a substitute).
    #expect(days.values.filter { $0.kind == .bridge }.map(\.date).min()?.description == "1988-05-04")
    #expect(days["1986-05-04"] == nil)
    #expect(days["1987-05-04"]?.kind == .substitute)
    #expect(days["1997-05-04"] == nil)  // a Sunday between two holidays, before 2007
    #expect(days["1991-05-04"]?.kind == .bridge)  // a Saturday is not excluded
    // Silver Week: the first September citizens' holiday under the 2007 rule.
    #expect(days["2009-09-22"]?.kind == .bridge)
    #expect(
      days["2015-05-06"]?.reason.contains("Constitution Memorial Day fell on Sunday 2015-05-03") == true)
    // No Emperor's Birthday in 2019.
    #expect(!list(2019).contains { $0.name == J.emperorsBirthday })
  }

  @Test func reasonsALearnerCanCheck() {
    let y2019 = Dictionary(uniqueKeysWithValues: list(2019).map { ($0.date.description, $0.reason) })
    #expect(
      y2019["2019-05-06"]
        == "Children's Day fell on Sunday 2019-05-05, so the next day that is not a holiday is a substitute holiday (rule of 2007)"
    )
    #expect(
      y2019["2019-01-14"]
        == "Coming of Age Day: the second Monday of January since 2000 (Happy Monday law); before that, 15 January"
    )
    #expect(
      y2019["2019-03-21"]
        == "Vernal Equinox Day: the day of the March equinox, 2019-03-21 by the formula used for the official announcement"
    )
    #expect(y2019["2019-04-30"]?.contains("Showa Day and Emperor's Enthronement Day") == true)
    let y1974 = Dictionary(uniqueKeysWithValues: list(1974).map { ($0.date.description, $0.reason) })
    #expect(
      y1974["1974-05-06"]
        == "Children's Day fell on Sunday 1974-05-05, so the Monday after it is a substitute holiday (rule of 1973)"
    )
    for year in Self.span {
      for holiday in list(year) {
        #expect(!holiday.reason.isEmpty && !holiday.reason.hasSuffix("."), "\(holiday.date)")
      }
    }
  }

  @Test func outsideTheSpanIsAnError() {
    for year in [Int.min, -1, 0, 1, 1947, 2100, 9999, Int.max] {
      #expect(throws: CalendarError.holidaysOutOfRange(.jp, year: year)) { try J.holidays(in: year) }
    }
  }

  // MARK: Properties over 1948–2099

  @Test func datesAreRealAndStrictlyIncreasing() throws {
    for year in Self.span {
      let days = list(year)
      #expect(days.count >= 3 && days.count <= 25, "\(year)")
      for holiday in days {
        let d = holiday.date
        #expect(d.year == year)
        #expect(try CivilDate(year: d.year, month: d.month, day: d.day) == d)
      }
      for (a, b) in zip(days, days.dropFirst()) { #expect(a.date < b.date, "\(b.date)") }
      if year == 1948 { #expect(days.first!.date >= CivilDate(uncheckedYear: 1948, month: 7, day: 20)) }
    }
  }

  /// Days Article 3 counts as national holidays: the Article 2 holidays and 2019's deemed days.
  func isNational(_ holiday: Holiday) -> Bool {
    holiday.kind == .regular || (holiday.kind == .oneOff && holiday.date.year == 2019)
  }

  @Test func substitutesFollowASundayHoliday() {
    var count = 0
    for year in Self.span {
      let days = list(year)
      let national = Set(days.filter(isNational).map(\.date.dayCount))
      for holiday in days where holiday.kind == .substitute {
        count += 1
        let day = holiday.date.dayCount
        #expect(!national.contains(day), "\(holiday.date)")
        // Walk back over national holidays to the Sunday one this day stands in for.
        var back = day - 1
        while national.contains(back) && Weekday(dayCount: back) != .sunday { back -= 1 }
        #expect(national.contains(back) && Weekday(dayCount: back) == .sunday, "\(holiday.date)")
        if year < 2007 { #expect(back == day - 1, "\(holiday.date)") }
        #expect(holiday.date >= CivilDate(uncheckedYear: 1973, month: 4, day: 30))
      }
      // And every national holiday on a Sunday since 1973-04-12 has one.
      for holiday in days where isNational(holiday) && holiday.date.weekday == .sunday && year >= 1973 {
        guard holiday.date >= CivilDate(uncheckedYear: 1973, month: 4, day: 12) else { continue }
        var next = holiday.date.dayCount + 1
        while national.contains(next) { next += 1 }
        #expect(days.contains { $0.kind == .substitute && $0.date.dayCount == next }, "\(holiday.date)")
      }
    }
    #expect(count > 100)
  }

  @Test func bridgesLieBetweenTwoNationalHolidays() {
    var count = 0
    for year in Self.span {
      let days = list(year)
      let national = Set(days.filter(isNational).map(\.date.dayCount))
      for holiday in days where holiday.kind == .bridge {
        count += 1
        let day = holiday.date.dayCount
        #expect(holiday.date.weekday != .sunday, "\(holiday.date)")
        #expect(national.contains(day - 1) && national.contains(day + 1), "\(holiday.date)")
        #expect(!national.contains(day), "\(holiday.date)")
        #expect(year >= 1986)
        if year >= 2007 && year != 2019 { #expect(holiday.date.month == 9, "\(holiday.date)") }
      }
    }
    #expect(count > 15)
  }

  @Test func equinoxDaysStayInTheirWindows() {
    for year in Self.span {
      let vernal = J.vernalEquinoxDay(in: year)
      let autumnal = J.autumnalEquinoxDay(in: year)
      #expect((19...22).contains(vernal), "\(year)")
      #expect((21...24).contains(autumnal), "\(year)")
      let days = list(year)
      if year >= 1949 {
        #expect(
          days.contains { $0.name == J.vernalEquinoxDay && $0.date.month == 3 && $0.date.day == vernal })
      }
      #expect(
        days.contains { $0.name == J.autumnalEquinoxDay && $0.date.month == 9 && $0.date.day == autumnal })
    }
    // The formula's edges: 1979 is the last year of the old constants, 2092 the first 19 March.
    #expect(J.autumnalEquinoxDay(in: 1979) == 24)
    #expect(J.autumnalEquinoxDay(in: 1980) == 23)
    #expect(J.vernalEquinoxDay(in: 2092) == 19)
    #expect(J.vernalEquinoxDay(in: 2088) == 20)  // 52 millionths of a day past midnight
    #expect(J.autumnalEquinoxDay(in: 2012) == 22)  // 992 millionths short of the 23rd
    #expect(J.autumnalEquinoxDay(in: 1948) == 23)
  }

  /// The same formula in floating point, as it is usually written, agrees for every year.
  @Test func equinoxFormulaAgreesWithItsFloatingPointForm() {
    for year in Self.span {
      let n = Double(year - 1980)
      let leap = (Double(year - 1980) / 4).rounded(.down)
      let vernal = (year >= 1980 ? 20.8431 : 20.8357) + 0.242194 * n - leap
      let autumnal = (year >= 1980 ? 23.2488 : 23.2588) + 0.242194 * n - leap
      #expect(Int(vernal.rounded(.down)) == J.vernalEquinoxDay(in: year), "\(year)")
      #expect(Int(autumnal.rounded(.down)) == J.autumnalEquinoxDay(in: year), "\(year)")
    }
  }

  /// Names are made once: every holiday of a kind shares its name's storage.
  @Test func namesAreSharedConstants() {
    let names = Set(Self.span.flatMap { list($0) }.map(\.name.english))
    #expect(names.count == 24)
    #expect(list(2019).first { $0.kind == .substitute }?.name == J.substituteHoliday)
    #expect(J.childrensDay.name(in: .japanese) == "こどもの日")
  }
}
