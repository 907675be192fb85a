/// A day of the week. Raw values count 0 = Sunday; use `isoNumber` or `foundationNumber` at edges.
public enum Weekday: Int, CaseIterable, Sendable, Comparable {
  case sunday = 0, monday, tuesday, wednesday, thursday, friday, saturday

  public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }

  /// The weekday of a day count (days since 1970-01-01).
  @inlinable
  public init(dayCount: Int) {
    self = Weekday(rawValue: weekdayIndexFromDays(dayCount))!
  }

  /// The weekday `n` days later (or earlier when negative).
  public func advanced(by n: Int) -> Weekday {
    Weekday(rawValue: ((rawValue + n % 7) + 7) % 7)!
  }

  /// Its column, 0 to 6, in a week that starts on `first`.
  public func column(from first: Weekday) -> Int { (rawValue - first.rawValue + 7) % 7 }

  /// ISO 8601: 1 = Monday … 7 = Sunday.
  public var isoNumber: Int { self == .sunday ? 7 : rawValue }
  /// Foundation's `Calendar`: 1 = Sunday … 7 = Saturday.
  public var foundationNumber: Int { rawValue + 1 }

  public var isWeekend: Bool { self == .saturday || self == .sunday }

  public var name: String { Weekday.names[rawValue] }
  /// Three letters: `Sun`, `Mon`, ….
  public var shortName: String { Weekday.shortNames[rawValue] }

  /// The English name as static text, which output copies without making a `String`.
  public var nameText: StaticString { Weekday.nameTexts[rawValue] }

  /// The English names, Sunday first: the one table of them. (A table, not a `switch`: for dates
  /// in no order a `switch` mispredicts its jump six times in seven, 5% of a `weekday` line.)
  public static let nameTexts: [StaticString] = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  public static let names = nameTexts.map(\.description)
  public static let shortNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// A weekday from its short or full English name, in any case: `mon`, `Monday`, `MONDAY`; also
  /// the common abbreviations `tues`, `thur` and `thurs`.
  public init?(name: String) {
    let lower = name.lowercased()
    if lower == "tues" {
      self = .tuesday
      return
    }
    if lower == "thur" || lower == "thurs" {
      self = .thursday
      return
    }
    guard
      let index = Weekday.lowercaseShortNames.firstIndex(of: lower)
        ?? Weekday.lowercaseNames.firstIndex(of: lower)
    else { return nil }
    self = Weekday(rawValue: index)!
  }

  private static let lowercaseShortNames = shortNames.map { $0.lowercased() }
  private static let lowercaseNames = names.map { $0.lowercased() }
}
