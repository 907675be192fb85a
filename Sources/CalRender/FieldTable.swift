import CalendarCore

/// Rows of named fields made on demand (a ledger's entries, a summary), written as an aligned
/// text table, CSV or a JSON array. Widths come from the data, cut at `maximumWidth` columns.
public struct FieldTable {
  public let names: [String]
  /// Numbers are right-aligned in a table and bare in JSON (money keeps every decimal).
  public let numeric: [Bool]
  public let rowCount: Int
  /// The text of a row's field; nil for a null (`-` in a table, empty in CSV, null in JSON).
  public let field: (_ row: Int, _ column: Int) -> String?
  /// Display columns a text field may take in a table before it is cut with `...`.
  public var maximumWidth = 40
  /// Columns never cut (a date-time in a zone: cut, it would name no time).
  public var wholeColumns: Set<Int> = []

  public init(
    names: [String], numeric: [Bool], rowCount: Int, field: @escaping (_ row: Int, _ column: Int) -> String?
  ) {
    self.names = names
    self.numeric = numeric
    self.rowCount = rowCount
    self.field = field
  }

  /// Fields written between two polls of `isCancelled`: a table of many rows and a row of many
  /// columns (a file of 100,000 columns) both stop within a moment of Ctrl-C.
  static let fieldsBetweenPolls = 4096

  /// The table (`TextTableWriter`), each column as wide as its widest field, cut at
  /// `maximumWidth`.
  public func writeTable(to out: Output, isCancelled: () -> Bool = { false }) {
    var fields = 0
    func stops() -> Bool {
      fields &+= 1
      return fields % FieldTable.fieldsBetweenPolls == 0 && isCancelled()
    }
    var table = TextTableWriter(
      names.indices.map { .init(FieldTable.visible(names[$0]), isNumeric: numeric[$0]) })
    for row in 0..<rowCount {
      for column in names.indices {
        if stops() { return }
        let width = displayWidth(cell(row, column))
        table.widen(column, to: wholeColumns.contains(column) ? width : min(maximumWidth, width))
      }
    }
    var header = TextTableWriter.Line()
    for column in names.indices {
      if stops() { return table.endLine(&header, to: out) }
      table.writeName(at: column, on: &header, to: out)
      out.flushIfFull()
    }
    table.endLine(&header, to: out)
    for row in 0..<rowCount {
      var line = TextTableWriter.Line()
      for column in names.indices {
        if stops() { return table.endLine(&line, to: out) }
        table.write(cell(row, column), at: column, on: &line, to: out)
        out.flushIfFull()
      }
      table.endLine(&line, to: out)
    }
  }

  private func cell(_ row: Int, _ column: Int) -> String {
    guard let text = field(row, column) else { return "-" }
    let shown = FieldTable.visible(text)
    return numeric[column] || wholeColumns.contains(column)
      ? shown : TextTableWriter.fitted(shown, width: maximumWidth)
  }

  public func writeCSV(to out: Output, isCancelled: () -> Bool = { false }) {
    var csv = CSVWriter(names: names, to: out)
    var fields = 0
    /// Writes one line field by field; false when cancelled (the line is ended where it was cut).
    func writeLine(_ text: (Int) -> String) -> Bool {
      for column in names.indices {
        fields &+= 1
        if fields % FieldTable.fieldsBetweenPolls == 0, isCancelled() {
          csv.endLine()
          return false
        }
        csv.write(text(column))
        out.flushIfFull()
      }
      csv.endLine()
      return true
    }
    guard writeLine({ names[$0] }) else { return }
    for row in 0..<rowCount {
      guard writeLine({ field(row, $0) ?? "" }) else { return }
    }
  }

  /// An array of one object per row, keyed by the names. When cancelled, the object and the
  /// array are closed where they were cut and the line is ended.
  public func writeJSON(to json: inout JSONWriter, isCancelled: () -> Bool = { false }) {
    var fields = 0
    var rows = JSONRowWriter(names: names)
    for row in 0..<rowCount {
      rows.beginRow(in: &json)
      for column in names.indices {
        fields &+= 1
        if fields % FieldTable.fieldsBetweenPolls == 0, isCancelled() {
          json.endObject()
          json.endArray()
          json.endDocument()
          return
        }
        json.key(named: names[column])
        if let text = field(row, column) {
          if numeric[column] { json.value(number: text) } else { json.value(text) }
        } else {
          json.null()
        }
        json.out.flushIfFull()
      }
      rows.endRow(in: &json)
    }
    rows.finish(in: &json)
  }

  /// The text with control characters shown as escapes (`\n`, `\t`, `\u{1B}`), so data cannot
  /// break a table's lines or send a terminal commands.
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case _ where isControl(scalar):
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

extension JSONWriter {
  /// A number already written as text (an exact decimal, a count).
  public mutating func value(number text: String) {
    value(raw: text)
  }
}
