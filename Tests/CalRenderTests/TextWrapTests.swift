import Testing

@testable import CalRender

struct TextWrapTests {
  @Test func shortLinesStayAsTheyAre() {
    #expect(wrapped("one two\n\n  three", width: 20) == "one two\n\n  three")
  }

  @Test func wrapsAtBlanksAndKeepsTheIndent() {
    #expect(wrapped("  alpha beta gamma delta", width: 13) == "  alpha beta\n  gamma delta")
    #expect(wrapped("  alpha beta gamma delta", width: 12) == "  alpha beta\n  gamma\n  delta")
  }

  @Test func neverBreaksAWord() {
    let text = "a supercalifragilistic word"
    let lines = wrapped(text, width: 10).split(separator: "\n")
    #expect(lines == ["a", "supercalifragilistic", "word"])
    for width in 1...30 {
      let words = wrapped("  usage word  the summary of a command, said in words", width: width)
        .split(whereSeparator: { $0 == " " || $0 == "\n" })
      #expect(words.joined(separator: " ") == "usage word the summary of a command, said in words")
    }
  }

  @Test func continuationLinesHangUnderTheSecondColumn() {
    let line = "  count     how many cells, days or months the value on the left holds"
    #expect(
      wrapped(line, width: 40) == """
          count     how many cells, days or
                    months the value on the left
                    holds
        """)
  }

  @Test func columnsThatDoNotFitSideBySideStack() {
    let line = "  year [YEAR]                       the twelve months of a year (this year by default)"
    #expect(
      wrapped(line, width: 40) == """
          year [YEAR]
              the twelve months of a year (this
              year by default)
        """)
    // A summary alone far to the right (under a long usage) comes in.
    #expect(
      wrapped(String(repeating: " ", count: 36) + "a displayed month, this month by default", width: 40)
        == "      a displayed month, this month by\n      default")
    // Any width ends, however narrow.
    for width in 0...12 {
      #expect(!wrapped(line, width: width).isEmpty)
      #expect(!wrapped(String(repeating: " ", count: 30) + "a b c", width: width).isEmpty)
    }
  }

  @Test func countsDisplayColumnsAndEndsNoLineInABlank() {
    let lines = wrapped("元日 成人の日 建国記念の日 天皇誕生日   ", width: 14).split(separator: "\n")
    #expect(lines == ["元日 成人の日", "建国記念の日", "天皇誕生日"])
    for line in lines { #expect(displayWidth(String(line)) <= 14 && line.last != " ") }
  }
}
