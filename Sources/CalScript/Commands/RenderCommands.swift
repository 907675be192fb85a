import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// Stages that choose how the value on the left is printed: `grid`, `table`, `json`, `csv`.
enum RenderCommands {
  static let grid = Command(
    "grid", group: .rendering, kind: .outputStage, usage: "grid [weeks] [amounts]",
    summary: "draw months, or any day list, as text grids; 'weeks' puts week numbers at row starts",
    details: """
      A list of months is laid out side by side, as many across as fit the width (set width). \
      A day list is drawn in weeks from firstweekday, blank where it has no day. Week numbers \
      follow set weeks, named over the column: by default US weeks (US, strftime's %U) on \
      Sunday-first grids and ISO 8601 weeks (Wk, as isoweek) on others, so each row is one week; \
      set weeks iso|us|uk on a grid whose rows are not that numbering's weeks numbers each row by \
      the week most of the month's days in it fall in, with a note under the grid. With entries attached (with), a day with entries is marked # before its \
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
    var options = GridOptions(numbering: call.interpreter.settings.weeks)
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

  /// The columns `table`, `csv` and `json` take, as their help lists them.
  static var columnsHelp: String {
    let names = DayColumn.allCases.map(\.rawValue)
    return "Day columns: " + names.joined(separator: " ") + "; 'all' is the standard ones, "
      + DayColumn.standard.first!.rawValue + " … " + DayColumn.standard.last!.rawValue
      + " (and income expense net entries with entries attached by 'with'): the date's parts and "
      + "the calendars only when named. Holidays: " + HolidayFields.names.joined(separator: " ")
      + ". Entries and summaries: their own columns. A command over a range (hebrew "
      + "2025-10-01..2025-10-03): its argument and its result (date hebrew); one that gives dates "
      + "(easter 2020..2030) gives days to columns."
  }

  /// The words `grid` reads; another view option is one more word here and a field of GridOptions.
  static let gridWords = ["weeks", "amounts"]

  static let table = Command(
    "table", group: .rendering, kind: .outputStage, usage: "table [COLUMN … | all]",
    summary:
      "one row of Day metadata per cell (a list of days: date and weekday); 'table all' shows every standard column",
    details: columnsHelp,
    examples: [
      "month 2023-02 | pad | table",
      "month 2021-08 | pad | select 2021-08-04..2021-08-14 | table date selectionPosition",
      "holidays jp 2024 | table date name",
    ],
    words: DayColumn.allCases.map(\.rawValue) + ["all"],
    rowFormat: .table
  ) { call in
    try SlideCommands.refuseSlides(call)
    // `easter 2020..2030 | table`: a column for the argument, one for the result.
    if case .mapped? = call.subject, call.arguments.isEmpty {
      return .rendered(call.subject!, .rows(.table, .named([])))
    }
    if let fields = try fieldColumns(call) { return .rendered(call.subject!, .rows(.table, .named(fields))) }
    let subject = try cellSubject(call)
    let totals = subject.attachedEntries == nil ? [] : DayColumn.totals
    return .rendered(
      subject, .rows(.table, .dayColumns(try columns(call, default: subject.defaultDayColumns + totals))))
  }

  static let json = Command(
    "json", group: .rendering, kind: .outputStage, usage: "json [pretty] [COLUMN … | all]",
    summary: "JSON: one compact document per line (JSON Lines), or indented with 'pretty'",
    details: "Without columns, each value's own document: a day has every standard column (a list "
      + "of days no grid shows, such as days A..B or every, its date and weekday), a month "
      + "its metadata and days, a list of months one document a line. With columns, the rows table "
      + "shows as one array of objects with those keys, in that order (each key once); a list of "
      + "months gives one array a month, a line each. A calendar's field is an object (calendar, "
      + "year, month, day, monthName; leap, era where they apply), numbers are numbers, and what a "
      + "table shows as - is null. 'pretty' comes first. " + columnsHelp,
    examples: [
      "month 2023-02 | pad | json", "2023-01-31 + 1 month | json", "meta 2023-02 | json pretty",
      "month 2025-10 | first 2 | json date hebrew korean",
      "holidays jp 2025 | first 2 | json pretty date name",
    ],
    words: ["pretty"] + DayColumn.allCases.map(\.rawValue) + ["all"],
    rowFormat: .json
  ) { call in
    let pretty = !call.arguments.isEmpty && call.word(at: 0) == "pretty"
    guard let subject = call.subject else {
      throw call.error("json needs a value on its left, e.g. today | json")
    }
    let first = pretty ? 1 : 0
    guard call.arguments.count > first else {
      // A list of days no grid shows: its date and weekday, as its table shows them.
      if case .days = subject, subject.isListOfDays { return listOfDaysJSON(subject, pretty: pretty) }
      if case .dayList = subject, subject.isListOfDays { return listOfDaysJSON(subject, pretty: pretty) }
      return .rendered(subject, .document(pretty: pretty))
    }
    if let fields = try fieldColumns(call, from: first) {
      return .rendered(subject, .rows(.json(pretty: pretty), .named(fields)))
    }
    switch subject {
    case .days, .dayList, .month, .months, .yearMonth: break
    default:
      throw call.error(
        "json COLUMN … picks the fields of a list's rows (days, months, holidays, entries, a "
          + "summary, a command over a range), not of \(subject.described): write it whole with json",
        at: call.range(at: first))
    }
    let columns = try columns(call, from: first, default: [])
    return .rendered(try cellSubject(call), .rows(.json(pretty: pretty), .dayColumns(columns)))
  }

  static let csv = Command(
    "csv", group: .rendering, kind: .outputStage, usage: "csv [COLUMN … | all]",
    summary:
      "Day metadata as CSV with a header row (every standard column by default; a list of days: date and weekday)",
    details: columnsHelp,
    examples: [
      "month 2023-02 | pad | csv", "month 2023-02 | csv date weekday", "holidays jp 2024 | csv date name",
    ],
    words: DayColumn.allCases.map(\.rawValue) + ["all"],
    rowFormat: .csv
  ) { call in
    try SlideCommands.refuseSlides(call)
    // `easter 2020..2030 | csv`: a column for the argument, one for the result.
    if case .mapped? = call.subject, call.arguments.isEmpty {
      return .rendered(call.subject!, .rows(.csv, .named([])))
    }
    if let fields = try fieldColumns(call) { return .rendered(call.subject!, .rows(.csv, .named(fields))) }
    let subject = try cellSubject(call)
    let totals = subject.attachedEntries == nil ? [] : DayColumn.totals
    let standard = subject.isListOfDays ? DayColumn.listDefault : DayColumn.standard
    return .rendered(subject, .rows(.csv, .dayColumns(try columns(call, default: standard + totals))))
  }

  /// `json` of days no grid shows: an array of their date and weekday (and totals with entries).
  private static func listOfDaysJSON(_ subject: Value, pretty: Bool) -> Value {
    let totals = subject.attachedEntries == nil ? [] : DayColumn.totals
    return .rendered(subject, .rows(.json(pretty: pretty), .dayColumns(DayColumn.listDefault + totals)))
  }

  /// The fields named for a table of entries, a summary, holidays or a command mapped over a
  /// range (none: all), from argument `first` on; nil for other values.
  private static func fieldColumns(_ call: Invocation, from first: Int = 0) throws -> [String]? {
    let names: [String]
    var ledger: Ledger? = nil
    switch call.subject {
    case .entries(let list):
      names = LedgerTables.fieldNames(of: list.ledger)
      ledger = list.ledger
    case .summary(let summary): names = LedgerTables.fieldNames(of: summary)
    case .holidays: names = HolidayFields.names
    case .dateTimes: names = DateTimeFields.names
    case .mapped(let mapping): names = [mapping.argumentName, mapping.resultName]
    case .records(let list): names = list.names
    default: return nil
    }
    var chosen: [String] = []
    for index in call.arguments.indices.dropFirst(first) {
      if let spelled = joinedName(call.arguments[index]) {
        throw call.error(
          "a column whose name has '/', '-' or '+' is named in quotes: \(call.name) \"\(spelled)\"",
          at: call.range(at: index))
      }
      guard let name = try call.name(at: index) else {
        throw call.error("\(call.name) takes column names here", at: call.range(at: index))
      }
      if name == "all" {
        try add(names, to: &chosen, call, at: index)
      } else if let match = fieldNamed(name, among: names, ledger: ledger) {
        try add([match], to: &chosen, call, at: index)
      } else if let ledger, let note = LedgerTables.namedApartNote(name, in: ledger) {
        throw call.error(note, at: call.range(at: index))
      } else {
        throw call.error(
          "unknown column '\(name)' (columns: \(NameSpelling.list(names)))"
            + didYouMean(name, amongColumns: names) + prettyComesFirst(name, call),
          at: call.range(at: index))
      }
    }
    return chosen
  }

  /// `Beguenstigter/Zahlungspflichtiger` or `Check-In` written bare, which reads as arithmetic
  /// of names: the column's name it spells.
  private static func joinedName(_ expr: Expr) -> String? {
    guard case .binary(let op, let left, let right, _) = expr, op != .times, op != .remainder else {
      return nil
    }
    let parts = [left, right].map { side -> String? in
      if case .name(let name, _) = side { return name }
      return joinedName(side)
    }
    guard let a = parts[0], let b = parts[1] else { return nil }
    return a + op.rawValue + b
  }

  /// The field `name` spells among `names`, in any case when one matches; an entry's as `where`
  /// reads it (`EntryField.fieldName`).
  private static func fieldNamed(_ name: String, among names: [String], ledger: Ledger?) -> String? {
    if let ledger { return EntryField.fieldName(name, in: ledger) }
    return names.first { $0 == name } ?? names.first { $0.lowercased() == name.lowercased() }
  }

  private static func gridSubject(_ call: Invocation) throws -> Value {
    switch call.subject {
    case .month, .months: return call.subject!
    case .yearMonth(let ym):
      return .month(try call.view(of: ym))
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

  /// Adds the columns an argument names; for `json`, none twice (a JSON object has each key once).
  private static func add<Column: Hashable>(
    _ columns: [Column], to chosen: inout [Column], _ call: Invocation, at index: Int
  ) throws {
    // (A set: many columns named before `all` of a file of 100,000 are each checked once.)
    let taken = call.name == "json" ? Set(chosen) : []
    if let twice = columns.first(where: taken.contains) {
      throw call.error(
        "json names the column '\(twice)' twice: a JSON object has each key once", at: call.range(at: index))
    }
    chosen += columns
  }

  /// `easter 2020..2030 | table year easter`: with columns, a command's dates are days, and
  /// the command's own column is their `date`.
  private static func resultIsDate(_ word: String, _ call: Invocation) -> String {
    guard case .dayList(let list)? = call.subject, case .mapped(let mapping) = list.source,
      word == mapping.resultName
    else { return "" }
    return
      "; \(word) gives dates, which \(call.name) with columns lists as days: \(word)'s date is the column date"
  }

  /// `json date pretty`: the word is no column, and the place it is read is first.
  private static func prettyComesFirst(_ word: String, _ call: Invocation) -> String {
    call.name == "json" && word == "pretty" ? "; 'pretty' comes first: json pretty COLUMN …" : ""
  }

  /// The day columns named from argument `first` on; none named: `fallback`.
  private static func columns(_ call: Invocation, from first: Int = 0, default fallback: [DayColumn]) throws
    -> [DayColumn]
  {
    guard call.arguments.count > first else { return fallback }
    var chosen: [DayColumn] = []
    for index in call.arguments.indices.dropFirst(first) {
      guard let word = call.word(at: index) else {
        throw call.error("\(call.name) takes column names such as date or weekday", at: call.range(at: index))
      }
      if word == "all" {
        try add(
          DayColumn.standard + (call.subject?.attachedEntries == nil ? [] : DayColumn.totals), to: &chosen,
          call,
          at: index)
      } else if let column = DayColumn(rawValue: word) {
        try add([column], to: &chosen, call, at: index)
      } else {
        let names = DayColumn.allCases.map(\.rawValue)
        throw call.error(
          "unknown column '\(word)' (columns: \(names.joined(separator: " ")))"
            + didYouMean(word, among: names) + prettyComesFirst(word, call) + resultIsDate(word, call),
          at: call.range(at: index))
      }
    }
    return chosen
  }
}
