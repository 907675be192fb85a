import Testing

@testable import CalRender

/// The Markdown writers: pipe tables (escaping, alignment, no rows), code blocks and paragraphs.
struct MarkdownTableTests {
  @Test func headerNamesTheColumnsAndRightAlignsNumbers() {
    let text = render { out in
      let table = MarkdownTable(names: ["date", "number", "name"], numeric: [false, true, false])
      table.writeHeader(to: out)
      table.writeRow(to: out) { ["2025-01-01", "1", "New Year's Day"][$0] }
    }
    #expect(
      text == """
        | date | number | name |
        | --- | ---: | --- |
        | 2025-01-01 | 1 | New Year's Day |

        """)
  }

  @Test func cellsEscapePipesBackslashesAndMarks() {
    let text = render { out in
      let table = MarkdownTable(names: ["a|b"], numeric: [false])
      table.writeHeader(to: out)
      table.writeRow(to: out) { _ in #"x|y\z *bold* _u_ [l](u) <b> `c` ~s~ &amp; #1"# }
      table.writeRow(to: out) { _ in nil }
      table.writeRow(to: out) { _ in "two\nlines" }
    }
    let lines = text.split(separator: "\n")
    #expect(lines[0] == #"| a\|b |"#)
    #expect(lines[2] == ##"| x\|y\\z \*bold\* \_u\_ \[l\](u) \<b\> \`c\` \~s\~ \&amp; \#1 |"##)
    #expect(lines[3] == "| - |")  // a null, as the text table writes it
    #expect(lines[4] == #"| two\\nlines |"#)  // a line break shown, never breaking the row
    // Every row has as many unescaped pipes as the header: the table keeps its columns.
    for line in lines {
      let unescaped = line.replacing(#"\\"#, with: "").replacing(#"\|"#, with: "")
      #expect(unescaped.filter { $0 == "|" }.count == 2, "\(line)")
    }
  }

  @Test func anEmptyTableIsItsHeaderAlone() {
    let text = render { out in
      let table = MarkdownTable(names: ["date", "name"], numeric: [false, false])
      table.writeHeader(to: out)
    }
    #expect(text == "| date | name |\n| --- | --- |\n")
    #expect(render { MarkdownTable(names: [], numeric: []).writeHeader(to: $0) }.isEmpty)
  }

  @Test func fieldTablesStreamAsPipeTables() {
    let table = FieldTable(names: ["name", "amount"], numeric: [false, true], rowCount: 3) { row, column in
      column == 0 ? "row \(row)" : row == 1 ? nil : "\(row * 10).50"
    }
    let text = render { table.writeMarkdown(to: $0) }
    #expect(
      text == """
        | name | amount |
        | --- | ---: |
        | row 0 | 0.50 |
        | row 1 | - |
        | row 2 | 20.50 |

        """)
  }

  @Test func codeBlocksFenceLongerThanTheTextsBackticks() {
    #expect(render { MarkdownBlocks.codeBlock("a\nb", to: $0) } == "```text\na\nb\n```\n")
    #expect(render { MarkdownBlocks.codeBlock("x ``` y\n", to: $0) } == "````text\nx ``` y\n````\n")
    let streamed = render { out in
      MarkdownBlocks.codeBlock(to: out) { () throws(Never) in out.write("  1  2\n") }
    }
    #expect(streamed == "```text\n  1  2\n```\n")
  }

  @Test func paragraphsDoNotStartListsOrHeadings() {
    #expect(render { MarkdownBlocks.paragraph("2025-04-20", to: $0) } == "2025-04-20\n")
    #expect(render { MarkdownBlocks.paragraph("1. a", to: $0) } == "1\\. a\n")
    #expect(render { MarkdownBlocks.paragraph("- 3 days", to: $0) } == "\\- 3 days\n")
    #expect(render { MarkdownBlocks.paragraph("-3 days", to: $0) } == "\\-3 days\n")
    #expect(render { MarkdownBlocks.paragraph("# x", to: $0) } == "\\# x\n")
  }
}
