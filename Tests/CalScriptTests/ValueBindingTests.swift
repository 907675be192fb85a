import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// Issue 19: value commands bind like functions (`easter 2025 - 46` is `(easter 2025) - 46`),
/// stages take whole expressions, and a value command maps over a range or list.
struct ValueBindingTests {
  /// The tree of a one-stage statement, as `shape` draws it.
  func tree(_ text: String) throws -> String {
    var parser = Parser(text: text)
    guard case .success(.pipeline(let pipeline))? = parser.nextStatement() else { return "error" }
    return pipeline.stages.map(shape).joined(separator: " | ")
  }

  func shape(_ stage: Stage) -> String {
    switch stage {
    case .command(let call): return "\(call.name)(" + call.arguments.map(shape).joined(separator: ", ") + ")"
    case .expression(let expr): return shape(expr)
    }
  }

  func shape(_ expr: Expr) -> String {
    switch expr {
    case .integer(let n, _): return String(n)
    case .date(let d, _): return d.description
    case .yearMonth(let ym, _): return ym.description
    case .duration(let x, _, _): return x.description
    case .name(let name, _): return name
    case .binary(let op, let a, let b, _): return "(\(shape(a)) \(op.rawValue) \(shape(b)))"
    case .negate(let a, _): return "-\(shape(a))"
    case .range(let a, let b, _): return "\(shape(a))..\(shape(b))"
    case .list(let items, _): return "[" + items.map(shape).joined(separator: ", ") + "]"
    case .pipeline(let p): return "{" + p.stages.map(shape).joined(separator: " | ") + "}"
    default: return "?"
    }
  }

  @Test func valueCommandsBindLikeFunctions() throws {
    #expect(try tree("easter 2025 - 46") == "({easter(2025)} - 46)")
    #expect(try tree("easter 2025 + 49") == "({easter(2025)} + 49)")
    #expect(try tree("nth 1 mon 2024-11 + 1") == "({nth(1, mon, 2024-11)} + 1)")
    #expect(try tree("easter (2024 + 1)") == "easter({(2024 + 1)})")
    #expect(try tree("leap -4") == "leap(-4)")
    #expect(try tree("nth -1 fri 2024-05") == "nth(-1, fri, 2024-05)")
    #expect(try tree("weekday 2024-01-01 + 1 * 2") == "({weekday(2024-01-01)} + (1 * 2))")
    #expect(try tree("last fri 2024-05 + 1") == "({last(fri, 2024-05)} + 1)")
    #expect(try tree("next tue 2025-01-01") == "next(tue, 2025-01-01)")
  }

  /// A call of one value before the end of its arguments (`|`, `)`, `;`, the end) is read in one
  /// step (`Parser.valueCall`): the trees and errors are the rules' own.
  @Test func oneValueCallsReadAsTheRulesReadThem() throws {
    #expect(try tree("isoweek 2021-01-03") == "isoweek(2021-01-03)")
    #expect(try tree("easter 2025;") == "easter(2025)")
    #expect(try tree("weekday today") == "weekday(today)")
    #expect(try tree("daysin 2024-02 | print") == "daysin(2024-02) | print()")
    #expect(try tree("2024-01-01 | weekday") == "2024-01-01 | weekday()")
    #expect(try tree("(easter 2025) + 1") == "({easter(2025)} + 1)")
    #expect(try tree("weekday weekday 2024-01-01") == "weekday({weekday(2024-01-01)})")
    #expect(try tree("easter 2025 orthodox") == "easter(2025, orthodox)")
    #expect(try tree("leap -4") == "leap(-4)")
    for (text, message) in [
      ("easter (", "expected a value, found end of input"), ("weekday 2024-01-01)", "unmatched ')'"),
    ] {
      var parser = Parser(text: text)
      guard case .failure(let error)? = parser.nextStatement() else {
        Issue.record("\(text) parsed")
        continue
      }
      #expect(error.message == message, "\(text)")
    }
  }

  /// Each command binds as `Command`'s lists say, read by a call's entry (`CommandTable`), its
  /// alias as the command it names.
  @Test func everyEntryBindsAsItsCommand() {
    for (entry, command) in CommandTable.entryCommands.enumerated() {
      let name = command.name
      #expect(CommandTable.lexicon.bindsAsValue(entry) == command.isValueCommand, "\(name)")
      #expect(
        CommandTable.lexicon.hasWeekdayForm(entry) == ["last", "next", "prev"].contains(name), "\(name)")
      #expect(
        CommandTable.lexicon.takesValueCalls(entry)
          == (command.isValueCommand || Command.stagesTakingValueCalls.contains(name)), "\(name)")
    }
    #expect(CommandTable.entryNames.count > CommandTable.names.count)
    #expect(Command.valueCommandNames.allSatisfy { CommandTable.command(named: $0)?.isValueCommand == true })
  }

  /// The names and kinds written out for the lexicon (so that no command is built before a call
  /// names one) are `all`'s, in its order, and each entry gives its own command, an alias the one
  /// it names.
  @Test func theLexiconsTableIsTheCommands() {
    #expect(CommandTable.names == CommandTable.all.map(\.name))
    #expect(CommandTable.kinds.count == CommandTable.all.count)
    for (index, command) in CommandTable.all.enumerated() {
      let kind = CommandTable.kinds[index]
      #expect((kind & 1 != 0) == command.isValueCommand, "\(command.name)")
      #expect((kind & 2 != 0) == (command.kind == .outputStage), "\(command.name)")
      #expect((kind & 4 != 0) == command.readsWords, "\(command.name)")
      #expect((kind & 8 != 0) == ["explain", "step", "quiz"].contains(command.name), "\(command.name)")
      #expect(CommandTable.command(atEntry: index) === command, "\(command.name)")
    }
    for (offset, alias) in CommandTable.aliases.enumerated() {
      #expect(
        CommandTable.command(atEntry: CommandTable.names.count + offset).name == alias.name, "\(alias.alias)")
    }
  }

  /// Commands say what they are by their definition's `kind`, `rowFormat` and `keepsMappedRows`:
  /// the value commands `help syntax` names, the stages a redirection may follow, the row writers.
  @Test func commandsSayWhatTheyAre() {
    let valueCommands =
      [
        "weekday", "leap", "meta", "daysin", "doy", "isoweek", "jdn", "easter", "nth", "between", "zeller",
        "quarter", "doomsday", "when", "equinox", "solstice", "newmoon", "fullmoon",
      ] + CalendarSystem.all.map { $0.name }
    #expect(Command.valueCommandNames.sorted() == valueCommands.sorted())
    let outputStages = CommandTable.all.filter { $0.kind == .outputStage }.map(\.name)
    #expect(
      outputStages.sorted() == [
        "count", "csv", "format", "grid", "html", "ics", "json", "md", "slides", "strip", "summary", "svg",
        "table",
      ])
    let writers = CommandTable.all.compactMap { command in command.rowFormat.map { (command.name, $0) } }
    #expect(writers.map(\.0) == ["table", "json", "csv"])
    #expect(writers.map(\.1) == [.table, .json, .csv])
    #expect(CommandTable.all.filter(\.keepsMappedRows).map(\.name) == ["print"])
  }

  @Test func stagesTakeWholeExpressions() throws {
    #expect(
      try tree("month 2023-02 | select 2023-02-03 + 2 days")
        == "month(2023-02) | select((2023-02-03 + 2 days))")
    #expect(try tree("month 2023-02 | next 2") == "month(2023-02) | next(2)")
    #expect(try tree("last 3") == "last(3)")
  }

  @Test func callsStandWhereValuesAreRead() throws {
    #expect(try tree("print easter 2025 - 46") == "print(({easter(2025)} - 46))")
    #expect(try tree("daysin 2024 - daysin 2023") == "({daysin(2024)} - {daysin(2023)})")
    // Not among the words of a rendering stage, which name columns.
    #expect(try tree("days 2024-01 | table date weekday doy") == "days(2024-01) | table(date, weekday, doy)")
  }

  @Test func rangesAndListsAreOneArgument() throws {
    #expect(try tree("easter 2020..2030") == "easter(2020..2030)")
    #expect(try tree("weekday 2025-01-01, 2026-01-01") == "weekday([2025-01-01, 2026-01-01])")
    #expect(try tree("nth -1 fri 2025-01..2025-12") == "nth(-1, fri, 2025-01..2025-12)")
  }

  /// Mapping is the command applied to each element, in order: for every value command and
  /// a spread of ranges, the mapped rows are the lines of the one-element statements.
  @Test func mappingEqualsTheCommandOnEachElement() {
    var seed: UInt64 = 0x5EED_19
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<40 {
      let first = 1583 + next(8000)
      let last = first + next(12)
      for command in ["easter", "leap", "daysin"] {
        let mapped = evaluate("\(command) \(first)..\(last)")
        let expected = (first...last).map { year in "\(year)  " + evaluate("\(command) \(year)").output }
        #expect(mapped.errors.isEmpty)
        #expect(mapped.output == expected.joined(), "\(command) \(first)..\(last)")
      }
      let day = try! CivilDate(year: first, month: 1 + next(12), day: 1 + next(28))
      let end = try! day.adding(days: next(40))
      for command in ["weekday", "doy", "isoweek", "jdn"] {
        let mapped = evaluate("\(command) \(day)..\(end)")
        var expected = ""
        var date = day
        while date <= end {
          expected += "\(date)  " + evaluate("\(command) \(date)").output
          date = try! date.adding(days: 1)
        }
        #expect(mapped.output == expected, "\(command) \(day)..\(end)")
      }
      let month = try! YearMonth(year: first, month: 1 + next(12))
      let lastMonth = try! month.adding(months: next(15))
      let weekday = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][next(7)]
      let n = [1, 2, 3, 4, -1, -2][next(6)]
      let mapped = evaluate("nth \(n) \(weekday) \(month)..\(lastMonth)")
      var expected = ""
      var current = month
      while current <= lastMonth {
        expected += "\(current)  " + evaluate("nth \(n) \(weekday) \(current)").output
        current = try! current.adding(months: 1)
      }
      #expect(mapped.output == expected, "nth \(n) \(weekday) \(month)..\(lastMonth)")
    }
  }

  /// A mapped command of dates is a day list to the stages after it, made as it is read.
  @Test func mappedDatesAreADayList() {
    #expect(evaluate("easter 1583..9999 | count").output == "8417\n")
    #expect(evaluate("easter 2020..2030 | where month == 4 | count").output == "9\n")
    #expect(evaluate("easter 2020..2030 | last | weekday").errors.isEmpty)
    #expect(evaluate("(easter 2020..2030 | last) + 1").output == "2030-04-22\n")
  }
}
