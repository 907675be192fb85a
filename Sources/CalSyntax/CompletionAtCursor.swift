/// What Tab completes at the cursor, read by the lexer (`CursorPlace`): the partial word before
/// it and what may replace that word, the words themselves given as `CompletionWords`.
package struct CompletionAtCursor: Equatable, Sendable {
  /// The partial word before the cursor that a candidate replaces (for a path, the partial path).
  package var word: String
  /// Candidates that start with `word`, sorted, each once; a name that is not a plain word is
  /// written between backquotes unless the user opened one. Empty for a path.
  package var words: [String]
  /// A path after `source` or `load`, or after `>` ending an output stage: the line editor asks
  /// the file system.
  package var isFileName: Bool

  package init(word: String, words: [String] = [], isFileName: Bool = false) {
    self.word = word
    self.words = words
    self.isFileName = isFileName
  }

  /// The completion for the end of `textBeforeCursor`, its command words `lexicon`'s and the
  /// words offered `offered`'s; `variables` are the names bound with `let`, `localeNames` those
  /// `set locale` takes, `rowFields` the fields of the variables that hold entries or holidays,
  /// `calendarFileColumns` the text columns a calendar file loads with (known from its name).
  package static func complete(
    _ textBeforeCursor: String, lexicon: CommandLexicon, words offered: CompletionWords, variables: [String],
    localeNames: [String], rowFields: [String: [String]], calendarFileColumns: [String],
    zoneNames: () -> [String] = { [] }
  ) -> CompletionAtCursor {
    let bytes = Array(textBeforeCursor.utf8)
    let scan = CursorPlace(bytes, lexicon: lexicon)
    if scan.inComment { return CompletionAtCursor(word: "", words: []) }
    if let path = sourcePath(scan, bytes) ?? redirectionPath(scan, bytes, lexicon: lexicon) {
      return CompletionAtCursor(word: path, isFileName: true)
    }
    if scan.start == .statement, !scan.inString, let name = localeName(scan, bytes) {
      return CompletionAtCursor(
        word: name, words: localeCompletions(of: name, among: localeNames, common: offered.commonLocales))
    }
    if scan.start == .statement, !scan.inString, !scan.inBackquote,
      let zone = zoneName(scan, bytes, offered: offered)
    {
      return CompletionAtCursor(word: zone, words: zoneCompletions(of: zone, among: zoneNames()))
    }
    var wordStart = scan.inBackquote ? scan.backquoteStart : max(identifierStart(bytes), scan.stageStart)
    // `hebrew.m`: a part of a calendar's field, the whole dotted word completed.
    let dottedStart =
      scan.inBackquote ? nil : dottedFieldStart(bytes, wordStart: wordStart, after: scan.stageStart)
    if let dottedStart { wordStart = dottedStart }
    let word = String(decoding: bytes[wordStart...], as: UTF8.self)
    if scan.inString || (!scan.inBackquote && word.first?.isNumber == true) {
      return CompletionAtCursor(word: word, words: [])
    }
    var stage = StageSoFar(
      text: String(
        decoding: bytes[scan.stageStart..<(scan.inBackquote ? wordStart - 1 : wordStart)], as: UTF8.self),
      start: scan.start)
    let stages = String(decoding: bytes[scan.pipelineStart..<scan.stageStart], as: UTF8.self)
    stage.source = StageSoFar.source(of: stages)
    stage.sourceFields = stage.source.flatMap { source in
      // `load "cal.ics"`: an iCalendar file's entries have no amount, whatever the file holds.
      if source == "load", let path = StageSoFar.quotedPath(in: stages), offered.isCalendarFile(path) {
        return ["date"] + calendarFileColumns
      }
      return StageSoFar.fields(of: source, rowFields: rowFields, offered: offered)
    }
    if dottedStart != nil {
      let parts = stage.readsCellFields ? offered.calendarParts.filter { $0.hasPrefix(word) } : []
      return CompletionAtCursor(word: word, words: parts.sorted())
    }
    // A command's own words (holiday codes such as `us-ak` among them) are written as it reads
    // them; only names of columns and variables are backquoted.
    let bareWords = Set(stage.words.first.map(offered.commandWords) ?? [])
    let codes = stage.readsCodes(offered: offered)
    // A row's field is read in any case (`desc` names `Description`): it is offered so, written
    // from the typed word on (`description`), so that it begins with the word it replaces.
    let fields = Set(stage.sourceFields ?? [])
    let lowercasedWord = word.lowercased()
    let matches = Set(
      stage.candidates(variables: variables, offered: offered).compactMap { candidate -> String? in
        if candidate.hasPrefix(word) { return candidate }
        guard fields.contains(candidate), candidate.count >= word.count,
          candidate.lowercased().hasPrefix(lowercasedWord)
        else { return nil }
        return word + candidate.dropFirst(word.count)
      }
    )
    .map {
      scan.inBackquote || isPlainName($0) || (codes && isCode($0)) || bareWords.contains($0)
        ? $0 : "`\($0)`"
    }
    .sorted()
    return CompletionAtCursor(word: word, words: matches)
  }

  /// Whether `name` can be written as it is, without backquotes: name characters only (a
  /// candidate with a space, `-` or `(` is a column's name).
  private static func isPlainName(_ name: String) -> Bool { name.utf8.allSatisfy(isNameByte) }

  /// Whether `name` is a holiday code as the parser reads one bare (`us-ak`, `fr-6ae`).
  private static func isCode(_ name: String) -> Bool {
    name.utf8.allSatisfy { isNameByte($0) || $0 == UInt8(ascii: "-") }
  }

  /// The partial path when the stage is `source` or `load` (`holidays load`) followed by the
  /// start of one, which the lexer reads as a path (a bare one is a string token); `""` after
  /// the command and a blank.
  private static func sourcePath(_ scan: CursorPlace, _ bytes: [UInt8]) -> String? {
    var tokens = scan.stageTokens[...]
    if tokens.first?.isWord(.holidays) == true { tokens.removeFirst() }
    guard let command = tokens.first, command.isWord(.source) || command.isWord(.load),
      command.range.end < bytes.count
    else { return nil }
    if scan.inString { return String(decoding: bytes[scan.stringStart...], as: UTF8.self) }
    return pathAtEnd(tokens.dropFirst(), bytes)
  }

  /// The partial path after `> ` or `>> ` at the end of an output stage (`| csv > out/da`):
  /// the lexer reads a `>` there as a redirection and what follows it as a path.
  private static func redirectionPath(_ scan: CursorPlace, _ bytes: [UInt8], lexicon: CommandLexicon)
    -> String?
  {
    let tokens = scan.stageTokens
    guard !scan.inString, let head = tokens.first, head.isCommand, lexicon.isOutputStage(Int(head.command)),
      let arrow = tokens.lastIndex(where: { $0.kind == .redirect }), arrow > 0
    else { return nil }
    return pathAtEnd(tokens[(arrow + 1)...], bytes)
  }

  /// The path `tokens` (what follows a command or `>` that a path follows) end the text with:
  /// `""` when none is begun and a blank ends the text; nil when one ended before the text does.
  private static func pathAtEnd(_ tokens: ArraySlice<LexedToken>, _ bytes: [UInt8]) -> String? {
    guard let path = tokens.first else {
      let blank = bytes.last == 0x20 || bytes.last == 0x09
      return blank ? "" : nil
    }
    guard tokens.count == 1, path.kind == .string, path.range.end == bytes.count else { return nil }
    return String(decoding: bytes[path.range.offset...], as: UTF8.self)
  }

  /// The partial locale name when the statement is `set locale` followed by the start of one
  /// (`zh-H`, `de_DE.`): the word the lexer reads there, `-`, `_`, `.` and `@` included.
  private static func localeName(_ scan: CursorPlace, _ bytes: [UInt8]) -> String? {
    let tokens = scan.stageTokens
    guard tokens.count == 2 || tokens.count == 3, tokens[0].isWord(.set),
      bytes[tokens[1].range.offset..<tokens[1].range.end].elementsEqual("locale".utf8)
    else { return nil }
    if tokens.count == 2 {
      let blank = bytes.last == 0x20 || bytes.last == 0x09
      return blank && tokens[1].range.end < bytes.count ? "" : nil
    }
    guard tokens[2].kind == .identifier, tokens[2].range.end == bytes.count else { return nil }
    return String(decoding: bytes[tokens[2].range.offset...], as: UTF8.self)
  }

  /// The partial zone's name where one is read: after `set tz`, as `zone`'s first word, or after
  /// `in` (`now in America/New`) unless the stage's command reads its own words (`every … in
  /// nov`, `holidays gb in`). Its bytes are the names' own (letters, digits, `_ - /`); `+`
  /// breaks a word for the line editor, so a name is not completed across it.
  private static func zoneName(_ scan: CursorPlace, _ bytes: [UInt8], offered: CompletionWords) -> String? {
    var start = bytes.count
    while start > 0, isZoneNameByte(bytes[start - 1]) { start -= 1 }
    if start > 0, !(bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { return nil }
    let tokens = scan.stageTokens
    guard let before = tokens.last(where: { $0.range.end <= start }), before.range.end < start else {
      return nil
    }
    let word = String(decoding: bytes[start...], as: UTF8.self)
    if let first = word.utf8.first,
      !((first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z"))
    {
      return nil
    }
    func spells(_ token: LexedToken, _ text: String) -> Bool {
      bytes[token.range.offset..<token.range.end].elementsEqual(text.utf8)
    }
    let head = tokens.first.map { String(decoding: bytes[$0.range.offset..<$0.range.end], as: UTF8.self) }
    let beforeIndex = tokens.lastIndex { $0.range.end <= start }!
    if beforeIndex == 1, tokens[0].isWord(.set), spells(before, "tz") { return word }
    if beforeIndex == 0, head == "zone" { return word }
    guard before.isWord(.in), let head else { return nil }
    if !offered.commandWords(head).isEmpty || offered.readsCountries(head) { return nil }
    return word
  }

  private static func isZoneNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
  }

  /// Zones whose names begin with what was typed, case aside (`america/new` → `America/New_York`),
  /// each written from the typed word on (`america/new_York`: the lookup ignores case) so that a
  /// candidate begins with the word it replaces.
  private static func zoneCompletions(of typed: String, among names: [String]) -> [String] {
    let lower = typed.lowercased()
    let found = names.compactMap { name -> String? in
      guard name.count >= typed.count, name.lowercased().hasPrefix(lower) else { return nil }
      return typed + name.dropFirst(typed.count)
    }
    return Array(Set(found)).sorted()
  }

  /// Names that begin with what was typed, case aside, written with its separator (`-` unless
  /// it has `_`); with nothing typed, the common ones.
  private static func localeCompletions(of typed: String, among names: [String], common: [String]) -> [String]
  {
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
