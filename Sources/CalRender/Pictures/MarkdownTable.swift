/// Rows of any kind as a GitHub pipe table: a header of the names, a delimiter row (numbers
/// right-aligned, `---:`), then a line a row, written as the rows come so a table of any length
/// streams. A cell's `|`, backslash and inline Markdown marks are escaped, so data reads as text.
public struct MarkdownTable {
  public let names: [String]
  public let numeric: [Bool]

  public init(names: [String], numeric: [Bool]) {
    self.names = names
    self.numeric = numeric
  }

  /// The header and the delimiter row (a table with no rows is these two lines alone).
  public func writeHeader(to out: Output) {
    guard !names.isEmpty else { return }
    writeRow(to: out) { names[$0] }
    out.write("|")
    for index in names.indices { out.write(numeric[index] ? " ---: |" : " --- |") }
    out.newline()
  }

  /// A row whose `index`th cell is `field(index)`; nil is written `-`, as the text table writes it.
  @inlinable
  public func writeRow(to out: Output, _ field: (_ index: Int) -> String?) {
    guard !names.isEmpty else { return }
    out.write("|")
    for index in names.indices {
      out.write(" ")
      MarkdownTable.writeCell(field(index) ?? "-", to: out)
      out.write(" |")
    }
    out.newline()
    out.flushIfFull()
  }

  /// The text as a cell: control characters shown as escapes, Markdown's marks escaped, and
  /// leading and trailing spaces written `&#32;`, which GFM does not trim from a cell.
  public static func writeCell(_ text: String, to out: Output) {
    // One pass over the bytes for the usual cell (a date, a number, a name): nothing to escape.
    // 0xC2 leads the C1 controls U+0080–U+009F, which `visible` shows as escapes.
    let plain =
      !text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || MarkdownText.isMark($0) }
      && text.utf8.first != 0x20 && text.utf8.last != 0x20
    out.write(plain ? text : MarkdownText.keepingEdgeSpaces(MarkdownText.escaped(FieldTable.visible(text))))
  }
}

/// Text set in Markdown as itself.
public enum MarkdownText {
  /// The text with a backslash before each character Markdown would read as a mark inside a line
  /// (`| \ * _ [ ] < > ` ~ &` and `#`), so `A|B` stays one table cell and `*x*` is not emphasis.
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: isMark) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if scalar.isASCII, isMark(UInt8(scalar.value)) { result.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// The text with its leading and trailing spaces written `&#32;`: Markdown strips them from a
  /// paragraph or a table cell, and reads four at a line's start as an indented code block.
  public static func keepingEdgeSpaces(_ text: String) -> String {
    guard text.utf8.first == 0x20 || text.utf8.last == 0x20 else { return text }
    let leading = text.utf8.prefix { $0 == 0x20 }.count
    guard leading < text.utf8.count else { return String(repeating: "&#32;", count: leading) }
    let trailing = text.utf8.reversed().prefix { $0 == 0x20 }.count
    let utf8 = Array(text.utf8)
    let middle = String(decoding: utf8[leading..<(utf8.count - trailing)], as: UTF8.self)
    return String(repeating: "&#32;", count: leading) + middle + String(repeating: "&#32;", count: trailing)
  }

  @inline(__always)
  static func isMark(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: "~"),
      UInt8(ascii: "&"), UInt8(ascii: "#"):
      return true
    default: return false
    }
  }
}

extension FieldTable {
  /// The rows as a pipe table of all their fields, a row at a time.
  public func writeMarkdown(to out: Output, isCancelled: () -> Bool = { false }) {
    let table = MarkdownTable(names: names, numeric: numeric)
    table.writeHeader(to: out)
    for row in 0..<rowCount {
      if row & 1023 == 1023, isCancelled() { return }
      table.writeRow(to: out) { field(row, $0) }
    }
  }
}

extension MarkdownTable {
  /// Day cells' columns: named as the text table names them, numbers right-aligned.
  public init(dayColumns columns: [DayColumn]) {
    self.init(names: columns.map(\.rawValue), numeric: columns.map(\.isNumeric))
  }
}
