/// Tables of rows and preformatted text as whole SVG documents: lines of text in columns as wide
/// as their widest field.
extension SVGPictureWriter {
  /// Sizes of table and text lines, in tenths of a millimetre.
  private static let lineHeight = 50
  private static let fontSize = 32
  private static let margin = 50
  /// Characters of the longest line of preformatted text.
  private static let longestLine = 160

  /// A table: a header line of `names`, then a line per row, each column as wide as its widest
  /// field (numbers end-aligned).
  public func writeRows(title: String, language: String, names: [String], numeric: [Bool], rows: [[String?]])
  {
    var widths = names.map(displayWidth)
    for row in rows {
      for (column, field) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], displayWidth(field ?? "-"))
      }
    }
    // About 0.6 em a character, two characters between columns.
    let characterWidth = SVGPictureWriter.fontSize * 6 / 10
    // Wider than the printable page: the widest columns are narrowed to one cap, their cells
    // wrapped (long words cut) to it.
    let room = (PictureLayout.pageWidth - 2 * SVGPictureWriter.margin) / characterWidth - 2 * widths.count
    if widths.reduce(0, +) > room, let widest = widths.max() {
      var cap = widest
      while cap > 4, widths.reduce(0, { $0 + min($1, cap) }) > room { cap -= 1 }
      widths = widths.map { min($0, cap) }
    }
    var starts: [Int] = []
    var x = SVGPictureWriter.margin
    for width in widths {
      starts.append(x)
      x += (width + 2) * characterWidth
    }
    let width = x + SVGPictureWriter.margin
    /// A row's fields as lines that fit their columns.
    func lines(of fields: [String?]) -> [[String]] {
      fields.enumerated().map { column, field in
        let text = field ?? "-"
        guard column < widths.count else { return [text] }
        return PictureText.wrappedAndCut(text, width: widths[column])
      }
    }
    let header = lines(of: names)
    let body = rows.map(lines(of:))
    let lineCount = ([header] + body).reduce(0) { $0 + max(1, $1.map(\.count).max() ?? 1) }
    let height = 2 * SVGPictureWriter.margin + lineCount * SVGPictureWriter.lineHeight
    begin(title: title, language: language, width: width, height: height)
    out.write("<g class=\"rows\">\n")
    func line(_ fields: [[String]], y: Int, className: String) {
      for (column, fieldLines) in fields.enumerated() where column < starts.count {
        let isNumber = column < numeric.count && numeric[column]
        // Mirrored right to left: the first column at the right.
        let start = rightToLeft ? width - starts[column] - widths[column] * characterWidth : starts[column]
        let end = start + widths[column] * characterWidth
        // Text sits at the column's reading start (the right edge right to left); numbers at
        // its other edge, written left to right so a minus stays in front.
        let alignsRight = isNumber != rightToLeft
        let leftToRight = isNumber && rightToLeft
        // Under the document's `direction="rtl"` an anchor's `start` is the right side.
        let anchorsStart = alignsRight == (rightToLeft && !leftToRight)
        for (index, field) in fieldLines.enumerated() {
          text(
            field, x: alignsRight ? end : start, y: y + index * SVGPictureWriter.lineHeight,
            size: SVGPictureWriter.fontSize, className: className, anchor: anchorsStart ? "start" : "end",
            leftToRight: leftToRight)
        }
      }
    }
    var y = SVGPictureWriter.margin + SVGPictureWriter.lineHeight * 7 / 10
    for (index, fields) in ([header] + body).enumerated() {
      line(fields, y: y, className: index == 0 ? "head" : "cell")
      y += max(1, fields.map(\.count).max() ?? 1) * SVGPictureWriter.lineHeight
      out.flushIfFull()
    }
    out.write("</g>\n")
    end()
  }

  /// Preformatted text, a line of monospace type per line.
  public func writeText(title: String, language: String, text: String) {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      // A line longer than a page is wide (compact JSON) is cut into pieces that fit.
      var rest = Substring(line)
      while rest.count > SVGPictureWriter.longestLine {
        lines.append(String(rest.prefix(SVGPictureWriter.longestLine)))
        rest = rest.dropFirst(SVGPictureWriter.longestLine)
      }
      lines.append(String(rest))
    }
    if lines.last == "" { lines.removeLast() }
    let characterWidth = SVGPictureWriter.fontSize * 6 / 10
    let widest = lines.map(displayWidth).max() ?? 0
    let width = 2 * SVGPictureWriter.margin + max(20, widest) * characterWidth
    let height = 2 * SVGPictureWriter.margin + max(1, lines.count) * SVGPictureWriter.lineHeight
    begin(title: title, language: language, width: width, height: height)
    out.write("<g class=\"text\" xml:space=\"preserve\">\n")
    var y = SVGPictureWriter.margin + SVGPictureWriter.lineHeight * 7 / 10
    for line in lines {
      self.text(line, x: SVGPictureWriter.margin, y: y, size: SVGPictureWriter.fontSize, className: "text")
      y += SVGPictureWriter.lineHeight
    }
    out.write("</g>\n")
    end()
  }
}
