import TestSupport
import Testing

@testable import CalRender

/// Explanations as handouts: formulas found in a step's prose, and the three documents.
struct ExplanationHandoutTests {
  func formulas(_ step: String) -> [String] {
    ExplanationPiece.pieces(of: step).compactMap {
      if case .formula(let parts) = $0 { return parts.map(\.text).joined() }
      return nil
    }
  }

  @Test func formulasAreFoundInProse() {
    #expect(formulas("a = 2025 mod 19 = 11. This is the Golden Number") == ["a = 2025 mod 19 = 11"])
    #expect(
      formulas("d = b ÷ 4 = 20 ÷ 4 = 5 and e = b mod 4 = 0: they allow")
        == ["d = b ÷ 4 = 20 ÷ 4 = 5", "e = b mod 4 = 0"])
    #expect(
      formulas("h = (19a + b − d − g + 15) mod 30 = 233 mod 30 = 23: the full moon")
        == ["h = (19a + b − d − g + 15) mod 30 = 233 mod 30 = 23"])
    // A bracket the sentence opens is not the formula's.
    #expect(formulas("The century: 2023 ÷ 100 = 20 (÷ rounds down).") == ["2023 ÷ 100 = 20"])
    #expect(
      formulas("(235 × 5786 − 234) ÷ 19 = 71,551 (235 months in 19 years)") == [
        "(235 × 5786 − 234) ÷ 19 = 71,551"
      ])
    // Words, hyphens and lone signs are prose.
    #expect(formulas("the Moon's 19-year cycle, and a is over 10") == [])
    #expect(formulas("below, ÷ means divide and round down, and mod means the remainder") == [])
    #expect(formulas("(m is 1 only in rare years") == [])
    #expect(formulas("Answer: 2025-04-20. Easter Sunday 2025 is 20 April.") == [])
    // Units after a number belong to it; a spaced hyphen is a minus sign.
    #expect(formulas("comes l + 1 = 7 days later") == ["l + 1 = 7 days"])
    #expect(formulas("so 2024-03-01 - 29 days = 2024-02-01.") == ["2024-03-01 − 29 days = 2024-02-01"])
    // A date-time with its offset is one value, its T and Z no variables.
    #expect(formulas("Answer: 2025-03-30T03:30+02:00[Europe/Berlin]") == [])
    guard
      case .formula(let parts)? = ExplanationPiece.pieces(
        of: "2025-03-30T03:30 − 02:00 = 2025-03-30T01:30:00Z"
      ).first
    else {
      Issue.record("no formula")
      return
    }
    #expect(parts.filter { if case .variable = $0 { true } else { false } }.isEmpty)
    #expect(parts.first == .number("2025-03-30T03:30") && parts.last == .number("2025-03-30T01:30:00Z"))
  }

  /// Whatever the text, its pieces say it again (only a formula's signs are set as − and ×), and
  /// nothing traps.
  @Test func piecesKeepEveryCharacter() {
    var generator = SplitMix(seed: 31)
    let alphabet = Array("ab xyzKJT Z19,0.-−+×÷*/=()⌊⌋:;mod days W2025-03-30T02:30+02:00 «»\"'\n\t漢")
    func normalised(_ text: String) -> String { String(text.map { $0 == "−" ? "-" : $0 == "×" ? "*" : $0 }) }
    for _ in 0..<3000 {
      let text = String(
        (0..<Int.random(in: 0...40, using: &generator)).map { _ in
          alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        })
      let said = ExplanationPiece.pieces(of: text).map { piece -> String in
        switch piece {
        case .prose(let prose): prose
        case .formula(let parts): parts.map(\.text).joined()
        }
      }.joined()
      #expect(normalised(said) == normalised(text), "\(text)")
    }
  }

  @Test func formulaPartsAreSetInType() {
    guard case .formula(let parts)? = ExplanationPiece.pieces(of: "19a − b mod 7").first else {
      Issue.record("no formula")
      return
    }
    #expect(
      parts == [
        .number("19"), .variable("a"), .space, .op("−"), .space, .variable("b"), .space, .word("mod"), .space,
        .number("7"),
      ])
  }

  let easter = ExplanationSteps(
    title: "Easter <2025>",
    steps: ["a = 2025 mod 19 = 11 & more.", "h = (19a + b) mod 30 = 23.", "Answer: 2025-04-20."])

  @Test func htmlSetsStepsAsANumberedListWithTheAnswerEmphasised() {
    let html = render { ExplanationHTML.write(easter, to: $0) }
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
    #expect(html.contains("<title>Easter &lt;2025&gt;</title>"))
    #expect(html.contains("<ol class=\"steps\">"))
    #expect(html.contains("<var>a</var> <span class=\"op\">=</span> <span class=\"num\">2025</span>"))
    #expect(html.contains("<span class=\"op mod\">mod</span>"))
    #expect(html.contains(" &amp; more."))
    #expect(html.contains("<li class=\"step answer\"><strong>Answer: 2025-04-20.</strong></li>"))
    #expect(html.contains("@page { size: A4 portrait; margin: 10mm; }") && html.contains("@media print"))
    #expect(!html.contains("<script") && !html.contains("http:") && !html.contains("https:"))
  }

  @Test func svgWrapsLinesInAViewBoxInMillimetres() {
    let long = ExplanationSteps(
      title: nil, steps: [String(repeating: "word ", count: 60) + "x = 1 + 2 = 3.", "Answer: 3."])
    let svg = render { ExplanationSVG.write(long, to: $0) }
    #expect(
      svg.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"190mm\""
      ))
    #expect(svg.contains("<title>Answer: 3.</title>"))  // no title: the answer's step
    #expect(svg.contains("<g class=\"steps\">") && svg.contains("<g class=\"step answer\" data-step=\"2\">"))
    let lines = ExplanationSVG.wrap(ExplanationPiece.pieces(of: long.steps[0]))
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0.count <= ExplanationSVG.columns || $0.contains("<tspan") })
    #expect(lines.last?.contains("<tspan class=\"var\">x</tspan>") == true)
  }

  @Test func markdownIsANumberedListWithFormulasInBackticks() {
    let markdown = render { ExplanationMarkdown.write(easter, to: $0) }
    #expect(
      markdown == """
        # Easter \\<2025\\>

        1. `a = 2025 mod 19 = 11` \\& more.
        2. `h = (19a + b) mod 30 = 23`.
        3. **Answer: 2025-04-20.**

        """)
  }

  @Test func numberedTextReadsBackAsSteps() {
    #expect(ExplanationSteps("1. a\n2. b")?.steps == ["a", "b"])
    #expect(ExplanationSteps("1. a\n3. b") == nil)
    #expect(ExplanationSteps(easter.text)?.steps == easter.steps)
  }
}
