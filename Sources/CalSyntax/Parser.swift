import CalendarCore
import Ledger

/// A recursive-descent parser, one method per grammar rule:
///
///     program    = { statement ( NEWLINE | ";" ) } END     (one `nextStatement` at a time)
///     statement  = "let" NAME "=" pipeline | "set" NAME { expression } | pipeline [ REDIRECT PATH ]
///     pipeline   = stage { "|" { NEWLINE } stage }
///     stage      = VALUECOMMAND arguments [ operator … ]   (the call is the first operand)
///                | COMMAND { expression [ "," ] } | expression
///     arguments  = { argument [ "," argument { "," argument } ] }   (commas make one list)
///     argument   = unary [ ".." unary ]                   (a leading "-" on the first only)
///     expression = conjunction { "or" conjunction }
///     conjunction = negation { "and" negation }
///     negation   = "not" negation | comparison
///     comparison = range [ ( "==" | "!=" | "<" | "<=" | ">" | ">=" ) range
///                        | "in" "(" range { "," range } ")" ]
///     range      = sum [ ".." sum ]
///     sum        = product { ( "+" | "-" ) product }
///     product    = unary { ( "*" | "/" | "%" ) unary }
///     unary      = "-" unary | primary
///     primary    = INTEGER { INTEGER UNIT } | DATE | YEAR-MONTH | DURATION | STRING | NAME
///                | VALUECOMMAND arguments
///                | "(" pipeline ")"
public struct Parser {
  /// The text being parsed, `bytes[..<byteCount]`: tokens point into it. The bytes after it
  /// are left from a longer line, so a new line is copied over the old without resizing.
  var bytes: [UInt8] = []
  private(set) var byteCount = 0
  var tokens: [LexedToken] = []
  /// The contents of string tokens and the messages of error tokens.
  private var texts: [String] = []
  var index = 0
  /// Nesting of parentheses, unary minus and operators so far: deep input gets an error, not
  /// a stack overflow in the parser or the evaluator.
  /// (Two 32-bit counts in one word: the parser's size is in every rule's frame.)
  private var depth: Int32 = 0
  private var openParentheses: Int32 = 0
  /// Inside the arguments of a command that reads its own words (`every`): `in` not followed
  /// by `(` is a word there, not membership.
  private var argumentsAreWords = false
  /// The command whose arguments are being read (-1: none); `holidays in 2025` reads `in` as India.
  private var argumentsOf = -1
  /// Whether the text `reset` gave leaves a parenthesis open or ends in `|`, so a statement goes
  /// on in the next line (as a `ContinuationScanner` fed this line alone would say): the lexer's
  /// reading tells, without a second one. (Stored: a computed property read through a closure's
  /// capture copied the whole parser.)
  package private(set) var lineNeedsMore = false
  package static let maximumDepth = 200
  package static let maximumParentheses = 64
  /// Storage for the stages and arguments of the trees this parser builds, reused statement
  /// after statement.
  /// What value commands' binding needs and how dates are read (see `ParserState`): one
  /// reference, so the parser, copied into the frame of every grammar rule in a debug build,
  /// does not grow.
  private let state: ParserState
  private var stagePool = ArrayPool<Stage>()
  private var argumentPool = ArrayPool<Expr>()

  /// A parser over the tokens of `text`, its command words those of `lexicon`; lexical errors
  /// surface in the statements they are in.
  public init(text: String, lexicon: CommandLexicon) {
    state = ParserState(lexicon: lexicon)
    bytes = Array(text.utf8)
    byteCount = bytes.count
    Lexer.scan(UnsafeBufferPointer(start: nil, count: 0), into: &tokens, texts: &texts, lexicon: lexicon)
    reset()
  }

  /// A parser with nothing to parse: `reset` gives it a line. One parser may read every line of
  /// a script, reusing its buffers.
  public init(lexicon: CommandLexicon) {
    state = ParserState(lexicon: lexicon)
    Lexer.scan(UnsafeBufferPointer(start: nil, count: 0), into: &tokens, texts: &texts, lexicon: lexicon)
  }

  /// Starts over on `line` (copied), keeping the buffers' storage.
  @inline(__always)
  package mutating func reset(_ line: UnsafeBufferPointer<UInt8>) {
    if bytes.count < line.count {
      bytes.append(contentsOf: repeatElement(0, count: line.count - bytes.count))
    }
    bytes.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(line)) }
    byteCount = line.count
    reset()
  }

  private mutating func reset() {
    index = 0
    state.minus = nil
    if state.hasDeferred { _ = state.takeDeferred() }
    var end = LexerState()
    bytes.withUnsafeBufferPointer {
      Lexer.scan(
        UnsafeBufferPointer(rebasing: $0[..<byteCount]), into: &tokens, texts: &texts, lexicon: state.lexicon,
        resuming: &end)
    }
    lineNeedsMore = end.depth > 0 || (tokens.count > 1 && tokens[tokens.count - 2].kind == .pipe)
  }

  /// How the statements parsed next read dates (`set reform`): before the switch, a date is
  /// written as a Julian date. The interpreter sets it before each statement, so a `set reform`
  /// line changes how the lines after it are read.
  package var reform: Reform {
    get { state.reform }
    nonmutating set { state.reform = newValue }
  }

  private func isCommand(_ name: String) -> Bool { state.lexicon.entry(of: name) >= 0 }

  /// A token's text: a string's contents, an error's message, else its bytes in the source.
  /// A lexical error as the reform in force would word it: the lexer, which knows no reform,
  /// suggests Gregorian dates for `2/3/1752` and `1752-9-5`; under a reform only dates that
  /// existed as written are suggested.
  private func reformed(_ message: String, at range: SourceRange) -> String {
    let reform = state.reform
    guard !reform.isProleptic else { return message }
    let written = text(range.offset, range.end)
    if message == Lexer.foreignDateMessage(written, reform: .proleptic) {
      return Lexer.foreignDateMessage(written, reform: reform)
    }
    if message == Lexer.malformedDateMessage(written, reform: .proleptic) {
      return Lexer.malformedDateMessage(written, reform: reform)
    }
    return message
  }

  func text(of token: LexedToken) -> String {
    if token.text >= 0 { return texts[Int(token.text)] }
    return text(token.range.offset, token.range.end)
  }

  func text(_ start: Int, _ end: Int) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }

  /// The token as messages name it: `'|'`, `string "x"`, `end of line`.
  private func describe(_ token: LexedToken) -> String {
    switch token.kind {
    // A statement ends at its line's end unless a `(` is open or a `|` ends the line: there
    // the text's end is the input's. (A script's lines reach the parser one statement at a time.)
    case .end: return openParentheses > 0 || previousIsPipe ? "end of input" : "end of line"
    case .newline: return "end of line"
    case .string: return "string \"\(text(of: token))\""
    default: return "'\(text(of: token))'"
    }
  }

  /// Whether the token before the current one is a `|`.
  private var previousIsPipe: Bool { index > 0 && tokens[index - 1].kind == .pipe }

  // Read in place (`_read`), so asking for a token's kind does not copy the token.
  var current: LexedToken { _read { yield tokens[index] } }
  var next: LexedToken { _read { yield tokens[min(index + 1, tokens.count - 1)] } }

  mutating func advance() -> LexedToken {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  private func unknownCommand() -> ScriptError {
    let word = text(of: current)
    if current.isWord(.let) || current.isWord(.set) {
      return .syntax(
        "'\(word)' is a statement, not a stage: write it on its own line or before ';' "
          + "(\(word == "set" ? "set firstweekday mon; month 2023-02" : "let m = month 2023-02; m | pad"))",
        at: current.range)
    }
    if current.text >= 0 {
      return .syntax(
        "`\(word)` in backquotes is a name, never a command: write \(word) without them", at: current.range)
    }
    if CalHabits.programs.contains(word) {
      return .syntax(CalHabits.message(word, arguments: wordsAfterCurrent()), at: statementRange())
    }
    if let hint = computedCountHint(unit: index + 1) { return hint }
    return .syntax(
      "unknown command '\(word)'" + didYouMean(word, among: state.lexicon.names), at: current.range)
  }

  /// `cal 9 1752`, `ncal -3`, `cal -y 2024` at the head of a stage: cal's command line, answered
  /// with calsh's. (`cal - 3`, spaced, stays arithmetic on a variable named `cal`.)
  @inline(never)
  private func calHabit() -> ScriptError? {
    guard current.kind == .identifier, !current.isCommand, !next.endsArguments else { return nil }
    let word = text(of: current)
    guard CalHabits.programs.contains(word) else { return nil }
    let arguments = wordsAfterCurrent()
    let flagged = arguments.contains { $0.count > 1 && $0.hasPrefix("-") }
    guard flagged || CalHabits.translation(of: arguments) != nil else { return nil }
    return .syntax(CalHabits.message(word, arguments: arguments), at: statementRange())
  }

  /// The words after the current token, to the end of the stage, as written (split at blanks).
  private func wordsAfterCurrent() -> [String] {
    var end = index + 1
    while end < tokens.count, !tokens[end].endsArguments { end += 1 }
    guard end > index + 1 else { return [] }
    return text(current.range.end, tokens[end - 1].range.end).split(whereSeparator: {
      $0 == " " || $0 == "\t"
    })
    .map(String.init)
  }

  /// From the current token to the end of its stage.
  private func statementRange() -> SourceRange {
    var end = index
    while end + 1 < tokens.count, !tokens[end + 1].endsArguments { end += 1 }
    return current.range.through(tokens[end].range)
  }

  func unexpected(_ expectation: String) -> ScriptError {
    if current.kind == .redirect {
      return .syntax(
        "a redirection (> FILE) comes once, at the end of a statement, outside parentheses", at: current.range
      )
    }
    if let hint = computedCountHint(unit: index) { return hint }
    let kind: ScriptError.Kind = current.kind == .end ? .incomplete : .syntax
    return ScriptError(kind, "expected \(expectation), found \(describe(current))", at: current.range)
  }

  /// The next statement, or nil at the end of the text. A statement with an error comes back as
  /// that error, and parsing resumes after it, at the next `;` or line end outside parentheses
  /// (as jlox's `synchronize()` does), so one run can report every error of a script.
  public mutating func nextStatement() -> Result<Statement, ScriptError>? {
    do {
      return try statementOrEnd().map { .success($0) }
    } catch {
      return .failure(error)
    }
  }

  /// As `nextStatement`, with a statement's error thrown (the runner's loop, which would only
  /// unwrap the `Result`).
  package mutating func statementOrEnd() throws(ScriptError) -> Statement? {
    guard hasStatementAhead() else { return nil }
    return try statementAhead(reform: state.reform)
  }

  /// Whether a statement, or an error deferred to it, comes before the end of the text (the `;`s
  /// and line ends before it passed). The interpreter's loop asks this and then takes
  /// `statementAhead`: an optional statement returned to another module was tested and destroyed
  /// through its type's metadata, made at the first statement of every run.
  package mutating func hasStatementAhead() -> Bool {
    if state.hasDeferred { return true }
    while current.kind == .newline || current.kind == .semicolon { _ = advance() }
    return current.kind != .end
  }

  /// The statement `hasStatementAhead` found, its dates read as `reform` writes them
  /// (`Parser.reform`: given here, one call into this module rather than two), its error thrown.
  package mutating func statementAhead(reform: Reform) throws(ScriptError) -> Statement {
    state.reform = reform
    if state.hasDeferred, let deferred = state.takeDeferred() { throw deferred }
    let start = index
    let end = statementEnd()
    defer { index = max(index, end) }
    do throws(ScriptError) {
      if let lexical = tokens[index..<end].first(where: { $0.kind == .error }) {
        if let slip = dualYearSlip(at: lexical.range) { throw slip }
        throw .syntax(reformed(text(of: lexical), at: lexical.range), at: lexical.range)
      }
      depth = 0
      openParentheses = 0
      state.pending = nil
      state.callsAllowed = true
      stagePool.restart()
      argumentPool.restart()
      return try wholeStatement()
    } catch {
      throw swallowed(error, in: start..<end)
    }
  }

  /// The error a statement reports when a `(` in it is never closed and lines follow it: those
  /// lines were read as inside it and none ran, which is said at the `(`. An error after the
  /// `(`'s line (where the lines read inside it stop making sense) is that one; an error before
  /// it comes first, and the `(` is reported as the next statement's error.
  private func swallowed(_ error: ScriptError, in statement: Range<Int>) -> ScriptError {
    var open: [LexedToken] = []
    // The outermost `(` still open where the error is.
    var openAtError: LexedToken?
    var errorReached = false
    for position in statement {
      if !errorReached, tokens[position].range.offset >= error.range.offset {
        (errorReached, openAtError) = (true, open.first)
        // The offending token is the `)` that closes it (`print (1 +` then `)`): not still open.
        if tokens[position].kind == .rightParen, tokens[position].range.offset == error.range.offset,
          open.count == 1
        {
          openAtError = nil
        }
      }
      switch tokens[position].kind {
      case .leftParen: open.append(tokens[position])
      case .rightParen: _ = open.popLast()
      default: break
      }
    }
    if !errorReached { openAtError = open.first }
    guard let parenthesis = open.first else {
      // `print (1 +` then `print 2)`: the second line was read inside the `(`, closed only later.
      guard let inside = openAtError, error.range.offset > lineEnd(after: inside) else { return error }
      let lines = lineBreaks(from: inside.range.end, to: error.range.offset)
      var noted = error
      noted.message +=
        " (read as inside the '(' \(lines == 1 ? "on the line" : "\(lines) lines") above, still open here: "
        + "the lines from it to here did not run)"
      return noted
    }
    let lineEnd = lineEnd(after: parenthesis)
    let lines = linesHolding(tokens[statement], after: parenthesis)
    guard lines > 0 else {
      // Only blank and comment lines follow the `(`: the input ends inside it.
      guard error.range.offset > lineEnd else { return error }
      return ScriptError(
        .incomplete,
        "'(' is never closed: the input ends inside it (the blank and comment lines after it were read as "
          + "inside it)", at: parenthesis.range)
    }
    let unclosed = ScriptError(
      .incomplete,
      "'(' is never closed: the \(lines == 1 ? "line" : "\(lines) lines") after it, to the end of the input, \(lines == 1 ? "was" : "were") "
        + "read as inside it and did not run",
      at: parenthesis.range)
    if error.range.offset >= lineEnd || open.contains(where: { $0.range == error.range }) { return unclosed }
    state.deferError(unclosed)
    return error
  }

  /// The offset of the line end after `token` (or of the end of the text).
  private func lineEnd(after token: LexedToken) -> Int {
    bytes[token.range.end..<byteCount].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? byteCount
  }

  /// How many line ends (`\n`, `\r\n` or `\r`) lie between two offsets.
  private func lineBreaks(from start: Int, to end: Int) -> Int {
    var count = 0
    for position in start..<end where bytes[position] == 0x0A || bytes[position] == 0x0D {
      if bytes[position] == 0x0D, position + 1 < end, bytes[position + 1] == 0x0A { continue }
      count += 1
    }
    return count
  }

  /// How many lines after `parenthesis`'s own hold one of `tokens` (blank and comment lines aside).
  private func linesHolding(_ tokens: ArraySlice<LexedToken>, after parenthesis: LexedToken) -> Int {
    var lines = 0
    var previousEnd = parenthesis.range.end
    for token in tokens where token.range.offset >= previousEnd && token.kind != .end {
      if bytes[previousEnd..<token.range.offset].contains(where: { $0 == 0x0A || $0 == 0x0D }) { lines += 1 }
      previousEnd = token.range.end
    }
    return lines
  }

  /// A statement and the `;` or line end after it.
  private mutating func wholeStatement() throws(ScriptError) -> Statement {
    let statement = try statement()
    guard current.isStatementEnd else {
      if current.kind == .redirect { return try redirected(statement) }
      if current.kind == .rightParen { throw .syntax("unmatched ')'", at: current.range) }
      if current.kind == .pipe, case .setting(let name, _, _, _) = statement {
        throw .syntax(
          "set \(name) changes a setting and gives nothing to pipe; end it with ';' or a new line",
          at: current.range)
      }
      throw unexpectedAfterStatement()
    }
    return statement
  }

  /// `> FILE` or `>> FILE` after a pipeline whose last stage is an output stage (the lexer makes
  /// the `>` a redirection only there): the statement's output goes to FILE.
  private mutating func redirected(_ statement: Statement) throws(ScriptError) -> Statement {
    let arrow = advance()
    guard case .pipeline(let pipeline) = statement else {
      throw .syntax(
        "let binds a value and prints nothing: a redirection (> FILE) writes what a statement prints, "
          + "on a line of its own", at: arrow.range)
    }
    guard current.kind == .string else { throw unexpected("a file name after '\(text(of: arrow))'") }
    let path = advance()
    let example = "holidays jp 2025 | ics \(text(of: arrow)) \"jp-2025.ics\""
    if let problem = Redirection.emptyFileName(text(of: path), example: example) {
      throw .syntax(problem, at: path.range)
    }
    guard current.isStatementEnd else { throw unexpected("';' or end of line after the file name") }
    return .redirected(
      pipeline,
      Redirection(
        path: text(of: path), appends: arrow.range.length == 2, range: arrow.range.through(path.range)))
  }

  /// The index of the `;`, line end or end of input that closes the statement starting here,
  /// counting parentheses as the lexer does; a line end after `|` continues the statement.
  private func statementEnd() -> Int {
    var open = 0
    var afterPipe = false
    for position in index..<tokens.count {
      let kind = tokens[position].kind
      switch kind {
      case .leftParen: open += 1
      case .rightParen: open = max(0, open - 1)
      case .newline where afterPipe: continue
      case .semicolon where open == 0, .newline, .end: return position
      default: break
      }
      afterPipe = kind == .pipe
    }
    return tokens.count - 1
  }

  /// `nth 1+1 mon 2024-11` reads `(nth 1) + 1 mon`, where 'mon' is no duration's unit: the user
  /// wrote nth's N as a sum. Nil for any other statement.
  private func computedNthHint() -> ScriptError? {
    let word = text(of: current)
    guard Weekday(name: word) != nil else { return nil }
    var start = index - 1
    while start > 0, ![.semicolon, .newline, .pipe, .leftParen].contains(tokens[start - 1].kind) {
      start -= 1
    }
    guard start + 1 < index, text(of: tokens[start]) == "nth" else { return nil }
    let number = String(
      decoding: bytes[tokens[start + 1].range.offset..<tokens[index - 1].range.end], as: UTF8.self)
    return .syntax(
      "nth takes N WEEKDAY MONTH (nth 2 \(word) 2024-11); after \(number), '\(word)' reads as a duration's "
        + "unit: put a computed N in parentheses: nth (\(number)) \(word) …", at: current.range)
  }

  /// `n days`, `(1 + 2) weeks`: the token at `unit` is a duration's unit after a name or a `)`,
  /// but a duration's count is digits written there; a computed one multiplies a unit. Nil for
  /// any other tokens.
  private func computedCountHint(unit: Int) -> ScriptError? {
    guard unit > 0, unit < tokens.count else { return nil }
    let (word, before) = (tokens[unit], tokens[unit - 1])
    var first = unit - 1
    if before.kind == .rightParen {
      var open = 0
      repeat {
        if tokens[first].kind == .rightParen { open += 1 }
        if tokens[first].kind == .leftParen { open -= 1 }
        first -= 1
      } while first >= 0 && open > 0
      first += 1
      guard open == 0 else { return nil }
    } else if before.kind != .identifier {
      return nil
    }
    let count = text(tokens[first].range.offset, before.range.end)
    let range = tokens[first].range.through(word.range)
    if word.isWord(.workdays) || word.isWord(.workday) {
      return .syntax(
        "a count of workdays is a number written before workdays (3 workdays), not \(count)", at: range)
    }
    guard let unit = durationUnit(word) else { return nil }
    let one = ["day", "week", "month", "year"][unit.rawValue]
    return .syntax(
      "a duration's count is a number written before its unit (3 \(one)s); for a count that is "
        + "computed, multiply one unit: \(count) * 1 \(one)", at: range)
  }

  /// What a statement is followed by when it should have ended: `1 mnth` reads as a misspelt unit.
  private func unexpectedAfterStatement() -> ScriptError {
    if current.kind == .identifier, index > 0, tokens[index - 1].kind == .integer {
      return computedNthHint() ?? DurationUnit.unknown(text(of: current), at: current.range)
    }
    if current.kind == .identifier || current.kind == .string, index > 0,
      tokens[index - 1].isWord(.workday) || tokens[index - 1].isWord(.workdays)
        || (tokens[index - 1].kind == .string
          && ["workday", "workdays"].contains(text(of: tokens[index - 1])))
    {
      return .syntax(
        "unknown country, subdivision or market '\(text(of: current))' after workdays ('holidays list' shows every code)",
        at: current.range)
    }
    return unexpected("'|', ';' or end of line")
  }

  package mutating func statement() throws(ScriptError) -> Statement {
    if current.isWord(.let) {
      _ = advance()
      guard current.kind == .identifier else { throw unexpected("a name after 'let'") }
      let token = advance()
      let name = text(of: token)
      if token.isCommand || CommandLexicon.reservedWords.contains(name) {
        throw .syntax("'\(name)' is a command or keyword and cannot be a variable name", at: token.range)
      }
      // A dot joins a calendar's field and its part (`hebrew.month`), never a variable's name.
      if name.contains(".") {
        throw .syntax(
          "a variable's name has no '.': '\(name)' reads as a part of a day's field, as in where hebrew.month == 7",
          at: token.range)
      }
      guard current.kind == .equals else { throw unexpected("'=' after 'let \(name)'") }
      _ = advance()
      return .assignment(name: name, nameRange: token.range, value: try pipeline())
    }
    if current.isWord(.set) {
      let start = advance()
      guard current.kind == .identifier else { throw unexpected("a setting name after 'set'") }
      let name = advance()
      var arguments: [Expr] = []
      while !current.endsArguments {
        arguments.append(try expression())
        if current.kind == .comma { _ = advance() }
      }
      let end = arguments.last?.range ?? name.range
      return .setting(
        name: text(of: name), nameRange: name.range, arguments: arguments, range: start.range.through(end))
    }
    return .pipeline(try pipeline())
  }

  package mutating func pipeline() throws(ScriptError) -> Pipeline {
    var (stages, slot) = stagePool.take()
    stages.append(try stage())
    while current.kind == .pipe {
      _ = advance()
      while current.kind == .newline { _ = advance() }
      if current.kind == .end { throw unexpected("a command after '|'") }
      if current.kind == .identifier, !current.isCommand { throw unknownCommand() }
      stages.append(try stage())
    }
    stagePool.keep(stages, slot: slot)
    return Pipeline(stages: stages, range: stages[0].range.through(stages[stages.count - 1].range))
  }

  private mutating func deepen(at range: SourceRange) throws(ScriptError) {
    depth += 1
    guard Int(depth) <= Parser.maximumDepth else {
      throw .syntax("expression nested too deeply (more than \(Parser.maximumDepth) levels)", at: range)
    }
  }

  package mutating func stage() throws(ScriptError) -> Stage {
    // (A command's name is no habit: tested here, the common line makes no call.)
    if current.kind == .identifier, !current.isCommand, let habit = calHabit() { throw habit }
    // `today + 1 week`: a command that is also a value (`today`) followed by an operator is
    // arithmetic; other commands read `-4` in `leap -4` as an argument. Any command name followed
    // by a comparison or `and`/`or`/`in` starts an expression: `where (weekday == sat)` names the
    // cell's field, and no command's argument starts with those.
    let startsArithmetic =
      next.kind == .comparison || next.kind == .equals
      || (next.isInfixWord && !(next.isWord(.in) && takesInAsWord(Int(current.command))))
      || (next.continuesExpression && CommandLexicon.reservedWords.contains(text(of: current)))
      || startsTextTest(at: index + 1)
    if current.kind == .identifier, current.isCommand, !startsArithmetic, bindsAsValue(current, next) {
      return try valueStage()
    }
    if current.kind == .identifier, current.isCommand, !startsArithmetic {
      let entry = Int(current.command)
      let name = advance()
      let wereWords = argumentsAreWords
      let wereOf = argumentsOf
      argumentsAreWords = state.lexicon.readsWords(entry)
      argumentsOf = entry
      defer {
        argumentsAreWords = wereWords
        argumentsOf = wereOf
      }
      // (Restored on success only: an error abandons the statement, and the next starts afresh.)
      let outerCalls = state.callsAllowed
      state.callsAllowed = state.lexicon.takesValueCalls(entry)
      var arguments: [Expr] = []
      if !current.endsArguments {
        let slot: Int
        (arguments, slot) = argumentPool.take()
        let joinsLists = joinsValueLists(entry)
        while !current.endsArguments {
          var argument = try expression()
          if joinsLists, current.kind == .comma, argument.isListedValue {
            argument = try valueList(startingWith: argument)
          }
          arguments.append(argument)
          if current.kind == .comma {
            _ = advance()
            if current.endsArguments { throw unexpected("another argument after ','") }
          }
        }
        argumentPool.keep(arguments, slot: slot)
      }
      state.callsAllowed = outerCalls
      let range = arguments.last.map { name.range.through($0.range) } ?? name.range
      return .command(
        CommandCall(
          entry: entry, nameRange: name.range,
          arguments: arguments, range: range))
    }
    if current.kind == .identifier, !next.endsArguments, !next.continuesExpression, !current.isWord(.not),
      !startsTextTest(at: index + 1)
    {
      throw unknownCommand()
    }
    return .expression(try expression())
  }

  /// A stage that starts with a value command's call: the call, or the expression it is the
  /// first operand of (`easter 2025 - 46`). (Out of `stage`, whose frame nesting costs.)
  @inline(never)
  private mutating func valueStage() throws(ScriptError) -> Stage {
    let call = try valueCall()
    guard current.continuesExpression else { return .command(call) }
    state.pending = .pipeline(Pipeline(stages: [.command(call)], range: call.range))
    return .expression(try expression())
  }

  /// Whether `token` (followed by `after`) starts a value command's call: a value command, or
  /// `last`, `next` or `prev` before a weekday (`last fri 2024-05`, `next tue 2025-01-01`; `last 3`
  /// and `next 2` are stages).
  @inline(never)
  private func bindsAsValue(_ token: LexedToken, _ after: LexedToken) -> Bool {
    let entry = Int(token.command)
    if state.lexicon.bindsAsValue(entry) { return true }
    return state.lexicon.hasWeekdayForm(entry) && after.kind == .identifier
      && Weekday(name: text(of: after)) != nil
  }

  /// Whether the current token can start an argument of a value command: a value, a name, a
  /// parenthesis, or a minus before the first (`leap -4`, `nth -1 fri 2024-05`). After the first,
  /// a minus is subtraction: `easter 2025 - 46`.
  @inline(never)
  private func startsValueArgument(first: Bool) -> Bool {
    switch current.kind {
    case .integer, .decimal, .date, .yearMonth, .isoWeek, .isoWeekDate, .quarter, .shortDuration, .string,
      .leftParen, .time, .dateTime, .timestamp:
      return true
    // `leap -4`: a sign written against its number and apart from the name; `doy - 1` and
    // `doy-1` in a condition are subtractions.
    case .minus:
      return first && next.range.offset == current.range.end
        && tokens[index - 1].range.end != current.range.offset
    case .identifier:
      // A command's name too (`leap year`): as a value, it is an error that says what to write.
      // `when diwali in 2026`: India's code where codes are read.
      return (current.keyword == .none && !startsTextTest)
        || (current.isWord(.in) && next.kind != .leftParen && readsHolidayCodes(argumentsOf))
    default: return false
    }
  }

  /// `contains "REWE"` after a value (`weekday startswith "Fr"`): a text test, not an argument.
  private var startsTextTest: Bool { startsTextTest(at: index) }

  /// Whether the token at `position` is a text test's word followed by what it tests for.
  private func startsTextTest(at position: Int) -> Bool {
    guard position + 1 < tokens.count else { return false }
    let token = tokens[position]
    let length = token.range.length
    guard token.kind == .identifier, length >= 7, length <= 10,
      [.string, .identifier, .integer, .decimal].contains(tokens[position + 1].kind)
    else { return false }
    return ComparisonOperator(rawValue: text(of: token))?.isTextTest == true
  }

  /// `COMMAND arg …` of a value command: each argument one value (`unary [".." unary]`), and
  /// values joined by commas one list the command maps over (`weekday 2025-01-01, 2026-01-01`).
  @inline(never)
  private mutating func valueCall() throws(ScriptError) -> CommandCall {
    let entry = Int(current.command)
    let name = advance()
    let outerCalls = state.callsAllowed
    let outerOf = argumentsOf
    argumentsOf = entry
    state.callsAllowed = true
    // `weekday weekday weekday …`: each call nests as a parenthesis does.
    let saved = depth
    try deepen(at: name.range)
    defer {
      state.callsAllowed = outerCalls
      argumentsOf = outerOf
      depth = saved
    }
    var arguments: [Expr] = []
    if startsValueArgument(first: true) {
      let slot: Int
      (arguments, slot) = argumentPool.take()
      if next.endsArguments, current.kind != .minus {
        // One value, then the end of the call (`isoweek 2021-01-03`): its primary, as the rules
        // below would give it (no `..` or `,` can follow, no minus leads it).
        arguments.append(try primary())
      } else {
        while startsValueArgument(first: arguments.isEmpty) {
          let argument = try valueArgument()
          guard current.kind == .comma else {
            arguments.append(argument)
            continue
          }
          var items = [argument]
          while current.kind == .comma {
            _ = advance()
            guard startsValueArgument(first: true) else { throw unexpected("another value after ','") }
            items.append(try valueArgument())
          }
          arguments.append(.list(items, items[0].range.through(items[items.count - 1].range)))
        }
      }
      argumentPool.keep(arguments, slot: slot)
    }
    let range = arguments.last.map { name.range.through($0.range) } ?? name.range
    return CommandCall(entry: entry, nameRange: name.range, arguments: arguments, range: range)
  }

  /// One argument of a value command: a value, or a range of two (`easter 2020..2030`).
  @inline(never)
  private mutating func valueArgument() throws(ScriptError) -> Expr {
    let lower = try unary()
    guard current.kind == .dotDot else { return lower }
    _ = advance()
    let upper = try unary()
    return .range(lower, upper, lower.range.through(upper.range))
  }

  package mutating func expression() throws(ScriptError) -> Expr {
    // A lone value (`2024-05-17` in `isoweek 2024-05-17`, before `|`, `,` or the end) is its
    // primary: no operator can follow it, so the rules between would only pass it up.
    if next.endsArguments || next.kind == .comma {
      switch current.kind {
      case .integer, .decimal, .date, .yearMonth, .isoWeek, .isoWeekDate, .quarter, .shortDuration, .string,
        .time, .dateTime, .timestamp:
        return try primary()
      case .identifier where !current.isWord(.not):
        return try primary()
      default: break
      }
    }
    let saved = depth
    defer { depth = saved }
    var left = try conjunction()
    while current.isWord(.or) {
      try deepen(at: advance().range)
      let right = try conjunction()
      left = .logical(.or, left, right, left.range.through(right.range))
    }
    return left
  }

  package mutating func conjunction() throws(ScriptError) -> Expr {
    let saved = depth
    defer { depth = saved }
    var left = try negation()
    while current.isWord(.and) {
      try deepen(at: advance().range)
      let right = try negation()
      left = .logical(.and, left, right, left.range.through(right.range))
    }
    return left
  }

  package mutating func negation() throws(ScriptError) -> Expr {
    guard current.isWord(.not) else { return try comparison() }
    let word = advance()
    try deepen(at: word.range)
    defer { depth -= 1 }
    let operand = try negation()
    return .not(operand, word.range.through(operand.range))
  }

  package mutating func comparison() throws(ScriptError) -> Expr {
    let left = try rangeExpression()
    if current.kind == .comparison {
      let symbol = advance()
      let op = ComparisonOperator(rawValue: text(of: symbol))!
      let right = try rangeExpression()
      if current.kind == .comparison || current.kind == .equals {
        throw .syntax(
          "comparisons do not chain; join two with 'and', as in 1 < x and x < 3", at: current.range)
      }
      return .compare(op, left, right, left.range.through(right.range))
    }
    if current.kind == .identifier, current.keyword == .none,
      [.string, .identifier, .integer, .decimal].contains(next.kind),
      let op = ComparisonOperator(rawValue: text(of: current)), op.isTextTest
    {
      _ = advance()
      let right = try rangeExpression()
      // `contains "rewe" ignoring case`
      if current.kind == .identifier, text(of: current) == "ignoring" {
        let ignoring = advance()
        guard current.kind == .identifier, text(of: current) == "case" else {
          throw .syntax(
            "write 'ignoring case' after the text, as in contains \"rewe\" ignoring case", at: ignoring.range)
        }
        let word = advance()
        return .compare(op.ignoringCase, left, right, left.range.through(word.range))
      }
      return .compare(op, left, right, left.range.through(right.range))
    }
    if current.kind == .equals {
      // `x = 4` may be a `let` without the word; `weekday = fri` is a comparison.
      if case .name(let name, _) = left, !isCommand(name), !CommandLexicon.reservedWords.contains(name),
        !state.lexicon.isField(name), !name.contains(".")
      {
        throw .syntax("compare with '=='; to name a value, write let \(name) = …", at: current.range)
      }
      throw .syntax("compare with '==' ('=' only names a value, in let NAME = …)", at: current.range)
    }
    guard current.isWord(.in) else { return left }
    // `holidays gb in 2025`, `workdays 2025-01 in`: where codes are read, `in` is India's.
    if next.kind != .leftParen, argumentsOf >= 0, readsHolidayCodes(argumentsOf) { return left }
    // `now in Asia/Tokyo`, `15:00 in UTC`: a zone after `in` converts.
    if next.kind == .zoneName || next.kind == .string
      || (next.kind == .identifier && !argumentsAreWords && !next.isCommand)
    {
      _ = advance()
      let zone = advance()
      return .inZone(left, text(of: zone), zone.range, left.range.through(zone.range))
    }
    // `every year on 4th thu in nov`: a command that reads its own words takes `in` as one.
    if next.kind != .leftParen, argumentsAreWords { return left }
    _ = advance()
    if current.kind != .leftParen, left.isTimeLike { throw zoneWanted() }
    guard current.kind == .leftParen else { throw unexpected("'(' and a list after 'in', as in (sat, sun)") }
    let open = advance()
    if current.kind == .rightParen {
      throw .syntax(
        "'in' needs a list of at least one value, as in (sat, sun)", at: open.range.through(current.range))
    }
    var members = [try rangeExpression()]
    while current.kind == .comma {
      _ = advance()
      if current.kind == .rightParen { throw unexpected("a value after ','") }
      members.append(try rangeExpression())
    }
    guard current.kind == .rightParen else { throw unexpected("',' or ')' in the list after 'in'") }
    let close = advance()
    return .member(left, MemberList(members), left.range.through(close.range))
  }

  package mutating func rangeExpression() throws(ScriptError) -> Expr {
    let lower = try sum()
    guard current.kind == .dotDot else { return lower }
    _ = advance()
    let upper = try sum()
    return .range(lower, upper, lower.range.through(upper.range))
  }

  package mutating func sum() throws(ScriptError) -> Expr {
    let saved = depth
    defer { depth = saved }
    var left = try product()
    while current.kind == .plus || current.kind == .minus {
      try deepen(at: current.range)
      let sign = advance()
      let op: BinaryOperator = sign.kind == .plus ? .plus : .minus
      // `explain every -2 weeks`: explain reads every's words, this minus among them.
      if op == .minus, argumentsAreWords, case .name("every", _) = left,
        current.kind == .integer || current.kind == .shortDuration
      {
        state.minus = (sign.range.offset, current.range.offset, true)
      }
      let right = try product()
      left = .binary(op, left, right, left.range.through(right.range))
    }
    return left
  }

  package mutating func product() throws(ScriptError) -> Expr {
    let saved = depth
    defer { depth = saved }
    var left = try unary()
    while let op = productOperator() {
      try deepen(at: advance().range)
      let right = try unary()
      left = .binary(op, left, right, left.range.through(right.range))
    }
    return left
  }

  /// The operator of a product at the current token, if any.
  @inline(never)
  private func productOperator() -> BinaryOperator? {
    switch current.kind {
    case .star: return .times
    case .slash: return .divide
    case .percent: return .remainder
    default: return nil
    }
  }

  package mutating func unary() throws(ScriptError) -> Expr {
    guard current.kind == .minus, state.pending == nil else { return try primary() }
    // `every -2 weeks`: the minus of every's period (its first argument).
    let isPeriod = argumentsAreWords && index > 0 && text(of: tokens[index - 1]) == "every"
    let minus = advance()
    try deepen(at: minus.range)
    defer { depth -= 1 }
    if current.kind == .integer || current.kind == .shortDuration {
      state.minus = (minus.range.offset, current.range.offset, isPeriod)
    }
    // -9223372036854775808, the least Int, is a number though its digits alone are too large.
    if current.kind == .integer, !next.isWord(.workdays), !next.isWord(.workday), durationUnit(next) == nil,
      isLeastIntegerMagnitude(current.range.offset, current.range.end)
    {
      return .integer(.min, minus.range.through(advance().range))
    }
    let operand = try unary()
    return .negate(operand, minus.range.through(operand.range))
  }

  package mutating func primary() throws(ScriptError) -> Expr {
    if state.pending != nil { return takePendingOperand() }
    let token = current
    switch token.kind {
    case .integer:
      if next.isWord(.workdays) || next.isWord(.workday) { return try workdays() }
      if next.kind == .identifier, let time = try timeOrExactDuration() { return time }
      if durationUnit(next) != nil { return try duration() }
      _ = advance()
      return .integer(try integer(token.range.offset, token.range.end, at: token.range), token.range)
    case .decimal:
      if let error = decimalExactDuration(token) { throw error }
      _ = advance()
      return try decimal(token)
    case .shortDuration:
      if completesHolidayCode(at: index) {
        _ = advance()
        return .name(text(of: token), token.range)
      }
      if let time = try timeOrExactDuration() { return time }
      return try duration()
    case .time:
      return try timeLiteral()
    case .dateTime:
      return try dateTimeLiteral()
    case .timestamp:
      return try timestampLiteral()
    case .zoneName:
      // A name: `set tz Europe/Berlin` reads it; elsewhere it is an unknown name that says where
      // a zone stands.
      _ = advance()
      return .name(text(of: token), token.range)
    case .date:
      if isDateAndTime {
        let date = try date(advance())
        return try dateAndTime(tokens[index - 1], date)
      }
      _ = advance()
      return .date(try date(token), token.range)
    case .yearMonth:
      _ = advance()
      let (year, month) = try yearAndNumber(token, skipping: 0)
      return .yearMonth(
        try at(token.range) { () throws(CalendarError) in try YearMonth(year: year, month: month) },
        token.range)
    case .isoWeek, .isoWeekDate, .quarter:
      _ = advance()
      // 2024-W05, 2024-W05-3, 2026-Q4: the year, then the numbers after the letters.
      let (year, number) = try yearAndNumber(token, skipping: 1)
      return try at(token.range) { () throws(CalendarError) -> Expr in
        switch token.kind {
        case .isoWeek: return .isoWeek(try ISOWeek(year: year, week: number), token.range)
        case .isoWeekDate:
          let weekday = Int(bytes[token.range.end - 1] &- UInt8(ascii: "0"))
          let date = try ISOWeekDate(year: year, week: number, isoWeekday: weekday).date()
          return .date(date, token.range)
        default: return .quarter(try Quarter(year: year, number: number), token.range)
        }
      }
    case .string:
      _ = advance()
      return .string(text(of: token), token.range)
    case .identifier:
      if bytes[token.range.offset] | 0x20 == UInt8(ascii: "p"), let iso = try isoDuration() { return iso }
      return try nameOrCall()
    case .leftParen:
      _ = advance()
      try deepen(at: token.range)
      openParentheses += 1
      // Each level of parentheses runs every rule from `pipeline` down again (some 40 KB of stack
      // in a debug build): they have a lower limit than operators.
      guard Int(openParentheses) <= Parser.maximumParentheses else {
        depth -= 1
        openParentheses -= 1
        throw .syntax(
          "expression nested too deeply (more than \(Parser.maximumParentheses) levels of parentheses)",
          at: token.range)
      }
      defer {
        depth -= 1
        openParentheses -= 1
      }
      while current.kind == .newline { _ = advance() }
      let outerCalls = state.callsAllowed
      state.callsAllowed = true
      let inner = try pipeline()
      state.callsAllowed = outerCalls
      guard current.kind == .rightParen else {
        if current.kind == .end { throw ScriptError(.incomplete, "'(' is never closed", at: token.range) }
        // Lines after an open `(` are read as inside it: a line that cannot continue it (its first
        // token is unexpected) names the `(`. (One never closed at all is `swallowed`'s to report.)
        let previousEnd = tokens[index - 1].range.end
        if current.kind != .semicolon,
          bytes[previousEnd..<current.range.offset].contains(where: { $0 == 0x0A || $0 == 0x0D })
        {
          var closing = index
          var open = 1
          while closing < tokens.count - 1, open > 0 {
            if tokens[closing].kind == .leftParen { open += 1 }
            if tokens[closing].kind == .rightParen { open -= 1 }
            closing += 1
          }
          let lines = linesHolding(tokens[..<closing], after: token)
          throw .syntax(
            "'(' is closed only \(lines == 1 ? "a line" : "\(lines) lines") later: the lines after it were read "
              + "as inside it, to its ')', and did not run (\(describe(current)) cannot continue it)",
            at: token.range)
        }
        // `(3 quarters)`: a word after a number reads as a misspelt unit, as it does outside.
        if current.kind == .identifier, tokens[index - 1].kind == .integer {
          throw computedNthHint() ?? DurationUnit.unknown(text(of: current), at: current.range)
        }
        throw unexpected("')'")
      }
      _ = advance()
      return .pipeline(Pipeline(stages: inner.stages, range: token.range.through(tokens[index - 1].range)))
    case .rightParen where openParentheses == 0:
      throw .syntax("unmatched ')'", at: token.range)
    default:
      throw unexpected("a value")
    }
  }

  @inline(never)
  private mutating func takePendingOperand() -> Expr {
    defer { state.pending = nil }
    return state.pending!
  }

  /// A name, or a value command's call when its name is followed by an argument. (Out of
  /// `primary`, whose frame every nested parenthesis costs.)
  /// `print easter 2025 - 46`, `select nth 1 mon may`: a value command's call is a value.
  @inline(never)
  private mutating func nameOrCall() throws(ScriptError) -> Expr {
    let token = advance()
    if let test = try dayTest(token) { return test }
    if state.callsAllowed, token.isCommand, bindsAsValue(token, current), startsValueArgument(first: true) {
      index -= 1
      let call = try valueCall()
      return .pipeline(Pipeline(stages: [.command(call)], range: call.range))
    }
    return .name(text(of: token), token.range)
  }

  /// `workday jp`, `holiday gb-sct`, bare `workday`: a test of a condition's day; bare `holiday`
  /// stays the day's field. Not among the words of a command that reads its own (`every workday`),
  /// except pick's, whose `where` takes a condition.
  @inline(never)
  private mutating func dayTest(_ token: LexedToken) throws(ScriptError) -> Expr? {
    let word = text(of: token)
    guard word == "workday" || word == "holiday" else { return nil }
    let inPick =
      argumentsOf >= 0 && argumentsOf < state.lexicon.words.count
      && state.lexicon.words[argumentsOf] == "pick"
    if argumentsAreWords, !inPick { return nil }
    var countries: [Country] = []
    var end = token.range
    // `holiday in (…)` is a membership test, and pick's `in` its span: `in` is India's code
    // elsewhere; `and`, `or`, `not` join conditions (though Country reads `and` as Andorra's).
    while current.isWord(.in) ? next.kind != .leftParen && !argumentsAreWords : current.keyword == .none,
      let (country, length) = countryCode(at: index)
    {
      countries.append(country)
      for _ in 0..<length { end = advance().range }
      if current.kind == .comma, countryCode(at: index + 1) != nil { _ = advance() }
    }
    // (`sort by holiday desc`: a word after the field is another argument's, outside `where`.)
    let inWhere =
      argumentsOf >= 0 && argumentsOf < state.lexicon.words.count
      && state.lexicon.words[argumentsOf] == "where"
    if !argumentsAreWords, word == "workday" || !countries.isEmpty || inWhere,
      current.kind == .identifier, current.keyword == .none, !current.isCommand,
      !startsTextTest(at: index), !state.lexicon.isField(text(of: current))
    {
      throw .syntax(
        "unknown country, subdivision or market '\(text(of: current))' after \(word) ('holidays list' "
          + "shows every code)", at: current.range)
    }
    if word == "holiday", countries.isEmpty { return nil }
    return .dayTest(word == "workday" ? .workday : .holiday, countries, token.range.through(end))
  }

  /// `20.5`: an exact amount. (Out of `primary`, whose frame every nested parenthesis costs.)
  @inline(never)
  private mutating func decimal(_ token: LexedToken) throws(ScriptError) -> Expr {
    if durationUnit(current) != nil {
      throw .syntax(
        "a duration counts whole units: \(text(of: token)) \(text(of: current)) is not one",
        at: token.range.through(current.range))
    }
    switch ParsedAmount.parse(bytes[token.range.offset..<token.range.end]) {
    case .success(let parsed):
      return .decimal(Money(units: Int128(parsed.units), scale: parsed.decimals), token.range)
    case .failure(let problem):
      // The one rule of amounts, in files and conditions alike: 18 digits, decimals included.
      let what = problem.message.contains("decimals") ? "decimals" : "digits"
      throw .syntax(
        "\(text(of: token)) has more than 18 \(what): calsh keeps amounts exact to 18 \(what)",
        at: token.range)
    }
  }

  /// `N workdays [COUNTRY…]`: the countries are the words after it that name one.
  package mutating func workdays() throws(ScriptError) -> Expr {
    let number = advance()
    var end = advance().range
    try refuseLeastInteger(number.range.offset, number.range.end, from: number.range, through: end)
    let count = try integer(number.range.offset, number.range.end, at: number.range)
    var countries: [Country] = []
    while let (country, length) = countryCode(at: index) {
      countries.append(country)
      for _ in 0..<length { end = advance().range }
      if current.kind == .comma, countryCode(at: index + 1) != nil {
        _ = advance()
      }
    }
    return .workdays(count, countries, number.range.through(end))
  }

  /// `explain leap 1896, 1904`: explain reads values joined by commas as one list, mapped as the
  /// plain command maps it; words joined by commas (`on mon, fri`) stay words.
  private func joinsValueLists(_ entry: Int) -> Bool {
    guard entry >= 0, entry < state.lexicon.words.count else { return false }
    return state.lexicon.words[entry] == "explain"
  }

  /// `1896, 1904` after its first value: the values while commas join them, as one list.
  private mutating func valueList(startingWith first: Expr) throws(ScriptError) -> Expr {
    var items = [first]
    while current.kind == .comma {
      _ = advance()
      if current.endsArguments { throw unexpected("another value after ','") }
      let item = try expression()
      guard item.isListedValue else {
        throw .syntax(
          "explain reads a list of numbers, dates or months written out, as in explain leap 1896, 1904; "
            + "for other values give a range or a variable", at: item.range)
      }
      items.append(item)
    }
    return .list(items, first.range.through(items[items.count - 1].range))
  }

  /// Whether command `entry` reads country codes among its arguments, where `in` is India's code.
  /// `holidays in 2025`, `pick in 2025-05`: a command whose first word may be `in`.
  private func takesInAsWord(_ entry: Int) -> Bool {
    guard entry >= 0, entry < state.lexicon.words.count else { return false }
    return readsHolidayCodes(entry) || state.lexicon.words[entry] == "pick"
  }

  private func readsHolidayCodes(_ entry: Int) -> Bool {
    guard entry >= 0, entry < state.lexicon.words.count else { return false }
    return ["holidays", "workdays", "when"].contains(state.lexicon.words[entry])
  }

  /// `fr-6ae`: a short duration written against `COUNTRY-` that completes a holiday code is that
  /// code's part, not a duration (the parts are joined again where codes are read).
  private func completesHolidayCode(at position: Int) -> Bool {
    guard position >= 2, tokens[position - 1].kind == .minus, tokens[position - 2].kind == .identifier,
      tokens[position - 1].range.offset == tokens[position - 2].range.end,
      tokens[position].range.offset == tokens[position - 1].range.end
    else { return false }
    return Country(code: text(tokens[position - 2].range.offset, tokens[position].range.end)) != nil
  }

  /// The country whose code starts at token `start` (`jp`; `gb-sct` and `at-1`, three tokens
  /// written without spaces), with its count of tokens; nil when they spell no code calsh knows.
  private func countryCode(at start: Int) -> (Country, Int)? {
    guard start < tokens.count else { return nil }
    let head = tokens[start]
    // `3 workdays "gb-sct"`: a quoted code, as `set holidays` takes one.
    if head.kind == .string { return Country(code: text(of: head)).map { ($0, 1) } }
    guard head.kind == .identifier else { return nil }
    if start + 2 < tokens.count, tokens[start + 1].kind == .minus,
      tokens[start + 1].range.offset == head.range.end,
      [.identifier, .integer, .shortDuration].contains(tokens[start + 2].kind),
      tokens[start + 2].range.offset == tokens[start + 1].range.end,
      let country = Country(code: text(head.range.offset, tokens[start + 2].range.end))
    {
      return (country, 3)
    }
    return Country(code: text(of: head)).map { ($0, 1) }
  }

  /// One or more `NUMBER UNIT` parts (`1 year 2 months`, `3d 2w`), summed.
  package mutating func duration() throws(ScriptError) -> Expr {
    var total = DateDuration.zero
    var finest = DurationUnit.year
    let start = current.range
    var end = start
    while true {
      let amount: Int
      let unit: DurationUnit
      if current.kind == .shortDuration {
        let token = advance()
        var split = token.range.offset
        while bytes[split] &- UInt8(ascii: "0") < 10 { split += 1 }
        guard let parsed = durationUnit(split, token.range.end) else {
          // The message names the text after the digits as characters read it: a combining
          // mark joins the last digit (`2016\u{301}` names the unit `6\u{301}`).
          let written = text(token.range.offset, token.range.end)
          let digits = written.prefix(while: { $0.isASCII && $0.isNumber })
          throw DurationUnit.unknown(String(written.dropFirst(digits.count)), at: token.range)
        }
        try refuseLeastInteger(token.range.offset, split, from: start, through: token.range)
        (amount, unit, end) = (try integer(token.range.offset, split, at: token.range), parsed, token.range)
      } else if current.kind == .integer, let parsed = durationUnit(next) {
        let number = advance()
        end = advance().range
        try refuseLeastInteger(number.range.offset, number.range.end, from: start, through: end)
        (amount, unit) = (try integer(number.range.offset, number.range.end, at: number.range), parsed)
      } else {
        break
      }
      do {
        total = try unit.adding(amount, to: total)
      } catch {
        throw durationOverflow(error, from: start, through: end)
      }
      finest = min(finest, unit)
    }
    if startsExactDuration {
      throw .syntax(
        "write days and hours as two durations added: '+ 1 day + 3 hours' (a day of a zone is not always "
          + "24 hours)", at: start.through(current.kind == .integer ? next.range : current.range))
    }
    return .duration(total, start.through(end), finest: finest)
  }

  /// A duration too long to count (`1317624576693539402 weeks`); after a minus, too far below
  /// zero (every's period after a minus is not positive, however long). The duration is blamed,
  /// not its number, which calsh takes alone.
  private func durationOverflow(_ error: CalendarError, from start: SourceRange, through end: SourceRange)
    -> ScriptError
  {
    guard let minus = state.minus, minus.digits == start.offset else {
      return ScriptError(.evaluation, "the duration is too long", at: start.through(end))
    }
    let negative = SourceRange(offset: minus.offset, length: end.end - minus.offset)
    if minus.isPeriod {
      return ScriptError(
        .evaluation, "every takes a positive period, such as 2 weeks or 18 months", at: negative)
    }
    return ScriptError(.evaluation, "the duration is too far below zero", at: negative)
  }

  /// Refuses `-9223372036854775808 days`: the least Int is a number alone, but a duration counts
  /// at most `Int.max` units either side of zero, so it is the duration that is too far below zero.
  private func refuseLeastInteger(
    _ digits: Int, _ end: Int, from start: SourceRange, through last: SourceRange
  )
    throws(ScriptError)
  {
    guard let minus = state.minus, minus.digits == digits, isLeastIntegerMagnitude(digits, end) else {
      return
    }
    throw durationOverflow(.numberTooSmall, from: start, through: last)
  }

  /// Whether `bytes[start..<end]` is 9223372036854775808 (the least Int without its minus).
  private func isLeastIntegerMagnitude(_ start: Int, _ end: Int) -> Bool {
    text(start, end).drop(while: { $0 == "0" }) == "9223372036854775808"
  }

  /// The decimal number in `bytes[start..<end]` (all digits).
  func integer(_ start: Int, _ end: Int, at range: SourceRange) throws(ScriptError) -> Int {
    var value = 0
    for position in start..<end {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(Int(bytes[position] &- UInt8(ascii: "0")))
      guard !overflow, !carry else {
        let text = text(start, end)
        let shown = text.count > 24 ? String(text.prefix(20)) + "…" : text
        if let minus = state.minus, minus.digits == start {
          let negative = SourceRange(offset: minus.offset, length: range.end - minus.offset)
          throw .syntax("the number -\(shown) is too far below zero", at: negative)
        }
        throw .syntax("the number \(shown) is too large", at: range)
      }
      value = sum
    }
    return value
  }

  /// The year before the first `-` of a date-like token, and the number after it (past
  /// `skipping` letters: the `W` of a week, the `Q` of a quarter), up to the next `-` or the end.
  func yearAndNumber(_ token: LexedToken, skipping letters: Int) throws(ScriptError) -> (Int, Int) {
    var dash = token.range.offset
    while bytes[dash] != UInt8(ascii: "-") { dash += 1 }
    let year = try integer(token.range.offset, dash, at: token.range)
    var number = 0
    var position = dash + 1 + letters
    while position < token.range.end, bytes[position] != UInt8(ascii: "-") {
      number = number * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
      position += 1
    }
    return (year, number)
  }

  // Not inlined: its frame stays out of `primary`'s, which recursion through parentheses and
  // operators stacks `maximumDepth` deep.
  @inline(never)
  func date(_ token: LexedToken) throws(ScriptError) -> CivilDate {
    if bytes[token.range.offset + 4] == UInt8(ascii: "/") { return try oldStyleDate(token) }
    let (year, month) = try yearAndNumber(token, skipping: 0)
    let end = token.range.end
    let day = Int(bytes[end - 2] &- UInt8(ascii: "0")) * 10 + Int(bytes[end - 1] &- UInt8(ascii: "0"))
    let reform = state.reform
    return try at(token.range) { () throws(CalendarError) in
      // (`isProleptic` inlined: the common case calls the core once.)
      reform.isProleptic
        ? try CivilDate(year: year, month: month, day: day)
        : try reform.date(year: year, month: month, day: day)
    }
  }

  /// An Old Style date with dual years, `1731/2-02-11`: read under Britain's switch only, its two
  /// years consecutive and its day from 1 January to 24 March of a year that had them.
  @inline(never)
  func oldStyleDate(_ token: LexedToken) throws(ScriptError) -> CivilDate {
    let start = token.range.offset
    var dash = start + 5
    while bytes[dash] != UInt8(ascii: "-") { dash += 1 }
    let old = try integer(start, start + 4, at: token.range)
    let digits = String(decoding: bytes[(start + 5)..<dash], as: UTF8.self)
    let (_, month) = try yearAndNumber(token, skipping: 0)
    let end = token.range.end
    let day = Int(bytes[end - 2] &- UInt8(ascii: "0")) * 10 + Int(bytes[end - 1] &- UInt8(ascii: "0"))
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    let reform = state.reform
    guard reform.writesDualYears else {
      throw ScriptError(
        .evaluation,
        "\(text) is an Old Style date with dual years: calsh reads them under set reform gb (or 1752, us, "
          + "ca, au), where the year began on 25 March until 1751",
        at: token.range)
    }
    guard let year = OldStyleYear.newStyleYear(old: old, digits: digits) else {
      throw ScriptError(
        .evaluation,
        "\(text): the years of a dual date are consecutive, the second written by its last digits "
          + "(\(OldStyleYear.text(newStyleYear: old + 1))-…)",
        at: SourceRange(offset: start, length: dash - start))
    }
    guard OldStyleYear.isDual(year: year, month: month, day: day) else {
      let plain = CivilDate(uncheckedYear: year, month: month, day: day).description
      throw ScriptError(
        .evaluation,
        "\(text): only 1 January to 24 March of \(OldStyleYear.years.lowerBound)…\(OldStyleYear.years.upperBound) "
          + "have dual years; write \(plain)",
        at: token.range)
    }
    return try at(token.range) { () throws(CalendarError) in
      try reform.date(year: year, month: month, day: day)
    }
  }

  /// The duration unit an identifier token spells, if it is one.
  func durationUnit(_ token: LexedToken) -> DurationUnit? {
    token.kind == .identifier ? durationUnit(token.range.offset, token.range.end) : nil
  }

  /// The duration unit `bytes[start..<end]` spells in any case (`d`, `Days`, `mo` …), if any.
  func durationUnit(_ start: Int, _ end: Int) -> DurationUnit? {
    bytes.withUnsafeBufferPointer { DurationUnit(spelling: UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }
}

/// The parser's state kept by reference: value commands' binding, and how dates are read.
private final class ParserState {
  /// The command words and how each binds.
  let lexicon: CommandLexicon
  /// A value command's call already read at the head of a stage (`easter 2025` in `easter 2025
  /// - 46`): the first operand `primary` gives the expression that follows it.
  var pending: Expr?
  /// Whether a value command's name followed by a value is a call here: not among the words of
  /// `table date weekday doy`, which name columns.
  var callsAllowed = true
  /// See `Parser.reform`. (Not a stored property of `Parser`: that would grow every frame of its
  /// recursion, which `maximumDepth` levels deep must fit a thread's stack.)
  var reform = Reform.proleptic
  /// The minus of a negative number being read (`-99999999999999999999`): its offset, and the
  /// offset of the digits that follow it; a number too large for them is too far below zero.
  var minus: (offset: Int, digits: Int, isPeriod: Bool)? = nil
  /// An error the next statement reports first: the open `(` that swallowed the lines after a
  /// statement whose own error came before it. (Asked through `hasDeferred`: testing the wide
  /// optional itself copied it out, some 40 instructions, twice a line.)
  private var deferred: ScriptError?
  private(set) var hasDeferred = false

  func deferError(_ error: ScriptError) {
    deferred = error
    hasDeferred = true
  }

  /// The error deferred, now no longer.
  @inline(never)
  func takeDeferred() -> ScriptError? {
    hasDeferred = false
    defer { deferred = nil }
    return deferred
  }

  init(lexicon: CommandLexicon) { self.lexicon = lexicon }
}

extension Expr {
  /// A value a list of `explain`'s arguments may hold: a number, a date or a month, as written.
  fileprivate var isListedValue: Bool {
    switch self {
    case .integer, .date, .yearMonth, .negate(.integer, _): return true
    default: return false
    }
  }
}
