/// A date read in the proleptic Gregorian calendar (calsh's default) that falls before a place's
/// switch from the Julian calendar, and the day the same written date named there then: Hastings,
/// 1066-10-14, is a Sunday read proleptically, but the English wrote it in the Julian calendar,
/// in which it was a Saturday, 6 days later.
public struct PreReformDate: Sendable, Equatable {
  /// The date as read, proleptic Gregorian.
  public let date: CivilDate
  /// The switch it falls before.
  public let reform: Reform
  /// The day count of the Julian date with the same year, month and day.
  public let julianDayCount: Int

  /// Nil when `date` is on or after the reform's first Gregorian day, when the reform has none
  /// (proleptic, or a country that never kept the Julian calendar), or when both calendars name
  /// the same day by it (from 0200-03-01 to 0300-02-28).
  public init?(_ date: CivilDate, before reform: Reform) {
    guard !reform.isGregorianThroughout, date.dayCount < reform.firstGregorianDay else { return nil }
    let julian = JulianCalendar.dayCount(year: date.year, month: date.month, day: date.day)
    guard julian != date.dayCount else { return nil }
    self.date = date
    self.reform = reform
    self.julianDayCount = julian
  }

  /// The weekday of the Julian date.
  public var julianWeekday: Weekday { Weekday(dayCount: julianDayCount) }
  /// How many days after the proleptic reading the Julian date falls (negative before 0200).
  public var daysLater: Int { julianDayCount - date.dayCount }

  /// The reform of the country a locale's region names (`GB`, `us`, `DE`), as ncal's table has
  /// it; Rome's of 1582 for no region, a region the table lacks (`IE`, `IN`) or a country that
  /// went to the Gregorian calendar from another than the Julian (`JP`, `CN`).
  public static func reform(ofRegion region: String?) -> Reform {
    if let region, let country = ReformCountry.all.first(where: { $0.code == region.lowercased() }),
      country.before == nil
    {
      return Reform(country)
    }
    return Reform(named: "1582")!
  }
}
