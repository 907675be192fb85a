// Julian Day Numbers count days from noon of -4713-11-24 (proleptic Gregorian); the civil day
// 1970-01-01 is JDN 2,440,588. The Modified Julian Day starts at midnight 1858-11-17 (JD 2400000.5).

extension CivilDate {
  /// JDN of 1970-01-01, the epoch of day counts.
  static let julianDayOfEpoch = 2_440_588
  /// MJD of 1970-01-01.
  static let modifiedJulianDayOfEpoch = 40_587

  /// The Julian Day Numbers of 0001-01-01 (1,721,426) through 9999-12-31 (5,373,484).
  public static let julianDayNumbers: ClosedRange<Int> =
    (Gregorian.dayCounts.lowerBound + julianDayOfEpoch)...(Gregorian.dayCounts.upperBound + julianDayOfEpoch)

  /// The Julian Day Number: the JD at noon of this date (2000-01-01 is 2,451,545).
  public var julianDayNumber: Int { dayCount + CivilDate.julianDayOfEpoch }

  /// The date whose Julian Day Number is `jdn`, in 1,721,426 … 5,373,484.
  public init(julianDayNumber jdn: Int) throws(CalendarError) {
    guard CivilDate.julianDayNumbers.contains(jdn) else { throw .dateOutOfRange }
    self.init(uncheckedDayCount: jdn - CivilDate.julianDayOfEpoch)
  }

  /// The Modified Julian Day, JD − 2,400,000.5 at midnight: 1858-11-17 is MJD 0.
  public var modifiedJulianDay: Int { dayCount + CivilDate.modifiedJulianDayOfEpoch }

  /// The date of a Modified Julian Day, in -678,575 … 2,973,483.
  public init(modifiedJulianDay mjd: Int) throws(CalendarError) {
    let (count, overflow) = mjd.subtractingReportingOverflow(CivilDate.modifiedJulianDayOfEpoch)
    guard !overflow else { throw .dateOutOfRange }
    try self.init(dayCount: count)
  }
}
