/// An observed calendar of 12 or 13 months of 29 or 30 days a year, read from a generated table
/// (Umm al-Qura, Chinese, Korean lunar): where each year starts and how long its months are.
/// A look-up is a division and at most 13 steps: no walk from the first year.
public struct LunisolarTable: Sendable {
  /// The first year of the table.
  public let firstYear: Int
  /// The day count (days since 1970-01-01) of each year's first day, and one past the last year.
  let starts: [Int32]
  /// One word per year: bits 0-12 the lengths of its months in order (set: 30 days, clear: 29;
  /// a leap month counted where it falls), bits 13-16 its leap month (0: none).
  let shapes: [UInt32]

  init(firstYear: Int, starts: [Int32], shapes: [UInt32]) {
    precondition(starts.count == shapes.count + 1)
    self.firstYear = firstYear
    self.starts = starts
    self.shapes = shapes
  }

  /// The years of the table.
  public var years: ClosedRange<Int> { firstYear...(firstYear + shapes.count - 1) }

  /// The day counts of the table: the first day of `firstYear` to the last day of its last year.
  public var dayCounts: ClosedRange<Int> { Int(starts[0])...(Int(starts[starts.count - 1]) - 1) }

  /// The leap month of `year` (the number of the month it follows), nil when it has none.
  public func leapMonth(in year: Int) -> Int? {
    let leap = Self.leapMonth(shapes[year - firstYear])
    return leap == 0 ? nil : leap
  }

  /// 12 or 13.
  public func monthsIn(year: Int) -> Int { leapMonth(in: year) == nil ? 12 : 13 }

  /// The number of days of a year of the table.
  public func daysIn(year: Int) -> Int {
    Int(starts[year - firstYear + 1]) - Int(starts[year - firstYear])
  }

  /// 29 or 30, or nil when `year` has no such month (a month outside 1…12, or a leap month of a
  /// number the year's leap month does not have). `year` must be in `years`.
  public func daysIn(year: Int, month: Int, isLeapMonth: Bool = false) -> Int? {
    guard (1...12).contains(month) else { return nil }
    let shape = shapes[year - firstYear]
    let leap = Self.leapMonth(shape)
    guard !isLeapMonth || leap == month else { return nil }
    return Self.length(shape, Self.position(month: month, isLeapMonth: isLeapMonth, leap: leap))
  }

  /// The day count of a date known to be in the table.
  public func dayCount(year: Int, month: Int, day: Int, isLeapMonth: Bool = false) -> Int {
    let shape = shapes[year - firstYear]
    let target = Self.position(month: month, isLeapMonth: isLeapMonth, leap: Self.leapMonth(shape))
    var count = Int(starts[year - firstYear])
    for position in 0..<target { count += Self.length(shape, position) }
    return count + day - 1
  }

  /// The date of a day count inside `dayCounts`.
  public func date(dayCount count: Int) -> (year: Int, month: Int, day: Int, isLeapMonth: Bool) {
    // The table's mean year puts the estimate at most a year off.
    let first = Int(starts[0])
    var index = min((count - first) * shapes.count / (Int(starts[shapes.count]) - first), shapes.count - 1)
    while index > 0, Int(starts[index]) > count { index -= 1 }
    while Int(starts[index + 1]) <= count { index += 1 }
    let shape = shapes[index]
    var offset = count - Int(starts[index])
    var position = 0
    while offset >= Self.length(shape, position) {
      offset -= Self.length(shape, position)
      position += 1
    }
    let leap = Self.leapMonth(shape)
    let month: Int
    let isLeap: Bool
    if leap == 0 || position < leap {
      (month, isLeap) = (position + 1, false)
    } else if position == leap {
      (month, isLeap) = (leap, true)
    } else {
      (month, isLeap) = (position, false)
    }
    return (firstYear + index, month, offset + 1, isLeap)
  }

  private static func leapMonth(_ shape: UInt32) -> Int { Int((shape >> 13) & 0xF) }
  private static func length(_ shape: UInt32, _ position: Int) -> Int {
    (shape >> UInt32(position)) & 1 == 1 ? 30 : 29
  }
  /// The place, from 0, of a month in its year's sequence of 12 or 13 months.
  private static func position(month: Int, isLeapMonth: Bool, leap: Int) -> Int {
    month - 1 + (leap != 0 && (month > leap || isLeapMonth) ? 1 : 0)
  }
}
