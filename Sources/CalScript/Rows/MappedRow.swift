import CalRender
import CalendarCore

/// The row of a mapped command a `where` condition is tested on: its two columns by name.
struct MappedRow {
  /// The mapping the row is of, to say what its rows are in a message.
  let mapping: Mapping
  let argumentName: String
  let argument: Value
  let resultName: String
  let result: Value

  func value(of name: String) -> Value? {
    if name == resultName {
      if case .worked(let answer, _) = result { return answer }
      return result
    }
    if name == argumentName { return argument }
    return nil
  }

  /// A day's field on `read`'s text (`date` then dates on the lines after it): the first line
  /// made every line text; how to read the dates. Nil when the rows are not `read`'s text.
  func textInputMessage(_ name: String) -> String? {
    guard case .lines(let input) = mapping.series, case .string(let first)? = input.peek() else { return nil }
    let shown = first.count > 40 ? first.prefix(40) + "…" : Substring(first)
    return "'\(name)' is a field of a day, and read gave text: its first line (\(shown)) is not a date, "
      + "so every line is text; leave a header out (tail -n +2 | calsh …), or give the dates' "
      + "format, read \"%Y-%m-%d\", which with --keep-going skips the lines that are not dates"
  }

  /// Why a row has no field of a day (`hebrew 2025-10-01..2025-10-03 | where hebrew.day > 9`): its
  /// two columns are all it has; the days themselves have the calendars' parts.
  func dayFieldMessage(_ name: String, reform: Reform) -> String {
    let command = mapping.resultName
    let rows =
      "the rows \(command) gives over a list have only \(argumentName) and \(resultName)"
      + (name.contains(".") ? ", no dotted fields" : "") + ": '\(name)' reads a day cell, so filter the days"
    switch mapping.series {
    case .dates(let first, let last):
      let range = Printer.text(of: .dateRange(first, last), reform: reform)
      return rows + ", days \(range) | where \(name) …"
    case .days:
      return rows + " before \(command): … | where \(name) … | \(command)"
    default:
      return rows + ": days RANGE | where \(name) …"
    }
  }
}

/// A mapped command's rows as `print`, `table`, `csv` and `json` write them.
extension Printer {
  /// A mapped command's rows, `ARGUMENT  RESULT`, streamed; under a header naming both when
  /// asked for a table. (The argument column is as wide as the first argument: a series' are
  /// alike, and rows are printed as they are made.) The header waits for the first row, so an
  /// error in it prints nothing. Without a header each result reads as it does alone, in the
  /// session's locale; `format`'s results print alone, one a line.
  func writeMapped(_ mapping: Mapping, header: Bool) throws {
    try writeMapped(mapping, columns: [.argument, .result], header: header)
  }

  /// The columns of a mapped command's rows: its argument and its result.
  enum MappedColumn {
    case argument, result

    func name(in mapping: Mapping) -> String {
      self == .argument ? mapping.argumentName : mapping.resultName
    }
  }

  /// A mapped command's rows with the named columns (`table`, `csv` or `json` after `hebrew
  /// 2025-10-01..2025-10-03`); none named: both, the argument first (a plain list's value alone).
  func writeMapped(_ mapping: Mapping, style: FieldStyle, names: [String]) throws {
    let all: [MappedColumn] = mapping.isPlainList ? [.argument] : [.argument, .result]
    let columns: [MappedColumn] =
      names.isEmpty ? all : names.map { $0 == mapping.argumentName ? .argument : .result }
    switch style {
    case .table: try writeMapped(mapping, columns: columns, header: true)
    case .csv: try writeMappedCSV(mapping, columns: columns)
    case .json(let pretty): try writeMappedJSON(mapping, columns: columns, pretty: pretty)
    }
  }

  /// Rows of the columns (`TextTableWriter`), each as wide as its first value or its name (a
  /// series' values are alike, and rows are printed as they are made).
  private func writeMapped(_ mapping: Mapping, columns: [MappedColumn], header: Bool) throws {
    let reform = interpreter.settings.reform
    func text(_ column: MappedColumn, _ argument: Value, _ result: Value) -> String {
      if column == .argument { return Printer.text(of: argument, reform: reform) }
      return header ? Printer.field(of: result, reform: reform) : line(of: result)
    }
    /// The columns, named when there is a header; the names alone make their widths.
    func named() -> TextTableWriter {
      TextTableWriter(columns.map { .init(header ? $0.name(in: mapping) : "") })
    }
    var table: TextTableWriter? = nil
    var wroteRows = false
    try mapping.forEach(in: interpreter, at: range) { argument, result in
      wroteRows = true
      if !header, mapping.printsResultsOnly {
        out.write(line(of: result))
        out.newline()
        return
      }
      // One line, a field at a time (no array a row: a mapped range may have millions).
      var line = TextTableWriter.Line()
      if table == nil {
        var first = named()
        for (index, column) in columns.enumerated() {
          first.widen(index, to: displayWidth(text(column, argument, result)))
        }
        if header { first.writeHeader(to: out) }
        table = first
      }
      for (index, column) in columns.enumerated() {
        table?.write(text(column, argument, result), at: index, on: &line, to: out)
      }
      table?.endLine(&line, to: out)
    }
    if !wroteRows {
      // As for days: the header and, on stderr, that nothing matched (format's results print alone).
      if header || !mapping.printsResultsOnly {
        TextTableWriter(columns.map { .init($0.name(in: mapping)) }).writeHeader(to: out)
      }
      let empty =
        header || !mapping.printsResultsOnly
        ? "the table has no rows" : "\(mapping.resultName) writes no lines"
      interpreter.warn("no rows match: \(empty)", at: range)
    }
    interpreter.outputEndsWithGrid = false
  }

  /// A mapped command as CSV: a header naming the columns, then one row each; the header waits
  /// for the first row, so an error in it prints nothing.
  private func writeMappedCSV(_ mapping: Mapping, columns: [MappedColumn]) throws {
    var csv = CSVWriter(names: columns.map { $0.name(in: mapping) }, to: out)
    let reform = interpreter.settings.reform
    try mapping.forEach(in: interpreter, at: range) { argument, result in
      csv.writeRow { index in
        columns[index] == .argument
          ? Printer.text(of: argument, reform: reform) : Printer.field(of: result, reform: reform)
      }
    }
    csv.finish()
  }

  /// A mapped command as one JSON array of objects keyed by the columns, `{"year": 2020,
  /// "easter": "2020-04-12"}`, each value as `json` writes it alone; `[` waits for the first row.
  func writeMappedJSON(_ mapping: Mapping, columns: [MappedColumn], pretty: Bool) throws {
    var json = JSONWriter(out, pretty: pretty)
    var rows = JSONRowWriter(names: columns.map { $0.name(in: mapping) })
    try mapping.forEach(in: interpreter, at: range) { argument, result in
      try rows.writeRow(to: &json) { index, json in
        try write(columns[index] == .argument ? argument : result, to: &json)
      }
    }
    rows.finish(in: &json)
    json.endDocument()
  }
}
