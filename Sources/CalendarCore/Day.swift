/// Which month a cell's date belongs to, relative to the displayed month.
public enum MonthMembership: String, Sendable {
  case previousMonth, thisMonth, followingMonth
}

/// Where a selected cell sits in its run of selected cells on one row.
public enum SelectionPosition: String, Sendable {
  case none, full, left, middle, right
}

/// One cell of a calendar view, as a custom calendar view keeps it.
public struct Day: Equatable, Sendable {
  /// Nil for a blank cell: padding that would fall outside 0001-01-01…9999-12-31.
  public var date: CivilDate?
  public var weekday: Weekday
  public var isSelected: Bool
  public var isWithinDisplayedMonth: Bool
  public var dateBelongsTo: MonthMembership
  public var selectionPosition: SelectionPosition
  public var isToday: Bool
  public var holiday: HolidayName?
  /// A country whose holidays are marked but not known on this day (outside the span of its
  /// rules): whether the day is a holiday cannot be told.
  public var holidaysUnknown: Country?
  /// The day is written as a Julian date (before the switch of `set reform`): its number and
  /// written date are Julian; `date` is the day itself, as everywhere.
  public var isJulian: Bool = false
  /// Position in the grid, counted from 0.
  public var row: Int
  public var column: Int

  public init(
    date: CivilDate?, weekday: Weekday, isSelected: Bool = false, isWithinDisplayedMonth: Bool = true,
    dateBelongsTo: MonthMembership = .thisMonth, selectionPosition: SelectionPosition = .none,
    isToday: Bool = false, holiday: HolidayName? = nil, holidaysUnknown: Country? = nil,
    isJulian: Bool = false,
    row: Int = 0, column: Int = 0
  ) {
    self.isJulian = isJulian
    self.date = date
    self.weekday = weekday
    self.isSelected = isSelected
    self.isWithinDisplayedMonth = isWithinDisplayedMonth
    self.dateBelongsTo = dateBelongsTo
    self.selectionPosition = selectionPosition
    self.isToday = isToday
    self.holiday = holiday
    self.holidaysUnknown = holidaysUnknown
    self.row = row
    self.column = column
  }

  /// The day of the month as written, nil for a blank cell.
  public var number: Int? { writtenDate?.day }
  /// The date as written: the Julian date before the switch of a reform, else `date`.
  public var writtenDate: CivilDate? {
    guard isJulian, let date else { return date }
    let (year, month, day) = JulianCalendar.date(dayCount: date.dayCount)
    return CivilDate(uncheckedYear: year, month: month, day: day)
  }
  public var isWeekend: Bool { weekday.isWeekend }
}
