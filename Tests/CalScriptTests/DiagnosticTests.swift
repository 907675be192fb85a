import CalSyntax
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

  /// At the prompt an error names no file: the message, the line typed and its caret; a line
  /// number only for a statement typed over several lines (QA 26.18).
  @Test func typedLinesShowNoFileName() {
    var error = evaluate("month 2023-13").errors[0]
    error.source = SourceText(typed: "month 2023-13")
    #expect(
      DiagnosticRenderer().render(error)
        == "error: month 13 does not exist; months run from 01 to 12\nmonth 2023-13\n      ^~~~~~~\n")
    var second = evaluate("print (1 +\n  frob)").errors[0]
    second.source = SourceText(typed: "print (1 +\n  frob)")
    #expect(DiagnosticRenderer().render(second).hasPrefix("line 2: error: "))
  }

  @Test func tabsAreCopiedIntoTheCaretLine() {
    #expect(caretLine("\"\t🚀\"\t| selct") == " \t   \t  ^~~~~")
  }
}

/// Messages that say what is wrong in the user's words (QA 26.23).
struct MessageWordingTests {
  func message(_ text: String) -> String { evaluate(text).errors.first?.message ?? "no error" }

  /// A number past the negative end is too far below zero, however it is reached; the literal
  /// is shown with its minus and marked from it.
  @Test func negativeOverflowIsBelowZero() {
    #expect(
      message("print -99999999999999999999") == "the number -99999999999999999999 is too far below zero")
    #expect(evaluate("print -99999999999999999999").errors.first?.range == SourceRange(offset: 6, length: 21))
    #expect(
      message("print -99999999999999999999 days") == "the number -99999999999999999999 is too far below zero")
    #expect(message("print -9223372036854775807 - 10") == "the number is too far below zero")
    #expect(message("print 9223372036854775807 * -2") == "the number is too far below zero")
    #expect(message("print -3 days * 9223372036854775807") == "the number is too far below zero")
    #expect(message("print 9223372036854775807 + 1") == "the number is too large")
    #expect(message("print 3 - 99999999999999999999") == "the number 99999999999999999999 is too large")
  }

  /// A negative duration too long to count is below zero through weeks and years too, marked from
  /// its minus; a negative period of every is not positive, however long (#26.23). The duration
  /// is blamed, not a number calsh takes alone (#26.r2.7).
  @Test func negativeDurationOverflowIsBelowZero() {
    #expect(message("print (-1317624576693539402 weeks)") == "the duration is too far below zero")
    #expect(
      evaluate("print (-1317624576693539402 weeks)").errors.first?.range == SourceRange(offset: 7, length: 26)
    )
    #expect(message("print (-9223372036854775807 weeks)") == "the duration is too far below zero")
    #expect(message("print (today + -9223372036854775807 weeks)") == "the duration is too far below zero")
    #expect(message("print (-3d 1317624576693539402w)") == "the duration is too far below zero")
    #expect(message("print (1317624576693539402 weeks)") == "the duration is too long")
    let positive = "every takes a positive period, such as 2 weeks or 18 months"
    #expect(message("every -9223372036854775807 weeks from 2025-01-01 for 2") == positive)
    #expect(message("every -2 weeks from 2025-01-01 for 2") == positive)
    #expect(message("explain every -9223372036854775807 weeks from 2025-01-01 for 2") == positive)
  }

  /// The least Int, a number alone, is too far below zero as a duration's count, and not a
  /// positive period of every (#26.r2.7).
  @Test func leastIntegerDurationIsBelowZero() {
    let below = "the duration is too far below zero"
    for text in [
      "print (-9223372036854775808 days)", "print (-9223372036854775808 d)",
      "print (-9223372036854775808 months)",
      "print (-9223372036854775808 years)", "print (-9223372036854775808 workdays)",
      "print (today + -9223372036854775808 days)", "print (-09223372036854775808w)",
    ] {
      #expect(message(text) == below, "\(text)")
    }
    #expect(
      evaluate("print (-9223372036854775808 days)").errors.first?.range == SourceRange(offset: 7, length: 25))
    let positive = "every takes a positive period, such as 2 weeks or 18 months"
    #expect(message("every -9223372036854775808 weeks from 2025-01-01 for 2") == positive)
    #expect(message("every -9223372036854775808 days from 2025-01-01 for 2") == positive)
    #expect(message("every -9223372036854775808d from 2025-01-01 for 2") == positive)
    #expect(message("explain every -9223372036854775808 weeks from 2025-01-01 for 2") == positive)
    #expect(message("print (9223372036854775808 days)") == "the number 9223372036854775808 is too large")
  }

  /// A unit after a name or a parenthesis asks for the count in digits, and shows the product
  /// that computes it (#26.r2.12).
  @Test func computedDurationCountIsMultiplied() {
    let days =
      "a duration's count is a number written before its unit (3 days); for a count that is computed, "
    #expect(message("let n = 3; print (n days)") == days + "multiply one unit: n * 1 day")
    #expect(message("let n = 3; print (today + n days)") == days + "multiply one unit: n * 1 day")
    #expect(message("let n = 3; let x = n d") == days + "multiply one unit: n * 1 day")
    #expect(evaluate("let n = 3; print (n days)").errors.first?.range == SourceRange(offset: 18, length: 6))
    #expect(message("print ((1+2) mo)").hasSuffix("multiply one unit: (1+2) * 1 month"))
    #expect(message("let n = 3; print (n workdays)").hasPrefix("a count of workdays is a number written"))
    #expect(evaluate("let n = 3; print (n * 1 day)").output == "3 days\n")
  }

  /// The least Int is a number written as it prints; one less is below zero.
  @Test func leastIntegerIsALiteral() {
    #expect(evaluate("print (-9223372036854775808)").output == "-9223372036854775808\n")
    #expect(evaluate("print -9223372036854775808 == -9223372036854775807 - 1").output == "true\n")
    #expect(
      message("print (-9223372036854775809)") == "the number -9223372036854775809 is too far below zero")
    #expect(message("print (-(-9223372036854775808))") == "the number is too large")
  }

  /// An empty file name is said to be one, not followed by the system's reason for "".
  @Test func emptyFileNamesNameNoFile() {
    for text in ["load \"\"", "source \" \"", "holidays load \"\"", "holidays us 2025 | ics > \"\""] {
      #expect(message(text).hasPrefix("\"") && message(text).contains("names no file"), "\(text)")
    }
  }

  /// At a width the message wraps as an explanation's step does, every line within it and no
  /// word lost; the source line and the caret under it are never wrapped (QA of issue 32, round
  /// 3, 6).
  @Test func messagesWrapAtTheWidthCaretLinesDoNot() {
    let error = evaluate("weekday 1066-10-14").errors.first { $0.kind == .warning }!
    for width in [40, 60] {
      let lines = DiagnosticRenderer().render(error, width: width).split(separator: "\n")
      let caret = lines.firstIndex { $0.hasPrefix("weekday 1066-10-14") }!
      #expect(lines[..<caret].allSatisfy { $0.count <= width }, "\(lines)")
      #expect(lines[caret + 1].hasSuffix("^~~~~~~~~~"))
      let words = lines[..<caret].joined(separator: " ").split(separator: " ")
      #expect(words == DiagnosticRenderer().render(error).split(separator: "\n")[0].split(separator: " "))
    }
    var long = evaluate("leap 2030..2020").errors[0]
    long.source = SourceText(typed: "leap 2030..2020")
    let typed = DiagnosticRenderer().render(long, width: 30).split(separator: "\n")
    #expect(typed[0] == "error: a range runs from the")
    #expect(typed[1] == "       smaller to the larger:")
    #expect(typed.suffix(2) == ["leap 2030..2020", "     ^~~~~~~~~~"])
  }
}
