import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// `load FILE`, `summary [by COLUMN]`, `with ENTRIES`, `details`: dated data from a CSV file,
/// totalled exactly and put on the calendar. The work is the Ledger module's (Ledger, EntryList,
/// EntriesByDay) and the file loader's (`SessionPolicy.files`); these adapt it to the language.
/// Entries attach beside a view (`Value.month(view, entries:)`), never inside it.
enum LedgerCommands {
  static let load = Command(
    "load", group: .data,
    usage: "load FILE [OPTION \"TEXT\"…] | load FILE.ics [from DATE] [until DATE]",
    summary: "dated entries from a CSV file with a header row, or the days of an iCalendar file's events",
    details: """
      The header names the columns: 'date' is required, 'amount' (a decimal number such as -12.50; \
      positive is income, negative expense) optional; every other column is text for where, table \
      and summary by (one named like a name of calsh's own, such as net or month, is called net_2, \
      month_2), and a 'color' column (red green yellow blue magenta cyan or #rrggbb) colours the \
      days on grids. Dates are YYYY-MM-DD, or NN/NN/YYYY read month/day/year or day/month/year as \
      the file's dates allow, or NN.NN.YYYY (day first), read as typed at the prompt (under set \
      reform, Julian before the switch; an .ics file's are Gregorian); the options are dateformat \
      "%d %b %Y" (%Y %y %m %d %b %%), decimal ",", separator ";" (or "|" or "tab"; without it a \
      header that names no date column read with commas is read with the one of them that names \
      it), encoding "cp1252" or "latin1" (a file from Windows or an older program; UTF-8 unless \
      told), and date, amount, debit, credit "COLUMN". An empty field that ends every row (a \
      separator at the end of each line) is no column, said once. Amounts may carry \
      thousands separators, a currency ($12.50, 12.50 EUR), (12.50) or 12.50- for negatives; \
      decimal "," reads 1.234,56. date, amount, debit and credit name the columns that hold them \
      (debit is money paid out, credit money paid in, however the bank signs them: a debit of 4.50 \
      or -4.50 is an expense of 4.50; each column is signed as its first amount that is not zero, \
      and a debit or a credit of the other sign is an error), without regard to case. A path is read relative to the script \
      that loads it. A file ending in .ics gives an entry per day of each event, with its start and \
      end as the file writes them (a date, a floating date-time, or a date-time in its zone: a \
      TZID, the file's VTIMEZONE, a Windows zone name; the start's hour, minute and zone as fields) \
      and the columns summary, location, description, categories, uid and status, repeats \
      expanded from DATE until DATE on the start's wall clock (needed for a repeat without an \
      end); see help data.
      """,
    examples: [
      "load \"examples/ledger.csv\"", "load \"examples/ledger.csv\" | count",
      "let book = load \"examples/ledger.csv\"; book | summary",
      "load \"examples/bank-us.csv\" date \"Posting Date\" | summary by year",
      "load \"examples/bank-de.csv\" separator \";\" decimal \",\" date \"Buchungstag\" amount \"Betrag\"",
      "load \"examples/outlook.ics\" from 2025 until 2025 | table date summary location",
      "load \"examples/google-work.ics\" from 2025-03 until 2025-03 | where hour >= 10 | table start end summary",
    ],
    words: [
      "dateformat", "decimal", "separator", "date", "amount", "debit", "credit", "from", "until", "encoding",
    ]
  ) { call in
    guard !call.arguments.isEmpty, case .string(let path) = try call.value(at: 0) else {
      throw call.error(
        "load takes a file name in double quotes: load \"ledger.csv\"",
        at: call.arguments.isEmpty ? nil : call.range(at: 0))
    }
    if let problem = Interpreter.emptyFileName(path, example: "load \"ledger.csv\"") {
      throw call.error(problem, at: call.range(at: 0))
    }
    let interpreter = call.interpreter
    let resolved = call.resolvedPath(path)
    if isCalendarFile(path) {
      let (first, last) = try calendarWindow(call, after: 0)
      guard interpreter.policy.allowsSource(resolved) else {
        throw call.error("cannot read \(path): not allowed here", at: call.range(at: 0))
      }
      switch interpreter.policy.files.calendar(
        path: resolved, from: first, until: last, zones: { interpreter.knownZone($0) },
        isCancelled: { interpreter.policy.isCancelled() },
        warn: { call.fileWarning($0, path: resolved) })
      {
      case .success(let ledger): return .entries(EntryList(LedgerTables.namingApart(ledger)))
      case .failure(let problem): throw call.fileError(problem, path: resolved, at: 0)
      }
    }
    let format = try ledgerFormat(call)
    guard interpreter.policy.allowsSource(resolved) else {
      throw call.error("cannot read \(path): not allowed here", at: call.range(at: 0))
    }
    switch interpreter.policy.files.ledger(
      path: resolved, format: format, isCancelled: { interpreter.policy.isCancelled() },
      warn: { call.fileWarning($0, path: resolved) })
    {
    case .success(let ledger): return .entries(EntryList(LedgerTables.namingApart(ledger)))
    case .failure(let problem): throw call.fileError(problem, path: resolved, at: 0)
    }
  }

  /// A calendar file's window after its name: `from DATE`, `until DATE`, each at most once; a
  /// month or a year stands for its first day after from, its last after until.
  static func calendarWindow(_ call: Invocation, after name: Int) throws -> (CivilDate?, CivilDate?) {
    var first: CivilDate?
    var last: CivilDate?
    var index = name + 1
    while index < call.arguments.count {
      guard let word = call.word(at: index), word == "from" || word == "until" else {
        throw call.error(
          "after a calendar file's name comes only its window: "
            + "\(name == 0 ? "load" : "holidays load") \"work.ics\" from 2025-01-01 until 2025-12-31",
          at: call.range(at: index))
      }
      let isUntil = word == "until"
      guard (isUntil ? last : first) == nil else {
        throw call.error("\(word) is given twice", at: call.range(at: index))
      }
      guard index + 1 < call.arguments.count else {
        throw call.error("\(word) needs a date, a month or a year", at: call.range(at: index))
      }
      let value = try call.value(at: index + 1)
      let date: CivilDate
      switch value {
      case .date(let day): date = day
      case .yearMonth(let month):
        let settings = call.settings
        date = try at(call.range(at: index + 1)) { () throws(CalendarError) in
          try isUntil ? settings.lastDay(of: month) : settings.firstDay(of: month)
        }
      case .int(let year):
        guard Gregorian.years.contains(year) else {
          throw call.error(CalendarError.yearOutOfRange(year).message, at: call.range(at: index + 1))
        }
        let settings = call.settings
        date = try at(call.range(at: index + 1)) { () throws(CalendarError) in
          try isUntil ? settings.lastDay(ofYear: year) : settings.firstDay(ofYear: year)
        }
      default:
        throw call.wrongKind(value, at: call.range(at: index + 1), expected: "a date, a month or a year")
      }
      if isUntil { last = date } else { first = date }
      index += 2
    }
    if let first, let last, last < first {
      let (lastText, firstText) = (call.settings.written(last), call.settings.written(first))
      throw call.error(
        "the window ends (\(lastText)) before it starts (\(firstText))", at: call.range(at: name + 1))
    }
    return (first, last)
  }

  /// `load`'s options after the file name: each a word and a string, each at most once.
  static func ledgerFormat(_ call: Invocation) throws -> LedgerFormat {
    var format = LedgerFormat(reform: call.calendarInForce)
    var given = Set<String>()
    var index = 1
    let options = ["dateformat", "decimal", "separator", "date", "amount", "debit", "credit", "encoding"]
    while index < call.arguments.count {
      guard let option = call.word(at: index), options.contains(option) else {
        throw call.error(
          "load takes the file name, then options: \(options.joined(separator: " ")), each with a string "
            + "(load \"bank.csv\" dateformat \"%m/%d/%Y\")", at: call.range(at: index))
      }
      guard given.insert(option).inserted else {
        throw call.error("\(option) is given twice", at: call.range(at: index))
      }
      guard index + 1 < call.arguments.count, case .string(let text) = try call.value(at: index + 1) else {
        throw call.error(
          "\(option) takes a string in double quotes: \(option) \(example(of: option))",
          at: call.range(at: index + 1 < call.arguments.count ? index + 1 : index))
      }
      let at = call.range(at: index + 1)
      switch option {
      case "dateformat":
        do {
          format.dateFormat = try DateInputFormat(text)
        } catch {
          throw call.error(error.message, at: at)
        }
      case "decimal":
        guard text == "." || text == "," else {
          throw call.error("decimal is \".\" or \",\" (1.234,56 is read with decimal \",\")", at: at)
        }
        format.decimalSeparator = Array(text.utf8)[0]
      case "separator":
        // A tab is written "tab" (or as the string "\t").
        let bytes = text.lowercased() == "tab" ? [0x09] : Array(text.utf8)
        guard bytes.count == 1, LedgerFormat.separators.contains(bytes[0]) else {
          throw call.error("separator is \",\", \";\", \"|\" or \"tab\"", at: at)
        }
        format.separator = bytes[0]
        format.separatorIsGiven = true
      case "encoding":
        guard let encoding = TextEncoding(name: text) else {
          throw call.error(
            "encoding is \"utf-8\", \"cp1252\" (Windows-1252) or \"latin1\" (ISO 8859-1)", at: at)
        }
        format.encoding = encoding
      default:
        guard text.contains(where: { $0 != " " && $0 != "\t" }) else {
          throw call.error("\(option) names a column of the file's header row", at: at)
        }
        switch option {
        case "date": format.dateColumn = text
        case "amount": format.amountColumn = text
        case "debit": format.debitColumn = text
        default: format.creditColumn = text
        }
      }
      index += 2
    }
    if format.amountColumn != nil, format.debitColumn != nil || format.creditColumn != nil {
      throw call.error(
        "amount and debit/credit both say where the amount is; give one of them",
        at: call.range(at: 1))
    }
    return format
  }

  private static func example(of option: String) -> String {
    switch option {
    case "dateformat": return "\"%m/%d/%Y\""
    case "decimal": return "\",\""
    case "separator": return "\";\""
    case "date": return "\"Posting Date\""
    case "debit": return "\"Withdrawal\""
    case "credit": return "\"Deposit\""
    case "encoding": return "\"cp1252\""
    default: return "\"Betrag\""
    }
  }

  static let summary = Command(
    "summary", group: .data, kind: .outputStage, usage: "summary [by PERIOD | by COLUMN]",
    summary:
      "income, expense, net and entries per month, year, quarter, week or weekday, or per month and value",
    details: """
      Income sums the positive amounts, expense the negative ones (shown positive), net is income \
      less expense (entries without amounts are an error); sums are exact and show the file's largest number of decimals. PERIOD is year, \
      quarter, month, week or weekday. 'by week' goes \
      by ISO week (2025-W09); 'by weekday' sums every Monday together, and so on, from the first \
      weekday ('set firstweekday').
      """,
    examples: [
      "load \"examples/ledger.csv\" | summary", "load \"examples/ledger.csv\" | summary by category",
      "load \"examples/ledger.csv\" | summary by quarter",
      "load \"examples/ledger.csv\" | summary by weekday",
    ],
    words: ["by"] + SummaryPeriod.allCases.map(\.rawValue)
  ) { call in
    guard case .entries(let list) = call.subject else {
      throw call.subject.map { call.wrongKind($0, at: call.call.nameRange, expected: "entries") }
        ?? call.error("summary needs entries on its left: load \"ledger.csv\" | summary")
    }
    // Totals of entries without amounts would be zeros that look like an answer.
    guard list.ledger.hasAmounts else {
      throw call.error(
        LedgerTables.noAmountColumn(list.ledger, for: ", and summary sums amounts"), at: call.call.nameRange)
    }
    if call.arguments.isEmpty { return .summary(list.summary(reform: call.calendarInForce)) }
    guard call.word(at: 0) == "by", call.arguments.count == 2 else {
      throw call.error(
        "summary takes 'by' and a period or a column: summary by year, summary by category",
        at: call.range(at: 0))
    }
    if let word = call.word(at: 1), let period = SummaryPeriod(rawValue: word) {
      return .summary(
        list.summary(per: period, firstWeekday: call.settings.firstWeekday, reform: call.calendarInForce))
    }
    let column = try textColumn(call, at: 1, in: list.ledger)
    return .summary(list.summary(by: column, reform: call.calendarInForce))
  }

  static let with = Command(
    "with", group: .gridStages, usage: "with ENTRIES",
    summary: "attach entries to day cells: each day gets income, expense, net and entries",
    details: """
      Tables, CSV and JSON of the cells gain the columns income expense net entries, 'where net < 0' \
      tests them, 'details' lists a day's entries, and 'grid amounts' draws each day's net.
      """,
    examples: [
      "month 2023-05 | pad | with (load \"examples/ledger.csv\")",
      "month 2023-05 | with (load \"examples/ledger.csv\") | where entries > 0 | table date net entries",
    ]
  ) { call in
    guard call.arguments.count == 1 else {
      throw call.error(
        "with takes one value of entries: with book", at: call.arguments.count > 1 ? call.range(at: 1) : nil)
    }
    guard case .entries(let list) = try call.value(at: 0) else {
      throw call.error(
        "with needs entries (let book = load \"ledger.csv\"; month 2023-05 | with book)",
        at: call.range(at: 0))
    }
    let attached = EntriesByDay(list)
    switch call.subject {
    case .month(let view, _): return .month(view, entries: attached)
    case .months(let series, _): return .months(series, entries: attached)
    case .days(let span, _): return .days(span, entries: attached)
    case .yearMonth(let ym): return .month(try call.view(of: ym), entries: attached)
    case .dateRange(let first, let last):
      return .days(call.settings.span(from: first, through: last), entries: attached)
    case .dayList(let list):
      return .dayList(list.attaching(attached))
    case let other?:
      throw call.wrongKind(other, at: call.call.nameRange, expected: "months and day lists")
    case nil:
      throw call.error("with needs days on its left: month 2023-05 | with book")
    }
  }

  static let details = Command(
    "details", group: .listStages, usage: "details",
    summary: "the entries of the selected days, or of every day shown when none is selected",
    examples: [
      "month 2023-05 | with (load \"examples/ledger.csv\") | select 2023-05-03 | details"
    ]
  ) { call in
    try call.expectArguments(atMost: 0)
    guard let subject = call.subject, let attached = subject.attachedEntries else {
      throw call.error(
        "details needs days with entries attached: month 2023-05 | with book | select 2023-05-03 | details")
    }
    var shown = Set<Int>()
    var selected = Set<Int>()
    func take(_ day: Day) {
      guard let date = day.date else { return }
      shown.insert(date.dayCount)
      if day.isSelected { selected.insert(date.dayCount) }
    }
    var cells: [Day] = []
    switch subject {
    case .month(let view, _):
      view.days(into: &cells)
      cells.forEach(take)
    case .months(let series, _):
      for index in 0..<series.count {
        try call.interpreter.checkCancelled(at: call.call.nameRange)
        series.view(at: index).days(into: &cells)
        cells.forEach(take)
      }
    case .days(let span, _):
      for index in 0..<span.count {
        if index & 4095 == 0 { try call.interpreter.checkCancelled(at: call.call.nameRange) }
        take(span.day(at: index))
      }
    case .dayList(let list):
      try list.forEach(in: call.interpreter, at: call.call.nameRange, take)
    default: break
    }
    return .entries(attached.entries(onDays: selected.isEmpty ? shown : selected))
  }

  /// A text column named by a word or a string; date and amount are not text.
  static func textColumn(_ call: Invocation, at index: Int, in ledger: Ledger) throws -> Int {
    guard let name = try call.name(at: index) else {
      throw call.error("\(call.name) takes a column name here", at: call.range(at: index))
    }
    if let column = ledger.column(named: name) { return column }
    if let note = LedgerTables.namedApartNote(name, in: ledger) {
      throw call.error(
        note + ": \(call.name) by \(ledger.newName(ofFileColumn: name)!)", at: call.range(at: index))
    }
    if name == "date" || name == "amount" {
      throw call.error(
        "'\(name)' is not a text column; summary goes by a period (year quarter month week weekday) and sums the amounts",
        at: call.range(at: index))
    }
    guard !ledger.columns.isEmpty else {
      throw call.error(
        "unknown column '\(name)': the file has no text columns, only date and amount; summary by goes by "
          + "a period too (year quarter month week weekday)", at: call.range(at: index))
    }
    throw call.error(
      "unknown column '\(name)' (the file's text columns: \(NameSpelling.list(ledger.columns)))"
        + didYouMean(name, amongColumns: ledger.columns), at: call.range(at: index))
  }
}
