import CalendarCore

/// Writes pictures as one standalone SVG document, streamed to `Output`: a header sized in
/// millimetres, then months, tables or text placed at positions the caller gives, then the end.
public struct SVGPictureWriter {
  let out: Output
  /// Columns run right to left (`set locale ar`, `he`, `fa`): the picture is mirrored.
  public var rightToLeft = false

  public init(to out: Output) { self.out = out }

  /// The header: `width` × `height` tenths of a millimetre drawn at that size, or shrunk to fit
  /// a page of 190 × 259 mm (A4 and Letter) when `fitsPage` and it is larger.
  public func begin(title: String, language: String, width: Int, height: Int, fitsPage: Bool = false) {
    var (shownWidth, shownHeight) = (width, height)
    if fitsPage, width > PictureLayout.pageWidth || height > PictureLayout.pageHeight {
      // Both ratios as integers: the smaller wins.
      if width * PictureLayout.pageHeight >= height * PictureLayout.pageWidth {
        (shownWidth, shownHeight) = (PictureLayout.pageWidth, height * PictureLayout.pageWidth / width)
      } else {
        (shownWidth, shownHeight) = (width * PictureLayout.pageHeight / height, PictureLayout.pageHeight)
      }
    }
    out.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    out.write(tenths: shownWidth)
    out.write("mm\" height=\"")
    out.write(tenths: shownHeight)
    out.write("mm\" viewBox=\"0 0 ")
    out.write(tenths: width)
    out.write(" ")
    out.write(tenths: height)
    out.write("\" xml:lang=\"")
    out.write(escaped: language)
    out.write("\"")
    if rightToLeft { out.write(" direction=\"rtl\"") }
    out.write(">\n<title>")
    out.write(escaped: title)
    out.write("</title>\n<style>\n")
    out.write("text { font-family: ")
    out.write(PictureText.fontStack)
    out.write(
      """
      ; font-variant-numeric: tabular-nums; }
      .title, .heading { font-weight: 600; }
      .wd, .week, .note text, .legend text { fill: #555555; }
      .wd.sat { fill: #1a5fb4; } .wd.sun { fill: #c01c28; }
      .today .num { font-weight: 700; text-decoration: underline; }
      .rows .head { font-weight: 600; }
      .text { font-family: \(PictureText.monospaceStack); white-space: pre; }
      </style>
      <rect width="100%" height="100%" fill="#ffffff"/>

      """)
  }

  public func end() {
    out.write("</svg>\n")
    out.flushIfFull()
  }

  /// A line of text; `anchor` is `start`, `middle` or `end`.
  /// `leftToRight`: a number in a right-to-left document, isolated so its minus stays in front
  /// (the anchor then means the physical side, as in a left-to-right document).
  public func text(
    _ text: String, x: Int, y: Int, size: Int, className: String, anchor: StaticString = "start",
    leftToRight: Bool = false
  ) {
    out.write("<text class=\"")
    out.write(className)
    if leftToRight { out.write("\" direction=\"ltr\" unicode-bidi=\"embed") }
    out.write("\" x=\"")
    out.write(tenths: x)
    out.write("\" y=\"")
    out.write(tenths: y)
    out.write("\" font-size=\"")
    out.write(tenths: size)
    out.write("\" text-anchor=\"")
    out.write(anchor)
    out.write("\">")
    out.write(escaped: text)
    out.write("</text>\n")
  }

  /// A note or legend line at the page's start side (`x`: the right edge right to left). A line
  /// reading left to right (calsh's English notes, English holiday names) in a right-to-left
  /// document is embedded left to right, or its words and numbers would be reordered.
  public func note(_ line: String, x: Int, y: Int, size: Int, className: String) {
    let isolates = rightToLeft && PictureText.readsLeftToRight(line)
    text(
      line, x: x, y: y, size: size, className: className, anchor: isolates ? "end" : "start",
      leftToRight: isolates)
  }

  /// A month (or a day list in weeks, or a strip) with its top-left corner at `x`, `y`.
  public func write(_ picture: MonthPicture, x: Int, y: Int, layout: PictureLayout) {
    let cellWidth = layout.cellWidth
    let cellHeight = layout.cellHeight
    let gridX = rightToLeft ? x : x + layout.weekWidth
    let gridWidth = picture.columns * cellWidth
    switch picture.kind {
    case .month:
      out.write("<g class=\"month\" data-month=\"")
      out.write(String(picture.month.description))
      out.write("\">\n")
    case .days: out.write("<g class=\"days\">\n")
    case .strip: out.write("<g class=\"strip\">\n")
    }
    // A title wider than its grid (a day's strip, two months' names) is set smaller to fit: about
    // 0.7 em a character in bold.
    let titleFont = min(
      layout.titleFont, max(10, (gridWidth - 20) * 10 / (displayWidth(picture.title) * 7 + 1)))
    text(
      picture.title, x: gridX + gridWidth / 2, y: y + layout.titleHeight * 7 / 10, size: titleFont,
      className: "title", anchor: "middle")
    let headerY = y + layout.titleHeight + layout.weekdayHeight * 7 / 10
    for (column, (label, weekday)) in picture.weekdays.enumerated() {
      text(
        label, x: columnX(column, gridX, picture.columns, cellWidth) + cellWidth / 2, y: headerY,
        size: layout.weekdayFont, className: "wd" + PictureCell.weekendClass(weekday), anchor: "middle")
    }
    let top = y + layout.titleHeight + layout.weekdayHeight
    if let weeks = picture.weeks {
      let weekX = rightToLeft ? x + gridWidth + layout.weekWidth / 2 : x + layout.weekWidth / 2
      text(
        picture.weekLabel, x: weekX, y: headerY, size: layout.weekdayFont, className: "week", anchor: "middle"
      )
      for (row, week) in weeks.enumerated() {
        guard let week else { continue }
        text(
          String(week), x: weekX, y: top + row * cellHeight + layout.scaled(38), size: layout.weekdayFont,
          className: "week", anchor: "middle")
      }
    }
    let lineFont = lineFontSize(picture, layout)
    for cell in picture.cells where !cell.isBlank {
      let cellX = columnX(cell.column, gridX, picture.columns, cellWidth)
      writeCell(cell, x: cellX, y: top + cell.row * cellHeight, layout: layout, lineFont: lineFont)
    }
    var lineY = top + picture.rowCount * cellHeight + 15 + layout.noteHeight * 3 / 4
    for (lines, className) in [(picture.legend, "legend"), (picture.notes, "note")] where !lines.isEmpty {
      out.write("<g class=\"")
      out.write(className)
      out.write("\">\n")
      for line in lines.flatMap({ PictureText.wrapped($0, width: layout.noteCharacters) }) {
        note(
          line, x: rightToLeft ? gridX + gridWidth : gridX, y: lineY, size: layout.noteFont,
          className: className + "-line")
        lineY += layout.noteHeight
      }
      out.write("</g>\n")
    }
    out.write("</g>\n")
    out.flushIfFull()
  }

  /// The x of a column's left edge: mirrored right to left.
  private func columnX(_ column: Int, _ gridX: Int, _ columns: Int, _ cellWidth: Int) -> Int {
    gridX + (rightToLeft ? columns - 1 - column : column) * cellWidth
  }

  /// Cell lines shrink to fit the cell's width (about 0.6 em a character).
  private func lineFontSize(_ picture: MonthPicture, _ layout: PictureLayout) -> Int {
    guard picture.cellLines > 0 else { return 0 }
    var longest = 1
    for cell in picture.cells { for line in cell.lines { longest = max(longest, displayWidth(line)) } }
    // A margin of 0.6 mm a side at scale 10 keeps neighbouring cells' lines apart.
    return max(10, min(layout.scaled(20), (layout.cellWidth - layout.scaled(12)) * 10 / (longest * 6)))
  }

  private func writeCell(_ cell: PictureCell, x: Int, y: Int, layout: PictureLayout, lineFont: Int) {
    let width = layout.cellWidth
    let height = layout.cellHeight
    out.write("<g")
    out.write(attributesOf: cell)
    if let fill = cell.fill {
      out.write(" data-fill=\"")
      out.write(fill.hex)
      out.write("\" data-ink=\"")
      out.write(cell.ink.hex)
      out.write("\"")
    }
    out.write(">")
    if let holiday = cell.holiday {
      out.write("<title>")
      out.write(escaped: holiday)
      out.write("</title>")
    }
    let inset = layout.scaled(3)
    let (top, bandHeight) = (y + inset, height - 2 * inset)
    if let pill = cell.band ?? cell.fill {
      let radius = cell.hasData && cell.band == nil ? layout.scaled(10) : bandHeight / 2
      // A pill: rounded where the run starts or ends, square where it goes on to the next cell.
      var start = cell.selection == .left || cell.selection == .full || cell.selection == .none
      var end = cell.selection == .right || cell.selection == .full || cell.selection == .none
      if rightToLeft { swap(&start, &end) }
      // Square ends reach a tenth of a millimetre into the next cell: no seam shows between.
      let left = start ? x + inset : x - 1
      let right = end ? x + width - inset : x + width + 1
      rect(x: left, y: top, width: right - left, height: bandHeight, radius: radius, fill: pill)
      if !start {
        rect(x: left, y: top, width: (right - left) / 2, height: bandHeight, radius: 0, fill: pill)
      }
      if !end {
        let middle = left + (right - left) / 2
        rect(x: middle, y: top, width: right - middle, height: bandHeight, radius: 0, fill: pill)
      }
      if let fill = cell.fill, cell.band != nil {
        // A selected data-coloured day: its colour inside the selection's band, a white rim between.
        let rim = layout.scaled(6)
        out.write("<rect class=\"data\" x=\"")
        out.write(tenths: x + inset + rim)
        out.write("\" y=\"")
        out.write(tenths: top + rim)
        out.write("\" width=\"")
        out.write(tenths: width - 2 * (inset + rim))
        out.write("\" height=\"")
        out.write(tenths: bandHeight - 2 * rim)
        out.write("\" rx=\"")
        out.write(tenths: layout.scaled(8))
        out.write("\" style=\"fill:")
        out.write(fill.hex)
        out.write("\" stroke=\"#ffffff\" stroke-width=\"")
        out.write(tenths: max(2, layout.scaled(2)))
        out.write("\"/>")
      }
    }
    if cell.isToday {
      out.write("<rect class=\"ring\" x=\"")
      out.write(tenths: x + inset * 2)
      out.write("\" y=\"")
      out.write(tenths: top + inset)
      out.write("\" width=\"")
      out.write(tenths: width - inset * 4)
      out.write("\" height=\"")
      out.write(tenths: bandHeight - inset * 2)
      out.write("\" rx=\"")
      out.write(tenths: layout.scaled(8))
      out.write("\" fill=\"none\" stroke=\"")
      out.write(cell.ink.hex)
      out.write("\" stroke-width=\"")
      out.write(tenths: max(2, layout.scaled(3)))
      out.write("\"/>")
    }
    let numberY = y + layout.scaled(38)
    out.write("<text class=\"num\" x=\"")
    out.write(tenths: x + width / 2)
    out.write("\" y=\"")
    out.write(tenths: numberY)
    out.write("\" font-size=\"")
    out.write(tenths: layout.numberFont)
    out.write("\" text-anchor=\"middle\" style=\"fill:")
    out.write(cell.ink.hex)
    out.write("\">")
    out.write(decimal: cell.number ?? 0)
    out.write("</text>")
    if cell.hasEntries && cell.lines.isEmpty {
      out.write("<circle class=\"mark\" cx=\"")
      out.write(tenths: x + width / 2)
      out.write("\" cy=\"")
      out.write(tenths: y + layout.scaled(45))
      out.write("\" r=\"")
      out.write(tenths: max(3, layout.scaled(3)))
      out.write("\" style=\"fill:")
      out.write(cell.ink.hex)
      out.write("\"/>")
    }
    for (index, line) in cell.lines.enumerated() where !line.isEmpty {
      out.write("<text class=\"line\"")
      if rightToLeft && PictureText.isNumber(line) { out.write(" direction=\"ltr\" unicode-bidi=\"embed\"") }
      out.write(" x=\"")
      out.write(tenths: x + width / 2)
      out.write("\" y=\"")
      out.write(tenths: y + layout.scaled(55) + index * layout.lineHeight + layout.lineHeight / 2)
      out.write("\" font-size=\"")
      out.write(tenths: lineFont)
      out.write("\" text-anchor=\"middle\" style=\"fill:")
      out.write(cell.ink.hex)
      out.write("\">")
      out.write(escaped: line)
      out.write("</text>")
    }
    out.write("</g>\n")
  }

  private func rect(x: Int, y: Int, width: Int, height: Int, radius: Int, fill: PictureColor) {
    out.write("<rect x=\"")
    out.write(tenths: x)
    out.write("\" y=\"")
    out.write(tenths: y)
    out.write("\" width=\"")
    out.write(tenths: width)
    out.write("\" height=\"")
    out.write(tenths: height)
    if radius > 0 {
      out.write("\" rx=\"")
      out.write(tenths: radius)
    }
    out.write("\" style=\"fill:")
    out.write(fill.hex)
    out.write("\"/>")
  }
}
