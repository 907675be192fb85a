/// An explanation's step wrapped to a width: the number (`12. `) on its first line, the text
/// hanging under the step's text on the rest. Lines break at blanks only, never inside a word
/// (a number, a date), and a formula run (`(235 × 5786 − 234) ÷ 19 = 71,551`) stays on one line
/// when it fits there; a longer run breaks before its operators, outside parentheses first, and
/// before `=` or `mod` only as a last resort. A date (`29 February`, `Jan 31`, `January 4713
/// BC`), a term (`0.0007 cos 2W`, `cos(B + CT)`), `mod N` and a duration (`29d 12h 793p`) are
/// never split unless wider than the line; a word wider than the line is all that overflows.
public enum StepWrap {
  /// The words that join a formula run: `a op b op c` reads as one piece.
  static let operators: Set<Substring> = [
    "×", "÷", "/", "−", "+", "=", "-", "·", "≡", "≈", "<", ">", "≤", "≥", "mod",
  ]

  /// Operators a line should not start with: a result stays with its left operand.
  static let clinging: Set<Substring> = ["=", "≡", "≈", "<", ">", "≤", "≥", "mod"]

  /// Operators that may stand as a number's sign after another operator (`= − 0.00070`).
  static let signs: Set<Substring> = ["+", "−", "-"]

  static let monthNames: Set<Substring> = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep",
    "Sept", "Oct", "Nov", "Dec",
  ]

  /// How tightly two neighbouring words hold: a line breaks where the bond is weakest.
  enum Bond: Int {
    case free, softOperator, nestedOperator, result, unbreakable
  }

  /// The step's lines at `width` display columns, the first starting with `prefix`.
  public static func lines(of text: String, prefix: String, width: Int) -> [String] {
    let hang = displayWidth(prefix)
    let room = max(width - hang, 1)
    let indent = String(repeating: " ", count: hang)
    let words = text.split(separator: " ")
    let widths = words.map { displayWidth(String($0)) }
    let links = bonds(between: words)
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
    /// Places words `range`, all held by bonds at least `level`: whole when it fits, else in
    /// the pieces its weakest bonds (those at `level`) leave.
    func lay(_ range: Range<Int>, level: Int) {
      let whole = widths[range].reduce(0, +) + range.count - 1
      if range.count == 1 || whole <= room {
        place(words[range].joined(separator: " "), width: whole)
        return
      }
      var start = range.lowerBound
      for index in range.dropLast() where links[index].rawValue <= level {
        lay(start..<(index + 1), level: level + 1)
        start = index + 1
      }
      lay(start..<range.upperBound, level: level + 1)
    }
    if !words.isEmpty { lay(0..<words.count, level: 0) }
    lines.append(current)
    return lines
  }

  /// The bond between each word and the next (one fewer than the words).
  static func bonds(between words: [Substring]) -> [Bond] {
    var bonds: [Bond] = []
    var depth = 0  // open parentheses before the gap
    var inFunction = false  // inside `cos(…)`: its argument stays whole
    for index in words.indices.dropLast() {
      let word = words[index]
      let next = words[index + 1]
      if isFunctionCall(word) { inFunction = true }
      let opened = word.filter { $0 == "(" || $0 == "⌊" }.count
      depth = max(depth + opened - word.filter { $0 == ")" || $0 == "⌋" }.count, 0)
      let nextIsOperator =
        operators.contains(next) && (index + 2 >= words.count || !operators.contains(words[index + 2]))
      let bond: Bond
      if inFunction && !word.contains(")") {
        bond = .unbreakable
      } else if operators.contains(word) && index > 0 && (!operators.contains(next) || signs.contains(next)) {
        bond = .unbreakable  // an operator with its operand, or with the operand's sign (`= − 0.5`)
      } else if clinging.contains(next) || (signs.contains(next) && operators.contains(word)) {
        bond = .result
      } else if nextIsOperator {
        bond = depth > 0 ? .nestedOperator : .softOperator
      } else if holdsTogether(word, next) {
        bond = .unbreakable
      } else {
        bond = .free
      }
      if word.contains(")") { inFunction = false }
      bonds.append(bond)
    }
    return bonds
  }

  /// Whether two words read as one: a date's parts, a term and its function, a duration's parts.
  static func holdsTogether(_ word: Substring, _ next: Substring) -> Bool {
    // Trailing punctuation only: a count's grouping commas (`4,864h`) are part of the word.
    var bare = next
    while let last = bare.last, ",.;:)".contains(last) { bare = bare.dropLast() }
    if isDayNumber(word), monthNames.contains(bare) { return true }
    if monthNames.contains(word), isNumber(bare) { return true }
    if isNumber(word), ["BC", "AD", "BCE", "CE"].contains(bare) { return true }
    if ["cos", "sin", "tan"].contains(word) { return true }
    if word.first?.isASCIIDigitForWrap == true, ["cos", "sin", "tan"].contains(where: { next.hasPrefix($0) })
    {
      return true
    }
    if isDurationPart(word), isDurationPart(bare) { return true }
    return false
  }

  static func isFunctionCall(_ word: Substring) -> Bool {
    ["cos(", "sin(", "tan("].contains { word.hasPrefix($0) } && !word.contains(")")
  }

  static func isDayNumber(_ word: Substring) -> Bool {
    (1...2).contains(word.count) && word.allSatisfy(\.isASCIIDigitForWrap)
  }

  static func isNumber(_ word: Substring) -> Bool {
    word.first?.isASCIIDigitForWrap == true
      && word.allSatisfy { $0.isASCIIDigitForWrap || $0 == "," || $0 == "." }
  }

  /// `6,939d`, `16h`, `595p`: a count and a unit letter.
  static func isDurationPart(_ word: Substring) -> Bool {
    guard let unit = word.last, "dhpmsw".contains(unit) else { return false }
    return isNumber(word.dropLast())
  }
}

extension Character {
  fileprivate var isASCIIDigitForWrap: Bool { ("0"..."9").contains(self) }
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
