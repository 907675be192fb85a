/// The Japanese eras (元号) since Japan adopted the Gregorian calendar on Meiji 6-01-01
/// (1873-01-01). An era's first year (元年) is the Gregorian year it starts in, cut at its first
/// day; month and day are the Gregorian ones.
public enum JapaneseEra: String, CaseIterable, Sendable {
  case meiji, taisho, showa, heisei, reiwa

  /// The day count of 1873-01-01, the first day calsh gives an era date for.
  public static let firstDayCount = -35_428

  /// The name in English, with its macron: "Taishō".
  public var name: String {
    switch self {
    case .meiji: return "Meiji"
    case .taisho: return "Taishō"
    case .showa: return "Shōwa"
    case .heisei: return "Heisei"
    case .reiwa: return "Reiwa"
    }
  }

  /// The name in Japanese: 明治, 大正, 昭和, 平成, 令和.
  public var japaneseName: String {
    switch self {
    case .meiji: return "明治"
    case .taisho: return "大正"
    case .showa: return "昭和"
    case .heisei: return "平成"
    case .reiwa: return "令和"
    }
  }

  /// The era's first day (Meiji's as the Gregorian calendar counts it: 1868-01-25, lunar 1/1).
  public var firstDate: CivilDate {
    switch self {
    case .meiji: return CivilDate(uncheckedYear: 1868, month: 1, day: 25)
    case .taisho: return CivilDate(uncheckedYear: 1912, month: 7, day: 30)
    case .showa: return CivilDate(uncheckedYear: 1926, month: 12, day: 25)
    case .heisei: return CivilDate(uncheckedYear: 1989, month: 1, day: 8)
    case .reiwa: return CivilDate(uncheckedYear: 2019, month: 5, day: 1)
    }
  }

  /// The era's last day; nil for the current era.
  public var lastDate: CivilDate? {
    guard let next = JapaneseEra.allCases.first(where: { $0.firstDate > firstDate }) else { return nil }
    return CivilDate(uncheckedDayCount: next.firstDate.dayCount - 1)
  }

  /// The era by its English name, with or without macrons, in any case ("shōwa", "Showa",
  /// not "shouwa"), its Japanese name (昭和), or its initial as Japanese forms abbreviate it
  /// (M T S H R, in either case: R6 is Reiwa 6).
  public init?(name: String) {
    let folded = String(name.lowercased().map { $0 == "ō" ? "o" : $0 })
    guard
      let era = JapaneseEra.allCases.first(where: {
        $0.rawValue == folded || $0.japaneseName == name || $0.initial == folded
      })
    else { return nil }
    self = era
  }

  /// The era's initial in lower case: m, t, s, h, r.
  public var initial: String { String(rawValue.prefix(1)) }

  /// The era a day count (at or after `firstDayCount`) falls in.
  public static func era(containing count: Int) -> JapaneseEra {
    var found = JapaneseEra.meiji
    for era in allCases where era.firstDate.dayCount <= count { found = era }
    return found
  }

  /// The day count of `year`-`month`-`day` of `era`; an error when the date is not a day of the
  /// era or falls before 1873-01-01 or after 9999-12-31.
  public static func dayCount(era: JapaneseEra, year: Int, month: Int, day: Int) throws(CalendarError) -> Int
  {
    guard year >= 1, year <= Gregorian.years.upperBound - era.firstDate.year + 1 else {
      throw JapaneseEraCalendar.error(.eraYearOutOfRange(era, year: year))
    }
    let gregorianYear = era.firstDate.year + year - 1
    guard (1...12).contains(month) else {
      throw JapaneseEraCalendar.error(.monthOutOfRange(year: year, month: month))
    }
    guard day >= 1, day <= Gregorian.daysIn(year: gregorianYear, month: month) else {
      throw JapaneseEraCalendar.error(.dayOutOfEraMonth(era, year: year, month: month, day: day))
    }
    let count = CivilDate(uncheckedYear: gregorianYear, month: month, day: day).dayCount
    guard count >= era.firstDate.dayCount, count <= (era.lastDate?.dayCount ?? count) else {
      throw JapaneseEraCalendar.error(.notInEra(era, year: year, month: month, day: day))
    }
    guard count >= firstDayCount else { throw JapaneseEraCalendar.error(.outOfRange(dayCount: count)) }
    return count
  }

  /// `令和6年5月1日`, with 元年 for an era's first year.
  public static func japaneseDescription(_ date: WorldCalendarDate) -> String {
    let era = date.era ?? .reiwa
    let year = date.year == 1 ? "元" : String(date.year)
    return "\(era.japaneseName)\(year)年\(date.month)月\(date.day)日"
  }
}
