/// The marks a day cell carries whatever shows it: today, the holidays and how the day is written
/// (`set reform`). The one maker of `Day` cells: month views, day spans and day lists ask it.
public struct DayMarking: Equatable, Sendable {
  /// The day marked as today; nil marks none.
  public var today: CivilDate? { didSet { todayCount = today?.dayCount ?? Int.min } }
  /// The holidays the cells are marked with; nil marks none.
  public var holidays: HolidayCalendar?
  /// How the days are written: Julian dates before the switch of a reform.
  public var reform: Reform
  /// Today's day count, `Int.min` for none: compared per cell without converting a date.
  @usableFromInline private(set) var todayCount: Int

  public init(today: CivilDate? = nil, holidays: HolidayCalendar? = nil, reform: Reform = .proleptic) {
    self.today = today
    self.holidays = holidays
    self.reform = reform
    todayCount = today?.dayCount ?? Int.min
  }

  /// The cell of day `count` (`date` is nil for a blank cell) at `row` and `column`, belonging to
  /// `membership`'s month and at `selection` in a run of selected cells.
  @inlinable
  public func day(
    _ date: CivilDate?, count: Int, weekday: Weekday, row: Int, column: Int,
    membership: MonthMembership = .thisMonth, selection: SelectionPosition = .none
  ) -> Day {
    Day(
      date: date, weekday: weekday, isSelected: selection != .none,
      isWithinDisplayedMonth: membership == .thisMonth, dateBelongsTo: membership,
      selectionPosition: selection, isToday: count == todayCount,
      holiday: holidays.flatMap { calendar in date.flatMap { calendar.holiday(on: $0)?.name } },
      holidaysUnknown: holidays.flatMap { calendar in date.flatMap { calendar.unknownCountry(on: $0) } },
      reform: reform, row: row, column: column)
  }
}

/// Days shown with one `DayMarking` (a month view, a span of days): its today, holidays and
/// reform read and set through it.
public protocol MarkedDays {
  /// Today, the holidays and the reform the cells are marked with.
  var marking: DayMarking { get set }
}

extension MarkedDays {
  /// The day marked as today; nil marks none.
  public var today: CivilDate? {
    get { marking.today }
    set { marking.today = newValue }
  }
  /// The holidays the cells are marked with; nil marks none.
  public var holidays: HolidayCalendar? {
    get { marking.holidays }
    set { marking.holidays = newValue }
  }
  /// How the days are written (`set reform`): Julian dates before the switch, and a switch month
  /// without the days it skipped.
  public var reform: Reform {
    get { marking.reform }
    set { marking.reform = newValue }
  }
}
