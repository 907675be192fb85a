import CalRender
import CalSyntax

extension Interpreter {
  /// What became of a line run straight from its bytes.
  package enum LineOutcome { case succeeded, failed, needsMore, readAsText }

  /// Runs a line that starts a statement group straight from its bytes, parsed by `parser`
  /// (whose buffers every line reuses): the batch runner's general path. A line that leaves the
  /// group open (`needsMore`) or is not UTF-8 (`readAsText`) is not run; the runner reads it
  /// again as text. `source` makes the text an error is shown in, only when there is one.
  /// (Here, beside the parser and the statement loop, so the three are compiled together.)
  package func run(
    line: UnsafeBufferPointer<UInt8>, parser: inout Parser, source: () -> SourceText
  ) -> LineOutcome {
    // Bytes that are not UTF-8 become U+FFFD in the line's text, which moves every offset
    // after them: such a line is read as text, so its errors point where they always did.
    guard isValidUTF8(line) else { return .readAsText }
    // The parser's tokens of the line tell whether it needs the next (read once, not again by a
    // scanner, which reads groups of lines).
    parser.reset(line)
    if parser.lineNeedsMore { return .needsMore }
    return run(&parser, source: source) ? .succeeded : .failed
  }

  // A runner in another module reads and flushes through these: there the interpreter's
  // properties are accessed with a run-time check of exclusive access (`@exclusivity(unchecked)`
  // holds only in this module), which the optimizer hoisted into the loop: some 60
  // instructions a line.

  /// Set by `quit`, or when output failed: runners read no further statements.
  package var stopsReading: Bool { quitRequested }

  /// With `keepGoing`, an error ends its statement and the run goes on.
  package var keepsGoing: Bool { keepGoing }

  /// Writes what is waiting in the output (before a runner waits for input).
  package func flushOutput() { output.flush() }
}

/// True when the bytes are well-formed UTF-8 (checked only past the first non-ASCII byte, looked
/// for eight bytes at a time: a byte at a time cost a mixed script's line some 80 instructions).
private func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let start = bytes.baseAddress else { return true }
  let words = UnsafeRawPointer(start)
  var offset = 0
  while offset + 8 <= bytes.count {
    if words.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
    offset += 8
  }
  while offset < bytes.count {
    if bytes[offset] >= 0x80 { return String(validating: bytes, as: UTF8.self) != nil }
    offset += 1
  }
  return true
}
