/// How a month view fills the rows around its own days.
public enum Padding: String, Sendable, CaseIterable {
  /// Only the month's days; the first sits in its weekday's column.
  case none
  /// Whole weeks: days of the adjacent months fill the first and last rows (4 to 6 rows).
  case row
  /// Always 6 rows, 42 cells.
  case grid
}

/// The cells of a month view as a run of consecutive day counts, in grid order.
public struct CellLayout: Equatable, Sendable {
  /// Day count of the first cell (before 0001-01-01 for blank padding cells).
  public let firstDayCount: Int
  public let cellCount: Int
  /// Grid column of the first cell: 0 unless padding is `none`.
  public let firstColumn: Int

  public var dayCounts: Range<Int> { firstDayCount..<(firstDayCount + cellCount) }
  public var rowCount: Int { (firstColumn + cellCount + 6) / 7 }
}

extension YearMonth {
  /// The padded day sequence, as Python's `calendar` builds it:
  /// `daysBefore = (weekdayOfDay1 - firstWeekday) mod 7`, then whole weeks (or 42 cells).
  public func layout(padding: Padding, firstWeekday: Weekday) -> CellLayout {
    CellLayout(
      first: daysFromCivil(year: year, month: month, day: 1), numberOfDays: numberOfDays, padding: padding,
      firstWeekday: firstWeekday)
  }
}

extension CellLayout {
  /// The cells of a month of `numberOfDays` days from day count `first`.
  public init(first: Int, numberOfDays: Int, padding: Padding, firstWeekday: Weekday) {
    let daysBefore = Weekday(dayCount: first).column(from: firstWeekday)
    switch padding {
    case .none:
      self.init(firstDayCount: first, cellCount: numberOfDays, firstColumn: daysBefore)
    case .row:
      let weeks = (daysBefore + numberOfDays + 6) / 7
      self.init(firstDayCount: first - daysBefore, cellCount: weeks * 7, firstColumn: 0)
    case .grid:
      self.init(firstDayCount: first - daysBefore, cellCount: 42, firstColumn: 0)
    }
  }
}
