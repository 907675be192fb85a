/// A run of consecutive days outside any month view (`days 2024-01-01..2024-03-31`), laid out in
/// weeks from `firstWeekday`. Cells are made on demand, so a span of any length stays small.
public struct DaySpan: Equatable, Sendable {
  public let first: CivilDate
  public let last: CivilDate
  public var firstWeekday: Weekday
  public var selection: Selection
  public var today: CivilDate?

  public init(
    from first: CivilDate, through last: CivilDate, firstWeekday: Weekday = .sunday,
    selection: Selection = .empty, today: CivilDate? = nil
  ) {
    (self.first, self.last) = first <= last ? (first, last) : (last, first)
    self.firstWeekday = firstWeekday
    self.selection = selection
    self.today = today
  }

  public var count: Int { last.dayCount - first.dayCount + 1 }

  /// The cell at `index` (0-based); rows count weeks from the first day's week.
  public func day(at index: Int) -> Day {
    let start = first.dayCount
    let count = start + index
    let weekday = Weekday(dayCount: count)
    let firstColumn = (first.weekday.rawValue - firstWeekday.rawValue + 7) % 7
    let slot = firstColumn + index
    let position = selection.position(of: count, column: slot % 7, shown: start..<(last.dayCount + 1))
    return Day(
      date: CivilDate(uncheckedDayCount: count), weekday: weekday, isSelected: position != .none,
      selectionPosition: position, isToday: count == today?.dayCount, row: slot / 7, column: slot % 7)
  }

  public func forEachDay(_ body: (Day) throws -> Void) rethrows {
    for index in 0..<count { try body(day(at: index)) }
  }
}
