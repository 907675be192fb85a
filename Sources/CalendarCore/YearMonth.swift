/// A month of a year, e.g. 2023-02.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int

  public init(year: Int, month: Int) throws(CalendarError) {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
    self.init(uncheckedYear: year, month: month)
  }

  @usableFromInline
  init(uncheckedYear year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// Months since 0001-01, so that month ranges are integer ranges.
  public var index: Int { (year - 1) * 12 + (month - 1) }

  public init(index: Int) throws(CalendarError) {
    guard index >= 0, index < 9999 * 12 else { throw .dateOutOfRange }
    self.init(uncheckedIndex: index)
  }

  /// For indexes already known to be in range.
  public init(uncheckedIndex index: Int) {
    self.init(uncheckedYear: index / 12 + 1, month: index % 12 + 1)
  }

  public var numberOfDays: Int { Gregorian.daysIn(year: year, month: month) }
  public var firstDay: CivilDate { try! CivilDate(year: year, month: month, day: 1) }
  public var lastDay: CivilDate { try! CivilDate(year: year, month: month, day: numberOfDays) }
  public var metadata: MonthMetadata { MonthMetadata(self) }
  public var name: String { MonthName.english[month - 1] }
  /// The month's name and its year of four digits, as prose writes a month: "January 0001".
  public var longName: String { "\(name) \(pad(year, 4))" }

  /// The month `count` months later, or earlier when negative.
  public func adding(months count: Int) throws(CalendarError) -> YearMonth {
    let (target, overflow) = index.addingReportingOverflow(count)
    guard !overflow else { throw .dateOutOfRange }
    return try YearMonth(index: target)
  }

  public static func < (a: YearMonth, b: YearMonth) -> Bool { a.index < b.index }

  /// `YYYY-MM`.
  public var description: String { pad(year, 4) + "-" + pad(month, 2) }
}

/// What a calendar view needs to know of a month before it lays out cells.
public struct MonthMetadata: Hashable, Sendable {
  public let numberOfDays: Int
  public let firstDay: CivilDate
  public let firstDayWeekday: Weekday

  public init(_ month: YearMonth) {
    numberOfDays = month.numberOfDays
    firstDay = month.firstDay
    firstDayWeekday = firstDay.weekday
  }

  /// The month as a reform writes it: `firstDay` is its first date as written (Julian before
  /// the switch), `firstDayWeekday` that day's weekday.
  public init(_ month: YearMonth, reform: Reform) {
    let (first, count) = reform.dayCounts(of: month)
    numberOfDays = count
    firstDay = reform.label(of: CivilDate(uncheckedDayCount: first))
    firstDayWeekday = Weekday(dayCount: first)
  }
}
