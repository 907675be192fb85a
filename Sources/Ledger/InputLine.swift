import CalendarCore

/// What `read` makes of lines of input, one value a line (dates piped from `git log` or `find`,
/// numbers, names): the first line that is not blank sets the kind, and every later line must be
/// of it, so a bad line is an error at its place rather than a value of another kind.
public enum InputKind: Sendable, Equatable {
  /// `2025-03-05`, or any line when a date format is given (`read "%d/%m/%Y"`).
  case date
  /// `2025-03-05T14:30`, `2025-03-05 14:30:15`: a wall clock's date and time.
  case dateTime
  /// `42`, `-3`, `12.50`: a whole number or an exact decimal.
  case number
  /// Anything else: every line as it is written.
  case text

  /// The kind in a message: "cannot read … as a date".
  public var name: String {
    switch self {
    case .date: "a date"
    case .dateTime: "a date-time"
    case .number: "a number"
    case .text: "text"
    }
  }
}

/// One line's value.
public enum InputValue: Sendable, Equatable {
  case date(CivilDate)
  case dateTime(DateTime)
  case integer(Int)
  /// A number with decimals, exact (`12.50`).
  case decimal(Money)
  case text(String)
}

/// Why a line is not of the input's kind: the message, and the bytes of the line it is about.
public struct InputLineProblem: Error, Sendable, Equatable {
  public let message: String
  /// The line as written (without its line break), shown under the message.
  public let line: String
  public let offset: Int
  public let length: Int
}

/// Reads lines as `read` does: blanks around a value ignored, blank lines skipped (nil), the
/// kind taken from the first value (`InputKind`), dates as `reform` writes them or as `format`
/// says. A value type: one reader a pass over the input.
public struct InputLineReader: Sendable {
  public let format: DateInputFormat?
  public let reform: Reform
  /// The input's kind, once its first value is read (a format makes it dates from the start).
  public private(set) var kind: InputKind?
  /// No line read yet: a byte-order mark before the first is passed over.
  @usableFromInline var atStart = true

  public init(format: DateInputFormat? = nil, reform: Reform = .proleptic) {
    self.format = format
    self.reform = reform
    kind = format == nil ? nil : .date
  }

  /// The line's value (without its line break), nil for a blank line, or why it is not of the kind.
  @inlinable
  public mutating func read(_ line: UnsafeBufferPointer<UInt8>) -> Result<InputValue?, InputLineProblem> {
    // The common case first: an ISO date, alone on its line, in a list of dates.
    if kind == .date, format == nil, line.count == 10, let date = Self.isoDate(line, reform: reform) {
      return .success(.date(date))
    }
    return readSlowly(line)
  }

  @usableFromInline
  mutating func readSlowly(_ line: UnsafeBufferPointer<UInt8>) -> Result<InputValue?, InputLineProblem> {
    var start = 0
    var end = line.count
    if atStart {
      atStart = false
      if end >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF { start = 3 }
    }
    while start < end, Self.isBlank(line[start]) { start += 1 }
    while end > start, Self.isBlank(line[end - 1]) { end -= 1 }
    guard start < end else { return .success(nil) }
    let field = UnsafeBufferPointer(rebasing: line[start..<end])
    if let bad = Self.firstByteNotText(field) {
      return .failure(
        InputLineProblem(
          message: Self.notTextMessage(field, at: bad, atStart: kind == nil),
          line: String(decoding: line, as: UTF8.self),
          offset: start + bad, length: 1))
    }
    let kind = self.kind ?? Self.kind(of: field)
    self.kind = kind
    func problem(_ reason: String) -> Result<InputValue?, InputLineProblem> {
      // A long line is shown whole under the message; the message quotes its start.
      let whole = String(decoding: field, as: UTF8.self)
      let written = whole.count > 40 ? whole.prefix(40) + "…" : whole
      return .failure(
        InputLineProblem(
          message: "cannot read \"\(written)\" as \(kind.name): \(reason)",
          line: String(decoding: line, as: UTF8.self), offset: start, length: end - start))
    }
    switch kind {
    case .text:
      return .success(.text(String(decoding: field, as: UTF8.self)))
    case .date:
      if let format {
        switch format.read(field, reform: reform) {
        case .success(let date): return .success(.date(date))
        case .failure(let error):
          return problem(
            format.mismatch(field).map { "it is not written \(format.pattern): \($0)" } ?? error.message)
        }
      }
      guard field.count == 10, Self.isISODateShape(field) else {
        return problem("a date is written YYYY-MM-DD (or give its format: read \"%d/%m/%Y\")")
      }
      do {
        return .success(
          .date(
            try reform.date(
              year: Self.number(field, 0..<4), month: Self.number(field, 5..<7),
              day: Self.number(field, 8..<10))))
      } catch {
        return problem(error.message)
      }
    case .dateTime:
      guard let parts = Self.dateTimeParts(field) else {
        return problem("a date-time is written YYYY-MM-DDTHH:MM[:SS] (a space for the T is read too)")
      }
      do {
        let date = try reform.date(year: parts.year, month: parts.month, day: parts.day)
        let time = try TimeOfDay(hour: parts.hour, minute: parts.minute, second: parts.second)
        return .success(.dateTime(DateTime(date: date, time: time)))
      } catch let error as CalendarError {
        return problem(error.message)
      } catch let error as TimeError {
        return problem(error.message)
      } catch {
        return problem("\(error)")
      }
    case .number:
      switch ParsedAmount.parse(field) {
      case .success(let amount) where amount.decimals == 0:
        return .success(.integer(Int(amount.units)))
      case .success(let amount):
        return .success(.decimal(Money(units: Int128(amount.units), scale: amount.decimals)))
      case .failure(let error):
        return problem(error.message)
      }
    }
  }

  /// Where the bytes stop being UTF-8 text (a byte no UTF-8 sequence has, or a NUL), or nil.
  static func firstByteNotText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0 { return index }
        index += 1
        continue
      }
      // The second byte's range excludes overlong forms, surrogates and values past U+10FFFF.
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xE1...0xEF: length = 3
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      case 0xF1...0xF3: length = 4
      default: return index
      }
      guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
      for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return index }
      index += length
    }
    return nil
  }

  /// Why a line is not text, in the words `load` uses, naming the byte; `atStart`: before the
  /// first value, where FF FE (or FE FF) is UTF-16's byte-order mark rather than two bad bytes.
  static func notTextMessage(_ field: UnsafeBufferPointer<UInt8>, at index: Int, atStart: Bool = true)
    -> String
  {
    let byte = field[index]
    if atStart, index == 0, field.count >= 2,
      (byte, field[1]) == (0xFF, 0xFE) || (byte, field[1]) == (0xFE, 0xFF)
    {
      return "the input is UTF-16; calsh reads UTF-8: convert it (iconv -f UTF-16 -t UTF-8)"
    }
    if byte == 0 { return "a NUL byte: the input is not text (a binary file?)" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count == 1 ? "0" : "")\(hex) is not UTF-8; calsh reads UTF-8 (a file from Windows "
      + "or an older program is often Windows-1252: iconv -f cp1252 -t UTF-8)"
  }

  /// The kind a first value sets: a date, a date-time, a number, else text.
  static func kind(of field: UnsafeBufferPointer<UInt8>) -> InputKind {
    if field.count == 10, isISODateShape(field) { return .date }
    if dateTimeParts(field) != nil { return .dateTime }
    if case .success = ParsedAmount.parse(field), field.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
      !field.contains(UInt8(ascii: ","))
    {
      return .number
    }
    // Digits alone are a number even when too many for one (19 or more): an error, not text.
    if let last = field.last, last >= 0x30, last <= 0x39,
      field.dropFirst(field.first == UInt8(ascii: "-") ? 1 : 0).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    {
      return .number
    }
    return .text
  }

  /// `YYYY-MM-DD` read straight from its ten bytes; nil when it is not one (the slow path says why).
  @inlinable
  static func isoDate(_ line: UnsafeBufferPointer<UInt8>, reform: Reform) -> CivilDate? {
    guard isISODateShape(line) else { return nil }
    return try? reform.date(year: number(line, 0..<4), month: number(line, 5..<7), day: number(line, 8..<10))
  }

  @inlinable
  static func isISODateShape(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
    field.count >= 10 && field[4] == UInt8(ascii: "-") && field[7] == UInt8(ascii: "-")
      && isDigit(field[0]) && isDigit(field[1]) && isDigit(field[2]) && isDigit(field[3])
      && isDigit(field[5]) && isDigit(field[6]) && isDigit(field[8]) && isDigit(field[9])
  }

  @inlinable
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inlinable
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// The digits at `offsets` as a number (checked to be digits by the caller).
  @inlinable
  static func number(_ field: UnsafeBufferPointer<UInt8>, _ offsets: Range<Int>) -> Int {
    var value = 0
    for offset in offsets { value = value * 10 + Int(field[offset] &- 0x30) }
    return value
  }

  /// `YYYY-MM-DDTHH:MM[:SS]` (or a space for the `T`) taken apart; nil for any other shape.
  static func dateTimeParts(_ field: UnsafeBufferPointer<UInt8>)
    -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)?
  {
    guard field.count == 16 || field.count == 19, isISODateShape(field),
      field[10] == UInt8(ascii: "T") || field[10] == UInt8(ascii: " "), field[13] == UInt8(ascii: ":"),
      isDigit(field[11]), isDigit(field[12]), isDigit(field[14]), isDigit(field[15])
    else { return nil }
    var second = 0
    if field.count == 19 {
      guard field[16] == UInt8(ascii: ":"), isDigit(field[17]), isDigit(field[18]) else { return nil }
      second = number(field, 17..<19)
    }
    return (
      number(field, 0..<4), number(field, 5..<7), number(field, 8..<10), number(field, 11..<13),
      number(field, 14..<16), second
    )
  }
}
