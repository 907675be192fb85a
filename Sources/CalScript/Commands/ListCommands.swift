import CalendarCore

/// Stages over lists of cells or months.
enum ListCommands {
  static let count = Command(
    "count", group: .listStages, usage: "count",
    summary: "how many cells, days or months the value on the left holds",
    examples: ["month 2023-02 | pad | count", "days 2024-01-01..2024-12-31 | count", "year 2024 | count"]
  ) { call in
    try call.expectArguments(atMost: 0)
    switch call.subject {
    case .month(let view): return .int(view.layout.cellCount)
    case .months(let series): return .int(series.count)
    case .days(let span): return .int(span.count)
    case .dateRange(let a, let b): return .int(b.days(since: a) + 1)
    case .monthRange(let a, let b): return .int(b.index - a.index + 1)
    case let other?: throw call.wrongKind(other, at: call.call.nameRange, expected: "months, days or ranges")
    case nil: throw call.error("count needs a list on its left, e.g. month 2023-02 | pad | count")
    }
  }
}
