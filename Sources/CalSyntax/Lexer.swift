import CalendarCore
import Glibc
import Ledger

/// Turns source bytes into tokens, each with its byte range. Newlines inside parentheses are
/// dropped, so a parenthesised pipeline may span lines. A lexical error becomes an `.error`
/// token and scanning goes on, so the parser can report it in its own statement and carry on.
/// Tokens point into the bytes (no `String` per token), and a caller may reuse one token array
/// for every line it lexes.
public struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The command words: an identifier that names one holds its entry. (Unowned: a lexer lives
  /// only inside `scan`, whose caller holds the lexicon; a reference counted per line costs.)
  private unowned(unsafe) let lexicon: CommandLexicon
  var index = 0
  /// What the reading of the next token depends on: kept between the lines of a statement
  /// group when the text is read a line at a time (`ContinuationScanner`).
  private var state = LexerState()
  private var tokens: [LexedToken] = []
  /// The contents of string tokens and the messages of error tokens, which refer to them by index.
  private var texts: [String] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>, lexicon: CommandLexicon) {
    self.bytes = bytes
    self.lexicon = lexicon
  }

  /// Every token, ending with `.end`; lexical errors are `.error` tokens in place.
  public static func scan(_ text: String, lexicon: CommandLexicon) -> [Token] {
    var tokens: [LexedToken] = []
    var texts: [String] = []
    var text = text
    text.withUTF8 { scan($0, into: &tokens, texts: &texts, lexicon: lexicon) }
    return tokens.map { Token($0, texts: texts) }
  }

  /// Replaces `tokens` with the tokens of `bytes`, ending with `.end`, and `texts` with their
  /// texts (keeping the arrays' storage).
  package static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [LexedToken], texts: inout [String],
    lexicon: CommandLexicon
  ) {
    var state = LexerState()
    scan(bytes, into: &tokens, texts: &texts, lexicon: lexicon, resuming: &state)
  }

  /// Replaces `tokens` and `texts` with those of `bytes`, one line of a statement group, read
  /// from where `state` stands (the lines before it) and leaving `state` where the line ends.
  package static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [LexedToken], texts: inout [String],
    lexicon: CommandLexicon, resuming state: inout LexerState
  ) {
    tokens.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
    var lexer = Lexer(bytes, lexicon: lexicon)
    swap(&lexer.tokens, &tokens)
    swap(&lexer.texts, &texts)
    swap(&lexer.state, &state)
    lexer.run()
    swap(&lexer.tokens, &tokens)
    swap(&lexer.texts, &texts)
    swap(&lexer.state, &state)
  }

  /// Every token, ending with `.end`; the first lexical error throws.
  public static func tokens(of text: String, lexicon: CommandLexicon) throws(ScriptError) -> [Token] {
    let tokens = scan(text, lexicon: lexicon)
    if let error = tokens.first(where: { $0.kind == .error }) { throw error.error }
    return tokens
  }

  private mutating func run() {
    while index < bytes.count {
      let start = index
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09:
        index += 1
      case UInt8(ascii: "#"):
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      case 0x0A, 0x0D:
        // A line ends at LF, CR LF or a CR alone (old Mac files): one line end each.
        index += byte == 0x0D && peek(1) == 0x0A ? 2 : 1
        if state.depth == 0 {
          tokens.append(LexedToken(kind: .newline, range: range(from: start)))
          state.endLine()
        }
      case UInt8(ascii: "|"):
        if peek(1) == UInt8(ascii: "|") {
          index += 2
          fail("'||' is not an operator: write 'or' to join conditions ('|' alone is the pipe)", from: start)
        } else {
          single(.pipe)
          state.stageHead = LexerState.noHead
        }
      case UInt8(ascii: "&"):
        index += peek(1) == UInt8(ascii: "&") ? 2 : 1
        fail("unexpected '\(index - start == 2 ? "&&" : "&")'; write 'and' to join conditions", from: start)
      case UInt8(ascii: ";"):
        single(.semicolon)
        state.stageHead = LexerState.noHead
      case UInt8(ascii: ","): single(.comma)
      case UInt8(ascii: "+"): single(.plus)
      case UInt8(ascii: "-"): single(.minus)
      case UInt8(ascii: "*"): single(.star)
      case UInt8(ascii: "/"): single(.slash)
      case UInt8(ascii: "%"): single(.percent)
      case UInt8(ascii: "="):
        if let after = peek(1), after == UInt8(ascii: "<") || after == UInt8(ascii: ">") {
          index += 2
          let written = after == UInt8(ascii: "<") ? "<=" : ">="
          fail(
            "'\(text(start, index))' is written '\(written)'", from: start)
        } else if peek(1) == UInt8(ascii: "=") {
          index += 2
          add(.comparison, from: start)
        } else {
          single(.equals)
        }
      case UInt8(ascii: "<") where peek(1) == UInt8(ascii: ">"):
        index += 2
        fail("'<>' is written '!=' (not equal)", from: start)
      case UInt8(ascii: ">") where peek(1) != UInt8(ascii: "=") && state.stageHead == LexerState.outputHead:
        index += peek(1) == UInt8(ascii: ">") ? 2 : 1
        add(.redirect, from: start)
        barePath(isWritten: true)
      case UInt8(ascii: ">") where peek(1) == UInt8(ascii: ">") || filePathEnd(after: index + 1) != nil:
        // Not after an output stage, so not a redirection, but written as one.
        index = filePathEnd(after: index + (peek(1) == UInt8(ascii: ">") ? 2 : 1)) ?? index + 2
        fail(Redirection.misplaced(text(start, index)), from: start)
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
        index += peek(1) == UInt8(ascii: "=") ? 2 : 1
        if byte == UInt8(ascii: "!"), index - start == 1 {
          fail("unexpected '!'; write 'not' to negate, or '!=' for not equal", from: start)
        } else {
          add(.comparison, from: start)
        }
      case UInt8(ascii: "("):
        state.depth += 1
        single(.leftParen)
        state.outerStageHeads.append(state.stageHead)
        state.stageHead = LexerState.noHead
      case UInt8(ascii: ")"):
        state.depth = max(0, state.depth - 1)
        single(.rightParen)
        state.stageHead = state.outerStageHeads.popLast() ?? LexerState.otherHead
      case UInt8(ascii: "."):
        guard peek(1) == UInt8(ascii: ".") else {
          index += 1
          fail("unexpected '.'; a range is written with '..'", from: start)
          continue
        }
        index += 2
        add(.dotDot, from: start)
      case UInt8(ascii: "\""):
        string()
      case UInt8(ascii: "`"):
        quotedName()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number()
      default:
        if bytes[index] >= 0xC2, let (lookAlike, length) = LookAlike.at(index, in: bytes) {
          index += length
          fail(lookAlike.message, from: start)
        } else if isIdentifierStart(at: index) {
          identifier()
        } else if byte == UInt8(ascii: "'") {
          singleQuote()
        } else if byte == UInt8(ascii: "@") {
          timestamp()
        } else if byte == UInt8(ascii: "$") {
          scriptArgument()
        } else {
          index = scalarEnd(start)
          let character = text(start, index)
          fail("unexpected character '\(character)'", from: start)
        }
      }
    }
    tokens.append(LexedToken(kind: .end, range: SourceRange(offset: bytes.count, length: 0)))
  }

  /// `$1`, `$2` …: a script's argument, a name the interpreter looks up (`calsh FILE ARG…`).
  private mutating func scriptArgument() {
    let start = index
    index += 1
    let digits = digitRun(at: index)
    guard digits > 0 else {
      return fail("unexpected character '$'; a script's arguments are $1, $2 … (or args)", from: start)
    }
    index += digits
    add(.identifier, from: start)
  }

  /// A single quote, which calsh does not read as a quote (`where name == 'x'`): an error that
  /// says which quotes it reads. One character, so what follows on the line is read as before.
  private mutating func singleQuote() {
    let start = index
    index += 1
    fail("unexpected character \"'\": calsh writes text in double quotes (\"like this\")", from: start)
  }

  func peek(_ ahead: Int) -> UInt8? {
    index + ahead < bytes.count ? bytes[index + ahead] : nil
  }

  func range(from start: Int, length: Int? = nil) -> SourceRange {
    SourceRange(offset: start, length: length ?? (index - start))
  }

  mutating func add(_ kind: TokenKind, from start: Int) {
    state.read(kind)
    tokens.append(LexedToken(kind: kind, range: range(from: start)))
  }

  /// Adds a token whose text (a string's contents, an error's message) is not its bytes.
  mutating func add(_ kind: TokenKind, range: SourceRange, text: String) {
    state.read(kind)
    texts.append(text)
    tokens.append(LexedToken(kind: kind, range: range, text: texts.count - 1))
  }

  /// The bytes `start..<end` as text, for messages.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Records a lexical error over `start..<index` as an `.error` token.
  mutating func fail(_ message: String, from start: Int) {
    add(.error, range: range(from: start), text: message)
  }

  private mutating func single(_ kind: TokenKind) {
    index += 1
    add(kind, from: index - 1)
  }

  private func scalarEnd(_ start: Int) -> Int {
    var end = start + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end
  }

  /// The byte is the ASCII letter `lower` in either case.
  func isLetter(_ byte: UInt8?, _ lower: Unicode.Scalar) -> Bool {
    guard let byte else { return false }
    return byte | 0x20 == UInt8(ascii: lower)
  }

  func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A letter, `_` or any other character but a look-alike of calsh's own (`‐`, a no-break space).
  func isIdentifierStart(at position: Int) -> Bool {
    let byte = bytes[position]
    if byte >= 0x80 { return LookAlike.at(position, in: bytes) == nil }
    return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_")
  }

  func isIdentifierPart(at position: Int) -> Bool {
    isIdentifierStart(at: position) || isDigit(bytes[position])
  }

  func digitRun(at position: Int) -> Int {
    var end = position
    while end < bytes.count, isDigit(bytes[end]) { end += 1 }
    return end - position
  }

  /// Integers, dates (`2023-02-03`), year-months (`2023-02`), ISO weeks (`2024-W05`) and short
  /// durations (`3d`). A date needs a year of four or more digits and two-digit month and day.
  private mutating func number() {
    let start = index
    index += digitRun(at: index)
    let yearDigits = index - start
    if yearDigits <= 2, peek(0) == UInt8(ascii: ":"), digitRun(at: index + 1) == 2 {
      return timeOfDay(from: start)
    }
    if yearDigits == 4, peek(0) == UInt8(ascii: "/"), let end = dualYearDateEnd(after: index) {
      index = end
      if isLetter(peek(0), "t"), isDigit(peek(1)) { return dateTime(from: start) }
      return add(.date, from: start)
    }
    if let separator = peek(0), separator == UInt8(ascii: "/") || separator == UInt8(ascii: "."),
      isDigit(peek(1))
    {
      // One point between digits is a decimal number (`20.5`); a second `.` or a `/` makes a
      // date in another form (`03.02.2023`, `2/3/2023`).
      let after = index + 1 + digitRun(at: index + 1)
      let another =
        after < bytes.count && (bytes[after] == UInt8(ascii: ".") || bytes[after] == UInt8(ascii: "/"))
      if separator == UInt8(ascii: "."), !(another && after + 1 < bytes.count && isDigit(bytes[after + 1])) {
        return decimal(from: start, to: after)
      }
      return foreignDate(from: start)
    }
    if yearDigits < 4, peek(0) == UInt8(ascii: "-"), digitRun(at: index + 1) == 2,
      bytes[index + 1] == UInt8(ascii: "0") || bytes[index + 1] == UInt8(ascii: "1"),
      !followsCalendarName()
    {
      return shortYear(from: start)
    }
    if yearDigits >= 4, peek(0) == UInt8(ascii: "-"),
      isDigit(peek(1)) || isLetter(peek(1), "w") || isLetter(peek(1), "q")
    {
      if digitRun(at: index + 1) == 2 {
        index += 3
        var kind = TokenKind.yearMonth
        if peek(0) == UInt8(ascii: "-"), digitRun(at: index + 1) == 2 {
          index += 3
          kind = .date
          if isLetter(peek(0), "t"), isDigit(peek(1)) { return dateTime(from: start) }
        }
        guard !continuesNumber() else { return malformedDate(from: start) }
        return add(kind, from: start)
      }
      if isLetter(peek(1), "w"), digitRun(at: index + 2) == 2 {
        index += 4
        var kind = TokenKind.isoWeek
        if peek(0) == UInt8(ascii: "-"), digitRun(at: index + 1) == 1 {
          index += 2
          kind = .isoWeekDate
        }
        guard !continuesNumber() else { return malformedDate(from: start) }
        return add(kind, from: start)
      }
      if isLetter(peek(1), "q"), digitRun(at: index + 2) == 1 {
        index += 3
        guard !continuesNumber() else { return malformedDate(from: start) }
        return add(.quarter, from: start)
      }
      return malformedDate(from: start)
    }
    if index < bytes.count, isIdentifierStart(at: index) {
      let digitsEnd = index
      while index < bytes.count, isIdentifierPart(at: index) { index += 1 }
      // `1st`, `2nd`, `3rd`, `4th`: an ordinal is a word (`every month on 1st mon`).
      if isOrdinalSuffix(from: digitsEnd) { return add(.identifier, from: start) }
      return add(.shortDuration, from: start)
    }
    add(.integer, from: start)
  }

  /// The letters from `start` to the word's end are `st`, `nd`, `rd` or `th`, in any case.
  private func isOrdinalSuffix(from start: Int) -> Bool {
    guard index - start == 2 else { return false }
    let pair = (bytes[start] | 0x20, bytes[start + 1] | 0x20)
    return pair == (UInt8(ascii: "s"), UInt8(ascii: "t")) || pair == (UInt8(ascii: "n"), UInt8(ascii: "d"))
      || pair == (UInt8(ascii: "r"), UInt8(ascii: "d")) || pair == (UInt8(ascii: "t"), UInt8(ascii: "h"))
  }

  /// `20.5`: digits, a point, digits. Glued to letters (`1.5d`) it is neither a number nor a
  /// duration, whose counts are whole.
  private mutating func decimal(from start: Int, to end: Int) {
    index = end
    guard index < bytes.count, isIdentifierPart(at: index) else { return add(.decimal, from: start) }
    while index < bytes.count, isIdentifierPart(at: index) { index += 1 }
    fail(
      "'\(text(start, index))' is not a number: durations count whole days, weeks, months or years "
        + "(1 day, 2w)", from: start)
  }

  /// A date or year-month glued to more digits, letters or `-digit` (`2023-02-3`, `2023-02-031`).
  /// The end of an Old Style date with dual years (`1731/2-02-11`, `1699/1700-03-01`) whose `/`
  /// is at `slash`, or nil: one to four digits, then `-MM-DD`, and nothing that continues it but
  /// a time after `T`.
  func dualYearDateEnd(after slash: Int) -> Int? {
    let digits = digitRun(at: slash + 1)
    let dash = slash + 1 + digits
    guard (1...4).contains(digits), dash + 6 <= bytes.count, bytes[dash] == UInt8(ascii: "-"),
      digitRun(at: dash + 1) == 2, bytes[dash + 3] == UInt8(ascii: "-"), digitRun(at: dash + 4) == 2
    else { return nil }
    let end = dash + 6
    // A `T` and a digit go on as a date-time (`1731/2-02-11T10:00`).
    if end + 1 < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "t"), isDigit(bytes[end + 1]) { return end }
    if end < bytes.count, isIdentifierPart(at: end) || bytes[end] == UInt8(ascii: "-") { return nil }
    return end
  }

  func continuesNumber() -> Bool {
    guard let byte = peek(0) else { return false }
    return isIdentifierPart(at: index) || (byte == UInt8(ascii: "-") && isDigit(peek(1)))
  }

  mutating func malformedDate(from start: Int) {
    while index < bytes.count, isIdentifierPart(at: index) || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    fail(Self.malformedDateMessage(text(start, index), reform: .proleptic), from: start)
  }

  /// The error for `2023-2-3`, naming the padded form when it is a date `reform` writes.
  package static func malformedDateMessage(_ text: String, reform: Reform) -> String {
    if let padded = PaddedDate.suggestion(for: text, reform: reform), padded != text {
      let isNumeric = padded.allSatisfy { $0.isNumber || $0 == "-" }
      return "'\(text)' is not a date; did you mean \(padded)?"
        + (isNumeric ? " (put spaces around '-' to subtract)" : "")
    }
    // A padded date the reform skipped: say so rather than only how dates are written.
    if let padded = PaddedDate.suggestion(for: text, reform: .proleptic) {
      do throws(CalendarError) {
        _ = try reform.date(parsing: padded)
      } catch {
        return "'\(text)' is not a date; read as \(padded), " + error.message
      }
    }
    return "'\(text)' is not a date; dates are written YYYY-MM-DD (months YYYY-MM, ISO weeks YYYY-Www, "
      + "quarters YYYY-Qn)"
  }

  /// Whether the token before is a calendar's name (`korean 3-15`, `every … on chinese 12-10`):
  /// there `M-DD` is a month and a day, read as `9-1` is, not a year-month with a short year.
  private func followsCalendarName() -> Bool {
    guard let last = tokens.last, last.kind == .identifier else { return false }
    let word = text(last.range.offset, last.range.offset + last.range.length)
    return RScale.of(calendar: word) != nil
  }

  /// `23-02`: a year-month with a short year, or a subtraction written without spaces.
  private mutating func shortYear(from start: Int) {
    index += 3
    while index < bytes.count, isIdentifierPart(at: index) || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    let text = text(start, index)
    fail(
      "'\(text)' is not a month: years are written with four digits (YYYY-MM); "
        + "put spaces around '-' to subtract", from: start)
  }

  /// A date written with `/` or `.` (`1969/07/20`, `03.02.2023`, `2/3/2023`): an error that names
  /// the ISO form it probably meant.
  private mutating func foreignDate(from start: Int) {
    var separators = 0
    while let separator = peek(0), separator == UInt8(ascii: "/") || separator == UInt8(ascii: "."),
      isDigit(peek(1)), separators < 2
    {
      index = index + 1 + digitRun(at: index + 1)
      separators += 1
    }
    while index < bytes.count, isIdentifierPart(at: index) { index += 1 }
    fail(Self.foreignDateMessage(text(start, index), reform: .proleptic), from: start)
  }

  /// The error for `2/3/2023`, naming the dates it may mean that `reform` writes (the lexer
  /// knows no reform; the parser asks again under the one in force).
  package static func foreignDateMessage(_ text: String, reform: Reform) -> String {
    // The runs of digits, split at `/` or `.`: at most three, up to the first other character.
    var parts: [Substring] = []
    var rest = Substring(text)
    while parts.count < 3 {
      let run = rest.prefix { $0.isASCII && $0.isNumber }
      guard !run.isEmpty else { break }
      parts.append(run)
      rest = rest.dropFirst(run.count)
      guard let next = rest.first, next == "/" || next == ".", rest.dropFirst().first?.isNumber == true,
        parts.count < 3
      else { break }
      rest = rest.dropFirst()
    }
    let numbers = parts.map { Int($0.prefix(6)) ?? 0 }
    let yearFirst = parts.first?.count == 4
    let dotted = text.contains(".")
    let readings =
      yearFirst || parts.last?.count == 4
      ? ForeignDate.readings(numbers, yearFirst: yearFirst, dotted: dotted, reform: reform) : []
    var hint =
      readings.isEmpty
      ? "" : "; did you mean " + readings.joined(separator: " or ") + "?"
    if readings.isEmpty, yearFirst || parts.last?.count == 4,
      let problem = ForeignDate.problem(numbers, yearFirst: yearFirst, dotted: dotted, reform: reform)
    {
      hint = "; read that way, " + problem
    }
    // `7/2`: two whole numbers around a slash, more likely a division than a date.
    if parts.count == 2, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "/") }) {
      let division = text.replacingSlash()
      hint += hint.isEmpty ? "; for division write \(division)" : " (for division write \(division))"
    }
    return "'\(text)' is not a date: dates are written YYYY-MM-DD" + hint
  }

  private mutating func identifier() {
    let start = index
    if state.prefix == .setLocale { return localeName() }
    while index < bytes.count, isIdentifierPart(at: index) { index += 1 }
    // A calendar's field of a day cell: `hebrew.month`, one word with its dot.
    while index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isIdentifierStart(at: index + 1) {
      index += 1
      while index < bytes.count, isIdentifierPart(at: index) { index += 1 }
    }
    if peek(0) == UInt8(ascii: "/"), index + 1 < bytes.count, isIdentifierStart(at: index + 1),
      Lexer.isZoneArea(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    {
      index = zoneNameEnd(from: index)
      state.read(.zoneName)
      tokens.append(LexedToken(kind: .zoneName, range: range(from: start)))
      return
    }
    let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
    let keyword = Lexer.keyword(word)
    let entry = lexicon.entry(of: word)
    // `source` or `load` at a statement's start, `holidays load` or `let NAME = load`: a path follows.
    let takesPath =
      (keyword == .source || keyword == .load) && state.prefix == .start
      || keyword == .load && (state.prefix == .holidays || state.prefix == .letEquals)
    state.read(
      word: keyword, spellsLocale: state.prefix == .set && Lexer.spells(word, "locale"),
      isOutputStage: state.stageHead == LexerState.noHead && entry >= 0 && lexicon.isOutputStage(entry))
    tokens.append(LexedToken(kind: .identifier, range: range(from: start), keyword: keyword, command: entry))
    if takesPath { barePath() }
  }

  /// The keyword these bytes spell exactly, if any.
  private static func keyword(_ word: UnsafeBufferPointer<UInt8>) -> Keyword {
    func spells(_ text: StaticString) -> Bool { Lexer.spells(word, text) }
    switch word[0] {
    case UInt8(ascii: "a"): return spells("and") ? .and : .none
    case UInt8(ascii: "h"): return spells("holidays") ? .holidays : .none
    case UInt8(ascii: "i"): return spells("in") ? .in : .none
    case UInt8(ascii: "l"): return spells("let") ? .let : spells("load") ? .load : .none
    case UInt8(ascii: "n"): return spells("not") ? .not : .none
    case UInt8(ascii: "o"): return spells("or") ? .or : .none
    case UInt8(ascii: "s"): return spells("set") ? .set : spells("source") ? .source : .none
    case UInt8(ascii: "w"): return spells("workday") ? .workday : spells("workdays") ? .workdays : .none
    default: return .none
    }
  }

  /// Whether `word` is exactly the bytes of `text`.
  private static func spells(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    text.utf8CodeUnitCount == word.count && memcmp(text.utf8Start, word.baseAddress!, word.count) == 0
  }

  /// A locale name after `set locale`: one word up to a blank or one of `; | # ( ) " ,`, as the
  /// environment and BCP 47 write names (`de_DE.UTF-8`, `zh-Hant-TW`, `sr_RS@latin`,
  /// `en-US-u-ca-buddhist`). A name, not an expression: `-` and `.` are part of it.
  private mutating func localeName() {
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: "("),
        UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: ","):
        return add(.identifier, from: start)
      default: index += 1
      }
    }
    add(.identifier, from: start)
  }

  /// Where a word after `position` (and blanks) ends when it reads as a file's path, as after a
  /// `>` meant as a redirection: it starts with `/`, `~`, `./` or `../`, or ends in a file
  /// extension such as `.csv` or `.ics` (`Redirection.extensions`). Nil for any other word.
  private func filePathEnd(after position: Int) -> Int? {
    var start = position
    while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    var end = start
    while end < bytes.count,
      ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: ")")]
        .contains(bytes[end])
    {
      end += 1
    }
    guard end > start else { return nil }
    let word = text(start, end)
    return Redirection.looksLikePath(word) ? end : nil
  }

  /// After `source` or `load`, an unquoted word is a path: `source lib/holidays.cal`; after `>`,
  /// the file written (`isWritten`).
  private mutating func barePath(isWritten: Bool = false) {
    var start = index
    while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    // A `>` or `<` is no file's name (`csv > > f`); a `#` starts a comment only as a word's start.
    guard start < bytes.count,
      ![UInt8(ascii: "\""), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "#")]
        .contains(bytes[start])
    else { return }
    var end = start
    while end < bytes.count,
      ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: ")")].contains(bytes[end])
    {
      end += 1
    }
    guard end > start else { return }
    // `load $1`: the script's argument, read as a name (`Interpreter.scriptArgument`).
    if !isWritten, end - start > 1, bytes[start] == UInt8(ascii: "$"),
      bytes[(start + 1)..<end].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    {
      return
    }
    index = end
    // `> 'o.csv'` as a Unix shell writes it would make a file whose name has quotes in it. (A file
    // read by such a name, if none is found, says so when it is not found.)
    if isWritten, bytes[start] == UInt8(ascii: "'") || bytes[end - 1] == UInt8(ascii: "'") {
      let inner = text(bytes[start] == UInt8(ascii: "'") ? start + 1 : start, max(start + 1, end - 1))
      return fail(
        "single quotes are not quotes in calsh: "
          + (inner.isEmpty || inner == "'" ? "name the file" : "write \"\(inner)\"")
          + ", or a file's name would have them", from: start)
    }
    add(.string, range: range(from: start), text: text(start, end))
  }

  /// `` `Trans Desc` ``: a name written between backquotes, as SQL and Swift write one with
  /// spaces: a name (a column, a variable), never a command, a keyword or a string.
  private mutating func quotedName() {
    let start = index
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A, bytes[index] != 0x0D {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "`") else {
      return fail("unterminated name; add a closing '`'", from: start)
    }
    index += 1
    guard index - start > 2 else {
      return fail("an empty name: write a column's name between the '`'", from: start)
    }
    add(.identifier, range: range(from: start), text: text(start + 1, index - 1))
  }

  private mutating func string() {
    let start = index
    index += 1
    var contents: [UInt8] = []
    var badEscape: (range: SourceRange, message: String)?
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == 0x0A || bytes[index] == 0x0D { break }
      if bytes[index] == UInt8(ascii: "\\"), let next = peek(1) {
        switch next {
        case UInt8(ascii: "n"): contents.append(0x0A)
        case UInt8(ascii: "t"): contents.append(0x09)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): contents.append(next)
        default:
          let end = scalarEnd(index + 1)
          let escape = text(index, end)
          badEscape =
            badEscape
            ?? (
              SourceRange(offset: index, length: end - index),
              "unknown escape '\(escape)'; strings know \\n, \\t, \\\" and \\\\"
            )
          index = end
          continue
        }
        index += 2
        continue
      }
      contents.append(bytes[index])
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      return fail("unterminated string; add a closing '\"'", from: start)
    }
    index += 1
    if let badEscape { return add(.error, range: badEscape.range, text: badEscape.message) }
    add(.string, range: range(from: start), text: String(decoding: contents, as: UTF8.self))
  }
}

extension String {
  /// `7/2` as `7 / 2`.
  fileprivate func replacingSlash() -> String {
    split(separator: "/", omittingEmptySubsequences: false).joined(separator: " / ")
  }
}
