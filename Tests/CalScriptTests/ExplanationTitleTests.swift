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

  /// The next value of an example's word, so `WORD..NEXT` is a range of two: a year, a month or a
  /// date (a day before the 28th); nil for any other word.
  func next(_ word: String) -> String? {
    let parts = word.split(separator: "-").compactMap { Int($0) }
    guard parts.count == word.split(separator: "-").count, !word.hasPrefix("-") else { return nil }
    switch parts.count {
    case 1 where word.count == 4: return String(parts[0] + 1)
    case 2 where parts[1] < 12: return "\(parts[0])-\(parts[1] < 9 ? "0" : "")\(parts[1] + 1)"
    case 3 where parts[2] < 28:
      return "\(word.prefix(8))\(parts[2] < 9 ? "0" : "")\(parts[2] + 1)"
    default: return nil
    }
  }

  /// Every topic's range title names the range once, `FIRST to LAST`, and nothing else in its
  /// place: not the first year again, not today's year (`The 2024 equinox of 2024 to 2025 2026-09`
  /// was the equinox's), with and without a topic's extra words.
  @Test func everyTopicsRangeTitleNamesTheRangeOnce() {
    // `reform` takes a year of its own list, not a range of them.
    let examples = [
      "holiday": "2019-05-06 jp", "every": "2 weeks from 2026-01-05", "equinox": "2024", "solstice": "2024",
    ]
    let extra = [
      "equinox": ["september", "march"], "solstice": ["june"], "easter": ["orthodox"],
      "holiday": [], "nth": [],
    ]
    for topic in ExplainTopic.all where topic.name != "reform" {
      let example = examples[topic.name] ?? topic.example
      var words = example.split(separator: " ").map(String.init)
      guard let position = words.firstIndex(where: { next($0) != nil }), let last = next(words[position])
      else {
        Issue.record("\(topic.name) \(example): no year, month or date to make a range of")
        continue
      }
      let first = words[position]
      words[position] = "\(first)..\(last)"
      for more in [[]] + (extra[topic.name] ?? []).map({ [$0] }) {
        let text = ([topic.name] + words + more).joined(separator: " ")
        let result = evaluate("explain \(text) | md", today: "1999-06-15")
        #expect(result.errors.isEmpty, "\(text)")
        let title = String(result.output.split(separator: "\n").first ?? "")
        #expect(title.hasPrefix("# "), "\(text): \(title)")
        #expect(!title.contains("1999"), "\(text): \(title)")
        #expect(title.contains(" to "), "\(text): \(title)")
        let (firstYear, lastYear) = (String(first.prefix(4)), String(last.prefix(4)))
        #expect(title.ranges(of: firstYear).count <= title.ranges(of: lastYear).count, "\(text): \(title)")
      }
    }
    #expect(heading("equinox 2024..2025 september") == "The September equinoxes of 2024 to 2025")
    #expect(heading("solstice 2024..2025") == "The solstices of 2024 to 2025")
    #expect(heading("solstice 2024..2025 june") == "The June solstices of 2024 to 2025")
    #expect(heading("equinox 2024 march") == "The March equinox of 2024")
  }
}
