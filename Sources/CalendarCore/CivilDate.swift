/// A date of the proleptic Gregorian calendar between 0001-01-01 and 9999-12-31.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Validates each part; the error says which part is wrong.
  public init(year: Int, month: Int, day: Int) throws(CalendarError) {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
    guard day >= 1, day <= Gregorian.daysIn(year: year, month: month) else {
      throw .dayOutOfRange(year: year, month: month, day: day)
    }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD` (four-digit year, two-digit month and day).
  public init(parsing text: String) throws(CalendarError) {
    let (year, month, day) = try CivilDate.parts(of: text)
    try self.init(year: year, month: month, day: day)
  }

  /// The year, month and day written `YYYY-MM-DD`, not yet checked to form a date.
  /// Read from the bytes (ASCII digits, hyphens at 4 and 7): start-up reads `--today` this way,
  /// and splitting into strings cost some 15 K instructions a date.
  static func parts(of text: String) throws(CalendarError) -> (year: Int, month: Int, day: Int) {
    guard text.utf8.count == 10 else { throw .malformedDate(text) }
    var numbers = (0, 0, 0)
    for (offset, byte) in text.utf8.enumerated() {
      if offset == 4 || offset == 7 {
        guard byte == UInt8(ascii: "-") else { throw .malformedDate(text) }
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw .malformedDate(text) }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch offset {
      case ..<4: numbers.0 = numbers.0 * 10 + digit
      case ..<7: numbers.1 = numbers.1 * 10 + digit
      default: numbers.2 = numbers.2 * 10 + digit
      }
    }
    return numbers
  }

  /// The date of a day count (days since 1970-01-01) inside `Gregorian.dayCounts`.
  public init(dayCount: Int) throws(CalendarError) {
    guard Gregorian.dayCounts.contains(dayCount) else { throw .dateOutOfRange }
    self.init(uncheckedDayCount: dayCount)
  }

  /// For parts already known to form a date in range.
  @inlinable
  public init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// For counts already known to be in range.
  @inlinable
  public init(uncheckedDayCount dayCount: Int) {
    let civil = civilFromDays(dayCount)
    self.year = civil.year
    self.month = civil.month
    self.day = civil.day
  }

  /// Days since 1970-01-01.
  public var dayCount: Int { daysFromCivil(year: year, month: month, day: day) }
  public var weekday: Weekday { Weekday(dayCount: dayCount) }
  public var yearMonth: YearMonth { YearMonth(uncheckedYear: year, month: month) }

  public static func < (a: CivilDate, b: CivilDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  /// `YYYY-MM-DD`.
  public var description: String { CivilDate.format(year: year, month: month, day: day) }

  /// A year of four digits, as prose writes one that stands alone: "the year 0001".
  public static func format(year: Int) -> String { pad(year, 4) }

  static func format(year: Int, month: Int, day: Int) -> String {
    guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
      return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
    return asciiText(count: 10) { text in
      writeDigits(year, 4, into: text, at: 0)
      text[4] = UInt8(ascii: "-")
      writeDigits(month, 2, into: text, at: 5)
      text[7] = UInt8(ascii: "-")
      writeDigits(day, 2, into: text, at: 8)
    }
  }
}

/// A short ASCII text of `count` bytes that `fill` writes in place: one small `String`, built
/// without concatenation (dates and weeks are printed by the million).
func asciiText(count: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> String {
  String(unsafeUninitializedCapacity: count) { text in
    fill(text)
    return count
  }
}

/// The `width` lowest decimal digits of `n` (0 ≤ n), zero-padded, at `text[start...]`.
func writeDigits(_ n: Int, _ width: Int, into text: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
  var value = n
  for position in stride(from: start + width - 1, through: start, by: -1) {
    text[position] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
    value /= 10
  }
}

func pad(_ n: Int, _ width: Int) -> String {
  let digits = String(n)
  return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
