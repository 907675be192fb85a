import CalRender
import CalSyntax
import Testing

@testable import CalScript

/// `slides` off a terminal and the keys on one (issue 32).
struct SlideShowTests {
  let show = SlideShow([
    ExplanationSteps(
      title: "Leap 2023", steps: ["The rule.", "2023 ÷ 4 = 505 remainder 3.", "Answer: false."])
  ])

  /// Pages a form feed line apart, each headed by its title and where it is.
  @Test func pagesAreAFormFeedApart() {
    let pages = show.pages(width: 80).split(separator: "\n\u{0C}\n", omittingEmptySubsequences: false)
    #expect(pages.count == 3)
    #expect(pages[0] == "Leap 2023 · step 1 of 3\n\n1. The rule.")
    #expect(pages[2].hasSuffix("3. Answer: false."))
  }

  /// Slides of slides, or a step of them: refused as an explanation's slides, not "a string".
  @Test func slidesOfSlidesSayWhatTheyAre() {
    for text in ["explain leap 2024 | slides | slides", "let e = explain leap 2024 | slides; step e"] {
      let message = evaluate(text).errors.first?.message ?? ""
      #expect(message.hasSuffix("; this is an explanation's slides"), "\(text): \(message)")
      #expect(!message.contains("string"), "\(message)")
    }
  }

  /// Enter, Space and → go on (past the last: the end), ← and Backspace back, q and Esc stop.
  @Test func keysMoveAsTheHelpSays() {
    #expect(show.slide(after: .enter, from: 0) == 1)
    #expect(show.slide(after: .character(" "), from: 1) == 2)
    #expect(show.slide(after: .right, from: 2) == nil)
    #expect(show.slide(after: .left, from: 2) == 1)
    #expect(show.slide(after: .backspace, from: 0) == 0)
    #expect(show.slide(after: .end, from: 0) == 2)
    #expect(show.slide(after: .character("q"), from: 1) == nil)
    #expect(show.slide(after: .escape, from: 1) == nil)
    #expect(show.slide(after: .character("x"), from: 1) == 1)
  }

  /// The screen keeps within the terminal: every cursor position is inside it.
  @Test func theScreenFitsTheTerminal() {
    for (width, height) in [(20, 5), (40, 12), (80, 24), (200, 60)] {
      let screen = String(decoding: show.screen(1, width: width, height: height), as: UTF8.self)
      #expect(screen.contains("step 2 of 3"))
      for match in screen.matches(of: /\x1B\[(\d+);(\d+)H/) {
        #expect(Int(match.1)! <= height && Int(match.2)! <= width, "\(width)×\(height): \(match.0)")
      }
    }
  }

  /// The help says what the keys that go on do on the last slide: end the show.
  @Test func theHelpSaysTheLastSlideEndsTheShow() {
    #expect(SlideCommands.slides.details.contains("there ends the show"))
    #expect(show.slide(after: .enter, from: 2) == nil)
  }

  /// A title wider than the screen ends in `…` after a whole word, never cut mid-word.
  @Test func aLongTitleEndsAtAWord() {
    let islamic = SlideShow([
      ExplanationSteps(title: "2025-03-01 in the arithmetic Islamic calendar", steps: ["One.", "Answer: 1."])
    ])
    let screen = String(decoding: islamic.screen(0, width: 40, height: 12), as: UTF8.self)
    #expect(screen.contains("2025-03-01 in the arithmetic Islamic…"), "\(screen)")
    #expect(!screen.contains("Islamic c"))
    let wide = String(decoding: islamic.screen(0, width: 80, height: 24), as: UTF8.self)
    #expect(wide.contains("2025-03-01 in the arithmetic Islamic calendar\u{1B}"))
    #expect(islamic.shortened("Averyveryverylongword", to: 8) == "Averyve…")
  }

  /// A step taller than the screen loses no line: the first screen shows what fits and
  /// `more ↓`, the keys that go on show the rest a screenful at a time before the next slide, and
  /// those that go back return through it (QA of issue 32, round 3, 1).
  @Test func aTallStepScrollsWithinItsSlide() {
    let words = (1...60).map { "word\($0)" }.joined(separator: " ")
    let tall = SlideShow([ExplanationSteps(title: "Long", steps: [words, "Answer: 1."])])
    let (width, height) = (30, 8)
    var place = SlideShow.Place(slide: 0)
    var seen: [String] = []
    while place.slide == 0 {
      let screen = String(decoding: tall.screen(place, width: width, height: height), as: UTF8.self)
      for match in screen.matches(of: /\x1B\[(\d+);(\d+)H/) {
        #expect(Int(match.1)! <= height && Int(match.2)! <= width, "\(place): \(match.0)")
      }
      seen += screen.matches(of: /word\d+/).map { String($0.0) }
      let next = tall.place(after: .character(" "), from: place, width: width, height: height)
      #expect(screen.contains("more ↓") == (next?.slide == 0), "\(place)")
      guard let next else { break }
      place = next
    }
    #expect(Set(seen) == Set((1...60).map { "word\($0)" }))
    #expect(place == SlideShow.Place(slide: 1))
    var back = tall.place(after: .left, from: place, width: width, height: height)
    #expect(back == SlideShow.Place(slide: 0))
    back = tall.place(after: .up, from: SlideShow.Place(slide: 0, line: 5), width: width, height: height)
    #expect(back == SlideShow.Place(slide: 0, line: 1))
    let last = String(decoding: tall.screen(place, width: width, height: height), as: UTF8.self)
    #expect(!last.contains("more ↓"))
  }

  /// `step` at the prompt counts every key of a burst, as `| slides` does: Space four times is four
  /// steps, `Space q` a step then stop, Ctrl-D stops (QA of issue 32, 2 and 6).
  @Test func stepCountsEveryKeyOfABurst() {
    var keys = StepKeys()
    keys.take(Array("    ".utf8))
    #expect(
      [keys.next(), keys.next(), keys.next(), keys.next(), keys.next()] == [true, true, true, true, nil])
    keys.take(Array(" q".utf8))
    #expect([keys.next(), keys.next()] == [true, false])
    keys.take([0x1B, 0x5B, 0x43, 0x0D, 0x04])  // →, Enter, Ctrl-D
    #expect([keys.next(), keys.next(), keys.next(), keys.next()] == [true, true, false, nil])
  }
}
