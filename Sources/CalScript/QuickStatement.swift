import CalRender
import CalendarCore

/// Runs the simplest statements of a batch script straight from the line's bytes, with no token,
/// tree or `String`: a blank or comment line; `weekday` or `doy` of an expression; and a bare
/// expression. The expression is literals joined by `+` and `-`: dates (`2024-02-29`), whole
/// numbers and durations (`1 month`, `3d`, `1 year 2 months`). These make up most lines of a long
/// generated script (a million `weekday DATE` lines), which then run at a C tool's speed.
///
/// It answers only what it can answer exactly as the full path would: anything else — another
/// shape, a byte it does not expect, a value out of range, any error — returns false, and the
/// line goes through the lexer, parser and interpreter, which report every error as always.
enum QuickStatement {
  /// The line's value printed, or nothing for a blank line: true when handled here.
  static func run(_ line: UnsafeBufferPointer<UInt8>, in interpreter: Interpreter) -> Bool {
    var reader = ByteCursor(line)
    reader.skipBlanks()
    if reader.atEnd { return true }
    let command = reader.command()
    if command != .none {
      // A command name needs a blank before its argument (`weekday(…)`, `weekday==` differ).
      guard reader.skipBlanks() else { return false }
    }
    guard let value = reader.sum(monthEnd: interpreter.settings.monthEnd), reader.atEnd else { return false }
    let out = interpreter.output
    switch (command, value) {
    case (.weekday, .date(let date)):
      out.write(weekdayNames[date.weekday.rawValue])
    case (.doy, .date(let date)):
      out.write(decimal: date.dayOfYear)
    case (.none, .date(let date)):
      out.write(year: date.year, month: date.month, day: date.day)
    case (.none, .int(let n)):
      out.write(decimal: n)
    case (.none, .duration(let duration)):
      out.write(duration.description)
    default:
      return false
    }
    interpreter.outputEndsWithGrid = false
    out.newline()
    return true
  }

  enum Command { case none, weekday, doy }

  enum Value {
    case date(CivilDate)
    case int(Int)
    case duration(DateDuration)
  }

  private static let weekdayNames: [StaticString] = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
}

/// Reads the bytes of one line: the recogniser of `QuickStatement`. Every method gives up (nil or
/// false) on input it does not read exactly as the lexer and parser would.
private struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

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

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80 || isDigit(byte)
  }

  /// After a literal or a word: a blank, `+`, a comment or the end (anything else may be glued
  /// text the lexer reads otherwise: `2024-01-01-1`, `3..4`, `1/2`).
  private var atBoundary: Bool {
    guard index < bytes.count else { return true }
    let next = bytes[index]
    return next == 0x20 || next == 0x09 || next == UInt8(ascii: "#") || next == UInt8(ascii: "+")
  }

  /// The word at the cursor, when it is all of the bytes `word` (and not a longer word).
  private mutating func take(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let text = word.utf8Start
    for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
    if index + count < bytes.count, ByteCursor.isWordByte(bytes[index + count]) { return false }
    index += count
    return true
  }

  mutating func command() -> QuickStatement.Command {
    if take("weekday") { return .weekday }
    if take("doy") { return .doy }
    return .none
  }

  /// `term { ("+" | "-") term }`, evaluated left to right as `Arithmetic.apply` does.
  /// More operators than the parser's nesting limit are its error, not an answer.
  mutating func sum(monthEnd: MonthEnd) -> QuickStatement.Value? {
    guard var left = term() else { return nil }
    var operators = 0
    while true {
      skipBlanks()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
        return left
      }
      operators += 1
      guard operators <= Parser.maximumDepth else { return nil }
      let isPlus = bytes[index] == UInt8(ascii: "+")
      index += 1
      skipBlanks()
      guard let right = term(), let result = combine(left, right, plus: isPlus, monthEnd: monthEnd) else {
        return nil
      }
      left = result
    }
  }

  private func combine(
    _ left: QuickStatement.Value, _ right: QuickStatement.Value, plus: Bool, monthEnd: MonthEnd
  ) -> QuickStatement.Value? {
    do throws(CalendarError) {
      switch (left, right) {
      case (.date(let d), .duration(let x)):
        return .date(try d.adding(plus ? x : try x.negated(), monthEnd: monthEnd))
      case (.duration(let x), .date(let d)) where plus:
        return .date(try d.adding(x, monthEnd: monthEnd))
      case (.date(let d), .int(let n)):
        guard plus || n != .min else { return nil }
        return .date(try d.adding(days: plus ? n : -n))
      case (.int(let n), .date(let d)) where plus:
        return .date(try d.adding(days: n))
      case (.date(let a), .date(let b)) where !plus:
        return .duration(DateDuration(days: a.days(since: b)))
      case (.duration(let a), .duration(let b)):
        return .duration(try a.adding(plus ? b : try b.negated()))
      case (.int(let a), .int(let b)):
        let (result, overflow) = plus ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        return overflow ? nil : .int(result)
      default:
        return nil
      }
    } catch {
      return nil
    }
  }

  /// A date, a whole number, or a duration of one or more `NUMBER UNIT` parts.
  private mutating func term() -> QuickStatement.Value? {
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
        guard index < bytes.count, bytes[index] | 0x20 &- UInt8(ascii: "a") < 26 else {
          // A plain number: it ends the duration before it, or stands alone.
          index = afterNumber
          if parts > 0 {
            index = start
            break
          }
          return .int(amount)
        }
      }
      guard let unit = unit(), atBoundary else { return nil }
      do throws(CalendarError) {
        total = try total.adding(try unit.multiplied(by: amount))
      } catch {
        return nil
      }
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

  /// `YYYY-MM-DD` exactly, a valid date, not glued to more text.
  private mutating func date() -> CivilDate? {
    guard index + 10 <= bytes.count, bytes[index + 4] == UInt8(ascii: "-"),
      bytes[index + 7] == UInt8(ascii: "-")
    else { return nil }
    var year = 0
    for offset in [0, 1, 2, 3] {
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

  /// A unit word, lower case, as the parser reads it after a number: `d`, `days`, `mo` …
  private mutating func unit() -> DateDuration? {
    if take("days") || take("day") || take("d") { return DateDuration(days: 1) }
    if take("weeks") || take("week") || take("w") { return DateDuration(days: 7) }
    if take("months") || take("month") || take("mo") { return DateDuration(months: 1) }
    if take("years") || take("year") || take("y") { return DateDuration(years: 1) }
    return nil
  }
}
