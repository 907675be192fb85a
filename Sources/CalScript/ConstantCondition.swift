import CalSyntax

/// Comparisons in a `where` condition whose two sides are both written values (`"Trans Desc" ==
/// "coffee"`, `1 == 1`): the same for every row, so most likely a column meant but not named.
/// Each is a warning; the condition still runs as written.
enum ConstantCondition {
  /// Warns about every comparison of two written values in `condition`; `fields` are the names
  /// the list's rows have, so a string that spells one is pointed at its backquoted form.
  static func check(_ condition: Expr, fields: [String], in interpreter: Interpreter) {
    switch condition {
    case .compare(_, let left, let right, let range):
      guard isWritten(left), isWritten(right) else { return }
      interpreter.warn(message(left, right, fields: fields), at: range)
    case .member(let item, let list, let range):
      guard isWritten(item), list.members.allSatisfy(isWritten) else { return }
      interpreter.warn(message(item, item, fields: fields), at: range)
    case .logical(_, let left, let right, _):
      check(left, fields: fields, in: interpreter)
      check(right, fields: fields, in: interpreter)
    case .not(let operand, _):
      check(operand, fields: fields, in: interpreter)
    default:
      return
    }
  }

  /// `where "Description" contains "REWE"`, `where "Trans Desc" == "coffee"`: a quoted text on the
  /// left that spells one of the rows' fields, tested against a written value, names that field,
  /// as SQL's double quotes do (two written values would be the same for every row).
  static func namingQuotedFields(_ condition: Expr, fields: [String]) -> Expr {
    switch condition {
    case .compare(let op, .string(let text, let textRange), let right, let range)
    where op.isTextTest || isWritten(right):
      guard let field = field(spelledBy: text, in: fields) else { return condition }
      return .compare(op, .name(field, textRange), right, range)
    case .logical(let op, let left, let right, let range):
      return .logical(
        op, namingQuotedFields(left, fields: fields), namingQuotedFields(right, fields: fields), range)
    case .not(let operand, let range):
      return .not(namingQuotedFields(operand, fields: fields), range)
    default:
      return condition
    }
  }

  /// The field a written text spells: as written, else in another letter case.
  private static func field(spelledBy text: String, in fields: [String]) -> String? {
    fields.first { $0 == text } ?? fields.first { $0.lowercased() == text.lowercased() }
  }

  /// A value written in place: a number, a date, a string … (not a name, which may be a field).
  private static func isWritten(_ expr: Expr) -> Bool {
    switch expr {
    case .integer, .decimal, .date, .yearMonth, .isoWeek, .quarter, .duration, .workdays, .string: return true
    case .negate(let operand, _): return isWritten(operand)
    case .binary(_, let left, let right, _), .range(let left, let right, _):
      return isWritten(left) && isWritten(right)
    default: return false
    }
  }

  private static func message(_ left: Expr, _ right: Expr, fields: [String]) -> String {
    let named = [left, right].lazy.compactMap { expr -> String? in
      guard case .string(let text, _) = expr else { return nil }
      return field(spelledBy: text, in: fields)
    }.first
    if let named {
      return "this compares two constants, the same for every row: \"\(named)\" is a string here; "
        + "to name the column, write `\(named)`"
    }
    return "this compares two constants, the same for every row; to compare a field, name it, "
      + "in backquotes when it has spaces: `Trans Desc` == \"coffee\""
  }
}
