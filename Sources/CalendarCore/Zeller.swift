/// Zeller's congruence, with every intermediate number, so that `zeller` and `explain weekday`
/// can show how the weekday falls out. For the Gregorian calendar
///
///   h = (q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + ⌊J / 4⌋ + 5J) mod 7,   0 = Saturday … 6 = Friday
///
/// and Zeller's form for the Julian calendar, every fourth year a leap year,
///
///   h = (q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + 5 + 6J) mod 7   (6J is −J mod 7).
///
/// January and February count as months 13 and 14 of the previous year.
public struct Zeller: Hashable, Sendable {
  /// The day of the month. [1, 31]
  public let q: Int
  /// The month, March = 3 … December = 12, January = 13, February = 14. [3, 14]
  public let m: Int
  /// The year the month is counted in: the year before for January and February. [0, 9999]
  public let year: Int
  /// The year of the century, year mod 100. [0, 99]
  public let K: Int
  /// The zero-based century, year / 100. [0, 99]
  public let J: Int
  /// ⌊13(m + 1) / 5⌋, the month's shift. [10, 39]
  public let monthTerm: Int
  /// The century terms: ⌊J / 4⌋ + 5J (Gregorian) or 5 + 6J (Julian). [0, 599]
  public let centuryTerm: Int
  /// q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + the century terms, before the reduction mod 7. [11, 792]
  public let sum: Int
  /// The date is a Julian calendar date (Zeller's Julian form).
  public let isJulian: Bool
  /// sum mod 7: 0 = Saturday, 1 = Sunday, …, 6 = Friday. [0, 6]
  public let h: Int

  /// The congruence for a Gregorian date.
  public init(_ date: CivilDate) {
    self.init(year: date.year, month: date.month, day: date.day, isJulian: false)
  }

  /// The congruence for the date written `year-month-day` (year 1…9999), in the Julian
  /// calendar when `isJulian`.
  public init(year: Int, month: Int, day: Int, isJulian: Bool) {
    q = day
    m = month <= 2 ? month + 12 : month
    self.year = month <= 2 ? year - 1 : year
    K = self.year % 100
    J = self.year / 100
    monthTerm = 13 * (m + 1) / 5
    centuryTerm = isJulian ? 5 + 6 * J : J / 4 + 5 * J
    self.isJulian = isJulian
    sum = q + monthTerm + K + K / 4 + centuryTerm
    h = sum % 7
  }

  /// The congruence for a date as a reform writes it (Zeller's Julian form before its switch).
  public init(_ date: CivilDate, reform: Reform) {
    let written = reform.label(dayCount: date.dayCount)
    self.init(year: written.year, month: written.month, day: written.day, isJulian: written.isJulian)
  }

  /// The formula, with letters: the Gregorian or the Julian form.
  public var formula: String {
    "h = (q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + " + (isJulian ? "5 + 6J" : "⌊J / 4⌋ + 5J") + ") mod 7"
  }

  /// The century terms with their numbers: `4 + 100` (Gregorian) or `5 + 60` (Julian).
  public var centuryTerms: String { isJulian ? "5 + \(6 * J)" : "\(J / 4) + \(5 * J)" }

  /// The weekday h stands for (Zeller counts from Saturday).
  public var weekday: Weekday { Weekday(rawValue: (h + 6) % 7)! }
}

extension CivilDate {
  /// The weekday worked out by Zeller's congruence, step by step.
  public var zeller: Zeller { Zeller(self) }
}
