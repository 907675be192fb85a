/// Easter Sunday by the Gregorian computus, with every intermediate number of the Anonymous
/// Gregorian algorithm (Meeus, Jones, Butcher) kept so that `explain easter` can show the steps.
public struct Easter: Hashable, Sendable {
  /// The computus is defined from the first full year of the Gregorian calendar.
  public static let years: ClosedRange<Int> = 1583...9999

  public let year: Int  // [1583, 9999]
  /// The year's place in the 19-year Metonic cycle (golden number − 1). [0, 18]
  public let a: Int
  /// The century. [15, 99]
  public let b: Int
  /// The year within the century. [0, 99]
  public let c: Int
  /// Leap centuries skipped so far, b / 4. [3, 24]
  public let d: Int
  /// b mod 4. [0, 3]
  public let e: Int
  /// The lunar correction's step, (b + 8) / 25. [0, 4]
  public let f: Int
  /// The lunar (Metonic) correction, (b − f + 1) / 3. [5, 32]
  public let g: Int
  /// The epact-like count of days from 21 March to the Paschal full moon. [0, 29]
  public let h: Int
  /// c / 4. [0, 24]
  public let i: Int
  /// c mod 4. [0, 3]
  public let k: Int
  /// Days from the Paschal full moon to the next Sunday, less one. [0, 6]
  public let l: Int
  /// 1 in the rare years whose Easter the church's tables move a week earlier, else 0: the full
  /// moon h gives is a Sunday the tables date a day earlier (19 April, h = 29; or 18 April, h = 28,
  /// when a > 10). [0, 1]
  public let m: Int
  /// 3 (March) or 4 (April).
  public let month: Int
  /// [22, 31] in March, [1, 25] in April.
  public let day: Int

  /// The computus for `year` in 1583…9999; other years have no Gregorian Easter here.
  public init(year: Int) throws(CalendarError) {
    guard Easter.years.contains(year) else { throw .math(.easterOutOfRange(year)) }
    self.year = year
    a = year % 19
    b = year / 100
    c = year % 100
    d = b / 4
    e = b % 4
    f = (b + 8) / 25
    g = (b - f + 1) / 3
    h = (19 * a + b - d - g + 15) % 30
    i = c / 4
    k = c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) / 451
    month = (h + l - 7 * m + 114) / 31
    day = (h + l - 7 * m + 114) % 31 + 1
  }

  /// Easter Sunday: between 22 March and 25 April.
  public var date: CivilDate { CivilDate(uncheckedYear: year, month: month, day: day) }

  /// Easter Sunday of `year` (1583…9999): 2025-04-20, 2024-03-31.
  public static func sunday(in year: Int) throws(CalendarError) -> CivilDate {
    try Easter(year: year).date
  }
}
