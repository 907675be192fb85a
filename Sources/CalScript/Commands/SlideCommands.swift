import CalRender
import CalSyntax

/// `slides` and `step`: an explanation shown a step at a time, on a projector or at the prompt.
enum SlideCommands {
  static let slides = Command(
    "slides", group: .rendering, kind: .outputStage, usage: "slides",
    summary: "show an explanation one step per screen, for a projector (q quits)",
    details: """
      On a terminal (at the prompt, or calsh -c with standard output a terminal) the screen is \
      cleared and each step is shown alone, within wide margins, under its title, with where it is \
      (step 3 of 9) in a corner: Enter, Space or → shows the next, ← or Backspace the one before, \
      Home and End the first and last, q or Esc stops; the answer comes last, and Enter, Space or → \
      there ends the show. A step taller than \
      the screen shows what fits and more ↓: the keys that go on show the rest of it before the \
      next slide. In a script, a pipe \
      or > FILE the slides are written as pages of text at the width, a line holding a form feed \
      between two, so lp and pr print each on a page of its own; | json holds them unwrapped; \
      md, html, svg, csv and table refuse slides (explain … | md is the handout). A range (explain easter \
      2024..2026) gives the steps of each derivation in turn.
      """,
    examples: ["explain easter 2025 | slides", "explain leap 1900..1904 | slides"]
  ) { call in
    try call.expectArguments(atMost: 0)
    let show = SlideShow(try explanations(call.subject, call))
    if !call.interpreter.isRedirecting, let terminal = call.interpreter.policy.slideTerminal() {
      call.interpreter.output.flush()
      if let failure = terminal.present(show) { throw call.error(failure.message) }
      return .nothing
    }
    return .scalar(show)
  }

  static let step = Command(
    "step", group: .math, usage: "step explain … | step E",
    summary: "at the prompt, show an explanation one step per Enter (q stops); in a script, all of it",
    details: """
      step explain TOPIC … prints the title and the first step, then one more step each time \
      Enter (or Space, or →) is pressed, the answer last; q or Esc stops. It waits only at the \
      prompt with standard output a terminal; in a script, a pipe or > FILE it prints the whole \
      explanation, as explain does. step E shows an explanation held in a variable \
      (let e = explain leap 2024; step e), as e | slides and print e do.
      """,
    examples: ["step explain easter 2025", "step explain hebrew 2025-10-03"],
    words: ["explain"],
    readsWords: true
  ) { call in
    let value: Value
    if call.word(at: 0) == "explain", let entry = CommandTable.names.firstIndex(of: "explain") {
      let rest = Array(call.arguments.dropFirst())
      let explainCall = CommandCall(
        entry: entry, nameRange: call.range(at: 0), arguments: rest,
        range: rest.last.map { call.range(at: 0).through($0.range) } ?? call.range(at: 0))
      value = try ExplainCommand.explain.run(
        Invocation(interpreter: call.interpreter, call: explainCall, subject: nil))
    } else {
      // `let e = explain leap 2024; step e`: an explanation held in a variable.
      guard call.arguments.count == 1 else {
        throw call.error(
          "step shows an explanation: step explain easter 2025, or step E for a variable holding one",
          at: call.arguments.first?.range)
      }
      value = try call.value(at: 0)
      _ = try explanations(value, call, at: call.range(at: 0))
    }
    guard !call.interpreter.isRedirecting, let terminal = call.interpreter.policy.slideTerminal() else {
      return value
    }
    let width = call.settings.viewWidth
    let out = call.interpreter.output
    let all = try explanations(value, call)
    stepping: for (index, explanation) in all.enumerated() {
      if index > 0 { out.newline() }
      if let title = explanation.title {
        out.write(StepWrap.lines(of: title, prefix: "", width: width).joined(separator: "\n"))
        out.newline()
      }
      for (number, step) in explanation.steps.enumerated() {
        if number > 0 || index > 0 {
          out.flush()
          guard terminal.next() else { break stepping }
        }
        out.write(StepWrap.lines(of: step, prefix: "\(number + 1). ", width: width).joined(separator: "\n"))
        out.newline()
      }
    }
    call.interpreter.outputEndsWithGrid = false
    return .nothing
  }

  /// `explain … | slides | md`: slides are for the terminal and pages of text; a handout is made
  /// from the explanation itself. Picture and row stages call this first.
  static func refuseSlides(_ call: Invocation) throws {
    guard case .scalar(_ as SlideShow)? = call.subject else { return }
    let handout = ["md", "html", "svg"].contains(call.name) ? call.name : "md (or | html)"
    throw call.error(
      "slides is for the terminal and pages of text, not for \(call.name); "
        + "for a handout leave out slides: explain … | \(handout)")
  }

  /// The explanations a value holds: `explain`'s one, or one for each element of a range.
  private static func explanations(_ value: Value?, _ call: Invocation, at range: SourceRange? = nil) throws
    -> [ExplanationSteps]
  {
    switch value {
    case .scalar(let steps as ExplanationSteps)?: return [steps]
    case .scalar(let list as ExplanationList)?: return list.explanations
    default:
      let example =
        call.name == "step"
        ? "step explain easter 2025, or step E for a variable E holding one"
        : "explain easter 2025 | slides"
      // Slides pass as a string elsewhere; here they are what they were made from.
      let what: String
      if case .scalar(_ as SlideShow)? = value {
        what = "an explanation's slides"
      } else {
        what = value.map(\.described) ?? "nothing"
      }
      throw call.error("\(call.name) shows an explanation, e.g. \(example); this is \(what)", at: range)
    }
  }
}
