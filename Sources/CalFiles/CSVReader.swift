import Glibc
import Ledger

/// calsh's CSV reader (RFC 4180), used by `load` and `holidays load`: fields separated by commas
/// (or by semicolons, vertical bars or tabs, as `Options.separator` says), records ended by LF, CRLF
/// or CR, a field in double quotes may hold separators, line breaks and doubled quotes (`""`);
/// UTF-8 with or without a byte-order mark. It reads a block at a time into one buffer, so memory
/// holds the current record and a block, never the file, and hands out fields as bytes of it.
///
/// Quoting is strict: a quote inside an unquoted field, text after a closing quote and a quote
/// never closed are errors at their line and column. Blanks (spaces, tabs) before an opening quote
/// and after a closing one are allowed and are not part of the field. A record of one field that
/// holds only blanks (a blank line) is no record. A record longer than `longestRecord` stops the
/// read (a quote left open, or not a CSV file: `/dev/zero` has no line breaks).
public final class CSVReader {
  public struct Options: Sendable {
    /// How much is read at a time; a record longer than this grows the buffer.
    public var blockSize: Int
    /// The most bytes a record may hold (its line break aside).
    public var longestRecord: Int
    /// Whether a line whose first non-blank character is `#` (where a record starts) is skipped.
    public var skipsComments: Bool
    /// The byte between fields: a comma, or one of `LedgerFormat.separators` (`;` in German exports).
    public var separator: UInt8
    /// How the bytes are text: other than UTF-8, each byte is read as UTF-8 first.
    public var encoding: TextEncoding
    /// Said after the error of bytes that are not UTF-8 (with the byte's value): how the caller
    /// reads such a file (`load FILE encoding "cp1252"`); empty for none.
    public var notUTF8Hint: String

    public init(
      blockSize: Int = 1 << 20, longestRecord: Int = 16 << 20, skipsComments: Bool = false,
      separator: UInt8 = UInt8(ascii: ","), encoding: TextEncoding = .utf8, notUTF8Hint: String = ""
    ) {
      self.blockSize = max(1, blockSize)
      self.longestRecord = max(1, longestRecord)
      self.skipsComments = skipsComments
      self.separator = LedgerFormat.separators.contains(separator) ? separator : UInt8(ascii: ",")
      self.encoding = encoding
      self.notUTF8Hint = notUTF8Hint
    }
  }

  /// One field of the current record, as positions in the buffer.
  struct Field {
    /// The field's first byte (blanks before an opening quote included).
    var start: Int
    /// Its content: inside the quotes of a quoted field.
    var contentStart: Int
    var contentEnd: Int
    var quoted: Bool
    /// The content holds `""` pairs, each one quote.
    var doubledQuotes: Bool
  }

  let options: Options
  /// Fills a buffer with up to its count of bytes; returns how many (0 at the end, minus errno on
  /// failure).
  private let source: (UnsafeMutableRawBufferPointer) -> Int
  private let isCancelled: () -> Bool
  private let onClose: () -> Void

  // The buffer and the reading state are touched for every byte and only by this class's own
  // methods, none of which calls out while it holds an access: the runtime's exclusivity checks
  // are left out.
  @exclusivity(unchecked) var buffer: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// Where the decoded content of fields with doubled quotes is written, at their own positions
  /// (a decoded field is never longer than its bytes), so each stays put until the next record.
  @exclusivity(unchecked) private var decoded: UnsafeMutablePointer<UInt8>?
  /// The unread bytes are `start..<end`.
  @exclusivity(unchecked) private var start = 0
  @exclusivity(unchecked) private(set) var end = 0
  @exclusivity(unchecked) private var atEndOfFile = false
  @exclusivity(unchecked) private var checkedByteOrderMark = false
  /// The last record ended with CR: an LF right after it belongs to that line end.
  @exclusivity(unchecked) private var skipsLineFeed = false
  /// The physical line of the next record.
  @exclusivity(unchecked) private var nextLine = 1

  /// The current record: where it starts in the buffer, its first physical line, its fields.
  @exclusivity(unchecked) private(set) var recordStart = 0
  /// Just past its last byte (before its line break).
  @exclusivity(unchecked) private(set) var recordEnd = 0
  @exclusivity(unchecked) public private(set) var line = 0
  /// Its fields: `count` of them at `fields`, the storage kept from record to record.
  @exclusivity(unchecked) private(set) var fields: UnsafeMutablePointer<Field>
  @exclusivity(unchecked) private var fieldCapacity = 64
  @exclusivity(unchecked) public private(set) var count = 0

  init(
    options: Options, isCancelled: @escaping () -> Bool, onClose: @escaping () -> Void = {},
    source: @escaping (UnsafeMutableRawBufferPointer) -> Int
  ) {
    self.options = options
    self.source =
      options.encoding == .utf8 ? source : SingleByteText.transcoding(source, from: options.encoding)
    self.isCancelled = isCancelled
    self.onClose = onClose
    capacity = options.blockSize
    buffer = .allocate(capacity: capacity)
    fields = .allocate(capacity: fieldCapacity)
  }

  deinit {
    buffer.deallocate()
    decoded?.deallocate()
    fields.deallocate()
    onClose()
  }

  /// Opens a file; the error (line 0) is the system's reason.
  public static func open(
    path: String, options: Options = Options(), isCancelled: @escaping () -> Bool = { false }
  ) -> Result<CSVReader, FileError> {
    // open(2) would read the name only up to the NUL, and open another file.
    guard !path.utf8.contains(0) else {
      return .failure(FileError("the file name contains a NUL byte", line: 0))
    }
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(FileError(systemReason(errno), line: 0)) }
    let reader = CSVReader(options: options, isCancelled: isCancelled, onClose: { _ = Glibc.close(fd) }) {
      buffer in
      while true {
        let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
        if count >= 0 || errno != EINTR { return count < 0 ? -Int(errno) : count }
      }
    }
    return .success(reader)
  }

  /// Reads bytes already in memory (tests, the fuzzer); each read hands out at most a block.
  public convenience init(bytes: [UInt8], options: Options = Options()) {
    var offset = 0
    let blockSize = options.blockSize
    self.init(options: options, isCancelled: { false }) { buffer in
      let count = min(buffer.count, blockSize, bytes.count - offset)
      guard count > 0 else { return 0 }
      bytes.withUnsafeBytes {
        buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count)
      }
      offset += count
      return count
    }
  }

  static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }

  // MARK: Records

  /// Reads the next record; false at the end of the file. Its fields are valid until the next call.
  public func next() throws(FileError) -> Bool {
    while true {
      if !checkedByteOrderMark {
        if end - start < 3, !atEndOfFile {
          try refill()
          continue
        }
        checkedByteOrderMark = true
        if end - start >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF {
          start += 3
        }
      }
      if skipsLineFeed {
        if start == end, !atEndOfFile {
          try refill()
          continue
        }
        if start < end, buffer[start] == 0x0A { start += 1 }
        skipsLineFeed = false
      }
      if start == end {
        if atEndOfFile { return false }
        try refill()
        continue
      }
      switch try parseRecord() {
      case .record: return true
      case .skipped: continue
      case .incomplete: try refill()
      }
    }
  }

  /// A field's content, quotes removed and `""` read as one quote; valid until the next record.
  public func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    precondition(index >= 0 && index < count, "no field \(index) in a record of \(count)")
    let field = fields[index]
    if !field.doubledQuotes {
      return UnsafeBufferPointer(
        start: buffer + field.contentStart, count: field.contentEnd - field.contentStart)
    }
    if decoded == nil { decoded = .allocate(capacity: capacity) }
    let target = decoded! + field.contentStart
    var written = 0
    var index = field.contentStart
    while index < field.contentEnd {
      target[written] = buffer[index]
      written += 1
      index += buffer[index] == 0x22 ? 2 : 1
    }
    return UnsafeBufferPointer(start: target, count: written)
  }

  /// A field's content as text (the record has been checked to be UTF-8).
  public func string(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }

  private enum Outcome { case record, skipped, incomplete }

  /// Reads the record at `start` if the buffer holds all of it (else `.incomplete`, and the read
  /// position stays): fields, line breaks inside quotes, its end. Bytes past `longestRecord` are never
  /// looked at, so the errors found do not depend on how reads cut the file.
  private func parseRecord() throws(FileError) -> Outcome {
    let bytes = buffer
    let separator = options.separator
    let first = start
    let capped = end - first > options.longestRecord
    let stop = capped ? first + options.longestRecord + 1 : end
    recordStart = first
    line = nextLine
    count = 0
    /// Line breaks inside quoted fields so far, and where the current line starts.
    var breaks = 0
    var lineStart = first

    /// What running into `stop` means: past the limit an error, before the end of the file more
    /// to read (nil), at the end of the file the end of the record (true).
    func ranOut() throws(FileError) -> Bool? {
      if capped {
        let megabytes = options.longestRecord >> 20
        throw failure(
          "a record longer than \(megabytes) MiB; is a quote left open, or is this not a CSV file?",
          line: line, lineStart: first, position: first)
      }
      return atEndOfFile ? true : nil
    }

    if options.skipsComments {
      var index = first
      while index < stop, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      if index == stop {
        if try ranOut() == nil { return .incomplete }
      } else if bytes[index] == 0x23 {
        while index < stop, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        if index == stop {
          if try ranOut() == nil { return .incomplete }
          start = stop
          return .skipped
        }
        start = index + 1
        skipsLineFeed = bytes[index] == 0x0D
        nextLine += 1
        return .skipped
      }
    }

    var index = first
    while true {
      let fieldStart = index
      var blank = index
      // Blanks around a quoted field; a tab that separates fields is not one.
      while blank < stop, bytes[blank] == 0x20 || bytes[blank] == 0x09, bytes[blank] != separator {
        blank += 1
      }
      var after: Int  // just past the field (and the blanks after a closing quote)
      if blank < stop, bytes[blank] == 0x22 {
        let quote = blank
        let (quoteLine, quoteLineStart) = (line + breaks, lineStart)
        var doubled = false
        var cursor = quote + 1
        let contentEnd: Int
        while true {
          while cursor < stop {
            let byte = bytes[cursor]
            if byte == 0x22 || byte == 0x0A || byte == 0x0D { break }
            cursor += 1
          }
          if cursor == stop {
            guard try ranOut() != nil else { return .incomplete }
            throw failure(
              "the quote that starts this field is never closed", line: quoteLine, lineStart: quoteLineStart,
              position: quote)
          }
          let byte = bytes[cursor]
          if byte == 0x22 {
            if cursor + 1 == stop {
              guard try ranOut() != nil else { return .incomplete }
            } else if bytes[cursor + 1] == 0x22 {
              doubled = true
              cursor += 2
              continue
            }
            contentEnd = cursor
            cursor += 1
            break
          }
          // A line break inside the field: CR, LF, or the LF of a CRLF (no new line).
          if byte == 0x0D || bytes[cursor - 1] != 0x0D { breaks += 1 }
          cursor += 1
          lineStart = cursor
        }
        while cursor < stop, bytes[cursor] == 0x20 || bytes[cursor] == 0x09, bytes[cursor] != separator {
          cursor += 1
        }
        append(
          Field(
            start: fieldStart, contentStart: quote + 1, contentEnd: contentEnd, quoted: true,
            doubledQuotes: doubled))
        after = cursor
        if cursor < stop {
          let byte = bytes[cursor]
          if byte != separator, byte != 0x0A, byte != 0x0D {
            throw failure(
              "text after the closing quote of a field; a quoted field ends at its quote",
              line: line + breaks,
              lineStart: lineStart, position: cursor)
          }
        }
      } else {
        var cursor = blank
        while cursor < stop {
          let byte = bytes[cursor]
          if byte == separator || byte == 0x0A || byte == 0x0D || byte == 0x22 { break }
          cursor += 1
        }
        if cursor < stop, bytes[cursor] == 0x22 {
          throw failure(
            "a quote inside an unquoted field; put the whole field in double quotes and double the quote "
              + "(\"say \"\"hi\"\"\")", line: line + breaks, lineStart: lineStart, position: cursor)
        }
        append(
          Field(
            start: fieldStart, contentStart: fieldStart, contentEnd: cursor, quoted: false,
            doubledQuotes: false))
        after = cursor
      }
      if after == stop {
        guard try ranOut() != nil else { return .incomplete }
        return try finishRecord(end: stop, terminator: nil, breaks: breaks)
      }
      if bytes[after] == separator {
        index = after + 1
        continue
      }
      return try finishRecord(end: after, terminator: bytes[after], breaks: breaks)
    }
  }

  private func append(_ field: Field) {
    if count == fieldCapacity {
      let larger = UnsafeMutablePointer<Field>.allocate(capacity: fieldCapacity * 2)
      larger.moveInitialize(from: fields, count: count)
      fields.deallocate()
      fields = larger
      fieldCapacity *= 2
    }
    (fields + count).initialize(to: field)
    count += 1
  }

  /// The record's bytes end at `end` (before its line break, or at the end of the file).
  private func finishRecord(end recordEnd: Int, terminator: UInt8?, breaks: Int) throws(FileError) -> Outcome
  {
    self.recordEnd = recordEnd
    try checkUTF8(recordStart..<recordEnd)
    if let terminator {
      start = recordEnd + 1
      skipsLineFeed = terminator == 0x0D
      nextLine += breaks + 1
    } else {
      start = recordEnd
      nextLine += breaks
    }
    if count == 1 {
      let field = fields[0]
      var index = field.contentStart
      while index < field.contentEnd, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
      if index == field.contentEnd { return .skipped }
    }
    return .record
  }

  /// Bytes of the current record must be UTF-8: the error is at the first byte that is not.
  private func checkUTF8(_ range: Range<Int>) throws(FileError) {
    var index = range.lowerBound
    // ASCII eight bytes at a time, the rest checked properly.
    while index + 8 <= range.upperBound {
      let word = UnsafeRawPointer(buffer + index).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { break }
      index += 8
    }
    while index < range.upperBound, buffer[index] < 0x80 { index += 1 }
    if index == range.upperBound { return }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = UnsafeBufferPointer(start: buffer + index, count: range.upperBound - index).makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): index += scalar.count
      case .emptyInput: return
      case .error:
        let (line, lineStart) = place(of: index)
        let hint =
          options.notUTF8Hint.isEmpty
          ? "" : "; its byte 0x\(String(buffer[index], radix: 16, uppercase: true)) \(options.notUTF8Hint)"
        throw failure(
          "the file is not UTF-8 text here (calsh reads UTF-8, with or without a byte-order mark)" + hint,
          line: line,
          lineStart: lineStart, position: index)
      }
    }
  }

  /// Moves the unread bytes to the front and reads until the buffer holds at least a block more,
  /// or twice what is pending (so a long record is parsed again only a few times), or the file ends.
  private func refill() throws(FileError) {
    if isCancelled() { throw .interrupted }
    let pending = end - start
    if start > 0 {
      if pending > 0 { buffer.update(from: buffer + start, count: pending) }
      start = 0
      end = pending
    }
    try read(
      upTo: min(pending + max(options.blockSize, pending), options.longestRecord + 1 + options.blockSize))
  }

  /// Reads until the buffer holds `wanted` bytes or the file ends, growing it if need be; the
  /// bytes already there keep their positions.
  private func read(upTo wanted: Int) throws(FileError) {
    if wanted > capacity {
      // Doubling, but never past what the longest record needs.
      let grown = max(wanted, min(capacity * 2, options.longestRecord + 1 + options.blockSize))
      let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      larger.update(from: buffer, count: end)
      buffer.deallocate()
      buffer = larger
      capacity = grown
      decoded?.deallocate()
      decoded = nil
    }
    while end < wanted, !atEndOfFile {
      let count = source(UnsafeMutableRawBufferPointer(start: buffer + end, count: capacity - end))
      if count < 0 { throw FileError(CSVReader.systemReason(Int32(-count)), line: 0) }
      if count == 0 { atEndOfFile = true }
      end += count
    }
  }

  // MARK: Positions

  /// The physical line of a byte of the current record, and where that line starts.
  func place(of position: Int) -> (line: Int, lineStart: Int) {
    var line = self.line
    var lineStart = recordStart
    var index = recordStart
    while index < position {
      let byte = buffer[index]
      if byte == 0x0D || (byte == 0x0A && (index == recordStart || buffer[index - 1] != 0x0D)) { line += 1 }
      if byte == 0x0A || byte == 0x0D { lineStart = index + 1 }
      index += 1
    }
    return (line, lineStart)
  }

  /// An error at a byte of the buffer, with the text of its line.
  func failure(_ message: String, line: Int, lineStart: Int, position: Int, length: Int = 1) -> FileError {
    var lineEnd = lineStart
    // The line is shown up to a little past the problem (a megabyte of one line is not), read
    // that far if need be, so the text shown does not depend on where a read stopped.
    var shown = max(position + 60, lineStart + 120)
    if shown > end { try? read(upTo: shown) }
    shown = min(end, shown)
    while lineEnd < shown, buffer[lineEnd] != 0x0A, buffer[lineEnd] != 0x0D { lineEnd += 1 }
    let text = String(
      decoding: UnsafeBufferPointer(start: buffer + lineStart, count: lineEnd - lineStart), as: UTF8.self)
    return FileError(
      message, line: line, lineText: text, offset: max(0, position - lineStart),
      length: min(length, max(1, lineEnd - position)))
  }

  /// An error at a byte of the current record.
  func failure(_ message: String, at position: Int, length: Int = 1) -> FileError {
    let (line, lineStart) = place(of: position)
    return failure(message, line: line, lineStart: lineStart, position: position, length: length)
  }

  /// An error at a field of the current record: from its first non-blank byte (an opening quote)
  /// through its last on that line. Past the last field: at the record's last character.
  func failure(_ message: String, atField index: Int) -> FileError {
    guard index < count else { return failure(message, at: lastCharacter) }
    let (from, to) = span(of: index)
    var lineEnd = from
    while lineEnd < to, buffer[lineEnd] != 0x0A, buffer[lineEnd] != 0x0D { lineEnd += 1 }
    return failure(message, at: from, length: max(1, lineEnd - from))
  }

  /// An error about a whole line of the current record: the line holding `position`.
  func failure(_ message: String, lineAt position: Int, fromFirstNonBlank: Bool = false) -> FileError {
    let (line, lineStart) = place(of: position)
    var from = lineStart
    if fromFirstNonBlank {
      while from < end, buffer[from] == 0x20 || buffer[from] == 0x09 { from += 1 }
    }
    return failure(message, line: line, lineStart: lineStart, position: from, length: .max)
  }

  /// A field's bytes without the blanks around it: from an opening quote to its closing quote.
  func span(of index: Int) -> (from: Int, to: Int) {
    let field = fields[index]
    if field.quoted { return (field.contentStart - 1, field.contentEnd + 1) }
    var from = field.contentStart
    var to = field.contentEnd
    while from < to, buffer[from] == 0x20 || buffer[from] == 0x09 { from += 1 }
    while to > from, buffer[to - 1] == 0x20 || buffer[to - 1] == 0x09 { to -= 1 }
    if from == to { return (field.contentStart, field.contentStart) }
    return (from, to)
  }

  /// The position in the buffer of the byte a field's decoded content has at `offset`.
  func position(inField index: Int, decodedOffset offset: Int) -> Int {
    let field = fields[index]
    var position = field.contentStart
    var left = offset
    while left > 0, position < field.contentEnd {
      position += field.doubledQuotes && buffer[position] == 0x22 ? 2 : 1
      left -= 1
    }
    return position
  }

  /// The first byte of the current record's last character (a short record's error points there).
  private var lastCharacter: Int {
    var index = max(recordStart, recordEnd - 1)
    while index > recordStart, buffer[index] & 0xC0 == 0x80 { index -= 1 }
    return index
  }
}
