import CalendarCore
import Ledger

/// A heatmap as a standalone SVG picture or HTML page: a title, month labels (`hm-month`), weekday
/// labels (`wd`), a cell per day (`hm-day` with `data-date`, `data-value`, `data-level` and a
/// tooltip of its date and value; under a reform the tooltip has the date as written, and a day
/// written otherwise than its `data-date` has it in `data-written`) and a legend (`hm-legend`) of each level's values. Cells are
/// 10 units with a gap of 3 (GitHub's proportions); a unit is a quarter of a millimetre, so a
/// year is about 185 mm wide and fits a page of A4 or Letter. A span longer than 54 weeks is cut
/// into a band per year (`hm-band`, labelled `hm-year`), one under another. Right-to-left
/// locales mirror it: weeks run from the right.
public struct HeatmapDocument {
  public var labels = CalendarLabels.english
  public var firstWeekday = Weekday.sunday
  public var rightToLeft = false
  /// The calendar dates, months and years are written in (`set reform`).
  public var reform = Reform.proleptic

  public init() {}

  static let cell = 10
  static let pitch = 13
  /// The most weeks a band holds: any year, whatever its first weekday.
  static let bandWeeks = 54
  static let bandHeight = 16 + 7 * 13 + 12
  /// The page's margin, where the weekday labels start, and where the weeks start.
  static let margin = 4
  static let left = 40
  static let fontStack =
    "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"Noto Sans CJK JP\", sans-serif"

  /// The SVG document, written a week at a time. Positions are in units inside a group scaled to
  /// millimetres, so that the `viewBox` is in the millimetres of `width` and `height`.
  public func writeSVG(_ map: Heatmap, title: String, to out: Output) {
    let layout = HeatmapLayout(map, firstWeekday: firstWeekday, reform: reform)
    let left = Self.left
    let top = 28
    let bands = layout.yearBands(ofAtMost: Self.bandWeeks)
    let widestBand = bands.map(\.weeks.count).max() ?? 0
    let legend = legendRanges(map)
    let legendWidth =
      Self.textWidth("less", size: 9) + 4
      + legend.reduce(0) { $0 + 13 + Self.textWidth($1.1, size: 9) + 10 } + Self.textWidth("more", size: 9)
    let summary = summary(map)
    let contentWidth = max(
      left + widestBand * Self.pitch - 3, Self.margin + Self.textWidth(title, size: 14),
      left + legendWidth, left + Self.textWidth(summary, size: 9))
    // Whole millimetres: 4 units each.
    let width = (contentWidth + Self.margin + 3) / 4 * 4
    let height = (top + bands.count * Self.bandHeight + 40 + 3) / 4 * 4
    /// A box's left edge, mirrored when right to left.
    func x(_ x: Int, width box: Int = 0) -> Int { rightToLeft ? width - x - box : x }
    // English lines (the title's span, the summary) keep their order, ending at the right edge.
    let english = rightToLeft ? " direction=\"ltr\" text-anchor=\"end\"" : ""
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" class="heatmap" width="\(width / 4)mm" \
      height="\(height / 4)mm" viewBox="0 0 \(width / 4) \(height / 4)"\(rightToLeft ? " direction=\"rtl\"" : "")>
      <title>\(escaped(title))</title>
      <style>
      text { font-family: \(escaped(Self.fontStack)); fill: #24292f; font-variant-numeric: tabular-nums; }
      .title { font-size: 14px; font-weight: 600; }
      .hm-month, .wd, .hm-legend text { font-size: 9px; }
      .hm-year { font-size: 9px; font-weight: 600; }
      .hm-day rect, .hm-legend rect { stroke: rgba(27, 31, 36, 0.06); stroke-width: 1; }
      </style>
      <g transform="scale(0.25)">
      <text class="title" x="\(x(Self.margin))" y="18"\(english)>\(escaped(title))</text>\n
      """
    for (index, band) in bands.enumerated() {
      let weeks = band.weeks
      text += "<g class=\"hm-band\" transform=\"translate(0,\(top + index * Self.bandHeight))\">\n"
      if let year = band.year {
        text += "<text class=\"hm-year\" x=\"\(x(Self.margin))\" y=\"10\">\(year)</text>\n"
      }
      for (month, week) in monthLabels(layout.monthColumns(in: band)) {
        let labelX = x(left + (week - weeks.lowerBound) * Self.pitch)
        text += "<text class=\"hm-month\" data-month=\"\(month)\" x=\"\(labelX)\" y=\"10\">"
        text += escaped(labels.dateNames.abbreviatedMonths[month.month - 1]) + "</text>\n"
      }
      for row in 0..<7 {
        let name = escaped(labels.name(of: layout.weekday(ofRow: row)))
        text +=
          "<text class=\"wd\" x=\"\(x(Self.margin))\" y=\"\(16 + row * Self.pitch + 8)\">\(name)</text>\n"
      }
      for week in weeks {
        for row in 0..<7 {
          guard let day = layout.dayCount(week: week, row: row), band.days.contains(day) else { continue }
          let (date, written, value, level) = facts(map, day)
          let cellX = x(left + (week - weeks.lowerBound) * Self.pitch, width: Self.cell)
          text += "<g class=\"hm-day\" data-date=\"\(date)\"\(writtenAttribute(date, written)) "
          text += "data-value=\"\(value)\" data-level=\"\(level)\">"
          text += "<rect x=\"\(cellX)\" y=\"\(16 + row * Self.pitch)\" width=\"10\" height=\"10\" "
          text += "rx=\"2\" fill=\"\(HeatmapPalette.hex[level])\"/><title>\(written): \(value)</title></g>\n"
        }
        out.write(text)
        text = ""
      }
      text += "</g>\n"
    }
    let legendY = top + bands.count * Self.bandHeight + 2
    text += "<g class=\"hm-legend\">\n<text x=\"\(x(left))\" y=\"\(legendY + 8)\">less</text>\n"
    var legendX = left + Self.textWidth("less", size: 9) + 4
    for (level, range) in legend {
      text +=
        "<rect x=\"\(x(legendX, width: Self.cell))\" y=\"\(legendY)\" width=\"10\" height=\"10\" rx=\"2\" "
      text += "fill=\"\(HeatmapPalette.hex[level])\"/>"
      text += "<text x=\"\(x(legendX + 13))\" y=\"\(legendY + 8)\">\(escaped(range))</text>\n"
      legendX += 13 + Self.textWidth(range, size: 9) + 10
    }
    text += "<text x=\"\(x(legendX))\" y=\"\(legendY + 8)\">more</text>\n"
    text +=
      "<text x=\"\(x(left))\" y=\"\(legendY + 26)\"\(english)>\(escaped(summary))</text>\n</g>\n</g>\n</svg>\n"
    out.write(text)
  }

  /// A generous estimate of a line's width in units at a font size: 0.6 em a column, a wide
  /// character two columns. The document is sized by it so that no text is clipped.
  static func textWidth(_ text: String, size: Int) -> Int {
    (displayWidth(text) * size * 6 + 9) / 10
  }

  /// The HTML page: a table with a row per weekday and a column per week, written a row at a time.
  public func writeHTML(_ map: Heatmap, title: String, language: String = "en", to out: Output) {
    let layout = HeatmapLayout(map, firstWeekday: firstWeekday, reform: reform)
    var text = """
      <!DOCTYPE html>
      <html lang="\(escaped(language))" dir="\(rightToLeft ? "rtl" : "ltr")">
      <head>
      <meta charset="utf-8">
      <title>\(escaped(title))</title>
      <style>
      body { font-family: \(Self.fontStack); color: #24292f; margin: 8mm; }
      .heatmap { max-width: 190mm; }
      h1 { font-size: 14pt; margin: 0 0 4mm; }
      table.hm-grid { border-collapse: separate; border-spacing: 0.8mm; font-variant-numeric: tabular-nums; \
      break-inside: avoid; page-break-inside: avoid; margin-bottom: 2mm; }
      th { font-size: 7pt; font-weight: normal; text-align: start; padding: 0; padding-inline-end: 1mm; white-space: nowrap; }
      th.hm-year { font-weight: 600; }
      td.hm-day { width: 2.6mm; height: 2.6mm; padding: 0; border-radius: 0.5mm; }
      .hm-legend { font-size: 8pt; margin-top: 3mm; }
      .hm-legend span.swatch { display: inline-block; width: 2.6mm; height: 2.6mm; border-radius: 0.5mm; \
      vertical-align: middle; margin-inline: 3mm 1mm; }
      .hm-legend .more { margin-inline-start: 3mm; unicode-bidi: isolate; }
      td.hm-day, .swatch { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      @page { size: A4 portrait; margin: 10mm; }
      @media print { body { margin: 0; } .heatmap { width: 190mm; } }
      </style>
      </head>
      <body>
      <div class="heatmap">
      <h1 class="title"><bdi>\(escaped(title))</bdi></h1>\n
      """
    for band in layout.yearBands(ofAtMost: Self.bandWeeks) {
      text += "<table class=\"hm-grid\">\n<thead><tr>"
      text += band.year.map { "<th class=\"hm-year\">\($0)</th>" } ?? "<th></th>"
      // Month labels: each spans the weeks up to the next label.
      let columns = monthLabels(layout.monthColumns(in: band))
      var week = band.weeks.lowerBound
      for (index, (month, start)) in columns.enumerated() {
        if start > week { text += "<th colspan=\"\(start - week)\"></th>" }
        let end = index + 1 < columns.count ? columns[index + 1].week : band.weeks.upperBound
        let name = escaped(labels.dateNames.abbreviatedMonths[month.month - 1])
        text += "<th class=\"hm-month\" data-month=\"\(month)\" colspan=\"\(end - start)\">\(name)</th>"
        week = end
      }
      text += "</tr></thead>\n<tbody>\n"
      for row in 0..<7 {
        text += "<tr><th class=\"wd\">\(escaped(labels.name(of: layout.weekday(ofRow: row))))</th>"
        for week in band.weeks {
          guard let day = layout.dayCount(week: week, row: row), band.days.contains(day) else {
            text += "<td></td>"
            continue
          }
          let (date, written, value, level) = facts(map, day)
          text += "<td class=\"hm-day\" data-date=\"\(date)\"\(writtenAttribute(date, written)) "
          text += "data-value=\"\(value)\" data-level=\"\(level)\" "
          text += "title=\"\(written): \(value)\" style=\"background: \(HeatmapPalette.hex[level])\"></td>"
        }
        text += "</tr>\n"
        out.write(text)
        text = ""
      }
      text += "</tbody>\n</table>\n"
    }
    text += "<p class=\"hm-legend\">less"
    for (level, range) in legendRanges(map) {
      text +=
        "<span class=\"swatch\" style=\"background: \(HeatmapPalette.hex[level])\"></span><bdi>\(escaped(range))</bdi>"
    }
    text +=
      "<span class=\"more\">more</span><br><bdi>\(escaped(summary(map)))</bdi></p>\n</div>\n</body>\n</html>\n"
    out.write(text)
  }

  /// A day's ISO date, its date as written under the reform, its value as written (0 in the
  /// map's decimals without data) and its level.
  private func facts(_ map: Heatmap, _ day: Int) -> (String, String, String, Int) {
    let value = map.value(onDayCount: day) ?? .zero(scale: map.scale)
    let date = CivilDate(uncheckedDayCount: day)
    let written = reform.label(of: date)
    return (date.description, written.description, value.description, map.level(onDayCount: day))
  }

  /// ` data-written="…"` for a day written otherwise than its ISO date, else nothing.
  private func writtenAttribute(_ date: String, _ written: String) -> String {
    date == written ? "" : " data-written=\"\(written)\""
  }

  /// The month labels that fit: a month starting in the same week as the one before, or the
  /// week after it, is not labelled (its name would run into the other).
  private func monthLabels(_ columns: [(month: YearMonth, week: Int)]) -> [(month: YearMonth, week: Int)] {
    var kept: [(month: YearMonth, week: Int)] = []
    for column in columns {
      if let last = kept.last, column.week - last.week < 2 { continue }
      kept.append(column)
    }
    return kept
  }

  /// Level 0 then 1…4, each with its values as the legend writes them.
  private func legendRanges(_ map: Heatmap) -> [(Int, String)] {
    [(0, "0")]
      + map.levelRanges.enumerated().map { index, range in
        guard let range else { return (index + 1, "-") }
        return (index + 1, range.low == range.high ? range.low.description : "\(range.low)-\(range.high)")
      }
  }

  private func summary(_ map: Heatmap) -> String {
    let days = map.daysWithData
    var text = "\(days) day\(days == 1 ? "" : "s") with data of \(map.dayCount), \(map.total) in all"
    if map.hasNegativeValues { text += "; levels by size, negative values included" }
    return text
  }

  private func escaped(_ text: String) -> String { Markup.escaped(text) }
}
