import CalRender
import CalSyntax

/// A quiz as it prints: asked question by question when the host reads answers (the prompt),
/// else a worksheet and answer key as text; `md` and `html` as a handout.
extension Printer {
  func printQuiz(_ sheet: QuizSheet) throws {
    interpreter.outputEndsWithGrid = false
    // Asked only when typed at the prompt: a sourced file and `> FILE` get the worksheet.
    if sheet.part == .both, !interpreter.isRedirecting, interpreter.sourceDepth == 0,
      let reader = interpreter.policy.answerReader()
    {
      var session = QuizSession(sheet: sheet, reader: reader, interpreter: interpreter, range: range)
      return try session.run()
    }
    sheet.writeText(to: out, width: width)
  }

  func drawQuiz(_ sheet: QuizSheet, as kind: PictureFormat) throws {
    switch kind {
    case .markdown:
      sheet.writeMarkdown(to: out)
      interpreter.outputEndsWithGrid = true
    case .html: sheet.writeHTML(to: out)
    case .svg:
      throw ScriptError(
        .evaluation, "svg cannot draw a quiz: it is a document of text; use html or md", at: range)
    }
  }
}
