import CalRender
import CalSyntax
import TestSupport
import Testing

/// `svg` and `html` through the interpreter: the views of issue 31 drawn as whole documents.
struct PictureStageTests {
  /// The first number after `name="` in `text`.
  func number(_ name: String, in text: String) -> Double? {
    let after = pieces(of: text, cutAt: name + "=\"")
    guard after.count > 1 else { return nil }
    return Double(after[1].prefix { $0 == "." || $0.isNumber })
  }

  /// A year poster: every day of 2025 once, and the picture no larger than 190 × 259 mm.
  @Test func aYearPosterHasEveryDayAndFitsThePage() throws {
    let result = evaluate("set holidays jp; year 2025 | svg")
    #expect(result.errors.isEmpty)
    let text = result.output
    #expect(isWellFormed(text))
    #expect(occurrences(of: "<g class=\"day", in: text) == 365)
    #expect(occurrences(of: "<g class=\"month\" data-month=\"2025-", in: text) == 12)
    let width = try #require(number("width", in: text))
    let height = try #require(number("height", in: text))
    #expect(width <= 190 && height <= 259)
    #expect(text.contains("data-holiday=\"Children's Day\""))
    #expect(text.contains("<g class=\"legend\">"))
  }

  /// A month's table of other calendars is its grid with their dates under each number; a
  /// table of holidays is a table of rows.
  @Test func tablesDrawAsGridsOrRows() {
    let grid = evaluate("month 2025-09 | pad | table hebrew islamic | html")
    #expect(grid.errors.isEmpty)
    #expect(occurrences(of: "<td class=\"day", in: grid.output) == 35)
    #expect(occurrences(of: "<span class=\"line\">", in: grid.output) == 70)
    let rows = evaluate("holidays jp 2025 | html")
    #expect(rows.output.contains("<table class=\"rows\">"))
    #expect(occurrences(of: "<tr>", in: rows.output) >= 17)
  }

  /// A value without a picture says what the stage draws; a date is its one day.
  @Test func valuesWithoutAPictureSayWhatCanBeDrawn() {
    let error = evaluate("2 days | svg").errors.first?.message ?? ""
    #expect(error.hasPrefix("svg cannot draw a duration: it draws months"))
    let day = evaluate("2025-05-05 | html").output
    #expect(occurrences(of: "<td class=\"day", in: day) == 1)
    #expect(day.contains("data-date=\"2025-05-05\""))
  }

  /// An empty day list draws a whole document that says so, and warns as `table` does.
  @Test func anEmptyDayListDrawsADocumentThatSaysSo() {
    let empty = "days 2025-01-01..2025-01-10 | where day > 40 | grid | "
    let svg = evaluate(empty + "svg")
    #expect(isWellFormed(svg.output))
    #expect(svg.output.contains(">no days</text>"))
    #expect(svg.errors.map(\.message) == ["no days match: the picture has no days"])
    let html = evaluate(empty + "html").output
    #expect(isWellFormed(String(html.dropFirst("<!DOCTYPE html>\n".count)), voids: ["meta", "br"]))
    #expect(html.contains("<p class=\"empty\">no days</p>"))
    #expect(evaluate(empty + "md").output == "No days.\n")
  }

  /// The reform's gap is noted under the month whose days it removed.
  @Test func theGapIsNoted() {
    let text = evaluate("set reform gb; month 1752-09 | pad | html").output
    #expect(
      text.contains("<td class=\"note\" colspan=\"7\">3–13 September 1752 were skipped: Great Britain moved"))
    #expect(occurrences(of: "class=\"day julian\"", in: text) == 2)
  }

  /// A poster whose legends would run past one page is drawn smaller (`--k` under 1), as the SVG
  /// shrinks to fit; a poster of one country's holidays is drawn at full size.
  @Test func anHTMLPosterWithManyLegendsIsScaledToOnePage() {
    let many = evaluate("set holidays jp,us,cn,kr; year 2025 | html")
    #expect(many.errors.isEmpty)
    #expect(many.output.contains("<main class=\"pictures many\" style=\"--k: 0."))
    let one = evaluate("year 2025 | html")
    #expect(one.output.contains("<main class=\"pictures many\">"))
  }

  /// A title wider than its picture (a single day) is set smaller to fit.
  @Test func aDaysTitleFitsItsPicture() throws {
    let text = evaluate("today | svg").output
    let width = try #require(Double(pieces(of: text, cutAt: "viewBox=\"0 0 ")[1].prefix { $0 != " " }))
    let title = pieces(of: text, cutAt: "<text class=\"title\"")[1]
    let size = try #require(number("font-size", in: title))
    // About 0.6 em a character of "February 2023".
    #expect(size * 0.6 * 13 <= width)
  }

  /// Days with ledger entries carry `has-entries`; `grid amounts` colours days by their net.
  @Test func entriesAndAmountsShowInPictures() {
    let marked = evaluate("month 2023-05 | pad | with (load \"examples/ledger.csv\") | svg").output
    #expect(marked.contains("has-entries") && marked.contains("<circle class=\"mark\""))
    let amounts = evaluate("month 2023-05 | pad | with (load \"examples/ledger.csv\") | grid amounts | svg")
      .output
    #expect(amounts.contains("has-data") && amounts.contains(PictureColor.expense.hex))
  }
}
