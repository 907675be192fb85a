import CalendarCore
import Ledger

/// Draws days as a horizontal strip: a title, then a line of weekday labels over a line of day
/// numbers, every cell as wide as the widest label or number (4 columns: `(29)`, `[3]`, ` 12*`),
/// one column apart. It wraps into bands of whole cells at the width, a blank line between bands,
/// and names the band's holidays under it. Cells are marked and coloured as in a grid.
/// Days arrive one at a time, so a strip of any length streams.
public struct StripRenderer {
  public let color: Bool
  /// Columns a line may take.
  public let width: Int
  public var labels: CalendarLabels = .english {
    didSet { cellWidth = StripRenderer.cellWidth(labels) }
  }
  public var language: HolidayLanguage = .english
  /// Whether the days shown belong to more than one month: legends then name the month.
  public var spansMonths = false
  /// Whether the terminal takes 24-bit colour, for `#rrggbb` colours from data.
  public var truecolor = false

  private var cellWidth = StripRenderer.cellWidth(.english)
  private var band: [Day] = []
  /// The sums of the band's days, where entries are attached (`with`).
  private var bandTotals: [DayTotals?] = []
  private var bandsWritten = 0

  public init(color: Bool = false, width: Int) {
    self.color = color
    self.width = width
  }

  private static func cellWidth(_ labels: CalendarLabels) -> Int {
    max(4, labels.weekdayNames.map(displayWidth).max() ?? 0)
  }

  /// Cells a band holds: as many whole cells as fit, at least one.
  public var cellsPerBand: Int { max(1, (width + 1) / (cellWidth + 1)) }

  /// The title line over the strip; a title wider than the width (`December 2023 - January
  /// 2024` at 20 columns) wraps at its spaces, a word wider than the width between characters.
  public func writeTitle(_ title: String, to out: Output) {
    for line in StripRenderer.wrap(title, width: width) {
      if color { out.write("\u{1B}[1m") }
      out.write(line)
      if color { out.write("\u{1B}[0m") }
      out.newline()
    }
  }

  /// `text` in lines of at most `width` columns, broken at spaces where it can be.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard displayWidth(text) > width else { return [text] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ") {
      var word = Substring(word)
      var wordWidth = displayWidth(String(word))
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      while wordWidth > width {
        var piece = ""
        var pieceWidth = 0
        for character in word {
          let columns = displayWidth(of: character)
          guard pieceWidth + columns <= width || pieceWidth == 0 else { break }
          piece.append(character)
          pieceWidth += columns
        }
        lines.append(piece)
        word = word.dropFirst(piece.count)
        wordWidth -= pieceWidth
      }
      line = String(word)
      lineWidth = wordWidth
    }
    if lineWidth > 0 { lines.append(line) }
    return lines
  }

  /// Adds a day, with its sums when entries are attached; a blank cell (no date) is left out.
  /// Prints the band when it is full.
  public mutating func add(_ day: Day, totals: DayTotals? = nil, to out: Output) {
    guard day.date != nil else { return }
    band.append(day)
    bandTotals.append(totals)
    if band.count == cellsPerBand { writeBand(to: out) }
  }

  /// Prints the last band.
  public mutating func finish(to out: Output) {
    if !band.isEmpty { writeBand(to: out) }
  }

  private mutating func writeBand(to out: Output) {
    if bandsWritten > 0 { out.newline() }
    bandsWritten += 1
    closeRunsAtEdges()
    var block = TextBlock()
    let step = cellWidth + 1
    for (index, day) in band.enumerated() {
      block.pad(to: index * step)
      let code = GridRenderer.weekdayColor(day.weekday)
      if color, let code { block.escape(codes: code) }
      block.text(labels.name(of: day.weekday))
      if color, code != nil { block.escape("\u{1B}[0m") }
    }
    block.endLine()
    // The numbers line: each cell right-aligned in its columns as a grid cell, runs joined by `-`.
    var line = [UInt8](repeating: 0x20, count: band.count * step)
    var joined: [Bool] = Array(repeating: false, count: band.count)
    line.withUnsafeMutableBufferPointer { buffer in
      for (index, day) in band.enumerated() {
        let start = index * step + cellWidth - 4
        GridRenderer.writeCell(
          day, into: buffer, at: start, dataMark: !color && DataMarks.marks(day, totals: bandTotals[index]))
        guard index > 0 else { continue }
        let a = band[index - 1]
        if a.selectionPosition == .left || a.selectionPosition == .middle,
          day.selectionPosition == .middle || day.selectionPosition == .right
        {
          joined[index - 1] = true
          for k in ((index - 1) * step + cellWidth - 2)...(start + 2) where buffer[k] == 0x20 {
            buffer[k] = UInt8(ascii: "-")
          }
        }
      }
    }
    var end = line.count
    while end > 0, line[end - 1] == 0x20 { end -= 1 }
    for (index, day) in band.enumerated() {
      let start = index * step
      guard start < end else { break }
      let codes = color ? CellColor.codes(day, totals: bandTotals[index], truecolor: truecolor) : ""
      if !codes.isEmpty { block.escape(codes: codes) }
      let stop = min(start + cellWidth, end)
      block.ascii(Array(line[start..<stop]))
      if !codes.isEmpty { block.escape("\u{1B}[0m") }
      guard stop < end else { break }
      if color, joined[index] { block.escape("\u{1B}[7m") }
      block.ascii(byte: line[stop])
      if color, joined[index] { block.escape("\u{1B}[0m") }
    }
    block.endLine()
    block.write(to: out)
    var legend: [(day: Int, name: HolidayName)] = []
    var month: YearMonth? = nil
    for day in band {
      guard let date = day.date, let name = day.holiday, day.isWithinDisplayedMonth else { continue }
      if spansMonths, month != nil, month != date.yearMonth {
        writeLegend(legend, month: month!, to: out)
        legend.removeAll()
      }
      month = date.yearMonth
      legend.append((date.day, name))
    }
    if let month { writeLegend(legend, month: month, to: out) }
    band.removeAll(keepingCapacity: true)
    bandTotals.removeAll(keepingCapacity: true)
  }

  /// A selected run that goes on past the band's last cell ends `]` there and resumes `[` on the
  /// next band's first cell, as a run that wraps in a grid does.
  private mutating func closeRunsAtEdges() {
    if let first = band.indices.first {
      switch band[first].selectionPosition {
      case .middle: band[first].selectionPosition = .left
      case .right: band[first].selectionPosition = .full
      default: break
      }
    }
    if let last = band.indices.last {
      switch band[last].selectionPosition {
      case .middle: band[last].selectionPosition = .right
      case .left: band[last].selectionPosition = .full
      default: break
      }
    }
  }

  private func writeLegend(_ legend: [(day: Int, name: HolidayName)], month: YearMonth, to out: Output) {
    let monthName = spansMonths ? labels.monthNames[month.month - 1] : nil
    for (day, name) in legend {
      Legend.write(day: day, monthName: monthName, name: name, language: language, width: width, to: out)
    }
  }
}
