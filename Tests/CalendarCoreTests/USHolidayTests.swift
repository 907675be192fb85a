import Testing

@testable import CalendarCore

/// United States federal holidays: against the PyPI package `holidays` for every year 1971–2099
/// (USHolidayReference.swift, made by scripts/gen-us-holiday-reference), against OPM's published
/// lists typed in by hand, and by properties over every year 1971–9999.
struct USHolidayTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  /// The package's letters (see USHolidayReference.swift); lower case is the observed day.
  static let names: [Character: String] = [
    "N": "New Year's Day", "K": "Martin Luther King Jr. Day", "W": "Washington's Birthday",
    "M": "Memorial Day", "J": "Juneteenth National Independence Day", "I": "Independence Day",
    "L": "Labor Day", "C": "Columbus Day", "V": "Veterans Day", "T": "Thanksgiving Day",
    "X": "Christmas Day",
  ]

  /// One entry as the package gives it: date, English name, observed or not.
  struct Entry: Hashable, CustomStringConvertible {
    let date: CivilDate
    let name: String
    let observed: Bool
    var description: String { "\(date) \(name)\(observed ? " [observed]" : "")" }
  }

  /// The package's lists, by year (each day in the year of its date, as the package has it).
  static func reference() -> [Int: [Entry]] {
    var years: [Int: [Entry]] = [:]
    for line in USHolidayReference.table.split(separator: "\n") {
      let fields = line.split(separator: " ")
      let year = Int(fields[0])!
      years[year] = fields.dropFirst().map { field in
        let letter = field.first!
        let base = names[Character(letter.uppercased())]!
        let digits = Array(field.dropFirst())
        let month = Int(String(digits[0...1]))!
        let day = Int(String(digits[2...3]))!
        let observed = letter.isLowercase
        return Entry(
          date: try! CivilDate(year: year, month: month, day: day),
          name: observed ? base + " (observed)" : base, observed: observed)
      }
    }
    return years
  }

  static func entries(_ year: Int) throws -> [Entry] {
    try USHolidays.holidays(in: year).map {
      Entry(date: $0.date, name: $0.name.english, observed: $0.kind == .observed)
    }
  }

  /// The years 1972–2099 whose January 1 is a Saturday (the test checks the list against the
  /// weekdays): their observed New Year's Day is the December 31 before, which the package lists
  /// in the year before and OPM (and calsh) in the year of the holiday.
  static let saturdayNewYears = [
    1972, 1977, 1983, 1994, 2000, 2005, 2011, 2022, 2028, 2033, 2039, 2050, 2056, 2061, 2067,
    2078, 2084, 2089, 2095,
  ]

  /// Every year 1971–2099 agrees with the package but for one documented difference: the
  /// observed day of a Saturday New Year's Day, Friday December 31, is listed by the package in
  /// the year of its date and by calsh in the year of the holiday, as OPM lists it (its 2011 list
  /// begins "Friday, December 31, 2010", its 2022 list "Friday, December 31, 2021").
  @Test func everyYear1971To2099AgreesWithTheHolidaysPackage() throws {
    let reference = Self.reference()
    #expect(reference.count == 129)
    #expect(USHolidayReference.source.hasPrefix("holidays 0.109"))
    var movedYears: [Int] = []
    for year in 1971...2099 {
      let ours = try Self.entries(year)
      let theirs = reference[year]!
      let onlyOurs = ours.filter { !theirs.contains($0) }
      let onlyTheirs = theirs.filter { !ours.contains($0) }
      let friday = Entry(
        date: CivilDate(uncheckedYear: year - 1, month: 12, day: 31),
        name: "New Year's Day (observed)", observed: true)
      let nextFriday = Entry(
        date: CivilDate(uncheckedYear: year, month: 12, day: 31),
        name: "New Year's Day (observed)", observed: true)
      let saturday = Self.saturdayNewYears.contains(year)
      let nextSaturday = Self.saturdayNewYears.contains(year + 1)
      #expect(onlyOurs == (saturday ? [friday] : []), "\(year): only calsh has \(onlyOurs)")
      #expect(
        onlyTheirs == (nextSaturday ? [nextFriday] : []), "\(year): only the package has \(onlyTheirs)")
      if saturday { movedYears.append(year) }
      // Apart from that day, the same entries in the same order.
      #expect(ours.filter { $0 != friday } == theirs.filter { $0 != nextFriday }, "\(year)")
    }
    #expect(movedYears == Self.saturdayNewYears)
    #expect(
      movedYears
        == (1972...2099).filter {
          Weekday(dayCount: daysFromCivil(year: $0, month: 1, day: 1)) == .saturday
        })
    // Over the whole span, the two lists hold the same days.
    let allOurs = try Set((1971...2099).flatMap { try Self.entries($0) })
    let allTheirs = Set(reference.values.joined())
    #expect(allOurs.symmetricDifference(allTheirs).isEmpty)
  }

  /// OPM's names, which follow 5 U.S.C. 6103(a), for calsh's.
  static let opmNames = [
    "New Year's Day": "New Year's Day",
    "Birthday of Martin Luther King, Jr.": "Martin Luther King Jr. Day",
    "Washington's Birthday": "Washington's Birthday", "Memorial Day": "Memorial Day",
    "Juneteenth National Independence Day": "Juneteenth National Independence Day",
    "Independence Day": "Independence Day", "Labor Day": "Labor Day",
    "Columbus Day": "Columbus Day", "Veterans Day": "Veterans Day",
    "Thanksgiving Day": "Thanksgiving Day", "Christmas Day": "Christmas Day",
  ]

  /// The days off of a year as OPM lists them: each holiday once, on its observed day when it has
  /// one, under the holiday's own name.
  static func daysOff(_ year: Int) throws -> [(String, String)] {
    var days: [String: CivilDate] = [:]
    for holiday in try USHolidays.holidays(in: year) {
      let name = holiday.name.english
      if holiday.kind == .observed {
        days[String(name.dropLast(" (observed)".count))] = holiday.date
      } else if days[name] == nil {
        days[name] = holiday.date
      }
    }
    return days.map { ($0.value.description, $0.key) }.sorted { $0.0 < $1.0 }
  }

  /// OPM's "Federal Holidays" lists (opm.gov/policy-data-oversight/pay-leave/federal-holidays),
  /// typed in by hand: the day off for each holiday, and OPM's name for it. Inauguration Day
  /// (2021, 2025: Washington, DC area only) is left out, as calsh leaves it out.
  static let opm: [(year: Int, source: String, days: [(String, String)])] = [
    (
      2010, "OPM's 2010 list as printed in The Washington Post, Federal Eye, October 2010",
      [
        ("2010-01-01", "New Year's Day"), ("2010-01-18", "Birthday of Martin Luther King, Jr."),
        ("2010-02-15", "Washington's Birthday"), ("2010-05-31", "Memorial Day"),
        ("2010-07-05", "Independence Day"), ("2010-09-06", "Labor Day"),
        ("2010-10-11", "Columbus Day"), ("2010-11-11", "Veterans Day"),
        ("2010-11-25", "Thanksgiving Day"), ("2010-12-24", "Christmas Day"),
      ]
    ),
    (
      2011, "OPM's 2011 list with its footnotes, as quoted by indexmundi.com (\"Official US Holidays 2011\")",
      [
        ("2010-12-31", "New Year's Day"), ("2011-01-17", "Birthday of Martin Luther King, Jr."),
        ("2011-02-21", "Washington's Birthday"), ("2011-05-30", "Memorial Day"),
        ("2011-07-04", "Independence Day"), ("2011-09-05", "Labor Day"),
        ("2011-10-10", "Columbus Day"), ("2011-11-11", "Veterans Day"),
        ("2011-11-24", "Thanksgiving Day"), ("2011-12-26", "Christmas Day"),
      ]
    ),
    (
      2012, "OPM's 2012 list as quoted by FedSmith, 2012-01-02",
      [
        ("2012-01-02", "New Year's Day"), ("2012-01-16", "Birthday of Martin Luther King, Jr."),
        ("2012-02-20", "Washington's Birthday"), ("2012-05-28", "Memorial Day"),
        ("2012-07-04", "Independence Day"), ("2012-09-03", "Labor Day"),
        ("2012-10-08", "Columbus Day"), ("2012-11-12", "Veterans Day"),
        ("2012-11-22", "Thanksgiving Day"), ("2012-12-25", "Christmas Day"),
      ]
    ),
    (
      2021, "OPM's 2021 list as quoted by FedSmith, \"2021 Federal Holidays\" (updated for Juneteenth)",
      [
        ("2021-01-01", "New Year's Day"), ("2021-01-18", "Birthday of Martin Luther King, Jr."),
        ("2021-02-15", "Washington's Birthday"), ("2021-05-31", "Memorial Day"),
        ("2021-06-18", "Juneteenth National Independence Day"), ("2021-07-05", "Independence Day"),
        ("2021-09-06", "Labor Day"), ("2021-10-11", "Columbus Day"),
        ("2021-11-11", "Veterans Day"), ("2021-11-25", "Thanksgiving Day"),
        ("2021-12-24", "Christmas Day"),
      ]
    ),
    (
      2022, "OPM's 2022 list with its footnotes, as quoted by FedSmith, 2021-12-21",
      [
        ("2021-12-31", "New Year's Day"), ("2022-01-17", "Birthday of Martin Luther King, Jr."),
        ("2022-02-21", "Washington's Birthday"), ("2022-05-30", "Memorial Day"),
        ("2022-06-20", "Juneteenth National Independence Day"), ("2022-07-04", "Independence Day"),
        ("2022-09-05", "Labor Day"), ("2022-10-10", "Columbus Day"),
        ("2022-11-11", "Veterans Day"), ("2022-11-24", "Thanksgiving Day"),
        ("2022-12-26", "Christmas Day"),
      ]
    ),
    (
      2023, "OPM's 2023 list with its footnotes (5 U.S.C. 6103(b); E.O. 11582 sec. 3(a))",
      [
        ("2023-01-02", "New Year's Day"), ("2023-01-16", "Birthday of Martin Luther King, Jr."),
        ("2023-02-20", "Washington's Birthday"), ("2023-05-29", "Memorial Day"),
        ("2023-06-19", "Juneteenth National Independence Day"), ("2023-07-04", "Independence Day"),
        ("2023-09-04", "Labor Day"), ("2023-10-09", "Columbus Day"),
        ("2023-11-10", "Veterans Day"), ("2023-11-23", "Thanksgiving Day"),
        ("2023-12-25", "Christmas Day"),
      ]
    ),
    (
      2024, "opm.gov, Federal Holidays, 2024 tab",
      [
        ("2024-01-01", "New Year's Day"), ("2024-01-15", "Birthday of Martin Luther King, Jr."),
        ("2024-02-19", "Washington's Birthday"), ("2024-05-27", "Memorial Day"),
        ("2024-06-19", "Juneteenth National Independence Day"), ("2024-07-04", "Independence Day"),
        ("2024-09-02", "Labor Day"), ("2024-10-14", "Columbus Day"),
        ("2024-11-11", "Veterans Day"), ("2024-11-28", "Thanksgiving Day"),
        ("2024-12-25", "Christmas Day"),
      ]
    ),
    (
      2025, "opm.gov, Federal Holidays, 2025 tab (Inauguration Day left out)",
      [
        ("2025-01-01", "New Year's Day"), ("2025-01-20", "Birthday of Martin Luther King, Jr."),
        ("2025-02-17", "Washington's Birthday"), ("2025-05-26", "Memorial Day"),
        ("2025-06-19", "Juneteenth National Independence Day"), ("2025-07-04", "Independence Day"),
        ("2025-09-01", "Labor Day"), ("2025-10-13", "Columbus Day"),
        ("2025-11-11", "Veterans Day"), ("2025-11-27", "Thanksgiving Day"),
        ("2025-12-25", "Christmas Day"),
      ]
    ),
    (
      2026, "OPM's 2026 list as republished by the U.S. Court of Appeals, 11th Circuit (ca11.uscourts.gov)",
      [
        ("2026-01-01", "New Year's Day"), ("2026-01-19", "Birthday of Martin Luther King, Jr."),
        ("2026-02-16", "Washington's Birthday"), ("2026-05-25", "Memorial Day"),
        ("2026-06-19", "Juneteenth National Independence Day"), ("2026-07-03", "Independence Day"),
        ("2026-09-07", "Labor Day"), ("2026-10-12", "Columbus Day"),
        ("2026-11-11", "Veterans Day"), ("2026-11-26", "Thanksgiving Day"),
        ("2026-12-25", "Christmas Day"),
      ]
    ),
  ]

  @Test func publishedOPMListsAgree() throws {
    for (year, source, days) in Self.opm {
      let expected = days.map { ($0.0, Self.opmNames[$0.1]!) }
      let actual = try Self.daysOff(year)
      #expect(
        actual.map { "\($0.0) \($0.1)" } == expected.map { "\($0.0) \($0.1)" },
        "\(year), from \(source)")
    }
  }

  @Test func anObservedDayBelongsToTheYearOfItsHoliday() throws {
    let y2021 = try USHolidays.holidays(in: 2021)
    let y2022 = try USHolidays.holidays(in: 2022)
    #expect(y2021.last!.date == date("2021-12-25"))
    #expect(y2021.last!.name.english == "Christmas Day")
    #expect(!y2021.contains { $0.date == date("2021-12-31") })
    #expect(y2022[0].date == date("2021-12-31"))
    #expect(y2022[0].name.english == "New Year's Day (observed)")
    #expect(y2022[0].kind == .observed)
    #expect(y2022[1].date == date("2022-01-01"))
    #expect(y2022[1].kind == .regular)
    #expect(
      y2022[0].reason
        == "New Year's Day falls on Saturday 2022-01-01, so it is observed on Friday 2021-12-31 (5 U.S.C. 6103(b))"
    )
    // 10000-01-01 is a Saturday, but 9999's list ends with its own Christmas (a Saturday too).
    #expect(Weekday(dayCount: daysFromCivil(year: 10000, month: 1, day: 1)) == .saturday)
    let y9999 = try USHolidays.holidays(in: 9999)
    #expect(y9999.suffix(2).map(\.date) == [date("9999-12-24"), date("9999-12-25")])
  }

  @Test func reasonsSayTheRule() throws {
    let y2026 = try USHolidays.holidays(in: 2026)
    let reasons = Dictionary(uniqueKeysWithValues: y2026.map { ($0.name.english, $0.reason) })
    #expect(reasons["Thanksgiving Day"] == "Thanksgiving Day: the fourth Thursday of November")
    #expect(
      reasons["Independence Day (observed)"]
        == "Independence Day falls on Saturday 2026-07-04, so it is observed on Friday 2026-07-03 (5 U.S.C. 6103(b))"
    )
    let y2023 = try USHolidays.holidays(in: 2023)
    #expect(
      y2023[1].reason
        == "New Year's Day falls on Sunday 2023-01-01, so it is observed on Monday 2023-01-02 (Executive Order 11582, section 3(a))"
    )
    let y1975 = try USHolidays.holidays(in: 1975)
    #expect(y1975.map(\.name.english).contains("Veterans Day"))
    #expect(
      y1975.first { $0.name.english == "Veterans Day" }!.date == date("1975-10-27"))
  }

  @Test func yearsOutsideTheSpanAreErrors() {
    for year in [1970, 10000, 0, -1, Int.min, Int.max] {
      #expect(throws: CalendarError.holidaysOutOfRange(.us, year: year)) {
        try USHolidays.holidays(in: year)
      }
    }
    #expect(CalendarError.holidaysOutOfRange(.us, year: 1970).message.contains("1971…9999"))
  }

  /// Every year 1971–9999: the right holidays, each on its rule's weekday, observed days only
  /// for weekend holidays and on the weekday next to them, and dates strictly increasing within
  /// a year and from one year to the next.
  @Test func propertiesOfEveryYear1971To9999() throws {
    let mondays: Set = [
      "Martin Luther King Jr. Day", "Washington's Birthday", "Memorial Day", "Labor Day",
      "Columbus Day",
    ]
    var previous: CivilDate? = nil
    var failures: [String] = []
    for year in 1971...9999 {
      let list = try USHolidays.holidays(in: year)
      let regular = list.filter { $0.kind == .regular }
      let observed = list.filter { $0.kind == .observed }
      let expectedCount = year < 1986 ? 9 : year < 2021 ? 10 : 11
      if regular.count != expectedCount { failures.append("\(year): \(regular.count) holidays") }
      if Set(regular.map(\.name)).count != regular.count { failures.append("\(year): a name twice") }
      for holiday in list {
        if let previous, holiday.date <= previous {
          failures.append("\(year): \(holiday.date) not after \(previous)")
        }
        previous = holiday.date
        if holiday.kind == .regular {
          if holiday.date.year != year { failures.append("\(year): \(holiday.date) outside the year") }
          if mondays.contains(holiday.name.english) && holiday.date.weekday != .monday {
            failures.append("\(year): \(holiday.name) on \(holiday.date.weekday.name)")
          }
          if holiday.name.english == "Thanksgiving Day"
            && (holiday.date.weekday != .thursday || !(22...28).contains(holiday.date.day))
          {
            failures.append("\(year): Thanksgiving \(holiday.date)")
          }
          // A weekend holiday has exactly one observed day; a weekday holiday none.
          let mine = observed.filter { $0.name.english == holiday.name.english + " (observed)" }
          if mine.count != (holiday.date.weekday.isWeekend ? 1 : 0) {
            failures.append("\(year): \(holiday.name) on \(holiday.date) has \(mine.count) observed days")
          }
        }
      }
      for day in observed {
        guard day.name.english.hasSuffix(" (observed)"),
          let holiday = regular.first(where: { $0.name.english + " (observed)" == day.name.english })
        else {
          failures.append("\(year): \(day.name) without its holiday")
          continue
        }
        let adjacent =
          (day.date.weekday == .friday && holiday.date.weekday == .saturday
            && day.date.dayCount + 1 == holiday.date.dayCount)
          || (day.date.weekday == .monday && holiday.date.weekday == .sunday
            && day.date.dayCount - 1 == holiday.date.dayCount)
        if !adjacent { failures.append("\(year): \(day.name) on \(day.date), holiday \(holiday.date)") }
        if day.reason.isEmpty || !day.reason.contains("\(day.date)") {
          failures.append("\(year): reason \(day.reason)")
        }
      }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
