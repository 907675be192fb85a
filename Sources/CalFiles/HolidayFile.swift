import CalendarCore
import Ledger

/// `holidays load FILE`: extra days off from a CSV file of `date,name` records, read a record at a
/// time through `CSVReader`. A first record `date,name` is a header; lines starting with `#` are
/// comments. A name may be quoted (to hold a comma or a quote) but is one line. A date listed
/// twice keeps its first name. Dates are read as `reform` writes them (`set reform`). Every
/// problem is a `FileError` at its line and column.
public enum HolidayFile {
  public typealias Entry = (date: CivilDate, name: String)

  /// The most lines a holiday file may have, and the longest record.
  public static let mostLines = 100_000
  public static let longestRecord = 1 << 20

  public static func read(
    path: String, reform: Reform = .proleptic, isCancelled: @escaping () -> Bool = { false }
  ) -> Result<[Entry], FileError> {
    let options = CSVReader.Options(longestRecord: longestRecord, skipsComments: true)
    switch CSVReader.open(path: path, options: options, isCancelled: isCancelled) {
    case .failure(let error): return .failure(error)
    case .success(let reader): return read(reader, reform: reform, isCancelled: isCancelled)
    }
  }

  /// Reads bytes already in memory (tests); `blockSize` small crosses many block boundaries.
  public static func read(bytes: [UInt8], reform: Reform = .proleptic, blockSize: Int = 1 << 20) -> Result<
    [Entry], FileError
  > {
    let options = CSVReader.Options(blockSize: blockSize, longestRecord: longestRecord, skipsComments: true)
    return read(CSVReader(bytes: bytes, options: options), reform: reform, isCancelled: { false })
  }

  static func read(_ reader: CSVReader, reform: Reform, isCancelled: () -> Bool) -> Result<[Entry], FileError>
  {
    var entries: [Entry] = []
    var seen = Set<Int>()
    var first = true
    var records = 0
    do throws(FileError) {
      while try reader.next() {
        records += 1
        if reader.line > mostLines {
          throw FileError("it is too large (more than \(mostLines) lines)", line: 0)
        }
        defer { first = false }
        if first, try isHeader(reader) { continue }
        let entry = try self.entry(reader, reform: reform)
        if seen.insert(entry.date.dayCount).inserted { entries.append(entry) }
        if records & 4095 == 0, isCancelled() { throw FileError.interrupted }
      }
      return .success(entries)
    } catch {
      return .failure(error)
    }
  }

  /// `date,name`, in any case, quoted or not. A first line naming `date` and other columns is a
  /// header of another kind of file (a ledger's `date,amount,…`): an error saying so.
  static func isHeader(_ reader: CSVReader) throws(FileError) -> Bool {
    let names = (0..<reader.count).map { reader.string($0).trimmingBlanks().lowercased() }
    if names == ["date", "name"] { return true }
    guard names.first == "date" else { return false }
    throw reader.failure(
      "a holiday file's header is date,name, but this one names \(names.count) column\(names.count == 1 ? "" : "s")"
        + " (\(names.joined(separator: ",")))\(names.count > 2 ? "; a ledger of dated entries is read with load" : "")",
      lineAt: reader.recordStart, fromFirstNonBlank: true)
  }

  /// "; this line separates its fields with tabs…" when a one-field line holds a tab or `;`, the
  /// separators a spreadsheet's export may use: a holiday file's separator is the comma.
  static func otherSeparator(_ reader: CSVReader) -> String {
    let bytes = reader.field(0)
    let named: String
    if bytes.contains(0x09) {
      named = "tabs"
    } else if bytes.contains(UInt8(ascii: ";")) {
      named = "semicolons"
    } else {
      return ""
    }
    return
      "; this line separates its fields with \(named), but a holiday file's fields are separated by commas"
  }

  static func entry(_ reader: CSVReader, reform: Reform) throws(FileError) -> Entry {
    guard reader.count >= 2 else {
      throw reader.failure(
        "expected date,name (a date, a comma, then the holiday's name)" + otherSeparator(reader),
        lineAt: reader.recordStart, fromFirstNonBlank: true)
    }
    let date: CivilDate
    switch DateField.read(reader.field(0), reform: reform) {
    case .success(let parsed): date = parsed
    case .failure(let error):
      guard let (lookAlike, _) = LookAlike.first(in: reader.field(0)) else {
        throw reader.failure(error.message, atField: 0)
      }
      let text = String(decoding: reader.field(0), as: UTF8.self).trimmingBlanks()
      throw reader.failure("'\(text)' is not a date: \(lookAlike.message)", atField: 0)
    }
    func nameError(_ message: String, at position: Int, length: Int = 1) -> FileError {
      reader.failure(message + " (holiday on \(reform.label(of: date)))", at: position, length: length)
    }
    if reader.count > 2 {
      throw nameError(
        "a third field; put a name with a comma in double quotes", at: reader.fields[2].start - 1)
    }
    let field = reader.fields[1]
    let bytes = reader.field(1)
    var from = 0
    var to = bytes.count
    if !field.quoted {
      while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
      while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 { to -= 1 }
    }
    if field.quoted, let lineBreak = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
      let quote = field.contentStart - 1
      throw nameError(
        "the name runs onto the next line; a holiday's name is one line", at: quote,
        length: reader.position(inField: 1, decodedOffset: lineBreak) - quote)
    }
    if let control = firstControl(in: bytes[from..<to]) {
      throw nameError(
        "the name holds a control character", at: reader.position(inField: 1, decodedOffset: control))
    }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    guard name.contains(where: { !$0.isWhitespace }) else {
      throw nameError("the holiday has no name", at: field.start)
    }
    return (date, name)
  }

  /// Where a character that could move the cursor or reorder a terminal's text starts: C0 and
  /// DEL, C1 (U+0080–U+009F, a lone CSI among them), the line and paragraph separators and the
  /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
  static func firstControl(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return index }
      let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
      let third = index + 2 < bytes.endIndex ? bytes[index + 2] : 0
      if byte == 0xC2, (0x80...0x9F).contains(next) { return index }
      if byte == 0xE2, next == 0x80, (0xA8...0xAE).contains(third) { return index }
      if byte == 0xE2, next == 0x81, (0xA6...0xA9).contains(third) { return index }
      index += 1
    }
    return nil
  }
}
