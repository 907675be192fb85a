/// An explanation as a picture sees it: a title (what was asked, `Easter 2025`) and its numbered
/// steps, the last of which states the answer. `explain` makes one; the text form is
/// `1. …`, `2. …`, one step a line.
public struct ExplanationSteps: Sendable, Equatable {
  public var title: String?
  public var steps: [String]

  public init(title: String?, steps: [String]) {
    self.title = title
    self.steps = steps
  }

  /// The steps of an explanation's text (`1. …`, `2. …`, one a line, counted from 1); nil for
  /// text of another shape.
  public init?(_ text: String) {
    var steps: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let prefix = "\(steps.count + 1). "
      guard line.hasPrefix(prefix) else { return nil }
      steps.append(String(line.dropFirst(prefix.count)))
    }
    guard !steps.isEmpty else { return nil }
    self.title = nil
    self.steps = steps
  }

  /// The text `explain` prints: each step numbered, one a line.
  public var text: String {
    steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }

  /// The heading of a handout: the title, else the answer's step.
  public var heading: String { title ?? steps.last ?? "" }

  /// Whether step `index` states the answer (emphasised in a handout).
  public func isAnswer(_ index: Int) -> Bool {
    steps[index].hasPrefix("Answer:")
      || (index == steps.count - 1 && !steps.contains { $0.hasPrefix("Answer:") })
  }
}
