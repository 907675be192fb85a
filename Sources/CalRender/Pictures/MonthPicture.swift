import CalendarCore
import Ledger

/// A month as a picture draws it: title, weekday labels, the cells in rows, week numbers, and
/// the lines under it (a holiday legend, notes such as a reform's gap).
public struct MonthPicture: Sendable {
  public var month: YearMonth
  public var title: String
  /// The seven weekday labels from the first weekday.
  public var weekdays: [(label: String, weekday: Weekday)]
  /// Every cell in grid order, blanks included; padding cells are `isAdjacent`.
  public var cells: [PictureCell]
  public var rowCount: Int
  /// The week number of each row, when `grid weeks` asked for them, and their column's heading
  /// (`Wk`, `US`, `UK`: `GridOptions.label(of:)`).
  public var weeks: [Int?]?
  public var weekLabel = ""
  /// `5 Children's Day`: the month's holidays, one a line.
  public var legend: [String]
  /// Lines that explain the month: the days a reform skipped.
  public var notes: [String]
  /// Lines of text each cell holds under its number (a net, other calendars' dates).
  public var cellLines: Int
  /// What the picture is: a month, a day list in weeks, or a strip (cells in one band, each
  /// labelled with its weekday).
  public var kind: Kind = .month
  /// Cells a row holds: 7, or a strip's length up to `PictureLayout.stripColumns`.
  public var columns = 7

  public enum Kind: Sendable { case month, days, strip }

  public init(
    month: YearMonth, title: String, weekdays: [(label: String, weekday: Weekday)], cells: [PictureCell],
    rowCount: Int, weeks: [Int?]?, legend: [String], notes: [String], cellLines: Int
  ) {
    self.month = month
    self.title = title
    self.weekdays = weekdays
    self.cells = cells
    self.rowCount = rowCount
    self.weeks = weeks
    self.legend = legend
    self.notes = notes
    self.cellLines = cellLines
  }

  /// Labels of the seven weekdays from `first`.
  public static func weekdays(from first: Weekday, labels: CalendarLabels) -> [(
    label: String, weekday: Weekday
  )] {
    (0..<7).map { column in
      let weekday = first.advanced(by: column)
      return (labels.name(of: weekday), weekday)
    }
  }
}

/// Makes `MonthPicture`s from month views with the session's labels, reusing one buffer of days.
public struct MonthPictureMaker {
  public var labels: CalendarLabels = .english
  public var language: HolidayLanguage = .english
  public var options = GridOptions()
  /// Other calendars whose dates each cell shows under its number (`table hebrew islamic | html`).
  public var calendars: [DayColumn] = []
  private var days: [Day] = []

  public init() {}

  public mutating func picture(of view: MonthView, entries: EntriesByDay? = nil) -> MonthPicture {
    let layout = view.days(into: &days)
    let hasAmounts = entries?.entries.ledger.hasAmounts ?? true
    var cells: [PictureCell] = []
    cells.reserveCapacity(days.count)
    var legend: [String] = []
    for day in days {
      let totals = entries?.totals(of: day)
      var lines: [String] = []
      if options.amounts, let totals, totals.count > 0 {
        lines.append(hasAmounts ? totals.net.description : "#" + String(totals.count))
      }
      for column in calendars {
        lines.append(column.text(of: day, language: language) ?? "")
      }
      let cell = PictureCell(
        day, totals: totals, language: language, lines: lines, tintsNet: options.amounts && hasAmounts)
      if day.isWithinDisplayedMonth, let name = cell.holiday, let number = day.number {
        legend.append(String(number) + " " + name)
      }
      cells.append(cell)
    }
    var weeks: [Int?]? = nil
    let numbering = options.numbering(startingOn: view.firstWeekday)
    if options.weeks {
      weeks = (0..<layout.rowCount).map {
        GridRenderer.week(ofRow: $0, of: view, layout, numbering: numbering)
      }
    }
    var picture = MonthPicture(
      month: view.month, title: labels.title(of: view.month),
      weekdays: MonthPicture.weekdays(from: view.firstWeekday, labels: labels), cells: cells,
      rowCount: layout.rowCount, weeks: weeks, legend: legend, notes: MonthPictureMaker.notes(of: view),
      cellLines: (options.amounts ? 1 : 0) + calendars.count)
    picture.weekLabel = GridOptions.label(of: numbering)
    return picture
  }

  /// The note under a month a reform's switch cut: `3–13 September 1752 were skipped: Great
  /// Britain moved from the Julian to the Gregorian calendar` (under both months when the
  /// skipped days cross a month's end).
  public static func notes(of view: MonthView) -> [String] {
    let reform = view.reform
    guard let (lastJulian, firstGregorian) = reform.switchDates else { return [] }
    let month = (view.month.year, view.month.month)
    guard month == (lastJulian.year, lastJulian.month) || month == (firstGregorian.year, firstGregorian.month)
    else { return [] }
    let place = reform.country?.name ?? reform.code
    let why = ": \(place) moved from the Julian to the Gregorian calendar"
    func name(_ label: ReformLabel) -> String { MonthName.english[label.month - 1] }
    if (lastJulian.year, lastJulian.month) == (firstGregorian.year, firstGregorian.month) {
      let first = lastJulian.day + 1
      let last = firstGregorian.day - 1
      guard last >= first else { return [] }
      if first == last {
        return ["\(first) \(name(firstGregorian)) \(firstGregorian.year) was skipped" + why]
      }
      return ["\(first)–\(last) \(name(firstGregorian)) \(firstGregorian.year) were skipped" + why]
    }
    let julianYear = lastJulian.year == firstGregorian.year ? "" : " \(lastJulian.year)"
    return [
      "The days between \(lastJulian.day) \(name(lastJulian))\(julianYear) and \(firstGregorian.day) "
        + "\(name(firstGregorian)) \(firstGregorian.year) were skipped" + why
    ]
  }
}
