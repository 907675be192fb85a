import CalSyntax
import CalendarCore

/// `+` and `-` where a side is a list of days: two lists make their union (`a + b`) or the days
/// of the first not in the second (`a - b`); a list and a duration, a number of days or workdays
/// make the list of each day moved (`(every week on mon from 2026-01-05 for 13) + 6 days`).
extension Interpreter {
  /// Whether a value is a list of days to `+` and `-` (a list of one day is its date already).
  @inline(__always)
  static func isDayList(_ value: Value) -> Bool {
    switch value {
    case .dayList, .days, .mapped: return true
    default: return false
    }
  }

  /// The sum or difference when a side is a list of days; nil when neither is. A date beside a
  /// list is a list of that day (`list - 2026-12-25`); a list moved stays a list whatever its
  /// length, but `first`/`last` with no count is a day (`(… | where weekday == fri | last) + 1`
  /// is a date).
  func listArithmetic(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange) throws
    -> Value?
  {
    let leftIsList = Interpreter.isDayList(left) && !Interpreter.isMappedNonDates(left, in: self)
    let rightIsList = Interpreter.isDayList(right) && !Interpreter.isMappedNonDates(right, in: self)
    guard leftIsList || rightIsList, op == .plus || op == .minus else { return nil }
    if (leftIsList || left.isDate) && (rightIsList || right.isDate) {
      guard let a = try dayCounts(of: left, at: range), let b = try dayCounts(of: right, at: range) else {
        return nil
      }
      let (first, second) = (DaySet(a), DaySet(b))
      return heldDays(op == .plus ? first.union(second).counts : first.subtracting(second).counts)
    }
    // `first` or `last` with no count is a day, and moves as its date; a list of one day moved
    // is a list of one day, as a longer list moved is a list.
    if case .dayList(let days) = leftIsList ? left : right, days.isOneDay { return nil }
    let (list, amount) = leftIsList ? (left, right) : (right, left)
    switch amount {
    case .duration, .int, .workdays: break
    default: return nil
    }
    // `6 days + list` moves each day as `list + 6 days` does; `6 days - list` means nothing.
    guard op == .plus || leftIsList else { return nil }
    // `easter y..y+2` is more likely a sum meant inside the argument: its error says where the
    // parentheses go; with a unit (`+ 2 days`) the command's dates move.
    if case .mapped = list, case .int = amount { return nil }
    let base: DayList
    switch list {
    case .dayList(let days): base = days
    case .days(let span, _): base = DayList(source: .span(span))
    case .mapped(let mapping): base = DayList(source: .mapped(mapping))
    default: return nil
    }
    return .dayList(
      DayList(
        source: .shifted(
          ShiftedDays(base: base, op: op, amount: amount, marks: DayMarks(settings), origin: range))))
  }

  /// A value command's results that are not dates (`leap 2020..2030`): rows, not days.
  private static func isMappedNonDates(_ value: Value, in interpreter: Interpreter) -> Bool {
    guard case .mapped(let mapping) = value else { return false }
    return !mapping.givesDates(in: interpreter)
  }
}

extension Value {
  /// Whether the value is one date.
  var isDate: Bool {
    if case .date = self { return true }
    return false
  }
}
