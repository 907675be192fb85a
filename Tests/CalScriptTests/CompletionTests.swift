import CalScript
import Testing

private func words(_ text: String, variables: [String] = []) -> [String] {
  guard case .words(let list) = Completion.complete(text, variables: variables).kind else {
    return ["<file>"]
  }
  return list
}

@Test func commandNamesAtLineStart() {
  #expect(words("mo") == ["month"])
  #expect(words("se").contains("select"))
  #expect(words("se").contains("set"))
  #expect(words("ex") == ["exit", "explain"])
  #expect(Completion.complete("mo", variables: []).word == "mo")
}

@Test func onlyCommandsAfterPipe() {
  #expect(words("month 2023-02 | pad | sel") == ["select"])
  #expect(words("month 2023-02 | ", variables: ["feb"]) == (CommandTable.names + ["exit"]).sorted())
  #expect(!words("feb | s").contains("set"))
}

@Test func commandsAfterSemicolonAndParenthesis() {
  #expect(words("today; mo") == ["month"])
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
  #expect(words("month 2023-02 | json p") == ["pretty"])
  #expect(words("month 2023-02 | grid w").contains("weeks"))
  #expect(words("month 2023-02 | ar") == ["around"])
  #expect(words("month 2023-02 | st") == ["strip"])
}

@Test func helpOffersEveryCommandAndKeyword() {
  let all = words("help ")
  #expect(all.contains("month") && all.contains("quit") && all.contains("let") && all.contains("set"))
  #expect(words("help sel") == ["select", "selection"])
  #expect(all.contains("arithmetic") && all.contains("dates"))
}

@Test func settingNamesAndValues() {
  #expect(words("set ") == ["color", "firstweekday", "holidays", "locale", "monthend", "today", "width"])
  #expect(words("set width ") == ["120", "80", "auto"])
  #expect(words("set monthend ") == ["clamp", "overflow"])
  #expect(words("set first") == ["firstweekday"])
  #expect(words("set firstweekday ") == ["fri", "mon", "sat", "sun", "thu", "tue", "wed"])
  #expect(words("set color a") == ["always", "auto"])
  #expect(words("set today ") == ["today", "tomorrow", "yesterday"])
  #expect(words("set locale z") == ["zh-Hans", "zh-Hant"])
  #expect(words("set locale ").contains("ko") && words("set locale ").contains("de"))
}

@Test func weekdaysAndDurationUnits() {
  #expect(words("2023-02-03 + 3 da") == ["day", "days"])
  #expect(words("2023-01-31 + 1 mo") == ["month", "months"])
  #expect(words("weekday fr").contains("fri"))
  #expect(words("weekday fr").contains("friday"))
}

@Test func fileNamesAfterSourceAndLoad() {
  #expect(Completion.complete("source lib/ho", variables: []) == Completion(word: "lib/ho", kind: .fileName))
  #expect(Completion.complete("load ", variables: []) == Completion(word: "", kind: .fileName))
  #expect(Completion.complete("today; source \"my fi", variables: []).kind == .fileName)
  #expect(words("sour") == ["source"])
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
