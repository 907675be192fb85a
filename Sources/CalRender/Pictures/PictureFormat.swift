/// The documents a view can be drawn as besides terminal text: an SVG picture, a standalone HTML
/// page, or Markdown (tables as pipe tables, grids as code blocks).
public enum PictureFormat: String, Sendable, CaseIterable {
  case svg, html, markdown

  /// The stage that asks for it: `svg`, `html`, `md`.
  public var stageName: String { self == .markdown ? "md" : rawValue }
}
