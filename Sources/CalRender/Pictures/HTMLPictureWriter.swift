import CalendarCore

/// Writes pictures as one standalone HTML page, streamed to `Output`: a header with one inline
/// style sheet (a print block and `@page` A4 portrait, sized to fit Letter too), then months,
/// tables or text, then the end. Right-to-left locales set `dir="rtl"`: tables run right to left.
public struct HTMLPictureWriter {
  let out: Output
  public var rightToLeft = false

  /// How large the months are drawn: one alone fills the page's width, two share it, more go
  /// three across as a year poster.
  public enum Size: String, Sendable {
    case one, two, many
  }

  public init(to out: Output) { self.out = out }

  /// `scale`: percent the months of a poster are drawn at, below 100 when their legends would not
  /// fit one page otherwise.
  public func begin(title: String, language: String, size: Size, scale: Int = 100) {
    out.write("<!DOCTYPE html>\n<html lang=\"")
    out.write(escaped: language)
    out.write(rightToLeft ? "\" dir=\"rtl\">\n" : "\" dir=\"ltr\">\n")
    out.write("<head>\n<meta charset=\"utf-8\">\n<title>")
    out.write(escaped: title)
    out.write("</title>\n<style>\n")
    out.write(HTMLPictureWriter.styleSheet)
    out.write("</style>\n</head>\n<body>\n<main class=\"pictures ")
    out.write(size.rawValue)
    if scale < 100 {
      out.write("\" style=\"--k: ")
      out.write(decimal: scale / 100)
      out.write(".")
      if scale % 100 < 10 { out.write("0") }
      out.write(decimal: scale % 100)
    }
    out.write("\">\n")
  }

  public func end() {
    out.write("</main>\n</body>\n</html>\n")
    out.flushIfFull()
  }

  /// A heading over everything (a year poster's year).
  public func heading(_ text: String) {
    out.write("<h1 class=\"heading\">")
    out.write(escaped: text)
    out.write("</h1>\n")
  }

  /// Notes under everything (holidays not marked).
  public func notes(_ lines: [String]) {
    for line in lines {
      out.write("<p class=\"note\">")
      writeIsolated(line, english: true)
      out.write("</p>\n")
    }
  }

  /// A paragraph of text (`no days` for an empty day list).
  public func paragraph(_ text: String) {
    out.write("<p class=\"empty\">")
    out.write(escaped: text)
    out.write("</p>\n")
  }

  /// Preformatted text (a value that has no grid).
  public func text(_ text: String) {
    out.write("<pre class=\"text\">")
    out.write(escaped: text)
    out.write("</pre>\n")
  }

  public func write(_ picture: MonthPicture) {
    switch picture.kind {
    case .month:
      out.write("<table class=\"month\" data-month=\"")
      out.write(picture.month.description)
      out.write("\">\n")
    case .days: out.write("<table class=\"month days\">\n")
    case .strip: out.write("<table class=\"month strip\">\n")
    }
    let span = picture.columns + (picture.weeks == nil ? 0 : 1)
    out.write("<caption class=\"title\">")
    out.write(escaped: picture.title)
    out.write("</caption>\n<thead><tr>")
    if picture.weeks != nil {
      out.write("<th class=\"week\">")
      out.write(escaped: picture.weekLabel)
      out.write("</th>")
    }
    for (label, weekday) in picture.weekdays {
      out.write("<th class=\"wd")
      out.write(PictureCell.weekendClass(weekday))
      out.write("\">")
      out.write(escaped: label)
      out.write("</th>")
    }
    out.write("</tr></thead>\n<tbody>\n")
    var index = 0
    let cells = picture.cells
    for row in 0..<picture.rowCount {
      out.write("<tr>")
      if let weeks = picture.weeks {
        out.write("<td class=\"week\">")
        if row < weeks.count, let week = weeks[row] { out.write(decimal: week) }
        out.write("</td>")
      }
      for column in 0..<picture.columns {
        if index < cells.count, cells[index].row == row, cells[index].column == column {
          writeCell(cells[index])
          index += 1
        } else {
          out.write("<td></td>")
        }
      }
      out.write("</tr>\n")
    }
    out.write("</tbody>\n")
    if !picture.legend.isEmpty || !picture.notes.isEmpty {
      out.write("<tfoot>\n")
      for (lines, className) in [(picture.legend, "legend"), (picture.notes, "note")] where !lines.isEmpty {
        out.write("<tr><td class=\"")
        out.write(className)
        out.write("\" colspan=\"")
        out.write(decimal: span)
        out.write("\">")
        for (number, line) in lines.enumerated() {
          if number > 0 { out.write("<br>") }
          writeIsolated(line, english: className == "note")
        }
        out.write("</td></tr>\n")
      }
      out.write("</tfoot>\n")
    }
    out.write("</table>\n")
    out.flushIfFull()
  }

  /// A note or legend line: right to left, isolated in its own direction (`<bdi>`), the English
  /// notes left to right, so a reform's note is not reordered; the line stays at the page's start.
  private func writeIsolated(_ line: String, english: Bool) {
    guard rightToLeft else { return out.write(escaped: line) }
    out.write(english ? "<bdi dir=\"ltr\" lang=\"en\">" : "<bdi>")
    out.write(escaped: line)
    out.write("</bdi>")
  }

  private func writeCell(_ cell: PictureCell) {
    guard let number = cell.number else { return out.write("<td></td>") }
    out.write("<td")
    out.write(attributesOf: cell)
    if let holiday = cell.holiday {
      out.write(" title=\"")
      out.write(escaped: holiday)
      out.write("\"")
    }
    if cell.fill != nil || cell.isDimmed {
      out.write(" style=\"")
      if let fill = cell.fill {
        out.write("background-color:")
        out.write(fill.hex)
        out.write(";")
      }
      if let band = cell.band {
        // A selected data-coloured day: the selection's band as a ring around its colour.
        out.write("box-shadow:inset 0 0 0 0.14em ")
        out.write(band.hex)
        out.write(",inset 0 0 0 0.22em #ffffff;")
      }
      out.write("color:")
      out.write(cell.ink.hex)
      out.write("\"")
    }
    out.write("><span class=\"num\">")
    out.write(decimal: number)
    out.write("</span>")
    for line in cell.lines {
      out.write(
        rightToLeft && PictureText.isNumber(line)
          ? "<span class=\"line\" dir=\"ltr\">" : "<span class=\"line\">")
      out.write(escaped: line)
      out.write("</span>")
    }
    out.write("</td>")
  }

  /// A table of rows: a header of names, then the rows' fields (nil writes `-`).
  public func beginRows(_ names: [String], numeric: [Bool]) {
    out.write("<table class=\"rows\">\n<thead><tr>")
    for name in names {
      out.write("<th>")
      out.write(escaped: name)
      out.write("</th>")
    }
    out.write("</tr></thead>\n<tbody>\n")
  }

  public func row(_ fields: [String?], numeric: [Bool]) {
    out.write("<tr>")
    for (index, field) in fields.enumerated() {
      let isNumber = index < numeric.count && numeric[index]
      out.write(isNumber ? "<td class=\"n\">" : "<td>")
      // A number right to left is isolated left to right: its minus stays in front.
      let isolates = isNumber && rightToLeft
      if isolates { out.write("<bdi dir=\"ltr\">") }
      out.write(escaped: field ?? "-")
      out.write(isolates ? "</bdi></td>" : "</td>")
    }
    out.write("</tr>\n")
    out.flushIfFull()
  }

  public func endRows() {
    out.write("</tbody>\n</table>\n")
  }

  static let styleSheet: StaticString = """
    :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif;
      font-variant-numeric: tabular-nums; color: #1a1a1a; background: #ffffff; }
    body { margin: 10mm; }
    main { width: 190mm; --k: 1; }
    main.many { display: grid; grid-template-columns: repeat(3, 1fr); gap: calc(3mm * var(--k)) 5.5mm; align-items: start; }
    main.two { display: grid; grid-template-columns: repeat(2, 1fr); gap: 3mm 8mm; align-items: start; }
    .heading { grid-column: 1 / -1; text-align: center; font-size: calc(8mm * var(--k)); margin: 0 0 2mm; }
    table.month { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 0 0.12em; break-inside: avoid; }
    .title { font-weight: 600; padding-bottom: 1mm; }
    th.wd, th.week { font-weight: 500; color: #555555; overflow: hidden; white-space: nowrap; }
    .wd.sat, .sat { color: #1a5fb4; } .wd.sun, .sun, .holiday { color: #c01c28; }
    td.day { text-align: center; vertical-align: middle; overflow: hidden; }
    td.week { color: #555555; text-align: center; vertical-align: middle; }
    .num, .line { display: block; white-space: nowrap; }
    .line { font-size: 2mm; overflow: hidden; text-overflow: clip; }
    .today .num { display: inline-block; font-weight: 700; min-width: 1.3em; line-height: 1.3em; border-radius: 999px;
      box-shadow: 0 0 0 0.08em currentColor; }
    .has-entries .num::after { content: ""; display: block; width: 0.2em; height: 0.2em; margin: 0.05em auto 0;
      border-radius: 50%; background: currentColor; }
    .selected { background-color: #303030; color: #ffffff; }
    .selected.sat { background-color: #1a5fb4; color: #ffffff; }
    .selected.sun, .selected.holiday { background-color: #c01c28; color: #ffffff; }
    .sel-full { border-radius: 999px; }
    .sel-left { border-start-start-radius: 999px; border-end-start-radius: 999px; }
    .sel-right { border-start-end-radius: 999px; border-end-end-radius: 999px; }
    .has-data { border-radius: 1mm; }
    td.legend, td.note, p.note { color: #555555; text-align: start; font-size: 2.4mm; padding-top: 1mm; }
    main.one table.month { font-size: 7mm; }
    main.one .title { font-size: 9mm; }
    main.one table.month tbody td { height: 22mm; }
    main.one .line { font-size: 3mm; }
    main.one td.legend, main.one td.note { font-size: 4mm; }
    main.two table.month { font-size: 4mm; }
    main.two table.month tbody td { height: 11mm; }
    main.many table.month { font-size: calc(2.8mm * var(--k)); }
    main.many .title { font-size: calc(3.6mm * var(--k)); }
    main.many table.month tbody td { height: calc(5.5mm * var(--k)); }
    main.many td.legend, main.many td.note, main.many p.note { font-size: calc(2.4mm * var(--k)); }
    main.one table.strip { font-size: 4.5mm; }
    main.one table.strip .title { font-size: 6mm; }
    main.one table.strip th.wd { font-size: 2.6mm; }
    main.one table.strip tbody td { height: 12mm; }
    table.rows { border-collapse: collapse; font-size: 3.2mm; max-width: 190mm; }
    table.rows th, table.rows td { border-bottom: 0.2mm solid #dddddd; padding: 0.8mm 2mm; text-align: start;
      overflow-wrap: anywhere; word-break: break-word; }
    table.rows td.n { text-align: end; }
    pre.text { font-family: ui-monospace, "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; font-size: 3mm; }
    @page { size: A4 portrait; margin: 10mm; }
    @media print {
      body { margin: 0; }
      main { width: 190mm; max-height: 259mm; }
      main.one table.month:not(.strip) tbody td { height: 30mm; }
      table.month, table.rows tr { break-inside: avoid; }
    }

    """
}
