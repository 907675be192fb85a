/// An explanation's step wrapped to a width: the number (`12. `) on its first line, the text
/// hanging under the step's text on the rest. Lines break at blanks only, never inside a word
/// (a number, a date), and a formula run (`(235 × 5786 − 234) ÷ 19 = 71,551`) stays on one line
/// when it fits there; a longer run breaks before its operators. A word wider than the line is
/// the only thing that overflows.
public enum StepWrap {
  /// The words that join a formula run: `a op b op c` reads as one piece.
  static let operators: Set<Substring> = [
    "×", "÷", "/", "−", "+", "=", "-", "·", "≡", "≈", "<", ">", "≤", "≥", "mod",
  ]

  /// The step's lines at `width` display columns, the first starting with `prefix`.
  public static func lines(of text: String, prefix: String, width: Int) -> [String] {
    let hang = displayWidth(prefix)
    let room = max(width - hang, 1)
    let indent = String(repeating: " ", count: hang)
    var lines: [String] = []
    var current = prefix
    var used = 0  // columns of the text on the current line, after its prefix or hang
    func place(_ piece: String, width pieceWidth: Int) {
      if used == 0 {
        current += piece
        used = pieceWidth
      } else if used + 1 + pieceWidth <= room {
        current += " " + piece
        used += 1 + pieceWidth
      } else {
        lines.append(current)
        current = indent + piece
        used = pieceWidth
      }
    }
    for run in runs(of: text) {
      let widths = run.map { displayWidth($0) }
      let whole = widths.reduce(0, +) + widths.count - 1
      if whole <= room {
        place(run.joined(separator: " "), width: whole)
      } else {
        for (piece, pieceWidth) in zip(run, widths) { place(piece, width: pieceWidth) }
      }
    }
    lines.append(current)
    return lines
  }

  /// The text's runs, each a list of the pieces it may break between: a word alone is a run of
  /// one piece; a formula is its first operand, then each operator with the operand after it.
  static func runs(of text: String) -> [[String]] {
    let words = text.split(separator: " ")
    var runs: [[String]] = []
    var index = 0
    while index < words.count {
      var run = [String(words[index])]
      index += 1
      while index + 1 < words.count, operators.contains(words[index]), !operators.contains(words[index + 1]) {
        run.append(words[index] + " " + words[index + 1])
        index += 2
      }
      runs.append(run)
    }
    return runs
  }
}

extension ExplanationSteps {
  /// The text `explain` prints at `width` columns: each step numbered and wrapped, its
  /// continuation lines hanging under its text.
  public func lines(width: Int) -> [String] {
    steps.enumerated().flatMap { index, step in
      StepWrap.lines(of: step, prefix: "\(index + 1). ", width: width)
    }
  }
}
