import CalScript
import Testing

private func words(_ text: String, variables: [String] = []) -> [String] {
  let completion = Completion.complete(text, variables: variables, localeNames: TestLocales().names)
  guard case .words(let list) = completion.kind else {
    return ["<file>"]
  }
  return list
}

@Test func commandNamesAtLineStart() {
  #expect(words("mo") == ["month", "months", "moon"])
  #expect(words("se").contains("select"))
  #expect(words("se").contains("set"))
  #expect(words("ex") == ["except", "exit", "explain"])
  #expect(Completion.complete("mo", variables: []).word == "mo")
}

@Test func onlyCommandsAfterPipe() {
  #expect(words("month 2023-02 | pad | sel") == ["select"])
  // After `|` only a stage: the shell's statements (help, source, vars, quit, exit, args) are not (#26.25).
  let shell: Set = ["help", "source", "vars", "quit", "exit", "args"]
  #expect(
    words("month 2023-02 | ", variables: ["feb"])
      == (CommandTable.names + CommandTable.aliases.filter { $0.name == "when" }.map(\.alias))
      .filter { !shell.contains($0) }.sorted())
  #expect(!words("feb | s").contains("set"))
}

@Test func commandsAfterSemicolonAndParenthesis() {
  #expect(words("today; mo") == ["month", "months", "moon"])
  #expect(words("weekday (to") == ["today"])
  #expect(words("select (today + 1 day) | pa") == ["pad"])
}

@Test func variablesAtStatementStartAndInArguments() {
  #expect(words("fe", variables: ["feb"]) == ["feb"])
  #expect(words("let x = fe", variables: ["feb"]) == ["feb"])
  #expect(words("month 2023-02 | select fe", variables: ["feb", "other"]) == ["feb"])
}

@Test func commandArgumentWords() {
  #expect(words("month 2023-02 | pad g") == ["grid"])
  // json takes 'pretty' and the columns table and csv take.
  #expect(words("month 2023-02 | json p") == ["persian", "pretty"])
  #expect(words("month 2023-02 | json pretty date heb") == ["hebrew"])
  #expect(words("month 2023-02 | grid w").contains("weeks"))
  #expect(words("month 2023-02 | ar") == ["around"])
  #expect(words("month 2023-02 | st") == ["step", "strip"])
}

@Test func helpOffersEveryCommandAndKeyword() {
  let all = words("help ")
  #expect(all.contains("month") && all.contains("quit") && all.contains("let") && all.contains("set"))
  #expect(words("help sel") == ["select", "selection"])
  #expect(all.contains("arithmetic") && all.contains("dates"))
}

@Test func settingNamesAndValues() {
  #expect(
    words("set ") == [
      "color", "disambiguation", "firstweekday", "holidays", "locale", "monthend", "reform", "today", "tz",
      "tzdata", "weeks", "width",
    ])
  #expect(words("set weeks ") == ["auto", "iso", "uk", "us"])
  #expect(words("set disambiguation ") == ["compatible", "earlier", "later", "reject"])
  #expect(words("set reform g") == ["gb", "gr"])
  #expect(words("set width ") == ["120", "80", "auto"])
  #expect(words("set monthend ") == ["clamp", "overflow"])
  #expect(words("set first") == ["firstweekday"])
  #expect(words("set firstweekday ") == ["fri", "mon", "sat", "sun", "thu", "tue", "wed"])
  #expect(words("set color a") == ["always", "auto"])
  #expect(words("set today ") == ["today", "tomorrow", "yesterday"])
  #expect(words("set locale ").contains("ko") && words("set locale ").contains("zh-Hant"))
}

/// Every CLDR locale completes, the whole name one word (`zh-H`, not `H` after a minus), in the
/// separator typed; nothing but locale names is offered (issue 17).
@Test func localeNamesComplete() {
  #expect(words("set locale zh-Hant-") == ["zh-Hant-HK", "zh-Hant-MO", "zh-Hant-MY", "zh-Hant-TW"])
  #expect(words("set locale zh_hant_t") == ["zh_Hant_TW"])
  #expect(words("set locale en_US_") == ["en_US_POSIX"])
  #expect(words("set locale ca-es-") == ["ca-ES-VALENCIA"])
  #expect(words("set locale de_DE.") == [])
  #expect(words("set locale jp") == [])
  #expect(words("set locale z").contains("zu") && !words("set locale z").contains("zero"))
  #expect(Completion.complete("set locale zh-H", variables: [], localeNames: ["zh_Hant"]).word == "zh-H")
  #expect(words("set  locale\tko_K") == ["ko_KP", "ko_KR"])
  #expect(words("month 2023-02 | set locale k").isEmpty)
}

@Test func weekdaysAndDurationUnits() {
  #expect(words("2023-02-03 + 3 da") == ["day", "days"])
  #expect(words("2023-01-31 + 1 mo") == ["month", "months"])
  #expect(words("weekday fr").contains("fri"))
  #expect(words("weekday fr").contains("friday"))
}

@Test func aNumberACommandReadsTakesTheCommandsWords() {
  #expect(words("easter 2024 or") == ["orthodox"])
  #expect(words("easter 2024 ") == ["gregorian", "julian", "orthodox"])
  #expect(words("nth 4 th") == ["thu", "thursday"])
  #expect(words("nth 4 thu 2026-11 + 2 da") == ["day", "days"])
  #expect(words("nth -1 fr") == ["fri", "friday"])
  #expect(words("easter 2024 + 3 da") == ["day", "days"])
  #expect(words("2025-01-01 + 3 wo") == ["workday", "workdays"])
}

@Test func fileNamesAfterSourceAndLoad() {
  #expect(Completion.complete("source lib/ho", variables: []) == Completion(word: "lib/ho", kind: .fileName))
  #expect(Completion.complete("load ", variables: []) == Completion(word: "", kind: .fileName))
  #expect(Completion.complete("today; source \"my fi", variables: []).kind == .fileName)
  #expect(words("sour") == ["source"])
}

@Test func fileNamesAfterARedirection() {
  #expect(
    Completion.complete("holidays jp 2025 | ics > out/j", variables: [])
      == Completion(word: "out/j", kind: .fileName))
  #expect(
    Completion.complete("days 2025-01 | csv >> ", variables: []) == Completion(word: "", kind: .fileName))
  // Not after an output stage: '>' compares, and names follow it.
  #expect(Completion.complete("days 2025-01 | where day > ", variables: []).kind != .fileName)
}

@Test func nothingInsideStringsCommentsOrNumbers() {
  #expect(words("month 2023-02 # mo").isEmpty)
  #expect(words("help \"mo").isEmpty)
  #expect(words("month 20").isEmpty)
}

@Test func ledgerCommandsComplete() {
  #expect(words("let book = lo") == ["load"])
  #expect(words("load ex") == ["<file>"])
  #expect(words("book | summary b", variables: ["book"]).contains("by"))
  #expect(words("book | sum", variables: ["book"]) == ["summary"])
  #expect(words("month 2023-05 | with bo", variables: ["book"]) == ["book"])
  #expect(words("month 2023-05 | with book | grid am", variables: ["book"]) == ["amounts"])
  #expect(words("month 2023-05 | with book | table ne", variables: ["book"]) == ["net"])
  #expect(words("month 2023-05 | with book | de", variables: ["book"]) == ["deselect", "details"])
}

/// `holidays` takes countries and `load`, never a weekday; the stages after a holidays pipeline
/// offer a holiday's fields, not a day cell's (#26.25).
@Test func holidaysCompleteTheirOwnWords() {
  let first = words("holidays ")
  #expect(first.contains("jp") && first.contains("load"))
  #expect(!first.contains("mon") && !first.contains("friday"))
  // `holidays today` is an error: no day words; after a comma only another country.
  #expect(!first.contains("today") && !first.contains("tomorrow") && !first.contains("yesterday"))
  // Every country, subdivision and market code (issue 29); after a comma no `load` or `list`.
  let codes = words("holidays jp, ")
  // Subdivisions bare, as the parser reads them there: a candidate begins with the word it
  // completes (`us` → `us-ak`, never `` `us-ak` ``: the fuzz target's invariant).
  #expect(["jp", "kr", "us", "gb", "de", "xnys", "nyse", "gb-sct"].allSatisfy(codes.contains))
  #expect(words("set holidays us").contains("us-ak"))
  #expect(words("set holidays us").allSatisfy { $0.hasPrefix("us") })
  #expect(words("workdays 2024-03-le en").allSatisfy { $0.hasPrefix("en") })
  #expect(!codes.contains("load") && !codes.contains("gbr"))
  #expect(words("holidays l").contains("load") && words("holidays l").contains("list"))
  #expect(words("holidays l").contains("lt") && !words("holidays l").contains("ltu"))
  #expect(words("holidays jp, k").contains("kr") && words("holidays jp, k").allSatisfy { $0.hasPrefix("k") })
  #expect(Completion.complete("holidays load ho", variables: []) == Completion(word: "ho", kind: .fileName))
  #expect(words("holidays jp 2025 | where k") == ["kind"])
  #expect(words("holidays jp 2025 | where ").contains("country"))
  #expect(!words("holidays jp 2025 | where ").contains("isWeekend"))
  #expect(words("holidays jp 2025 | where weekday == mo").contains("mon"))
  #expect(
    words("holidays jp 2025 | first 3 | table ") == [
      "all", "category", "country", "date", "kind", "localName", "name", "observed", "weekday",
    ])
  #expect(words("let h = holidays jp 2025 | json p") == ["pretty"])
  #expect(words("(holidays us 2025 | csv na") == ["name"])
  // A variable of holidays gives its holidays' fields.
  let holidayFields = ["h": ["date", "weekday", "country", "name", "localName", "kind"]]
  #expect(
    Completion.complete("h | where k", variables: ["h"], rowFields: holidayFields).kind == .words(["kind"]))
  // Day lists keep the cell's fields.
  #expect(words("days 2025-01 | where isW") == ["isWeekend", "isWithinDisplayedMonth"])
  #expect(words("holidays jp 2025; days 2025-01 | where isW") == ["isWeekend", "isWithinDisplayedMonth"])
}

/// The stages after `load` offer an entry's fields, not a day cell's: `date amount` (completion
/// does not read the file); after a variable that holds entries, its file's columns (#26.25).
@Test func entriesCompleteTheirFields() {
  #expect(words("load \"yen.csv\" | where a") == ["amount"])
  #expect(!words("load \"yen.csv\" | where is").contains("isWeekend"))
  #expect(words("load \"yen.csv\" | first 3 | table ") == ["all", "amount", "date"])
  let fields = ["b": ["date", "amount", "memo", "Trans Desc"]]
  func entryWords(_ text: String) -> [String] {
    guard case .words(let list) = Completion.complete(text, variables: ["b"], rowFields: fields).kind else {
      return []
    }
    return list
  }
  #expect(Set(["`Trans Desc`", "amount", "date", "memo"]).isSubset(of: entryWords("b | where ")))
  #expect(entryWords("b | where me") == ["memo"])
  #expect(entryWords("let c = b | json ").contains("pretty"))
  #expect(!entryWords("b | where ").contains("weekday"))
}

/// A column whose name has a space completes between backquotes; inside a backquote the user
/// opened, the bare name, which readline closes (#26 r2.1).
@Test func namesWithSpacesCompleteBetweenBackquotes() {
  let fields = ["b": ["date", "amount", "Trans Desc", "category"]]
  func entryWords(_ text: String) -> Completion {
    Completion.complete(text, variables: ["b"], rowFields: fields)
  }
  #expect(entryWords("b | where Tr") == Completion(word: "Tr", kind: .words(["`Trans Desc`"])))
  #expect(entryWords("b | table date Tr") == Completion(word: "Tr", kind: .words(["`Trans Desc`"])))
  guard case .words(let all) = entryWords("b | where ").kind else { return }
  #expect(all.contains("`Trans Desc`") && !all.contains("Trans Desc") && all.contains("category"))
  #expect(entryWords("b | where `Tr") == Completion(word: "Tr", kind: .words(["Trans Desc"])))
  #expect(entryWords("b | where `Trans D") == Completion(word: "Trans D", kind: .words(["Trans Desc"])))
  #expect(entryWords("b | where `Trans Desc` == \"x\" | table ca").kind == .words(["category"]))
}

/// After a calendar's name and a dot, `where` offers that calendar's parts, from the registry's
/// calendars too, and nothing else (#26.r2.3).
@Test func calendarPartsCompleteAfterADot() {
  #expect(
    words("month 2025-02 | where hebrew.") == [
      "hebrew.day", "hebrew.month", "hebrew.monthName", "hebrew.year",
    ])
  #expect(words("month 2025-02 | where hebrew.m") == ["hebrew.month", "hebrew.monthName"])
  #expect(
    words("month 2025-02 | where era.") == ["era.day", "era.era", "era.month", "era.monthName", "era.year"])
  #expect(words("days 2025-01 | where chinese.l") == ["chinese.leap"])
  #expect(
    words("days 2025-01 | where korean.leap == true and coptic.mo") == ["coptic.month", "coptic.monthName"])
  #expect(words("days 2025-01 | where thai.") == ["thai.day", "thai.month", "thai.monthName", "thai.year"])
  #expect(words("days 2025-01 | where nosuch.").isEmpty)
  // `table` takes whole columns; holidays have no calendar fields.
  #expect(words("days 2025-01 | table hebrew.").isEmpty)
  #expect(words("holidays jp 2025 | where hebrew.").isEmpty)
  // A range's dots are not a field's.
  #expect(words("weekday 2023-01..fe", variables: ["feb"]) == ["feb"])
}

/// Completion offers no word that would be an error there: `load` after a country, day words
/// after `summary by`; the text columns of a variable's entries after `summary by`; no amount on
/// an iCalendar file's entries (#26.r2.4).
@Test func completionOffersNoErrors() {
  #expect(words("holidays jp ").contains("kr") && !words("holidays jp ").contains("load"))
  #expect(words("holidays ").contains("load"))
  #expect(words("load \"yen.csv\" | summary ") == ["by"])
  #expect(words("load \"yen.csv\" | summary by ") == ["month", "quarter", "week", "weekday", "year"])
  #expect(words("load \"yen.csv\" | summary by month ").isEmpty)
  let fields = ["b": ["date", "amount", "Trans Desc", "category"]]
  #expect(
    Completion.complete("b | summary by ", variables: ["b"], rowFields: fields).kind
      == .words(["`Trans Desc`", "category", "month", "quarter", "week", "weekday", "year"]))
  let columns = ["summary", "location", "description", "categories"]
  func calendarWords(_ text: String) -> [String] {
    guard case .words(let list) = Completion.complete(text, variables: [], calendarFileColumns: columns).kind
    else { return [] }
    return list
  }
  #expect(calendarWords("load \"x.ics\" | where a").isEmpty)
  #expect(
    calendarWords("load \"x.ICS\" | table ") == [
      "all", "categories", "date", "description", "end", "epoch", "hour", "location", "minute", "offset",
      "second", "start", "summary", "zone",
    ])
  #expect(calendarWords("load \"yen.csv\" | table ") == ["all", "amount", "date"])
}

private let zones = ["America/New_York", "America/Newfoundland", "Asia/Tokyo", "Europe/Berlin", "UTC"]

private func zoneWords(_ text: String) -> (word: String, words: [String]) {
  let completion = Completion.complete(text, variables: [], zoneNames: { zones })
  guard case .words(let list) = completion.kind else { return (completion.word, ["<file>"]) }
  return (completion.word, list)
}

/// Zone names after `in`, `set tz` and `zone`, case aside, each beginning with the typed word.
@Test func zoneNamesWhereAZoneIsRead() {
  #expect(zoneWords("now in America/New").words == ["America/New_York", "America/Newfoundland"])
  #expect(zoneWords("15:00 in america/new_").words == ["america/new_York"])
  #expect(zoneWords("set tz Eu").words == ["Europe/Berlin"])
  #expect(zoneWords("zone as").words == ["asia/Tokyo"])
  #expect(zoneWords("@0 in u").words == ["uTC"])
  #expect(zoneWords("now in ").words == zones)
  for text in ["now in America/New", "set tz eu", "zone as", "@0 in u"] {
    let (word, words) = zoneWords(text)
    #expect(text.hasSuffix(word) && words.allSatisfy { $0.hasPrefix(word) }, "\(text)")
  }
  // Where `in` is a command's own word or a country's code, no zones.
  #expect(!zoneWords("every year on 4th thu in n").words.contains("UTC"))
  #expect(zoneWords("holidays gb in").words.allSatisfy { !zones.contains($0) })
}
