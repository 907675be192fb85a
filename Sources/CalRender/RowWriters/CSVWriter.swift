/// Rows of any kind as CSV, given the names of their fields: a header, then a line a row, fields
/// quoted as RFC 4180 says but lines ended with `\n`; a null is an empty field. The header waits
/// for the first row (an error before it prints nothing), or for `finish` when there is none.
public struct CSVWriter {
  public let names: [String]
  public let out: Output
  private var headed = false
  private var fieldsInLine = 0

  public init(names: [String], to out: Output) {
    self.names = names
    self.out = out
  }

  /// A row whose `index`th field is `field(index)`, after the header when it is the first.
  @inlinable
  public mutating func writeRow(_ field: (_ index: Int) -> String?) {
    writeHeader()
    for index in names.indices { write(field(index)) }
    endLine()
  }

  /// The header, unless it was written.
  public mutating func writeHeader() {
    guard !headed else { return }
    headed = true
    for name in names { write(name) }
    endLine()
  }

  /// One field of the line being written (the header first, when this is the first row's).
  public mutating func write(_ field: String?) {
    if fieldsInLine > 0 { out.write(byte: UInt8(ascii: ",")) }
    fieldsInLine += 1
    guard let field, !field.isEmpty else { return }
    out.write(CSVWriter.escape(field))
  }

  /// Ends the line being written.
  public mutating func endLine() {
    out.newline()
    fieldsInLine = 0
  }

  /// The header when no row was written: a list with no rows is its header alone.
  public mutating func finish() { writeHeader() }

  /// Quotes a field that holds a comma, a quote or a line break, doubling its quotes.
  /// Bytes, not Characters: `\r\n` is one Character, equal to neither `\r` nor `\n`.
  public static func escape(_ field: String) -> String {
    guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
      return field
    }
    var quoted = "\""
    for character in field {
      quoted.append(character)
      if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
  }
}
