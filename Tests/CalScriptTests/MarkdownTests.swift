import Testing

@testable import CalScript

/// `md` of every kind of value, and explanations as handouts: only `explain`'s value is drawn as
/// one, never text that merely looks numbered.
struct MarkdownTests {
  @Test func rowsArePipeTables() {
    #expect(
      evaluate("holidays jp 2025-01 | md").output == """
        | date | weekday | name |
        | --- | --- | --- |
        | 2025-01-01 | Wed | New Year's Day |
        | 2025-01-13 | Mon | Coming of Age Day |

        """)
    #expect(
      evaluate("easter 2020..2021 | md").output.hasPrefix(
        "| year | easter |\n| ---: | --- |\n| 2020 | 2020-04-12 |"))
    #expect(
      evaluate("month 2025-02 | first 2 | table date number | md").output == """
        | date | number |
        | --- | ---: |
        | 2025-02-01 | 1 |
        | 2025-02-02 | 2 |

        """)
    #expect(
      evaluate("days 2025-01-01..2025-01-02 | md").output.hasPrefix("| date | weekday |\n| --- | --- |\n"))
  }

  @Test func gridsAreCodeBlocksOfTheTextWithoutColour() {
    let plain = evaluate("set color never; month 2025-02 | pad | select 2025-02-03").output
    let markdown = evaluate("set color always; month 2025-02 | pad | select 2025-02-03 | md").output
    #expect(markdown == "```text\n" + plain + "```\n")
    #expect(!markdown.contains("\u{1B}"))
    // The session keeps its colour afterwards.
    #expect(evaluate("set color always; month 2025-02 | md; month 2025-02").output.contains("\u{1B}"))
  }

  @Test func documentsOfSeparateStatementsAreABlankLineApart() {
    let two = evaluate("holidays jp 2025-01 | md; holidays jp 2025-02 | md").output
    #expect(two.contains("| 2025-01-13 | Mon | Coming of Age Day |\n\n| date | weekday | name |"))
  }

  @Test func scalarsAreTheirLine() {
    #expect(evaluate("2024-03-01 - 2024-02-01 | md").output == "29 days\n")
    #expect(evaluate("easter 2025 | md").output == "2025-04-20\n")
    #expect(evaluate("print \"1. a\" | md").output == "1\\. a\n")
  }

  @Test func onlyExplainsValueIsAHandout() {
    #expect(evaluate("explain easter 2025 | md").output.hasPrefix("# Easter Sunday 2025\n\n1. Easter Sunday"))
    #expect(evaluate("explain 2023-01-31 + 1 month | md").output.hasPrefix("# 2023-01-31 + 1 month\n\n1. "))
    let html = evaluate("explain isoweek 2021-01-03 | html").output
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<ol class=\"steps\">"))
    // Numbered text of another origin stays text.
    for stage in ["md", "html", "svg"] {
      let output = evaluate("print \"1. a\" | \(stage)").output
      #expect(!output.contains("class=\"steps\"") && !output.hasPrefix("# "), "\(stage)")
    }
    // Printed as before, a string to the user.
    #expect(evaluate("explain leap 1900").output.hasPrefix("1. The rule: a year is a leap year"))
    #expect(evaluate("let e = explain leap 1900; e == (explain leap 1900)").output == "true\n")
    #expect(
      evaluate("let e = explain leap 1900; e contains \"century\"; \"x\" == e").output == "true\nfalse\n")
  }
}
