/// The numbered steps of an explanation's text (`1. …`, `2. …`, one a line, counted from 1), so a
/// picture can set them as a numbered list; nil for text of another shape.
public struct ExplanationSteps: Sendable, Equatable {
  public var steps: [String]

  public init?(_ text: String) {
    var steps: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let prefix = "\(steps.count + 1). "
      guard line.hasPrefix(prefix) else { return nil }
      steps.append(String(line.dropFirst(prefix.count)))
    }
    guard !steps.isEmpty else { return nil }
    self.steps = steps
  }
}
