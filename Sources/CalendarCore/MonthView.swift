/// A displayed month: its days plus padding, selection and today, laid out from `firstWeekday`.
public struct MonthView: Equatable, Sendable {
  public var month: YearMonth
  public var padding: Padding
  public var firstWeekday: Weekday
  public var selection: Selection
  public var today: CivilDate?

  public init(
    _ month: YearMonth, padding: Padding = .none, firstWeekday: Weekday = .sunday,
    selection: Selection = .empty, today: CivilDate? = nil
  ) {
    self.month = month
    self.padding = padding
    self.firstWeekday = firstWeekday
    self.selection = selection
    self.today = today
  }

  public var metadata: MonthMetadata { month.metadata }
  public var layout: CellLayout { month.layout(padding: padding, firstWeekday: firstWeekday) }

  public func padded(_ padding: Padding) -> MonthView {
    var view = self
    view.padding = padding
    return view
  }

  public func selecting(_ change: (inout Selection) -> Void) -> MonthView {
    var view = self
    change(&view.selection)
    return view
  }

  /// The same view `count` months later (earlier when negative).
  public func shifted(byMonths count: Int) throws(CalendarError) -> MonthView {
    var view = self
    view.month = try month.adding(months: count)
    return view
  }

  /// Every cell in grid order, with membership, selection positions, today and grid position.
  public func days() -> [Day] {
    let layout = self.layout
    let first = month.firstDay.dayCount
    let thisMonth = first..<(first + month.numberOfDays)
    let todayCount = today?.dayCount
    var cells: [Day] = []
    cells.reserveCapacity(layout.cellCount)
    for (offset, count) in layout.dayCounts.enumerated() {
      let slot = layout.firstColumn + offset
      let column = slot % 7
      let belongs: MonthMembership =
        count < thisMonth.lowerBound
        ? .previousMonth : count >= thisMonth.upperBound ? .followingMonth : .thisMonth
      let valid = Gregorian.dayCounts.contains(count)
      let position = selection.position(of: count, column: column, shown: layout.dayCounts)
      cells.append(
        Day(
          date: valid ? CivilDate(uncheckedDayCount: count) : nil,
          weekday: firstWeekday.advanced(by: column),
          isSelected: position != .none,
          isWithinDisplayedMonth: belongs == .thisMonth,
          dateBelongsTo: belongs,
          selectionPosition: position,
          isToday: count == todayCount,
          row: slot / 7,
          column: column))
    }
    return cells
  }
}
