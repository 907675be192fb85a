import CalSyntax
import TestSupport
import Testing

@testable import CalScript

/// Explanations are titled as a reader says them, not as the command is typed (QA of issue 32,
/// round 3, 2): `Days in January 2024`, not `Daysin 2024-01`.
struct ExplanationTitleTests {
  /// The Markdown handout's heading of `explain TEXT`, the title `| slides` and a range show.
  func heading(_ text: String) -> String {
    let result = evaluate("explain \(text) | md")
    #expect(result.errors.filter { $0.kind != .warning }.isEmpty, "\(text)")
    return String(result.output.split(separator: "\n").first ?? "").replacing(
      "# ", with: "", maxReplacements: 1)
  }

  /// Every topic has a title of its own: none reads as the command name capitalised with its
  /// arguments, which was the title before.
  @Test func everyTopicHasAReadableTitle() {
    // Their `example` is a date only, which they refuse.
    let examples = ["holiday": "jp 2019-05-06", "every": "2 weeks from 2026-01-05"]
    for topic in ExplainTopic.all {
      let example = examples[topic.name] ?? topic.example
      let words = example.split(separator: " ").map(String.init)
      #expect(ExplanationTitle.of(topic.name, words) != nil, "\(topic.name) has no title")
      let title = heading("\(topic.name) \(example)")
      let commandName = topic.name.prefix(1).uppercased() + topic.name.dropFirst()
      #expect(title != commandName && !title.hasPrefix("\(commandName) \(words.first ?? "")"), "\(title)")
    }
  }

  @Test func titlesReadAsEnglish() {
    #expect(heading("daysin 2024-01") == "Days in January 2024")
    #expect(heading("isoweek 2021-01-03") == "ISO week of 2021-01-03")
    #expect(heading("solarterms 2025") == "Solar terms of 2025")
    #expect(heading("date hebrew 5786 7 1") == "Hebrew date 5786-07-01 as a day")
    #expect(heading("nth 4 thu 2026-11") == "The 4th Thursday of November 2026")
    #expect(heading("easter 2024 orthodox") == "Orthodox Easter Sunday 2024")
    #expect(heading("hebrew 2025-10-03") == "2025-10-03 in the Hebrew calendar")
    #expect(heading("leap 1896..1904") == "Leap year rule for 1896 to 1904")
  }

  /// The slides and the text of a range carry the same titles as the handouts.
  @Test func slidesAndRangesUseTheSameTitles() {
    let slides = evaluate("explain daysin 2024-01 | slides").output
    #expect(slides.hasPrefix("Days in January 2024 · step 1 of 2"))
    let range = evaluate("explain daysin 2024-01..2024-02").output
    #expect(range.hasPrefix("Days in January 2024\n"))
    #expect(range.contains("\nDays in February 2024\n"))
  }
}
