import CalRender

/// Markdown of values: tables as pipe tables, grids and other text as code blocks.
extension Printer {
  func drawMarkdown(_ value: Value, of inner: Format?) throws {
    throw noPicture(of: value, as: .markdown)
  }

  /// An explanation's steps as a handout: a numbered list with its formulas set in type.
  func drawExplanation(_ text: String, as kind: PictureFormat) throws {
    throw noPicture(of: .string(text), as: kind)
  }
}
