import CalSyntax
import CalendarCore
import Ledger

/// `== != < <= > >=`, `in (…)`, `and or not`: comparisons of values of one kind, giving bools.
enum Comparison {
  static func apply(
    _ op: ComparisonOperator, _ left: Value, _ right: Value, at range: SourceRange
  ) throws(ScriptError) -> Bool {
    // A blank cell's date or number is null: no comparison holds but `!=`. A missing text (a
    // day's holiday on a plain day) is the empty string, as CSV writes it: `holiday != ""` keeps
    // the holidays.
    switch (left, right) {
    case (.nothing, .string("")), (.string(""), .nothing):
      return try apply(op, .string(""), .string(""), at: range)
    case (.nothing, _), (_, .nothing): return op == .notEqual
    default: break
    }
    switch op {
    case .equal: return try equal(left, right, at: range)
    case .notEqual: return !(try equal(left, right, at: range))
    case .less: return try order(left, right, at: range) < 0
    case .lessOrEqual: return try order(left, right, at: range) <= 0
    case .greater: return try order(left, right, at: range) > 0
    case .greaterOrEqual: return try order(left, right, at: range) >= 0
    case .contains, .startsWith, .endsWith, .matches, .containsIgnoringCase, .startsWithIgnoringCase,
      .endsWithIgnoringCase, .matchesIgnoringCase:
      return try TextTest.holds(op, left, right, at: range, patternAt: range, patterns: nil)
    }
  }

  static func equal(_ left: Value, _ right: Value, at range: SourceRange) throws(ScriptError) -> Bool {
    switch (left, right) {
    case (.int(let a), .int(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.holidayName(let name), .string(let text)), (.string(let text), .holidayName(let name)):
      return name.isNamed(text)
    case (.holidayName(let a), .holidayName(let b)): return a == b
    case (.scalar(let value), _):
      guard let equal = try value.equals(right, at: range) else { throw mismatch(left, right, at: range) }
      return equal
    case (_, .scalar(let value)):
      guard let equal = try value.equals(left, at: range) else { throw mismatch(left, right, at: range) }
      return equal
    case (.date(let a), .date(let b)): return a == b
    case (.yearMonth(let a), .yearMonth(let b)): return a == b
    case (.weekday(let a), .weekday(let b)): return a == b
    // A text that names a weekday (`where weekday == $1` given `sat`) is that weekday.
    case (.weekday(let a), .string(let text)), (.string(let text), .weekday(let a)):
      guard let b = Weekday(name: text) else { throw mismatch(left, right, at: range) }
      return a == b
    case (.months(let a, _), .months(let b, _)): return a.first == b.first && a.count == b.count
    case (.duration(let a), .duration(let b)):
      return (try? a.totalMonths()) == (try? b.totalMonths()) && a.days == b.days
    case (.money, _), (_, .money): return try money(left, right, at: range) == 0
    case (.nothing, .nothing): return true
    case (.nothing, _), (_, .nothing): return false
    default: throw mismatch(left, right, at: range)
    }
  }

  /// -1, 0 or 1 for values that have an order: numbers, dates, year-months, strings.
  static func order(_ left: Value, _ right: Value, at range: SourceRange) throws(ScriptError) -> Int {
    func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : a == b ? 0 : 1 }
    // A kind of its own says its order, on either side (an era in time, a text read as its name).
    switch (left, right) {
    case (.scalar(let value), _):
      if let order = try value.order(against: right, at: range) { return order }
    case (_, .scalar(let value)):
      if let order = try value.order(against: left, at: range) { return -order }
    default: break
    }
    switch (left.orderedAsEnglish, right.orderedAsEnglish) {
    case (.int(let a), .int(let b)): return sign(a, b)
    case (.date(let a), .date(let b)): return sign(a, b)
    case (.yearMonth(let a), .yearMonth(let b)): return sign(a, b)
    case (.string(let a), .string(let b)): return sign(a, b)
    case (.money, _), (_, .money): return try money(left, right, at: range)
    case (.weekday, .weekday):
      throw ScriptError(
        .evaluation, "weekdays have no order (a week may start on any day); use == or in (sat, sun)",
        at: range)
    default:
      guard left.kind == right.kind else { throw mismatch(left, right, at: range) }
      throw ScriptError(.evaluation, "\(left.plural) have no order; compare them with == or !=", at: range)
    }
  }

  /// A condition's truth: a bool; a null or a missing holiday is false, a holiday's name true.
  static func truth(_ value: Value, of what: String, at range: SourceRange) throws(ScriptError) -> Bool {
    switch value {
    case .bool(let b): return b
    case .nothing: return false
    case .string(let s): return !s.isEmpty
    case .holidayName: return true
    case .scalar(let scalar) where scalar.truth != nil: return scalar.truth!
    default:
      throw ScriptError(
        .evaluation, "\(what) needs true or false, such as weekday == fri, not \(value.described)",
        at: range)
    }
  }

  /// The order of two amounts, or of an amount and a number written in the condition (`amount <
  /// -20`, `amount < -20.50`, `amount < "-20.50"`). Such a number follows the rule of amounts in
  /// files: at most 18 digits, decimals included (leading zeros aside).
  private static func money(_ left: Value, _ right: Value, at range: SourceRange) throws(ScriptError) -> Int {
    func amount(_ value: Value) throws(ScriptError) -> Money? {
      switch value {
      case .money(let m): return m
      case .int(let n):
        guard n.magnitude <= UInt64(Ledger.limit) else { throw tooLong("\(n)", "digits") }
        return Money(units: Int128(n), scale: 0)
      case .string(let text):
        switch ParsedAmount.parse(text.utf8) {
        case .success(let parsed): return Money(units: Int128(parsed.units), scale: parsed.decimals)
        case .failure(let problem) where problem.isTooLong:
          throw tooLong("'\(text)'", problem.message.contains("decimals") ? "decimals" : "digits")
        case .failure: return nil
        }
      default: return nil
      }
    }
    func tooLong(_ number: String, _ what: String) -> ScriptError {
      ScriptError(
        .evaluation, "\(number) has more than 18 \(what): calsh keeps amounts exact to 18 \(what)", at: range)
    }
    guard let a = try amount(left), let b = try amount(right) else {
      if case .string(let text) = left.isMoney ? right : left {
        throw ScriptError(
          .evaluation, "'\(text)' is not an amount to compare with: write a number such as -20 or -20.50",
          at: range)
      }
      throw mismatch(left, right, at: range)
    }
    return a.compare(to: b)
  }

  private static func mismatch(_ left: Value, _ right: Value, at range: SourceRange) -> ScriptError {
    var message = "cannot compare \(left.described) with \(right.described)"
    // A calendar file mixes all-day (a date), floating and zoned starts: say how to keep to one.
    func kind(_ value: Value) -> Int? {
      switch value {
      case .date: return 0
      case .scalar(is DateTime): return 1
      case .scalar(is ZonedDateTime): return 2
      default: return nil
      }
    }
    if let a = kind(left), let b = kind(right), a != b {
      message +=
        a == 0 || b == 0
        ? "; compare days with dates (where date >= 2025-03-31), or keep the events in a zone first (where zone != \"\")"
        : "; a date-time without a zone (a floating event's) is no instant: compare plain with plain and "
          + "zoned with zoned, or keep the zoned ones first (where zone != \"\")"
    }
    return ScriptError(.evaluation, message, at: range)
  }
}

extension Value {
  /// A holiday's name orders by its English spelling (`holiday < "M"`); other values as they are
  /// (an era is ordered in time before this is asked).
  fileprivate var orderedAsEnglish: Value {
    if case .holidayName(let name) = self { return .string(name.english) }
    return self
  }
}
