import CalRender
import CalSyntax

/// `svg`, `html` and `md`: output stages that draw the value on their left as a picture, a web
/// page or Markdown, as `table`, `csv` and `json` write it as text.
enum PictureCommands {
  static let svg = stage(
    .svg, usage: "svg",
    summary:
      "draw the value as a standalone SVG picture (months, years, strips, tables, heatmaps, explanations)",
    examples: ["month 2023-02 | pad | select 2023-02-03..2023-02-14 | svg", "year 2025 | svg"])

  static let html = stage(
    .html, usage: "html",
    summary: "draw the value as a standalone HTML page that prints on one sheet of A4 or Letter",
    examples: [
      "set holidays jp; year 2025 | html", "month 2025-09 | pad | table hebrew islamic | html",
      "explain easter 2025 | html",
    ])

  static let md = stage(
    .markdown, usage: "md",
    summary:
      "write the value as Markdown: tables as pipe tables, grids as code blocks, explanations as numbered lists",
    examples: ["holidays jp 2025 | md", "month 2025-02 | pad | md", "explain easter 2025 | md"])

  /// Whether the command is `svg`, `html` or `md`: stages that may follow a format stage.
  static func isStage(_ command: Command) -> Bool {
    command.kind == .outputStage && PictureFormat.allCases.contains { $0.stageName == command.name }
  }

  /// A stage drawing its subject as `kind`, keeping the format a stage before it chose
  /// (`table hebrew | html` is that table as HTML).
  private static func stage(
    _ kind: PictureFormat, usage: String, summary: String, examples: [String]
  ) -> Command {
    Command(
      kind.stageName, group: .rendering, kind: .outputStage, usage: usage, summary: summary,
      details: "A standalone document: no network fonts, scripts or images. Write it to a file with > FILE.",
      examples: examples
    ) { call in
      guard call.arguments.isEmpty else {
        throw call.error(
          "\(kind.stageName) takes no words: write the view first, e.g. month 2025-02 | \(kind.stageName)")
      }
      guard let subject = call.subject else {
        throw call.error(
          "\(kind.stageName) needs a value on its left, e.g. month 2025-02 | \(kind.stageName)")
      }
      try SlideCommands.refuseSlides(call)
      if case .rendered(let inner, let format) = subject {
        if case .picture = format {
          throw call.error(
            "the value on the left is already a picture: a pipeline takes one picture stage (svg, html or md), at its end"
          )
        }
        return .rendered(inner, .picture(kind, format))
      }
      return .rendered(subject, .picture(kind, nil))
    }
  }
}
