/// A date of the Korean lunisolar calendar (음력) as KASI, the Korea Astronomy and Space Science
/// Institute, publishes it, for lunar years 1989–2050: every day from 1989-02-06 (lunar 1989-01-01)
/// to the last day of lunar 2050 (2051-02-10), which covers each day of 1990–2050.
///
/// The calendar comes from a table of one word per lunar year (`KoreanLunarTable.swift`): the
/// lengths of its months (29 or 30 days), its leap month if any, and the solar date of its new
/// year. `scripts/gen-kr-lunar-table` writes the table from the KASI data in the PyPI package
/// korean-lunar-calendar 0.4.0 and checks each month's first day against that package's converter.
public struct KoreanLunarDate: Hashable, Sendable, CustomStringConvertible {
  /// The lunar year.
  public let year: Int
  /// The lunar month, 1…12; a leap month (윤달) carries the number of the month it follows.
  public let month: Int
  /// The day of the lunar month, 1…30.
  public let day: Int
  /// Whether `month` is the leap month that follows the regular month of the same number.
  public let isLeapMonth: Bool

  /// The lunar years of the table.
  public static var years: ClosedRange<Int> { firstTableYear...(firstTableYear + table.count - 1) }

  /// Validates the date against the table. Errors: a year outside `years` is
  /// `holidaysOutOfRange(.kr, year:)`; a month outside 1…12, or a leap month in a year that has
  /// none of that number, is `monthOutOfRange`; a day beyond the month's 29 or 30 days is
  /// `dayOutOfRange`.
  public init(year: Int, month: Int, day: Int, isLeapMonth: Bool = false) throws(CalendarError) {
    guard KoreanLunarDate.years.contains(year) else { throw .holidaysOutOfRange(.kr, year: year) }
    guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
    guard let length = KoreanLunarDate.daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
    else { throw .monthOutOfRange(month) }
    guard (1...length).contains(day) else { throw .dayOutOfRange(year: year, month: month, day: day) }
    self.init(unchecked: year, month, day, isLeapMonth)
  }

  /// The lunar date of a solar (Gregorian) date; `dateOutOfRange` outside `civilDates`.
  public init(_ date: CivilDate) throws(CalendarError) {
    try self.init(dayCount: date.dayCount)
  }

  /// The lunar date of a day count (days since 1970-01-01); `dateOutOfRange` outside the table.
  public init(dayCount: Int) throws(CalendarError) {
    let table = KoreanLunarDate.table
    guard dayCount >= KoreanLunarDate.newYear(table[0]), dayCount < KoreanLunarDate.endOfTable
    else { throw .dateOutOfRange }
    // A lunar year has 353–385 days: start from an estimate and step to the right year.
    var index = min((dayCount - KoreanLunarDate.newYear(table[0])) / 366, table.count - 1)
    while index > 0, KoreanLunarDate.newYear(table[index]) > dayCount { index -= 1 }
    while index + 1 < table.count, KoreanLunarDate.newYear(table[index + 1]) <= dayCount { index += 1 }
    let word = table[index]
    let leap = KoreanLunarDate.leapMonth(word)
    var offset = dayCount - KoreanLunarDate.newYear(word)
    var position = 0
    while true {
      let length = KoreanLunarDate.length(word, position)
      if offset < length { break }
      offset -= length
      position += 1
    }
    let (month, isLeap) = KoreanLunarDate.month(atPosition: position, leap: leap)
    self.init(unchecked: KoreanLunarDate.firstTableYear + index, month, offset + 1, isLeap)
  }

  init(unchecked year: Int, _ month: Int, _ day: Int, _ isLeapMonth: Bool) {
    self.year = year
    self.month = month
    self.day = day
    self.isLeapMonth = isLeapMonth
  }

  /// Days since 1970-01-01.
  public var dayCount: Int {
    let word = KoreanLunarDate.table[year - KoreanLunarDate.firstTableYear]
    let target = KoreanLunarDate.position(
      month: month, isLeapMonth: isLeapMonth, leap: KoreanLunarDate.leapMonth(word))
    var count = KoreanLunarDate.newYear(word)
    for position in 0..<target { count += KoreanLunarDate.length(word, position) }
    return count + day - 1
  }

  /// The solar (Gregorian) date.
  public var civilDate: CivilDate { CivilDate(uncheckedDayCount: dayCount) }

  /// The solar dates the table covers: lunar 1989-01-01 to the last day of lunar 2050.
  public static var civilDates: ClosedRange<CivilDate> {
    CivilDate(uncheckedDayCount: newYear(table[0]))...CivilDate(uncheckedDayCount: endOfTable - 1)
  }

  /// The number of days (29 or 30) of a lunar month, or nil when the table does not have it
  /// (a year outside `years`, a month outside 1…12, a leap month the year does not have).
  public static func daysIn(year: Int, month: Int, isLeapMonth: Bool = false) -> Int? {
    guard years.contains(year), (1...12).contains(month) else { return nil }
    let word = table[year - firstTableYear]
    let leap = leapMonth(word)
    guard !isLeapMonth || leap == month else { return nil }
    return length(word, position(month: month, isLeapMonth: isLeapMonth, leap: leap))
  }

  /// The leap month of a lunar year (the number of the month it follows), nil when it has none
  /// or the year is outside `years`.
  public static func leapMonth(in year: Int) -> Int? {
    guard years.contains(year) else { return nil }
    let leap = leapMonth(table[year - firstTableYear])
    return leap == 0 ? nil : leap
  }

  /// The day count of the last day of lunar month 12 of `year` (the eve of the next lunar new
  /// year, 설날 전날), for a year inside `years`.
  static func lastDayOfYear(_ year: Int) -> Int {
    let word = table[year - firstTableYear]
    var count = newYear(word)
    for position in 0..<monthCount(word) { count += length(word, position) }
    return count - 1
  }

  /// `YYYY-MM-DD` of the lunar calendar, with `L` before the month of a leap month
  /// (`2023-L02-01`).
  public var description: String {
    pad(year, 4) + "-" + (isLeapMonth ? "L" : "") + pad(month, 2) + "-" + pad(day, 2)
  }

  // MARK: the packed table

  private static func newYear(_ word: UInt32) -> Int { Int(word >> 17) }
  private static func leapMonth(_ word: UInt32) -> Int { Int((word >> 13) & 0xF) }
  private static func monthCount(_ word: UInt32) -> Int { leapMonth(word) == 0 ? 12 : 13 }
  private static func length(_ word: UInt32, _ position: Int) -> Int {
    (word >> UInt32(position)) & 1 == 1 ? 30 : 29
  }
  /// The place, from 0, of a month in its year's sequence of 12 or 13 months.
  private static func position(month: Int, isLeapMonth: Bool, leap: Int) -> Int {
    month - 1 + (leap != 0 && (month > leap || isLeapMonth) ? 1 : 0)
  }
  private static func month(atPosition position: Int, leap: Int) -> (Int, Bool) {
    if leap == 0 || position < leap { return (position + 1, false) }
    if position == leap { return (leap, true) }
    return (position, false)
  }
  private static var endOfTable: Int { lastDayOfYear(firstTableYear + table.count - 1) + 1 }
}
