import CalRender
import CalendarCore

/// Prints a statement's value: its default rendering, or the format a rendering stage chose.
/// Lists of months and days stream one element at a time.
struct Printer {
  let interpreter: Interpreter
  /// The statement being printed: where an interruption is reported.
  let range: SourceRange
  var out: Output { interpreter.output }
  var language: HolidayLanguage { interpreter.settings.holidayLanguage }

  func print(_ value: Value) throws {
    if case .nothing = value { return }
    let isGrid = value.printsAsGrid
    if isGrid, interpreter.outputEndsWithGrid { out.newline() }
    interpreter.outputEndsWithGrid = isGrid
    switch value {
    case .nothing: return
    case .rendered(let inner, let format): try print(inner, as: format)
    case .month, .months: try print(value, as: .grid)
    case .days, .dayList: try print(value, as: .table(DayColumn.tableDefault))
    case .holidays(let list): HolidayRenderer(language: language).writeTable(list, to: out)
    case .entries, .summary: try print(value, as: .fields(csv: false, []))
    case .string(let text):
      out.write(text)
      out.newline()
    case .metadata(let metadata):
      MetadataRenderer().write(metadata, to: out)
    default:
      out.write(Printer.text(of: value))
      out.newline()
    }
  }

  /// The one-line text of a scalar value.
  static func text(of value: Value) -> String {
    switch value {
    case .int(let n): return String(n)
    case .bool(let b): return String(b)
    case .string(let s): return s
    case .date(let d): return d.description
    case .yearMonth(let ym): return ym.description
    case .quarter(let q): return q.description
    case .duration(let x): return x.description
    case .workdays(let n, let countries):
      return ([n.counting("workday")] + countries.map(\.rawValue)).joined(separator: " ")
    case .weekday(let w): return w.name
    case .dateRange(let a, let b): return "\(a)..\(b)"
    case .monthRange(let a, let b): return "\(a)..\(b)"
    case .money(let amount): return amount.description
    default: return value.kind
    }
  }

  private func print(_ value: Value, as format: Format) throws {
    switch format {
    case .amountGrid:
      var renderer = AmountGridRenderer(color: interpreter.settings.usesColor)
      renderer.truecolor = interpreter.settings.terminalTakesTruecolor
      try forEachView(value) { index, view in
        if index > 0 { out.newline() }
        renderer.write(view, to: out)
      }
    case .grid:
      var renderer = GridRenderer(color: interpreter.settings.usesColor)
      renderer.truecolor = interpreter.settings.terminalTakesTruecolor
      renderer.language = language
      try forEachView(value) { index, view in
        if index > 0 { out.newline() }
        renderer.write(view, to: out)
      }
    case .table where value.isHolidays, .csv where value.isHolidays:
      guard case .holidays(let list) = value else { return }
      if case .csv = format {
        HolidayRenderer(language: language).writeCSV(list, to: out)
      } else {
        HolidayRenderer(language: language).writeTable(list, to: out)
      }
    case .fields(let csv, let names):
      let table: FieldTable
      switch value {
      case .entries(let list): table = LedgerTables.table(list, fields: names)
      case .summary(let summary): table = LedgerTables.table(summary, fields: names)
      default: return
      }
      let cancelled = { [interpreter] in interpreter.isCancelled() }
      if csv {
        table.writeCSV(to: out, isCancelled: cancelled)
      } else {
        table.writeTable(to: out, isCancelled: cancelled)
      }
      try interpreter.checkCancelled(at: range)
    case .table(let columns):
      var renderer = TableRenderer(columns: columns, moneyWidth: value.attachedEntries?.widestSum ?? 0)
      renderer.language = language
      try writeRows(of: value, with: renderer)
    case .csv(let columns):
      var renderer = CSVRenderer(columns: columns)
      renderer.language = language
      try writeRows(of: value, with: renderer)
    case .json(let pretty):
      try writeJSON(value, pretty: pretty)
    }
  }

  /// A header, then a row per cell; the header waits for the first row (or the end of an empty
  /// list), so an error in the first `where` test prints nothing on stdout.
  private func writeRows(of value: Value, with renderer: some DayRowWriter) throws {
    var headed = false
    try forEachDay(value) {
      if !headed { renderer.writeHeader(to: out) }
      headed = true
      renderer.writeRow($0, to: out)
    }
    if !headed { renderer.writeHeader(to: out) }
  }

  private func forEachView(_ value: Value, _ body: (Int, MonthView) -> Void) throws {
    switch value {
    case .month(let view): body(0, view)
    case .months(let series):
      for index in 0..<series.count {
        if index & 255 == 0 { try interpreter.checkCancelled(at: range) }
        body(index, series.view(at: index))
      }
    default: break
    }
  }

  private func forEachDay(_ value: Value, _ body: (Day) -> Void) throws {
    switch value {
    case .dayList(let list):
      try list.forEach(in: interpreter, at: range, body)
    case .days(let span):
      for index in 0..<span.count {
        if index & 4095 == 0 { try interpreter.checkCancelled(at: range) }
        body(span.day(at: index))
      }
    default:
      var cells: [Day] = []
      try forEachView(value) { _, view in
        view.days(into: &cells)
        cells.forEach(body)
      }
    }
  }

  /// One document per line; a list of months is one document per month.
  private func writeJSON(_ value: Value, pretty: Bool) throws {
    var json = JSONWriter(out, pretty: pretty)
    json.language = language
    if case .months = value {
      try forEachView(value) { _, view in
        json.write(view)
        json.endDocument()
      }
      return
    }
    try write(value, to: &json)
    json.endDocument()
  }

  private func write(_ value: Value, to json: inout JSONWriter) throws {
    switch value {
    case .int(let n): json.value(n)
    case .bool(let b): json.value(b)
    case .string(let s): json.value(s)
    case .date(let d): json.value(d)
    case .yearMonth(let ym): json.value(ym.description)
    case .quarter(let q): json.value(q.description)
    case .weekday(let w): json.value(w.shortName)
    case .duration(let x): json.write(x)
    case .workdays(let n, let countries):
      json.beginObject()
      json.key("workdays")
      json.value(n)
      json.key("countries")
      json.beginArray()
      for country in countries { json.value(country.rawValue) }
      json.endArray()
      json.endObject()
    case .dateRange(let a, let b):
      json.beginObject()
      json.key("first")
      json.value(a)
      json.key("last")
      json.value(b)
      json.endObject()
    case .monthRange(let a, let b):
      json.beginObject()
      json.key("first")
      json.value(a.description)
      json.key("last")
      json.value(b.description)
      json.endObject()
    case .metadata(let metadata): json.write(metadata)
    case .holidays(let list): HolidayRenderer(language: language).writeJSON(list, to: &json)
    case .money(let amount): json.value(amount)
    case .entries(let list):
      LedgerTables.table(list, fields: []).writeJSON(to: &json) { [interpreter] in interpreter.isCancelled() }
      try interpreter.checkCancelled(at: range)
    case .summary(let summary):
      LedgerTables.table(summary, fields: []).writeJSON(to: &json)
    case .month(let view): json.write(view)
    case .days, .dayList:
      // `[` waits for the first day too, as a table's header does.
      var begun = false
      try forEachDay(value) { day in
        if !begun { json.beginArray() }
        begun = true
        json.write(day)
        out.flushIfFull()
      }
      if !begun { json.beginArray() }
      json.endArray()
    case .months, .rendered, .nothing:
      json.null()
    }
  }
}
