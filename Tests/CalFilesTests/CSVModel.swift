// A model of `CSVReader`: the whole input at once, a byte at a time through RFC 4180's states,
// with the reader's rules written out plainly (blanks around quotes, blank records, comments, the
// record limit, UTF-8, line numbers and the text an error shows). The unit tests run it over
// seeded inputs and the `csv` fuzz target (`scripts/fuzz`, which compiles this file into it) over
// arbitrary bytes: the reader must give the same records, or the same error.
import CalFiles

enum CSVModel {
  struct Failure: Equatable, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int
    var lineText: String

    var description: String { "\(line):\(column): \(message) [\(lineText.debugDescription)]" }
  }

  struct Outcome: Equatable, CustomStringConvertible {
    /// Each record's first line and its fields' bytes.
    var records: [(line: Int, fields: [[UInt8]])] = []
    var failure: Failure?

    static func == (a: Outcome, b: Outcome) -> Bool {
      a.failure == b.failure && a.records.count == b.records.count
        && zip(a.records, b.records).allSatisfy { $0.line == $1.line && $0.fields == $1.fields }
    }

    var description: String {
      let shown = records.suffix(3).map {
        "\($0.line): \($0.fields.map { String(decoding: $0, as: UTF8.self) })"
      }
      return "\(records.count) records (last: \(shown)), failure: \(failure?.description ?? "none")"
    }
  }

  static let quoteInside =
    "a quote inside an unquoted field; put the whole field in double quotes and double the quote "
    + "(\"say \"\"hi\"\"\")"
  static let textAfterQuote = "text after the closing quote of a field; a quoted field ends at its quote"
  static let neverClosed = "the quote that starts this field is never closed"
  static let notUTF8 =
    "the file is not UTF-8 text here (calsh reads UTF-8, with or without a byte-order mark)"
  static func tooLong(_ limit: Int) -> String {
    "a record longer than \(limit >> 20) MiB; is a quote left open, or is this not a CSV file?"
  }

  /// What the reader should make of `bytes`.
  static func expected(_ bytes: [UInt8], longestRecord: Int, skipsComments: Bool) -> Outcome {
    var outcome = Outcome()
    let n = bytes.count
    let origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

    func isBreak(_ i: Int) -> Bool { bytes[i] == 0x0A || bytes[i] == 0x0D }
    func isBlank(_ i: Int) -> Bool { bytes[i] == 0x20 || bytes[i] == 0x09 }
    /// Line and column of a position, counting CR, LF and CRLF each as one line break.
    func failure(_ message: String, at position: Int) -> Failure {
      var line = 1
      var lineStart = origin
      for i in origin..<position where isBreak(i) {
        if !(bytes[i] == 0x0A && i > origin && bytes[i - 1] == 0x0D) { line += 1 }
        lineStart = i + 1
      }
      var lineEnd = lineStart
      let shown = min(n, max(position + 60, lineStart + 120))
      while lineEnd < shown, !isBreak(lineEnd) { lineEnd += 1 }
      return Failure(
        message: message, line: line, column: position - lineStart + 1,
        lineText: String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
    }
    func lineOf(_ position: Int) -> Int { failure("", at: position).line }

    enum State { case fieldStart, leadingBlanks, unquoted, quoted, quoteSeen, afterQuote }
    var i = origin
    while i < n {
      let recordStart = i
      let stop = recordStart + longestRecord + 1  // a record reaching this is too long
      // A comment: blanks, `#`, up to the line break.
      if skipsComments {
        var j = i
        while j < n, isBlank(j) { j += 1 }
        if j < n, bytes[j] == 0x23 {
          while j < n, !isBreak(j) { j += 1 }
          if j >= stop {
            outcome.failure = failure(tooLong(longestRecord), at: recordStart)
            return outcome
          }
          i = j + 1
          if j < n, bytes[j] == 0x0D, i < n, bytes[i] == 0x0A { i += 1 }
          continue
        }
      }
      var state = State.fieldStart
      var fields: [[UInt8]] = []
      var field: [UInt8] = []
      var quoteAt = 0
      var problem: (message: String, at: Int, seenAt: Int)?
      var recordEnd = n
      var j = i
      scan: while j < n {
        let byte = bytes[j]
        switch state {
        case .fieldStart, .leadingBlanks:
          if byte == 0x20 || byte == 0x09 {
            state = .leadingBlanks
            field.append(byte)
          } else if byte == 0x22 {
            state = .quoted
            field = []
            quoteAt = j
          } else if byte == 0x2C || byte == 0x0A || byte == 0x0D {
            fields.append(field)
            field = []
            state = .fieldStart
            if byte != 0x2C {
              recordEnd = j
              break scan
            }
          } else {
            state = .unquoted
            field.append(byte)
          }
        case .unquoted:
          if byte == 0x22 {
            problem = (quoteInside, j, j)
            break scan
          } else if byte == 0x2C || byte == 0x0A || byte == 0x0D {
            fields.append(field)
            field = []
            state = .fieldStart
            if byte != 0x2C {
              recordEnd = j
              break scan
            }
          } else {
            field.append(byte)
          }
        case .quoted:
          if byte == 0x22 { state = .quoteSeen } else { field.append(byte) }
        case .quoteSeen:
          if byte == 0x22 {
            field.append(byte)
            state = .quoted
            break
          }
          state = .afterQuote
          fallthrough
        case .afterQuote:
          if byte == 0x20 || byte == 0x09 {
            break
          } else if byte == 0x2C || byte == 0x0A || byte == 0x0D {
            fields.append(field)
            field = []
            state = .fieldStart
            if byte != 0x2C {
              recordEnd = j
              break scan
            }
          } else {
            problem = (textAfterQuote, j, j)
            break scan
          }
        }
        j += 1
      }
      if problem == nil, j == n {
        // The end of the file ends the record (and its last field).
        if state == .quoted {
          problem = (neverClosed, quoteAt, n)
        } else {
          fields.append(field)
          recordEnd = n
        }
      }
      // Nothing at or past the limit is looked at: reaching it is the error.
      if let problem, problem.seenAt < stop {
        outcome.failure = failure(problem.message, at: problem.at)
        return outcome
      }
      if problem != nil || recordEnd >= stop {
        outcome.failure = failure(tooLong(longestRecord), at: recordStart)
        return outcome
      }
      if let bad = firstInvalidUTF8(bytes[recordStart..<recordEnd]) {
        outcome.failure = failure(notUTF8, at: bad)
        return outcome
      }
      let blank = fields.count == 1 && fields[0].allSatisfy { $0 == 0x20 || $0 == 0x09 }
      if !blank { outcome.records.append((lineOf(recordStart), fields)) }
      i = recordEnd + 1
      if recordEnd < n, bytes[recordEnd] == 0x0D, i < n, bytes[i] == 0x0A { i += 1 }
    }
    return outcome
  }

  /// The position of the first byte that does not start or continue a valid UTF-8 sequence.
  static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
    var position = bytes.startIndex
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): position += scalar.count
      case .emptyInput: return nil
      case .error: return position
      }
    }
  }

  /// What the reader makes of `bytes`.
  static func actual(_ bytes: [UInt8], options: CSVReader.Options) -> Outcome {
    var outcome = Outcome()
    let reader = CSVReader(bytes: bytes, options: options)
    do {
      while try reader.next() {
        outcome.records.append((reader.line, (0..<reader.count).map { Array(reader.field($0)) }))
      }
    } catch {
      outcome.failure = Failure(
        message: error.message, line: error.line, column: error.column, lineText: error.lineText)
    }
    return outcome
  }

  /// nil when the reader agrees with the model on `bytes`, else what differs.
  static func disagreement(_ bytes: [UInt8], options: CSVReader.Options) -> String? {
    let model = expected(bytes, longestRecord: options.longestRecord, skipsComments: options.skipsComments)
    let reader = actual(bytes, options: options)
    return model == reader ? nil : "model: \(model)\nreader: \(reader)"
  }
}
