import Testing

@testable import CalendarCore

/// Day of the year and Julian Day Numbers, against counters stepped day by day from known
/// epochs and against the Fliegel–Van Flandern formula.
struct DayOfYearAndJulianDayTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func knownDaysOfTheYear() throws {
    #expect(date("2023-01-01").dayOfYear == 1)
    #expect(date("2023-03-01").dayOfYear == 60)
    #expect(date("2024-03-01").dayOfYear == 61)
    #expect(date("2023-12-31").dayOfYear == 365)
    #expect(date("2024-12-31").dayOfYear == 366)
    #expect(try CivilDate(year: 2024, dayOfYear: 256) == date("2024-09-12"))  // Programmers' Day
    #expect(try CivilDate(year: 2023, dayOfYear: 256) == date("2023-09-13"))
  }

  @Test func daysOfTheYearOutsideTheYearAreErrors() {
    #expect(throws: CalendarError.math(.noSuchDayOfYear(year: 2023, day: 366))) {
      try CivilDate(year: 2023, dayOfYear: 366)
    }
    #expect(CalendarError.math(.noSuchDayOfYear(year: 2023, day: 366)).message.hasSuffix("2023 has 365 days"))
    #expect(throws: CalendarError.math(.noSuchDayOfYear(year: 2024, day: 0))) {
      try CivilDate(year: 2024, dayOfYear: 0)
    }
    #expect(throws: CalendarError.math(.noSuchDayOfYear(year: 2024, day: 367))) {
      try CivilDate(year: 2024, dayOfYear: 367)
    }
    #expect(throws: CalendarError.math(.noSuchDayOfYear(year: 2024, day: .min))) {
      try CivilDate(year: 2024, dayOfYear: .min)
    }
    #expect(throws: CalendarError.yearOutOfRange(10000)) { try CivilDate(year: 10000, dayOfYear: 1) }
  }

  @Test(arguments: [
    ("2000-01-01", 2_451_545), ("1858-11-17", 2_400_001), ("0001-01-01", 1_721_426),
    ("1970-01-01", 2_440_588),
    ("1582-10-15", 2_299_161), ("2024-01-01", 2_460_311), ("9999-12-31", 5_373_484),
  ])
  func knownJulianDayNumbers(civil: String, jdn: Int) throws {
    #expect(date(civil).julianDayNumber == jdn)
    #expect(try CivilDate(julianDayNumber: jdn) == date(civil))
  }

  @Test func modifiedJulianDays() throws {
    #expect(date("1858-11-17").modifiedJulianDay == 0)  // MJD 0 is JD 2400000.5
    #expect(date("2000-01-01").modifiedJulianDay == 51544)
    #expect(try CivilDate(modifiedJulianDay: 0) == date("1858-11-17"))
    #expect(throws: CalendarError.dateOutOfRange) { try CivilDate(modifiedJulianDay: .min) }
    #expect(throws: CalendarError.dateOutOfRange) { try CivilDate(modifiedJulianDay: .max) }
  }

  @Test func julianDayNumbersOutsideTheRangeAreErrors() {
    for jdn in [1_721_425, 5_373_485, 0, -1, .min, .max] {
      #expect(throws: CalendarError.dateOutOfRange) { try CivilDate(julianDayNumber: jdn) }
    }
  }

  /// Fliegel and Van Flandern (1968), integer division truncating toward zero.
  func fliegelVanFlandern(_ y: Int, _ m: Int, _ d: Int) -> Int {
    let a = (m - 14) / 12  // -1 for January and February, else 0
    return (1461 * (y + 4800 + a)) / 4 + (367 * (m - 2 - 12 * a)) / 12 - (3 * ((y + 4900 + a) / 100)) / 4 + d
      - 32075
  }

  /// Every day of years 1–9999: the day of the year restarts at 1 on 1 January, the JDN counts on
  /// from 1,721,426 and matches Fliegel–Van Flandern, and both inverses give the day back.
  @Test func everyDayStepsAndRoundTrips() throws {
    var jdn = 1_721_426
    for year in 1...9999 {
      var dayOfYear = 1
      for month in 1...12 {
        for day in 1...Gregorian.daysIn(year: year, month: month) {
          let civil = CivilDate(uncheckedYear: year, month: month, day: day)
          guard civil.dayOfYear == dayOfYear, civil.julianDayNumber == jdn,
            fliegelVanFlandern(year, month, day) == jdn,
            try CivilDate(julianDayNumber: jdn) == civil,
            try CivilDate(year: year, dayOfYear: dayOfYear) == civil
          else {
            Issue.record(
              "\(civil): day \(civil.dayOfYear) JDN \(civil.julianDayNumber), expected \(dayOfYear) \(jdn)")
            return
          }
          dayOfYear += 1
          jdn += 1
        }
      }
    }
    #expect(jdn - 1 == CivilDate.julianDayNumbers.upperBound)
  }
}
