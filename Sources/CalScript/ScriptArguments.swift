import CalSyntax

/// The words a script is given on the command line (`calsh rota.cal 2027`, `calsh -c TEXT -- ARG…`):
/// each read as calsh reads a literal, so `year $1` takes `2027` as a year, else kept as text.
extension Interpreter {
  /// Binds `$1 …` and `args` to these words, each read as a literal when it is exactly one (a
  /// date, a year or number, a month, a date-time, a duration, a range of them, a quoted text).
  public func bindArguments(_ words: [String]) {
    scriptArguments = words.map(argumentValue)
  }

  /// A word's value as a literal, or the word as text when it is not one literal alone.
  func argumentValue(_ word: String) -> Value {
    // A `#` would start a comment and drop the rest: an argument is a literal, never code.
    if word.utf8.contains(UInt8(ascii: "#")) { return .string(word) }
    var parser = Parser(text: word)
    let statement = parser.nextStatement()
    // A word that starts as a number does and is no literal (`2025-02-30`): its reason is kept.
    let looksWritten = word.utf8.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    if case .failure(let error)? = statement, looksWritten { argumentProblems[word] = error.message }
    guard case .success(.pipeline(let pipeline))? = statement, parser.nextStatement() == nil,
      pipeline.stages.count == 1, case .expression(let expr) = pipeline.stages[0],
      Self.isWrittenValue(expr)
    else { return .string(word) }
    do { return try evaluate(expr) } catch {
      if let error = error as? ScriptError { argumentProblems[word] = error.message }
      return .string(word)
    }
  }

  /// A literal, a negative one or a range of two: what an argument may be read as.
  private static func isWrittenValue(_ expr: Expr) -> Bool {
    switch expr {
    case .negate(let operand, _): return operand.isLiteral
    case .range(let lower, let upper, _): return isWrittenValue(lower) && isWrittenValue(upper)
    default: return expr.isLiteral
    }
  }

  /// `$N`: the Nth argument; one past those given is an error that says how many there are.
  func scriptArgument(_ name: String, at range: SourceRange) throws(ScriptError) -> Value {
    let number = Int(name.dropFirst()) ?? Int.max
    guard number >= 1 else {
      throw ScriptError(
        .evaluation, "\(name) is not an argument: a script's arguments count from $1", at: range)
    }
    guard number <= scriptArguments.count else {
      let given =
        switch scriptArguments.count {
        case 0: "no arguments"
        case 1: "one argument"
        default: "\(scriptArguments.count) arguments"
        }
      throw ScriptError(
        .evaluation,
        "\(name): the script was given \(given) (calsh FILE ARG…, or calsh -c TEXT -- ARG…)", at: range)
    }
    return scriptArguments[number - 1]
  }

  /// The call with each `$N` written as an argument of its own replaced by the argument as if
  /// written there, so a command that reads its words from the call itself (a file, a country
  /// code, `holidays $1 2025`) reads the argument, not the name `$1`.
  func withArgumentsWritten(in call: CommandCall) -> CommandCall {
    var arguments = call.arguments
    var changed = false
    for index in arguments.indices {
      guard case .name(let name, let range) = arguments[index], name.utf8.first == UInt8(ascii: "$"),
        let number = Int(name.dropFirst()), number >= 1, number <= scriptArguments.count
      else { continue }
      let written: Expr
      switch scriptArguments[number - 1] {
      case .string(let text): written = .string(text, range)
      case .int(let n) where n >= 0: written = .integer(n, range)
      case .date(let date): written = .date(date, range)
      case .yearMonth(let month): written = .yearMonth(month, range)
      default: continue
      }
      arguments[index] = written
      changed = true
    }
    guard changed else { return call }
    return CommandCall(entry: call.entry, nameRange: call.nameRange, arguments: arguments, range: call.range)
  }

  /// `let $1 = …`: the arguments are what the script was given, not names to bind.
  static func argumentBound(_ name: String, at range: SourceRange) -> ScriptError {
    ScriptError(
      .evaluation, "\(name) is the script's argument, not a name to bind; let another name", at: range)
  }

  /// `args` as a value (`weekday args`): the arguments as a list, as the command gives them.
  func argumentList(at range: SourceRange) -> Value {
    let entry = CommandTable.names.firstIndex(of: InputCommands.args.name) ?? 0
    return list(
      of: scriptArguments, by: CommandCall(entry: entry, nameRange: range, arguments: [], range: range))
  }

  /// Values as one list the stages after it read (`count`, `first`, `where`, a value command
  /// mapping over it), printed one a line; whose values are dates, it is a list of days.
  func list(of values: [Value], by call: CommandCall) -> Value {
    // No arguments: an empty list of days, which every date pipeline takes (as read's empty input).
    if values.isEmpty {
      return .dayList(DayList(source: .held(HeldDays(counts: [], marks: DayMarks(settings)))))
    }
    return .mapped(
      Mapping(
        call: call, arguments: [], position: nil, series: .values(values), subject: nil, resultOf: { $0 },
        printsResultsOnly: true, isPlainList: true))
  }
}
