/// A span of source text: a UTF-8 byte offset and length. Line and column are worked out only
/// when a message is shown.
public struct SourceRange: Equatable, Sendable {
  public var offset: Int
  public var length: Int

  @inlinable
  public init(offset: Int, length: Int) {
    self.offset = offset
    self.length = length
  }

  @inlinable
  public var end: Int { offset + length }

  /// The smallest range that covers both.
  @inlinable
  public func through(_ other: SourceRange) -> SourceRange {
    let start = min(offset, other.offset)
    return SourceRange(offset: start, length: max(end, other.end) - start)
  }
}

/// Text that was lexed, with the name errors show (`script.cal`, `<command-line>`, `<stdin>`)
/// and the line it starts on when it is one chunk of a longer file.
public struct SourceText: Sendable {
  public let name: String
  public let text: String
  public let firstLine: Int
  /// The directory `source` resolves relative paths against; nil means the working directory.
  public let directory: String?
  /// Typed at the interactive prompt: errors show no file name, only the line and its caret.
  public let isTyped: Bool

  public init(name: String, text: String, firstLine: Int = 1, directory: String? = nil) {
    self.name = name
    self.text = text
    self.firstLine = firstLine
    self.directory = directory
    isTyped = false
  }

  /// What a person typed at the prompt (one statement, perhaps over several lines).
  public init(typed text: String) {
    name = "<prompt>"
    self.text = text
    firstLine = 1
    directory = nil
    isTyped = true
  }

  /// 1-based line and column (in Unicode scalars) of a byte offset, and that line's text.
  public func location(of offset: Int) -> (line: Int, column: Int, lineText: String) {
    let bytes = Array(text.utf8)
    let clamped = min(max(0, offset), bytes.count)
    var lineStart = 0
    var line = firstLine
    // Lines end at LF, CR LF or a CR alone, as the lexer reads them.
    for i in 0..<clamped where bytes[i] == 0x0A || bytes[i] == 0x0D {
      if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { continue }
      line += 1
      lineStart = i + 1
    }
    var lineEnd = lineStart
    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
    let prefix = String(decoding: bytes[lineStart..<clamped], as: UTF8.self)
    let lineText = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    return (line, prefix.unicodeScalars.count + 1, lineText)
  }
}
