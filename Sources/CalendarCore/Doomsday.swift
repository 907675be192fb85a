/// John Conway's Doomsday rule: the weekday of a date from numbers small enough to hold in the
/// head. Every year, 4/4, 6/6, 8/8, 10/10, 12/12, 5/9, 9/5, 7/11, 11/7, 14 March and the last day
/// of February fall on one weekday, the year's doomsday; the steps are kept for `explain`.
public struct Doomsday: Hashable, Sendable {
  public let date: CivilDate
  /// year ÷ 100. [0, 99]
  public let century: Int
  /// The century's doomsday: Tuesday for 2000–2099, then Sunday, Friday, Wednesday, repeating
  /// every 400 years: (2 + 5 × (century mod 4)) mod 7 days after Sunday.
  public let centuryAnchor: Weekday
  /// year mod 100. [0, 99]
  public let yearOfCentury: Int
  /// yearOfCentury ÷ 12: each 12 years move the doomsday by 12 + 3 leap days = 15 ≡ 1. [0, 8]
  public let dozens: Int
  /// yearOfCentury mod 12. [0, 11]
  public let remainder: Int
  /// remainder ÷ 4: the leap days in the remainder. [0, 2]
  public let leapDays: Int
  /// The year's doomsday: centuryAnchor advanced by dozens + remainder + leapDays.
  public let yearDoomsday: Weekday
  /// The day of the date's month that falls on the doomsday (3 or 4 in January, 28 or 29 in
  /// February, 14 in March, …). [3, 29]
  public let monthDoomsday: Int
  /// date.day − monthDoomsday. [-28, 28]
  public let offset: Int
  /// The answer: yearDoomsday advanced by offset.
  public let weekday: Weekday

  public init(_ date: CivilDate) {
    self.date = date
    century = date.year / 100
    centuryAnchor = Weekday.sunday.advanced(by: 2 + 5 * (century % 4))
    yearOfCentury = date.year % 100
    dozens = yearOfCentury / 12
    remainder = yearOfCentury % 12
    leapDays = remainder / 4
    yearDoomsday = centuryAnchor.advanced(by: dozens + remainder + leapDays)
    monthDoomsday = Doomsday.doomsdayDate(month: date.month, leapYear: Gregorian.isLeapYear(date.year))
    offset = date.day - monthDoomsday
    weekday = yearDoomsday.advanced(by: offset)
  }

  /// The day of `month` that is always a doomsday: 3 January (4 in a leap year), the last day of
  /// February, 14 March, then 4/4, 9/5, 6/6, 11/7, 8/8, 5/9, 10/10, 7/11, 12/12.
  public static func doomsdayDate(month: Int, leapYear: Bool) -> Int {
    switch month {
    case 1: return leapYear ? 4 : 3
    case 2: return leapYear ? 29 : 28
    case 3: return 14
    case 4: return 4
    case 5: return 9
    case 6: return 6
    case 7: return 11
    case 8: return 8
    case 9: return 5
    case 10: return 10
    case 11: return 7
    default: return 12
    }
  }
}
