import CalRender
import CalendarCore

/// Rows of named values that a stage makes from other lists: `zip` (a day of each list a row)
/// and `count by FIELD` (a value and how many rows have it). Language values, not a kind of data
/// of their own: each field is a date, a number, a weekday … as `where` reads it.
public struct RecordList: Sendable {
  let names: [String]
  let rows: [[Value]]

  /// The rows as a table of the `chosen` fields (all when none), each field as a line writes it;
  /// numbers right-aligned, and bare in JSON.
  func table(fields chosen: [String], reform: Reform) -> FieldTable {
    let columns = (chosen.isEmpty ? names : chosen).compactMap { names.firstIndex(of: $0) }
    let numeric = columns.map { column in
      rows.first.map { row -> Bool in
        if case .int = row[column] { return true }
        return false
      } ?? false
    }
    return FieldTable(names: columns.map { names[$0] }, numeric: numeric, rowCount: rows.count) {
      [rows] row, column in
      Printer.text(of: rows[row][columns[column]], reform: reform)
    }
  }

  /// The field `name` of row `index`, for `where`; nil when the rows have no such field.
  func value(of name: String, row index: Int) -> Value? {
    names.firstIndex(of: name).map { rows[index][$0] }
  }
}
