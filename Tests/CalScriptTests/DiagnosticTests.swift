import CalendarCore
import Testing

@testable import CalScript

/// The caret under an error lines up with the offending text on screen.
struct DiagnosticTests {
  func caretLine(_ text: String) -> Substring {
    let error = evaluate(text).errors[0]
    return DiagnosticRenderer().render(error).split(separator: "\n", omittingEmptySubsequences: false)[2]
  }

  @Test func caretAfterEmojiLinesUp() {
    // 🚀 and the ZWJ family 👨‍👩‍👧 take two columns each: `"` + 4 + `"` + ` | ` = 9 columns.
    #expect(caretLine("\"🚀👨‍👩‍👧\" | selct") == "         ^~~~~")
    #expect(caretLine("\"☕⏰\" | selct") == "         ^~~~~")
  }

  @Test func caretAfterWideAndCombiningCharacters() {
    // 한 and 日 take two columns; e + U+0301 takes one.
    #expect(caretLine("\"한日e\u{301}\" | selct") == "          ^~~~~")
  }

  @Test func tabsAreCopiedIntoTheCaretLine() {
    #expect(caretLine("\"\t🚀\"\t| selct") == " \t   \t  ^~~~~")
  }
}
