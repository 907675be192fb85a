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
      MarkdownBlocks.codeBlock(to: out) { (block: Output) throws(Never) in block.write("  1  2\n") }
    }
    #expect(streamed == "```text\n  1  2\n```\n")
  }

  @Test func streamedCodeBlocksFenceLongerThanTheirBackticks() {
    // A CSV note whose line is ``` must not close the block it is written in.
    let streamed = render { out in
      MarkdownBlocks.codeBlock(to: out, language: "csv") { (block: Output) throws(Never) in
        block.write("date,note\n2025-03-01,\"x\n```\nafter\"\n")
      }
    }
    #expect(streamed == "````csv\ndate,note\n2025-03-01,\"x\n```\nafter\"\n````\n")
  }

  @Test func longStreamedCodeBlocksAreIndentedSoNoLineClosesThem() {
    let streamed = render { out in
      MarkdownBlocks.codeBlock(to: out, language: "csv", holding: 16) { (block: Output) throws(Never) in
        block.write("date,note\n")
        block.flush()
        block.write("2025-03-01,\"x\n```\n\nafter\"\n")
        block.flush()
        block.write("last, no line end")
      }
    }
    #expect(
      streamed
        == "<!-- csv -->\n    date,note\n    2025-03-01,\"x\n    ```\n\n    after\"\n    last, no line end\n")
  }

  @Test func paragraphsDoNotStartListsOrHeadings() {
    #expect(render { MarkdownBlocks.paragraph("2025-04-20", to: $0) } == "2025-04-20\n")
    #expect(render { MarkdownBlocks.paragraph("1. a", to: $0) } == "1\\. a\n")
    #expect(render { MarkdownBlocks.paragraph("- 3 days", to: $0) } == "\\- 3 days\n")
    #expect(render { MarkdownBlocks.paragraph("-3 days", to: $0) } == "\\-3 days\n")
    #expect(render { MarkdownBlocks.paragraph("# x", to: $0) } == "\\# x\n")
  }

  @Test func paragraphsShowControlsAndKeepTheirSpaces() {
    #expect(
      render { MarkdownBlocks.paragraph("bell\u{7} \u{1B}[31mred", to: $0) } == #"bell\\u{7} \\u{1B}\[31mred"#
        + "\n")
    // Four spaces would start an indented code block; any would be stripped.
    #expect(render { MarkdownBlocks.paragraph("    code ", to: $0) } == "&#32;&#32;&#32;&#32;code&#32;\n")
    #expect(render { MarkdownBlocks.paragraph("  - x", to: $0) } == "&#32;&#32;- x\n")
    #expect(render { MarkdownBlocks.paragraph("  ", to: $0) } == "&#32;&#32;\n")
  }

  @Test func cellsKeepTheirLeadingAndTrailingSpaces() {
    let text = render { out in
      let table = MarkdownTable(names: ["note"], numeric: [false])
      table.writeRow(to: out) { _ in "  spaces  " }
      table.writeRow(to: out) { _ in "   " }
      table.writeRow(to: out) { _ in "in side" }
    }
    #expect(text == "| &#32;&#32;spaces&#32;&#32; |\n| &#32;&#32;&#32; |\n| in side |\n")
  }
}
