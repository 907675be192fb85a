import CalSyntax
import CalendarCore
import Ledger

/// `sort by FIELD [desc]`: the rows of a list ordered by one field, as `where` reads it; rows
/// with equal fields keep their order (a stable sort). Day cells, holidays, entries and `zip`'s
/// or `count by`'s rows.
extension Interpreter {
  func sortBy(_ field: String, descending: Bool, of subject: Value, call: Invocation, at range: SourceRange)
    throws -> Value
  {
    if let endless = endlessOperand(subject, for: "\(call.name) by") { throw endless }
    let field = RowKind(of: subject).fieldName(field)
    func unknown() -> ScriptError {
      let names = RowKind(of: subject).fieldNames
      return ScriptError(
        .evaluation,
        "sort by takes a field of the rows (\(NameSpelling.list(names))), not '\(field)'"
          + didYouMean(field, amongColumns: names), at: range)
    }
    func key(_ row: Row) throws -> Value {
      guard let value = try withRow(row, { () throws(ScriptError) in try rowField(field, at: range) }) else {
        throw unknown()
      }
      if case .worked(let answer, _) = value { return answer }
      return value
    }
    let firstWeekday = settings.firstWeekday
    /// The positions of `keys` in the field's order, stable; `desc` the other way round.
    func order(_ keys: [Value]) throws -> [Int] {
      var positions = Array(keys.indices)
      var failure: (any Error)? = nil
      positions.sort { a, b in
        if failure != nil { return a < b }
        // A row without the field comes last, whichever way round.
        if keys[a].isNothing || keys[b].isNothing {
          return keys[a].isNothing == keys[b].isNothing ? a < b : keys[b].isNothing
        }
        let sign: Int
        if case .weekday(let x) = keys[a], case .weekday(let y) = keys[b] {
          sign = x.column(from: firstWeekday) - y.column(from: firstWeekday)
        } else {
          do { sign = try Comparison.order(keys[a], keys[b], at: range) } catch {
            failure = error
            return a < b
          }
        }
        if sign == 0 { return a < b }
        return descending ? sign > 0 : sign < 0
      }
      if let failure { throw failure }
      return positions
    }
    switch subject {
    case .holidays(let list):
      return .holidays(try order(list.map { try key(.holiday($0)) }).map { list[$0] })
    case .entries(let list):
      let rows = (0..<list.count).map { list.row(at: $0) }
      let keys = try rows.map { try key(.entry(list.ledger, row: $0)) }
      return .entries(EntryList(list.ledger, rows: try order(keys).map { Int32(rows[$0]) }))
    case .records(let list):
      guard list.names.contains(field) else { throw unknown() }
      let keys = (0..<list.count).map { list.value(of: field, row: $0) ?? .nothing }
      return .records(list.selecting(try order(keys)))
    case .dateTimes, .mapped:
      throw call.wrongKind(
        subject, at: call.call.nameRange, expected: "day lists, holidays, entries and rows")
    default:
      let list = try ListCommands.dayList(call)
      let entries = list.entries
      var days: [Int] = []
      var keys = SortKeys(firstWeekday: firstWeekday)
      try list.forEach(in: self, at: range) { day in
        guard let date = day.date else { return }
        days.append(date.dayCount)
        keys.append(try key(.day(day, totals: entries?.totals(of: day))))
      }
      let positions = try keys.order(descending: descending) ?? order(keys.values ?? [])
      return heldDays(positions.map { days[$0] })
    }
  }
}

extension Value {
  var isNothing: Bool {
    if case .nothing = self { return true }
    return false
  }
}
