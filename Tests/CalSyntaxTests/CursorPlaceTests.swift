import CalSyntax
import Testing

/// Where Tab completion finds the cursor, read by the lexer.
struct CursorPlaceTests {
  func place(_ text: String) -> CursorPlace { CursorPlace(Array(text.utf8), lexicon: testLexicon) }

  @Test func stagesAndPipelines() {
    let afterPipe = place("month 2023-02 | sel")
    #expect(afterPipe.start == .pipe && afterPipe.stageStart == 15 && afterPipe.pipelineStart == 0)
    let afterSemicolon = place("today; mo")
    #expect(afterSemicolon.start == .statement && afterSemicolon.stageStart == 6)
    let inParentheses = place("weekday (to")
    #expect(inParentheses.start == .expression && inParentheses.stageStart == 9)
    let closed = place("select (today + 1 day) | pa")
    #expect(closed.start == .pipe && closed.pipelineStart == 0)
    let nextLine = place("month 2023-02\nda")
    #expect(nextLine.start == .statement && nextLine.stageStart == 14)
  }

  @Test func stringsNamesAndComments() {
    let string = place("source \"lib/x")
    #expect(string.inString && string.stringStart == 8)
    #expect(!place("print \"a\" ").inString)
    let name = place("where `Trans")
    #expect(name.inBackquote && name.backquoteStart == 7)
    #expect(!place("where ``").inBackquote)  // closed, though empty
    #expect(place("today # a comm").inComment)
    #expect(!place("today # a comment\nmo").inComment)
    #expect(!place("print \"# not a comment").inComment)
  }

  /// A bare path is read as the lexer reads it: a `(`, `"` or `#` inside it is the path's.
  @Test func barePathsAreThePaths() {
    #expect(place("source a(b").start == .statement)
    #expect(!place("load a\"b").inString)
    #expect(!place("days 2025-01 | csv > a#b").inComment)
  }
}
