import CalRender
import Testing

@testable import CalScript

/// Explanations at the width (issue 32): every example of every topic, of `help explain` and of
/// every command's help, at every width from 40 to 200, keeps within the width and says the
/// same words as on one long line.
struct ExplainWidthTests {
  /// Each `explain` example the help shows, and each topic's own.
  var examples: [String] {
    let commands: [String] = CommandTable.all.flatMap { $0.examples }
    let topics: [String] = HelpTopic.all.flatMap { $0.examples }
    let own: [String] = ExplainTopic.all.map { "explain " + $0.name + " " + $0.example }
    // Pictures and JSON are not text at the width: they lay themselves out.
    let pictures = ["| md", "| html", "| svg", "| json", "| csv"]
    return Set((commands + topics).filter { $0.contains("explain ") } + own)
      .filter { example in !pictures.contains { example.contains($0) } }.sorted()
  }

  @Test func noLineIsWiderThanTheWidthAndTheWordsStay() {
    var checked = 0
    for example in examples {
      let long = evaluate("set width 1000\n" + example)
      // A topic's example may be only its arguments' shape (every's): nothing to wrap.
      guard long.errors.isEmpty else { continue }
      checked += 1
      let words = long.output.split(whereSeparator: \.isWhitespace)
      for width in 40...200 {
        let output = evaluate("set width \(width)\n" + example).output
        for line in output.split(separator: "\n") where displayWidth(String(line)) > width {
          Issue.record("\(example) at \(width): \(displayWidth(String(line))) columns: \(line)")
        }
        #expect(output.split(whereSeparator: \.isWhitespace) == words, "\(example) at \(width)")
      }
    }
    #expect(checked >= 30, "\(checked) examples")
  }

  /// A step's continuation lines hang under its text, past `12. ` for the tenth step on.
  @Test func continuationLinesHangUnderTheStepsText() {
    let text = Array(repeating: "word", count: 30).joined(separator: " ")
    let first = StepWrap.lines(of: text, prefix: "3. ", width: 40)
    #expect(first.count > 1 && first.dropFirst().allSatisfy { $0.hasPrefix("   w") })
    let tenth = StepWrap.lines(of: text, prefix: "12. ", width: 40)
    #expect(tenth.dropFirst().allSatisfy { $0.hasPrefix("    w") })
    #expect(tenth.allSatisfy { displayWidth($0) <= 40 })
  }

  /// A formula run moves to the next line whole when it fits there; a longer one breaks before
  /// an operator, never inside an operand nor before `=`.
  @Test func formulasStayTogether() {
    let step = "The months before it number (235 × 5786 − 234) ÷ 19 = 71,551 in all."
    let lines = StepWrap.lines(of: step, prefix: "1. ", width: 40)
    #expect(lines.contains { $0.contains("(235 × 5786 − 234) ÷ 19 = 71,551") }, "\(lines)")
    let zeller = "The month term allows for the months before this one: ⌊13 × (14 + 1) / 5⌋ = ⌊195 / 5⌋ = 39."
    let zellerLines = StepWrap.lines(of: zeller, prefix: "5. ", width: 40)
    #expect(zellerLines.contains { $0.contains("⌊13 × (14 + 1) / 5⌋ = ⌊195 / 5⌋ = 39.") }, "\(zellerLines)")
    let long = "So 1 + 22 + 333 + 4444 + 55555 + 666666 + 7777777 = 8641798 days."
    let broken = StepWrap.lines(of: long, prefix: "1. ", width: 24)
    #expect(broken.allSatisfy { displayWidth($0) <= 24 }, "\(broken)")
    #expect(broken.dropFirst().allSatisfy { !$0.dropFirst(3).hasPrefix("=") }, "\(broken)")
    #expect(broken.dropFirst().dropLast().allSatisfy { $0.dropFirst(3).hasPrefix("+ ") }, "\(broken)")
    #expect(broken.joined(separator: " ").split(separator: " ") == ("1. " + long).split(separator: " "))
  }

  /// Hebrew and Chinese names count their display columns, not their characters.
  @Test func wideTextCountsItsColumns() {
    let step = Array(repeating: "正月初一", count: 12).joined(separator: " ")
    let lines = StepWrap.lines(of: step, prefix: "1. ", width: 40)
    #expect(lines.allSatisfy { displayWidth($0) <= 40 }, "\(lines)")
    #expect(lines.count == 3)
  }

  /// A word wider than the line stands alone on its line, the one thing that may overflow.
  @Test func aLongWordStandsAlone() {
    let word = String(repeating: "x", count: 50)
    let lines = StepWrap.lines(of: "before \(word) after", prefix: "1. ", width: 40)
    #expect(lines == ["1. before", "   \(word)", "   after"])
  }

  /// QA's breaks (issue 32): a date, a term, `mod N`, a result and a duration stay whole.
  @Test func unitsStayWhole() {
    let cases: [(String, Int, String)] = [
      (
        "h = (19a + b − d − g + 15) mod 30 = (190 + 20 − 5 − 6 + 15) mod 30 = 214 mod 30 = 4: the Paschal full moon",
        80, "214 mod 30 = 4:"
      ),
      (
        "W = 35999.373T − 2.47 = 9074.861°; Δλ = 1 + 0.0334 cos W + 0.0007 cos 2W = 1.00812.", 80,
        "0.0007 cos 2W = 1.00812."
      ),
      (
        "S = Σ A cos(B + CT) over table 27.C's 24 terms: 485 cos(324.96° + 1934.136°T) = −22.48, 203", 80,
        "485 cos(324.96° + 1934.136°T) = −22.48,"
      ),
      ("January has Jan 31 = 31 days and so on, for a long while here", 47, "Jan 31 = 31 days"),
      (
        "The day count starts at noon on the day starting 1 January 4713 BC in the Julian calendar.", 48,
        "1 January 4713 BC"
      ),
      (
        "A leap year ends its second month with a 29 February, as every fourth year does it.", 44,
        "29 February"
      ),
      (
        "The mean month is 29d 12h 793p, and 235 of them make 6,939d 16h 595p in the cycle.", 40,
        "6,939d 16h 595p"
      ),
    ]
    for (step, width, whole) in cases {
      let lines = StepWrap.lines(of: step, prefix: "1. ", width: width)
      #expect(lines.contains { $0.contains(whole) }, "\(width): \(lines)")
      #expect(lines.allSatisfy { displayWidth($0) <= width }, "\(lines)")
      #expect(lines.joined(separator: " ").split(separator: " ") == ("1. " + step).split(separator: " "))
    }
  }

  /// Every example at every width from 40 to 120: no line splits a date (either order), starts
  /// with `mod `, `= ` or a duration's hours or parts.
  @Test func noLineSplitsADateAFormulaOrADuration() {
    let months: Set<Substring> = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep",
      "Sept", "Oct", "Nov", "Dec",
    ]
    /// A number ending the line (`31`, `4713`; `31,` ends a list item, not a date).
    func isNumber(_ word: Substring) -> Bool {
      word.last.map { ("0"..."9").contains($0) } == true
        && word.allSatisfy { ("0"..."9").contains($0) || $0 == "," }
    }
    func isDurationPart(_ word: Substring) -> Bool {
      // `4,864h` too: a count grouped by commas (the molad's hours and parts).
      let count = word.prefix { ("0"..."9").contains($0) || $0 == "," }
      let rest = word.dropFirst(count.count)
      guard count.first.map({ ("0"..."9").contains($0) }) == true, let unit = rest.first, "hp".contains(unit)
      else { return false }
      return rest.dropFirst().first.map { !$0.isLetter && !$0.isNumber } ?? true
    }
    /// `6,939d`, `16h`: a duration run goes on past the line's end.
    func endsADurationPart(_ word: Substring) -> Bool {
      let count = word.dropLast()
      return word.last.map { "dhp".contains($0) } == true && isNumber(count)
    }
    /// The one `= ` start allowed: a term's run (`203 cos(337.23° + 32964.467°T) = 200.33,`)
    /// that begins its line and is still wider than it, so its result cannot join it.
    func isWholeTermRun(_ line: Substring, _ start: Substring, width: Int) -> Bool {
      let text = line.drop { $0 == " " }
      let result = start.split(separator: " ").prefix(2).joined(separator: " ")
      return start.hasPrefix("= ") && text.first.map { ("0"..."9").contains($0) } == true
        && ["cos(", "sin(", "tan("].contains { text.contains($0) }
        && displayWidth(String(line)) + 1 + displayWidth(result) > width
    }
    /// The other `= ` start allowed: a formula's left side ending its line (`304 × 6,939d 16h
    /// 595p`), whose result, a duration kept whole, could not join it on a line of its own.
    func isWholeFormulaRun(_ line: Substring, _ start: Substring, width: Int) -> Bool {
      func isFormulaWord(_ word: Substring) -> Bool {
        ["×", "÷", "+", "−", "-", "="].contains(word) || isNumber(word) || endsADurationPart(word)
      }
      let hang = line.prefix { $0 == " " }.count
      let left = line.split(separator: " ").reversed().prefix(while: isFormulaWord).reversed()
      var result: [Substring] = []
      for word in start.split(separator: " ") {
        result.append(word)
        guard isFormulaWord(word) else { break }
      }
      let run = (left + result).joined(separator: " ")
      return start.hasPrefix("= ") && !left.isEmpty && hang + displayWidth(run) > width
    }
    var checked = 0
    // Molads whose sums run to thousands of hours and parts (`2,109,456d 4,864h 180,880p`).
    let molads = ["explain hebrew 2023-03-23", "explain hebrew 1900-01-01", "explain date hebrew 5786 7 1"]
    for example in examples + molads {
      guard evaluate("set width 1000\n" + example).errors.isEmpty else { continue }
      checked += 1
      for width in 40...120 {
        let output = evaluate("set width \(width)\n" + example).output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, next) in zip(lines, lines.dropFirst()) where next.first == " " {
          let last = line.split(separator: " ").last ?? ""
          let start = next.drop { $0 == " " }
          let first = start.split(separator: " ").first ?? ""
          let bare = first.prefix { !",.;:)".contains($0) }
          let broken =
            (months.contains(last) && first.first.map { ("0"..."9").contains($0) } == true)
            || (isNumber(last) && months.contains(bare))
            || start.hasPrefix("mod ") || start.hasPrefix("= ")
            || (isDurationPart(first) && endsADurationPart(last))
          if broken && !isWholeTermRun(line, start, width: width)
            && !isWholeFormulaRun(line, start, width: width)
          {
            Issue.record("\(example) at \(width):\n\(line)\n\(next)")
          }
        }
      }
    }
    #expect(checked >= 30, "\(checked) examples")
  }
}
