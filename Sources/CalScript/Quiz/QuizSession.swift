import CalRender
import CalSyntax
import CalendarCore

/// A quiz asked at the prompt: each question in turn, right or wrong said, the explanation
/// `explain` prints shown after a miss, and the score at the end, also when `q` or Ctrl-D
/// stops it early.
struct QuizSession {
  let sheet: QuizSheet
  let reader: any AnswerReader
  let interpreter: Interpreter
  let range: SourceRange

  /// What was answered right, of how many asked.
  private(set) var right = 0
  private(set) var asked = 0

  init(sheet: QuizSheet, reader: any AnswerReader, interpreter: Interpreter, range: SourceRange) {
    self.sheet = sheet
    self.reader = reader
    self.interpreter = interpreter
    self.range = range
  }

  mutating func run() throws {
    let out = interpreter.output
    let total = sheet.subjects.count
    let width = interpreter.settings.viewWidth
    /// A line of the quiz, wrapped at the width as the title is.
    func say(_ line: String) { out.write("\(QuizSheet.wrapped(line, width))\n") }
    say("\(sheet.title) (\(sheet.particulars))")
    say("\(sheet.instruction) Type q to stop.")
    questions: for index in sheet.subjects.indices {
      // A question wider than the width: its first lines are written, its last is the prompt.
      var lines = QuizSheet.wrapped("\(index + 1)/\(total) \(sheet.question(index))", width)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let prompt = "\(lines.removeLast()) "
      let above = lines.joined(separator: "\n")
      let question = sheet.quiz.questions[index]
      var verdict = QuizAnswerReading.Verdict.wrong
      while true {
        if !above.isEmpty { out.write("\(above)\n") }
        out.flush()
        guard let typed = reader.answer(after: prompt) else {
          out.newline()
          break questions
        }
        let trimmed = QuizAnswerReading.normalized(typed)
        if trimmed == "q" || trimmed == "quit" { break questions }
        verdict = QuizAnswerReading.verdict(typed, answer: sheet.answers[index], for: question)
        guard case .unreadable(let why) = verdict else { break }
        say("\(why); try again (q stops).")
      }
      asked += 1
      if verdict == .right {
        right += 1
        say("Right: \(sheet.answers[index]).")
        continue
      }
      say("Not quite: the answer is \(sheet.answers[index]).")
      try explain(index, say: say)
      out.newline()
    }
    var score = "Score: \(right) of \(asked)"
    if asked < total {
      score +=
        asked == 0
        ? " (stopped before the first question)" : " (stopped after \(asked) of \(total) questions)"
    }
    say(score + ". \(sheet.statement) asks the same questions again.")
    out.flush()
  }

  /// The explanation `explain` prints for question `index`; where it cannot explain it (a date
  /// written Julian under the reform in force) a note says so and the quiz goes on.
  private func explain(_ index: Int, say: (String) -> Void) throws {
    let explanation: Value
    do {
      explanation = try QuizStatements.evaluated(
        "explain \(sheet.quiz.kind.rawValue) \(sheet.subjects[index])", in: interpreter, at: range,
        asItsOwn: true)
    } catch let error as ScriptError where error.kind == .evaluation {
      say("No worked method for this one: \(error.message).")
      return
    }
    try Printer(interpreter: interpreter, range: range).print(explanation)
  }
}
