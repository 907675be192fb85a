import CalendarCore
import Testing

/// The Revised Julian calendar against a model written from Milanković's rule alone (a day at a
/// time from 0001-01-01, the Gregorian calendar's first day too), and against the Gregorian
/// calendar where the two agree.
struct RevisedJulianCalendarTests {
  /// The rule as the 1923 Congress stated it, with no shared code.
  static func isLeap(_ year: Int) -> Bool {
    if year % 100 == 0 { return [200, 600].contains(year % 900) }
    return year % 4 == 0
  }

  static func length(_ year: Int, _ month: Int) -> Int {
    month == 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
  }

  @Test func everyDayIsTheModelsDay() {
    var (year, month, day) = (1, 1, 1)
    var wrong: [String] = []
    for count in RevisedJulianCalendar.dayCounts {
      let found = RevisedJulianCalendar.date(dayCount: count)
      if found != (year, month, day)
        || RevisedJulianCalendar.dayCount(year: year, month: month, day: day) != count
      {
        wrong.append("\(count): \(found), the model says \(year)-\(month)-\(day)")
        if wrong.count > 5 { break }
      }
      day += 1
      if day > Self.length(year, month) { (day, month) = (1, month + 1) }
      if month > 12 { (month, year) = (1, year + 1) }
    }
    #expect(wrong.isEmpty, "\(wrong)")
    // The span ends on the last day of 9999.
    #expect((year, month, day) == (10_000, 1, 1))
  }

  @Test func agreesWithTheGregorianFrom1600To2800() {
    let first = daysFromCivil(year: 1600, month: 3, day: 1)
    let last = daysFromCivil(year: 2800, month: 2, day: 28)
    var differences = 0
    for count in first...last where RevisedJulianCalendar.date(dayCount: count) != civilFromDays(count) {
      differences += 1
    }
    #expect(differences == 0)
    // Just outside, they differ: 1600 is not leap, so Gregorian 1600-02-29 is Revised Julian
    // 1600-02-28; 2800 is not leap, so Gregorian 2800-02-29 is Revised Julian 2800-03-01.
    #expect(RevisedJulianCalendar.date(dayCount: first - 1) == (1600, 2, 28))
    #expect(RevisedJulianCalendar.date(dayCount: last + 1) == (2800, 3, 1))
    #expect(
      RevisedJulianCalendar.dayCount(year: 1, month: 1, day: 1) == daysFromCivil(year: 1, month: 1, day: 1))
    #expect(RevisedJulianCalendar.date(dayCount: Gregorian.dayCounts.upperBound) == (10_000, 1, 2))
  }

  @Test func centuryYears() {
    let leap = (1...99).map { $0 * 100 }.filter(RevisedJulianCalendar.isLeapYear)
    #expect(leap == (1...99).map { $0 * 100 }.filter { [200, 600].contains($0 % 900) })
    #expect(RevisedJulianCalendar.isLeapYear(2000) && RevisedJulianCalendar.isLeapYear(2400))
    #expect(!RevisedJulianCalendar.isLeapYear(2800) && RevisedJulianCalendar.isLeapYear(2900))
    #expect(!RevisedJulianCalendar.isLeapYear(1600) && RevisedJulianCalendar.isLeapYear(1500))
  }
}
