import CalSyntax
import TestSupport
import Testing

@testable import CalScript

/// `explain leap 1896, 1904`: values joined by commas give one derivation each, as a range does,
/// and each ends in the answer the plain command gives for that value (the manual's promise).
struct ExplainListTests {
  /// The `Answer: …` lines of `explain TEXT`, in order.
  func answerLines(_ text: String, after first: String = "") -> [String] {
    let result = evaluate(first + "set width 1000; explain " + text)
    #expect(result.errors.isEmpty, "\(text)")
    return result.output.split(separator: "\n").compactMap { line in
      let answer = line.drop(while: { $0.isNumber }).dropFirst(2)
      return answer.hasPrefix("Answer: ") ? String(answer) : nil
    }
  }

  @Test(arguments: [
    ("leap 2023,2024", ["leap 2023", "leap 2024"]),
    ("leap 1896, 1904", ["leap 1896", "leap 1904"]),
    ("weekday 2024-01-01,2024-03-01", ["weekday 2024-01-01", "weekday 2024-03-01"]),
    ("easter 2024,2025", ["easter 2024", "easter 2025"]),
    ("easter 2024, 2025 orthodox", ["easter 2024 orthodox", "easter 2025 orthodox"]),
    ("daysin 2024-02, 2023-02", ["daysin 2024-02", "daysin 2023-02"]),
    ("hebrew 2025-10-03, 2023-03-23", ["hebrew 2025-10-03", "hebrew 2023-03-23"]),
  ])
  func aListGivesOneDerivationEach(_ list: String, _ each: [String]) {
    let answers = answerLines(list)
    #expect(answers.count == each.count, "\(list): \(answers)")
    let base = ExplainTests()
    for (answer, single) in zip(answers, each) {
      #expect(answer == base.answers(single).explained, "\(list): \(answer)")
      base.expectAgreement(single)
    }
  }

  /// Words joined by commas stay the words a topic reads (`on mon, fri`); a word in a list of
  /// values is refused at the word.
  @Test func wordsStayWords() {
    #expect(answerLines("every week on mon, fri from 2026-01-05").count == 1)
    let mixed = evaluate("explain leap 2024, mon")
    #expect(mixed.errors.first?.message.contains("explain leap 1896, 1904") == true)
    #expect(mixed.errors.first?.range.offset == 19)
    // `today` is a date, but not one written out: the message says what a list reads.
    let named = evaluate("explain weekday 2024-01-01, today").errors.first?.message ?? ""
    #expect(named.hasPrefix("explain reads a list of numbers, dates or months written out"), "\(named)")
  }

  /// Days held in a variable give one derivation each, as `weekday d` maps them; days that hold
  /// one date (a `where` leaving one) are that date, not "days" refused.
  @Test func heldDaysGiveOneDerivationEach() {
    let one = "let d = days 2024-01-01..2024-01-07 | where weekday == \"Monday\"; "
    let result = evaluate(one + "explain weekday d | md")
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("# Weekday of 2024-01-01\n"))
    let two = "let d = days 2024-01-01..2024-01-14 | where weekday == \"Monday\"; "
    #expect(answerLines("weekday d", after: two).count == 2)
    #expect(answerLines("weekday d", after: one) == [ExplainTests().answers("weekday 2024-01-01").explained])
  }
}
