/// Zeller's congruence for the Gregorian calendar, with every intermediate number, so that
/// `zeller` and `explain weekday` can show how the weekday falls out:
///
///   h = (q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + ⌊J / 4⌋ + 5J) mod 7,   0 = Saturday … 6 = Friday
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
  /// q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + ⌊J / 4⌋ + 5J before the reduction mod 7. [11, 689]
  public let sum: Int
  /// sum mod 7: 0 = Saturday, 1 = Sunday, …, 6 = Friday. [0, 6]
  public let h: Int

  public init(_ date: CivilDate) {
    q = date.day
    m = date.month <= 2 ? date.month + 12 : date.month
    year = date.month <= 2 ? date.year - 1 : date.year
    K = year % 100
    J = year / 100
    monthTerm = 13 * (m + 1) / 5
    sum = q + monthTerm + K + K / 4 + J / 4 + 5 * J
    h = sum % 7
  }

  /// The weekday h stands for (Zeller counts from Saturday).
  public var weekday: Weekday { Weekday(rawValue: (h + 6) % 7)! }
}

extension CivilDate {
  /// The weekday worked out by Zeller's congruence, step by step.
  public var zeller: Zeller { Zeller(self) }
}
