/// An explanation as a standalone HTML handout: a title, the steps as a numbered list with their
/// formulas set in type and the answer emphasised, a print stylesheet for one sheet of A4 or
/// Letter; no scripts, no fonts or images fetched.
public enum ExplanationHTML {
  public static func write(_ explanation: ExplanationSteps, to out: Output) {
    writeHead(explanation.heading, to: out)
    writeSteps(explanation, to: out)
    out.write("</main>\n</body>\n</html>\n")
  }

  /// Several explanations as one handout: each a section under its title, on a sheet of its own
  /// when printed.
  public static func write(_ list: ExplanationList, to out: Output) {
    writeHead(list.heading, extraStyle: sectionStyle, to: out)
    for explanation in list.explanations {
      out.write("<section class=\"derivation\">\n<h2>\(Markup.escaped(explanation.heading))</h2>\n")
      writeSteps(explanation, to: out)
      out.write("</section>\n")
    }
    out.write("</main>\n</body>\n</html>\n")
  }

  private static func writeHead(_ heading: String, extraStyle: String = "", to out: Output) {
    let title = Markup.escaped(heading)
    out.write("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head>\n<meta charset=\"utf-8\">\n")
    out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    out.write("<title>\(title)</title>\n<style>\n")
    out.write(style)
    out.write(extraStyle)
    out.write("</style>\n</head>\n<body>\n<main class=\"explanation\">\n<h1 class=\"title\">\(title)</h1>\n")
  }

  private static func writeSteps(_ explanation: ExplanationSteps, to out: Output) {
    out.write("<ol class=\"steps\">\n")
    for (index, step) in explanation.steps.enumerated() {
      let answer = explanation.isAnswer(index)
      out.write(answer ? "<li class=\"step answer\"><strong>" : "<li class=\"step\">")
      for piece in ExplanationPiece.pieces(of: step) {
        switch piece {
        case .prose(let text): out.write(Markup.escaped(text))
        case .formula(let parts):
          out.write("<span class=\"formula\">")
          for part in parts { out.write(Markup.element(part, svg: false)) }
          out.write("</span>")
        }
      }
      out.write(answer ? "</strong></li>\n" : "</li>\n")
      out.flushIfFull()
    }
    out.write("</ol>\n")
  }

  /// The sections of several explanations: each titled, and kept on one sheet when it fits.
  static let sectionStyle = """
    h2 { font-size: 14pt; margin: 8mm 0 4mm; }
    @media print { section.derivation { break-inside: avoid; } }

    """

  static let style = """
    body { margin: 0; background: #fff; color: #111; font-family: \(Markup.fontStack);
      font-size: 11pt; line-height: 1.5; }
    main { box-sizing: border-box; max-width: 190mm; margin: 0 auto; padding: 10mm 0; }
    h1 { font-size: 18pt; line-height: 1.2; margin: 0 0 6mm; }
    ol.steps { margin: 0; padding-left: 9mm; }
    ol.steps li { margin: 0 0 2.5mm; padding-left: 1mm; }
    ol.steps li::marker { font-variant-numeric: tabular-nums; font-weight: 600; }
    .formula { font-variant-numeric: tabular-nums lining-nums; }
    .num { font-variant-numeric: tabular-nums lining-nums; }
    var { font-style: italic; font-family: inherit; }
    .op { font-style: normal; }
    li.answer { font-size: 12pt; }
    @page { size: A4 portrait; margin: 10mm; }
    @media print {
      body { font-size: 10.5pt; }
      main { max-width: none; padding: 0; }
      ol.steps li { break-inside: avoid; }
    }

    """
}
