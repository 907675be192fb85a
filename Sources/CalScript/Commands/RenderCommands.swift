import CalRender
import CalendarCore
import Ledger

/// Stages that choose how the value on the left is printed: `grid`, `table`, `json`, `csv`.
enum RenderCommands {
  static let grid = Command(
    "grid", group: .rendering, usage: "grid [weeks] [amounts]",
    summary: "draw months, or any day list, as text grids; 'weeks' puts ISO week numbers at row starts",
    details: """
      A list of months is laid out side by side, as many across as fit the width (set width). \
      A day list is drawn in weeks from firstweekday, blank where it has no day. Week numbers are \
      ISO 8601: exact on Monday-first rows; a row starting on another weekday shows the ISO week \
      of its Thursday. With entries attached (with), a day with entries is marked # before its \
      number, or on a colour terminal takes the colour of its entries' color column; 'grid \
      amounts' draws a month with two-line cells: the day number, then the day's net ('grid weeks \
      amounts' adds the week numbers).
      """,
    examples: [
      "month 2023-02 | pad | grid", "month 2024-01 | pad | grid weeks", "days 2024-02-27..2024-03-09 | grid",
      "year 2024 | grid weeks", "month 2023-05 | pad | with (load \"examples/ledger.csv\") | grid amounts",
    ],
    words: gridWords
  ) { call in
    var options = GridOptions()
    for index in call.arguments.indices {
      switch call.word(at: index) {
      case "weeks": options.weeks = true
      case "amounts": options.amounts = true
      default:
        throw call.error(
          "grid takes \(gridWords.joined(separator: ", "))"
            + didYouMean(call.word(at: index) ?? "", among: gridWords),
          at: call.range(at: index))
      }
    }
    if options.amounts {
      switch call.subject {
      case .month, .months, .yearMonth: break
      default:
        throw call.error("grid amounts draws months: month 2023-05 | with book | grid amounts")
      }
      guard call.subject?.attachedEntries != nil else {
        throw call.error(
          "grid amounts draws each day's net: attach entries first, month 2023-05 | with book | grid amounts")
      }
      return .rendered(try GridCommands.changeViews(call) { $0.styled(.grid) }, .grid(options))
    }
    switch call.subject {
    case .days(var span, let entries):
      span.isStrip = false
      return .rendered(.days(span, entries: entries), .grid(options))
    case .dayList: return .rendered(call.subject!, .grid(options))
    case .month, .months, .yearMonth:
      return .rendered(try GridCommands.changeViews(call) { $0.styled(.grid) }, .grid(options))
    default:
      return .rendered(try gridSubject(call), .grid(options))
    }
  }

  /// The words `grid` reads; another view option is one more word here and a field of GridOptions.
  static let gridWords = ["weeks", "amounts"]

  static let table = Command(
    "table", group: .rendering, usage: "table [COLUMN … | all]",
    summary: "one row of Day metadata per cell; 'table all' shows every column",
    details: "columns: " + DayColumn.allCases.map(\.rawValue).joined(separator: " ")
      + " (income expense net entries only with entries attached by 'with'); entries and summaries: their own columns",
    examples: [
      "month 2023-02 | pad | table",
      "month 2021-08 | pad | select 2021-08-04..2021-08-14 | table date selectionPosition",
      "holidays jp 2024 | table date name",
    ],
    words: DayColumn.allCases.map(\.rawValue) + ["all"]
  ) { call in
    // `easter 2020..2030 | table`: a column for the argument, one for the result.
    if case .mapped? = call.subject, call.arguments.isEmpty {
      return .rendered(call.subject!, .fields(csv: false, []))
    }
    if let fields = try fieldColumns(call) { return .rendered(call.subject!, .fields(csv: false, fields)) }
    let subject = try cellSubject(call)
    let totals = subject.attachedEntries == nil ? [] : DayColumn.totals
    return .rendered(subject, .table(try columns(call, default: DayColumn.tableDefault + totals)))
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
    details: "columns: " + DayColumn.allCases.map(\.rawValue).joined(separator: " ") + "; holidays: "
      + HolidayFields.names.joined(separator: " ") + "; entries and summaries: their own columns",
    examples: [
      "month 2023-02 | pad | csv", "month 2023-02 | csv date weekday", "holidays jp 2024 | csv date name",
    ],
    words: DayColumn.allCases.map(\.rawValue) + ["all"]
  ) { call in
    // `easter 2020..2030 | csv`: a column for the argument, one for the result.
    if case .mapped? = call.subject, call.arguments.isEmpty {
      return .rendered(call.subject!, .fields(csv: true, []))
    }
    if let fields = try fieldColumns(call) { return .rendered(call.subject!, .fields(csv: true, fields)) }
    let subject = try cellSubject(call)
    let totals = subject.attachedEntries == nil ? [] : DayColumn.totals
    return .rendered(subject, .csv(try columns(call, default: DayColumn.standard + totals)))
  }

  /// The fields named for a table of entries or a summary (none: all); nil for other values.
  private static func fieldColumns(_ call: Invocation) throws -> [String]? {
    let names: [String]
    var ledger: Ledger? = nil
    switch call.subject {
    case .entries(let list):
      names = LedgerTables.fieldNames(of: list.ledger)
      ledger = list.ledger
    case .summary(let summary): names = LedgerTables.fieldNames(of: summary)
    case .holidays: names = HolidayFields.names
    default: return nil
    }
    var chosen: [String] = []
    for index in call.arguments.indices {
      guard let name = try call.name(at: index) else {
        throw call.error("\(call.name) takes column names here", at: call.range(at: index))
      }
      if name == "all" {
        chosen += names
      } else if let match = names.first(where: { $0 == name })
        ?? names.first(where: { $0.lowercased() == name.lowercased() })
      {
        chosen.append(match)
      } else if let ledger, let note = LedgerTables.namedApartNote(name, in: ledger) {
        throw call.error(note, at: call.range(at: index))
      } else {
        throw call.error(
          "unknown column '\(name)' (columns: \(names.joined(separator: " ")))"
            + didYouMean(name, among: names),
          at: call.range(at: index))
      }
    }
    return chosen
  }

  private static func gridSubject(_ call: Invocation) throws -> Value {
    switch call.subject {
    case .month, .months: return call.subject!
    case .yearMonth(let ym):
      return .month(call.settings.view(of: ym))
    case let other?:
      throw call.error(
        "\(call.name) works on months and day lists (month 2023-02 | \(call.name)), not \(other.described)"
      )
    case nil: throw call.needsMonthOnTheLeft()
    }
  }

  private static func cellSubject(_ call: Invocation) throws -> Value {
    if case .days = call.subject { return call.subject! }
    if case .dayList = call.subject { return call.subject! }
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
        chosen += DayColumn.standard + (call.subject?.attachedEntries == nil ? [] : DayColumn.totals)
      } else if let column = DayColumn(rawValue: word) {
        chosen.append(column)
      } else {
        let names = DayColumn.allCases.map(\.rawValue)
        throw call.error(
          "unknown column '\(word)' (columns: \(names.joined(separator: " ")))"
            + didYouMean(word, among: names),
          at: call.range(at: index))
      }
    }
    return chosen
  }
}
