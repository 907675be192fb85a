import Glibc
import Testing

@testable import CalScript

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
    // A CR before the LF counts, and a last line without LF is held to the limit too.
    #expect(lines(of: [UInt8](repeating: 0x20, count: limit) + [0x0D, 0x0A]).tooLong)
    #expect(lines(of: first + [UInt8](repeating: 0x20, count: limit + 1)).tooLong)
    #expect(!lines(of: first + [UInt8](repeating: 0x20, count: limit)).tooLong)
  }
}
