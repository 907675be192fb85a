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
    out.write("\(QuizSheet.wrapped("\(sheet.title) (\(sheet.particulars))", width))\n")
    out.write("\(QuizSheet.wrapped("\(sheet.instruction) Type q to stop.", width))\n")
    questions: for index in sheet.subjects.indices {
      let prompt = "\(index + 1)/\(total) \(sheet.question(index)) "
      let question = sheet.quiz.questions[index]
      var verdict = QuizAnswerReading.Verdict.wrong
      while true {
        out.flush()
        guard let typed = reader.answer(after: prompt) else {
          out.newline()
          break questions
        }
        let trimmed = QuizAnswerReading.normalized(typed)
        if trimmed == "q" || trimmed == "quit" { break questions }
        verdict = QuizAnswerReading.verdict(typed, answer: sheet.answers[index], for: question)
        guard case .unreadable(let why) = verdict else { break }
        out.write("\(why); try again (q stops).\n")
      }
      asked += 1
      if verdict == .right {
        right += 1
        out.write("Right: \(sheet.answers[index]).\n")
        continue
      }
      out.write("Not quite: the answer is \(sheet.answers[index]).\n")
      try explain(index)
      out.newline()
    }
    out.write("Score: \(right) of \(asked)")
    if asked < total { out.write(" (stopped after \(asked) of \(total) questions)") }
    out.write(". \(sheet.statement) asks the same questions again.\n")
    out.flush()
  }

  /// The explanation `explain` prints for question `index`; where it cannot explain it (a date
  /// written Julian under the reform in force) a note says so and the quiz goes on.
  private func explain(_ index: Int) throws {
    let explanation: Value
    do {
      explanation = try QuizStatements.evaluated(
        "explain \(sheet.quiz.kind.rawValue) \(sheet.subjects[index])", in: interpreter, at: range,
        asItsOwn: true)
    } catch let error as ScriptError where error.kind == .evaluation {
      interpreter.output.write("No worked method for this one: \(error.message).\n")
      return
    }
    try Printer(interpreter: interpreter, range: range).print(explanation)
  }
}
