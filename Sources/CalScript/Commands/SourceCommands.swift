import CalSyntax
import CalendarCore

/// Commands that start a pipeline: `month`, `year`, `days`, `today`.
enum SourceCommands {
  static let month = Command(
    "month", group: .sources, usage: "month [YM | YM..YM | DATE | NAME [YEAR]]",
    summary: "a displayed month (this month by default), or a list of months for a range",
    examples: [
      "month 2023-02", "month 2023-02 | pad | select 2023-02-03", "month 2024-01..2024-03 | count",
      "month jul 2026", "month july",
    ]
  ) { call in
    if call.arguments.count == 2, let word = call.word(at: 0), let number = ConstantWords.monthNumber(word) {
      guard case .int(let year) = try call.value(at: 1) else {
        throw call.error("a month's name takes a year after it, as in month jul 2026", at: call.range(at: 1))
      }
      let reform = call.calendarInForce
      let ym = try at(call.range(at: 1)) { () throws(CalendarError) in
        let month = try YearMonth(year: year, month: number)
        try reform.checkKnown(month)
        return month
      }
      return .month(try call.view(of: ym))
    }
    // `month janu 2026`: a word where a month's name belongs.
    if call.arguments.count == 2, let word = call.word(at: 0), call.interpreter.variables[word] == nil {
      let hint = ConstantWords.suggestion(for: word, others: [], preferring: ConstantWords.months).map {
        "; did you mean '\($0)'?"
      }
      throw call.error(
        "'\(word)' is not a month name"
          + (hint ?? ": write jan … dec or january … december, as in month jul 2026"),
        at: call.range(at: 0))
    }
    try call.expectArguments(atMost: 1)
    let settings = call.settings
    guard !call.arguments.isEmpty || call.subject != nil else {
      return .month(settings.view(of: settings.month(of: settings.today)))
    }
    let (value, range) = try call.operand("a year and a month, such as 2023-02")
    switch value {
    case .yearMonth(let ym): return .month(try call.view(of: ym))
    case .date(let date): return .month(settings.view(of: settings.month(of: date)))
    case .monthRange(let first, let last):
      return .months(
        try call.run { () throws(CalendarError) in try settings.months(from: first, through: last) })
    case .months: return value  // `month 2026-Q4`: its months
    case .dateRange(let first, let last):
      return .months(
        MonthSeries(
          from: settings.month(of: first), through: settings.month(of: last),
          template: settings.view(of: settings.month(of: first))))
    case .int(let n) where (1...12).contains(n):
      let example =
        (try? YearMonth(year: settings.written(settings.today).year, month: n))?.description ?? "2023-02"
      throw call.error("month needs a year and a month, written YYYY-MM: month \(example)", at: range)
    case .int(let n) where (1...9999).contains(n):
      throw call.error(
        "month needs a year and a month written YYYY-MM, such as \(YearMonthText.padded(n))-01; "
          + "for the whole year use 'year \(n)'",
        at: range)
    case .int:
      throw call.error("month needs a year and a month written YYYY-MM, such as 2023-02", at: range)
    default:
      throw call.wrongKind(value, at: range, expected: "a month (YYYY-MM), a date or a range")
    }
  }

  static let year = Command(
    "year", group: .sources, usage: "year [YEAR]",
    summary: "the twelve months of a year (this year by default)",
    examples: ["year 2024 | count", "year 2024 | pad | json"]
  ) { call in
    try call.expectArguments(atMost: 1)
    var year = call.settings.written(call.settings.today).year
    if !call.arguments.isEmpty || call.subject != nil {
      let (value, range) = try call.operand("a year")
      year = try MathCommands.year(of: value, at: range, in: call)
    }
    // Under `julian` the days calsh knows end at Julian 9999-10-19: the year stops with them.
    let settings = call.settings
    return .months(
      try call.run { () throws(CalendarError) in
        try settings.months(from: YearMonth(year: year, month: 1), through: settings.lastMonth(ofYear: year))
      })
  }

  static let days = Command(
    "days", group: .sources, usage: "days RANGE | YM",
    summary: "the day cells of a date range or a month, without padding",
    examples: ["days 2024-01-01..2024-01-07", "days 2024-02 | count"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (value, range) = try call.operand("a date range such as 2024-01-01..2024-01-31")
    let (first, last): (CivilDate, CivilDate)
    switch value {
    case .dateRange(let a, let b): (first, last) = (a, b)
    case .yearMonth(let ym): (first, last) = try call.writtenDays(of: ym)
    case .date(let d): (first, last) = (d, d)
    case .month(let view, _):
      (first, last) = try call.writtenDays(of: view.month)
    case .monthRange(let a, let b):
      (first, last) = try call.writtenDays(from: a, through: b)
    case .months(let series, _):
      (first, last) = try call.writtenDays(from: series.first, through: series.last)
    default: throw call.wrongKind(value, at: range, expected: "a range of dates or a month (YYYY-MM)")
    }
    return .days(call.settings.span(from: first, through: last))
  }

  static let today = Command(
    "today", group: .sources, usage: "today",
    summary: "today's date (set with --today, CALSH_TODAY or 'set today')",
    examples: ["today", "today + 1 week"]
  ) { call in
    try call.expectArguments(atMost: 0)
    try call.expectNothingPiped()
    return .date(call.settings.today)
  }
}

/// Years as year-months print them: four digits at least.
enum YearMonthText {
  static func padded(_ year: Int) -> String {
    let digits = String(year)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
