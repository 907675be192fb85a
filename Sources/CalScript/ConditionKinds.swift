import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// The kinds a `where` condition compares, checked before any row is read: a field compared with
/// a value of another kind (`holiday == true`, `note == 3`) or a name no row has is an error
/// whatever the list holds (no day, entry, holiday or mapped row left), not only when a row has the
/// field. Each field stands for a sample of its kind; only comparisons of fields, constants and
/// written values are checked.
enum ConditionKinds {
  /// Throws the error the first row with a value in every field would give for a mismatch of
  /// kinds, or the error for a name that is no field of `rows` (nor a variable or constant).
  static func check(_ condition: Expr, on rows: RowKind, in interpreter: Interpreter) throws(ScriptError) {
    let outerWasRead = interpreter.scope.wasRead
    defer { interpreter.scope.wasRead = outerWasRead }
    try interpreter.withRow(rows.sample(in: interpreter)) { () throws(ScriptError) in
      try checkNames(condition, on: rows, in: interpreter)
      try checkTruth(condition, of: "where", onDays: rows.areDays, in: interpreter)
    }
  }

  /// Each name in the checked parts of the condition is a field, a variable or a constant word;
  /// the error for one that is not is the one a row would give (said of the real file's entries).
  private static func checkNames(_ expr: Expr, on rows: RowKind, in interpreter: Interpreter)
    throws(ScriptError)
  {
    switch expr {
    case .logical(_, let left, let right, _), .compare(_, let left, let right, _),
      .binary(_, let left, let right, _):
      try checkNames(left, on: rows, in: interpreter)
      try checkNames(right, on: rows, in: interpreter)
    case .not(let operand, _), .negate(let operand, _):
      try checkNames(operand, on: rows, in: interpreter)
    case .member(let item, let list, _):
      try checkNames(item, on: rows, in: interpreter)
      for member in list.members { try checkNames(member, on: rows, in: interpreter) }
    case .dayTest(let test, _, let range) where !rows.areDays:
      throw ScriptError(
        .evaluation,
        "\(test.rawValue) tests a day; these rows have \(rows.fieldNames.joined(separator: " "))",
        at: range)
    case .name(let name, let range):
      let known: Bool
      do {
        known = try interpreter.lookup(name, at: range) != nil
      } catch {
        return  // a name the sample cannot read (a day outside a span) is a row's matter
      }
      guard !known else { return }
      if case .entries(let ledger) = rows {
        throw interpreter.withRow(.entry(ledger, row: 0)) { interpreter.unknownName(name, at: range) }
      }
      throw interpreter.unknownName(name, at: range)
    default:
      return
    }
  }

  /// A condition (or an operand of `and`, `or`, `not`) must be true or false.
  private static func checkTruth(_ expr: Expr, of what: String, onDays: Bool, in interpreter: Interpreter)
    throws(ScriptError)
  {
    switch expr {
    case .logical(let op, let left, let right, _):
      try checkTruth(left, of: op.rawValue, onDays: onDays, in: interpreter)
      try checkTruth(right, of: op.rawValue, onDays: onDays, in: interpreter)
    case .not(let operand, _):
      try checkTruth(operand, of: "not", onDays: onDays, in: interpreter)
    case .compare(let op, let left, let right, let range):
      guard let a = sample(of: left, in: interpreter), let b = sample(of: right, in: interpreter),
        !isTimeLike(a), !isTimeLike(b)
      else { return }
      if onDays, let field = holidayField(left, right), case .bool = field == 0 ? b : a {
        throw ScriptError(
          .evaluation,
          "holiday is a holiday's name or nothing, not true or false: where holiday keeps the holidays, "
            + "where not holiday the other days", at: range)
      }
      do {
        if op.isTextTest {
          _ = try TextTest.holds(op, a, b, at: range, patternAt: right.range, patterns: interpreter.patterns)
        } else {
          _ = try Comparison.apply(op, a, b, at: range)
        }
      } catch {
        throw withNamedApartNote(error, left, right, in: interpreter)
      }
    case .member(let item, let list, let range):
      guard let a = sample(of: item, in: interpreter), !isTimeLike(a) else { return }
      for member in list.members {
        guard let b = sample(of: member, in: interpreter), !isTimeLike(b) else { continue }
        _ = try Comparison.apply(.equal, a, b, at: range)
      }
    default:
      guard let value = sample(of: expr, in: interpreter) else { return }
      _ = try Comparison.truth(value, of: what, at: expr.range)
    }
  }

  /// A mismatch on an entry's date field (`month == "may"`) where the file has a column of that
  /// name, called NAME_2 in calsh: the error says so.
  private static func withNamedApartNote(
    _ error: ScriptError, _ left: Expr, _ right: Expr, in interpreter: Interpreter
  )
    -> ScriptError
  {
    guard case .entry(let ledger, _)? = interpreter.scope.row else { return error }
    for case .name(let name, _) in [left, right] {
      if let note = LedgerTables.namedApartNote(name, in: ledger) {
        return ScriptError(error.kind, error.message + "; " + note, at: error.range)
      }
    }
    return error
  }

  /// A time value (a date-time, an instant, a range of them …): whether it compares with another
  /// depends on the row's own zone or kind (a file's all-day, floating and zoned events), which
  /// the sample row cannot stand for, so its comparisons are left to the rows.
  private static func isTimeLike(_ value: Value) -> Bool {
    if case .scalar = value { return true }
    return false
  }

  /// 0 when the left side is the `holiday` field, 1 when the right is, else nil.
  private static func holidayField(_ left: Expr, _ right: Expr) -> Int? {
    if case .name(DayColumn.holiday.rawValue, _) = left { return 0 }
    if case .name(DayColumn.holiday.rawValue, _) = right { return 1 }
    return nil
  }

  /// What a side gives on the sample row, when it is made of fields, names and written values
  /// only (a pipeline is never run here); nil when it cannot be told or is nothing.
  private static func sample(of expr: Expr, in interpreter: Interpreter) -> Value? {
    guard isChecked(expr), let value = try? interpreter.evaluate(expr) else { return nil }
    if case .nothing = value { return nil }
    return value
  }

  private static func isChecked(_ expr: Expr) -> Bool {
    switch expr {
    case .integer, .decimal, .date, .yearMonth, .isoWeek, .quarter, .duration, .string, .name: return true
    case .negate(let operand, _): return isChecked(operand)
    case .binary(_, let left, let right, _): return isChecked(left) && isChecked(right)
    default: return false
    }
  }
}
