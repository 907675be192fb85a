/// The words of the stage before the cursor and what they allow next.
struct StageSoFar {
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
  static func fields(of source: String, rowFields: [String: [String]], offered: CompletionWords) -> [String]?
  {
    if let fields = rowFields[source] { return fields }
    switch source {
    case "holidays": return offered.holidayFields
    case "load": return offered.entryFields
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

  /// Whether the stage reads holiday codes (`holidays us-`, `set holidays gb-`), which are written
  /// bare: `us-ak` is a code there, not a subtraction.
  func readsCodes(offered: CompletionWords) -> Bool {
    guard let first = words.first else { return false }
    if first == "set", start == .statement { return words.count >= 2 && words[1] == "holidays" }
    return offered.isCommand(first) && offered.readsCountries(first)
  }

  /// Every word that may follow these words, before filtering by the partial word.
  func candidates(variables: [String], offered: CompletionWords) -> [String] {
    let commands = offered.commands
    guard let first = words.first else {
      switch start {
      case .pipe:
        // The shell's commands (help, source, vars, quit) are statements, never a stage.
        return commands.filter(offered.isStage)
      case .expression: return commands + variables
      case .statement: return commands + ["let", "set"] + variables
      }
    }
    if first == "set", start == .statement {
      if words.count == 1 { return offered.settings }
      guard words.count == 2 else { return [] }
      return offered.settingValues(words[1]) ?? []
    }
    if first == "let", start == .statement { return words.count == 1 ? variables : [] }
    if first == "help" {
      return words.count == 1 ? commands + offered.commandWords("help") : []
    }
    let isCommand = offered.isCommand(first)
    var commandWords = isCommand ? offered.commandWords(first) : []
    if let sourceFields, let fields = Self.rowWords(of: first, fields: sourceFields) {
      // Holidays and entries have no cell fields: name, country, kind … (a day's would be refused).
      if first != "where" { return fields }
      commandWords = fields
    }
    // `holidays` reads countries and `load`, then a year, month or range: never a weekday, nor
    // today (a date is no year); after `jp,` only another country.
    // `load FILE` only first (`holidays jp load` is an error).
    if isCommand, offered.readsCountries(first) {
      if words.last?.hasSuffix(",") == true { return commandWords }
      return commandWords + (words.count == 1 ? ["load"] : []) + variables
    }
    // `summary by PERIOD` or `summary by COLUMN`: a column of text, when the entries' are known.
    if first == "summary" {
      guard words.count == 2, words[1] == "by" else { return words.count == 1 ? ["by"] : [] }
      let columns = (sourceFields ?? []).filter { $0 != "date" && $0 != "amount" }
      return offered.summaryPeriods + columns
    }
    let last = words.last!
    let number = last.drop(while: { "+-*".contains($0) })
    if !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) {
      // A number in arithmetic takes a unit (`+ 3 days`); one a command reads takes the
      // command's words (`easter 2024 orthodox`) or, after nth's ordinal, a weekday.
      let previous = words.count > 1 ? words[words.count - 2] : ""
      let inArithmetic =
        (number.count < last.count && words.count > 2) || ["+", "-", "*"].contains(previous)
      guard words.count > 1, !inArithmetic, isCommand else {
        return DurationUnit.words + ["workday", "workdays"]
      }
      if first == "nth", words.count == 2 { return ConstantWords.weekdays }
      return commandWords.isEmpty ? DurationUnit.words : commandWords
    }
    return commandWords + variables + ConstantWords.weekdays + ConstantWords.days
  }
}
