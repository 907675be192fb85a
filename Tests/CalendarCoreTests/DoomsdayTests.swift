import Testing

@testable import CalendarCore

/// Conway's Doomsday rule gives the weekday the day count gives, for every day of 0001–9999.
struct DoomsdayTests {
  @Test func everyDayOfTheRange() {
    var mismatches: [CivilDate] = []
    for count in Gregorian.dayCounts {
      let date = CivilDate(uncheckedDayCount: count)
      if Doomsday(date).weekday != date.weekday { mismatches.append(date) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// The doomsday dates of every month fall on the year's doomsday, in common and leap years.
  @Test func theMemorableDatesShareTheYearsWeekday() throws {
    for year in [1, 100, 1900, 2000, 2023, 2024, 2100, 9999] {
      let leap = Gregorian.isLeapYear(year)
      let doomsday = Doomsday(try CivilDate(year: year, month: 6, day: 6)).yearDoomsday
      for month in 1...12 {
        let day = Doomsday.doomsdayDate(month: month, leapYear: leap)
        #expect(
          try CivilDate(year: year, month: month, day: day).weekday == doomsday, "\(year)-\(month)-\(day)")
      }
    }
  }

  @Test func conwaysAnchorsAndTheStepsOf2023() throws {
    let anchors = [1800, 1900, 2000, 2100, 2200].map {
      Doomsday(CivilDate(uncheckedYear: $0, month: 1, day: 1))
    }
    #expect(anchors.map(\.centuryAnchor) == [.friday, .wednesday, .tuesday, .sunday, .friday])
    let d = Doomsday(try CivilDate(year: 2023, month: 2, day: 1))
    #expect([d.century, d.yearOfCentury, d.dozens, d.remainder, d.leapDays] == [20, 23, 1, 11, 2])
    #expect(d.yearDoomsday == .tuesday && d.monthDoomsday == 28 && d.offset == -27 && d.weekday == .wednesday)
  }
}
