import CalendarCore
import Ledger

/// A heatmap as terminal text: a title, month labels over the weeks, a row per weekday from the
/// first weekday with its label at the left, a cell per day, then a legend with each level's
/// values. In colour a level is a block of its palette colour (24-bit when the terminal takes
/// it, else the nearest of the 256-colour cube) and no data a dim `░`; without colour the levels
/// are ` ░▒▓█`.
public struct HeatmapRenderer {
  public var color: Bool
  public var truecolor = false
  public var labels = CalendarLabels.english
  public var firstWeekday = Weekday.sunday
  /// The calendar the months and years are written in (`set reform`).
  public var reform = Reform.proleptic
  /// The columns the drawing may take: cells are two columns (a block and a gap) when every week
  /// fits so, else one, in bands of as many weeks as fit, one under another.
  public var width = 80

  public init(color: Bool) { self.color = color }

  public func write(_ map: Heatmap, title: String, to out: Output) {
    let layout = HeatmapLayout(map, firstWeekday: firstWeekday, reform: reform)
    let rowLabels = (0..<7).map { labels.name(of: layout.weekday(ofRow: $0)) }
    let labelWidth = rowLabels.map(displayWidth).max() ?? 0
    let cellWidth = labelWidth + 1 + 2 * layout.weeks <= width ? 2 : 1
    out.write(title)
    out.newline()
    for (index, band) in bands(of: layout, across: width - labelWidth - 1).enumerated() {
      if index > 0 { out.newline() }
      if let year = band.year {
        out.write(String(year))
        out.newline()
      }
      writeBand(band, of: layout, rowLabels: rowLabels, labelWidth: labelWidth, cellWidth: cellWidth, to: out)
    }
    writeLegend(map, to: out)
  }

  /// One band when every week fits, else a band per year (labelled with it) when a year fits,
  /// else bands of as many weeks as fit.
  private func bands(of layout: HeatmapLayout, across columns: Int) -> [HeatmapLayout.Band] {
    let years = layout.yearBands(ofAtMost: columns)
    if years.allSatisfy({ $0.weeks.count <= columns }) { return years }
    let days = layout.map.first.dayCount...layout.map.last.dayCount
    return layout.bands(of: columns).map { HeatmapLayout.Band(weeks: $0, days: days, year: nil) }
  }

  /// The month labels and seven rows of some weeks.
  private func writeBand(
    _ yearBand: HeatmapLayout.Band, of layout: HeatmapLayout, rowLabels: [String], labelWidth: Int,
    cellWidth: Int, to out: Output
  ) {
    let map = layout.map
    let band = yearBand.weeks
    writeMonthLabels(
      layout.monthColumns(in: yearBand), from: band.lowerBound, indent: labelWidth + 1, cellWidth: cellWidth,
      to: out)
    /// The day in a cell of this band, nil for a blank cell.
    func dayCount(week: Int, row: Int) -> Int? {
      layout.dayCount(week: week, row: row).flatMap { yearBand.days.contains($0) ? $0 : nil }
    }
    for row in 0..<7 {
      // The last week with a day in this row: nothing is written after it.
      var lastWeek = band.upperBound - 1
      while lastWeek >= band.lowerBound, dayCount(week: lastWeek, row: row) == nil { lastWeek -= 1 }
      out.write(rowLabels[row])
      if !color {
        while lastWeek >= band.lowerBound,
          dayCount(week: lastWeek, row: row).map(map.level(onDayCount:)) ?? 0 == 0
        {
          lastWeek -= 1
        }
      }
      if lastWeek >= band.lowerBound {
        out.write(spaces: labelWidth - displayWidth(rowLabels[row]) + 1)
        for week in band.lowerBound...lastWeek {
          if week > band.lowerBound, cellWidth == 2 { out.write(spaces: 1) }
          guard let day = dayCount(week: week, row: row) else {
            out.write(spaces: 1)
            continue
          }
          writeCell(level: map.level(onDayCount: day), to: out)
        }
      }
      out.newline()
    }
  }

  /// One cell: its shade without colour; in colour a block of its level's colour, a dim shade
  /// for no data.
  private func writeCell(level: Int, to out: Output) {
    guard color else { return out.write(HeatmapPalette.shades[level]) }
    if level == 0 {
      out.write("\u{1B}[2m░\u{1B}[0m")
      return
    }
    let color = HeatmapPalette.color(ofLevel: level)
    guard case .rgb(let r, let g, let b) = color else { return }
    if truecolor {
      out.write("\u{1B}[38;2;\(r);\(g);\(b)m█\u{1B}[0m")
    } else {
      let code = 16 + 36 * DataMarks.cubeLevel(r) + 6 * DataMarks.cubeLevel(g) + DataMarks.cubeLevel(b)
      out.write("\u{1B}[38;5;\(code)m█\u{1B}[0m")
    }
  }

  /// The months' short names over the week each starts in; a name that would run into the one
  /// before is left out.
  private func writeMonthLabels(
    _ columns: [(month: YearMonth, week: Int)], from firstWeek: Int, indent: Int, cellWidth: Int,
    to out: Output
  ) {
    var line = ""
    var column = 0
    for (month, week) in columns {
      let at = indent + (week - firstWeek) * cellWidth
      let name = labels.dateNames.abbreviatedMonths[month.month - 1]
      guard at >= column + (column == 0 ? 0 : 1) else { continue }
      line += String(repeating: " ", count: at - column) + name
      column = at + displayWidth(name)
    }
    out.write(line)
    out.newline()
  }

  /// `less ░ 1  ▒ 2-3  ▓ 4-6  █ 7-12 more`, then the days with data and their sum.
  private func writeLegend(_ map: Heatmap, to out: Output) {
    out.write("less")
    for (index, range) in map.levelRanges.enumerated() {
      out.write(spaces: 2)
      writeCell(level: index + 1, to: out)
      out.write(spaces: 1)
      guard let range else {
        out.write("-")
        continue
      }
      out.write(range.low == range.high ? range.low.description : "\(range.low)-\(range.high)")
    }
    out.write("  more")
    out.newline()
    let days = map.daysWithData
    var summary = "\(days) day\(days == 1 ? "" : "s") with data of \(map.dayCount), \(map.total) in all"
    if map.hasNegativeValues { summary += "; levels by size, negative values included" }
    out.write(summary)
    out.newline()
  }
}
