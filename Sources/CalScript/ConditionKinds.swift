import CalRender
import CalendarCore
import Ledger

/// The kinds a `where` condition over day cells compares, checked before any day is read: a
/// field compared with a value of another kind (`holiday == true`) is an error whatever days the
/// list holds, not only when a day has the field (a holiday, a date). Each field stands for a
/// sample of its kind; only comparisons of fields, constants and written values are checked.
enum ConditionKinds {
  /// A day with every field: a date, a number, a holiday and sums of entries.
  private static let sampleDay = Day(
    date: CivilDate(uncheckedYear: 2000, month: 1, day: 1), weekday: .saturday, holiday: HolidayName(""))
  private static let sampleTotals = DayTotals(Totals(), scale: 0, color: nil)

  /// Throws the error the first day with a value in every field would give for a mismatch of kinds.
  static func check(_ condition: Expr, in interpreter: Interpreter) throws(ScriptError) {
    let outer = (interpreter.cell, interpreter.cellTotals, interpreter.rowWasRead)
    (interpreter.cell, interpreter.cellTotals) = (sampleDay, sampleTotals)
    defer { (interpreter.cell, interpreter.cellTotals, interpreter.rowWasRead) = outer }
    try checkTruth(condition, of: "where", in: interpreter)
  }

  /// A condition (or an operand of `and`, `or`, `not`) must be true or false.
  private static func checkTruth(_ expr: Expr, of what: String, in interpreter: Interpreter)
    throws(ScriptError)
  {
    switch expr {
    case .logical(let op, let left, let right, _):
      try checkTruth(left, of: op.rawValue, in: interpreter)
      try checkTruth(right, of: op.rawValue, in: interpreter)
    case .not(let operand, _):
      try checkTruth(operand, of: "not", in: interpreter)
    case .compare(let op, let left, let right, let range):
      guard let a = sample(of: left, in: interpreter), let b = sample(of: right, in: interpreter) else {
        return
      }
      if let field = holidayField(left, right), case .bool = field == 0 ? b : a {
        throw ScriptError(
          .evaluation,
          "holiday is a holiday's name or nothing, not true or false: where holiday keeps the holidays, "
            + "where not holiday the other days", at: range)
      }
      _ = try Comparison.apply(op, a, b, at: range)
    case .member(let item, let list, let range):
      guard let a = sample(of: item, in: interpreter) else { return }
      for member in list.members {
        guard let b = sample(of: member, in: interpreter) else { continue }
        _ = try Comparison.apply(.equal, a, b, at: range)
      }
    default:
      guard let value = sample(of: expr, in: interpreter) else { return }
      _ = try Comparison.truth(value, of: what, at: expr.range)
    }
  }

  /// 0 when the left side is the `holiday` field, 1 when the right is, else nil.
  private static func holidayField(_ left: Expr, _ right: Expr) -> Int? {
    if case .name(DayColumn.holiday.rawValue, _) = left { return 0 }
    if case .name(DayColumn.holiday.rawValue, _) = right { return 1 }
    return nil
  }

  /// What a side gives on the sample day, when it is made of fields, names and written values
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
