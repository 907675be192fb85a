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
  /// How the day is written (`set reform`): before the switch its number, written date and
  /// date parts are Julian; `date` is the day itself, as everywhere.
  public var reform: Reform = .proleptic
  /// Position in the grid, counted from 0.
  public var row: Int
  public var column: Int

  public init(
    date: CivilDate?, weekday: Weekday, isSelected: Bool = false, isWithinDisplayedMonth: Bool = true,
    dateBelongsTo: MonthMembership = .thisMonth, selectionPosition: SelectionPosition = .none,
    isToday: Bool = false, holiday: HolidayName? = nil, holidaysUnknown: Country? = nil,
    reform: Reform = .proleptic,
    row: Int = 0, column: Int = 0
  ) {
    self.reform = reform
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
  /// The day is written as a Julian date (before the switch of `set reform`).
  public var isJulian: Bool { date.map { reform.isJulian(dayCount: $0.dayCount) } ?? false }
  /// The date as written: the Julian date before the switch of a reform, else `date`.
  public var writtenDate: CivilDate? { date.map(reform.label(of:)) }
  /// The day of the year as written, counting the days that existed (1752-12-31 is day 355 in
  /// Great Britain); nil for a blank cell.
  public var writtenDayOfYear: Int? {
    date.map(reform.dayOfYear(of:))
  }
  public var isWeekend: Bool { weekday.isWeekend }
}
