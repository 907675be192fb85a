import CalSyntax
import CalendarCore

/// Calendar math on single values: `weekday`, `leap`, `meta`, `daysin`.
enum MathCommands {
  static let weekday = Command(
    "weekday", group: .math, kind: .valueCommand, usage: "weekday DATE",
    summary: "the day of the week of a date",
    examples: ["weekday 2023-02-01", "2023-02-01 | weekday"], ofDate: .weekday)

  static let leap = Command(
    "leap", group: .math, kind: .valueCommand, usage: "leap YEAR",
    summary: "whether a year is a leap year (every 4th, except centuries not divisible by 400)",
    examples: ["leap 1900", "leap 2000", "leap 2024"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (value, range) = try call.operand("a year, e.g. leap 2024")
    return .bool(call.calendarInForce.isLeapYear(try year(of: value, at: range, in: call)))
  }

  static let meta = Command(
    "meta", group: .math, kind: .valueCommand, usage: "meta YM",
    summary: "a month's metadata: numberOfDays, firstDay, firstDayWeekday (1 = Sunday)",
    details: """
      numberOfDays counts the days calsh can show, as month and days do: under a reform, January \
      0001 is Julian and starts on its 3rd (Gregorian 0001-01-01), 29 days; under julian, October \
      9999 ends on its 19th (Gregorian 9999-12-31), 19 days. daysin gives the calendar's lengths, 31.
      """,
    examples: ["meta 2023-02", "meta 2023-02 | json"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (value, range) = try call.operand("a month, e.g. meta 2023-02")
    let month = try yearMonth(of: value, at: range, in: call)
    return .metadata(call.calendarInForce.metadata(of: month))
  }

  static let daysin = Command(
    "daysin", group: .math, kind: .valueCommand, usage: "daysin YM | YEAR",
    summary: "the number of days in a month or a year",
    details: """
      Under set reform, the days the month or year had as written (daysin 1752-09 is 19 under gb). \
      At the ends of calsh's range it is the calendar's length, not the days calsh can show: under \
      julian, daysin 0001-01 and 9999-10 are 31 (meta and days count 29 and 19).
      """,
    examples: ["daysin 2023-02", "daysin 2024"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (value, range) = try call.operand("a month or a year, e.g. daysin 2024-02")
    let reform = call.calendarInForce
    if case .int = value { return .int(reform.daysIn(year: try year(of: value, at: range, in: call))) }
    let month = try yearMonth(of: value, at: range, in: call)
    return .int(reform.daysIn(year: month.year, month: month.month))
  }

  static func year(of value: Value, at range: SourceRange, in call: Invocation) throws -> Int {
    switch value {
    case .int(let n):
      guard Gregorian.years.contains(n) else {
        throw call.error(CalendarError.yearOutOfRange(n).message, at: range)
      }
      return n
    case .date(let d): return call.settings.written(d).year
    case .yearMonth(let ym): return ym.year
    case .month(let view, _): return view.month.year
    default: throw call.wrongKind(value, at: range, expected: "a year")
    }
  }

  static func yearMonth(of value: Value, at range: SourceRange, in call: Invocation) throws -> YearMonth {
    switch value {
    case .yearMonth(let ym): return ym
    case .date(let d): return call.settings.month(of: d)
    case .month(let view, _): return view.month
    default: throw call.wrongKind(value, at: range, expected: "a month (YYYY-MM)")
    }
  }
}
