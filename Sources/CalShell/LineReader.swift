import Glibc

/// Reads a file descriptor a line at a time through a fixed buffer, so a script of any length is
/// run without holding it in memory. A reader made by `open` closes its file when it goes away.
public final class LineReader {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  // The reading state is touched for every line and only by this class's own methods, none of
  // which calls out while it holds an access, so the runtime's exclusivity checks (more work
  // than reading a line) are left out.
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  @exclusivity(unchecked) private var start = 0
  @exclusivity(unchecked) private var atEnd = false
  /// The last line ended with a CR: an LF right after it belongs to that line end.
  @exclusivity(unchecked) private var afterReturn = false
  /// Where the next LF and the next CR are, remembered so a file of CR-ended lines (which has
  /// no LF) or of LF-ended lines (no CR) is searched once, not once a line.
  @exclusivity(unchecked) private var lineFeeds = ByteSearch(UInt8(0x0A))
  @exclusivity(unchecked) private var returns = ByteSearch(UInt8(0x0D))
  /// True when reading stopped at a line longer than `maximumLineLength` (a binary file,
  /// `/dev/zero`): the input is not a script, and nothing more is read.
  @exclusivity(unchecked) public private(set) var lineWasTooLong = false
  public static let maximumLineLength = 1 << 20

  /// Why reading stopped early, if it did (`Is a directory`).
  public private(set) var readError: String?

  /// Reads an open descriptor (stdin) that stays open afterwards.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    ownsDescriptor = false
  }

  private init(owning descriptor: Int32) {
    self.descriptor = descriptor
    ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor { _ = Glibc.close(descriptor) }
  }

  /// Opens a file for reading; the error is the system's message (`No such file or directory`).
  public static func open(path: String) -> Result<LineReader, OpenError> {
    // open(2) would read the name only up to the NUL, and open another file.
    guard !path.utf8.contains(0) else {
      return .failure(OpenError(message: "the file name contains a NUL byte"))
    }
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(OpenError(message: String(cString: strerror(errno)))) }
    var info = stat()
    if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      Glibc.close(fd)
      return .failure(OpenError(message: String(cString: strerror(EISDIR))))
    }
    return .success(LineReader(owning: fd))
  }

  public struct OpenError: Error {
    public let message: String
  }

  /// The next line without its line break, or nil at the end of input.
  public func nextLine(beforeWaiting: () -> Void = {}) -> String? {
    guard let line = nextLineBytes(beforeWaiting: beforeWaiting) else { return nil }
    return buffer.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[line]), as: UTF8.self)
    }
  }

  /// The next line's bytes in the buffer, without its line break, or nil at the end of input.
  /// A line ends at LF, at CR LF or at a CR alone (old Mac files): all three read alike. No
  /// `String` is made: a batch runner reads them with `withLine`.
  public func nextLineBytes(beforeWaiting: () -> Void = {}) -> Range<Int>? {
    lineWasTooLong = false
    while true {
      // The LF of a CR LF whose CR ended the last line (it may come in a later read).
      if afterReturn, start < buffer.count {
        if buffer[start] == 0x0A { start += 1 }
        afterReturn = false
      }
      let (lineFeed, lineReturn) = buffer.withUnsafeBufferPointer { bytes in
        (lineFeeds.first(in: bytes, from: start), returns.first(in: bytes, from: start))
      }
      let lineEnd = lineReturn.map { min($0, lineFeed ?? $0) } ?? lineFeed
      // The limit holds for every line, however the reads happened to cut the input.
      if (lineEnd ?? buffer.count) - start > LineReader.maximumLineLength {
        lineWasTooLong = true
        atEnd = true
        buffer.removeAll()
        start = 0
        (lineFeeds, returns) = (ByteSearch(UInt8(0x0A)), ByteSearch(UInt8(0x0D)))
        return 0..<0
      }
      if let end = lineEnd {
        let line = start..<end
        start = end + 1
        afterReturn = buffer[end] == 0x0D
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = start..<buffer.count
        start = buffer.count
        return line
      }
      beforeWaiting()
      fill()
    }
  }

  /// Calls `body` with the bytes of a line `nextLineBytes` returned (valid until the next read).
  public func withLine<T>(_ line: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T
  {
    try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
  }

  private func fill() {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      lineFeeds.shift(by: start)
      returns.shift(by: start)
      start = 0
    }
    let chunk = 1 << 18
    let old = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    var count = 0
    repeat {
      count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + old, chunk) }
    } while count < 0 && errno == EINTR
    buffer.removeSubrange((old + max(0, count))...)
    if count < 0 { readError = String(cString: strerror(errno)) }
    if count <= 0 { atEnd = true }
  }
}

/// The first position of one byte in a growing buffer at or after a moving start, remembered
/// between calls: the bytes already searched are not searched again.
private struct ByteSearch {
  let byte: UInt8
  /// The position found, the first at or after the start it was searched from; nil when the
  /// bytes from that start up to `searchedTo` hold none.
  private var found: Int?
  private var searchedTo = 0

  init(_ byte: UInt8) { self.byte = byte }

  /// The first position of the byte at or after `start`, or nil when the buffer holds none.
  mutating func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    if let found, found >= start { return found }
    let from = found == nil ? max(start, searchedTo) : start
    searchedTo = bytes.count
    guard from < bytes.count, let base = bytes.baseAddress,
      let hit = memchr(base + from, Int32(byte), bytes.count - from)
    else {
      found = nil
      return nil
    }
    found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    return found
  }

  /// The buffer lost its first `count` bytes.
  mutating func shift(by count: Int) {
    found = found.map { $0 - count }
    searchedTo = max(0, searchedTo - count)
  }
}
