import CalSyntax
import CalendarCore

/// `strip`: days drawn as a horizontal strip, weekday labels over day numbers.
enum StripCommand {
  /// The most days `strip DATE N` takes: every day of years 1–9999.
  static let dayLimit = Gregorian.dayCounts.count

  static let strip = Command(
    "strip", group: .rendering, kind: .outputStage, usage: "strip [YM | DATE [N] | RANGE]",
    summary: "draw a month or a day list as a horizontal strip: weekday labels over day numbers",
    details: """
      strip DATE N is N days from DATE. A month drawn as a strip stays one: next, prev, around, \
      pad and select keep it, and grid turns it back into a grid. The strip wraps into bands of \
      whole cells at the width (set width).
      """,
    examples: [
      "strip 2023-06 | select 2023-06-05", "strip today 14", "month 2023-06 | strip | next",
      "days 2024-02-27..2024-03-09 | strip",
    ]
  ) { call in
    try call.expectArguments(atMost: 2)
    if call.arguments.count == 2 {
      guard case .date(let first) = try call.value(at: 0) else {
        throw call.error("strip DATE N takes a date first, as in strip today 14", at: call.range(at: 0))
      }
      let count = try call.integer(at: 1, default: 1, in: 1...dayLimit)
      let last = try at(call.range(at: 1)) { () throws(CalendarError) in try first.adding(days: count - 1) }
      var span = call.settings.span(from: first, through: last)
      span.isStrip = true
      return .days(span)
    }
    if call.arguments.count == 1, call.subject != nil {
      throw call.error(
        "strip takes its days from the left or from its arguments, not both", at: call.range(at: 0))
    }
    let (value, range) = try call.operand("a month or days, as in strip 2023-06 or strip today 14")
    switch value {
    case .yearMonth(let ym): return .month(try call.view(of: ym).styled(.strip))
    case .date(let date) where !call.arguments.isEmpty:
      return .month(call.settings.view(of: call.settings.month(of: date)).styled(.strip))
    case .month(let view, let entries): return .month(view.styled(.strip), entries: entries)
    case .months(let series, let entries): return .months(series.map { $0.styled(.strip) }, entries: entries)
    case .dateRange(let first, let last):
      var span = call.settings.span(from: first, through: last)
      span.isStrip = true
      return .days(span)
    case .days(var span, let entries):
      span.isStrip = true
      return .days(span, entries: entries)
    case .dayList: return .rendered(value, .strip)
    default:
      throw call.wrongKind(value, at: range, expected: "months and day lists")
    }
  }
}
