import CalRender
import CalSyntax
import CalendarCore

extension Interpreter {
  /// Runs `line` (one line of a script, without its line end) when the quick path recognises it,
  /// and counts it in `quickPathHits`; returns false, having done nothing, when the line must go
  /// through the lexer, parser and interpreter. See `QuickStatement` for the shapes it takes.
  public func runOnQuickPath(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    runOnQuickPath(line, commands: QuickStatement.commands)
  }

  /// `runOnQuickPath` with the quick path's commands, which a batch runner fetches once rather
  /// than at every line (a global's check cost a twentieth of a quick line).
  package func runOnQuickPath(_ line: UnsafeBufferPointer<UInt8>, commands: QuickCommands) -> Bool {
    // When some dates are read and written as Julian ones, the parser reads them.
    guard settings.reform.isGregorianThroughout, QuickStatement.run(line, commands: commands, in: self) else {
      return false
    }
    quickPathHits += 1
    return true
  }
}

/// The quick path of a batch script: it recognises the simplest statements from the line's
/// bytes, with no token, tree or `String`, and hands their values to what every statement runs
/// through: `Arithmetic.apply`, the command's own `DateFunction`, `Printer.printLine`. It takes a
/// blank or comment line; `weekday`, `doy` or a calendar's command (`hebrew`) of a date, itself an operand (`weekday DATE + 1` is
/// `(weekday DATE) + 1`, as the parser binds a value command); a bare expression; and a wall time
/// converted from one zone to another (`QuickStatement+Zones.swift`). The
/// expression is literals joined by `+` and `-`: dates (`2024-02-29`), whole numbers and
/// durations (`1 month`, `3d`, `1 year 2 months`, units read by `DurationUnit`). These make up
/// most lines of a long generated script (a million `weekday DATE` lines), which then run at a
/// C tool's speed.
///
/// It takes a line only when the lexer and parser would read it as it does and its value comes
/// without error: anything else (another shape, a byte it does not expect, a value out of range,
/// any error) is refused with nothing printed, and the line goes through the lexer, parser and
/// interpreter, which report every error as always.
package enum QuickStatement {
  /// The line's value printed, or nothing for a blank line: true when handled here.
  static func run(_ line: UnsafeBufferPointer<UInt8>, commands: QuickCommands, in interpreter: Interpreter)
    -> Bool
  {
    var reader = ByteCursor(line, codes: interpreter.quickCodes)
    reader.skipBlanks()
    if reader.atEnd { return true }
    let command = reader.command(among: commands)
    let start = reader.index
    // A date-time starts with digits: asked only of a line without a command before them.
    if command == nil, startsDateTime(line, at: start) { return convert(line, from: start, in: interpreter) }
    guard let first = reader.literal() else { return false }
    guard reader.atOperator else {
      // A lone literal (the most common line): no arithmetic, and no `Value` to pass a command
      // (whose copies and destroys cost a tenth of such a line).
      reader.skipBlanks()
      guard reader.atEnd else { return false }
      guard let command else { return Printer.printLine(first.value, for: interpreter) }
      guard case .date(let date) = first, !warns(command, date, in: interpreter) else { return false }
      return command.withValue(of: date) { Printer.printLine($0, for: interpreter) }
    }
    // A command binds to its one argument, as a function does: `weekday 2024-01-01 + 1` is
    // `(weekday 2024-01-01) + 1`.
    var value: Value
    if let command {
      guard case .date(let date) = first, !warns(command, date, in: interpreter) else { return false }
      value = command.value(of: date)
    } else {
      value = first.value
    }
    // `term { ("+" | "-") term }`, left to right as the parser nests it. More operators than the
    // parser's nesting limit are its error, not an answer.
    var operators = 0
    while let op = reader.binaryOperator() {
      operators += 1
      guard operators <= Parser.maximumDepth, let right = reader.literal() else { return false }
      do {
        // The session's holidays go only to a count of workdays (whose calendar shares the
        // session's kept years): passing them to every sum cost a twentieth of such a line.
        if case .workdays = right {
          value = try Arithmetic.apply(
            op, value, right.value, monthEnd: interpreter.settings.monthEnd,
            holidays: interpreter.settings.holidays,
            at: SourceRange(offset: start, length: reader.index - start))
          continue
        }
        value = try Arithmetic.apply(
          op, value, right.value, monthEnd: interpreter.settings.monthEnd,
          at: SourceRange(offset: start, length: reader.index - start))
      } catch {
        return false
      }
    }
    guard reader.atEnd else { return false }
    return Printer.printLine(value, for: interpreter)
  }

  /// Whether the line may warn of a date before the locale's Gregorian reform: the interpreter
  /// says so (`Interpreter.warnIfBeforeReform`). (The year first: the settings are asked only
  /// of old dates.)
  @inline(__always)
  private static func warns(_ command: DateFunction, _ date: CivilDate, in interpreter: Interpreter) -> Bool {
    date.year < 1927 && command.warnsBeforeReform
      && date.dayCount < interpreter.preReformWarningsBefore
  }

  /// The commands a line may start with, each a command of one date (`Command.ofDate`), with
  /// their names packed as `ByteCursor.command` reads a word. `isoweek`, also of one date, is
  /// left to the general path, whose speed `scripts/bench` measures with it. The calendars'
  /// commands (`hebrew DATE`) are here too, but for `ummalqura`, whose name is longer than eight.
  package static let commands = QuickCommands(
    [MathCommands.weekday, DayNumberCommands.doy] + CalendarCommands.all.filter { $0.name.utf8.count <= 8 })
}

/// Commands by their names: each name's bytes packed into an integer, first byte lowest (as a
/// little-endian load of eight bytes of a line reads them), with a mask for its length. A word
/// is looked up by its first three bytes, which no two names share, in a table of 64 slots where
/// each name has a slot of its own (`multiplier` is sought until they do): one probe, not a
/// comparison with every name, so a line that starts with another command (`isoweek DATE`)
/// leaves the quick path at once. (With 32 slots, thirteen names took 673 multipliers, some
/// 64,000 instructions of every script's start-up; with 64 the first one does.)
package final class QuickCommands: Sendable {
  /// Per slot: a name (0 with a mask of all ones for an empty slot, which no word matches: a
  /// word starts with a letter), its mask, its length and what it gives for a date.
  let names: [UInt64]
  let masks: [UInt64]
  let lengths: [Int]
  let functions: [DateFunction]
  let multiplier: UInt64

  static let slotCount = 64

  init(_ commands: [Command]) {
    let packedNames = commands.map { command in
      precondition((3...8).contains(command.name.utf8.count), "a quick command's name has 3 to 8 bytes")
      var packed: UInt64 = 0
      for (position, byte) in command.name.utf8.enumerated() { packed |= UInt64(byte) << (8 * position) }
      return packed
    }
    // Odd multipliers in turn from the golden ratio's, until every name has a slot of its own.
    var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var attempts = 0
    while !QuickCommands.slotsDiffer(packedNames, multiplier) {
      attempts += 1
      precondition(attempts < 10_000, "two quick commands' names start with the same three bytes")
      multiplier &+= 0x2_0000_0002
    }
    self.multiplier = multiplier
    var names = [UInt64](repeating: 0, count: QuickCommands.slotCount)
    var masks = [UInt64](repeating: ~0, count: QuickCommands.slotCount)
    var lengths = [Int](repeating: 0, count: QuickCommands.slotCount)
    var functions = [DateFunction](repeating: .weekday, count: QuickCommands.slotCount)
    for (entry, packed) in packedNames.enumerated() {
      let slot = QuickCommands.slot(packed, multiplier)
      let length = commands[entry].name.utf8.count
      names[slot] = packed
      masks[slot] = length == 8 ? ~0 : (1 << (8 * length)) - 1
      lengths[slot] = length
      functions[slot] = commands[entry].ofDate!
    }
    (self.names, self.masks, self.lengths, self.functions) = (names, masks, lengths, functions)
  }

  /// Whether each name has a slot of its own. (The slots taken as bits of one integer: no table
  /// is made for each multiplier tried.)
  private static func slotsDiffer(_ names: [UInt64], _ multiplier: UInt64) -> Bool {
    var taken: UInt64 = 0
    for name in names {
      let bit: UInt64 = 1 << slot(name, multiplier)
      if taken & bit != 0 { return false }
      taken |= bit
    }
    return true
  }

  /// The slot of a word (its first eight bytes packed): from its first three, the product's top
  /// six bits (`slotCount` is 64).
  @inline(__always)
  static func slot(_ word: UInt64, _ multiplier: UInt64) -> Int {
    Int(truncatingIfNeeded: ((word & 0xFF_FFFF) &* multiplier) >> 58)
  }
}

/// The codes after the last `N workdays` the quick path read (`gb`, `gb de-by`), as bytes, and
/// the countries they resolved to: a script that names the same codes on every line resolves them
/// once (a `String`, a lookup among 1,500 codes and an array per line cost a fifth of such a line).
final class QuickCodes {
  var text: [UInt8] = []
  var countries: [Country] = []
}

/// A literal as the parser makes it: plain data until it becomes a `Value`.
private enum Literal {
  case date(CivilDate)
  case int(Int)
  case duration(DateDuration)
  /// `3 workdays gb`: a count of workdays and the countries named.
  case workdays(Int, [Country])

  var value: Value {
    switch self {
    case .date(let date): return .date(date)
    case .int(let n): return .int(n)
    case .duration(let duration): return .duration(duration)
    case .workdays(let n, let countries): return .workdays(n, countries)
    }
  }
}

/// Reads the bytes of one line: the recogniser of `QuickStatement`. Every method gives up (nil or
/// false) on input it does not read exactly as the lexer and parser would.
private struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// The session's last codes after `N workdays`, if the caller keeps them (the interpreter, which
  /// outlives the line: no reference counting on every line).
  unowned(unsafe) let codes: QuickCodes?

  init(_ bytes: UnsafeBufferPointer<UInt8>, codes: QuickCodes? = nil) {
    self.bytes = bytes
    self.codes = codes
  }

  /// At the end of the line, or at a comment that runs to its end.
  var atEnd: Bool { index >= bytes.count || bytes[index] == UInt8(ascii: "#") }

  private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

  /// Skips spaces and tabs; true when there was at least one.
  @discardableResult
  mutating func skipBlanks() -> Bool {
    let start = index
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index > start
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  /// A byte of a word as the lexer reads one (an identifier, or a unit glued to a number).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == UInt8(ascii: "_") || byte >= 0x80 || isDigit(byte)
  }

  /// After a literal or a word: a blank, `+`, a comment or the end (anything else may be glued
  /// text the lexer reads otherwise: `2024-01-01-1`, `3..4`, `1/2`).
  private var atBoundary: Bool {
    guard index < bytes.count else { return true }
    let next = bytes[index]
    return next == 0x20 || next == 0x09 || next == UInt8(ascii: "#") || next == UInt8(ascii: "+")
  }

  /// The word at the cursor when it is all ASCII letters (every unit's spelling is), read past;
  /// nil for any other word, which is no unit or needs `String` to be read as the parser does.
  private mutating func letters() -> UnsafeBufferPointer<UInt8>? {
    var end = index
    while end < bytes.count, ByteCursor.isLetter(bytes[end]) { end += 1 }
    guard end < bytes.count ? !ByteCursor.isWordByte(bytes[end]) : true else { return nil }
    defer { index = end }
    return UnsafeBufferPointer(rebasing: bytes[index..<end])
  }

  /// What a command the quick path takes (`QuickStatement.commands`) gives for a date, when the
  /// line starts with its name and a blank, read past with the blanks after it; else nil, the
  /// cursor kept.
  @inline(__always)
  mutating func command(among commands: QuickCommands) -> DateFunction? {
    guard index < bytes.count, ByteCursor.isLetter(bytes[index]) else { return nil }
    // The next eight bytes (zeros past the end), first byte lowest.
    var word: UInt64 = 0
    if index + 8 <= bytes.count {
      word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    } else {
      for position in index..<bytes.count { word |= UInt64(bytes[position]) &<< (8 * (position - index)) }
    }
    let slot = QuickCommands.slot(word, commands.multiplier)
    guard word & commands.masks[slot] == commands.names[slot] else { return nil }
    let end = index + commands.lengths[slot]
    // A name needs a blank before its argument (`weekday(…)`, `weekday==`, `weekdays` differ).
    guard end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 else { return nil }
    index = end
    skipBlanks()
    return commands.functions[slot]
  }

  /// Whether `+` or `-` follows, after optional blanks (the cursor kept).
  @inline(__always)
  var atOperator: Bool {
    var next = index
    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    return next < bytes.count && (bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-"))
  }

  /// `+` or `-` after optional blanks, and the blanks after it; nil (at the next byte that is not
  /// a blank) for anything else.
  mutating func binaryOperator() -> BinaryOperator? {
    skipBlanks()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
      return nil
    }
    let op: BinaryOperator = bytes[index] == UInt8(ascii: "+") ? .plus : .minus
    index += 1
    skipBlanks()
    return op
  }

  /// A date, a whole number, or a duration of one or more `NUMBER UNIT` parts, as the parser
  /// makes it from the lexer's tokens.
  mutating func literal() -> Literal? {
    guard index < bytes.count, ByteCursor.isDigit(bytes[index]) else { return nil }
    if let date = date() { return .date(date) }
    var total = DateDuration.zero
    var parts = 0
    while index < bytes.count, ByteCursor.isDigit(bytes[index]) {
      let start = index
      guard let amount = number() else { return nil }
      let glued = index < bytes.count && ByteCursor.isWordByte(bytes[index])
      if !glued {
        guard atBoundary else { return nil }
        let afterNumber = index
        skipBlanks()
        guard index < bytes.count, ByteCursor.isLetter(bytes[index]) else {
          // A plain number: it ends the duration before it, or stands alone.
          if parts > 0 {
            index = start
            break
          }
          index = afterNumber
          return .int(amount)
        }
      }
      guard let word = letters() else { return nil }
      if parts == 0, !glued, ByteCursor.spells(word, "workdays") || ByteCursor.spells(word, "workday") {
        return workdays(amount)
      }
      guard let unit = DurationUnit(spelling: word), atBoundary, let sum = try? unit.adding(amount, to: total)
      else { return nil }
      total = sum
      parts += 1
      let afterPart = index
      skipBlanks()
      if !(index < bytes.count && ByteCursor.isDigit(bytes[index])) {
        index = afterPart
        break
      }
    }
    return parts > 0 ? .duration(total) : nil
  }

  /// The codes after `N workdays` (`gb`, `gb-sct`, several by blanks), each a country calsh knows
  /// and no word of the language, as the parser's `workdays()` reads them; nil for anything else
  /// (a comma, a code with a space, an unknown word: the parser's to read or report).
  private mutating func workdays(_ count: Int) -> Literal? {
    guard atBoundary else { return nil }
    let codesStart = index
    if let codes, !codes.text.isEmpty, codesStart + codes.text.count <= bytes.count,
      codes.text.elementsEqual(bytes[codesStart..<codesStart + codes.text.count])
    {
      // The same codes as last time, if they end there as they did.
      index = codesStart + codes.text.count
      if atBoundary {
        let afterCodes = index
        skipBlanks()
        if index >= bytes.count || !ByteCursor.isLetter(bytes[index]) {
          index = afterCodes
          return .workdays(count, codes.countries)
        }
      }
      index = codesStart
    }
    var countries: [Country] = []
    while true {
      let afterLast = index
      skipBlanks()
      guard index < bytes.count, ByteCursor.isLetter(bytes[index]) else {
        index = afterLast
        break
      }
      let start = index
      while index < bytes.count, ByteCursor.isLetter(bytes[index]) { index += 1 }
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"),
        ByteCursor.isLetter(bytes[index + 1]) || ByteCursor.isDigit(bytes[index + 1])
      {
        index += 1
        while index < bytes.count, ByteCursor.isLetter(bytes[index]) || ByteCursor.isDigit(bytes[index]) {
          index += 1
        }
      }
      guard atBoundary else { return nil }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
      guard !ByteCursor.keywords.contains(where: { ByteCursor.spells(word, $0) }),
        let country = Country(code: String(decoding: word, as: UTF8.self))
      else { return nil }
      countries.append(country)
    }
    if let codes, !countries.isEmpty {
      codes.text = Array(bytes[codesStart..<index])
      codes.countries = countries
    }
    return .workdays(count, countries)
  }

  /// The words the lexer reads as keywords: never a country code here.
  private static let keywords: [StaticString] = [
    "and", "or", "not", "in", "let", "set", "load", "source", "holidays", "workday", "workdays",
  ]

  /// Whether `word` is exactly `text`.
  private static func spells(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    text.utf8CodeUnitCount == word.count
      && zip(word, UnsafeBufferPointer(start: text.utf8Start, count: word.count)).allSatisfy { $0 == $1 }
  }

  /// `YYYY-MM-DD` exactly, a valid date, not glued to more text.
  private mutating func date() -> CivilDate? {
    guard index + 10 <= bytes.count, bytes[index + 4] == UInt8(ascii: "-"),
      bytes[index + 7] == UInt8(ascii: "-")
    else { return nil }
    var year = 0
    for offset in 0..<4 {
      let digit = bytes[index + offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      year = year * 10 + Int(digit)
    }
    let m1 = bytes[index + 5] &- UInt8(ascii: "0")
    let m2 = bytes[index + 6] &- UInt8(ascii: "0")
    let d1 = bytes[index + 8] &- UInt8(ascii: "0")
    let d2 = bytes[index + 9] &- UInt8(ascii: "0")
    guard m1 < 10, m2 < 10, d1 < 10, d2 < 10 else { return nil }
    let saved = index
    index += 10
    guard atBoundary, let date = try? CivilDate(year: year, month: Int(m1 * 10 + m2), day: Int(d1 * 10 + d2))
    else {
      index = saved
      return nil
    }
    return date
  }

  /// Up to 18 digits (a longer number is the full path's "too large" error). Gives up on a
  /// number the lexer reads as part of a date or as a foreign date (`2024-01`, `23-02`, `1/2`).
  private mutating func number() -> Int? {
    var value = 0
    let start = index
    while index < bytes.count, ByteCursor.isDigit(bytes[index]) {
      guard index - start < 18 else { return nil }
      value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
      index += 1
    }
    let next = byte(index)
    guard next != UInt8(ascii: "-"), next != UInt8(ascii: "/"), next != UInt8(ascii: ".") else { return nil }
    return value
  }
}
