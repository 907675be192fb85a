import CalendarCore

/// Draws a month view as a titled text grid, 7 cells of 4 columns a row, every line at most 34
/// columns and none ending in a space (pasted into a handout, nothing trails).
///
/// A cell is ` 12 `, `(29)` for a day of an adjacent month, `[3]` for a selected day, `  3*` for
/// today; a selected run on one row is joined by `-` (`[4----5----6]`). With colour, weekends are
/// red (Sunday) and blue (Saturday), adjacent days dim, today bold underlined, selections reversed.
public struct GridRenderer {
  public let color: Bool
  public static let width = 34

  /// Cells of the month being drawn, reused from month to month.
  private var days: [Day] = []

  /// The language holiday names under a grid are written in.
  public var language: HolidayLanguage = .english

  /// Month titles and weekday labels; English unless a locale was asked for.
  public var labels: CalendarLabels = .english {
    didSet { localHeaders = labels == .english ? nil : GridRenderer.makeHeaders(labels, color: color) }
  }

  /// The header lines for `labels` when they are not English, one per first weekday.
  private var localHeaders: [[UInt8]]? = nil

  /// Whether the terminal takes 24-bit colour, for `#rrggbb` colours from data.
  public var truecolor = false

  public init(color: Bool = false) { self.color = color }

  /// The weekday header line for each first weekday, plain and coloured, made once per process.
  private static let headers: [Bool: [[UInt8]]] = Dictionary(
    uniqueKeysWithValues: [false, true].map { color in (color, makeHeaders(.english, color: color)) })

  private static func makeHeaders(_ labels: CalendarLabels, color: Bool) -> [[UInt8]] {
    Weekday.allCases.map { first in
      var bytes: [UInt8] = []
      let out = Output(limit: 256) { bytes += $0 }
      writeHeader(first, labels: labels, color: color, to: out)
      out.flush()
      return bytes
    }
  }

  public mutating func write(_ view: MonthView, to out: Output) {
    writeTitle(view.month, to: out)
    out.write((localHeaders ?? GridRenderer.headers[color]!)[view.firstWeekday.rawValue])
    let layout = view.days(into: &days)
    let joinsRuns = !view.selection.isEmpty
    var line = [UInt8](repeating: 0x20, count: GridRenderer.width)
    for row in 0..<layout.rowCount {
      let cells = max(0, row * 7 - layout.firstColumn)..<min(days.count, (row + 1) * 7 - layout.firstColumn)
      writeRow(days[cells], joinsRuns: joinsRuns, line: &line, to: out)
    }
    if view.holidays != nil { writeHolidayLegend(to: out) }
  }

  /// One line under the grid for each holiday of the month: `+ 5 Children's Day`, so a `+`
  /// in a cell is explained without colour.
  private func writeHolidayLegend(to out: Output) {
    for day in days where day.isWithinDisplayedMonth {
      guard let name = day.holiday, let number = day.number else { continue }
      out.write("+")
      out.write(spaces: number < 10 ? 2 : 1)
      out.write(decimal: number)
      out.write(" ")
      out.write(name.name(in: language))
      out.newline()
    }
  }

  private func writeTitle(_ month: YearMonth, to out: Output) {
    guard localHeaders == nil else { return writeLocalTitle(month, to: out) }
    let yearDigits = month.year >= 1000 ? 4 : month.year >= 100 ? 3 : month.year >= 10 ? 2 : 1
    let titleWidth = month.name.utf8.count + 1 + yearDigits
    let left = (GridRenderer.width - titleWidth) / 2
    out.write(spaces: left)
    if color { out.write("\u{1B}[1m") }
    out.write(GridRenderer.monthNames[month.month - 1])
    out.write(byte: 0x20)
    out.write(decimal: month.year)
    if color { out.write("\u{1B}[0m") }
    out.newline()
  }

  /// A title from the locale's labels, centred by display width.
  private func writeLocalTitle(_ month: YearMonth, to out: Output) {
    let title = labels.title(of: month)
    out.write(spaces: max(0, (GridRenderer.width - displayWidth(title)) / 2))
    if color { out.write("\u{1B}[1m") }
    out.write(title)
    if color { out.write("\u{1B}[0m") }
    out.newline()
  }

  private static func writeHeader(_ first: Weekday, labels: CalendarLabels, color: Bool, to out: Output) {
    for column in 0..<7 {
      let weekday = first.advanced(by: column)
      let code = weekdayColor(weekday)
      let name = labels.name(of: weekday)
      if color, let code { out.write("\u{1B}[\(code)m") }
      out.write(name)
      if color, code != nil { out.write("\u{1B}[0m") }
      if column < 6 { out.write(spaces: max(1, 5 - displayWidth(name))) }
    }
    out.newline()
  }

  private func writeRow(_ cells: ArraySlice<Day>, joinsRuns: Bool, line: inout [UInt8], to out: Output) {
    line.withUnsafeMutableBufferPointer { buffer in
      buffer.update(repeating: 0x20)
      for cell in cells { writeCell(cell, into: buffer, at: cell.column * 5) }
    }
    var joined: UInt8 = 0  // bit c: a selected run continues from column c to c + 1
    var previous: Day? = nil
    for cell in cells where joinsRuns {
      // Drawn exactly as the positions say: a cell that opens or continues a run joins the next
      // cell when that one continues or closes it.
      if let a = previous, a.column + 1 == cell.column,
        a.selectionPosition == .left || a.selectionPosition == .middle,
        cell.selectionPosition == .middle || cell.selectionPosition == .right
      {
        joined |= 1 << a.column
        for k in (a.column * 5 + 2)...(a.column * 5 + 6) where line[k] == 0x20 {
          line[k] = UInt8(ascii: "-")
        }
      }
      previous = cell
    }
    let end = (line.lastIndex(where: { $0 != 0x20 }) ?? -1) + 1
    if color {
      writeColored(cells, line: line, end: end, joined: joined, to: out)
    } else {
      line.withUnsafeBytes { out.write(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
    }
    out.newline()
  }

  /// The row with colour codes around its cells, up to `end` (the last column that is not blank).
  private func writeColored(_ cells: ArraySlice<Day>, line: [UInt8], end: Int, joined: UInt8, to out: Output)
  {
    var byColumn = [Day?](repeating: nil, count: 7)
    for cell in cells { byColumn[cell.column] = cell }
    for column in 0..<7 {
      let start = column * 5
      guard start < end else { break }
      let codes = byColumn[column].map(cellColor) ?? ""
      if !codes.isEmpty { out.write("\u{1B}[\(codes)m") }
      out.write(Array(line[start..<min(start + 4, end)]))
      if !codes.isEmpty { out.write("\u{1B}[0m") }
      guard column < 6, start + 4 < end else { break }
      let isJoined = joined & (1 << column) != 0
      if isJoined { out.write("\u{1B}[7m") }
      out.write(byte: line[start + 4])
      if isJoined { out.write("\u{1B}[0m") }
    }
  }

  private func writeCell(_ day: Day, into line: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
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
    if !color, DataMarks.marks(day) { open = DataMarks.plainMark }
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

  private func cellColor(_ day: Day) -> String {
    var codes: [String] = []
    if !day.isWithinDisplayedMonth { codes.append("2") }
    if day.isToday { codes.append("1;4") }
    if day.isSelected { codes.append("7") }
    if let data = DataMarks.background(day, truecolor: truecolor) { codes.append(data) }
    if day.holiday != nil {
      codes.append("31")
    } else if let weekday = GridRenderer.weekdayColor(day.weekday) {
      codes.append(weekday)
    }
    return codes.joined(separator: ";")
  }

  private static let monthNames = MonthName.english.map { Array(($0).utf8) }

  private static func weekdayColor(_ weekday: Weekday) -> String? {
    weekday == .sunday ? "31" : weekday == .saturday ? "34" : nil
  }
}
