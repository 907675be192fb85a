import CalendarCore

/// How a file writes its dates, as `load … dateformat "%m/%d/%Y"` says, in strptime's words:
/// `%Y` a four-digit year, `%y` a two-digit one (69–99 are 1969–1999, 00–68 2000–2068, as POSIX
/// says), `%m` and `%d` a month and day of one or two digits, `%b` or `%B` an English month name
/// (Mar, March, any case), `%%` a percent sign; a space stands for any run of blanks and every
/// other character for itself. A `%m` or `%d` with another number beside it (`%Y%m%d`) takes
/// exactly two digits: `2025011` could be 2025-01-01 or 2025-01-11, and is an error.
public struct DateInputFormat: Sendable, Equatable {
  enum Part: Equatable, Sendable {
    case year, shortYear, month, monthName, day, blanks
    case literal(UInt8)
  }

  let parts: [Part]
  /// The parts that touch another number (`%Y%m%d`), which take all their digits.
  let touching: [Bool]
  /// The pattern as written.
  public let pattern: String

  /// Why a pattern is not a date format.
  public struct Problem: Error, Equatable, Sendable {
    public let message: String
  }

  public init(_ pattern: String) throws(Problem) {
    self.pattern = pattern
    var parts: [Part] = []
    let bytes = Array(pattern.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") {
        if parts.last != .blanks { parts.append(.blanks) }
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "%") else {
        parts.append(.literal(byte))
        index += 1
        continue
      }
      guard index + 1 < bytes.count else {
        throw Problem(message: "the date format \"\(pattern)\" ends in %; write %% for a percent sign")
      }
      switch bytes[index + 1] {
      case UInt8(ascii: "Y"): parts.append(.year)
      case UInt8(ascii: "y"): parts.append(.shortYear)
      case UInt8(ascii: "m"): parts.append(.month)
      case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"): parts.append(.monthName)
      case UInt8(ascii: "d"), UInt8(ascii: "e"): parts.append(.day)
      case UInt8(ascii: "%"): parts.append(.literal(UInt8(ascii: "%")))
      default:
        let directive = String(decoding: bytes[index..<min(bytes.count, index + 2)], as: UTF8.self)
        throw Problem(
          message: "the date format \"\(pattern)\" has \(directive), which is not a part of a date; "
            + "a date format knows %Y %y %m %d %b (a month's name) and %%")
      }
      index += 2
    }
    for (name, kinds) in [
      ("year (%Y or %y)", [Part.year, .shortYear]), ("month (%m or %b)", [.month, .monthName]),
      ("day (%d)", [.day]),
    ] {
      let count = parts.filter { kinds.contains($0) }.count
      if count != 1 {
        throw Problem(
          message: "the date format \"\(pattern)\" has \(count == 0 ? "no" : "more than one") \(name); "
            + "it needs one each of year, month and day, such as \"%m/%d/%Y\"")
      }
    }
    self.parts = parts
    func isNumber(_ index: Int) -> Bool {
      guard parts.indices.contains(index) else { return false }
      return [.year, .shortYear, .month, .day].contains(parts[index])
    }
    touching = parts.indices.map { isNumber($0) && (isNumber($0 - 1) || isNumber($0 + 1)) }
  }

  /// Why a field does not follow the format, for the message after "'…' is not a date written
  /// FORMAT": where it parts from the format and what the format has there (a dash where it has
  /// the month, a digit left over, too few digits where numbers run together). Nil if it follows.
  public func mismatch(_ field: UnsafeBufferPointer<UInt8>) -> String? {
    guard case .failure(let stop) = scan(field) else { return nil }
    let text = Array(field[stop.start..<stop.end])
    let rest = String(decoding: text[stop.offset...], as: UTF8.self)
    let before = String(decoding: text[..<stop.offset], as: UTF8.self)
    guard let part = stop.part else {
      if let time = TimeAfterDate(field) {
        return "it has a time of day after the date ('\(time.time)'); \(TimeAfterDate.advice)"
      }
      return "'\(rest)' is left over after \(before)"
    }
    if case .literal(let byte) = part {
      let wanted = String(decoding: [byte], as: UTF8.self)
      guard let found = rest.first else { return "it ends before the '\(wanted)' the format has next" }
      return "it has '\(found)' where the format has '\(wanted)'"
    }
    let numbers: [Part] = [.year, .shortYear, .month, .day]
    if numbers.contains(part), stop.digits > 0 || rest.isEmpty,
      let index = stop.partIndex, touching[index]
    {
      // `250101` under %Y%m%d: the year is short, not the month or day.
      if parts.contains(.year), let short = try? DateInputFormat(pattern.replacing("%Y", with: "%y")),
        case .success = short.read(field)
      {
        return "its year has two digits: a two-digit year is %y (dateformat \"\(short.pattern)\"; "
          + DateInputFormat.centuryRule + ")"
      }
      return "with nothing between them, %m and %d take two digits each (01, not 1)"
    }
    let name =
      switch part {
      case .year: "the year (%Y, four digits)"
      case .shortYear: "the year (%y, two digits)"
      case .month: "the month (%m)"
      case .monthName: "a month's name (%b)"
      case .day: "the day (%d)"
      default: "a space"
      }
    if part == .year, stop.digits == 2, rest.utf8.count == 2 {
      return "'\(rest.prefix(2))' is not \(name); a two-digit year is %y (\(DateInputFormat.centuryRule))"
    }
    if stop.digits > 0 { return "'\(rest.prefix(stop.digits))' is not \(name)" }
    if part == .monthName, let letter = rest.first, letter.isLetter {
      return "'\(rest.prefix(while: \.isLetter))' is not \(name): Jan or January, any case"
    }
    guard let found = rest.first else { return "it ends before \(name)" }
    return "it has '\(found)' where the format has \(name)"
  }

  /// How `%y` gives a century, said wherever a message suggests it.
  public static let centuryRule = "%y reads 69–99 as 1969–1999 and 00–68 as 2000–2068, as POSIX does"

  /// The formats a field written otherwise than YYYY-MM-DD, NN.NN.YYYY and NN/NN/YYYY fits, from
  /// those banks write most (`20250111` fits %Y%m%d, `11.01.25` %d.%m.%y), for a message.
  public static func suggestions(for field: UnsafeBufferPointer<UInt8>) -> [String] {
    suggested.filter { format in
      if case .success = format.read(field) { return true }
      return false
    }.map(\.pattern)
  }

  private static let suggested: [DateInputFormat] = [
    "%Y%m%d", "%Y-%m-%d", "%d.%m.%y", "%m/%d/%y", "%d/%m/%y", "%d-%m-%Y", "%m-%d-%Y", "%Y/%m/%d", "%Y.%m.%d",
    "%d %b %Y", "%b %d %Y", "%b %d, %Y", "%d-%b-%Y", "%d-%b-%y", "%d. %b %Y",
  ].compactMap { try? DateInputFormat($0) }

  /// The formats people write most, for messages.
  public static let monthFirst = "%m/%d/%Y"
  public static let dayFirst = "%d/%m/%Y"

  /// Reads a field (blanks around it allowed) as `reform` writes dates: the date, or why not (a
  /// field that does not follow the format is `.malformedDate`).
  public func read(_ field: UnsafeBufferPointer<UInt8>, reform: Reform = .proleptic) -> Result<
    CivilDate, CalendarError
  > {
    switch scan(field) {
    case .failure(let stop):
      return .failure(
        .malformedDate(
          String(decoding: UnsafeBufferPointer(rebasing: field[stop.start..<stop.end]), as: UTF8.self)))
    case .success(let (year, month, day)):
      do {
        return .success(try reform.date(year: year, month: month, day: day))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Where a field stops following the format: the field's bounds without blanks, the offset in
  /// them, the part expected there (nil: the date was whole and text is left) and the digits read.
  struct Stop: Error {
    let start: Int
    let end: Int
    let offset: Int
    let part: Part?
    let partIndex: Int?
    let digits: Int
  }

  /// The year, month and day numbers as the format places them, or where the field parts from it.
  private func scan(_ field: UnsafeBufferPointer<UInt8>) -> Result<(Int, Int, Int), Stop> {
    var index = 0
    var end = field.count
    while index < end, field[index] == 0x20 || field[index] == 0x09 { index += 1 }
    while end > index, field[end - 1] == 0x20 || field[end - 1] == 0x09 { end -= 1 }
    let start = index
    var year = 0
    var month = 0
    var day = 0
    var partStart = start
    var digits = 0
    func malformed(_ part: Part?, _ position: Int?) -> Result<(Int, Int, Int), Stop> {
      .failure(
        Stop(
          start: start, end: end, offset: partStart - start, part: part, partIndex: position, digits: digits))
    }
    /// Up to `most` digits, at least `least`.
    func number(least: Int, most: Int) -> Int? {
      var value = 0
      digits = 0
      while digits < most, index < end, field[index] >= 0x30, field[index] <= 0x39 {
        value = value * 10 + Int(field[index] - 0x30)
        index += 1
        digits += 1
      }
      return digits >= least ? value : nil
    }
    /// An English month name in any case: whole, or its first three letters or more (Mar,
    /// Sept), a point after them allowed.
    func monthName() -> Int? {
      let first = index
      while index < end, lowercaseLetter(field[index]) != nil { index += 1 }
      let count = index - first
      guard count >= 3 else { return nil }
      if index < end, field[index] == UInt8(ascii: ".") { index += 1 }
      names: for (number, name) in DateInputFormat.monthNames.enumerated() where count <= name.count {
        for offset in 0..<count where lowercaseLetter(field[first + offset]) != name[offset] {
          continue names
        }
        return number + 1
      }
      return nil
    }

    for (position, part) in parts.enumerated() {
      partStart = index
      digits = 0
      switch part {
      case .year:
        guard let value = number(least: 4, most: 4) else { return malformed(part, position) }
        year = value
      case .shortYear:
        guard let value = number(least: 2, most: 2) else { return malformed(part, position) }
        year = value < 69 ? 2000 + value : 1900 + value
      case .month:
        guard let value = number(least: touching[position] ? 2 : 1, most: 2) else {
          return malformed(part, position)
        }
        month = value
      case .day:
        guard let value = number(least: touching[position] ? 2 : 1, most: 2) else {
          return malformed(part, position)
        }
        day = value
      case .monthName:
        guard let value = monthName() else { return malformed(part, position) }
        month = value
      case .blanks:
        guard index < end, field[index] == 0x20 || field[index] == 0x09 else {
          return malformed(part, position)
        }
        while index < end, field[index] == 0x20 || field[index] == 0x09 { index += 1 }
      case .literal(let byte):
        guard index < end, field[index] == byte else { return malformed(part, position) }
        index += 1
      }
    }
    partStart = index
    digits = 0
    guard index == end else { return malformed(nil, nil) }
    return .success((year, month, day))
  }

  static let monthNames: [[UInt8]] = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ].map { Array($0.utf8) }
}

private func lowercaseLetter(_ byte: UInt8) -> UInt8? {
  if byte >= 0x61, byte <= 0x7A { return byte }
  if byte >= 0x41, byte <= 0x5A { return byte + 0x20 }
  return nil
}
