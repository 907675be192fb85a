import Ledger

/// An amount field of a ledger file as banks write it: `-1234.50`, `1,234.50`, `$12.50`,
/// `12,50 €` (with `decimal ","`), `EUR 12.50`, `(12.50)` and `12.50-` for negatives. The digits
/// are kept exactly (a `ParsedAmount`); thousands separators (the other of `.` and `,`, an
/// apostrophe, a space or a no-break space) must stand between groups of three digits, so a
/// misread decimal separator is an error rather than an amount 100 times too large.
enum AmountField {
  /// Reads the field (blanks around it allowed); the problem's offset is the field's first byte.
  static func read(_ text: UnsafeBufferPointer<UInt8>, decimalSeparator: UInt8) -> Result<
    ParsedAmount, ParsedAmount.Problem
  > {
    var scanner = AmountScanner(text: text, decimal: decimalSeparator)
    return scanner.read()
  }

  /// Whether a field is written as money, with either decimal separator: an amount with two
  /// decimals (`2,500.00`, `-4,80`), or one with a currency or in parentheses (`$5`, `(12)`).
  /// `load` looks for such a field when no column gives the amounts.
  static func looksLikeMoney(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    for decimal in [UInt8(ascii: "."), UInt8(ascii: ",")] {
      var scanner = AmountScanner(text: text, decimal: decimal)
      if case .success(let amount) = scanner.read(), amount.decimals == 2 || scanner.sawMoneyMark {
        return true
      }
    }
    return false
  }
}

private struct AmountScanner {
  let text: UnsafeBufferPointer<UInt8>
  let decimal: UInt8
  var index = 0
  var end: Int
  let start: Int
  /// A currency or parentheses were read: only money is written so.
  var sawMoneyMark = false

  init(text: UnsafeBufferPointer<UInt8>, decimal: UInt8) {
    self.text = text
    self.decimal = decimal
    var from = 0
    var to = text.count
    while from < to, text[from] == 0x20 || text[from] == 0x09 { from += 1 }
    while to > from, text[to - 1] == 0x20 || text[to - 1] == 0x09 { to -= 1 }
    index = from
    end = to
    start = from
  }

  mutating func read() -> Result<ParsedAmount, ParsedAmount.Problem> {
    var negative = false
    var signs = 0
    // (12.50): negative, the rest read inside the parentheses.
    if index < end, text[index] == UInt8(ascii: "("), text[end - 1] == UInt8(ascii: ")"), end - index > 2 {
      negative = true
      signs += 1
      index += 1
      end -= 1
      sawMoneyMark = true
      skipBlanks()
    }
    if readSign(&negative) { signs += 1 }
    let prefix = readCurrency()
    if prefix { skipBlanks() }
    if readSign(&negative) { signs += 1 }
    guard index < end, isDigit(text[index]) else { return .failure(notAnAmount()) }
    let number = readNumber()
    guard case .success(var amount) = number else { return number }
    // After the digits: a trailing minus and a currency, in either order.
    let afterDigits = index
    skipBlanks()
    if let width = minus(at: index) {
      negative = true
      signs += 1
      index += width
      skipBlanks()
    }
    if !prefix, readCurrency() {
      skipBlanks()
      if let width = minus(at: index) {
        negative = true
        signs += 1
        index += width
      }
    }
    guard index == end else {
      if afterDigits < end, text[afterDigits] == UInt8(ascii: ","), decimal == UInt8(ascii: ".") {
        return .failure(problem(Self.commaHint(text: fullField)))
      }
      return .failure(notAnAmount())
    }
    guard signs <= 1 else {
      return .failure(problem("'\(fullField)' has more than one sign; write one: -12.50, (12.50) or 12.50-"))
    }
    if negative { amount = ParsedAmount(units: -amount.units, decimals: amount.decimals) }
    return .success(amount)
  }

  static func commaHint(text: String) -> String {
    "'\(text)' is not an amount with a decimal point; for decimals after a comma (12,50) load the file with decimal \",\""
  }

  func problem(_ message: String, tooLong: Bool = false) -> ParsedAmount.Problem {
    ParsedAmount.Problem(message: message, offset: start, isTooLong: tooLong)
  }

  func notAnAmount() -> ParsedAmount.Problem {
    if let (lookAlike, _) = LookAlike.first(in: text) {
      return problem("'\(fullField)' is not an amount: \(lookAlike.message)")
    }
    return problem(
      "'\(fullField)' is not an amount: write a number such as -1,234.50, $12.50, (12.50) or 12.50-")
  }

  /// The field as written, parentheses included.
  var fullField: String {
    var to = text.count
    while to > start, text[to - 1] == 0x20 || text[to - 1] == 0x09 { to -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: text[start..<to]), as: UTF8.self)
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  mutating func skipBlanks() {
    while index < end, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    // A no-break space (U+00A0) or narrow no-break space (U+202F) between currency and digits.
    while let width = noBreakSpace(at: index) { index += width }
  }

  func noBreakSpace(at position: Int) -> Int? {
    if position + 1 < end, text[position] == 0xC2, text[position + 1] == 0xA0 { return 2 }
    if position + 2 < end, text[position] == 0xE2, text[position + 1] == 0x80, text[position + 2] == 0xAF {
      return 3
    }
    return nil
  }

  mutating func readSign(_ negative: inout Bool) -> Bool {
    guard index < end else { return false }
    if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      negative = text[index] == UInt8(ascii: "-") || negative
      index += 1
      skipBlanks()
      return true
    }
    if let width = minus(at: index) {
      negative = true
      index += width
      skipBlanks()
      return true
    }
    return false
  }

  /// The byte count of a minus at `position`: `-`, or U+2212 MINUS SIGN (before or after the digits alike).
  func minus(at position: Int) -> Int? {
    guard position < end else { return nil }
    if text[position] == UInt8(ascii: "-") { return 1 }
    if position + 2 < end, text[position] == 0xE2, text[position + 1] == 0x88, text[position + 2] == 0x92 {
      return 3
    }
    return nil
  }

  /// A currency: a code of three capital letters (EUR, USD), or a currency symbol ($ € £ ¥ ₹ …)
  /// with up to three letters before it (US$, R$, CHF is a code).
  mutating func readCurrency() -> Bool {
    var cursor = index
    var letters = 0
    while cursor < end, letters < 3,
      (0x41...0x5A).contains(text[cursor]) || (0x61...0x7A).contains(text[cursor])
    {
      cursor += 1
      letters += 1
    }
    if let width = currencySymbol(at: cursor) {
      index = cursor + width
      sawMoneyMark = true
      return true
    }
    if letters == 3, (index..<cursor).allSatisfy({ (0x41...0x5A).contains(text[$0]) }) {
      index = cursor
      sawMoneyMark = true
      return true
    }
    return false
  }

  /// The byte count of a currency symbol (Unicode category Sc) at `position`.
  func currencySymbol(at position: Int) -> Int? {
    guard position < end else { return nil }
    let byte = text[position]
    if byte < 0x80 { return byte == UInt8(ascii: "$") ? 1 : nil }
    let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
    guard width > 0, position + width <= end else { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = UnsafeBufferPointer(rebasing: text[position..<position + width]).makeIterator()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
    let scalar = Unicode.UTF8.decode(encoded)
    return scalar.properties.generalCategory == .currencySymbol ? width : nil
  }

  /// Digits with thousands separators between groups of three, then the decimal separator and
  /// the decimals.
  mutating func readNumber() -> Result<ParsedAmount, ParsedAmount.Problem> {
    var magnitude: UInt64 = 0
    var digits = 0
    var decimals = 0
    var sawPoint = false
    var group = 0
    var grouped = false
    var firstGroup = 0
    while index < end {
      let byte = text[index]
      if isDigit(byte) {
        // Leading zeros carry no digits: 0.000000000000000001 is one digit at 18 decimals.
        if digits >= 18, magnitude > 0 || byte != 0x30 {
          return .failure(
            problem(
              "the amount has more than 18 digits; calsh keeps amounts exact to 18 digits", tooLong: true))
        }
        magnitude = magnitude * 10 + UInt64(byte - 0x30)
        if magnitude > 0 { digits += 1 }
        if sawPoint {
          decimals += 1
          if decimals > Money.maximumScale {
            return .failure(
              problem("the amount has more than 18 decimals; calsh keeps amounts exact to 18", tooLong: true))
          }
        } else {
          group += 1
        }
        index += 1
        continue
      }
      if sawPoint { break }
      if byte == decimal {
        guard index + 1 < end, isDigit(text[index + 1]) else { break }
        guard !grouped || group == 3 else { return .failure(badGrouping()) }
        sawPoint = true
        index += 1
        continue
      }
      let separator = groupSeparator(at: index)
      guard separator > 0, index + separator < end, isDigit(text[index + separator]) else { break }
      if grouped {
        guard group == 3 else { return .failure(badGrouping()) }
      } else {
        firstGroup = group
        guard firstGroup <= 3 else { return .failure(badGrouping()) }
        grouped = true
      }
      group = 0
      index += separator
    }
    if grouped, !sawPoint, group != 3 { return .failure(badGrouping()) }
    return .success(ParsedAmount(units: Int64(magnitude), decimals: decimals))
  }

  /// The width of a thousands separator at `position`, 0 if there is none: the other of `.` and `,`,
  /// an apostrophe (’ too), a space, a no-break space.
  func groupSeparator(at position: Int) -> Int {
    let byte = text[position]
    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") { return byte == decimal ? 0 : 1 }
    if byte == UInt8(ascii: "'") || byte == 0x20 { return 1 }
    if position + 2 < end, byte == 0xE2, text[position + 1] == 0x80, text[position + 2] == 0x99 { return 3 }
    return noBreakSpace(at: position) ?? 0
  }

  func badGrouping() -> ParsedAmount.Problem {
    let other = decimal == UInt8(ascii: ".") ? "," : "."
    let hint =
      decimal == UInt8(ascii: ".")
      ? "; for decimals after a comma (12,50) load the file with decimal \",\""
      : "; for decimals after a point (12.50) load the file without decimal \",\""
    return problem(
      "'\(fullField)' is not an amount: a thousands separator (\(other)) stands between groups of three digits"
        + hint)
  }
}
