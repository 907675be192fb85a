import CalRender
import CalSyntax
import CalendarCore

/// `explain COMMAND ARGUMENTS` or `explain DATE + DURATION`: the answer, derived step by step. The
/// topic word chooses an `ExplainTopic`, which carries its derivation; date arithmetic is here.
enum ExplainCommand {
  /// The words `explain` can derive, as `help explain` lists them.
  static var topics: [String] { ExplainTopic.names }

  static let explain = Command(
    "explain", group: .math, usage: "explain COMMAND … | DATE ± …",
    summary: "show how an answer is worked out, step by step, with the actual numbers",
    details: "explains " + topics.joined(separator: ", ")
      + ", date + duration, date - duration, date - date, month - month",
    examples: [
      "explain weekday 2023-02-01", "explain leap 1900", "explain 2023-01-31 + 1 month",
      "explain 2024-03-01 - 2024-02-01", "explain daysin 2024-02", "explain zeller 2023-02-01",
      "explain nth 4 thu 2026-11", "explain doomsday 2023-02-01", "explain julian 2024-01-01",
      "explain leap 1500", "explain easter 2024 orthodox", "explain hebrew 2025-10-03",
    ],
    words: topics,
    readsWords: true
  ) { call in
    guard !call.arguments.isEmpty else {
      throw call.error("explain needs something to explain, e.g. explain weekday 2023-02-01")
    }
    // `explain easter -5..2` reads as `(easter - 5)..2`, as `nth -2` does below; `explain easter
    // ..2026` as `easter..2026`: the topic and its range, or what is wrong with the range.
    if case .range(let low, let high, let range) = call.arguments[0] {
      if case .name(let word, let wordRange) = low, ExplainTopic.named(word) != nil {
        let start = max(wordRange.end, high.range.offset - 2)  // `..` against its end, as written
        throw call.error(
          "a range needs both ends, e.g. explain \(word) 2024..2026",
          at: SourceRange(offset: start, length: range.end - start))
      }
      if case .binary(.minus, .name(let word, let wordRange), let number, _) = low,
        let topic = ExplainTopic.named(word)
      {
        let gap = number.range.offset - wordRange.end
        let minus = SourceRange(offset: number.range.offset - (gap >= 2 ? 1 : 0), length: 0)
        let negative = Expr.negate(number, minus.through(number.range))
        let rest = [Expr.range(negative, high, minus.through(high.range))] + call.arguments.dropFirst()
        return try derive(topic, rest: rest, call)
      }
    }
    if let word = call.word(at: 0), let topic = ExplainTopic.named(word) {
      return try derive(topic, rest: Array(call.arguments.dropFirst()), call)
    }
    // `explain nth -2 mon 2023-02`: the parser reads `nth -2` as the subtraction `nth - 2`, as it
    // would `x -2`; split it back into the topic and a negative number.
    if case .binary(.minus, .name(let word, let wordRange), let number, _) = call.arguments[0],
      let topic = ExplainTopic.named(word)
    {
      let gap = number.range.offset - wordRange.end
      let minus = SourceRange(offset: number.range.offset - (gap >= 2 ? 1 : 0), length: 0)
      let negative = Expr.negate(number, minus.through(number.range))
      let request = ExplainRequest(call: call, topic: topic, rest: [negative] + call.arguments.dropFirst())
      return explained(try topic.derive(request), title: title(topic, request.rest, call))
    }
    // `explain 2025-03-30T02:30 Europe/Berlin`: how the wall time became an instant.
    if call.arguments.count == 1, case .zoned(let literal, let range) = call.arguments[0],
      literal.zone != nil,
      literal.offset == nil,
      case .scalar(let resolved as ZonedDateTime) = try call.interpreter.evaluate(call.arguments[0])
    {
      let wall = DateTime(date: literal.date ?? call.settings.today, time: literal.time)
      _ = range
      return explained(
        InstantExplanations.instant(
          wall, in: resolved.zone, resolved: resolved, choice: call.settings.disambiguation,
          reform: call.calendarInForce),
        title: "\(wall.line(reform: call.calendarInForce)) \(resolved.zone.name)")
    }
    guard call.arguments.count == 1, case .binary(let op, let left, let right, let range) = call.arguments[0],
      op != .times
    else {
      if let word = call.word(at: 0) {
        // A command explain has no derivation for is no misspelling of one it has.
        let hint =
          CommandTable.command(named: word) == nil
          ? suggestion(for: word, among: topics).map { " (did you mean '\($0)'?)" } ?? "" : ""
        throw call.error(
          "explain cannot explain '\(word)'" + hint + "; it explains "
            + topics.joined(separator: ", ") + " and date arithmetic", at: call.range(at: 0))
      }
      throw call.error("explain takes a command and its arguments, or DATE + DURATION", at: call.range(at: 0))
    }
    return explained(try arithmetic(op, left, right, range, call), title: spelled(call.arguments[0], call))
  }

  /// `explain TOPIC REST`: its derivation, or one for each element of a range or list in `rest`.
  private static func derive(_ topic: ExplainTopic, rest: [Expr], _ call: Invocation) throws -> Value {
    if let each = try eachElement(of: rest, call) {
      return .scalar(
        ExplanationList(
          try each.map { rest in
            let request = ExplainRequest(call: call, topic: topic, rest: rest)
            return ExplanationSteps(title: title(topic, rest, call), steps: try topic.derive(request).steps)
          }, title: title(topic, each, rest, call)))
    }
    let request = ExplainRequest(call: call, topic: topic, rest: rest)
    return explained(try topic.derive(request), title: title(topic, request.rest, call))
  }

  /// The most derivations one `explain` gives over a range or list.
  static let mostDerivations = 400

  /// `explain easter 2024..2026`, `explain leap 1896, 1904`: the arguments once for each element of
  /// the first range or list written among them; nil when none is.
  private static func eachElement(of rest: [Expr], _ call: Invocation) throws -> [[Expr]]? {
    for (position, argument) in rest.enumerated() {
      let elements: [Expr]
      switch argument {
      case .list(let items, _): elements = items
      case .range(let low, let high, let range):
        let ends = (try call.interpreter.evaluate(low), try call.interpreter.evaluate(high))
        // Backwards: the message the plain command gives (`leap 2030..2020`).
        if case (.int(let a), .int(let b)) = ends, a > b {
          throw call.error("a range runs from the smaller to the larger: \(b)..\(a)", at: range)
        }
        switch ends {
        case (.date, .date), (.yearMonth, .yearMonth): _ = try Arithmetic.range(ends.0, ends.1, at: range)
        default: break
        }
        switch ends {
        case (.int(let a), .int(let b)):
          try checkCount(from: a, to: b, range, call)
          elements = (a...max(a, b)).map { .integer($0, range) }
        case (.date(let a), .date(let b)):
          try checkCount(from: a.dayCount, to: b.dayCount, range, call)
          elements = (a.dayCount...max(a.dayCount, b.dayCount)).map {
            .date(CivilDate(uncheckedDayCount: $0), range)
          }
        case (.yearMonth(let a), .yearMonth(let b)):
          try checkCount(from: a.index, to: b.index, range, call)
          elements = (0...max(0, b.index - a.index)).compactMap { months in
            (try? a.adding(months: months)).map { .yearMonth($0, range) }
          }
        default: continue
        }
      case .name(_, let range):
        // A variable holding days (`let d = days 2024-01-01..2024-01-03`): its dates.
        guard let value = try? call.interpreter.evaluate(argument),
          let series = try call.interpreter.series(of: value)
        else { continue }
        var dates: [Expr] = []
        try series.forEach(in: call.interpreter, at: range) { element in
          guard case .date(let date) = element else { return false }
          dates.append(.date(date, range))
          return dates.count <= mostDerivations
        }
        elements = dates
      default: continue
      }
      try checkCount(from: 1, to: elements.count, argument.range, call)
      return elements.map { element in
        var each = rest
        each[position] = element
        return each
      }
    }
    return nil
  }

  /// Refuses a range from `first` to `last` that runs backwards or holds too many elements.
  private static func checkCount(from first: Int, to last: Int, _ range: SourceRange, _ call: Invocation)
    throws
  {
    guard last >= first else {
      throw call.error("this range runs backwards: write the earlier end first", at: range)
    }
    let (difference, overflow) = last.subtractingReportingOverflow(first)
    guard !overflow, difference < mostDerivations else {
      let count = overflow || difference == .max ? "more" : grouped(difference + 1)
      throw call.error(
        "explain gives at most \(mostDerivations) derivations at once, and this range has \(count); "
          + "ask for a shorter one", at: range)
    }
  }

  /// The derivation as `explain`'s value: its steps, marked as an explanation and titled with
  /// what was asked, so a picture stage draws it as a handout.
  private static func explained(_ explanation: Explanation, title: String?) -> Value {
    .scalar(ExplanationSteps(title: title, steps: explanation.steps))
  }

  /// `Easter Sunday 2025`: the topic's title (`ExplanationTitle`) with its arguments as they
  /// read; nil when one cannot be read back.
  private static func title(_ topic: ExplainTopic, _ rest: [Expr], _ call: Invocation) -> String? {
    var words: [String] = []
    for argument in rest {
      guard let word = spelled(argument, call) else { return nil }
      words.append(word)
    }
    return ExplanationTitle.of(topic.name, words)
      ?? ([topic.name.prefix(1).uppercased() + topic.name.dropFirst()] + words).joined(separator: " ")
  }

  /// A range's or list's title: the topic's with the words that vary spelled `FIRST to LAST` for
  /// a range (`Leap year rule for 1896 to 1904`), one by one for a list (`1896, 1904`).
  private static func title(_ topic: ExplainTopic, _ each: [[Expr]], _ asked: [Expr], _ call: Invocation)
    -> String?
  {
    let spelledEach = each.map { $0.map { spelled($0, call) } }
    guard let first = spelledEach.first, let last = spelledEach.last else { return nil }
    var words: [String] = []
    for position in first.indices {
      guard let word = first[position] else { return nil }
      let varying = spelledEach.compactMap { $0[position] }
      if varying.allSatisfy({ $0 == word }) {
        words.append(word)
      } else if position < asked.count, case .list = asked[position], varying.count <= 6 {
        words.append(varying.joined(separator: ", "))
      } else {
        words.append("\(word) to \(last[position] ?? "…")")
      }
    }
    return ExplanationTitle.of(topic.name, words)
  }

  /// An argument as the user reads it: a value as it prints, a word as written, arithmetic
  /// spelled out part by part (`2024-01-31 + 1 month + 1 month`).
  private static func spelled(_ expr: Expr, _ call: Invocation) -> String? {
    switch expr {
    case .binary(let op, let left, let right, _):
      guard let left = spelled(left, call), let right = spelled(right, call) else { return nil }
      return "\(left) \(op.rawValue) \(right)"
    case .pipeline(let pipeline) where pipeline.stages.count == 1:
      if case .expression(let inner) = pipeline.stages[0], let text = spelled(inner, call) {
        return "(\(text))"
      }
      return nil
    default:
      if let value = try? call.interpreter.dateOfOneCell(try call.interpreter.evaluate(expr)) {
        return Printer.text(of: value, reform: call.calendarInForce)
      }
      if case .name(let word, _) = expr { return word }
      return nil
    }
  }

  /// `A op B`. When A is itself date arithmetic (`2024-01-31 + 1 month + 1 month`), its own
  /// derivation comes first, so no step is skipped.
  private static func arithmetic(
    _ op: BinaryOperator, _ left: Expr, _ right: Expr, _ range: SourceRange, _ call: Invocation
  ) throws -> Explanation {
    var first = Explanation()
    // `(A + 1 month) + 1 day`: parentheses around one expression change nothing here.
    var left = left
    while case .pipeline(let pipeline) = left, pipeline.stages.count == 1,
      case .expression(let inner) = pipeline.stages[0]
    {
      left = inner
    }
    if case .binary(let innerOp, let innerLeft, let innerRight, let innerRange) = left, innerOp != .times,
      let inner = try? arithmetic(innerOp, innerLeft, innerRight, innerRange, call)
    {
      first = inner
      first.steps.removeLast()  // its "Answer: …"
    }
    let (a, b) = (try call.interpreter.evaluate(left), try call.interpreter.evaluate(right))
    let reform = call.calendarInForce
    if case .binary = left, first.steps.isEmpty {
      first.add(
        "First, the left side: \(Printer.text(of: a, reform: call.calendarInForce)) (explain it on its own to see how)."
      )
    }
    if !first.steps.isEmpty {
      first.add(
        "That gives \(Printer.text(of: a, reform: call.calendarInForce)). Next, \(Printer.text(of: a, reform: call.calendarInForce)) \(op.rawValue) \(Printer.text(of: b, reform: call.calendarInForce)):"
      )
    }
    let monthEnd = call.settings.monthEnd
    let explanation: Explanation
    switch (a, b) {
    case (.date(let date), .duration(let duration)):
      let signed =
        op == .plus ? duration : try at(range) { () throws(CalendarError) in try duration.negated() }
      explanation = try at(range) { () throws(CalendarError) in
        try ArithmeticExplanations.adding(signed, to: date, monthEnd: monthEnd, reform)
      }
    case (.date(let date), .int(let n)):
      let signed = op == .plus ? n : try Arithmetic.negated(n, at: range)
      explanation = try at(range) { () throws(CalendarError) in
        try ArithmeticExplanations.adding(DateDuration(days: signed), to: date, monthEnd: monthEnd, reform)
      }
    case (.date(let later), .date(let earlier)) where op == .minus:
      explanation = ArithmeticExplanations.difference(later, earlier, reform)
    case (.yearMonth(let later), .yearMonth(let earlier)) where op == .minus:
      explanation = ArithmeticExplanations.difference(later, earlier)
    case (.scalar(let start as ZonedDateTime), .duration),
      (.scalar(let start as ZonedDateTime), .scalar(_ as ExactDuration)):
      guard
        case .scalar(let result as ZonedDateTime) = try call.interpreter.evaluate(
          .binary(op, left, right, range))
      else { throw call.error("explain could not add these", at: range) }
      var calendar: DateDuration?
      var exact: ExactDuration?
      if case .duration(let d) = b {
        calendar = op == .plus ? d : try at(range) { () throws(CalendarError) in try d.negated() }
      }
      if case .scalar(let d as ExactDuration) = b {
        exact = op == .plus ? d : ExactDuration(seconds: -d.seconds, nanoseconds: -Int64(d.nanoseconds))
      }
      explanation = InstantExplanations.adding(
        start, calendar: calendar, exact: exact, result: result, reform: reform)
    default:
      throw call.error(
        "explain works on date + duration, date - duration, date - date and month - month, not "
          + "\(a.described) \(op.rawValue) \(b.described)", at: range)
    }
    first.steps += explanation.steps
    return first
  }
}
