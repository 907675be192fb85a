/// A displayed month: its days plus padding, selection and today, laid out from `firstWeekday`.
public struct MonthView: MarkedDays, Equatable, Sendable {
  public var month: YearMonth
  public var padding: Padding
  public var firstWeekday: Weekday
  public var selection: Selection
  /// Today, the holidays (`set holidays jp`) and the reform the cells are marked with.
  public var marking: DayMarking
  /// Drawn as a grid (default) or a day strip; `next`, `prev` and `around` keep it.
  public var style: ViewStyle = .grid

  public init(
    _ month: YearMonth, padding: Padding = .none, firstWeekday: Weekday = .sunday,
    selection: Selection = .empty, today: CivilDate? = nil, holidays: HolidayCalendar? = nil
  ) {
    self.marking = DayMarking(today: today, holidays: holidays)
    self.month = month
    self.padding = padding
    self.firstWeekday = firstWeekday
    self.selection = selection
  }

  public var metadata: MonthMetadata { reform.metadata(of: month) }
  public var layout: CellLayout { reform.layout(of: month, padding: padding, firstWeekday: firstWeekday) }

  public func padded(_ padding: Padding) -> MonthView {
    var view = self
    view.padding = padding
    return view
  }

  public func styled(_ style: ViewStyle) -> MonthView {
    var view = self
    view.style = style
    return view
  }

  public func selecting(_ change: (inout Selection) -> Void) -> MonthView {
    var view = self
    change(&view.selection)
    return view
  }

  /// The same view `count` months later (earlier when negative); a month the reform has no day
  /// of (past the last Julian day) is an error.
  public func shifted(byMonths count: Int) throws(CalendarError) -> MonthView {
    var view = self
    view.month = try month.adding(months: count)
    try reform.checkKnown(view.month)
    return view
  }

  /// The countries whose holidays are marked but not known on some cell's day, each with such a
  /// day's year: those days are not marked.
  public var unknownHolidays: [(Country, Int)] {
    guard let holidays, !holidays.countries.isEmpty else { return [] }
    let shown = layout.dayCounts
    let first = max(shown.lowerBound, Gregorian.dayCounts.lowerBound)
    let last = min(shown.upperBound - 1, Gregorian.dayCounts.upperBound)
    guard first <= last else { return [] }
    return holidays.unknownSpans(
      from: CivilDate(uncheckedDayCount: first), through: CivilDate(uncheckedDayCount: last))
  }

  /// Every cell in grid order, with membership, selection positions, today and grid position.
  public func days() -> [Day] {
    var cells: [Day] = []
    days(into: &cells)
    return cells
  }

  /// The cells of `days()`, written over `cells` so a loop over many months reuses one buffer;
  /// returns the layout they follow.
  @discardableResult
  public func days(into cells: inout [Day]) -> CellLayout {
    cells.removeAll(keepingCapacity: true)
    let layout = self.layout
    let (first, numberOfDays) = reform.dayCounts(of: self.month)
    let thisMonth = first..<(first + numberOfDays)
    let shown = layout.dayCounts
    let allValid =
      Gregorian.dayCounts.contains(shown.lowerBound) && Gregorian.dayCounts.contains(shown.upperBound - 1)
    let hasSelection = !selection.isEmpty
    // Blank cells are shown but never selected, nor count as selected neighbours.
    let selectable =
      max(
        shown.lowerBound, Gregorian.dayCounts.lowerBound)..<min(
        shown.upperBound, Gregorian.dayCounts.upperBound + 1)
    // Dates advance a day at a time from the first cell; no division per cell.
    var (year, month, day) = civilFromDays(layout.firstDayCount)
    var monthLength = Gregorian.daysIn(year: year, month: month)
    var column = layout.firstColumn
    var row = 0
    var weekday = firstWeekday.advanced(by: column)
    cells.reserveCapacity(layout.cellCount)
    for count in shown {
      let belongs: MonthMembership =
        count < thisMonth.lowerBound
        ? .previousMonth : count >= thisMonth.upperBound ? .followingMonth : .thisMonth
      let valid = allValid || Gregorian.dayCounts.contains(count)
      let position =
        hasSelection && valid ? selection.position(of: count, column: column, shown: selectable) : .none
      let date = valid ? CivilDate(uncheckedYear: year, month: month, day: day) : nil
      cells.append(
        marking.day(
          date, count: count, weekday: weekday, row: row, column: column, membership: belongs,
          selection: position))
      day += 1
      if day > monthLength {
        (day, month) = (1, month + 1)
        if month > 12 { (month, year) = (1, year + 1) }
        monthLength = Gregorian.daysIn(year: year, month: month)
      }
      column += 1
      weekday = weekday.advanced(by: 1)
      if column == 7 { (column, row) = (0, row + 1) }
    }
    return layout
  }
}
