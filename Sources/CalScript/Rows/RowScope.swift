import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// The row a `where` condition is tested on; its names read the row's fields before variables
/// and constant words. A condition inside a condition sees its own row only.
enum Row {
  /// A day cell, with its sums when entries are attached (`with`).
  case day(Day, totals: DayTotals?)
  /// The entry at `row` of a ledger.
  case entry(Ledger, row: Int)
  case holiday(Holiday)
  /// One date-time of a list.
  case dateTime(DateTimeList.Element)
  /// A row of a value command mapped over a list (`leap 2023..2025`: year and leap).
  case mapped(MappedRow)
}

/// What `where` is looking at, kept by the interpreter: the row, whether a name has read one of
/// its fields, and the lists after `in` evaluated once for the pass.
struct RowScope {
  /// Nil outside `where`.
  var row: Row?
  /// Set when a name reads a field of the row: a list after `in` whose values read none is the
  /// same for every row of a pass.
  var wasRead = false
  /// The lists after `in` evaluated in the current pass, by identity; nil for a list that reads
  /// the row's fields and is evaluated for each row.
  var memberTables: [ObjectIdentifier: MemberTable?] = [:]
}

extension Interpreter {
  /// Runs `body` with `row` as the row names read fields of; the row around it is back after.
  @inline(__always)
  func withRow<T, Failure: Error>(_ row: Row?, _ body: () throws(Failure) -> T) throws(Failure) -> T {
    let outer = scope.row
    scope.row = row
    defer { scope.row = outer }
    return try body()
  }

  /// Whether `predicate` holds for `row` (`where`).
  func holds(_ predicate: Expr, for row: Row) throws -> Bool {
    try withRow(row) { try Comparison.truth(try evaluate(predicate), of: "where", at: predicate.range) }
  }

  /// Runs one `where` pass (over the rows of one list): lists after `in` are evaluated afresh for
  /// it, as names may mean something else by the time it runs again.
  func inPass<T>(_ body: () throws -> T) rethrows -> T {
    let outer = scope.memberTables
    scope.memberTables = [:]
    defer { scope.memberTables = outer }
    return try body()
  }

  /// The field `name` of the row being looked at, noting that a field was read; nil when the
  /// row has none of that name (or there is no row).
  func rowField(_ name: String, at range: SourceRange) throws(ScriptError) -> Value? {
    let field: Value?
    switch scope.row {
    case nil: return nil
    case .day(let day, let totals)?:
      guard let value = CellField.value(of: name, in: day, totals: totals) else { return nil }
      scope.wasRead = true
      // Outside the span of a country's rules a day is neither a holiday nor not one.
      if let country = day.holidaysUnknown, let date = day.date, name == DayColumn.holiday.rawValue {
        throw ScriptError(
          .evaluation, CalendarError.holidaysOutOfRange(country, year: date.year).message, at: range)
      }
      if case .nothing = value, let message = CellField.outsideSpan(name, in: day) {
        throw ScriptError(.evaluation, message, at: range)
      }
      return value
    case .holiday(let holiday)?: field = HolidayFields.value(of: name, in: holiday)
    case .dateTime(let element)?: field = DateTimeFields.value(of: name, in: element, reform: settings.reform)
    case .entry(let ledger, let row)?:
      field = EntryField.value(of: name, in: ledger, row: row, reform: settings.reform)
    case .mapped(let row)?: field = row.value(of: name)
    }
    if field != nil { scope.wasRead = true }
    return field
  }
}
