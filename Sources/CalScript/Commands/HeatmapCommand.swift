import CalSyntax
import CalendarCore
import Ledger

/// `heatmap [YEAR | RANGE] [by FIELD]`: dated rows as a value per day (a count, or the sum of a
/// numeric field), drawn as weeks of coloured cells; `| svg`, `| html` and `| md` draw it as a
/// document.
enum HeatmapCommand {
  static let heatmap = Command(
    "heatmap", group: .rendering, usage: "heatmap [YEAR | RANGE] [by FIELD]",
    summary: "a value per day of dated rows (a count, or a field's sum) drawn as weeks of coloured cells",
    details: """
      It takes entries (load; an .ics event counts once, on the day it starts), days (days, \
      where, read, every), holidays, months, or date-times (read, every … at: each on its date, \
      in its own wall time). Each day's \
      value is the number of rows on it, or with by FIELD the sum of a numeric field: an entry's \
      amount, income, expense or net, or a column of numbers; days with entries attached (with) \
      take net, income, expense or entries. Over a year (heatmap 2025), years (heatmap \
      2016..2025), months or dates (heatmap 2025-03..2025-08), else the first to the last day \
      with a value other than 0. A day is drawn at level 0 when it \
      has no value, else 1 to 4 by the quartile its size starts in among the days with data (one \
      size only: all at 4; net goes by size). Weeks are columns from the first weekday (set \
      firstweekday); colours are ColorBrewer's Greens, 24-bit or 256 colours, and without \
      colour the shades ░▒▓█. | svg, | html and | md draw it as a document.
      """,
    examples: [
      "load \"examples/commits.csv\" | heatmap 2025",
      "load \"examples/ledger.csv\" | heatmap 2023-05..2023-06 by expense",
      "holidays jp 2025 | heatmap",
      "load \"examples/commits.csv\" | heatmap 2025 | svg",
    ],
    words: ["by", "amount", "income", "expense", "net", "entries"]
  ) { call in
    guard let subject = call.subject else {
      throw call.error("heatmap needs dated rows on its left, e.g. load \"commits.csv\" | heatmap 2025")
    }
    var spanIndex: Int? = nil
    var fieldIndex: Int? = nil
    var index = 0
    if index < call.arguments.count, call.word(at: index) != "by" {
      spanIndex = index
      index += 1
    }
    if index < call.arguments.count {
      guard call.word(at: index) == "by", index + 1 < call.arguments.count else {
        throw call.error(
          "heatmap takes a year or range, then 'by' and a field: heatmap 2025 by amount",
          at: call.range(at: index))
      }
      fieldIndex = index + 1
      if index + 2 < call.arguments.count {
        throw call.error(
          "heatmap takes nothing after its field; usage: \(call.usage)", at: call.range(at: index + 2))
      }
    }
    let span = try spanIndex.map { try HeatmapCommand.span(call, at: $0) }
    var field: String? = nil
    if let fieldIndex {
      guard let name = try call.name(at: fieldIndex) else {
        throw call.error("heatmap by takes a field's name: heatmap by amount", at: call.range(at: fieldIndex))
      }
      field = name
    }
    let sums = try DaySums(call, subject: subject, field: field, at: fieldIndex.map(call.range(at:)))
    let first: CivilDate
    let last: CivilDate
    if let span {
      (first, last) = (span.first, span.last)
    } else {
      guard let values = Heatmap.spanOfValues(in: sums.sums) else {
        throw call.error(
          "heatmap has no day with a value to draw: give it a year or range to draw empty (heatmap 2025)",
          at: call.call.nameRange)
      }
      (first, last) = values
    }
    let reform = call.interpreter.settings.reform
    // A document holds every day of the span: a century is ample, and keeps it to a few MiB.
    if last.dayCount - first.dayCount >= HeatmapCommand.longestSpan {
      throw call.error(
        "heatmap draws at most 100 years (36,600 days), and \(reform.label(of: first))..\(reform.label(of: last)) "
          + "is longer: give a shorter span",
        at: spanIndex.map(call.range(at:)) ?? call.call.nameRange)
    }
    let title =
      (span?.title ?? "\(reform.label(of: first))..\(reform.label(of: last))")
      + (field.map { " by \($0)" } ?? "")
    return .heatmap(Heatmap(from: first, through: last, sums: sums.sums, scale: sums.scale), title: title)
  }

  static let longestSpan = 36_600

  /// The days a year, a month, a range of months or of dates covers, and its title.
  private static func span(_ call: Invocation, at index: Int) throws -> (
    first: CivilDate, last: CivilDate, title: String
  ) {
    // Years written as a range (heatmap 2016..2025): their months, January to December.
    if case .range(let low, let high, let written) = call.arguments[index],
      case .int(let a) = try call.interpreter.evaluate(low),
      case .int(let b) = try call.interpreter.evaluate(high)
    {
      for year in [a, b] where !(1...9999).contains(year) {
        throw call.error("heatmap draws years 1…9999, and \(year) is outside them", at: written)
      }
      guard a <= b else {
        throw call.error("heatmap's years run from the earlier: \(b)..\(a), not \(a)..\(b)", at: written)
      }
      let (first, last) = try call.writtenDays(
        from: YearMonth(uncheckedIndex: (a - 1) * 12), through: YearMonth(uncheckedIndex: (b - 1) * 12 + 11))
      return (first, last, "\(a)..\(b)")
    }
    let value = try call.value(at: index)
    switch value {
    case .int(let year) where !(1...9999).contains(year):
      throw call.error("heatmap draws years 1…9999, and \(year) is outside them", at: call.range(at: index))
    case .int(let year):
      let (first, last) = try call.writtenDays(
        from: YearMonth(uncheckedIndex: (year - 1) * 12),
        through: YearMonth(uncheckedIndex: (year - 1) * 12 + 11))
      return (first, last, String(year))
    case .yearMonth(let month):
      let (first, last) = try call.writtenDays(of: month)
      return (first, last, month.description)
    case .monthRange(let a, let b):
      let (first, last) = try call.writtenDays(from: a, through: b)
      return (first, last, "\(a)..\(b)")
    case .dateRange(let a, let b):
      // Read as written dates, as days reads them; titled so.
      let reform = call.interpreter.settings.reform
      return (a, b, "\(reform.label(of: a))..\(reform.label(of: b))")
    default:
      throw call.error(
        "heatmap draws a year (2025), a month (2025-03) or a range (2025-03..2025-08, 2025-01-01..2025-06-30), "
          + "not \(value.described)", at: call.range(at: index))
    }
  }
}

/// A value per day of dated rows: 1 a row, or a numeric field's sum, in units of `scale` decimals.
struct DaySums {
  var sums: [Int: Int128] = [:]
  var scale = 0

  init(_ call: Invocation, subject: Value, field: String?, at fieldRange: SourceRange?) throws {
    let range = fieldRange ?? call.call.nameRange
    func noField(_ what: String) -> ScriptError {
      call.error("heatmap by takes a numeric field, and \(what)", at: range)
    }
    switch subject {
    case .entries(let list):
      try addEntries(list, field: field, call: call, at: range)
    case .holidays(let list):
      if field != nil {
        throw noField("holidays have none: heatmap counts them (holidays jp 2025 | heatmap)")
      }
      for holiday in list { sums[holiday.date.dayCount, default: 0] += 1 }
    case .dateTimes(let list):
      if field != nil {
        throw noField("date-times have none: heatmap counts them, each on its date")
      }
      // Each on the date of its own wall clock (a zoned time in its zone, as it was written).
      for element in list.elements { sums[element.dateTime.date.dayCount, default: 0] += 1 }
    case .mapped:
      throw call.error(
        "heatmap counts dates, and \(subject.described) is not a list of them: read takes a date "
          + "(2025-03-05) or a date-time (2025-03-05 14:30) a line; from git, git log --date=short "
          + "--format=%ad gives dates", at: call.call.nameRange)
    case .month, .months, .days, .dayList:
      let entries = subject.attachedEntries
      let pick: ((DayTotals) -> Int128)?
      switch field?.lowercased() {
      case nil: pick = nil
      case "net"?: pick = { $0.totals.income - $0.totals.expense }
      case "income"?: pick = { $0.totals.income }
      case "expense"?: pick = { $0.totals.expense }
      case "entries"?: pick = { Int128($0.totals.count) }
      default:
        throw noField(
          entries == nil
            ? "days have none: heatmap counts them, or attach entries first (with book) and take net, income, expense or entries"
            : "days with entries have net, income, expense and entries")
      }
      if pick != nil, entries == nil {
        throw noField("these days have no entries attached: month 2023-05 | with book | heatmap by net")
      }
      if pick != nil, field?.lowercased() != "entries" { scale = entries?.scale ?? 0 }
      // A month's own days, not its padding (which the month before or after has).
      try Printer(interpreter: call.interpreter, range: call.call.range).forEachDay(subject) { day in
        guard let date = day.date, day.isWithinDisplayedMonth else { return }
        if let pick {
          guard let totals = entries?.totals(of: day), totals.count > 0 else { return }
          sums[date.dayCount, default: 0] += pick(totals)
        } else {
          sums[date.dayCount, default: 0] += 1
        }
      }
    default:
      throw call.wrongKind(
        subject, at: call.call.nameRange,
        expected: "dated rows (entries from load, days, holidays, a list of dates from read)")
    }
  }

  /// Entries counted, or a field of theirs summed: amount, net, income, expense, or a text
  /// column whose every non-empty field is a number.
  private mutating func addEntries(_ list: EntryList, field: String?, call: Invocation, at range: SourceRange)
    throws
  {
    let ledger = list.ledger
    guard let field else {
      countEntries(list)
      return
    }
    let lower = field.lowercased()
    if ["amount", "net", "income", "expense"].contains(lower), ledger.column(namedInAnyCase: field) == nil {
      guard ledger.hasAmounts else {
        throw call.error(
          LedgerTables.noAmountColumn(ledger, for: ", and heatmap by \(field) sums amounts"), at: range)
      }
      scale = ledger.scale
      for index in 0..<list.count {
        let row = list.row(at: index)
        guard ledger.isStartOfEntry(at: row), let units = ledger.amount(at: row)?.units else { continue }
        let value: Int128 =
          switch lower {
          case "income": max(units, 0)
          case "expense": max(-units, 0)
          default: units
          }
        sums[ledger.dayCount(at: row), default: 0] += value
      }
      return
    }
    if lower == "entries" || lower == "count" {
      countEntries(list)
      return
    }
    guard let column = ledger.column(namedInAnyCase: field) else {
      let amounts = ledger.hasAmounts ? ["amount", "net", "income", "expense"] : []
      let names = amounts + numericColumns(of: ledger) + ["entries"]
      throw call.error(
        "unknown field '\(field)': heatmap by sums one of \(NameSpelling.list(names))", at: range)
    }
    var read: [(day: Int, units: Int64, decimals: Int)] = []
    for index in 0..<list.count {
      let row = list.row(at: index)
      guard ledger.isStartOfEntry(at: row) else { continue }
      let text = ledger.text(at: row, column: column)
      if text.allSatisfy(\.isWhitespace) { continue }
      guard case .success(let amount) = ParsedAmount.parse(text.utf8) else {
        throw call.error(
          "heatmap by \(field) sums numbers, and the column \(field) holds '\(text)' (entry \(index + 1), "
            + "\(ledger.date(at: row))): choose a column of numbers", at: range)
      }
      read.append((ledger.dayCount(at: row), amount.units, amount.decimals))
    }
    scale = read.map(\.decimals).max() ?? 0
    // Each value has at most 18 digits, but at another's 18 decimals it is up to 10^36 units:
    // the sizes are added up checked, so no day's sum nor the total can overflow.
    var sizes: UInt128 = 0
    for (day, units, decimals) in read {
      var value = Int128(units)
      for _ in decimals..<scale { value *= 10 }
      let (total, overflow) = sizes.addingReportingOverflow(value.magnitude)
      guard !overflow, total <= UInt128(Int128.max) else {
        throw call.error(
          "heatmap by \(field) cannot add up this column: its sum at \(scale) decimals has more than 38 digits",
          at: range)
      }
      sizes = total
      sums[day, default: 0] += value
    }
  }

  /// One for each entry, on the day it starts.
  private mutating func countEntries(_ list: EntryList) {
    let ledger = list.ledger
    for index in 0..<list.count {
      let row = list.row(at: index)
      if ledger.isStartOfEntry(at: row) { sums[ledger.dayCount(at: row), default: 0] += 1 }
    }
  }

  /// The text columns whose every non-empty field is a number (and some field is): the ones
  /// `by` can sum, named only in an error, so read only then.
  private func numericColumns(of ledger: Ledger) -> [String] {
    ledger.columns.indices.filter { column in
      var some = false
      for row in 0..<ledger.count {
        let text = ledger.text(at: row, column: column)
        if text.allSatisfy(\.isWhitespace) { continue }
        guard case .success = ParsedAmount.parse(text.utf8) else { return false }
        some = true
      }
      return some
    }.map { ledger.columns[$0] }
  }
}
