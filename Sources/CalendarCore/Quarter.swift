/// A quarter of a year, such as `2026-Q4` (October to December).
public struct Quarter: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int  // [1, 9999]
  /// 1 … 4.
  public let number: Int

  public init(year: Int, number: Int) throws(CalendarError) {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard (1...4).contains(number) else { throw .math(.quarterOutOfRange(number)) }
    self.year = year
    self.number = number
  }

  /// Parses `YYYY-Qn` (four-digit year, n = 1…4).
  public init(parsing text: String) throws(CalendarError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), bytes[5] == UInt8(ascii: "Q"),
      let year = decimal(bytes[0..<4]), let number = decimal(bytes[6..<7])
    else { throw .math(.malformedQuarter(text)) }
    try self.init(year: year, number: number)
  }

  public var firstMonth: YearMonth { YearMonth(uncheckedYear: year, month: 3 * number - 2) }
  public var lastMonth: YearMonth { YearMonth(uncheckedYear: year, month: 3 * number) }
  /// Its three months in order.
  public var months: [YearMonth] {
    (0..<3).map { YearMonth(uncheckedYear: year, month: 3 * number - 2 + $0) }
  }
  public var firstDay: CivilDate { firstMonth.firstDay }
  public var lastDay: CivilDate { lastMonth.lastDay }
  /// 90 … 92.
  public var numberOfDays: Int { lastDay.dayCount - firstDay.dayCount + 1 }

  public static func < (a: Quarter, b: Quarter) -> Bool { (a.year, a.number) < (b.year, b.number) }

  /// `YYYY-Qn`.
  public var description: String { pad(year, 4) + "-Q" + String(number) }
}

extension YearMonth {
  /// The quarter this month belongs to: 2026-11 is in 2026-Q4.
  public var quarter: Quarter { Quarter(uncheckedYear: year, number: (month + 2) / 3) }
}

extension CivilDate {
  /// The quarter this date belongs to: 2026-11-21 is in 2026-Q4.
  public var quarter: Quarter { yearMonth.quarter }
}

extension Quarter {
  init(uncheckedYear year: Int, number: Int) {
    self.year = year
    self.number = number
  }
}
