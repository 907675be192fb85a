/// An explanation as a standalone SVG handout, 190 mm wide (the printable width of A4 and of
/// Letter): a title, then each step numbered, wrapped in lines of text, its formulas set in type.
public enum ExplanationSVG {
  /// Millimetres: the page's width, the type's size, a line's height.
  static let width = 190.0
  static let fontSize = 3.6
  static let lineHeight = 5.2
  static let titleSize = 6.0
  static let numberColumn = 8.0
  /// Display columns a line of text takes at most: an average glyph is about half the type's size.
  static let columns = 88

  public static func write(_ explanation: ExplanationSteps, to out: Output) {
    let wrapped = explanation.steps.map { wrap(ExplanationPiece.pieces(of: $0)) }
    let lines = wrapped.reduce(0) { $0 + $1.count }
    // The title in lines as the steps are, at its larger size.
    let titleLines = wrap([.prose(explanation.heading)], columns: Int(Double(columns) * fontSize / titleSize))
    let top = 4 + titleSize * (0.6 + Double(titleLines.count))
    let height = (top + Double(lines) * lineHeight + Double(explanation.steps.count) * 1.5 + 4).rounded(.up)
    let title = Markup.escaped(explanation.heading)
    out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    out.write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))mm\" height=\"\(number(height))mm\" "
        + "viewBox=\"0 0 \(number(width)) \(number(height))\">\n")
    out.write("<title>\(title)</title>\n<style>\n")
    out.write(style)
    out.write("</style>\n<rect class=\"page\" width=\"100%\" height=\"100%\"/>\n")
    for (index, line) in titleLines.enumerated() {
      out.write(
        "<text class=\"title\" x=\"0\" y=\"\(number(4 + titleSize * Double(index + 1)))\">\(line)</text>\n")
    }
    out.write("<g class=\"steps\">\n")
    var y = top
    for (index, lines) in wrapped.enumerated() {
      let answer = explanation.isAnswer(index)
      out.write("<g class=\"step\(answer ? " answer" : "")\" data-step=\"\(index + 1)\">\n")
      y += lineHeight
      out.write(
        "<text class=\"n\" x=\"\(number(numberColumn - 1.5))\" y=\"\(number(y))\" text-anchor=\"end\">\(index + 1).</text>\n"
      )
      for (lineIndex, line) in lines.enumerated() {
        if lineIndex > 0 { y += lineHeight }
        out.write("<text x=\"\(number(numberColumn))\" y=\"\(number(y))\">")
        out.write(line)
        out.write("</text>\n")
      }
      out.write("</g>\n")
      y += 1.5
      out.flushIfFull()
    }
    out.write("</g>\n</svg>\n")
  }

  /// The pieces cut into lines of at most `columns` display columns, each line as SVG text:
  /// words break at spaces, a formula's parts as `tspan`s.
  static func wrap(_ pieces: [ExplanationPiece], columns: Int = columns) -> [String] {
    // Words: what lies between spaces, as (markup, columns).
    var words: [(markup: String, width: Int)] = []
    var current = ""
    var width = 0
    func endWord() {
      if width > 0 { words.append((current, width)) }
      current = ""
      width = 0
    }
    for piece in pieces {
      switch piece {
      case .prose(let text):
        for character in text {
          if character == " " {
            endWord()
          } else {
            current += Markup.escaped(String(character))
            width += displayWidth(of: character)
          }
        }
      case .formula(let parts):
        for part in parts {
          if part == .space {
            endWord()
          } else {
            current += Markup.element(part, svg: true)
            width += displayWidth(part.text)
          }
        }
      }
    }
    endWord()
    var lines: [String] = []
    var line = ""
    var used = 0
    for word in words {
      if used > 0, used + 1 + word.width > columns {
        lines.append(line)
        line = ""
        used = 0
      }
      if used > 0 {
        line += " "
        used += 1
      }
      line += word.markup
      used += word.width
    }
    if used > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// A length with at most one decimal, no trailing `.0`.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }

  static let style = """
    text { font-family: \(Markup.fontStack); font-size: \(fontSize)px; fill: #111;
      font-variant-numeric: tabular-nums; }
    .page { fill: #fff; }
    .title { font-size: \(titleSize)px; font-weight: 600; }
    .n { font-weight: 600; }
    .var { font-style: italic; }
    .answer text { font-weight: 600; }

    """
}
