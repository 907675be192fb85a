// libFuzzer target: LineReader, the reader of scripts and stdin (and, until the history file
// has a pure parser, the only line reader of a file calsh takes as input), checked against a
// model of what it must return.
//
// Input: byte 0 picks how many bytes each read returns (1, 2, 3, 7, 64, 4093, 65535 or 65536),
// byte 1 how many times the rest is repeated (1 + (byte & 3), or 1 << (byte & 15) when the
// byte is 0xF0 or more; at most 2.5 MiB in all and 64 reads), so a few bytes of input make
// lines longer than the 1 MiB limit, and most inputs stay small and quick. The
// stream is fed through a pipe one chunk per read: the reader's `beforeWaiting` hook writes the
// next chunk just before each read, so reads split the stream exactly where the fuzzer says.
//
// The model: lines end at LF, at CR LF or at a CR alone (old Mac files), however the reads
// split a CR LF; a last line without a line end is still a line if it is not empty; bytes are
// decoded as UTF-8 with replacement. A line longer than `maximumLineLength` (its line end not
// counted) ends the input with `lineWasTooLong` (an empty line, then nil), however the reads
// split it.
import Glibc

private let chunkSizes = [1, 2, 3, 7, 64, 4093, 65_535, 65_536]
private let maximumStream = 5 << 19  // 2.5 MiB

private func fail(_ message: String) -> Never {
  fputs("fuzz check failed: LineReader disagrees with the model: \(message)\n", stderr)
  abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size >= 2 else { return 0 }
  let chunk = chunkSizes[Int(data[0] & 7)]
  let payload = UnsafeBufferPointer(start: data + 2, count: size - 2)
  let copies = data[1] < 0xF0 ? 1 + Int(data[1] & 3) : 1 << Int(data[1] & 15)
  let total = min(payload.count * copies, maximumStream, chunk * 64)
  var stream = [UInt8]()
  stream.reserveCapacity(total)
  stream += payload.prefix(total)
  while stream.count < total { stream += stream.prefix(total - stream.count) }  // doubling

  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { fatalError("pipe failed") }
  _ = fcntl(fds[1], 1031 /* F_SETPIPE_SZ */, Int32(1 << 17))
  defer { close(fds[0]) }
  var sent = 0
  var writerOpen = true
  let feed = {
    guard writerOpen else { return }
    guard sent < stream.count else {
      close(fds[1])
      writerOpen = false
      return
    }
    let count = min(chunk, stream.count - sent)
    let n = stream.withUnsafeBytes { write(fds[1], $0.baseAddress! + sent, count) }
    guard n == count else { fatalError("short write to the pipe") }
    sent += count
  }
  defer { if writerOpen { close(fds[1]) } }

  let reader = LineReader(descriptor: fds[0])
  let limit = LineReader.maximumLineLength
  var start = 0
  var number = 0
  // The first 2,000 lines are checked: enough for every way reads can split lines, and a
  // stream of 2.5 MiB of short lines stays quick.
  while number < 2000 {
    number += 1
    let line = reader.nextLine(beforeWaiting: feed)
    guard start < stream.count else {
      if let line { fail("line \(number): expected the end, got \(line.utf8.count) bytes") }
      break
    }
    let lineEnd = stream[start...].firstIndex { $0 == 0x0A || $0 == 0x0D }
    let end = lineEnd ?? stream.count
    let tooLong = end - start > limit
    if tooLong {
      guard line == "", reader.lineWasTooLong else {
        fail("line \(number) of \(end - start) bytes should be too long (read size \(chunk))")
      }
      guard reader.nextLine(beforeWaiting: feed) == nil else { fail("a line after a too-long line") }
      break
    }
    guard let line else { fail("line \(number): got the end, expected \(end - start) bytes") }
    if reader.lineWasTooLong { fail("line \(number) of \(end - start) bytes called too long") }
    let expected = String(decoding: stream[start..<end], as: UTF8.self)
    if line.utf8.count != expected.utf8.count || !line.utf8.elementsEqual(expected.utf8) {
      fail("line \(number): got \(line.utf8.count) bytes, expected \(expected.utf8.count)")
    }
    start = end + 1
    if end + 1 < stream.count, stream[end] == 0x0D, stream[end + 1] == 0x0A { start += 1 }
  }
  if let problem = reader.readError { fail("read error \(problem)") }
  return 0
}
