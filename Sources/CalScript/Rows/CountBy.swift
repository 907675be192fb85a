import CalSyntax
import CalendarCore
import Ledger

/// `count by FIELD`: how many rows of a list have each value of a field, as rows `FIELD count`,
/// for rows of any kind (day cells, holidays, entries, date-times, a command's rows, `zip`'s).
/// A field itself named `count` keeps its name and the counts are `count_2`, as a file's
/// column named like one of calsh's own is named apart.
extension Interpreter {
  /// The counts, in the field's order (weekdays from the session's first weekday; values with no
  /// order, in the order first met).
  func countBy(_ field: String, of subject: Value, call: Invocation, at range: SourceRange) throws -> Value {
    if let endless = endlessOperand(subject, for: "\(call.name) by") { throw endless }
    let field = RowKind(of: subject).fieldName(field)
    var index: [String: Int] = [:]
    var keys: [Value] = []
    var counts: [Int] = []
    let reform = settings.reform
    func add(_ value: Value?) throws {
      guard let value else {
        let names = RowKind(of: subject).fieldNames
        throw ScriptError(
          .evaluation,
          "count by takes a field of the rows (\(NameSpelling.list(names))), not '\(field)'"
            + didYouMean(field, amongColumns: names), at: range)
      }
      let shown: Value
      if case .worked(let answer, _) = value { shown = answer } else { shown = value }
      let key = Printer.text(of: shown, reform: reform)
      if let at = index[key] {
        counts[at] += 1
      } else {
        index[key] = keys.count
        keys.append(shown)
        counts.append(1)
      }
    }
    func read(_ row: Row) throws {
      try add(try withRow(row) { () throws(ScriptError) in try rowField(field, at: range) })
    }
    switch subject {
    case .holidays(let list): for holiday in list { try read(.holiday(holiday)) }
    case .dateTimes(let list): for element in list.elements { try read(.dateTime(element)) }
    case .entries(let list):
      for position in 0..<list.count { try read(.entry(list.ledger, row: list.row(at: position))) }
    case .mapped(let mapping):
      let argumentName = mapping.argumentName
      try mapping.forEach(in: self, at: range) { argument, result in
        try read(
          .mapped(
            MappedRow(
              mapping: mapping, argumentName: argumentName, argument: argument,
              resultName: mapping.resultName,
              result: result)))
      }
    case .records(let list):
      for row in 0..<list.count { try add(list.value(of: field, row: row)) }
    default:
      let list = try ListCommands.dayList(call)
      let entries = list.entries
      try list.forEach(in: self, at: range) { day in try read(.day(day, totals: entries?.totals(of: day))) }
    }
    var order = Array(keys.indices)
    let firstWeekday = settings.firstWeekday
    do {
      try order.sort { a, b in
        if case .weekday(let x) = keys[a], case .weekday(let y) = keys[b] {
          return x.column(from: firstWeekday) < y.column(from: firstWeekday)
        }
        return try Comparison.order(keys[a], keys[b], at: range) < 0
      }
    } catch {
      order = Array(keys.indices)
    }
    return .records(
      RecordList(
        names: [field, Interpreter.countsColumn(beside: field)],
        rows: order.map { [keys[$0], .int(counts[$0])] }))
  }

  /// The name of `count by`'s counts: `count`, or `count_2` when the field counted is `count`.
  static func countsColumn(beside field: String) -> String {
    field.lowercased() == "count" ? "count_2" : "count"
  }
}
