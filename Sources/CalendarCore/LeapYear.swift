/// The facts behind a year's leap-year status, for `explain leap`: which divisibility rule of
/// the Gregorian calendar decided it. The explanation text belongs to the language.
public struct LeapYearFacts: Hashable, Sendable {
  /// The rule that decided, from the most specific divisor the year has.
  public enum Rule: Sendable, CaseIterable {
    /// Not divisible by 4: a common year (2023).
    case notDivisibleBy4
    /// Divisible by 4 but not by 100: a leap year (2024).
    case divisibleBy4
    /// Divisible by 100 but not by 400: a common year (1900).
    case divisibleBy100
    /// Divisible by 400: a leap year (2000).
    case divisibleBy400
  }

  public let year: Int  // [1, 9999]
  public let isDivisibleBy4: Bool
  public let isDivisibleBy100: Bool
  public let isDivisibleBy400: Bool

  public init(year: Int) throws(CalendarError) {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    self.year = year
    isDivisibleBy4 = year % 4 == 0
    isDivisibleBy100 = year % 100 == 0
    isDivisibleBy400 = year % 400 == 0
  }

  public var rule: Rule {
    isDivisibleBy400
      ? .divisibleBy400
      : isDivisibleBy100 ? .divisibleBy100 : isDivisibleBy4 ? .divisibleBy4 : .notDivisibleBy4
  }

  public var isLeapYear: Bool { rule == .divisibleBy4 || rule == .divisibleBy400 }
  /// 365 or 366.
  public var numberOfDays: Int { isLeapYear ? 366 : 365 }
  /// 28 or 29.
  public var daysInFebruary: Int { isLeapYear ? 29 : 28 }
}
