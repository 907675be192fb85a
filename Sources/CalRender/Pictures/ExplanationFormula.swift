/// A step of an explanation cut into prose and formulas (`a = 2025 mod 19 = 11`), so a handout
/// can set the formulas in type: variables in italics, operators with their proper signs, `mod`
/// upright, numbers in tabular figures.
public enum ExplanationPiece: Sendable, Equatable {
  case prose(String)
  case formula([FormulaPart])

  /// The pieces of one step's text, in order.
  public static func pieces(of step: String) -> [ExplanationPiece] {
    FormulaScanner(step).pieces()
  }
}

/// A part of a formula as it is set.
public enum FormulaPart: Sendable, Equatable {
  /// A one-letter variable, `a`, set in italics.
  case variable(String)
  /// A number or a date, `2,025`, `2025-04-20`, in tabular figures.
  case number(String)
  /// An operator with its proper sign (`−`, `×`, `÷`, `=`), spaced as written.
  case op(String)
  /// A word operator, `mod`, set upright.
  case word(String)
  /// A unit after a number, `days`.
  case unit(String)
  case paren(String)
  case space

  /// The part as plain text (Markdown's backticks, a width measure).
  public var text: String {
    switch self {
    case .variable(let s), .number(let s), .op(let s), .word(let s), .unit(let s), .paren(let s): s
    case .space: " "
    }
  }
}

/// Reads a step's text into tokens, then keeps as formulas the runs of formula tokens that hold
/// an operator between two operands; everything else is prose.
struct FormulaScanner {
  enum Token: Equatable {
    case part(FormulaPart)
    /// A word that may be a one-letter variable (`a`); prose when the run is not a formula.
    case letter(String)
    case other(String)
  }

  static let operators: Set<Character> = ["=", "+", "−", "×", "÷", "<", ">", "≤", "≥", "≠", "≡"]
  /// Signs a formula writes only between spaces (`x - y`); `19-year` and `and/or` are prose.
  static let spacedOperators: [Character: String] = ["-": "−", "*": "×", "/": "/"]
  static let wordOperators: Set<String> = ["mod", "div"]
  /// Brackets, each opening one with its closing one: round, and floor's `⌊x⌋`.
  static let opening: [Character: Character] = ["(": ")", "⌊": "⌋"]
  static let closing: Set<Character> = [")", "⌋"]
  static let units: Set<String> = [
    "day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute", "minutes",
    "second", "seconds",
  ]

  let characters: [Character]

  init(_ text: String) { characters = Array(text) }

  func tokens() -> [Token] {
    var tokens: [Token] = []
    var index = 0
    func peek(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } ?? false }
    while index < characters.count {
      let c = characters[index]
      if c == " " {
        tokens.append(.part(.space))
        index += 1
        continue
      } else if isDigit(c) || (c == "-" && isDigit(peek(1)) && (tokens.last.map(startsOperand) ?? true)) {
        let start = index
        index += 1
        var run = 1
        while index < characters.count {
          if isDigit(peek(0)) {
            index += 1
            run += 1
          } else if peek(0) == ",", isDigit(peek(1)), isDigit(peek(2)), isDigit(peek(3)), !isDigit(peek(4)) {
            index += 4
          } else if peek(0) == ".", isDigit(peek(1)) {
            index += 2
          } else if peek(0) == "-" || peek(0) == ":", isDigit(peek(1)) || peek(1) == "W",
            run >= 2 || characters[start..<index].contains("-")
          {
            index += peek(1) == "W" ? 2 : 1
          } else if let next = peek(0), "T+Z".contains(next), characters[start..<index].contains("-"),
            next == "T" ? isDigit(peek(1)) : characters[start..<index].contains("T"),
            next == "Z" || isDigit(peek(1))
          {
            // A date-time and its offset, `2025-03-30T03:30+02:00`, `01:30:00Z`: one value.
            index += next == "Z" ? 1 : 2
            if next == "Z" { break }
          } else {
            break
          }
        }
        tokens.append(.part(.number(String(characters[start..<index]))))
        // A coefficient: `19a` is 19 times a.
        if let letter = peek(0), letter.isLetter, letter.isASCII,
          !(peek(1)?.isLetter ?? false)
        {
          tokens.append(.part(.variable(String(letter))))
          index += 1
        }
        continue
      } else if c.isLetter {
        let start = index
        while let next = peek(0), next.isLetter { index += 1 }
        let word = String(characters[start..<index])
        if FormulaScanner.wordOperators.contains(word) {
          tokens.append(.part(.word(word)))
        } else if FormulaScanner.units.contains(word) {
          tokens.append(.part(.unit(word)))
        } else if word.count == 1, let only = word.first, only.isASCII {
          tokens.append(.letter(word))
        } else {
          tokens.append(.other(word))
        }
        continue
      } else if FormulaScanner.operators.contains(c) {
        tokens.append(.part(.op(String(c))))
      } else if let sign = FormulaScanner.spacedOperators[c], index > 0, characters[index - 1] == " ",
        peek(1) == " "
      {
        tokens.append(.part(.op(sign)))
      } else if FormulaScanner.opening[c] != nil || FormulaScanner.closing.contains(c) {
        tokens.append(.part(.paren(String(c))))
      } else {
        tokens.append(.other(String(c)))
      }
      index += 1
    }
    return tokens
  }

  /// Whether a `-` after this token begins a negative number (after an operator, a bracket or a
  /// space), not a hyphen.
  private func startsOperand(_ token: Token) -> Bool {
    switch token {
    case .part(.op), .part(.paren("(")), .part(.space): true
    default: false
    }
  }

  func pieces() -> [ExplanationPiece] {
    let tokens = tokens()
    var pieces: [ExplanationPiece] = []
    var prose = ""
    func addProse(_ tokens: ArraySlice<Token>) {
      for token in tokens {
        switch token {
        case .part(let part): prose += part.text
        case .letter(let s), .other(let s): prose += s
        }
      }
    }
    var index = 0
    while index < tokens.count {
      guard isFormulaToken(tokens[index]) else {
        addProse(tokens[index...index])
        index += 1
        continue
      }
      var end = index
      while end < tokens.count, isFormulaToken(tokens[end]) { end += 1 }
      // A bracket the run does not close (or open) is prose: it belongs to the sentence.
      var from = index
      for cut in unmatchedBrackets(tokens, index..<end) + [end] {
        var (first, last) = (from, cut)
        trim(tokens, &first, &last)
        if first < last, isFormula(tokens[first..<last]) {
          addProse(tokens[from..<first])
          if !prose.isEmpty { pieces.append(.prose(prose)) }
          prose = ""
          pieces.append(.formula(tokens[first..<last].map(part)))
          addProse(tokens[last..<cut])
        } else {
          addProse(tokens[from..<cut])
        }
        addProse(tokens[cut..<min(cut + 1, end)])
        from = cut + 1
      }
      index = end
    }
    if !prose.isEmpty { pieces.append(.prose(prose)) }
    return pieces
  }

  private func isFormulaToken(_ token: Token) -> Bool {
    if case .other = token { return false }
    return true
  }

  /// The places of the brackets in `run` that have no partner inside it.
  private func unmatchedBrackets(_ tokens: [Token], _ run: Range<Int>) -> [Int] {
    var open: [(index: Int, closer: String)] = []
    var unmatched: [Int] = []
    for index in run {
      guard case .part(.paren(let bracket)) = tokens[index], let character = bracket.first else { continue }
      if let closer = FormulaScanner.opening[character] {
        open.append((index, String(closer)))
      } else if open.last?.closer == bracket {
        open.removeLast()
      } else {
        unmatched.append(index)
      }
    }
    return (unmatched + open.map(\.index)).sorted()
  }

  /// Narrows a run to a formula's ends: no spaces at either end, no unit before its first number.
  private func trim(_ tokens: [Token], _ first: inout Int, _ last: inout Int) {
    while first < last {
      switch tokens[first] {
      case .part(.space), .part(.unit): first += 1
      default:
        while first < last, tokens[last - 1] == .part(.space) { last -= 1 }
        return
      }
    }
  }

  /// A formula holds an operator (or `mod`) with an operand on each side.
  private func isFormula(_ run: ArraySlice<Token>) -> Bool {
    let parts = run.filter { $0 != .part(.space) }
    for index in parts.indices.dropFirst().dropLast() {
      let isOperator: Bool
      switch parts[index] {
      case .part(.op), .part(.word): isOperator = true
      default: isOperator = false
      }
      if isOperator, isOperand(parts[index - 1], closing: true), isOperand(parts[index + 1], closing: false) {
        return true
      }
    }
    return false
  }

  private func isOperand(_ token: Token, closing: Bool) -> Bool {
    switch token {
    case .part(.number), .part(.variable), .letter: true
    case .part(.unit): closing
    case .part(.paren(let p)):
      closing ? FormulaScanner.closing.contains(p.first!) : FormulaScanner.opening[p.first!] != nil
    default: false
    }
  }

  private func part(_ token: Token) -> FormulaPart {
    switch token {
    case .part(let part): part
    case .letter(let s): .variable(s)
    case .other(let s): .unit(s)
    }
  }
}
