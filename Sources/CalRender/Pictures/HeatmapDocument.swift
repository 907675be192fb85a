import CalendarCore
import Ledger

/// A heatmap as a standalone SVG picture or HTML page: a title, month labels (`hm-month`), weekday
/// labels (`wd`), a cell per day (`hm-day` with `data-date`, `data-value`, `data-level` and a
/// tooltip of its date and value) and a legend (`hm-legend`) of each level's values. Cells are
/// 10 units with a gap of 3 (GitHub's proportions); a unit is a quarter of a millimetre, so a
/// year is about 185 mm wide and fits a page of A4 or Letter. Longer spans are cut into bands of
/// 54 weeks (`hm-band`), one under another.
public struct HeatmapDocument {
  public var labels = CalendarLabels.english
  public var firstWeekday = Weekday.sunday

  public init() {}

  static let cell = 10
  static let pitch = 13
  /// The most weeks a band holds: any year, whatever its first weekday.
  static let bandWeeks = 54
  static let bandHeight = 16 + 7 * 13 + 12
  static let fontStack =
    "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"Noto Sans CJK JP\", sans-serif"

  /// The SVG document, written a week at a time.
  public func writeSVG(_ map: Heatmap, title: String, to out: Output) {
    let layout = HeatmapLayout(map, firstWeekday: firstWeekday)
    let left = 36
    let top = 28
    let bands = layout.bands(of: Self.bandWeeks)
    let width = left + min(layout.weeks, Self.bandWeeks) * Self.pitch + 12
    let height = top + bands.count * Self.bandHeight + 40
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" class="heatmap" width="\(millimetres(width))mm" \
      height="\(millimetres(height))mm" viewBox="0 0 \(width) \(height)">
      <title>\(escaped(title))</title>
      <style>
      text { font-family: \(escaped(Self.fontStack)); fill: #24292f; font-variant-numeric: tabular-nums; }
      .title { font-size: 14px; font-weight: 600; }
      .hm-month, .wd, .hm-legend text { font-size: 9px; }
      .hm-day rect, .hm-legend rect { stroke: rgba(27, 31, 36, 0.06); stroke-width: 1; }
      </style>
      <text class="title" x="\(left)" y="18">\(escaped(title))</text>\n
      """
    for (index, band) in bands.enumerated() {
      text += "<g class=\"hm-band\" transform=\"translate(0,\(top + index * Self.bandHeight))\">\n"
      for (month, week) in monthLabels(layout.monthColumns(in: band)) {
        let x = left + (week - band.lowerBound) * Self.pitch
        text += "<text class=\"hm-month\" data-month=\"\(month)\" x=\"\(x)\" y=\"10\">"
        text += escaped(labels.dateNames.abbreviatedMonths[month.month - 1]) + "</text>\n"
      }
      for row in 0..<7 {
        let name = escaped(labels.name(of: layout.weekday(ofRow: row)))
        text += "<text class=\"wd\" x=\"0\" y=\"\(16 + row * Self.pitch + 8)\">\(name)</text>\n"
      }
      for week in band {
        for row in 0..<7 {
          guard let day = layout.dayCount(week: week, row: row) else { continue }
          let (date, value, level) = facts(map, day)
          let x = left + (week - band.lowerBound) * Self.pitch
          text += "<g class=\"hm-day\" data-date=\"\(date)\" data-value=\"\(value)\" data-level=\"\(level)\">"
          text += "<rect x=\"\(x)\" y=\"\(16 + row * Self.pitch)\" width=\"10\" height=\"10\" "
          text += "rx=\"2\" fill=\"\(HeatmapPalette.hex[level])\"/><title>\(date): \(value)</title></g>\n"
        }
        out.write(text)
        text = ""
      }
      text += "</g>\n"
    }
    let legendY = top + bands.count * Self.bandHeight + 2
    text += "<g class=\"hm-legend\">\n<text x=\"\(left)\" y=\"\(legendY + 8)\">less</text>\n"
    var x = left + 24
    for (level, range) in legendRanges(map) {
      text +=
        "<rect x=\"\(x)\" y=\"\(legendY)\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(HeatmapPalette.hex[level])\"/>"
      text += "<text x=\"\(x + 13)\" y=\"\(legendY + 8)\">\(escaped(range))</text>\n"
      x += 13 + 6 * max(range.count, 1) + 10
    }
    text += "<text x=\"\(x)\" y=\"\(legendY + 8)\">more</text>\n"
    text += "<text x=\"\(left)\" y=\"\(legendY + 26)\">\(escaped(summary(map)))</text>\n</g>\n</svg>\n"
    out.write(text)
  }

  /// The HTML page: a table with a row per weekday and a column per week, written a row at a time.
  public func writeHTML(_ map: Heatmap, title: String, language: String = "en", to out: Output) {
    let layout = HeatmapLayout(map, firstWeekday: firstWeekday)
    var text = """
      <!DOCTYPE html>
      <html lang="\(escaped(language))" dir="ltr">
      <head>
      <meta charset="utf-8">
      <title>\(escaped(title))</title>
      <style>
      body { font-family: \(Self.fontStack); color: #24292f; margin: 0; }
      .heatmap { max-width: 190mm; }
      h1 { font-size: 14pt; margin: 0 0 4mm; }
      table.hm-grid { border-collapse: separate; border-spacing: 0.8mm; font-variant-numeric: tabular-nums; }
      th { font-size: 7pt; font-weight: normal; text-align: left; padding: 0 1mm 0 0; white-space: nowrap; }
      td.hm-day { width: 2.6mm; height: 2.6mm; padding: 0; border-radius: 0.5mm; }
      .hm-legend { font-size: 8pt; margin-top: 3mm; }
      .hm-legend span.swatch { display: inline-block; width: 2.6mm; height: 2.6mm; border-radius: 0.5mm; \
      vertical-align: middle; margin: 0 1mm 0 3mm; }
      td.hm-day, .swatch { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      @page { size: A4 portrait; margin: 10mm; }
      @media print { body { margin: 0; } .heatmap { width: 190mm; } }
      </style>
      </head>
      <body>
      <div class="heatmap">
      <h1 class="title">\(escaped(title))</h1>\n
      """
    for band in layout.bands(of: Self.bandWeeks) {
      text += "<table class=\"hm-grid\">\n<thead><tr><th></th>"
      // Month labels: each spans the weeks up to the next label.
      let columns = monthLabels(layout.monthColumns(in: band))
      var week = band.lowerBound
      for (index, (month, start)) in columns.enumerated() {
        if start > week { text += "<th colspan=\"\(start - week)\"></th>" }
        let end = index + 1 < columns.count ? columns[index + 1].week : band.upperBound
        let name = escaped(labels.dateNames.abbreviatedMonths[month.month - 1])
        text += "<th class=\"hm-month\" data-month=\"\(month)\" colspan=\"\(end - start)\">\(name)</th>"
        week = end
      }
      text += "</tr></thead>\n<tbody>\n"
      for row in 0..<7 {
        text += "<tr><th class=\"wd\">\(escaped(labels.name(of: layout.weekday(ofRow: row))))</th>"
        for week in band {
          guard let day = layout.dayCount(week: week, row: row) else {
            text += "<td></td>"
            continue
          }
          let (date, value, level) = facts(map, day)
          text +=
            "<td class=\"hm-day\" data-date=\"\(date)\" data-value=\"\(value)\" data-level=\"\(level)\" "
          text += "title=\"\(date): \(value)\" style=\"background: \(HeatmapPalette.hex[level])\"></td>"
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
        "<span class=\"swatch\" style=\"background: \(HeatmapPalette.hex[level])\"></span>\(escaped(range))"
    }
    text += " more<br>\(escaped(summary(map)))</p>\n</div>\n</body>\n</html>\n"
    out.write(text)
  }

  /// A day's date, its value as written (0 in the map's decimals without data) and its level.
  private func facts(_ map: Heatmap, _ day: Int) -> (String, String, Int) {
    let value = map.value(onDayCount: day) ?? .zero(scale: map.scale)
    return (CivilDate(uncheckedDayCount: day).description, value.description, map.level(onDayCount: day))
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

  /// Units as millimetres with one decimal: a unit is 0.25 mm.
  private func millimetres(_ units: Int) -> String {
    "\(units / 4).\(units % 4 * 25 / 10)"
  }

  private func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
