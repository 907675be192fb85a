/// An iCalendar file's content lines (RFC 5545 §3.1): physical lines joined where a line starts
/// with a space or tab (folding), CRLF, LF or lone CR line ends, a byte-order mark skipped. Each content
/// line remembers the physical lines it came from, so a problem is shown where it is in the file.
struct ICSContentLines {
  /// One content line, unfolded, without its line end: a line not folded is read where it is
  /// in the file (`fileOffset`, `length`), a folded one from `bytes`, its pieces joined.
  struct Line {
    var bytes: [UInt8] = []
    var length = 0
    /// The first physical line: its number and the file offset of its first byte.
    var line: Int
    var fileOffset: Int
    /// Where each continuation starts in `bytes` (its leading blank is not in `bytes`), empty
    /// for a line not folded.
    var folds: [(line: Int, fileOffset: Int, byteOffset: Int)] = []

    var pieces: [(line: Int, fileOffset: Int, byteOffset: Int)] { [(line, fileOffset, 0)] + folds }
  }

  let file: [UInt8]
  private(set) var lines: [Line] = []

  init(_ file: [UInt8]) {
    self.file = file
    var start = 0
    if file.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    var lineNumber = 0
    while start < file.count {
      lineNumber += 1
      var end = start
      while end < file.count, file[end] != 0x0A, file[end] != 0x0D { end += 1 }
      let contentEnd = end
      if end + 1 < file.count, file[end] == 0x0D, file[end + 1] == 0x0A { end += 1 }
      let isContinuation = contentEnd > start && (file[start] == 0x20 || file[start] == 0x09)
      if isContinuation, !lines.isEmpty {
        let last = lines.count - 1
        if lines[last].folds.isEmpty {
          let first = lines[last].fileOffset
          lines[last].bytes = Array(file[first..<first + lines[last].length])
        }
        lines[last].folds.append((lineNumber, start, lines[last].bytes.count - 1))
        lines[last].bytes.append(contentsOf: file[(start + 1)..<contentEnd])
      } else if contentEnd > start {
        lines.append(Line(length: contentEnd - start, line: lineNumber, fileOffset: start))
      }
      start = end + 1
    }
  }

  /// Calls `body` with the bytes of content line `index`, unfolded.
  func withBytes<R, E: Error>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E)
    -> R
  {
    let line = lines[index]
    let result: Result<R, E> =
      line.folds.isEmpty
      ? file.withUnsafeBufferPointer { whole in
        Result { () throws(E) -> R in
          try body(UnsafeBufferPointer(rebasing: whole[line.fileOffset..<line.fileOffset + line.length]))
        }
      }
      : line.bytes.withUnsafeBufferPointer { bytes in Result { () throws(E) -> R in try body(bytes) } }
    return try result.get()
  }

  /// The problem at `offset` (bytes into content line `index`) for `length` bytes, shown on the
  /// physical line that holds it.
  func failure(_ message: String, line index: Int, offset: Int = 0, length: Int = 1) -> FileError {
    let line = lines[index]
    let piece = line.pieces.last { $0.byteOffset <= offset } ?? line.pieces[0]
    let column = offset - piece.byteOffset
    var end = piece.fileOffset
    while end < file.count, file[end] != 0x0A, file[end] != 0x0D { end += 1 }
    let text = String(decoding: file[piece.fileOffset..<end], as: UTF8.self)
    let fit = max(1, min(length, end - piece.fileOffset - column))
    return FileError(message, line: piece.line, lineText: text, offset: column, length: fit)
  }
}
