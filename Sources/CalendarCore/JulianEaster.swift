/// Easter Sunday by the Julian computus, the Alexandrian reckoning the Orthodox churches still
/// keep, with every intermediate number of Meeus's Julian algorithm kept for `explain easter`.
/// The Sunday is a Julian calendar date; `gregorianDate` is the same day in calsh's calendar.
public struct JulianEaster: Hashable, Sendable {
  /// From the year after the Council of Nicaea (325), which set the rule, to calsh's last year.
  public static let years: ClosedRange<Int> = 326...9999

  public let year: Int  // [326, 9999]
  /// The year's place in the four-year leap cycle, year mod 4. [0, 3]
  public let a: Int
  /// year mod 7: with a, where 22 March falls in the week. [0, 6]
  public let b: Int
  /// The year's place in the 19-year Metonic cycle (golden number − 1), year mod 19. [0, 18]
  public let c: Int
  /// Days from 21 March to the Paschal full moon, (19c + 15) mod 30. [0, 29]
  public let d: Int
  /// Days from 22 March + d to the Sunday, (2a + 4b − d + 34) mod 7. [0, 6]
  public let e: Int
  /// 3 (March) or 4 (April), in the Julian calendar.
  public let month: Int
  /// [22, 31] in March, [1, 25] in April, in the Julian calendar.
  public let day: Int

  /// The computus for `year` in 326…9999; other years have no Julian Easter here.
  public init(year: Int) throws(CalendarError) {
    guard JulianEaster.years.contains(year) else { throw .math(.julianEasterOutOfRange(year)) }
    self.year = year
    a = year % 4
    b = year % 7
    c = year % 19
    d = (19 * c + 15) % 30
    e = (2 * a + 4 * b - d + 34) % 7
    month = (d + e + 114) / 31
    day = (d + e + 114) % 31 + 1
  }

  /// The day count of the Sunday (days since Gregorian 1970-01-01).
  public var dayCount: Int { JulianCalendar.dayCount(year: year, month: month, day: day) }

  /// The same Sunday in the (proleptic) Gregorian calendar: Orthodox Easter as most of the world
  /// dates it (2024-05-05). In 1900–2099 it falls from 4 April to 8 May, and it drifts a day later
  /// with every century year that is leap only in the Julian calendar: 9999's is 27 June.
  public var gregorianDate: CivilDate { CivilDate(uncheckedDayCount: dayCount) }
}
