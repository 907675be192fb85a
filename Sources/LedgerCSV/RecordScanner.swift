/// Finds where CSV records end, so a file can be handed to the CSV library a block of whole
/// records at a time, and checks quoting as RFC 4180 asks (which the library passes silently):
/// a quote inside an unquoted field, text after a closing quote, a quote never closed.
/// It decodes nothing: the library turns each block into fields.
struct RecordScanner {
  enum State { case fieldStart, unquoted, quoted, quoteSeen }

  /// A quoting problem at a byte of the buffer being scanned.
  struct Problem: Error {
    let message: String
    let line: Int
    let position: Int
    let lineStart: Int
  }

  private(set) var state = State.fieldStart
  /// The physical line of the next byte.
  private(set) var line = 1
  /// Where the line of the next byte starts, in buffer positions.
  private(set) var lineStart = 0
  private var afterCR = false
  /// Whether that CR ended a record: once the next byte is known not to be LF, the block may be
  /// cut after it (a file of CR line ends has no LF to cut at).
  private var crEndedRecord = false
  /// Where the open quote of a quoted field is, for "never closed".
  private var quoteLine = 0
  private var quotePosition = 0
  private var quoteLineStart = 0

  /// The start (buffer position) and first line of each record ended so far, in order.
  private(set) var recordStarts: [Int] = [0]
  private(set) var recordLines: [Int] = [1]
  /// Just past the last LF that ended a record: a block may be cut there.
  private(set) var cut = 0

  /// Scans `bytes[from...]`, continuing from where the last call stopped.
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(Problem) {
    var index = start
    let end = bytes.count
    while index < end {
      let byte = bytes[index]
      if afterCR {
        afterCR = false
        if byte == 0x0A {  // the LF of a CRLF: no new line
          if state == .fieldStart, recordStarts.last == index {
            recordStarts[recordStarts.count - 1] = index + 1
          }
          lineStart = index + 1
          if state == .fieldStart { cut = index + 1 }
          crEndedRecord = false
          index += 1
          continue
        }
        if crEndedRecord { cut = index }
        crEndedRecord = false
      }
      switch state {
      case .quoted:
        if byte == 0x22 {
          state = .quoteSeen
        } else if byte == 0x0A || byte == 0x0D {
          newLine(at: index, cr: byte == 0x0D)
        }
      case .fieldStart, .unquoted, .quoteSeen:
        switch byte {
        case 0x2C: state = .fieldStart
        case 0x0A, 0x0D:
          state = .fieldStart
          newLine(at: index, cr: byte == 0x0D)
          recordStarts.append(index + 1)
          recordLines.append(line)
          if byte == 0x0A { cut = index + 1 } else { crEndedRecord = true }
        case 0x22:
          if state == .fieldStart {
            state = .quoted
            (quoteLine, quotePosition, quoteLineStart) = (line, index, lineStart)
          } else if state == .unquoted {
            throw Problem(
              message: "a quote inside an unquoted field; put the whole field in double quotes and "
                + "double the quote (\"say \"\"hi\"\"\")", line: line, position: index, lineStart: lineStart)
          } else {
            state = .quoted  // "" inside a quoted field: an escaped quote
          }
        default:
          if state == .quoteSeen {
            throw Problem(
              message: "text after the closing quote of a field; a quoted field ends at its quote",
              line: line, position: index, lineStart: lineStart)
          }
          state = .unquoted
        }
      }
      index += 1
    }
  }

  private mutating func newLine(at index: Int, cr: Bool) {
    line += 1
    lineStart = index + 1
    afterCR = cr
  }

  /// At the end of the file: a quoted field still open is an error at its quote.
  func finish() throws(Problem) {
    if state == .quoted {
      throw Problem(
        message: "the quote that starts this field is never closed", line: quoteLine,
        position: quotePosition, lineStart: quoteLineStart)
    }
  }

  /// The records that start before `end` (a cut, or the end of the file), forgotten here with
  /// every position moved back by `end`: the caller decodes them and drops their bytes.
  mutating func forgetBlock(upTo end: Int) -> (starts: ArraySlice<Int>, lines: ArraySlice<Int>) {
    cut = end
    let count = recordStarts.firstIndex { $0 >= cut } ?? recordStarts.count
    let block = (recordStarts[..<count], recordLines[..<count])
    recordStarts = recordStarts[count...].map { $0 - cut }
    recordLines = Array(recordLines[count...])
    lineStart -= cut
    quotePosition -= cut
    quoteLineStart -= cut
    cut = 0
    return block
  }
}
