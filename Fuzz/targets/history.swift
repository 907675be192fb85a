// libFuzzer target: the history file's format (Sources/CalShell/HistoryFile.swift, compiled into
// this target by scripts/fuzz): which entries a session recalls from the file's bytes, which
// bytes a trim writes, and the line an append writes, checked against a model.
//
// Input: byte 0 picks the limit (0…64, or 1000 when it is 0xF0 or more); the rest is the file.
//
// The model: lines end at LF, the last one perhaps without it; one CR at the end of a line is
// dropped (CRLF) and any other CR becomes a space, as an append writes it; empty lines are
// skipped; the newest `limit` lines are the entries, oldest first, decoded as UTF-8 with
// replacement. Checked besides: at most `limit` entries, none empty, none holding LF or CR;
// a trim writes exactly those lines, each ended by LF, with no CR; trimming again changes
// nothing; the trimmed file reads back as the same entries; an entry appended after the file
// (the input's last 40 bytes, decoded) is read back as the newest one.
import Glibc

private let lf: UInt8 = 0x0A
private let cr: UInt8 = 0x0D

private func fail(_ message: String) -> Never {
  fputs("fuzz check failed: history: \(message)\n", stderr)
  abort()
}

private func model(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [String] {
  var lines: [[UInt8]] = []
  var line: [UInt8] = []
  for byte in bytes {
    if byte == lf {
      lines.append(line)
      line = []
    } else {
      line.append(byte)
    }
  }
  lines.append(line)
  let entries = lines.map { line in
    var line = line
    if line.last == cr { line.removeLast() }
    return line.map { $0 == cr ? 0x20 : $0 }
  }.filter { !$0.isEmpty }
  return entries.suffix(limit).map { String(decoding: $0, as: UTF8.self) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size >= 1 else { return 0 }
  let limit = data[0] >= 0xF0 ? 1000 : Int(data[0]) % 65
  let file = UnsafeBufferPointer(start: data + 1, count: size - 1)

  let entries = HistoryFile.entries(in: file, limit: limit)
  if entries.count > limit { fail("\(entries.count) entries, limit \(limit)") }
  for (number, entry) in entries.enumerated() {
    if entry.isEmpty { fail("entry \(number) is empty") }
    if entry.utf8.contains(where: { $0 == lf || $0 == cr }) {
      fail("entry \(number) holds a line break: \(entry.debugDescription)")
    }
  }
  let expected = model(file, limit: limit)
  if entries != expected {
    fail("entries \(entries.debugDescription), the model \(expected.debugDescription)")
  }

  let bytes = Array(file)
  let trimmed = HistoryFile.trimmed(bytes, keeping: limit)
  if let last = trimmed.last, last != lf { fail("a trim leaves the last line unfinished") }
  if trimmed.contains(cr) { fail("a trim writes a CR") }
  let trimmedLines = trimmed.count { $0 == lf }
  if trimmedLines != entries.count {
    fail("a trim writes \(trimmedLines) lines for \(entries.count) entries")
  }
  if HistoryFile.entries(in: trimmed, limit: limit) != entries { fail("the trimmed file reads differently") }
  if HistoryFile.entries(in: trimmed, limit: .max) != entries { fail("a trim keeps more than the entries") }
  if HistoryFile.trimmed(trimmed, keeping: limit) != trimmed { fail("trimming twice changes the file") }

  // An append after the file (ending an unfinished last line first, as `append` does).
  let entry = String(decoding: file.suffix(40), as: UTF8.self)
  let line = HistoryFile.line(for: entry)
  if line.last != lf || line.dropLast().contains(where: { $0 == lf || $0 == cr }) {
    fail("the line for \(entry.debugDescription) is not one line")
  }
  let appended = bytes + (bytes.last.map { $0 == lf ? [] : [lf] } ?? []) + line
  let after = HistoryFile.entries(in: appended, limit: limit)
  if limit > 0, line.count > 1, after.last.map({ Array($0.utf8) }) != Array(line.dropLast()) {
    fail("the appended \(entry.debugDescription) reads back as \(after.last.debugDescription)")
  }
  if after.count > limit { fail("\(after.count) entries after an append, limit \(limit)") }
  return 0
}
