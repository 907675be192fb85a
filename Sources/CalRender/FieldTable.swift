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

  public init(
    names: [String], numeric: [Bool], rowCount: Int, field: @escaping (_ row: Int, _ column: Int) -> String?
  ) {
    self.names = names
    self.numeric = numeric
    self.rowCount = rowCount
    self.field = field
  }

  public func writeTable(to out: Output, isCancelled: () -> Bool = { false }) {
    var widths = names.map { displayWidth(FieldTable.visible($0)) }
    for row in 0..<rowCount {
      if row & 4095 == 4095, isCancelled() { return }
      for column in names.indices {
        let text = cell(row, column)
        widths[column] = max(widths[column], min(maximumWidth, displayWidth(text)))
      }
    }
    writeLine(names.map(FieldTable.visible), widths: widths, alignNumbers: false, to: out)
    for row in 0..<rowCount {
      if row & 4095 == 4095, isCancelled() { return }
      writeLine(names.indices.map { cell(row, $0) }, widths: widths, alignNumbers: true, to: out)
    }
  }

  private func cell(_ row: Int, _ column: Int) -> String {
    guard let text = field(row, column) else { return "-" }
    let shown = FieldTable.visible(text)
    return numeric[column] ? shown : TableRenderer.fitted(shown, width: maximumWidth)
  }

  private func writeLine(_ fields: [String], widths: [Int], alignNumbers: Bool, to out: Output) {
    // Padding is written only before a field that follows it, so no line ends in spaces.
    var pending = 0
    for (column, text) in fields.enumerated() {
      let gap = widths[column] - displayWidth(text)
      let right = alignNumbers && numeric[column]
      if right { pending += gap }
      if !text.isEmpty {
        out.write(spaces: pending)
        pending = 0
        out.write(text)
      }
      if !right { pending += gap }
      pending += 2
    }
    out.newline()
  }

  public func writeCSV(to out: Output, isCancelled: () -> Bool = { false }) {
    out.write(names.map(CSVRenderer.escape).joined(separator: ","))
    out.newline()
    for row in 0..<rowCount {
      if row & 4095 == 4095, isCancelled() { return }
      out.write(names.indices.map { CSVRenderer.escape(field(row, $0) ?? "") }.joined(separator: ","))
      out.newline()
    }
  }

  /// An array of one object per row, keyed by the names.
  public func writeJSON(to json: inout JSONWriter, isCancelled: () -> Bool = { false }) {
    json.beginArray()
    for row in 0..<rowCount {
      if row & 4095 == 4095, isCancelled() { break }
      json.beginObject()
      for column in names.indices {
        json.key(text: names[column])
        if let text = field(row, column) {
          if numeric[column] { json.value(number: text) } else { json.value(text) }
        } else {
          json.null()
        }
      }
      json.endObject()
      json.out.flushIfFull()
    }
    json.endArray()
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
