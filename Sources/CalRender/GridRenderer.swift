import CalendarCore
import Ledger

/// What a `grid` stage asks for besides the cells: week numbers (`grid weeks`). Keywords are
/// fields, so another (`grid amounts`) is one more field and one more word.
public struct GridOptions: Sendable, Equatable {
  /// A week number at the start of each row, in `numbering`, headed by its name (`Wk`, `US`,
  /// `UK`): exact where the numbering's weeks start on the grid's first weekday; otherwise the
  /// week of most of the row's days, with a note under the grid saying so.
  public var weeks = false
  /// `set weeks`: nil (auto) numbers Sunday-first grids in US weeks and others in ISO weeks.
  public var numbering: WeekNumbering? = nil
  /// `grid amounts`: two-line cells, the day number over the day's net (`AmountGridRenderer`).
  public var amounts = false

  public init(weeks: Bool = false, amounts: Bool = false, numbering: WeekNumbering? = nil) {
    self.weeks = weeks
    self.amounts = amounts
    self.numbering = numbering
  }

  /// The numbering of a grid whose rows start on `first`: the one set, else US weeks on a
  /// Sunday-first grid (so every row is one week) and ISO weeks on any other.
  public func numbering(startingOn first: Weekday) -> WeekNumbering {
    numbering ?? (first == .sunday ? .us : .iso)
  }

  /// The week column's heading: `Wk` over ISO weeks, `US` and `UK` over strftime's counts.
  public static func label(of numbering: WeekNumbering) -> String {
    switch numbering {
    case .iso: return "Wk"
    case .us: return "US"
    case .uk: return "UK"
    }
  }

  /// The line under a grid whose rows are not the numbering's weeks (ISO weeks on a
  /// Sunday-first grid): what its numbers mean. Nil when each row is a week.
  public func note(startingOn first: Weekday) -> String? {
    let numbering = numbering(startingOn: first)
    guard weeks, !numbering.numbersRows(startingOn: first) else { return nil }
    let name = numbering == .iso ? "ISO" : numbering == .us ? "US (%U)" : "UK (%W)"
    return "\(GridOptions.label(of: numbering)): each row shows the \(name) week most of its days fall in; "
      + "\(name) weeks start on \(numbering.firstWeekday.name)"
  }
}

/// Draws a month view as a titled text grid, 7 cells of 4 columns a row, every line at most 34
/// columns (37 with week numbers) and none ending in a space (pasted into a handout, nothing
/// trails). Lines go into a `TextBlock`, so a month prints alone or beside others.
///
/// A cell is ` 12 `, `(29)` for a day of an adjacent month, `[3]` for a selected day, `  3*` for
/// today; a selected run on one row is joined by `-` (`[4----5----6]`). With colour, weekends are
/// red (Sunday) and blue (Saturday), adjacent days dim, today bold underlined, selections reversed.
public struct GridRenderer {
  public let color: Bool
  /// Columns of a grid without week numbers.
  public static let width = 34
  /// Columns a week number takes before a row: two digits and a space.
  public static let weekColumns = 3

  public var options = GridOptions()

  /// Cells of the month being drawn, reused from month to month.
  private var days: [Day] = []

  /// The language holiday names under a grid are written in.
  public var language: HolidayLanguage = .english

  /// Month titles and weekday labels; English unless a locale was asked for.
  public var labels: CalendarLabels = .english {
    didSet {
      headerBytes = GridRenderer.noHeaders
      cacheSlots = []
      cachedRows = []
    }
  }

  /// The weekday header line for each first weekday (empty until first needed: a one-line job
  /// draws one of the seven), and its display width. (Arrays of plain types, not of optional
  /// tuples, whose metadata the runtime would build by demangling at start-up.)
  private var headerBytes = GridRenderer.noHeaders
  private var headerWidths = [Int](repeating: 0, count: 7)
  private static let noHeaders = [[UInt8]](repeating: [], count: 7)

  /// Whether the terminal takes 24-bit colour, for `#rrggbb` colours from data.
  public var truecolor = false

  /// The columns the view may take (`set width`): a legend line is cut there and a day list's
  /// title wraps there, or at the grid's own width when that is wider.
  public var viewWidth = 80

  /// The holidays of the displayed month last drawn, in date order: what its legend names.
  public private(set) var legend: [(day: Int, name: HolidayName)] = []

  /// Rows of plain months, by `cacheKey`: a month with no selection, holiday, today or blank cell
  /// has the same rows as every month of its length that starts in the same column, so 119,988
  /// grids copy a few hundred kinds of rows.
  /// (Plain integers: 1 + the row's index in `cachedRows`, 0 for none, so making the table
  /// costs a zeroed allocation rather than thousands of optional copies at start-up.)
  private var cacheSlots: [Int16] = []
  private var cachedRows: [TextBlock] = []
  /// How many month shapes are kept (for tests that the shortcut runs).
  var cachedShapeCount: Int { cachedRows.count }
  private static let cacheSize = 7 * 3 * 7 * 4 * 4

  public init(color: Bool = false) {
    self.color = color
  }

  private mutating func header(from first: Weekday) -> (bytes: [UInt8], width: Int) {
    if headerBytes[first.rawValue].isEmpty {
      var block = TextBlock()
      GridRenderer.writeHeader(first, labels: labels, color: color, into: &block)
      headerBytes[first.rawValue] = block.bytes
      headerWidths[first.rawValue] = block.widths[0]
    }
    return (headerBytes[first.rawValue], headerWidths[first.rawValue])
  }

  /// Columns of one month's block: the grid, and the week numbers when asked for.
  public var blockWidth: Int { GridRenderer.width + (options.weeks ? GridRenderer.weekColumns : 0) }

  /// Prints one month: its grid, then a legend line for each holiday (`+ 5 Children's Day`).
  /// `entries` (attached by `with`) mark the days that have some.
  public mutating func write(_ view: MonthView, entries: EntriesByDay? = nil, to out: Output) {
    var block = TextBlock()
    draw(view, entries: entries, into: &block)
    block.write(to: out)
    writeLegend(to: out)
  }

  /// One line for each holiday of the month last drawn: `+ 5 Children's Day`, so a `+` in a cell
  /// is explained without colour.
  public func writeLegend(to out: Output) {
    for (day, name) in legend {
      Legend.write(day: day, name: name, language: language, width: max(viewWidth, blockWidth), to: out)
    }
  }

  /// Draws the title, the weekday header and the rows of a month into `block`, after what it holds;
  /// the days `entries` (attached by `with`) have entries on are marked.
  public mutating func draw(_ view: MonthView, entries: EntriesByDay? = nil, into block: inout TextBlock) {
    legend.removeAll(keepingCapacity: true)
    writeTitle(view.month, into: &block)
    if options.weeks { writeWeekLabel(startingOn: view.firstWeekday, into: &block) }
    let header = header(from: view.firstWeekday)
    block.raw(header.bytes, width: header.width)
    block.endLine()
    let layout = view.layout
    // Days with entries show in the rows: those months are drawn anew.
    if entries == nil, let key = cacheKey(view, layout) {
      if cacheSlots.isEmpty { cacheSlots = [Int16](repeating: 0, count: GridRenderer.cacheSize) }
      if cacheSlots[key] == 0 {
        var rows = TextBlock()
        drawRows(view, entries: nil, into: &rows)
        cachedRows.append(rows)
        cacheSlots[key] = Int16(cachedRows.count)
      }
      block.append(cachedRows[Int(cacheSlots[key]) - 1])
    } else {
      drawRows(view, entries: entries, into: &block)
    }
  }

  /// Where a month's rows are kept when they depend only on its shape; nil when something else
  /// shows in them (a selection, holidays, today, blank cells, week numbers).
  private func cacheKey(_ view: MonthView, _ layout: CellLayout) -> Int? {
    guard !options.weeks, view.selection.isEmpty, view.holidays == nil, view.reform.isGregorianThroughout
    else {
      return nil
    }
    let shown = layout.dayCounts
    guard shown.lowerBound > Gregorian.dayCounts.lowerBound,
      shown.upperBound <= Gregorian.dayCounts.upperBound
    else { return nil }
    if let today = view.today?.dayCount, shown.contains(today) { return nil }
    let month = view.month
    let previous = month.month == 1 ? 31 : Gregorian.daysIn(year: month.year, month: month.month - 1)
    let column = Weekday(dayCount: month.firstDay.dayCount).column(from: view.firstWeekday)
    let padding = view.padding == .none ? 0 : view.padding == .row ? 1 : 2
    return (((view.firstWeekday.rawValue * 3 + padding) * 7 + column) * 4 + month.numberOfDays - 28) * 4
      + previous - 28
  }

  private mutating func drawRows(_ view: MonthView, entries: EntriesByDay?, into block: inout TextBlock) {
    let layout = view.days(into: &days)
    let joinsRuns = !view.selection.isEmpty
    let numbering = options.numbering(startingOn: view.firstWeekday)
    for row in 0..<layout.rowCount {
      let cells = max(0, row * 7 - layout.firstColumn)..<min(days.count, (row + 1) * 7 - layout.firstColumn)
      let week = options.weeks ? GridRenderer.week(ofRow: row, of: view, layout, numbering: numbering) : nil
      drawRow(days[cells], entries: entries, week: week, joinsRuns: joinsRuns, into: &block)
    }
    if view.holidays != nil {
      for day in days where day.isWithinDisplayedMonth {
        if let name = day.holiday, let number = day.number { legend.append((number, name)) }
      }
    }
  }

  /// The week number of a month's row in `numbering`, counted in the view's reform: the week most
  /// of the displayed month's days in it fall in (`WeekNumbering.week(ofRowStartingAt:displaying:reform:)`).
  static func week(ofRow row: Int, of view: MonthView, _ layout: CellLayout, numbering: WeekNumbering) -> Int?
  {
    let month = view.reform.dayCounts(of: view.month)
    return numbering.week(
      ofRowStartingAt: layout.firstDayCount - layout.firstColumn + row * 7,
      displaying: month.count > 0 ? month.first...(month.first + month.count - 1) : nil, reform: view.reform)
  }

  /// The week column's heading and the space after it, over the week numbers.
  func writeWeekLabel(startingOn first: Weekday, into block: inout TextBlock) {
    block.text(GridOptions.label(of: options.numbering(startingOn: first)))
    block.ascii(byte: 0x20)
  }

  /// Draws day cells in weeks from `firstWeekday` (a day list: `days … | grid`): a title naming
  /// the months of `first` and `last`, the header, then a row for each week that holds a cell,
  /// blanks where the list has no day, and a legend line for each holiday (`+ 2024-05-05 …` when
  /// the list spans months). Cells come one at a time, so a list of any length streams; the days
  /// `entries` (attached by `with`) have entries on are marked.
  /// A `title` given replaces the months' (a list that skips weeks is titled by its first and
  /// last dates: `April 2020 - April 2030` would claim Aprils only, over Easter's 2024-03-31).
  public mutating func drawWeeks(
    firstWeekday: Weekday, first: CivilDate?, last: CivilDate?, title givenTitle: String? = nil,
    entries: EntriesByDay? = nil, reform: Reform = .proleptic, to out: Output,
    _ cells: ((Day) -> Void) throws -> Void
  ) rethrows {
    var block = TextBlock()
    if let first, let last {
      var title = labels.title(of: first.yearMonth)
      if last.yearMonth != first.yearMonth { title += " - " + labels.title(of: last.yearMonth) }
      if let givenTitle { title = givenTitle }
      // Two months' titles may be wider than the width (kde's are 50 columns): they wrap at their
      // spaces, as a strip's title does.
      for line in StripRenderer.wrap(title, width: max(viewWidth, blockWidth)) {
        writeTitle(line, into: &block)
      }
    }
    if options.weeks { writeWeekLabel(startingOn: firstWeekday, into: &block) }
    let header = header(from: firstWeekday)
    block.raw(header.bytes, width: header.width)
    block.endLine()
    block.write(to: out)
    block.removeAll()
    var row: [Day] = []
    var rowStart = Int.min
    var holidays: [(date: CivilDate, name: HolidayName)] = []
    let numbering = options.numbering(startingOn: firstWeekday)
    func flush() {
      guard !row.isEmpty else { return }
      // Numbered as the row's own days of the list are (not its blanks: at New Year a row may
      // hold only 1 and 2 January).
      let days = (row.first?.date?.dayCount ?? rowStart)...(row.last?.date?.dayCount ?? rowStart)
      let week =
        options.weeks ? numbering.week(ofRowStartingAt: rowStart, displaying: days, reform: reform) : nil
      drawRow(row[...], entries: entries, week: week, joinsRuns: true, into: &block)
      block.write(to: out)
      block.removeAll()
      row.removeAll(keepingCapacity: true)
    }
    try cells { day in
      guard let date = day.date else { return }
      let column = day.weekday.column(from: firstWeekday)
      let start = date.dayCount - column
      if start != rowStart { flush() }
      rowStart = start
      var cell = day
      cell.column = column
      row.append(cell)
      if let name = day.holiday { holidays.append((date, name)) }
    }
    flush()
    let spansMonths = first?.yearMonth != last?.yearMonth
    let legendWidth = max(viewWidth, blockWidth)
    for (date, name) in holidays {
      if spansMonths {
        Legend.write(date: date, name: name, language: language, width: legendWidth, to: out)
      } else {
        Legend.write(day: date.day, name: name, language: language, width: legendWidth, to: out)
      }
    }
  }

  private func writeTitle(_ month: YearMonth, into block: inout TextBlock) {
    guard labels == .english else { return writeTitle(labels.title(of: month), into: &block) }
    let yearDigits = month.year >= 1000 ? 4 : month.year >= 100 ? 3 : month.year >= 10 ? 2 : 1
    let name = GridRenderer.monthNames[month.month - 1]
    block.spaces((blockWidth - (name.count + 1 + yearDigits)) / 2)
    if color { block.escape("\u{1B}[1m") }
    block.ascii(name)
    block.ascii(byte: 0x20)
    block.decimal(month.year)
    if color { block.escape("\u{1B}[0m") }
    block.endLine()
  }

  /// A title centred by display width.
  private func writeTitle(_ title: String, into block: inout TextBlock) {
    block.spaces((blockWidth - displayWidth(title)) / 2)
    if color { block.escape("\u{1B}[1m") }
    block.text(title)
    if color { block.escape("\u{1B}[0m") }
    block.endLine()
  }

  /// Weekday labels, each at the start of its 5-column cell (labels up to 4 columns wide).
  private static func writeHeader(
    _ first: Weekday, labels: CalendarLabels, color: Bool, into block: inout TextBlock
  ) {
    for column in 0..<7 {
      let weekday = first.advanced(by: column)
      let code = weekdayColor(weekday)
      block.pad(to: column * 5)
      if color, let code { block.escape(codes: code) }
      block.text(labels.name(of: weekday))
      if color, code != nil { block.escape("\u{1B}[0m") }
    }
    block.endLine()
  }

  private func drawRow(
    _ cells: ArraySlice<Day>, entries: EntriesByDay?, week: Int?, joinsRuns: Bool, into block: inout TextBlock
  ) {
    var line = (
      UInt64(0x2020_2020_2020_2020), UInt64(0x2020_2020_2020_2020), UInt64(0x2020_2020_2020_2020),
      UInt64(0x2020_2020_2020_2020), UInt64(0x2020_2020_2020_2020)
    )
    var joined: UInt8 = 0  // bit c: a selected run continues from column c to c + 1
    withUnsafeMutableBytes(of: &line) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      var previous: Day? = nil
      for cell in cells {
        GridRenderer.writeCell(
          cell, into: buffer, at: cell.column * 5,
          dataMark: !color && DataMarks.marks(cell, totals: entries?.totals(of: cell)))
        // Drawn exactly as the positions say: a cell that opens or continues a run joins the next
        // cell when that one continues or closes it.
        if joinsRuns, let a = previous, a.column + 1 == cell.column,
          a.selectionPosition == .left || a.selectionPosition == .middle,
          cell.selectionPosition == .middle || cell.selectionPosition == .right
        {
          joined |= 1 << a.column
          for k in (a.column * 5 + 2)...(a.column * 5 + 6) where buffer[k] == 0x20 {
            buffer[k] = UInt8(ascii: "-")
          }
        }
        previous = cell
      }
    }
    if let week {
      block.decimal(week, width: 2)
      block.ascii(byte: 0x20)
    } else if options.weeks {
      block.spaces(GridRenderer.weekColumns)
    }
    withUnsafeBytes(of: &line) { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var end = GridRenderer.width
      while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
      if color {
        drawColored(cells, entries: entries, line: bytes, end: end, joined: joined, into: &block)
      } else {
        block.raw(UnsafeBufferPointer(rebasing: bytes[..<end]), width: end)
      }
    }
    block.endLine()
  }

  /// The row with colour codes around its cells, up to `end` (the last column that is not blank).
  private func drawColored(
    _ cells: ArraySlice<Day>, entries: EntriesByDay?, line: UnsafeBufferPointer<UInt8>, end: Int,
    joined: UInt8, into block: inout TextBlock
  ) {
    var byColumn = [Day?](repeating: nil, count: 7)
    for cell in cells { byColumn[cell.column] = cell }
    for column in 0..<7 {
      let start = column * 5
      guard start < end else { break }
      var codes = ""
      if let day = byColumn[column] {
        codes = CellColor.codes(day, totals: entries?.totals(of: day), truecolor: truecolor)
      }
      if !codes.isEmpty { block.escape(codes: codes) }
      let stop = min(start + 4, end)
      block.raw(UnsafeBufferPointer(rebasing: line[start..<stop]), width: stop - start)
      if !codes.isEmpty { block.escape("\u{1B}[0m") }
      guard column < 6, start + 4 < end else { break }
      let isJoined = joined & (1 << column) != 0
      if isJoined { block.escape("\u{1B}[7m") }
      block.ascii(byte: line[start + 4])
      if isJoined { block.escape("\u{1B}[0m") }
    }
  }

  /// A day's four columns: `[open][tens][ones][close]`, as `(29)`, ` 12 `, `[3]`, `  3*`, `  5+`.
  /// `dataMark`: the day gets `#` before its number, for its entries when colour cannot show them
  /// (`DataMarks`).
  static func writeCell(
    _ day: Day, into line: UnsafeMutableBufferPointer<UInt8>, at start: Int, dataMark: Bool = false
  ) {
    guard let number = day.number else { return }
    var open: UInt8 = 0x20
    var close: UInt8 = 0x20
    if day.isSelected {
      if day.selectionPosition == .full || day.selectionPosition == .left { open = UInt8(ascii: "[") }
      if day.selectionPosition == .full || day.selectionPosition == .right { close = UInt8(ascii: "]") }
    } else if !day.isWithinDisplayedMonth {
      (open, close) = (UInt8(ascii: "("), UInt8(ascii: ")"))
    } else if day.isToday {
      close = UInt8(ascii: "*")
    } else if day.holiday != nil {
      close = UInt8(ascii: "+")
    }
    if dataMark { open = DataMarks.plainMark }
    let ones = UInt8(number % 10) + 0x30
    if number >= 10 {
      line[start] = open
      line[start + 1] = UInt8(number / 10) + 0x30
    } else {
      line[start + 1] = open
    }
    line[start + 2] = ones
    line[start + 3] = close
  }

  private static let monthNames = MonthName.english.map { Array(($0).utf8) }

  static func weekdayColor(_ weekday: Weekday) -> String? {
    weekday == .sunday ? "31" : weekday == .saturday ? "34" : nil
  }
}
