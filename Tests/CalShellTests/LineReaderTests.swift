import Glibc
import TestSupport
import Testing

@testable import CalShell

/// The line limit is exact: a line of more than `maximumLineLength` bytes ends the input however
/// the reads cut it (256 KiB reads let lines up to ~1.25 MiB through when the LF came in the
/// same read).
struct LineReaderTests {
  /// The lines `LineReader` returns for a file holding `bytes`, and whether it stopped at a long one.
  func lines(of bytes: [UInt8]) -> (lines: [Int], tooLong: Bool) {
    let path = "/tmp/calsh-lines-\(getpid()).txt"
    let file = fopen(path, "wb")!
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    defer { unlink(path) }
    guard case .success(let reader) = LineReader.open(path: path) else { return ([], false) }
    var counts: [Int] = []
    while let line = reader.nextLineBytes() {
      if reader.lineWasTooLong { return (counts, true) }
      counts.append(line.count)
    }
    return (counts, false)
  }

  @Test func aLineOverTheLimitStopsTheInputWhereverTheReadsEnd() {
    let limit = LineReader.maximumLineLength
    let first = Array("weekday 2024-01-01\n".utf8)
    for length in [limit - 1, limit, limit + 1, limit + 71_434, limit + 200_000] {
      let line = [UInt8](repeating: UInt8(ascii: "#"), count: length)
      let result = lines(of: first + line + Array("\nnext\n".utf8))
      if length > limit {
        #expect(result.tooLong, "a line of \(length) bytes")
        #expect(result.lines == [first.count - 1])
      } else {
        #expect(!result.tooLong, "a line of \(length) bytes")
        #expect(result.lines == [first.count - 1, length, 4])
      }
    }
    // A line end (LF, CR LF, CR) does not count, and a last line without one is held to the
    // limit too.
    #expect(!lines(of: [UInt8](repeating: 0x20, count: limit) + [0x0D, 0x0A]).tooLong)
    #expect(!lines(of: [UInt8](repeating: 0x20, count: limit) + [0x0D]).tooLong)
    #expect(lines(of: [UInt8](repeating: 0x20, count: limit + 1) + [0x0D, 0x0A]).tooLong)
    #expect(lines(of: first + [UInt8](repeating: 0x20, count: limit + 1)).tooLong)
    #expect(!lines(of: first + [UInt8](repeating: 0x20, count: limit)).tooLong)
  }

  /// The lines read from a pipe fed `chunks`, one read each.
  func lines(ofChunks chunks: [String]) -> [String] {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return [] }
    defer { close(fds[0]) }
    var pending = chunks[...]
    let feed = {
      guard let chunk = pending.popFirst() else {
        if fds[1] >= 0 { close(fds[1]) }
        fds[1] = -1
        return
      }
      _ = chunk.utf8CString.withUnsafeBufferPointer { write(fds[1], $0.baseAddress, $0.count - 1) }
    }
    let reader = LineReader(descriptor: fds[0])
    var lines: [String] = []
    while let line = reader.nextLine(beforeWaiting: feed) { lines.append(line) }
    if fds[1] >= 0 { close(fds[1]) }
    return lines
  }

  /// CR LF, a CR alone and LF each end one line, wherever the reads cut them.
  @Test func crLfAndCrLfEndLinesAlikeWhereverTheReadsEnd() {
    #expect(lines(ofChunks: ["a\rb\r\nc\nd\r"]) == ["a", "b", "c", "d"])
    #expect(lines(ofChunks: ["a\r", "\nb\r", "\r", "c"]) == ["a", "b", "", "c"])
    #expect(lines(ofChunks: ["\r\n\r\n", "\r"]) == ["", "", ""])
    #expect(lines(ofChunks: ["one\r", "\n", "two"]) == ["one", "two"])
    let many = (1...3000).map { "line \($0)" }
    #expect(lines(ofChunks: [many.joined(separator: "\r")]) == many)
  }

  /// Random streams of `a`, CR and LF cut into random reads agree with the model: a line ends
  /// at the first CR or LF, and an LF right after a CR belongs to it. (Few: each read costs a
  /// debug build milliseconds; the `lines` fuzz target checks the same model at length.)
  @Test func randomLineEndsMatchTheModel() {
    var random = SplitMix(seed: 17)
    for _ in 0..<25 {
      let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        [UInt8(ascii: "a"), 0x0D, 0x0A].randomElement(using: &random)!
      }
      // Cut as bytes, so a CR LF is often split between two reads.
      var chunks: [String] = []
      var rest = bytes[...]
      while !rest.isEmpty {
        let count = Int.random(in: 1...3, using: &random)
        chunks.append(String(decoding: rest.prefix(count), as: UTF8.self))
        rest = rest.dropFirst(count)
      }
      var expected: [String] = []
      var start = 0
      while start < bytes.count {
        let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
        expected.append(String(decoding: bytes[start..<end], as: UTF8.self))
        start = end + 1
        if end + 1 < bytes.count, bytes[end] == 0x0D, bytes[end + 1] == 0x0A { start += 1 }
      }
      #expect(lines(ofChunks: chunks) == expected, "\(chunks)")
    }
  }
}
