import CalSyntax
import CalendarCore
import Ledger

/// What Tab completes at the cursor: the partial word before it and what may replace that word.
/// Pure logic over the command table and settings, so the line editor only does the C glue.
public struct Completion: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Candidates that start with `word`, sorted, each once. A name that is not a plain word (a
    /// column with a space) is written between backquotes (`` `Trans Desc` ``); inside a
    /// backquote the user opened, `word` is what follows it and the names are bare, as the line
    /// editor (readline, with `` ` `` among its quote characters) writes the closing one.
    case words([String])
    /// A path after `source` or `load`, or after `>` ending an output stage; the line editor
    /// asks the file system.
    case fileName
  }

  /// The partial word before the cursor that a candidate replaces (for a path, the partial path).
  public var word: String
  public var kind: Kind

  public init(word: String, kind: Kind) {
    self.word = word
    self.kind = kind
  }

  /// Characters that end a word for the line editor; none of them can occur in a name or a path.
  public static let wordBreakCharacters = " \t\n\"|;(),=+*"

  /// The completion for the end of `textBeforeCursor`; `variables` are the names bound with `let`,
  /// `localeNames` those `set locale` takes (`LocaleCatalog.names`), `rowFields` the fields of
  /// the variables that hold entries or holidays (`rowFields(of:)`), `calendarFileColumns` the
  /// text columns an iCalendar file loads with (known from its name's ending, not read).
  public static func complete(
    _ textBeforeCursor: String, variables: some Sequence<String>, localeNames: [String] = [],
    rowFields: [String: [String]] = [:], calendarFileColumns: [String] = []
  ) -> Completion {
    let bytes = Array(textBeforeCursor.utf8)
    let scan = CursorPlace(bytes, lexicon: CommandTable.lexicon)
    if scan.inComment { return Completion(word: "", kind: .words([])) }
    let stageText = String(decoding: bytes[scan.stageStart...], as: UTF8.self)
    if let path = sourcePath(stageText, scan, bytes) ?? redirectionPath(stageText, scan) {
      return Completion(word: path, kind: .fileName)
    }
    if scan.start == .statement, !scan.inString,
      let name = localeName(String(decoding: bytes[scan.stageStart...], as: UTF8.self))
    {
      return Completion(word: name, kind: .words(localeCompletions(of: name, among: localeNames)))
    }
    var wordStart = scan.inBackquote ? scan.backquoteStart : max(identifierStart(bytes), scan.stageStart)
    // `hebrew.m`: a part of a calendar's field, the whole dotted word completed.
    let dottedStart =
      scan.inBackquote ? nil : dottedFieldStart(bytes, wordStart: wordStart, after: scan.stageStart)
    if let dottedStart { wordStart = dottedStart }
    let word = String(decoding: bytes[wordStart...], as: UTF8.self)
    if scan.inString || (!scan.inBackquote && word.first?.isNumber == true) {
      return Completion(word: word, kind: .words([]))
    }
    var stage = StageSoFar(
      text: String(
        decoding: bytes[scan.stageStart..<(scan.inBackquote ? wordStart - 1 : wordStart)], as: UTF8.self),
      start: scan.start)
    let stages = String(decoding: bytes[scan.pipelineStart..<scan.stageStart], as: UTF8.self)
    stage.source = StageSoFar.source(of: stages)
    stage.sourceFields = stage.source.flatMap { source in
      // `load "cal.ics"`: an iCalendar file's entries have no amount, whatever the file holds.
      if source == "load", let path = StageSoFar.quotedPath(in: stages), isCalendarFile(path) {
        return ["date"] + calendarFileColumns
      }
      return StageSoFar.fields(of: source, rowFields: rowFields)
    }
    if dottedStart != nil {
      let parts = stage.readsCellFields ? CellField.calendarPartNames.filter { $0.hasPrefix(word) } : []
      return Completion(word: word, kind: .words(parts.sorted()))
    }
    let matches = Set(stage.candidates(variables: Array(variables)).filter { $0.hasPrefix(word) })
      .map { scan.inBackquote || isPlainName($0) ? $0 : "`\($0)`" }.sorted()
    return Completion(word: word, kind: .words(matches))
  }

  /// Whether `name` can be written as it is, without backquotes: name characters only (a
  /// candidate with a space, `-` or `(` is a column's name).
  private static func isPlainName(_ name: String) -> Bool { name.utf8.allSatisfy(isNameByte) }

  /// The fields of each variable whose value is a list of entries (`date`, `amount`, the file's
  /// columns) or of holidays: what `NAME | where` completes.
  public static func rowFields(of variables: [String: Value]) -> [String: [String]] {
    variables.compactMapValues { value in
      switch value {
      case .entries(let list): return LedgerTables.fieldNames(of: list.ledger)
      case .holidays: return HolidayFields.names
      default: return nil
      }
    }
  }

  /// The partial path when the stage is `source` or `load` followed by the start of one.
  private static func sourcePath(_ stageText: String, _ scan: CursorPlace, _ bytes: [UInt8]) -> String? {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    var trimmed = stageText.drop(while: blank)
    // `holidays load FILE` reads a path as `load FILE` does.
    if trimmed.hasPrefix("holidays"), let next = trimmed.dropFirst(8).first, blank(next) {
      trimmed = trimmed.dropFirst(8).drop(while: blank)
    }
    guard let command = ["source", "load"].first(where: { trimmed.hasPrefix($0) }),
      let next = trimmed.dropFirst(command.count).first, blank(next) || next == "\""
    else { return nil }
    if scan.inString { return String(decoding: bytes[scan.stringStart...], as: UTF8.self) }
    let rest = trimmed.dropFirst(command.count).drop(while: blank)
    return rest.contains(where: blank) ? nil : String(rest)
  }

  /// The partial path after `> ` or `>> ` at the end of an output stage (`| csv > out/da`).
  private static func redirectionPath(_ stageText: String, _ scan: CursorPlace) -> String? {
    guard !scan.inString else { return nil }
    let words = stageText.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let name = words.first, Redirection.outputCommandNames.contains(String(name)) else {
      return nil
    }
    let endsInBlank = stageText.last == " " || stageText.last == "\t"
    let arrow = endsInBlank ? words.last : words.dropLast().last
    guard words.count >= 2, arrow == ">" || arrow == ">>" else { return nil }
    return endsInBlank ? "" : String(words.last!)
  }

  /// The partial locale name when the statement is `set locale` followed by the start of one
  /// (`zh-H`, `de_DE.`): the whole word, `-`, `_`, `.` and `@` included, as the lexer reads it.
  private static func localeName(_ stageText: String) -> String? {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let words = stageText.split(whereSeparator: blank)
    guard stageText.last.map(blank) == true ? words.count == 2 : words.count == 3,
      words[0] == "set", words[1] == "locale"
    else { return nil }
    return words.count == 3 ? String(words[2]) : ""
  }

  /// Names that begin with what was typed, case aside, written with its separator (`-` unless
  /// it has `_`); with nothing typed, the common ones.
  private static func localeCompletions(of typed: String, among names: [String]) -> [String] {
    let common = ["en", "ko", "ja", "zh-Hans", "zh-Hant", "de", "fr", "es", "it", "pt", "ru"]
    guard !typed.isEmpty else { return common.sorted() }
    let separator: Character = typed.contains("_") ? "_" : "-"
    let lower = typed.lowercased()
    return names.map { String($0.map { $0 == "_" ? separator : $0 }) }
      .filter { $0.lowercased().hasPrefix(lower) }.sorted()
  }

  /// Where the run of name characters (letters, digits, `_`, non-ASCII) that ends at `end` (the
  /// end of `bytes` unless given) begins.
  private static func identifierStart(_ bytes: [UInt8], end: Int? = nil) -> Int {
    var start = end ?? bytes.count
    while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
    return start
  }

  /// Where a dotted word begins when the word at `wordStart` follows a name and a dot (`hebrew.m`,
  /// `era.`): the name's start; nil when no name that begins with a letter is before a dot.
  private static func dottedFieldStart(_ bytes: [UInt8], wordStart: Int, after stageStart: Int) -> Int? {
    let dot = wordStart - 1
    guard dot > stageStart, bytes[dot] == UInt8(ascii: "."), isNameByte(bytes[dot - 1]) else { return nil }
    let start = max(identifierStart(bytes, end: dot), stageStart)
    guard let first = bytes[start..<dot].first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else {
      return nil
    }
    return start
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
  }
}

/// The words of the stage before the cursor and what they allow next.
private struct StageSoFar {
  var words: [String]
  var start: CursorPlace.StageStart
  /// The command of the pipeline's first stage, when the stage is a later one (`holidays` in
  /// `holidays jp 2025 | where …`).
  var source: String?
  /// The fields of the rows that source gives, when they are not a day's: a holiday's, an entry's.
  var sourceFields: [String]?

  init(text: String, start: CursorPlace.StageStart) {
    var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    var start = start
    if start == .statement, words.first == "let", let equals = words.firstIndex(where: { $0.contains("=") }) {
      let rest = words[equals].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      words = (rest.count > 1 && !rest[1].isEmpty ? [String(rest[1])] : []) + words[(equals + 1)...]
      start = .expression
    }
    self.words = words
    self.start = start
  }

  /// The command that begins the stages before the current one (their text): `let NAME =` aside.
  static func source(of stages: String) -> String? {
    var words = stages.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "=" })
    if words.first == "let" { words.removeFirst(min(2, words.count)) }
    return words.first.map(String.init)
  }

  /// The first string in double quotes in `stages` (the path of `load "cal.ics"`).
  static func quotedPath(in stages: String) -> String? {
    let parts = stages.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
    return parts.count == 3 ? String(parts[1]) : nil
  }

  /// The fields of the rows a pipeline's first stage gives, when they are not a day cell's: a
  /// holiday's (`holidays`, or a variable holding holidays), an entry's (a variable holding
  /// entries: its file's columns; `load`, whose file completion does not read: `date amount`).
  static func fields(of source: String, rowFields: [String: [String]]) -> [String]? {
    if let fields = rowFields[source] { return fields }
    switch source {
    case "holidays": return HolidayFields.names
    case "load": return ["date", "amount"]
    default: return nil
    }
  }

  /// The words of a stage over rows with `fields` (holidays, entries), not a day's (`holidays jp
  /// 2025 | where kind == "substitute"`, `| table name country`); nil for a stage that takes none.
  static func rowWords(of stage: String, fields: [String]) -> [String]? {
    switch stage {
    case "where": return fields
    case "table", "csv": return fields + ["all"]
    case "json": return ["pretty"] + fields + ["all"]
    default: return nil
    }
  }

  /// Whether the stage is a `where` over day cells, whose conditions read the parts of a
  /// calendar's field (`where hebrew.month == 7`); `table` and the rest take whole columns.
  var readsCellFields: Bool { words.first == "where" && sourceFields == nil }

  /// Every word that may follow these words, before filtering by the partial word.
  func candidates(variables: [String]) -> [String] {
    let commands = CommandTable.names + CommandTable.aliases.map(\.alias)
    guard let first = words.first else {
      switch start {
      case .pipe:
        // The shell's commands (help, source, vars, quit) are statements, never a stage.
        return commands.filter { CommandTable.command(named: $0)?.group != .shell }
      case .expression: return commands + variables
      case .statement: return commands + ["let", "set"] + variables
      }
    }
    if first == "set", start == .statement {
      if words.count == 1 { return Settings.Name.allCases.map(\.rawValue) }
      guard words.count == 2, let setting = Settings.Name(rawValue: words[1]) else { return [] }
      return setting.completions
    }
    if first == "let", start == .statement { return words.count == 1 ? variables : [] }
    if first == "help" {
      return words.count == 1 ? commands + (CommandTable.command(named: "help")?.words ?? []) : []
    }
    let command = CommandTable.command(named: first)
    var commandWords = command?.words ?? []
    if let sourceFields, let fields = Self.rowWords(of: first, fields: sourceFields) {
      // Holidays and entries have no cell fields: name, country, kind … (a day's would be refused).
      if first != "where" { return fields }
      commandWords = fields
    }
    // `holidays` reads countries and `load`, then a year, month or range: never a weekday, nor
    // today (a date is no year); after `jp,` only another country.
    // `load FILE` only first (`holidays jp load` is an error).
    if command?.readsCountries == true {
      if words.last?.hasSuffix(",") == true { return commandWords }
      return commandWords + (words.count == 1 ? ["load"] : []) + variables
    }
    // `summary by PERIOD` or `summary by COLUMN`: a column of text, when the entries' are known.
    if first == "summary" {
      guard words.count == 2, words[1] == "by" else { return words.count == 1 ? ["by"] : [] }
      let columns = (sourceFields ?? []).filter { $0 != "date" && $0 != "amount" }
      return SummaryPeriod.allCases.map(\.rawValue) + columns
    }
    let last = words.last!
    let number = last.drop(while: { "+-*".contains($0) })
    if !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) {
      // A number in arithmetic takes a unit (`+ 3 days`); one a command reads takes the
      // command's words (`easter 2024 orthodox`) or, after nth's ordinal, a weekday.
      let previous = words.count > 1 ? words[words.count - 2] : ""
      let inArithmetic =
        (number.count < last.count && words.count > 2) || ["+", "-", "*"].contains(previous)
      guard words.count > 1, !inArithmetic, command != nil else {
        return DurationUnit.words + ["workday", "workdays"]
      }
      if first == "nth", words.count == 2 { return ConstantWords.weekdays }
      return commandWords.isEmpty ? DurationUnit.words : commandWords
    }
    return commandWords + variables + ConstantWords.weekdays + ConstantWords.days
  }
}
