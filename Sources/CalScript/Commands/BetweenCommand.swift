import CalSyntax
import CalendarCore

/// `between A B`: the years, months and days from one date to another.
enum BetweenCommand {
  static let between = Command(
    "between", group: .math, kind: .valueCommand,
    usage: "between DATE DATE | between DATE-TIME DATE-TIME | between DATE-TIME..DATE-TIME",
    summary: "the years, months and days from the first date to the second (negative when earlier)",
    details: "The most whole months that fit (clamped as + clamps), then days, so A + (between A B) is B. "
      + "Between two date-times (both plain, or both in zones), or over a range of them (A..B), it is the "
      + "exact time, as B - A. Before | weeks it is the days between, as whole weeks and days.",
    examples: [
      "between 2023-01-31 2023-03-01", "between 2000-02-29 2024-02-28", "between 2023-03-01 2023-01-31",
    ]
  ) { call in
    if let exact = try timeBetween(call) { return exact }
    let (start, end) = try dates(call)
    return .duration(call.calendarInForce.between(start, end, monthEnd: call.settings.monthEnd))
  }

  /// Between two date-times (both plain or both in zones): the exact time from the first to the
  /// second, as their difference is; nil when the first is no date-time.
  static func timeBetween(_ call: Invocation) throws -> Value? {
    // A range of date-times alone, written after it or piped in: its length.
    let alone: Value? =
      call.arguments.isEmpty
      ? call.subject : call.arguments.count == 1 && call.subject == nil ? try call.value(at: 0) : nil
    if case .scalar(let interval as DateTimeInterval)? = alone { return .scalar(interval.length) }
    guard call.arguments.count == 2 || (call.arguments.count == 1 && call.subject != nil) else { return nil }
    let first = call.arguments.count == 1 ? call.subject! : try call.value(at: 0)
    switch first {
    case .scalar(_ as DateTime), .scalar(_ as ZonedDateTime): break
    default: return nil
    }
    let second = try call.value(at: call.arguments.count - 1)
    guard
      let difference = try first.asScalar?.combined(
        .minus, with: second, isLeft: false, reform: call.calendarInForce, at: call.call.range)
    else {
      throw call.wrongKind(
        second, at: call.range(at: call.arguments.count - 1), expected: "two date-times, or two in zones")
    }
    return difference
  }

  static func dates(_ call: Invocation) throws -> (CivilDate, CivilDate) {
    guard call.arguments.count == 2 || (call.arguments.count == 1 && call.subject != nil) else {
      throw call.error("between takes two dates: between 2023-01-31 2023-03-01")
    }
    var values: [(Value, SourceRange)] = []
    if call.arguments.count == 1, let subject = call.subject { values.append((subject, call.call.nameRange)) }
    for index in call.arguments.indices { values.append((try call.value(at: index), call.range(at: index))) }
    var dates: [CivilDate] = []
    for (value, range) in values {
      guard case .date(let date) = value else { throw call.wrongKind(value, at: range, expected: "dates") }
      dates.append(date)
    }
    return (dates[0], dates[1])
  }
}

extension Value {
  /// The kind of its own a value is (`Values/`), if it is one.
  fileprivate var asScalar: (any ScalarValue)? {
    if case .scalar(let value) = self { return value }
    return nil
  }
}
