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
  /// an operator, never inside an operand.
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
    #expect(
      broken.dropFirst().allSatisfy { $0.dropFirst(3).first.map { "+=".contains($0) } ?? false }, "\(broken)")
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
}
