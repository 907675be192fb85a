import CalendarCore
import Ledger

/// `load FILE`: a CSV file with a header row read into a `Ledger`, a record at a time through
/// `CSVReader`, so memory holds the ledger and a block, not the file. The header names the
/// columns: `date` is required, `amount` optional, every other column is text (a `color` column
/// colours days). Every problem is a `FileError` at its physical line and column; nothing is
/// returned then.
public enum LedgerFile {
  public static func read(path: String, isCancelled: @escaping () -> Bool = { false }) -> Result<
    Ledger, FileError
  > {
    switch CSVReader.open(path: path, isCancelled: isCancelled) {
    case .failure(let error): return .failure(error)
    case .success(let reader): return read(reader, isCancelled: isCancelled)
    }
  }

  /// Reads CSV text already in memory (tests); `blockSize` small crosses many block boundaries.
  public static func read(text: String, blockSize: Int = 1 << 20) -> Result<Ledger, FileError> {
    read(bytes: Array(text.utf8), blockSize: blockSize)
  }

  /// Reads CSV bytes already in memory.
  public static func read(bytes: [UInt8], blockSize: Int = 1 << 20, longestRecord: Int = 16 << 20)
    -> Result<Ledger, FileError>
  {
    let options = CSVReader.Options(blockSize: blockSize, longestRecord: longestRecord)
    return read(CSVReader(bytes: bytes, options: options), isCancelled: { false })
  }

  static func read(_ reader: CSVReader, isCancelled: () -> Bool) -> Result<Ledger, FileError> {
    var loader = Loader(reader: reader)
    do throws(FileError) {
      var rows = 0
      while try reader.next() {
        try loader.read()
        rows += 1
        if rows & 4095 == 0, isCancelled() { throw FileError.interrupted }
      }
      guard let ledger = loader.ledger else {
        throw FileError("the file is empty; it needs a header row such as date,amount,note", line: 1)
      }
      return .success(ledger)
    } catch {
      return .failure(error)
    }
  }
}

/// The header, then the ledger so far.
private struct Loader {
  let reader: CSVReader
  var header: Header?
  var ledger: Ledger?
  /// The text fields of the current row, reused from row to row.
  var texts: [UnsafeBufferPointer<UInt8>] = []

  init(reader: CSVReader) { self.reader = reader }

  struct Header {
    let names: [String]
    let date: Int
    let amount: Int?
    /// For each field, its text column, or nil for date and amount.
    let textColumn: [Int?]
  }

  mutating func read() throws(FileError) {
    if header == nil { try readHeader() } else { try readRow() }
  }

  mutating func readHeader() throws(FileError) {
    let names = (0..<reader.count).map { reader.string($0).trimmingBlanks() }
    var seen = [String: Int](minimumCapacity: names.count)
    for (index, name) in names.enumerated() {
      if name.isEmpty {
        throw reader.failure("column \(index + 1) of the header row has no name", atField: index)
      }
      let key = name.lowercased()
      if let earlier = seen[key] {
        throw reader.failure(
          "the header names '\(name)' twice (columns \(earlier + 1) and \(index + 1))", atField: index)
      }
      seen[key] = index
    }
    guard let date = seen["date"] else {
      throw reader.failure(
        "the header row has no 'date' column (it names \(names.joined(separator: ","))); "
          + "the first line must name the columns, e.g. date,amount,category", lineAt: reader.recordStart)
    }
    let amount = seen["amount"]
    var columns: [String] = []
    var textColumn: [Int?] = []
    for (index, name) in names.enumerated() {
      if index == date || index == amount {
        textColumn.append(nil)
      } else {
        textColumn.append(columns.count)
        columns.append(name)
      }
    }
    header = Header(names: names, date: date, amount: amount, textColumn: textColumn)
    ledger = Ledger(columns: columns, hasAmounts: amount != nil)
    texts.reserveCapacity(columns.count)
  }

  mutating func readRow() throws(FileError) {
    guard let header else { return }
    guard reader.count == header.names.count else {
      let count = reader.count
      let message =
        "\(count) field\(count == 1 ? "" : "s") where the header has \(header.names.count) "
        + "(\(header.names.joined(separator: ",")))"
      throw reader.failure(message, atField: min(count, header.names.count))
    }
    let date: CivilDate
    switch DateField.read(reader.field(header.date)) {
    case .success(let parsed): date = parsed
    case .failure(let error): throw reader.failure(error.message, atField: header.date)
    }
    var amount: ParsedAmount? = nil
    if let column = header.amount {
      let field = reader.field(column)
      if !field.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        switch ParsedAmount.parse(field) {
        case .success(let parsed): amount = parsed
        case .failure(let problem): throw reader.failure(problem.message, atField: column)
        }
      }
    }
    texts.removeAll(keepingCapacity: true)
    for index in 0..<reader.count where header.textColumn[index] != nil { texts.append(reader.field(index)) }
    var color: DataColor? = nil
    if let column = ledger!.colorColumn {
      let text = String(decoding: texts[column], as: UTF8.self).trimmingBlanks()
      if !text.isEmpty {
        guard let parsed = DataColor(text) else {
          throw reader.failure(
            "'\(text)' is not a colour: red, green, yellow, blue, magenta, cyan or #rrggbb",
            atField: header.textColumn.firstIndex(of: column)!)
        }
        color = parsed
      }
    }
    do {
      try ledger!.append(date: date, amount: amount, textBytes: texts, color: color)
    } catch {
      throw reader.failure(error.message, atField: header.amount ?? header.date)
    }
  }
}

extension String {
  /// Without spaces and tabs at either end.
  func trimmingBlanks() -> String {
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
    let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
    return String(self[first...last])
  }
}
