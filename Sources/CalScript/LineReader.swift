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
      return .failure(OpenError(message: "it is a directory"))
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

  /// The next line's bytes in the buffer, without its line break (nor a `\r` before it), or nil
  /// at the end of input. No `String` is made: a batch runner reads them with `withLine`.
  public func nextLineBytes(beforeWaiting: () -> Void = {}) -> Range<Int>? {
    lineWasTooLong = false
    var scanned = start
    while true {
      let count = buffer.count
      let found: Int? = buffer.withUnsafeBufferPointer { bytes in
        guard scanned < count, let base = bytes.baseAddress,
          let hit = memchr(base + scanned, 0x0A, count - scanned)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      }
      // The limit holds for every line, however the reads happened to cut the input.
      if (found ?? buffer.count) - start > LineReader.maximumLineLength {
        lineWasTooLong = true
        atEnd = true
        buffer.removeAll()
        start = 0
        return 0..<0
      }
      if let newline = found {
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = start..<end
        start = newline + 1
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = start..<buffer.count
        start = buffer.count
        return line
      }
      scanned = buffer.count - start  // fill() moves the pending bytes to the front
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
