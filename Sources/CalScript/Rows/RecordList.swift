import CalRender
import CalendarCore

/// Rows of named values that a stage makes from other lists: `zip` (a day of each list a row)
/// and `count by FIELD` (a value and how many rows have it). Language values, not a kind of data
/// of their own: each field is a date, a number, a weekday … as `where` reads it.
public struct RecordList: Sendable {
  /// The fields' values: rows of values, or, for `zip`, a column of day counts for each field
  /// (8 bytes a day, each row's dates made when it is read: a million pairs are 16 MB).
  enum Cells: Sendable {
    case rows([[Value]])
    case dayColumns([[Int]])
  }

  let names: [String]
  let cells: Cells

  init(names: [String], rows: [[Value]]) {
    self.names = names
    cells = .rows(rows)
  }

  /// Rows of one date from each column of day counts, all as long as the first.
  init(names: [String], dayColumns: [[Int]]) {
    self.names = names
    cells = .dayColumns(dayColumns)
  }

  /// How many rows there are.
  var count: Int {
    switch cells {
    case .rows(let rows): return rows.count
    case .dayColumns(let columns): return columns.first?.count ?? 0
    }
  }

  /// The value of field number `column` in row `row`.
  func value(column: Int, row: Int) -> Value {
    switch cells {
    case .rows(let rows): return rows[row][column]
    case .dayColumns(let columns): return .date(CivilDate(uncheckedDayCount: columns[column][row]))
    }
  }

  /// The rows at `positions`, in that order (`first`, `last`, `sort by`).
  func selecting(_ positions: some Collection<Int>) -> RecordList {
    switch cells {
    case .rows(let rows): return RecordList(names: names, rows: positions.map { rows[$0] })
    case .dayColumns(let columns):
      return RecordList(names: names, dayColumns: columns.map { column in positions.map { column[$0] } })
    }
  }

  /// The rows as a table of the `chosen` fields (all when none), each field as a line writes it;
  /// numbers right-aligned, and bare in JSON.
  func table(fields chosen: [String], reform: Reform) -> FieldTable {
    let columns = (chosen.isEmpty ? names : chosen).compactMap { names.firstIndex(of: $0) }
    let numeric = columns.map { column -> Bool in
      guard count > 0, case .int = value(column: column, row: 0) else { return false }
      return true
    }
    return FieldTable(names: columns.map { names[$0] }, numeric: numeric, rowCount: count) {
      [self] row, column in
      RecordList.text(of: value(column: columns[column], row: row), reform: reform)
    }
  }

  /// A field as a table, CSV or JSON writes it: a weekday short, as a day table writes it; no
  /// value (a day without a holiday) empty.
  static func text(of value: Value, reform: Reform) -> String {
    switch value {
    case .nothing: return ""
    case .weekday(let weekday): return weekday.shortName
    default: return Printer.text(of: value, reform: reform)
    }
  }

  /// The field `name` of row `index`, for `where`; nil when the rows have no such field.
  func value(of name: String, row index: Int) -> Value? {
    names.firstIndex(of: name).map { value(column: $0, row: index) }
  }
}
