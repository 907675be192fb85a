/// Several explanations, one for each element of a range or list (`explain easter 2024..2026`):
/// each headed by its title, one after another.
public struct ExplanationList: Sendable, Equatable {
  public var explanations: [ExplanationSteps]
  /// The handout's heading as asked (`Easter Sunday 2024..2026`); nil for the first title to the last.
  public var title: String?

  public init(_ explanations: [ExplanationSteps], title: String? = nil) {
    self.explanations = explanations
    self.title = title
  }

  /// Each explanation's title, then its numbered steps, a blank line between two.
  public var text: String {
    explanations.map { ($0.title.map { $0 + "\n" } ?? "") + $0.text }.joined(separator: "\n\n")
  }

  /// The same text at `width` columns: titles wrapped at blanks, steps as `ExplanationSteps.lines`.
  public func lines(width: Int) -> [String] {
    var lines: [String] = []
    for (index, explanation) in explanations.enumerated() {
      if index > 0 { lines.append("") }
      if let title = explanation.title {
        lines += StepWrap.lines(of: title, prefix: "", width: width)
      }
      lines += explanation.lines(width: width)
    }
    return lines
  }

  /// The heading of a handout of them all: its title, else the first title to the last.
  public var heading: String {
    if let title { return title }
    let titles = explanations.compactMap(\.title)
    guard let first = titles.first, let last = titles.last else { return "Explanations" }
    return first == last ? first : "\(first) to \(last)"
  }
}
