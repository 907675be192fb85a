import CalendarCore

/// `quarter [DATE | YYYY-Qn]`: the three months of a quarter.
enum QuarterCommand {
  static let quarter = Command(
    "quarter", group: .sources, kind: .valueCommand, usage: "quarter [DATE | YM | YYYY-Qn]",
    summary: "the three months of a quarter (this quarter by default)",
    examples: ["quarter 2026-11-21 | pad", "quarter 2026-Q4 | count", "quarter"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let settings = call.settings
    var quarter = settings.written(settings.today).quarter
    if !call.arguments.isEmpty || call.subject != nil {
      let (value, range) = try call.operand("a date or a quarter such as 2026-Q4")
      switch value {
      // A quarter literal (`2026-Q4`) is its three months already.
      // (Under julian 9999-Q4 is October alone: the months after it are outside calsh's days.)
      case .months(let series, _)
      where series.first.quarter.firstMonth == series.first
        && (series.count == 3
          || series.last
            == (try? settings.lastKnown(from: series.first, through: series.first.quarter.lastMonth))):
        quarter = series.first.quarter
      case .date(let d): quarter = settings.written(d).quarter
      case .yearMonth(let ym): quarter = ym.quarter
      default: throw call.wrongKind(value, at: range, expected: "a date, a month (YYYY-MM) or a quarter")
      }
    }
    return .months(
      try call.run { () throws(CalendarError) in
        try settings.months(from: quarter.firstMonth, through: quarter.lastMonth)
      })
  }
}
