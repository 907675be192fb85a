import CalendarCore
import Ledger

/// Lays a list of months out side by side, as many across as fit the width, 3 columns apart:
/// a band of months, then a blank line, then the next band. Lines of a band line up: a month
/// with fewer rows is padded only when a month to its right still has a line there, so no line
/// ends in a space. Months arrive one at a time and a band is printed as soon as it is full, so
/// a list of any length streams in flat memory.
///
/// Under each band come the legends of its months' holidays: `+ May 5 Children's Day` (the month
/// named, since several are beside each other); months stacked one per band keep the single
/// grid's `+ 5 Children's Day`. When one month does not fit the width, months stack.
public struct MonthListRenderer {
  public var grid: GridRenderer
  /// The columns a band may take.
  public let width: Int
  /// Blank columns between two months of a band.
  public static let gap = 3

  /// Lines of the band's months, one after another: month `i` has `counts[i]` lines from
  /// line `starts[i]`. One buffer for the band, reused, so a month costs a copy of its bytes.
  private var band = TextBlock()
  private var starts: [Int]
  private var counts: [Int]
  private var legends: [[(day: Int, name: HolidayName)]]
  private var months: [YearMonth?]
  private var filled = 0
  private var bandsWritten = 0
  /// Months a band holds.
  public let across: Int
  /// Columns a month takes in a band: its grid's, or its title's where a locale's month name
  /// makes a title wider than the grid (kde's `Mwedi wa Nnyano na Nnyano na U 2023` is 35).
  public let slotWidth: Int

  /// `count` is how many months the list holds: a band never has room for more.
  public init(grid: GridRenderer, width: Int, count: Int) {
    self.grid = grid
    self.width = width
    var slotWidth = grid.blockWidth
    if grid.labels != .english {
      for month in 1...12 {
        guard let widest = try? YearMonth(year: 9999, month: month) else { continue }
        slotWidth = max(slotWidth, displayWidth(grid.labels.title(of: widest)))
      }
    }
    self.slotWidth = slotWidth
    across = min(max(1, count), MonthListRenderer.across(blockWidth: slotWidth, width: width))
    starts = Array(repeating: 0, count: across)
    counts = Array(repeating: 0, count: across)
    legends = Array(repeating: [], count: across)
    months = Array(repeating: nil, count: across)
  }

  /// How many blocks of `blockWidth` columns fit in `width`, `gap` apart: at least one.
  public static func across(blockWidth: Int, width: Int) -> Int {
    max(1, (width + gap) / (blockWidth + gap))
  }

  /// Adds a month, its days marked with `entries` (attached by `with`); prints the band when it
  /// is full.
  public mutating func add(_ view: MonthView, entries: EntriesByDay? = nil, to out: Output) {
    starts[filled] = band.lineCount
    grid.draw(view, entries: entries, into: &band)
    counts[filled] = band.lineCount - starts[filled]
    if !grid.legend.isEmpty || !legends[filled].isEmpty { legends[filled] = grid.legend }
    months[filled] = view.month
    filled += 1
    if filled == across { writeBand(to: out) }
  }

  /// Prints the last band, however few months it holds.
  public mutating func finish(to out: Output) {
    if filled > 0 { writeBand(to: out) }
  }

  private mutating func writeBand(to out: Output) {
    if bandsWritten > 0 { out.newline() }
    bandsWritten += 1
    let step = slotWidth + MonthListRenderer.gap
    var lines = 0
    for index in 0..<filled { lines = max(lines, counts[index]) }
    band.bytes.withUnsafeBytes { bytes in
      band.ends.withUnsafeBufferPointer { ends in
        band.widths.withUnsafeBufferPointer { widths in
          for line in 0..<lines {
            var column = 0
            for index in 0..<filled where line < counts[index] {
              let at = starts[index] + line
              guard widths[at] > 0 else { continue }
              out.write(spaces: index * step - column)
              out.write(UnsafeRawBufferPointer(rebasing: bytes[(at == 0 ? 0 : ends[at - 1])..<ends[at]]))
              column = index * step + widths[at]
            }
            out.newline()
          }
        }
      }
    }
    for index in 0..<filled where !legends[index].isEmpty {
      writeLegend(legends[index], month: months[index]!, to: out)
    }
    band.removeAll()
    filled = 0
  }

  private func writeLegend(_ legend: [(day: Int, name: HolidayName)], month: YearMonth, to out: Output) {
    let monthName = across > 1 ? grid.labels.monthNames[month.month - 1] : nil
    for (day, name) in legend {
      Legend.write(
        day: day, monthName: monthName, name: name, language: grid.language, width: max(width, slotWidth),
        to: out)
    }
  }
}
