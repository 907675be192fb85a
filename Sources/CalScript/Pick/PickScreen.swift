import CalRender
import CalendarCore
import Ledger

/// What `pick` draws around the picker: the session's labels and colours, the holidays, entries
/// and other calendars asked for, and the terminal's size.
public struct PickScreen {
  public var color = false
  public var truecolor = false
  public var labels: CalendarLabels = .english
  public var language: HolidayLanguage = .english
  public var holidays: HolidayCalendar?
  public var entries: EntriesByDay?
  /// Other calendars' dates of the cursor's day (`show hebrew`): each a name and its writing.
  public var otherCalendars: [(name: String, write: (Int) -> String)] = []
  /// Months shown each side of the cursor's (`around N`), as the width allows.
  public var around = 0
  public var width = 80
  public var height = 24

  public init() {}

  /// The screen's lines (with colour codes when `color`), top to bottom, at most `height`.
  public func lines(of picker: Picker, keys: PickKeys = PickKeys()) -> [[UInt8]] {
    var lines = picker.showsHelp ? PickScreen.help.map { Array($0.utf8) } : calendar(of: picker)
    lines.append([])
    lines += PickScreen.wrapped(status(of: picker), to: width).map { Array($0.utf8) }
    if let entries {
      let totals = entries.totals(onDayCount: picker.cursor)
      if totals.count > 0 {
        lines.append(
          Array("\(totals.count) entries  income \(totals.income)  expense \(totals.expense)".utf8))
      }
    }
    for (name, write) in otherCalendars { lines.append(Array("\(name): \(write(picker.cursor))".utf8)) }
    if let typing = keys.typing {
      lines.append(Array("go to: \(typing)".utf8))
    } else if let refusal = keys.refusal {
      lines.append(Array(refusal.utf8))
    } else {
      lines += PickScreen.wrapped(PickScreen.hint(for: picker), to: width).map { Array($0.utf8) }
    }
    if lines.count > height { lines.removeFirst(lines.count - height) }
    return lines
  }

  /// The month (or months, or the strip) as `month … | select …` prints it: the cursor's day and
  /// the chosen days selected.
  func calendar(of picker: Picker) -> [[UInt8]] {
    var bytes: [UInt8] = []
    let out = Output { bytes += $0 }
    var selection = picker.marked
    selection.select(Selection(runs: [picker.cursor...picker.cursor]))
    let marking = DayMarking(
      today: CivilDate(uncheckedDayCount: picker.today), holidays: holidays, reform: picker.reform)
    if picker.mode == .strip {
      drawStrip(picker, selection: selection, marking: marking, to: out)
    } else {
      let shown = picker.shownMonth
      let side = side(grid)
      var list = MonthListRenderer(grid: grid, width: width, count: 2 * side + 1)
      for offset in -side...side {
        guard let month = try? shown.adding(months: offset), picker.reform.dayCounts(of: month).count > 0
        else {
          continue
        }
        var view = MonthView(month, firstWeekday: picker.firstWeekday, selection: selection)
        view.marking = marking
        list.add(view, entries: entries, to: out)
      }
      list.finish(to: out)
    }
    out.flush()
    return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map(Array.init)
  }

  /// The grid's renderer as `month` prints it with the session's settings.
  private var grid: GridRenderer {
    var grid = GridRenderer(color: color)
    grid.language = language
    grid.labels = labels
    grid.truecolor = truecolor
    grid.viewWidth = width
    return grid
  }

  /// Months shown each side of the cursor's: `around`, or none when they do not fit the width.
  private func side(_ grid: GridRenderer) -> Int {
    MonthListRenderer.across(blockWidth: grid.blockWidth, width: width) >= 2 * around + 1 ? around : 0
  }

  /// The day drawn at a 1-based screen column and row (a mouse report's), nil for none: grid
  /// cells are 4 columns, 5 apart, under a title and the weekday line.
  public func day(atColumn column: Int, row: Int, of picker: Picker) -> CivilDate? {
    guard picker.mode != .strip, !picker.showsHelp, column >= 1, row >= 3 else { return nil }
    let grid = grid
    let side = side(grid)
    let list = MonthListRenderer(grid: grid, width: width, count: 2 * side + 1)
    let step = list.slotWidth + MonthListRenderer.gap
    let (index, x) = ((column - 1) / step, (column - 1) % step)
    guard index < list.across, index <= 2 * side, x % 5 < 4,
      let month = try? picker.shownMonth.adding(months: index - side)
    else { return nil }
    let layout = picker.reform.layout(of: month, padding: .none, firstWeekday: picker.firstWeekday)
    let cell = (row - 3) * 7 + x / 5 - layout.firstColumn
    guard cell >= 0, layout.dayCounts.contains(layout.firstDayCount + cell) else { return nil }
    return CivilDate(uncheckedDayCount: layout.firstDayCount + cell)
  }

  private func drawStrip(_ picker: Picker, selection: Selection, marking: DayMarking, to out: Output) {
    var strip = StripRenderer(color: color, width: width)
    strip.language = language
    strip.labels = labels
    strip.truecolor = truecolor
    let count = min(strip.cellsPerBand, 21)
    let first = min(
      max(picker.cursor - count / 2, Gregorian.dayCounts.lowerBound),
      Gregorian.dayCounts.upperBound - count + 1)
    let shown = first..<(first + count)
    let firstMonth = picker.reform.label(dayCount: first)
    let lastMonth = picker.reform.label(dayCount: first + count - 1)
    strip.spansMonths = (firstMonth.year, firstMonth.month) != (lastMonth.year, lastMonth.month)
    var title = labels.title(of: YearMonth(uncheckedIndex: (firstMonth.year - 1) * 12 + firstMonth.month - 1))
    if strip.spansMonths {
      title +=
        " - " + labels.title(of: YearMonth(uncheckedIndex: (lastMonth.year - 1) * 12 + lastMonth.month - 1))
    }
    strip.writeTitle(title, to: out)
    for (column, count) in shown.enumerated() {
      let day = marking.day(
        CivilDate(uncheckedDayCount: count), count: count, weekday: Weekday(dayCount: count), row: 0,
        column: column, selection: selection.position(of: count, column: min(column, 6), shown: shown))
      strip.add(day, totals: entries?.totals(of: day), to: out)
    }
    strip.finish(to: out)
  }

  /// The cursor's day written out, with its holidays' names.
  func status(of picker: Picker) -> String {
    let written = picker.reform.label(dayCount: picker.cursor)
    var line =
      labels.dateNames.weekdays[Weekday(dayCount: picker.cursor).rawValue] + " " + written.description
    if written.isJulian && picker.reform.hasSwitch { line += " (Julian)" }
    if let holidays {
      for holiday in holidays.holidays(on: CivilDate(uncheckedDayCount: picker.cursor)) {
        line += "  + " + holiday.name.name(in: language)
      }
    }
    if picker.mode == .range, let anchor = picker.anchor {
      let (first, last) = (min(anchor, picker.cursor), max(anchor, picker.cursor))
      line +=
        "  range \(picker.reform.label(dayCount: first))..\(picker.reform.label(dayCount: last)), \(last - first + 1) days"
    }
    if picker.mode == .multiple {
      let count = picker.chosen.runs.reduce(0) { $0 + $1.count }
      line += "  \(count) chosen"
    }
    return line
  }

  /// `text`'s parts (separated by two spaces) on as few lines of at most `width` columns as they
  /// fit, so a narrow terminal neither cuts nor wraps them mid-word; a part wider than a line is cut.
  static func wrapped(_ text: String, to width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for part in text.split(separator: "  ", omittingEmptySubsequences: true) {
      let partWidth = displayWidth(String(part))
      if lineWidth > 0, lineWidth + 2 + partWidth <= width {
        line += "  " + part
        lineWidth += 2 + partWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      (line, lineWidth) = cut(String(part), to: width)
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The text's leading characters that fit in `width` columns, and their width.
  private static func cut(_ text: String, to width: Int) -> (String, Int) {
    var kept = ""
    var keptWidth = 0
    for character in text {
      let characterWidth = displayWidth(of: character)
      if keptWidth + characterWidth > width { break }
      kept.append(character)
      keptWidth += characterWidth
    }
    return (kept, keptWidth)
  }

  static func hint(for picker: Picker) -> String {
    switch picker.mode {
    case .single, .strip: "arrows move  PgUp/PgDn month  Enter choose  Esc cancel  ? keys"
    case .multiple: "arrows move  Space toggle  Enter choose  Esc cancel  ? keys"
    case .range:
      picker.anchor == nil
        ? "arrows move  Enter start the range  Esc cancel  ? keys"
        : "arrows extend  Enter choose  Space start again  Esc cancel  ? keys"
    }
  }

  /// `?`'s page.
  static let help = [
    "Keys",
    "  ← → ↑ ↓, h l k j    a day, a week",
    "  PgUp PgDn, < >      a month",
    "  Shift+PgUp/PgDn     a year",
    "  Home End            the week's first and last day",
    "  t                   today",
    "  g DATE Enter        go to a date (any date calsh reads)",
    "  Space               toggle (multiple), start a range (range)",
    "  Enter               choose (range: start, then end)",
    "  Esc q Ctrl-C        cancel",
    "  mouse click         move there, toggle (range: start, then end)",
    "  ?                   this page; any key closes it",
  ]
}
