/// The calendars besides the Gregorian and Julian ones that calsh converts to and from, each
/// over the day counts (days since 1970-01-01) it is known for.
public enum WorldCalendar: String, CaseIterable, Sendable {
  case hebrew, islamic, ummAlQura, persian, chinese, korean, japaneseEra

  /// The name a user reads in a message: "the Hebrew calendar", "Umm al-Qura".
  public var name: String {
    switch self {
    case .hebrew: return "Hebrew"
    case .islamic: return "arithmetic Islamic"
    case .ummAlQura: return "Umm al-Qura"
    case .persian: return "Persian"
    case .chinese: return "Chinese"
    case .korean: return "Korean lunar"
    case .japaneseEra: return "Japanese era"
    }
  }

  /// The day counts the calendar is known for inside 0001-01-01…9999-12-31.
  public var dayCounts: ClosedRange<Int> {
    switch self {
    case .hebrew: return Gregorian.dayCounts
    case .islamic: return IslamicCalendar.epoch...Gregorian.dayCounts.upperBound
    case .persian: return PersianCalendar.epoch...Gregorian.dayCounts.upperBound
    case .ummAlQura: return UmmAlQuraCalendar.table.dayCounts
    case .chinese: return ChineseCalendar.table.dayCounts
    case .korean: return KoreanCalendar.table.dayCounts
    case .japaneseEra: return JapaneseEra.firstDayCount...Gregorian.dayCounts.upperBound
    }
  }

  /// The years of the calendar whose days, all or some, fall inside `dayCounts`.
  public var years: ClosedRange<Int> {
    switch self {
    case .hebrew: return HebrewCalendar.years
    case .islamic: return IslamicCalendar.years
    case .persian: return PersianCalendar.years
    case .ummAlQura: return UmmAlQuraCalendar.table.years
    case .chinese: return ChineseCalendar.table.years
    case .korean: return KoreanCalendar.table.years
    case .japaneseEra: return 1873...9999
    }
  }

  /// The date of a day count; `outOfRange` outside `dayCounts`.
  public func date(dayCount count: Int) throws(CalendarError) -> WorldCalendarDate {
    guard dayCounts.contains(count) else { throw .calendar(.outOfRange(self)) }
    switch self {
    case .hebrew:
      let d = HebrewCalendar.date(dayCount: count)
      return WorldCalendarDate(self, d.year, d.month, d.day)
    case .islamic:
      let d = IslamicCalendar.date(dayCount: count)
      return WorldCalendarDate(self, d.year, d.month, d.day)
    case .persian:
      let d = PersianCalendar.date(dayCount: count)
      return WorldCalendarDate(self, d.year, d.month, d.day)
    case .ummAlQura:
      let d = UmmAlQuraCalendar.table.date(dayCount: count)
      return WorldCalendarDate(self, d.year, d.month, d.day)
    case .chinese, .korean:
      let d = table.date(dayCount: count)
      return WorldCalendarDate(self, d.year, d.month, d.day, isLeapMonth: d.isLeapMonth)
    case .japaneseEra:
      let era = JapaneseEra.era(containing: count)
      let civil = CivilDate(uncheckedDayCount: count)
      return WorldCalendarDate(
        self, civil.year - era.firstDate.year + 1, civil.month, civil.day, era: era)
    }
  }

  /// The day count of a date of this calendar, each part checked: a year outside `years`, a
  /// month the year does not have (13 in a common Hebrew year, a leap month of the wrong
  /// number), a day past the month's end, or a date outside `dayCounts` is an error naming
  /// the rule. `era` is for `.japaneseEra` only, where `year` counts from the era's first year.
  public func dayCount(
    year: Int, month: Int, day: Int, isLeapMonth: Bool = false, era: JapaneseEra? = nil
  ) throws(CalendarError) -> Int {
    if self == .japaneseEra {
      return try JapaneseEra.dayCount(era: era ?? .reiwa, year: year, month: month, day: day)
    }
    guard years.contains(year) else { throw .calendar(.yearOutOfRange(self, year)) }
    if isLeapMonth {
      guard self == .chinese || self == .korean, (1...12).contains(month),
        table.leapMonth(in: year) == month
      else { throw .calendar(.noSuchLeapMonth(self, year: year, month: month)) }
    }
    let months = monthsIn(year: year)
    let monthCount = self == .chinese || self == .korean ? 12 : months
    guard (1...monthCount).contains(month) else {
      throw .calendar(.monthOutOfRange(self, year: year, month: month))
    }
    let length = daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
    guard (1...length).contains(day) else {
      throw .calendar(
        .dayOutOfRange(self, year: year, month: month, isLeapMonth: isLeapMonth, day: day))
    }
    let count: Int
    switch self {
    case .hebrew: count = HebrewCalendar.dayCount(year: year, month: month, day: day)
    case .islamic: count = IslamicCalendar.dayCount(year: year, month: month, day: day)
    case .persian: count = PersianCalendar.dayCount(year: year, month: month, day: day)
    case .ummAlQura: count = UmmAlQuraCalendar.table.dayCount(year: year, month: month, day: day)
    case .chinese, .korean:
      count = table.dayCount(year: year, month: month, day: day, isLeapMonth: isLeapMonth)
    case .japaneseEra: count = 0  // handled above
    }
    guard dayCounts.contains(count) else { throw .calendar(.outOfRange(self)) }
    return count
  }

  /// The number of months of `year` (inside `years`): 12, or 13 in a Hebrew leap year or a
  /// Chinese or Korean year with a leap month.
  public func monthsIn(year: Int) -> Int {
    switch self {
    case .hebrew: return HebrewCalendar.monthsIn(year: year)
    case .chinese, .korean: return table.monthsIn(year: year)
    default: return 12
    }
  }

  /// Whether `year` (inside `years`) is a leap year: 13 months (Hebrew, Chinese, Korean), a
  /// 355-day year (Islamic), a 366-day year (Persian; Japanese era, of the Gregorian year).
  public func isLeapYear(_ year: Int) -> Bool {
    switch self {
    case .hebrew: return HebrewCalendar.isLeapYear(year)
    case .islamic: return IslamicCalendar.isLeapYear(year)
    case .persian: return PersianCalendar.isLeapYear(year)
    case .ummAlQura: return UmmAlQuraCalendar.table.daysIn(year: year) > 354
    case .chinese, .korean: return table.leapMonth(in: year) != nil
    case .japaneseEra: return Gregorian.isLeapYear(year)
    }
  }

  /// The days of a month of `year` (inside `years`; for `.japaneseEra` the Gregorian year), 0
  /// when the year has no such month.
  public func daysIn(year: Int, month: Int, isLeapMonth: Bool = false) -> Int {
    switch self {
    case .hebrew:
      return (1...monthsIn(year: year)).contains(month) && !isLeapMonth
        ? HebrewCalendar.daysIn(year: year, month: month) : 0
    case .islamic:
      return (1...12).contains(month) && !isLeapMonth ? IslamicCalendar.daysIn(year: year, month: month) : 0
    case .persian:
      return (1...12).contains(month) && !isLeapMonth ? PersianCalendar.daysIn(year: year, month: month) : 0
    case .ummAlQura:
      return (1...12).contains(month) && !isLeapMonth
        ? UmmAlQuraCalendar.table.daysIn(year: year, month: month) : 0
    case .chinese, .korean:
      return table.daysIn(year: year, month: month, isLeapMonth: isLeapMonth) ?? 0
    case .japaneseEra:
      return (1...12).contains(month) && !isLeapMonth ? Gregorian.daysIn(year: year, month: month) : 0
    }
  }

  /// The English name of a month: "Tishrei", "Adar I", "Ramadan", "Farvardin", "leap month 6".
  public func monthName(year: Int, month: Int, isLeapMonth: Bool = false) -> String {
    switch self {
    case .hebrew: return HebrewCalendar.monthName(year: year, month: month)
    case .islamic, .ummAlQura: return IslamicCalendar.monthNames[month - 1]
    case .persian: return PersianCalendar.monthNames[month - 1]
    case .chinese, .korean: return (isLeapMonth ? "leap month " : "month ") + String(month)
    case .japaneseEra: return MonthName.english[month - 1]
    }
  }

  /// The table of `.chinese` or `.korean`.
  private var table: LunisolarTable { self == .korean ? KoreanCalendar.table : ChineseCalendar.table }
}

/// A date of one of the `WorldCalendar`s: its numbers, a leap-month flag (Chinese, Korean) and
/// an era (Japanese).
public struct WorldCalendarDate: Hashable, Sendable, CustomStringConvertible {
  public let calendar: WorldCalendar
  public let year: Int
  public let month: Int
  public let day: Int
  /// Whether `month` is the leap month that follows the month of that number.
  public let isLeapMonth: Bool
  /// The Japanese era, for `.japaneseEra`; `year` then counts from the era's first year.
  public let era: JapaneseEra?

  init(
    _ calendar: WorldCalendar, _ year: Int, _ month: Int, _ day: Int, isLeapMonth: Bool = false,
    era: JapaneseEra? = nil
  ) {
    self.calendar = calendar
    self.year = year
    self.month = month
    self.day = day
    self.isLeapMonth = isLeapMonth
    self.era = era
  }

  /// The English name of the month.
  public var monthName: String { calendar.monthName(year: year, month: month, isLeapMonth: isLeapMonth) }

  /// `YYYY-MM-DD` in the calendar, a leap month written `06L` (`5786-07-11`, `2025-06L-01`);
  /// a Japanese era date puts the era first (`Reiwa 6-05-01`).
  public var description: String {
    let numbers = pad(year, 4) + "-" + pad(month, 2) + (isLeapMonth ? "L" : "") + "-" + pad(day, 2)
    guard let era else { return numbers }
    return era.name + " " + String(year) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// The date as people write it: `11 Tishrei 5786`, `1 Ramadan 1446`, `Reiwa 6, May 1`,
  /// `2025-06L-01 (윤6월 1일)` for Korean, `2025-06L-01 (闰六月初一)` for Chinese.
  public var longDescription: String {
    switch calendar {
    case .hebrew, .islamic, .ummAlQura, .persian:
      return "\(day) \(monthName) \(year)"
    case .korean:
      return description + " (" + (isLeapMonth ? "윤" : "") + "\(month)월 \(day)일)"
    case .chinese:
      return description + " ("
        + ChineseCalendar.monthAndDayName(month: month, day: day, isLeapMonth: isLeapMonth) + ")"
    case .japaneseEra:
      let era = era ?? .reiwa
      return "\(era.name) \(year), \(MonthName.english[month - 1]) \(day)"
    }
  }
}
