import CDeferredInit
import CSV
import CalendarCore
import Glibc

/// `load FILE`: a CSV file with a header row (RFC 4180, UTF-8 with or without a byte-order mark,
/// `\r\n` or `\n`) read into a `Ledger`. The file is read a block of whole records at a time and
/// CSV.swift decodes each block, so memory holds the ledger and one block, not the file.
/// Every problem is a `LedgerFileError` at its physical line and column; nothing is returned then.
public enum LedgerFile {
  /// How much is read at a time; a record longer than this grows the block.
  public static let blockSize = 1 << 20
  /// The longest record read: past it the file is no CSV of entries (or a quote was left open),
  /// and reading stops rather than filling memory (`/dev/zero` has no line breaks).
  public static let longestRecord = 16 << 20

  public static func read(path: String, isCancelled: @escaping () -> Bool = { false }) -> Result<
    Ledger, LedgerFileError
  > {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(LedgerFileError(systemReason(errno), line: 0)) }
    defer { close(fd) }
    var loader = Loader(isCancelled: isCancelled)
    do throws(LedgerFileError) {
      try loader.run(blockSize: blockSize) { buffer in
        while true {
          let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
          if count >= 0 || errno != EINTR { return count < 0 ? -Int(errno) : count }
        }
      }
      return .success(try loader.finish())
    } catch {
      return .failure(error)
    }
  }

  /// Reads CSV text already in memory (tests, and the fuzzer's files).
  /// `blockSize` small makes tests cross many block boundaries.
  public static func read(text: String, blockSize: Int = blockSize) -> Result<Ledger, LedgerFileError> {
    read(bytes: Array(text.utf8), blockSize: blockSize)
  }

  /// Reads CSV bytes already in memory.
  public static func read(bytes: [UInt8], blockSize: Int = blockSize, longestRecord: Int = longestRecord)
    -> Result<Ledger, LedgerFileError>
  {
    var remaining = bytes[...]
    var loader = Loader(isCancelled: { false })
    loader.longestRecord = longestRecord
    do throws(LedgerFileError) {
      try loader.run(blockSize: blockSize) { buffer in
        let count = min(buffer.count, remaining.count)
        buffer.replaceSubrange(0..<count, with: remaining.prefix(count))
        remaining = remaining.dropFirst(count)
        return count
      }
      return .success(try loader.finish())
    } catch {
      return .failure(error)
    }
  }

  static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The state of one load: the buffer, the record scanner, the header and the ledger so far.
private struct Loader {
  let isCancelled: () -> Bool
  var buffer: [UInt8] = []
  var scanner = RecordScanner()
  var header: Header?
  var ledger: Ledger?
  var rows = 0
  var longestRecord = LedgerFile.longestRecord

  init(isCancelled: @escaping () -> Bool) { self.isCancelled = isCancelled }

  /// Feeds the file through: `fill` writes up to the buffer's count of bytes and returns how many
  /// (0 at the end, minus errno on failure).
  mutating func run(blockSize: Int, fill: (inout [UInt8]) -> Int) throws(LedgerFileError) {
    var chunk = [UInt8](repeating: 0, count: max(1, blockSize))
    var first = true
    while true {
      let count = fill(&chunk)
      if count < 0 {
        throw LedgerFileError(LedgerFile.systemReason(Int32(-count)), line: 0)
      }
      var start = buffer.count
      if count > 0 {
        buffer += chunk[..<count]
      }
      if first, buffer.count >= 3 || count == 0 {
        first = false
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
          buffer.removeFirst(3)
          start = 0
        }
      }
      if first { continue }
      do {
        try buffer.withUnsafeBufferPointer { bytes throws(RecordScanner.Problem) in
          try scanner.scan(bytes, from: start)
        }
        if count == 0 { try scanner.finish() }
      } catch {
        throw failure(error.message, line: error.line, lineStart: error.lineStart, position: error.position)
      }
      if count == 0 {
        try decodeBlock(upTo: buffer.count)
        return
      }
      if scanner.cut > 0 { try decodeBlock(upTo: scanner.cut) }
      if buffer.count > longestRecord {
        let start = scanner.recordStarts.last ?? 0
        throw failure(
          "a record longer than \(longestRecord >> 20) MiB; is a quote left open, or is this not a CSV file?",
          line: scanner.recordLines.last ?? 1, lineStart: start, position: start)
      }
      if isCancelled() { throw LedgerFileError.interrupted }
    }
  }

  mutating func finish() throws(LedgerFileError) -> Ledger {
    guard let ledger else {
      throw LedgerFileError("the file is empty; it needs a header row such as date,amount,note", line: 1)
    }
    return ledger
  }

  /// Decodes `buffer[..<end]`, whole records, with CSV.swift, then keeps only the rest.
  mutating func decodeBlock(upTo end: Int) throws(LedgerFileError) {
    let block = scanner.forgetBlock(upTo: end)
    defer { buffer.removeFirst(end) }
    guard block.starts.count > 0 else { return }
    guard let text = String(validating: buffer[..<end], as: UTF8.self) else {
      throw invalidUTF8(upTo: end, block: block)
    }
    calsh_run_deferred_initializers()  // CSV.swift runs on Foundation
    let reader: CSVReader
    do {
      reader = try CSVReader(string: text, hasHeaderRow: false)
    } catch {
      throw LedgerFileError("the CSV library could not read the file: \(error)", line: block.lines.first ?? 1)
    }
    var record = block.starts.startIndex
    while let fields = reader.next() {
      guard record < block.starts.endIndex else {
        throw LedgerFileError("the CSV library found more records than lines", line: block.lines.last ?? 1)
      }
      let place = RecordPlace(start: block.starts[record], line: block.lines[record])
      record += 1
      // A blank line is no record.
      if fields.count == 1, fields[0].utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      if header == nil {
        try readHeader(fields, at: place)
      } else {
        try readRow(fields, at: place)
      }
      rows += 1
      if rows & 4095 == 0, isCancelled() { throw LedgerFileError.interrupted }
    }
  }

  // MARK: Header and rows

  struct Header {
    let names: [String]
    let date: Int
    let amount: Int?
    /// For each field, its text column, or nil for date and amount.
    let textColumn: [Int?]
  }

  mutating func readHeader(_ fields: [String], at place: RecordPlace) throws(LedgerFileError) {
    let names = fields.map { $0.trimmingBlanks() }
    var seen: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      if name.isEmpty {
        throw fieldError("column \(index + 1) of the header row has no name", field: index, at: place)
      }
      if let earlier = seen[name.lowercased()] {
        throw fieldError(
          "the header names '\(name)' twice (columns \(earlier + 1) and \(index + 1))", field: index,
          at: place)
      }
      seen[name.lowercased()] = index
    }
    guard let date = seen["date"] else {
      throw fieldError(
        "the header row has no 'date' column (it names \(names.joined(separator: ","))); "
          + "the first line must name the columns, e.g. date,amount,category", field: 0, at: place,
        wholeLine: true)
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
  }

  mutating func readRow(_ fields: [String], at place: RecordPlace) throws(LedgerFileError) {
    guard let header, ledger != nil else { return }
    guard fields.count == header.names.count else {
      let message =
        "\(fields.count) field\(fields.count == 1 ? "" : "s") where the header has \(header.names.count) "
        + "(\(header.names.joined(separator: ",")))"
      throw fieldError(message, field: min(fields.count, header.names.count), at: place)
    }
    let dateText = fields[header.date].trimmingBlanks()
    let date: CivilDate
    switch CivilDate.parseISO(dateText) {
    case .success(let parsed): date = parsed
    case .failure(let error): throw fieldError(error.message, field: header.date, at: place)
    }
    var amount: ParsedAmount? = nil
    if let column = header.amount {
      let text = fields[column]
      if !text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        switch ParsedAmount.parse(text.utf8) {
        case .success(let parsed): amount = parsed
        case .failure(let problem): throw fieldError(problem.message, field: column, at: place)
        }
      }
    }
    var texts: [String] = []
    texts.reserveCapacity(fields.count)
    for (index, field) in fields.enumerated() where header.textColumn[index] != nil { texts.append(field) }
    var color: DataColor? = nil
    if let column = ledger!.colorColumn {
      let text = texts[column].trimmingBlanks()
      if !text.isEmpty {
        guard let parsed = DataColor(text) else {
          let field = header.textColumn.firstIndex(of: column)!
          throw fieldError(
            "'\(text)' is not a colour: red, green, yellow, blue, magenta, cyan or #rrggbb", field: field,
            at: place)
        }
        color = parsed
      }
    }
    do {
      try ledger!.append(date: date, amount: amount, texts: texts, color: color)
    } catch {
      throw fieldError(error.message, field: header.amount ?? header.date, at: place)
    }
  }

  // MARK: Positions

  struct RecordPlace {
    let start: Int
    let line: Int
  }

  /// An error at a field of a record: its physical line (a quoted field may span lines), its
  /// column and its length on that line.
  func fieldError(_ message: String, field: Int, at place: RecordPlace, wholeLine: Bool = false)
    -> LedgerFileError
  {
    var index = place.start
    var line = place.line
    var lineStart = place.start
    var quoted = false
    var current = 0
    let end = buffer.count
    // Walk to the start of the field.
    while current < field, index < end {
      let byte = buffer[index]
      if quoted {
        if byte == 0x22 {
          if index + 1 < end, buffer[index + 1] == 0x22 { index += 1 } else { quoted = false }
        } else if byte == 0x0A || byte == 0x0D {
          if byte == 0x0D, index + 1 < end, buffer[index + 1] == 0x0A { index += 1 }
          line += 1
          lineStart = index + 1
        }
      } else if byte == 0x22 {
        quoted = true
      } else if byte == 0x2C {
        current += 1
      } else if byte == 0x0A || byte == 0x0D {
        // Past the record's end: point at its last character (its first byte, not its last).
        index -= 1
        while index > lineStart, buffer[index] & 0xC0 == 0x80 { index -= 1 }
        break
      }
      index += 1
    }
    let fieldStart = max(lineStart, min(index, end))
    var fieldEnd = fieldStart
    var inQuotes = fieldStart < end && buffer[fieldStart] == 0x22
    if inQuotes { fieldEnd += 1 }
    while fieldEnd < end {
      let byte = buffer[fieldEnd]
      if byte == 0x0A || byte == 0x0D { break }
      if inQuotes {
        if byte == 0x22 { inQuotes = fieldEnd + 1 < end && buffer[fieldEnd + 1] == 0x22 }
        if byte == 0x22, inQuotes { fieldEnd += 1 }
      } else if byte == 0x2C {
        break
      }
      fieldEnd += 1
    }
    if wholeLine {
      return failure(message, line: line, lineStart: lineStart, position: lineStart, length: .max)
    }
    return failure(
      message, line: line, lineStart: lineStart, position: fieldStart, length: max(1, fieldEnd - fieldStart))
  }

  /// An error at a byte of the buffer, with the text of its line.
  func failure(_ message: String, line: Int, lineStart: Int, position: Int, length: Int = 1)
    -> LedgerFileError
  {
    var lineEnd = lineStart
    // The line is shown up to a little past the problem: a megabyte of one line is not.
    let shown = min(buffer.count, max(position + 60, lineStart + 120))
    while lineEnd < shown, buffer[lineEnd] != 0x0A, buffer[lineEnd] != 0x0D { lineEnd += 1 }
    let text = String(decoding: buffer[lineStart..<lineEnd], as: UTF8.self)
    let offset = max(0, position - lineStart)
    return LedgerFileError(
      message, line: line, lineText: text, offset: offset, length: min(length, max(1, lineEnd - position)))
  }

  /// The first line of the block that is not UTF-8, at its first bad byte.
  func invalidUTF8(upTo end: Int, block: (starts: ArraySlice<Int>, lines: ArraySlice<Int>)) -> LedgerFileError
  {
    var line = block.lines.first ?? 1
    var lineStart = 0
    var index = 0
    while index <= end {
      if index == end || buffer[index] == 0x0A {
        if String(validating: buffer[lineStart..<index], as: UTF8.self) == nil {
          var bad = lineStart
          var parser = Unicode.UTF8.ForwardParser()
          var bytes = buffer[lineStart..<index].makeIterator()
          parse: while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): bad += scalar.count
            case .error, .emptyInput: break parse
            }
          }
          return failure(
            "the file is not UTF-8 text here (calsh reads UTF-8, with or without a byte-order mark)",
            line: line, lineStart: lineStart, position: bad)
        }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return LedgerFileError("the file is not UTF-8 text", line: block.lines.first ?? 1)
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

extension CivilDate {
  /// `YYYY-MM-DD`, strictly: four digits, two, two; an impossible date says why.
  static func parseISO(_ text: String) -> Result<CivilDate, CalendarError> {
    let bytes = Array(text.utf8)
    func digits(_ range: Range<Int>) -> Int? {
      var value = 0
      for i in range {
        let b = bytes[i]
        guard b >= 0x30, b <= 0x39 else { return nil }
        value = value * 10 + Int(b - 0x30)
      }
      return value
    }
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10)
    else {
      return .failure(.malformedDate(text))
    }
    do {
      return .success(try CivilDate(year: year, month: month, day: day))
    } catch {
      return .failure(error)
    }
  }
}
