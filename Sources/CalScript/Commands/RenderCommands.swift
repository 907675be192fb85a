import CalRender
import CalendarCore

/// Stages that choose how the value on the left is printed: `grid`, `table`, `json`, `csv`.
enum RenderCommands {
  static let grid = Command(
    "grid", group: .rendering, usage: "grid [weeks]",
    summary: "draw months, or any day list, as text grids; 'weeks' puts ISO week numbers at row starts",
    details: """
      A list of months is laid out side by side, as many across as fit the width (set width). \
      A day list is drawn in weeks from firstweekday, blank where it has no day. Week numbers are \
      ISO 8601: exact on Monday-first rows; a row starting on another weekday shows the ISO week \
      of its Thursday.
      """,
    examples: [
      "month 2023-02 | pad | grid", "month 2024-01 | pad | grid weeks", "days 2024-02-27..2024-03-09 | grid",
      "year 2024 | grid weeks",
    ],
    words: gridWords
  ) { call in
    var options = GridOptions()
    for index in call.arguments.indices {
      switch call.word(at: index) {
      case "weeks": options.weeks = true
      default:
        throw call.error(
          "grid takes \(gridWords.joined(separator: ", "))"
            + didYouMean(call.word(at: index) ?? "", among: gridWords),
          at: call.range(at: index))
      }
    }
    switch call.subject {
    case .days(var span):
      span.isStrip = false
      return .rendered(.days(span), .grid(options))
    case .dayList: return .rendered(call.subject!, .grid(options))
    case .month, .months, .yearMonth:
      return .rendered(try GridCommands.changeViews(call) { $0.styled(.grid) }, .grid(options))
    default:
      return .rendered(try gridSubject(call), .grid(options))
    }
  }

  /// The words `grid` reads; another view option is one more word here and a field of GridOptions.
  static let gridWords = ["weeks"]

  static let table = Command(
    "table", group: .rendering, usage: "table [COLUMN … | all]",
    summary: "one row of Day metadata per cell; 'table all' shows every column",
    details: "columns: " + DayColumn.allCases.map(\.rawValue).joined(separator: " "),
    examples: [
      "month 2023-02 | pad | table",
      "month 2021-08 | pad | select 2021-08-04..2021-08-14 | table date selectionPosition",
    ],
    words: DayColumn.allCases.map(\.rawValue) + ["all"]
  ) { call in
    .rendered(try cellSubject(call), .table(try columns(call, default: DayColumn.tableDefault)))
  }

  static let json = Command(
    "json", group: .rendering, usage: "json [pretty]",
    summary: "JSON: one compact document per line (JSON Lines), or indented with 'pretty'",
    examples: ["month 2023-02 | pad | json", "2023-01-31 + 1 month | json", "meta 2023-02 | json pretty"],
    words: ["pretty"]
  ) { call in
    try call.expectArguments(atMost: 1)
    var pretty = false
    if !call.arguments.isEmpty {
      guard call.word(at: 0) == "pretty" else {
        throw call.error("json takes only the word 'pretty'", at: call.range(at: 0))
      }
      pretty = true
    }
    guard let subject = call.subject else {
      throw call.error("json needs a value on its left, e.g. today | json")
    }
    return .rendered(subject, .json(pretty: pretty))
  }

  static let csv = Command(
    "csv", group: .rendering, usage: "csv [COLUMN … | all]",
    summary: "Day metadata as CSV with a header row (all columns by default)",
    details: "columns: " + DayColumn.allCases.map(\.rawValue).joined(separator: " "),
    examples: ["month 2023-02 | pad | csv", "month 2023-02 | csv date weekday"],
    words: DayColumn.allCases.map(\.rawValue) + ["all"]
  ) { call in
    .rendered(try cellSubject(call), .csv(try columns(call, default: DayColumn.allCases)))
  }

  private static func gridSubject(_ call: Invocation) throws -> Value {
    switch call.subject {
    case .month, .months: return call.subject!
    case .yearMonth(let ym):
      return .month(call.settings.view(of: ym))
    case let other?:
      throw call.error(
        "\(call.name) works on months and day lists (month 2023-02 | \(call.name)), not \(article(other.kind))"
      )
    case nil: throw call.needsMonthOnTheLeft()
    }
  }

  private static func cellSubject(_ call: Invocation) throws -> Value {
    if case .days = call.subject { return call.subject! }
    if case .dayList = call.subject { return call.subject! }
    if case .holidays = call.subject { return call.subject! }
    return try gridSubject(call)
  }

  private static func columns(_ call: Invocation, default fallback: [DayColumn]) throws -> [DayColumn] {
    guard !call.arguments.isEmpty else { return fallback }
    var chosen: [DayColumn] = []
    for index in call.arguments.indices {
      guard let word = call.word(at: index) else {
        throw call.error("\(call.name) takes column names such as date or weekday", at: call.range(at: index))
      }
      if word == "all" {
        chosen += DayColumn.allCases
      } else if let column = DayColumn(rawValue: word) {
        chosen.append(column)
      } else {
        throw call.error(
          "unknown column '\(word)'" + didYouMean(word, among: DayColumn.allCases.map(\.rawValue)),
          at: call.range(at: index))
      }
    }
    return chosen
  }
}
