import CalRender
import CalSyntax

/// Pictures of values (`svg`, `html`, `md`): each kind of value goes to the file that draws it.
extension Printer {
  func drawPicture(_ value: Value, as kind: PictureFormat, of inner: Format?) throws {
    if case .heatmap(let map, let title) = value { return drawHeatmap(map, title: title, as: kind) }
    if case .scalar(let explanation as ExplanationSteps) = value {
      return try drawExplanation(explanation, as: kind)
    }
    if case .scalar(let sheet as QuizSheet) = value { return try drawQuiz(sheet, as: kind) }
    if case .scalar(let list as ExplanationList) = value { return try drawExplanations(list, as: kind) }
    if kind == .markdown { return try drawMarkdown(value, of: inner) }
    try drawCalendarPicture(value, as: kind, of: inner)
  }

  /// The error for a value a picture stage cannot draw, saying what it can draw.
  func noPicture(of value: Value, as kind: PictureFormat) -> ScriptError {
    ScriptError(
      .evaluation,
      "\(kind.stageName) cannot draw \(value.described): it draws months, years, strips, day lists, "
        + "tables of rows, heatmaps and explanations",
      at: range)
  }
}
