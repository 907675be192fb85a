import CalendarCore

/// `explain COMMAND ARGUMENTS` or `explain DATE + DURATION`: the answer, derived step by step.
enum ExplainCommand {
  /// The commands `explain` can derive, as `help explain` lists them.
  static let topics = ["weekday", "leap", "daysin"]

  static let explain = Command(
    "explain", group: .math, usage: "explain COMMAND … | DATE ± …",
    summary: "show how an answer is worked out, step by step, with the actual numbers",
    details: "explains " + topics.joined(separator: ", ") + ", date + duration, date - duration, date - date",
    examples: [
      "explain weekday 2023-02-01", "explain leap 1900", "explain 2023-01-31 + 1 month",
      "explain 2024-03-01 - 2024-02-01", "explain daysin 2024-02",
    ],
    words: topics
  ) { call in
    guard !call.arguments.isEmpty else {
      throw call.error("explain needs something to explain, e.g. explain weekday 2023-02-01")
    }
    if let word = call.word(at: 0), topics.contains(word) {
      return .string(try explainCommand(word, call).text)
    }
    guard call.arguments.count == 1, case .binary(let op, let left, let right, let range) = call.arguments[0],
      op != .times
    else {
      if let word = call.word(at: 0) {
        throw call.error(
          "explain cannot explain '\(word)'" + didYouMean(word, among: topics) + "; it explains "
            + topics.joined(separator: ", ") + " and date arithmetic", at: call.range(at: 0))
      }
      throw call.error("explain takes a command and its arguments, or DATE + DURATION", at: call.range(at: 0))
    }
    let (a, b) = (try call.interpreter.evaluate(left), try call.interpreter.evaluate(right))
    let explanation: Explanation
    switch (a, b) {
    case (.date(let date), .duration(let duration)):
      let signed =
        op == .plus ? duration : try at(range) { () throws(CalendarError) in try duration.negated() }
      explanation = try at(range) { () throws(CalendarError) in
        try ArithmeticExplanations.adding(signed, to: date)
      }
    case (.date(let date), .int(let n)):
      let signed = op == .plus ? n : try Arithmetic.negated(n, at: range)
      explanation = try at(range) { () throws(CalendarError) in
        try ArithmeticExplanations.adding(DateDuration(days: signed), to: date)
      }
    case (.date(let later), .date(let earlier)) where op == .minus:
      explanation = ArithmeticExplanations.difference(later, earlier)
    default:
      throw call.error(
        "explain works on DATE + DURATION, DATE - DURATION and DATE - DATE, not \(article(a.kind)) "
          + "\(op.rawValue) \(article(b.kind))", at: range)
    }
    return .string(explanation.text)
  }

  private static func explainCommand(_ name: String, _ call: Invocation) throws -> Explanation {
    let rest = Array(call.arguments.dropFirst())
    func argument(_ what: String) throws -> (Value, SourceRange) {
      guard rest.count == 1 else {
        throw call.error("explain \(name) takes \(what), e.g. explain \(name) \(example(name))")
      }
      return (try call.interpreter.evaluate(rest[0]), rest[0].range)
    }
    switch name {
    case "weekday":
      let (value, range) = try argument("a date")
      guard case .date(let date) = value else { throw call.wrongKind(value, at: range, expected: "a date") }
      return BasicExplanations.weekday(date)
    case "leap":
      let (value, range) = try argument("a year")
      return BasicExplanations.leap(try MathCommands.year(of: value, at: range, in: call))
    case "daysin":
      let (value, range) = try argument("a year-month or a year")
      if case .int = value {
        return BasicExplanations.daysIn(year: try MathCommands.year(of: value, at: range, in: call))
      }
      return BasicExplanations.daysIn(try MathCommands.yearMonth(of: value, at: range, in: call))
    default:
      throw call.error("explain cannot explain '\(name)' yet")
    }
  }

  private static func example(_ name: String) -> String {
    switch name {
    case "leap": return "1900"
    case "daysin": return "2024-02"
    default: return "2023-02-01"
    }
  }
}
