import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// Markdown of values (`md`): rows of any kind as pipe tables, streamed a row at a time; grids,
/// strips and other drawings as code blocks of their text without colour; a one-line value as a
/// paragraph; an explanation as a handout in any picture format.
extension Printer {
  func drawMarkdown(_ value: Value, of inner: Format?) throws {
    defer { interpreter.outputEndsWithGrid = true }  // documents of separate statements: a blank line apart
    switch inner {
    case nil:
      guard let rows = Rows(value) else { return try writeMarkdownLine(value) }
      switch (rows, value) {
      case (.days, .month), (.days, .months): try drawMarkdownCode(value)
      case (.days, .days(let span, _)) where span.isStrip: try drawMarkdownCode(value)
      case (.days, _): try writeMarkdownDays(value, columns: value.defaultDayColumns)
      case (.mapped(let mapping), _): try writeMarkdownMapped(mapping, names: [])
      default: try writeMarkdownFields(rows, names: [])
      }
    case .rows(.table, let fields)?:
      guard let rows = Rows(value) else { return try writeMarkdownLine(value) }
      switch (fields, rows) {
      case (.dayColumns(let columns), _): try writeMarkdownDays(value, columns: columns)
      case (.named(let names), .mapped(let mapping)): try writeMarkdownMapped(mapping, names: names)
      case (.named(let names), _): try writeMarkdownFields(rows, names: names)
      }
    case let format?:
      if try hasNoDays(value) { return drawNoDays(as: .markdown) }
      try drawMarkdownCode(.rendered(value, format), language: format.markdownLanguage)
    }
  }

  /// Whether `value` is a day list with no days (`days … | where day > 40 | grid`): stops at
  /// the first day.
  private func hasNoDays(_ value: Value) throws -> Bool {
    struct Found: Error {}
    switch value {
    case .days(let span, _): return span.count == 0
    case .dayList:
      do {
        try forEachDay(value) { day in if day.date != nil { throw Found() } }
      } catch is Found {
        return false
      }
      return true
    default: return false
    }
  }

  /// An explanation's steps as a handout: a numbered list with its formulas set in type.
  func drawExplanation(_ explanation: ExplanationSteps, as kind: PictureFormat) throws {
    switch kind {
    case .html: ExplanationHTML.write(explanation, to: out)
    case .svg: ExplanationSVG.write(explanation, to: out)
    case .markdown:
      ExplanationMarkdown.write(explanation, to: out)
      interpreter.outputEndsWithGrid = true
    }
  }

  /// Several explanations as one handout, each a section under its title; a picture (`svg`)
  /// draws one explanation.
  func drawExplanations(_ list: ExplanationList, as kind: PictureFormat) throws {
    switch kind {
    case .html: ExplanationHTML.write(list, to: out)
    case .svg:
      guard list.explanations.count == 1 else {
        throw ScriptError(
          .evaluation,
          "svg draws one explanation and this is \(list.explanations.count); use md or html for a handout of several",
          at: range)
      }
      ExplanationSVG.write(list.explanations[0], to: out)
    case .markdown:
      ExplanationMarkdown.write(list, to: out)
      interpreter.outputEndsWithGrid = true
    }
  }

  /// The value's text drawing, as the terminal gets it with `--color never`, in a code block
  /// whose fence its text cannot close (held, or indented when long: `MarkdownBlocks.codeBlock`).
  private func drawMarkdownCode(_ value: Value, language: String = "text") throws {
    let color = interpreter.settings.color
    interpreter.settings.color = .never
    defer { interpreter.settings.color = color }
    interpreter.outputEndsWithGrid = false
    let screen = interpreter.output
    defer { interpreter.output = screen }
    try MarkdownBlocks.codeBlock(to: screen, language: language) { block in
      interpreter.output = block
      try print(value)
    }
  }

  /// A value that prints as a line (a date, a duration) as a paragraph; one that prints as
  /// several (`zeller`'s working, a month's metadata) as a code block.
  private func writeMarkdownLine(_ value: Value) throws {
    let text = try plainText(of: value)
    if text.contains("\n") {
      MarkdownBlocks.codeBlock(text, to: out)
    } else if !text.isEmpty {
      MarkdownBlocks.paragraph(text, to: out)
    }
  }

  /// Day cells as a pipe table of `columns`, named as the text table names them.
  private func writeMarkdownDays(_ value: Value, columns: [DayColumn]) throws {
    let table = MarkdownTable(dayColumns: columns)
    let entries = value.attachedEntries
    let showsHolidays = columns.contains(.holiday) || columns.contains(.holidayLocalName)
    if showsHolidays { try requireKnownHolidays(in: value) }
    table.writeHeader(to: out)
    var wroteRows = false
    try forEachDay(value) { day in
      if showsHolidays { try requireKnownHolidays(day) }
      wroteRows = true
      let totals = entries?.totals(of: day)
      table.writeRow(to: out) { columns[$0].text(of: day, totals: totals, language: language) }
    }
    if !wroteRows { interpreter.warn("no days match: the table has no rows", at: range) }
  }

  /// Holidays, entries, summaries, date-times and records as a pipe table of the named fields
  /// (none: the columns their text table shows).
  private func writeMarkdownFields(_ rows: Rows, names: [String]) throws {
    let reform = interpreter.settings.reform
    var names = names
    if names.isEmpty, case .holidays(let list) = rows {
      // The holidays' own layout: a country column only for several countries' holidays.
      let severalCountries = Set(list.map { $0.country?.code ?? "-" }).count > 1
      names = ["date", "weekday"] + (severalCountries ? ["country"] : []) + ["name"]
    }
    guard let table = rows.fieldTable(fields: names, language: language, reform: reform) else { return }
    table.writeMarkdown(to: out) { [interpreter] in interpreter.policy.isCancelled() }
    try interpreter.checkCancelled(at: range)
  }

  /// A value command's rows (`easter 2020..2030 | md`): its argument and its result, a row as
  /// each is made; a column of numbers is right-aligned.
  private func writeMarkdownMapped(_ mapping: Mapping, names: [String]) throws {
    let all: [MappedColumn] = mapping.isPlainList ? [.argument] : [.argument, .result]
    let columns: [MappedColumn] =
      names.isEmpty ? all : names.map { $0 == mapping.argumentName ? .argument : .result }
    let reform = interpreter.settings.reform
    var table: MarkdownTable? = nil
    try mapping.forEach(in: interpreter, at: range) { argument, result in
      let values = columns.map { $0 == .argument ? argument : result }
      if table == nil {
        table = MarkdownTable(
          names: columns.map { $0.name(in: mapping) }, numeric: values.map(\.isMarkdownNumber))
        table?.writeHeader(to: out)
      }
      table?.writeRow(to: out) { index in
        columns[index] == .argument
          ? Printer.text(of: values[index], reform: reform) : Printer.field(of: values[index], reform: reform)
      }
    }
    if table == nil {
      MarkdownTable(names: columns.map { $0.name(in: mapping) }, numeric: columns.map { _ in false })
        .writeHeader(to: out)
      interpreter.warn("no rows match: the table has no rows", at: range)
    }
  }
}

extension Format {
  /// The language a code block of this format's text is tagged with.
  fileprivate var markdownLanguage: String {
    switch self {
    case .rows(.csv, _): return "csv"
    case .rows(.json, _), .document: return "json"
    default: return "text"
    }
  }
}

extension Value {
  /// A number, right-aligned in a Markdown table.
  fileprivate var isMarkdownNumber: Bool {
    switch self {
    case .int, .money: return true
    case .worked(let answer, _): return answer.isMarkdownNumber
    default: return false
    }
  }
}
