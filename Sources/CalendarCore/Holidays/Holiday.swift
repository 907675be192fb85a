/// The countries whose public holidays calsh knows, each over the years its rules are known for.
public enum Country: String, CaseIterable, Sendable {
  /// Japan: the National Holidays Act, from 1948-07-20, to 2099 (the equinox formula's span).
  case jp
  /// South Korea, 1990–2050 (the span of the lunisolar table).
  case kr
  /// United States federal holidays, from 1971 (the Uniform Monday Holiday Act).
  case us

  public var name: String {
    switch self {
    case .jp: return "Japan"
    case .kr: return "South Korea"
    case .us: return "the United States"
    }
  }

  /// The first day the rules hold, when it is not the first of January (Japan's act: 1948-07-20).
  public var firstDate: CivilDate? {
    self == .jp ? CivilDate(uncheckedYear: 1948, month: 7, day: 20) : nil
  }

  /// The years whose holidays are known.
  public var years: ClosedRange<Int> {
    switch self {
    case .jp: return 1948...2099
    case .kr: return 1990...2050
    case .us: return 1971...9999
    }
  }
}

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

  public init(
    date: CivilDate, name: HolidayName, kind: HolidayKind = .regular, reason: String, country: Country? = nil
  ) {
    self.date = date
    self.name = name
    self.kind = kind
    self.reason = reason
    self.country = country
  }
}
