import Testing

@testable import CalScript

/// The pictures head and number the week column as the text grid does, and carry its note.
struct WeekColumnTests {
  @Test func picturesNameTheNumbering() {
    let html = evaluate("month 2021-01 | pad | grid weeks | html")
    #expect(html.errors.isEmpty)
    #expect(html.output.contains("<th class=\"week\">US</th>"))
    // The row of 2021-01-03 is US week 1; no note, as each row is one US week.
    #expect(html.output.contains("<td class=\"week\">1</td><td class=\"day sun\" data-date=\"2021-01-03\">"))
    #expect(!html.output.contains("each row shows"))
    let svg = evaluate("set firstweekday mon; month 2021-01 | pad | grid weeks | svg")
    #expect(svg.output.contains("text-anchor=\"middle\">Wk</text>"))
    #expect(!svg.output.contains("each row shows"))
  }

  @Test func aNumberingThatIsNotTheRowsIsNoted() {
    for format in ["svg", "html"] {
      let month = evaluate("set weeks iso; month 2021-01 | pad | grid weeks | \(format)")
      #expect(month.output.contains("Wk: each row shows the ISO week most of its days fall in"), "\(format)")
      let days = evaluate("set weeks uk; days 2021-01-01..2021-01-12 | grid weeks | \(format)")
      #expect(days.output.contains("UK: each row shows the UK (%W) week"), "\(format)")
    }
    let text = evaluate("set weeks iso; month 2021-01..2021-03 | pad | grid weeks")
    let notes = text.output.split(separator: "\n").filter { $0.hasPrefix("Wk: each row shows") }
    #expect(notes.count == 1)
  }

  /// The text grid's row number under a reform is what `format "%U"`/`"%W"` gives the row's days,
  /// counted from the written 1 January (issue 32's QA: 1700-01-01 under gb is Mon, %U 00).
  @Test func underAReformRowsAreNumberedAsFormatDoes() {
    let january = evaluate("set reform gb; month 1700-01 | grid weeks").output.split(separator: "\n")
    #expect(january.contains { $0.hasPrefix(" 0        1    2") }, "\(january)")
    let september = evaluate("set reform gb; month 1752-09 | pad | grid weeks").output.split(separator: "\n")
    #expect(september.contains { $0.hasPrefix("35 (30) (31)   1    2   14") }, "\(september)")
    let romania = evaluate("set reform churchro; set weeks uk; month 1924-01 | grid weeks").output
    #expect(romania.contains("\n 1        1    2    3"), "\(romania)")
  }

  /// Where rows are not the numbering's weeks, a row counts only the displayed month's days, in
  /// text and pictures: 28 and 29 April 1900 are ISO week 17, 30 April alone week 18.
  @Test func aRowCountsOnlyTheMonthsDays() {
    let text = evaluate("set firstweekday sat; month 1900-04 | grid weeks").output
    #expect(text.contains("\n17  28   29   30"), "\(text)")
    let html = evaluate("set firstweekday sat; month 1900-04 | pad | grid weeks | html").output
    #expect(
      html.contains("<td class=\"week\">17</td><td class=\"day sat\" data-date=\"1900-04-28\">"), "\(html)")
  }

  @Test func weeksTakesAnyCase() {
    #expect(evaluate("set weeks ISO; set weeks Us; set weeks uK; set weeks AUTO").errors.isEmpty)
  }
}
