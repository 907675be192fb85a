import CalendarCore
import Testing

/// The world calendars against independent implementations (WorldCalendarReference, from
/// convertdate, pyluach and jdatetime) over each whole range, and the dates the issue and almanacs
/// give; every day's conversion is CalendarRegistryTests'.
struct WorldCalendarTests {
  /// One fingerprint per 100 years of the months of `calendar`, as scripts/gen-calendar-reference
  /// folds them.
  static func hashes(_ calendar: WorldCalendar, years: ClosedRange<Int>) -> [UInt64] {
    var out: [UInt64] = []
    var h: UInt64 = 0
    for year in years {
      var order = Array(1...calendar.monthsIn(year: year))
      if calendar == .hebrew { order = Array(order[6...]) + Array(order[..<6]) }
      for month in order {
        let first: Int
        switch calendar {
        case .hebrew: first = HebrewCalendar.dayCount(year: year, month: month, day: 1)
        case .islamic: first = IslamicCalendar.dayCount(year: year, month: month, day: 1)
        default: first = PersianCalendar.dayCount(year: year, month: month, day: 1)
        }
        let length = calendar.daysIn(year: year, month: month)
        h = h &* 1_000_003 &+ UInt64(bitPattern: Int64(first * 4096 + length * 32 + month))
      }
      if year % 100 == 99 || year == years.upperBound {
        out.append(h)
        h = 0
      }
    }
    return out
  }

  @Test(arguments: [
    (WorldCalendar.hebrew, WorldCalendarReference.hebrew),
    (.islamic, WorldCalendarReference.islamic),
    (.persian, WorldCalendarReference.persian),
  ])
  func everyMonthAgreesWithTheReference(
    calendar: WorldCalendar, reference: (firstYear: Int, lastYear: Int, hashes: [UInt64])
  ) {
    let mine = Self.hashes(calendar, years: reference.firstYear...reference.lastYear)
    #expect(mine.count == reference.hashes.count)
    let differing = zip(mine, reference.hashes).enumerated().filter { $0.element.0 != $0.element.1 }
    #expect(differing.map(\.offset).isEmpty, "centuries that differ (index from the first year)")
  }

  @Test func theIssuesExamples() throws {
    func date(_ calendar: WorldCalendar, _ y: Int, _ m: Int, _ d: Int) throws -> WorldCalendarDate {
      try calendar.date(dayCount: CivilDate(uncheckedYear: y, month: m, day: d).dayCount)
    }
    #expect(try date(.hebrew, 2025, 10, 3).longDescription == "11 Tishrei 5786")
    #expect(try date(.hebrew, 2025, 10, 3).description == "5786-07-11")
    #expect(try date(.islamic, 2025, 3, 1).longDescription == "1 Ramadan 1446")
    #expect(try date(.ummAlQura, 2025, 3, 1).longDescription == "1 Ramadan 1446")
    #expect(try date(.persian, 2025, 3, 21).longDescription == "1 Farvardin 1404")
    #expect(try date(.persian, 2024, 3, 20).longDescription == "1 Farvardin 1403")
    #expect(try date(.korean, 2025, 7, 25).longDescription == "2025-06L-01 (윤6월 1일)")
    #expect(try date(.chinese, 2025, 7, 25).longDescription == "2025-06L-01 (闰六月初一)")
    #expect(try date(.japaneseEra, 2024, 5, 1).longDescription == "Reiwa 6, May 1")
    #expect(JapaneseEra.japaneseDescription(try date(.japaneseEra, 2024, 5, 1)) == "令和6年5月1日")
    #expect(JapaneseEra.japaneseDescription(try date(.japaneseEra, 2019, 5, 1)) == "令和元年5月1日")
    #expect(try date(.japaneseEra, 1989, 1, 7).longDescription == "Shōwa 64, January 7")
    #expect(try date(.japaneseEra, 1989, 1, 8).longDescription == "Heisei 1, January 8")
    #expect(try date(.japaneseEra, 1912, 7, 30).longDescription == "Taishō 1, July 30")
    #expect(try date(.japaneseEra, 1873, 1, 1).longDescription == "Meiji 6, January 1")
    #expect(
      try WorldCalendar.hebrew.dayCount(year: 5786, month: 7, day: 11)
        == CivilDate(uncheckedYear: 2025, month: 10, day: 3).dayCount)
    #expect(
      try WorldCalendar.japaneseEra.dayCount(year: 6, month: 5, day: 1, era: .reiwa)
        == CivilDate(uncheckedYear: 2024, month: 5, day: 1).dayCount)
    #expect(
      try WorldCalendar.korean.dayCount(year: 2025, month: 6, day: 1, isLeapMonth: true)
        == CivilDate(uncheckedYear: 2025, month: 7, day: 25).dayCount)
  }

  @Test func theKoreanCalendarAgreesWithTheHolidayTable() throws {
    for count in KoreanLunarDate.civilDates.lowerBound
      .dayCount...KoreanLunarDate.civilDates.upperBound.dayCount
    {
      let old = try KoreanLunarDate(dayCount: count)
      let new = try WorldCalendar.korean.date(dayCount: count)
      #expect(
        old.year == new.year && old.month == new.month && old.day == new.day
          && old.isLeapMonth == new.isLeapMonth)
    }
  }

  @Test func badDatesAreErrorsNamingTheRule() {
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "hebrew", problem: .monthOutOfRange(year: 5785, month: 13)))
    ) {
      try WorldCalendar.hebrew.dayCount(year: 5785, month: 13, day: 1)
    }
    #expect(
      CalendarError.calendarDate(
        CalendarDateError(calendar: "hebrew", problem: .monthOutOfRange(year: 5785, month: 13))
      ).message
        == "Hebrew year 5785 has no month 13 (Adar II): it is a common year of 12 months, and only years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle have 13"
    )
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(
          calendar: "ummalqura",
          problem: .outOfRange(dayCount: CivilDate(uncheckedYear: 1900, month: 1, day: 1).dayCount)))
    ) {
      try WorldCalendar.ummAlQura.date(dayCount: CivilDate(uncheckedYear: 1900, month: 1, day: 1).dayCount)
    }
    #expect(
      CalendarError.calendarDate(CalendarDateError(calendar: "ummalqura", problem: .outOfRange(dayCount: 0)))
        .message
        == "the Umm al-Qura calendar is known from 1924-08-01 (1 Muharram 1343) to 2077-11-16 "
        + "(30 Dhu al-Hijjah 1500); the date is outside that span")
    // The span's ends in the calendar's own dates: Hebrew 3761 begins before 0001-01-01.
    #expect(
      CalendarError.calendarDate(CalendarDateError(calendar: "hebrew", problem: .outOfRange(dayCount: 0)))
        .message
        == "the Hebrew calendar is known from 0001-01-01 (18 Tevet 3761) to 9999-12-31 "
        + "(28 Heshvan 13760); the date is outside that span")
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "korean", problem: .noSuchLeapMonth(year: 2025, month: 5)))
    ) {
      try WorldCalendar.korean.dayCount(year: 2025, month: 5, day: 1, isLeapMonth: true)
    }
    #expect(
      CalendarError.calendarDate(
        CalendarDateError(calendar: "korean", problem: .noSuchLeapMonth(year: 2025, month: 5))
      ).message
        == "Korean lunar year 2025 has no leap month 5: its leap month follows month 6")
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(
          calendar: "islamic", problem: .dayOutOfRange(year: 1446, month: 12, isLeapMonth: false, day: 30)))
    ) {
      try WorldCalendar.islamic.dayCount(year: 1446, month: 12, day: 30)
    }
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "era", problem: .notInEra(.heisei, year: 31, month: 5, day: 1)))
    ) {
      try WorldCalendar.japaneseEra.dayCount(year: 31, month: 5, day: 1, era: .heisei)
    }
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "era", problem: .eraYearOutOfRange(.reiwa, year: Int.max)))
    ) {
      try WorldCalendar.japaneseEra.dayCount(year: Int.max, month: 1, day: 1, era: .reiwa)
    }
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "era", problem: .dayOutOfEraMonth(.reiwa, year: 6, month: 2, day: 30)))
    ) {
      try WorldCalendar.japaneseEra.dayCount(year: 6, month: 2, day: 30, era: .reiwa)
    }
    #expect(
      CalendarError.calendarDate(
        CalendarDateError(calendar: "era", problem: .dayOutOfEraMonth(.reiwa, year: 6, month: 2, day: 30))
      ).message
        == "day 30 of February Reiwa 6 does not exist: February 2024 has 29 days")
    #expect(
      CalendarError.calendarDate(
        CalendarDateError(calendar: "era", problem: .eraYearOutOfRange(.reiwa, year: 7982))
      ).message
        == "Reiwa 7982 is past calsh's last day, 9999-12-31 (Reiwa 7981)")
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "era", problem: .monthOutOfRange(year: 6, month: 13)))
    ) {
      try WorldCalendar.japaneseEra.dayCount(year: 6, month: 13, day: 1, era: .reiwa)
    }
    #expect(JapaneseEra(name: "R") == .reiwa)
    #expect(JapaneseEra(name: "h") == .heisei)
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "hebrew", problem: .yearOutOfRange(Int.max)))
    ) {
      try WorldCalendar.hebrew.dayCount(year: Int.max, month: 1, day: 1)
    }
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(calendar: "islamic", problem: .outOfRange(dayCount: Gregorian.dayCounts.lowerBound))
      )
    ) {
      try WorldCalendar.islamic.date(dayCount: Gregorian.dayCounts.lowerBound)
    }
  }
}
