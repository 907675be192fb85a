import CalendarCore

extension Parser {
  /// Under a reform that writes dual years, a slip in an Old Style date (`1731/2-2-11`, a month
  /// `1731/2-02`) named as such, rather than as a date in another form or a division (the lexer,
  /// which knows no reform, stops at `1731/2`). The error spans the whole slip.
  func dualYearSlip(at range: SourceRange) -> ScriptError? {
    guard reform.writesDualYears else { return nil }
    let start = range.offset
    func digits(from position: Int) -> Int {
      var end = position
      while end < byteCount, bytes[end] &- UInt8(ascii: "0") < 10 { end += 1 }
      return end - position
    }
    let slash = start + 4
    guard digits(from: start) == 4, slash < byteCount, bytes[slash] == UInt8(ascii: "/") else { return nil }
    let newDigits = digits(from: slash + 1)
    guard (1...4).contains(newDigits) else { return nil }
    // The numbers after the years: `-M`, then perhaps `-D`, one or two digits each.
    var parts: [Int] = []
    var position = slash + 1 + newDigits
    while parts.count < 2, position + 1 < byteCount, bytes[position] == UInt8(ascii: "-") {
      let count = digits(from: position + 1)
      guard (1...2).contains(count) else { return nil }
      parts.append(Int(text(position + 1, position + 1 + count)) ?? 0)
      position += 1 + count
    }
    if position < byteCount, bytes[position] &- UInt8(ascii: "0") < 10 || isLetterOrDash(bytes[position]) {
      return nil
    }
    guard !parts.isEmpty, let old = Int(text(start, slash)),
      let year = OldStyleYear.newStyleYear(old: old, digits: text(slash + 1, slash + 1 + newDigits))
    else { return nil }
    let written = text(start, position)
    let years = text(start, slash + 1 + newDigits)
    let slip = SourceRange(offset: start, length: position - start)
    let month = parts[0]
    guard (1...12).contains(month) else { return nil }
    if parts.count == 1 {
      let plain = "\(year)-\(month < 10 ? "0" : "")\(month)"
      let day =
        OldStyleYear.isDual(year: year, month: month, day: 1)
        ? "; dual years are written on days, \(years)-\(plain.suffix(2))-01" : ""
      return .syntax(
        "'\(written)' is not a month: a month is written with its New Style year, \(plain)\(day)", at: slip)
    }
    let day = parts[1]
    guard (1...31).contains(day) else { return nil }
    let padded = "\(years)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    return .syntax(
      "'\(written)' is not a date; did you mean \(padded)? (months and days take two digits)", at: slip)
  }

  private func isLetterOrDash(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }
}
