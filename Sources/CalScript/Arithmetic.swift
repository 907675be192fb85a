import CalSyntax
import CalendarCore
import Ledger

/// `+`, `-`, `*`, unary minus and `..` over values, every path checked for overflow.
enum Arithmetic {
  /// The month `count` months after `month`; one with no day calsh knows under `reform` (9999-11
  /// under `julian`) is an error, as `month 9999-11` is.
  private static func month(
    _ month: YearMonth, plus count: () throws(CalendarError) -> Int, reform: Reform, at range: SourceRange
  ) throws -> YearMonth {
    try at(range) { () throws(CalendarError) in
      let landed = try month.adding(months: try count())
      try reform.checkKnown(landed)
      return landed
    }
  }

  /// `monthEnd` says what adding months does with a day the target month lacks.
  /// `holidays` is read only by workday arithmetic, so other sums never copy the session's.
  static func apply(
    _ op: BinaryOperator, _ left: Value, _ right: Value, monthEnd: MonthEnd = .clamp,
    reform: @autoclosure () -> Reform = .proleptic,
    holidays: @autoclosure () -> HolidayCalendar = HolidayCalendar(countries: []), at range: SourceRange
  ) throws -> Value {
    switch (op, left, right) {
    case (.plus, .date(let d), .workdays(let n, let countries)),
      (.plus, .workdays(let n, let countries), .date(let d)),
      (.minus, .date(let d), .workdays(let n, let countries)):
      let calendar =
        countries.isEmpty
        ? holidays() : holidays().taking(countries: countries)
      let signed = op == .plus ? n : try negated(n, at: range)
      guard signed.magnitude <= 3_000_000 else { throw outOfRange(at: range, reform: reform()) }
      let landed = try at(range, reform: reform()) { () throws(CalendarError) in
        try calendar.adding(workdays: signed, to: d)
      }
      if let (country, year) = calendar.unknownSpan(from: min(d, landed), through: max(d, landed)) {
        throw ScriptError(
          .evaluation, CalendarError.holidaysOutOfRange(country, year: year).message, at: range)
      }
      return .date(landed)
    case (.plus, .date(let d), .duration(let x)), (.plus, .duration(let x), .date(let d)):
      return .date(
        try at(range, reform: reform()) { () throws(CalendarError) in
          try reform().adding(x, to: d, monthEnd: monthEnd)
        })
    case (.minus, .date(let d), .duration(let x)):
      return .date(
        try at(range, reform: reform()) { () throws(CalendarError) in
          try reform().adding(x.negated(), to: d, monthEnd: monthEnd)
        })
    case (.minus, .yearMonth(let a), .yearMonth(let b)):
      return .duration(DateDuration(months: a.months(since: b)))
    case (.plus, .date(let d), .int(let n)), (.plus, .int(let n), .date(let d)):
      return .date(try at(range, reform: reform()) { () throws(CalendarError) in try d.adding(days: n) })
    case (.minus, .date(let d), .int(let n)):
      let back = try negated(n, at: range)
      return .date(try at(range, reform: reform()) { () throws(CalendarError) in try d.adding(days: back) })
    case (.minus, .date(let a), .date(let b)):
      return .duration(DateDuration(days: a.days(since: b)))
    case (.plus, .yearMonth(let ym), .int(let n)):
      return .yearMonth(try month(ym, plus: { n }, reform: reform(), at: range))
    case (.minus, .yearMonth(let ym), .int(let n)):
      let back = try negated(n, at: range)
      return .yearMonth(try month(ym, plus: { back }, reform: reform(), at: range))
    case (.plus, .yearMonth(let ym), .duration(let x)) where x.days == 0:
      return .yearMonth(
        try month(ym, plus: { () throws(CalendarError) in try x.totalMonths() }, reform: reform(), at: range))
    case (.minus, .yearMonth(let ym), .duration(let x)) where x.days == 0:
      return .yearMonth(
        try month(
          ym, plus: { () throws(CalendarError) in try x.negated().totalMonths() }, reform: reform(), at: range
        ))
    case (.plus, .duration(let a), .duration(let b)):
      return .duration(try at(range) { () throws(CalendarError) in try a.adding(b) })
    case (.minus, .duration(let a), .duration(let b)):
      return .duration(try at(range) { () throws(CalendarError) in try a.adding(b.negated()) })
    case (.times, .duration(let x), .int(let n)), (.times, .int(let n), .duration(let x)):
      return .duration(try at(range) { () throws(CalendarError) in try x.multiplied(by: n) })
    case (.plus, .weekday(let w), .int(let n)):
      return .weekday(w.advanced(by: n))
    case (.minus, .weekday(let w), .int(let n)):
      return .weekday(w.advanced(by: -(n % 7)))
    case (_, .int(let a), .int(let b)):
      return .int(try integers(op, a, b, at: range))
    default:
      if let combined = try combination(op, left, right, reform: reform(), at: range) { return combined }
      if let message = exactMix(op, left, right) { throw ScriptError(.evaluation, message, at: range) }
      let message: String
      switch op {
      case .plus:
        message = "cannot add \(right.described) to \(left.described)" + argumentHint(op, left, right)
      case .minus:
        message = "cannot subtract \(right.described) from \(left.described)" + argumentHint(op, left, right)
      case .times: message = "cannot multiply \(left.described) by \(right.described)"
      case .divide:
        message = "cannot divide \(left.described) by \(right.described); '/' divides whole numbers"
      case .remainder:
        message = "cannot take \(left.described) modulo \(right.described); '%' takes whole numbers"
      }
      throw ScriptError(.evaluation, message, at: range)
    }
  }

  /// What a kind of its own (`Values/`) makes of `left op right`, asked on the left first.
  private static func combination(
    _ op: BinaryOperator, _ left: Value, _ right: Value, reform: Reform, at range: SourceRange
  ) throws -> Value? {
    if case .scalar(let value) = left,
      let combined = try value.combined(op, with: right, isLeft: true, reform: reform, at: range)
    {
      return combined
    }
    if case .scalar(let value) = right {
      return try value.combined(op, with: left, isLeft: false, reform: reform, at: range)
    }
    return nil
  }

  /// `easter y..y+2` is `(easter y..y) + 2`: a command mapped over its argument, then a sum.
  /// Says where the parentheses go for what was probably meant.
  private static func argumentHint(_ op: BinaryOperator, _ left: Value, _ right: Value) -> String {
    guard case .mapped(let mapping) = left else { return "" }
    let sum = "\(op == .plus ? "+" : "-") \(literal(right) ?? "N")"
    let argument: String
    switch mapping.series {
    case .integers(let a, let b): argument = "\(a)..(\(b) \(sum))"
    case .dates(let a, let b): argument = "\(a)..(\(b) \(sum))"
    case .months(let a, let b): argument = "\(a)..(\(b) \(sum))"
    case .values(let values):
      let written = values.map { literal($0) ?? "…" }
      guard let last = written.last else { return "" }
      let before = written.count > 3 ? [written[0], "…"] : written.dropLast()
      argument = (before + ["(\(last) \(sum))"]).joined(separator: ", ")
    case .days, .lines: return ""
    }
    return "; a command applies before '\(sum.prefix(1))' (as sin x + 1 is (sin x) + 1), so a sum in "
      + "its argument goes in parentheses: \(mapping.resultName) \(argument)"
  }

  /// `2026-11-28 + 3m`, `1 day + 1 hour`: an exact duration with a date or a calendar duration,
  /// said in words with the way to write what was probably meant; nil for other pairs.
  private static func exactMix(_ op: BinaryOperator, _ left: Value, _ right: Value) -> String? {
    guard op == .plus || op == .minus else { return nil }
    let sign = op == .plus ? "+" : "-"
    let verb = op == .plus ? "add" : "subtract"
    let joiner = op == .plus ? "to" : "from"
    switch (left, right) {
    case (.date(let date), .scalar(let exact as ExactDuration)):
      return "cannot \(verb) \(exact) \(joiner) a date: a date has no time of day; give it one "
        + "(\(date)T00:00 \(sign) \(exact))" + monthsHint(exact, ", or, ")
    case (.duration(let calendar), .scalar(let exact as ExactDuration)),
      (.scalar(let exact as ExactDuration), .duration(let calendar)):
      let exactFirst = left.isExactDuration
      let (first, second) = exactFirst ? ("\(exact)", "\(calendar)") : ("\(calendar)", "\(exact)")
      let written = exactFirst ? "now + \(exact) \(sign) \(calendar)" : "now + \(calendar) \(sign) \(exact)"
      return "cannot \(verb) \(second) \(joiner) \(first): calendar units (days, months) and exact ones "
        + "(hours, minutes) stay apart, since a day of a zone is not always 24 hours; \(verb) them one at a "
        + "time \(joiner) a date-time (\(written)), or write days as 24 hours each"
    case (.scalar(let time as TimeOfDay), .duration(let calendar)):
      return "cannot \(verb) \(calendar) \(joiner) a time of day: a time has no date; give it one "
        + "(today's: \(time) Europe/Berlin \(sign) \(calendar), or YYYY-MM-DDT\(time) \(sign) \(calendar))"
    case (.scalar(_ as ZonedDateTime), .date(let date)), (.date(let date), .scalar(_ as ZonedDateTime)):
      return "cannot \(verb) \(right.described) \(joiner) \(left.described): a date has no time "
        + "nor zone; give it both (\(date)T00:00 Europe/Berlin, \(date)T00:00Z)"
    case (.scalar(_ as ZonedDateTime), .scalar(let wall as DateTime)),
      (.scalar(let wall as DateTime), .scalar(_ as ZonedDateTime)):
      return "cannot \(verb) \(right.described) \(joiner) \(left.described): '\(wall)' has no zone; "
        + "put it in a zone (\(wall) Europe/Berlin, \(wall)Z)"
    case (.yearMonth, .scalar(let exact as ExactDuration)):
      return "cannot \(verb) \(exact) \(joiner) a month: a month has no time of day" + monthsHint(exact, "; ")
    default: return nil
    }
  }

  /// `3m` read as minutes where months were likely meant: how to write months.
  private static func monthsHint(_ exact: ExactDuration, _ lead: String) -> String {
    guard exact.nanoseconds == 0, exact.seconds % 60 == 0, exact.seconds.magnitude < 3600 else { return "" }
    return lead + "if months were meant, write mo or months (m and min are minutes)"
  }

  /// A value as it is written in a script, for a hint; nil for one that has no literal.
  private static func literal(_ value: Value) -> String? {
    switch value {
    case .int(let n): return String(n)
    case .date(let date): return date.description
    case .yearMonth(let month): return month.description
    case .duration(let duration): return duration.description
    default: return nil
    }
  }

  /// Whole numbers combined, overflow checked; `/` rounds down and `%` takes the divisor's sign,
  /// as Python's `//` and `%` do, so `a == (a / b) * b + a % b` always.
  static func integers(_ op: BinaryOperator, _ a: Int, _ b: Int, at range: SourceRange) throws -> Int {
    let (result, overflow): (Int, Bool)
    switch op {
    case .plus: (result, overflow) = a.addingReportingOverflow(b)
    case .minus: (result, overflow) = a.subtractingReportingOverflow(b)
    case .times: (result, overflow) = a.multipliedReportingOverflow(by: b)
    case .divide, .remainder:
      guard b != 0 else {
        throw ScriptError(.evaluation, op == .divide ? "division by zero" : "modulo by zero", at: range)
      }
      // Int.min / -1 is the one quotient that overflows.
      let (quotient, quotientOverflow) = a.dividedReportingOverflow(by: b)
      let truncatedRemainder = a.remainderReportingOverflow(dividingBy: b).partialValue
      let roundsDown = truncatedRemainder != 0 && (truncatedRemainder < 0) != (b < 0)
      if op == .divide {
        (result, overflow) = roundsDown ? (quotient - 1, quotientOverflow) : (quotient, quotientOverflow)
      } else {
        (result, overflow) = (roundsDown ? truncatedRemainder + b : truncatedRemainder, false)
      }
    }
    guard !overflow else {
      // The true result's sign: a sum's is its operands' (they share it when it overflows), a
      // difference's the first operand's, a product's (or Int.min / -1's) the signs' product.
      let positive =
        switch op {
        case .plus, .minus: a >= 0
        default: (a < 0) == (b < 0)
        }
      throw ScriptError(.evaluation, CalendarError.overflow(positive: positive).message, at: range)
    }
    return result
  }

  /// `-n`, or an error for the one Int whose negation overflows.
  static func negated(_ n: Int, at range: SourceRange) throws -> Int {
    guard n != .min else { throw ScriptError(.evaluation, CalendarError.numberTooLarge.message, at: range) }
    return -n
  }

  static func negate(_ value: Value, at range: SourceRange) throws -> Value {
    switch value {
    case .int(let n): return .int(try negated(n, at: range))
    case .duration(let x): return .duration(try at(range) { () throws(CalendarError) in try x.negated() })
    case .workdays(let n, let countries): return .workdays(try negated(n, at: range), countries)
    case .money(let amount):
      guard amount.units != .min else {
        throw ScriptError(.evaluation, CalendarError.numberTooLarge.message, at: range)
      }
      return .money(Money(units: -amount.units, scale: amount.scale))
    case .scalar(let scalar):
      if let negated = try scalar.negated(at: range) { return negated }
      throw ScriptError(.evaluation, "cannot negate \(value.described)", at: range)
    default: throw ScriptError(.evaluation, "cannot negate \(value.described)", at: range)
    }
  }

  /// A range of two values; one written later end first names the ends the other way round as
  /// `reform` writes them (`1731/2-02-01..1731/2-02-11` under `gb`).
  static func range(_ lower: Value, _ upper: Value, reform: Reform = .proleptic, at range: SourceRange) throws
    -> Value
  {
    switch (lower, upper) {
    case (.date(let a), .date(let b)):
      guard a <= b else { throw reversed(reform.lineText(of: a), reform.lineText(of: b), at: range) }
      return .dateRange(a, b)
    case (.yearMonth(let a), .yearMonth(let b)):
      guard a <= b else { throw reversed("\(a)", "\(b)", at: range) }
      return .monthRange(a, b)
    case (.scalar(let a as DateTime), .scalar(let b as DateTime)):
      guard let interval = DateTimeInterval(from: a, through: b) else {
        throw reversed(reform.line(of: a), reform.line(of: b), at: range)
      }
      return .scalar(interval)
    case (.scalar(let a as ZonedDateTime), .scalar(let b as ZonedDateTime)):
      guard let interval = DateTimeInterval(from: a, through: b) else {
        throw reversed(a.line(reform: reform), b.line(reform: reform), at: range)
      }
      return .scalar(interval)
    case (.scalar(_ as DateTime), .scalar(_ as ZonedDateTime)),
      (.scalar(_ as ZonedDateTime), .scalar(_ as DateTime)):
      throw ScriptError(
        .evaluation,
        "a range's ends are both plain date-times or both in zones, not one of each: give both a zone "
          + "(2025-03-01T09:00 Europe/Berlin..2025-03-01T17:00 Europe/Berlin) or neither", at: range)
    case (.date, .scalar(_ as DateTime)), (.scalar(_ as DateTime), .date),
      (.date, .scalar(_ as ZonedDateTime)),
      (.scalar(_ as ZonedDateTime), .date):
      throw ScriptError(
        .evaluation,
        "a range's ends are both dates or both date-times, not one of each: write a time at both ends "
          + "(2025-03-01T00:00..2025-03-01T17:00) or none (2025-03-01..2025-03-02)", at: range)
    case (.int, .int):
      throw ScriptError(
        .evaluation,
        "a range of whole numbers is a value command's argument, written right after it (easter "
          + "2025..2027); as a value of its own a range joins two dates or two months", at: range)
    default:
      throw ScriptError(
        .evaluation,
        "a range joins two dates or two months (YYYY-MM), not \(lower.described) and \(upper.described)",
        at: range)
    }
  }
}

/// A range written later end first: an error, not a silent swap (a reversed range is most often
/// a typing slip, and which of the two was meant is the user's to say).
private func reversed(_ lower: String, _ upper: String, at range: SourceRange) -> ScriptError {
  ScriptError(
    .evaluation, "a range runs from the earlier to the later: \(upper)..\(lower)", at: range)
}

extension Value {
  fileprivate var isExactDuration: Bool {
    if case .scalar(_ as ExactDuration) = self { return true }
    return false
  }
}
