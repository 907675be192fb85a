/// A calendar of 12 months a year read from a generated table of each month's first day
/// (Umm al-Qura, whose published months are mostly 29 or 30 days, but a few early ones 28 or
/// 31). A look-up is a division and a step or two.
public struct MonthStartTable: Sendable {
  /// The first year of the table.
  public let firstYear: Int
  /// The day count (days since 1970-01-01) of each month's first day, 12 a year, and one past
  /// the last month.
  let monthStarts: [Int32]

  init(firstYear: Int, monthStarts: [Int32]) {
    precondition(monthStarts.count % 12 == 1)
    self.firstYear = firstYear
    self.monthStarts = monthStarts
  }

  /// The years of the table.
  public var years: ClosedRange<Int> { firstYear...(firstYear + monthStarts.count / 12 - 1) }

  /// The first to the last day of the table.
  public var dayCounts: ClosedRange<Int> {
    Int(monthStarts[0])...(Int(monthStarts[monthStarts.count - 1]) - 1)
  }

  /// The days of `year`; `year` must be in `years`.
  public func daysIn(year: Int) -> Int {
    let index = (year - firstYear) * 12
    return Int(monthStarts[index + 12]) - Int(monthStarts[index])
  }

  /// The days of a month (1…12) of a year in `years`.
  public func daysIn(year: Int, month: Int) -> Int {
    let index = (year - firstYear) * 12 + month - 1
    return Int(monthStarts[index + 1]) - Int(monthStarts[index])
  }

  /// The day count of a date known to be in the table.
  public func dayCount(year: Int, month: Int, day: Int) -> Int {
    Int(monthStarts[(year - firstYear) * 12 + month - 1]) + day - 1
  }

  /// The date of a day count inside `dayCounts`.
  public func date(dayCount count: Int) -> (year: Int, month: Int, day: Int) {
    let months = monthStarts.count - 1
    let first = Int(monthStarts[0])
    var index = min((count - first) * months / (Int(monthStarts[months]) - first), months - 1)
    while index > 0, Int(monthStarts[index]) > count { index -= 1 }
    while Int(monthStarts[index + 1]) <= count { index += 1 }
    return (firstYear + index / 12, index % 12 + 1, count - Int(monthStarts[index]) + 1)
  }
}
