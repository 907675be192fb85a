/// An explanation as Markdown: a heading, then a numbered list, each formula in backticks and the
/// answer in bold.
public enum ExplanationMarkdown {
  public static func write(_ explanation: ExplanationSteps, to out: Output) {
    out.write("# ")
    out.write(MarkdownText.escaped(explanation.heading))
    out.write("\n\n")
    writeSteps(explanation, to: out)
  }

  /// Several explanations as one handout: a heading, then each as a section under its title.
  public static func write(_ list: ExplanationList, to out: Output) {
    out.write("# ")
    out.write(MarkdownText.escaped(list.heading))
    out.write("\n")
    for explanation in list.explanations {
      out.write("\n## ")
      out.write(MarkdownText.escaped(explanation.heading))
      out.write("\n\n")
      writeSteps(explanation, to: out)
    }
  }

  private static func writeSteps(_ explanation: ExplanationSteps, to out: Output) {
    for (index, step) in explanation.steps.enumerated() {
      out.write("\(index + 1). ")
      let answer = explanation.isAnswer(index)
      if answer { out.write("**") }
      for piece in ExplanationPiece.pieces(of: step) {
        switch piece {
        case .prose(let text): out.write(MarkdownText.escaped(text))
        case .formula(let parts):
          out.write("`")
          for part in parts { out.write(part.text) }
          out.write("`")
        }
      }
      if answer { out.write("**") }
      out.newline()
    }
  }
}
