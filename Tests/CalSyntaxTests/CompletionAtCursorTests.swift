import CalSyntax
import Testing

/// The words of `testLexicon`'s commands, as CalScript's tables would give them: the front end is
/// tested for the kind of word it expects, not for calsh's words.
private let testWords = CompletionWords(
  commands: testNames + ["exit"],
  isStage: { !["quit", "exit", "source", "explain"].contains($0) },
  isCommand: { (testNames + ["exit"]).contains($0) },
  commandWords: { command in
    switch command {
    case "pad": return ["grid"]
    case "easter": return ["gregorian", "julian", "orthodox"]
    case "table", "csv": return ["date", "weekday", "hebrew"]
    case "explain": return ["easter", "leap"]
    case "holidays": return ["jp", "kr"]
    default: return []
    }
  },
  readsCountries: { $0 == "holidays" },
  settings: ["locale", "width"], settingValues: { $0 == "width" ? ["80", "auto"] : nil },
  commonLocales: ["en", "ja"], calendarParts: ["hebrew.day", "hebrew.month"],
  holidayFields: ["date", "name", "kind"], entryFields: ["date", "amount"],
  isCalendarFile: { $0.hasSuffix(".ics") })

/// What completion offers at the end of `text`; `["<file>"]` for a path.
private func offered(
  _ text: String, variables: [String] = [], localeNames: [String] = ["en_US", "en_GB", "ja_JP"],
  rowFields: [String: [String]] = [:]
) -> [String] {
  let found = CompletionAtCursor.complete(
    text, lexicon: testLexicon, words: testWords, variables: variables, localeNames: localeNames,
    rowFields: rowFields, calendarFileColumns: ["summary", "location"])
  return found.isFileName ? ["<file>"] : found.words
}

/// The kind of word the cursor expects, found by the lexer, filled from the words given.
struct CompletionAtCursorTests {
  @Test func commandsWhereAStatementOrAStageBegins() {
    #expect(offered("mo") == ["month"])
    #expect(offered("e") == ["easter", "every", "exit", "explain"])
    // After `|` a stage: the words `isStage` refuses are not offered.
    #expect(offered("month 2023-02 | e") == ["easter", "every"])
    #expect(offered("s", variables: ["sun"]) == ["select", "set", "source", "strip", "sun"])
    #expect(offered("weekday (ea") == ["easter"])
  }

  @Test func aCommandsOwnWordsAndTheWordsAfterANumber() {
    #expect(offered("month 2023-02 | pad g") == ["grid"])
    #expect(offered("easter 2024 ") == ["gregorian", "julian", "orthodox"])
    #expect(offered("2023-02-03 + 3 da") == ["day", "days"])
    #expect(offered("nth 4 th") == ["thu", "thursday"])
    #expect(offered("explain e") == ["easter"])
  }

  @Test func settingsAndLocales() {
    #expect(offered("set ") == ["locale", "width"])
    #expect(offered("set width ") == ["80", "auto"])
    #expect(offered("set locale ") == ["en", "ja"])
    #expect(offered("set locale en-") == ["en-GB", "en-US"])
    #expect(offered("set locale en_G") == ["en_GB"])
  }

  @Test func pathsAfterSourceLoadAndARedirection() {
    #expect(offered("source lib/") == ["<file>"])
    #expect(offered("load \"my fi") == ["<file>"])
    #expect(offered("holidays load ho") == ["<file>"])
    #expect(offered("days 2025-01 | csv > out/d") == ["<file>"])
    #expect(offered("days 2025-01 | where day > ") != ["<file>"])
  }

  /// A path is what the lexer reads as one: a bare path after `source` keeps its `(`, a path
  /// glued to `>` is a path, a path already ended takes no completion of a path.
  @Test func pathsAreTheLexersPaths() {
    let path = { (text: String) in
      CompletionAtCursor.complete(
        text, lexicon: testLexicon, words: testWords, variables: [], localeNames: [], rowFields: [:],
        calendarFileColumns: [])
    }
    #expect(path("source a(b") == CompletionAtCursor(word: "a(b", isFileName: true))
    #expect(path("days 2025-01 | csv >out/d") == CompletionAtCursor(word: "out/d", isFileName: true))
    #expect(path("days 2025-01 | csv >> ") == CompletionAtCursor(word: "", isFileName: true))
    #expect(!path("load a.csv ").isFileName)
    #expect(!path("load").isFileName)
    #expect(path("load \"my fi") == CompletionAtCursor(word: "my fi", isFileName: true))
  }

  @Test func rowFieldsAfterTheirSource() {
    #expect(offered("holidays jp 2025 | where k") == ["kind"])
    #expect(offered("holidays jp 2025 | table ") == ["all", "date", "kind", "name"])
    #expect(offered("holidays jp, ") == ["jp", "kr"])
    #expect(offered("load \"yen.csv\" | where a") == ["amount"])
    #expect(offered("load \"x.ics\" | table ") == ["all", "date", "location", "summary"])
    let fields = ["b": ["date", "Trans Desc"]]
    #expect(offered("b | where T", variables: ["b"], rowFields: fields) == ["`Trans Desc`"])
    #expect(offered("b | where `T", variables: ["b"], rowFields: fields) == ["Trans Desc"])
    // A field is read in any case, so it is offered in any case, from the typed word on.
    #expect(offered("b | where tr", variables: ["b"], rowFields: fields) == ["`trans Desc`"])
    #expect(offered("b | table D", variables: ["b"], rowFields: fields) == ["Date"])
    #expect(offered("load \"yen.csv\" | where A") == ["Amount"])
  }

  @Test func calendarPartsAfterADotOnlyInWhere() {
    #expect(offered("days 2025-01 | where hebrew.m") == ["hebrew.month"])
    #expect(offered("days 2025-01 | table hebrew.") == [])
    #expect(offered("holidays jp 2025 | where hebrew.") == [])
  }

  @Test func nothingInStringsCommentsOrNumbers() {
    #expect(offered("print \"mo") == [])
    #expect(offered("month 2023-02 # mo") == [])
    #expect(offered("month 20") == [])
  }
}
