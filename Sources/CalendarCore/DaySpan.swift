/// A run of consecutive days outside any month view (`days 2024-01-01..2024-03-31`), laid out in
/// weeks from `firstWeekday`. Cells are made on demand, so a span of any length stays small.
public struct DaySpan: MarkedDays, Equatable, Sendable {
  public let first: CivilDate
  public let last: CivilDate
  public let firstWeekday: Weekday
  public var selection: Selection
  /// Today, the holidays and the reform the cells are marked with.
  public var marking: DayMarking
  /// Drawn as a day strip (`strip today 14`) rather than printed as a table; `select` keeps it.
  public var isStrip = false
  private let firstCount: Int
  private let lastCount: Int
  /// The first day's column in a week that starts on `firstWeekday`.
  private let firstColumn: Int

  public init(
    from first: CivilDate, through last: CivilDate, firstWeekday: Weekday = .sunday,
    selection: Selection = .empty, today: CivilDate? = nil, holidays: HolidayCalendar? = nil
  ) {
    marking = DayMarking(today: today, holidays: holidays)
    (self.first, self.last) = first <= last ? (first, last) : (last, first)
    self.firstWeekday = firstWeekday
    self.selection = selection
    firstCount = self.first.dayCount
    lastCount = self.last.dayCount
    firstColumn = self.first.weekday.column(from: firstWeekday)
  }

  public var count: Int { lastCount - firstCount + 1 }

  /// The cell at `index` (0-based); rows count weeks from the first day's week.
  public func day(at index: Int) -> Day {
    let count = firstCount + index
    let weekday = Weekday(dayCount: count)
    let slot = firstColumn + index
    let position = selection.position(of: count, column: slot % 7, shown: firstCount..<(lastCount + 1))
    return marking.day(
      CivilDate(uncheckedDayCount: count), count: count, weekday: weekday, row: slot / 7, column: slot % 7,
      selection: position)
  }
}
