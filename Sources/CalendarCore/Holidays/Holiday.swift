/// How a day came to be a holiday.
public enum HolidayKind: String, Sendable {
  /// The holiday itself, on the date its rule gives.
  case regular
  /// A day off in place of a holiday that fell on a Sunday (Japan) or a weekend (Korea).
  case substitute
  /// The weekday a US federal holiday is observed on when it falls on a weekend.
  case observed
  /// Japan's citizens' holiday: a weekday between two holidays.
  case bridge
  /// A holiday for one year only (an imperial wedding, an election day).
  case oneOff
}

/// One public holiday: its date, its name, and why it is one.
public struct Holiday: Hashable, Sendable {
  public let date: CivilDate
  public let name: HolidayName
  public let kind: HolidayKind
  /// Why the day is a holiday, in a sentence a reader can check: the law or rule that made it.
  public let reason: String
  /// The country whose rules made it; nil for a day loaded from a file.
  public var country: Country?
  /// The category it is a holiday of (`public`, `bank`, `half_day` …); nil for a day loaded from a file.
  public var category: String?

  public init(
    date: CivilDate, name: HolidayName, kind: HolidayKind = .regular, reason: String, country: Country? = nil,
    category: String? = nil
  ) {
    self.date = date
    self.name = name
    self.kind = kind
    self.reason = reason
    self.country = country
    self.category = category
  }

  /// Whether it is a day off in place of another: a substitute or observed day, or (in the
  /// world's data) a holiday moved off its date.
  public var isObserved: Bool { kind == .observed || kind == .substitute }
}
