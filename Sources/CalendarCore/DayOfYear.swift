/// The day of the year of a civil date, 1 … 365 (366 in a leap year), counting from 1 January.
@inlinable
func dayOfYearFromCivil(year: Int, month: Int, day: Int) -> Int {
  daysFromCivil(year: year, month: month, day: day) - daysFromCivil(year: year, month: 1, day: 1) + 1
}

extension CivilDate {
  /// 1 … 366: 2023-03-01 is day 60, 2024-03-01 is day 61, 2024-12-31 is day 366.
  public var dayOfYear: Int { dayOfYearFromCivil(year: year, month: month, day: day) }

  /// The date of day `dayOfYear` (1 … 365, or 366 in a leap year) of `year`.
  public init(year: Int, dayOfYear: Int) throws(CalendarError) {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard dayOfYear >= 1, dayOfYear <= Gregorian.daysIn(year: year) else {
      throw .math(.noSuchDayOfYear(year: year, day: dayOfYear))
    }
    self.init(uncheckedDayCount: daysFromCivil(year: year, month: 1, day: 1) + dayOfYear - 1)
  }
}
