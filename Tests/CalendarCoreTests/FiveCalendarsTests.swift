import CalendarCore
import Testing

/// The Coptic, Ethiopian, Indian national, Minguo and Thai solar calendars against independent
/// implementations (WorldCalendarReference: convertdate and ICU) over each whole range, and dates
/// their almanacs give; every day's conversion is CalendarRegistryTests'.
struct FiveCalendarsTests {
  /// One calendar's arithmetic, as the tests reach it.
  struct Arithmetic: Sendable, CustomStringConvertible {
    let description: String
    let years: ClosedRange<Int>
    let monthsIn: @Sendable (Int) -> Int
    let daysIn: @Sendable (Int, Int) -> Int
    let dayCount: @Sendable (Int, Int, Int) -> Int
    let reference: (firstYear: Int, lastYear: Int, hashes: [UInt64])
  }

  static let calendars: [Arithmetic] = [
    Arithmetic(
      description: "Coptic", years: CopticCalendar.years,
      monthsIn: { _ in 13 }, daysIn: CopticCalendar.daysIn, dayCount: CopticCalendar.dayCount,
      reference: WorldCalendarReference.coptic),
    Arithmetic(
      description: "Ethiopian", years: EthiopianCalendar.years,
      monthsIn: { _ in 13 }, daysIn: EthiopianCalendar.daysIn, dayCount: EthiopianCalendar.dayCount,
      reference: WorldCalendarReference.ethiopian),
    Arithmetic(
      description: "Indian national", years: IndianNationalCalendar.years, monthsIn: { _ in 12 },
      daysIn: IndianNationalCalendar.daysIn, dayCount: IndianNationalCalendar.dayCount,
      reference: WorldCalendarReference.indian),
    Arithmetic(
      description: "Minguo", years: MinguoCalendar.years,
      monthsIn: { _ in 12 }, daysIn: MinguoCalendar.daysIn, dayCount: MinguoCalendar.dayCount,
      reference: WorldCalendarReference.minguo),
    Arithmetic(
      description: "Thai solar", years: ThaiSolarCalendar.years,
      monthsIn: { _ in 12 }, daysIn: ThaiSolarCalendar.daysIn, dayCount: ThaiSolarCalendar.dayCount,
      reference: WorldCalendarReference.thai),
  ]

  /// Folds the months of `years` as scripts/gen-calendar-reference does.
  static func hashes(_ calendar: Arithmetic, years: ClosedRange<Int>) -> [UInt64] {
    var out: [UInt64] = []
    var h: UInt64 = 0
    for year in years {
      for month in 1...calendar.monthsIn(year) {
        let value = calendar.dayCount(year, month, 1) * 4096 + calendar.daysIn(year, month) * 32 + month
        h = h &* 1_000_003 &+ UInt64(bitPattern: Int64(value))
      }
      if year % 100 == 99 || year == years.upperBound {
        out.append(h)
        h = 0
      }
    }
    return out
  }

  @Test(arguments: calendars)
  func everyMonthAgreesWithTheReference(calendar: Arithmetic) {
    let reference = calendar.reference
    let mine = Self.hashes(calendar, years: reference.firstYear...reference.lastYear)
    #expect(mine.count == reference.hashes.count)
    let differing = zip(mine, reference.hashes).enumerated().filter { $0.element.0 != $0.element.1 }
    #expect(differing.map(\.offset).isEmpty, "centuries that differ (index from the first year)")
  }

  @Test func datesTheAlmanacsGive() {
    func day(_ text: String) -> Int { try! CivilDate(parsing: text).dayCount }
    // 1 Thout 1742 and 1 Meskerem 2018: Nayrouz and Enkutatash, 2025-09-11.
    #expect(CopticCalendar.dayCount(year: 1742, month: 1, day: 1) == day("2025-09-11"))
    #expect(EthiopianCalendar.dayCount(year: 2018, month: 1, day: 1) == day("2025-09-11"))
    // Ethiopian Christmas (Genna), 29 Tahsas 2017, and Coptic Christmas, 29 Koiak 1741: 2025-01-07.
    #expect(EthiopianCalendar.date(dayCount: day("2025-01-07")) == (2017, 4, 29))
    #expect(CopticCalendar.date(dayCount: day("2025-01-07")) == (1741, 4, 29))
    // Before a Gregorian leap year the new year moves to 12 September: 1 Meskerem 2016 = 2023-09-12.
    #expect(EthiopianCalendar.date(dayCount: day("2023-09-12")) == (2016, 1, 1))
    #expect(EthiopianCalendar.isLeapYear(2015) && !EthiopianCalendar.isLeapYear(2016))
    #expect(EthiopianCalendar.daysIn(year: 2015, month: 13) == 6)
    // 1 Chaitra 1879 Saka, the day India adopted it: 1957-03-22; 1946 begins on 2024-03-21.
    #expect(IndianNationalCalendar.dayCount(year: 1879, month: 1, day: 1) == day("1957-03-22"))
    #expect(IndianNationalCalendar.date(dayCount: day("2024-03-21")) == (1946, 1, 1))
    #expect(IndianNationalCalendar.date(dayCount: day("2025-03-21")) == (1946, 12, 30))
    // Minguo 114 is 2025; Minguo 1 began 1912-01-01.
    #expect(MinguoCalendar.date(dayCount: day("2025-10-10")) == (114, 10, 10))
    #expect(MinguoCalendar.dayCount(year: 1, month: 1, day: 1) == day("1912-01-01"))
    // BE 2568 is 2025, and the offset holds before 1583 too, where ICU is Julian.
    #expect(ThaiSolarCalendar.date(dayCount: day("2025-04-13")) == (2568, 4, 13))
    #expect(ThaiSolarCalendar.date(dayCount: day("0001-01-01")) == (544, 1, 1))
    for year in stride(from: 1, through: 1583, by: 7) {
      let count = daysFromCivil(year: year, month: 2, day: 28)
      #expect(ThaiSolarCalendar.date(dayCount: count) == (year + 543, 2, 28))
    }
  }
}
