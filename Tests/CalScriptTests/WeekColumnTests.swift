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
}
