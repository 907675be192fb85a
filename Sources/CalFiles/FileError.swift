/// Why a file could not be loaded: a problem at a physical line and byte of the file, or with the
/// file itself (`line` 0: it cannot be opened or read, in the system's words).
public struct FileError: Error, Equatable, Sendable {
  public let message: String
  /// The physical line, counting every line break (also those inside quoted fields) from 1.
  public let line: Int
  /// That line's text, without its line break.
  public let lineText: String
  /// The byte offset and length of the problem within `lineText`.
  public let offset: Int
  public let length: Int

  public init(_ message: String, line: Int, lineText: String = "", offset: Int = 0, length: Int = 1) {
    self.message = message
    self.line = line
    self.lineText = lineText
    self.offset = offset
    self.length = max(1, length)
  }

  /// Reading stopped because the caller asked (Ctrl-C at the prompt).
  public static let interrupted = FileError("interrupted", line: 0)
  public var isInterrupted: Bool { self == .interrupted }

  /// The column as people count it: bytes of the line before the problem, plus one.
  public var column: Int { offset + 1 }
}
