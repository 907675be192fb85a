/// A calendar as arithmetic on day counts (days since 1970-01-01), after Reingold and
/// Dershowitz's fixed-day model: a date of the calendar is found from a day count and a day count
/// from a date, and everything else (its years, months, leap rule, names) is asked of it.
///
/// Requirements are static: a calendar is a type (`HebrewCalendar`, `ChineseCalendar`), called
/// through a generic parameter (`<C: CalendarArithmetic>`) so a loop over days is specialised
/// for it, or held as `any CalendarArithmetic.Type` in `CalendarRegistry.all`.
///
/// A year is the calendar's running count (`years`); a calendar with eras (`Era`, the Japanese
/// eras) writes a date's year from its era's first year. A leap month (Chinese, Korean) has the
/// number of the month it follows and `isLeapMonth` set.
public protocol CalendarArithmetic: Sendable {
  /// How the calendar names its years: `NoEra` for a single count of years.
  associatedtype Era: CalendarEra = NoEra

  /// The one-word name calsh gives the calendar (`hebrew`, `ummalqura`, `era`, `coptic`).
  static var identifier: String { get }
  /// The name a user reads in a message: "Hebrew", "Umm al-Qura", "Japanese era".
  static var name: String { get }
  /// The day count of the calendar's first day: 1-1-1 where the calendar has such an epoch (its
  /// *Calendrical Calculations* epoch, which may precede `dayCounts`), else the first day of the
  /// first year calsh knows (a table, the Japanese eras, the Thai solar years from 0001).
  static var epoch: Int { get }
  /// The day counts the calendar is known for inside 0001-01-01…9999-12-31: from its epoch, unless
  /// it says otherwise (an epoch before 0001-01-01, a table's span).
  static var dayCounts: ClosedRange<Int> { get }
  /// The years whose days, all or some, fall inside `dayCounts`.
  static var years: ClosedRange<Int> { get }

  /// The date of a day count inside `dayCounts` (*date-from-fixed*).
  static func date(fromDayCount count: Int) -> CalendarDate<Era>
  /// The day count of a date, each part checked: a year outside `years`, a leap month the year
  /// does not have, a month the year does not have, a day past its month's end, or a day outside
  /// `dayCounts` is an error naming the rule (*fixed-from-date*).
  static func dayCount(from date: CalendarDate<Era>) throws(CalendarError) -> Int
  /// The day count of a date of a year in `years` whose month and day exist (unchecked).
  static func dayCount(ofValidYear year: Int, month: Int, day: Int, isLeapMonth: Bool) -> Int

  /// The number of months of `year` (in `years`), a leap month counted.
  static func monthsIn(year: Int) -> Int
  /// The days of a month of `year` (in `years`); 0 when the year has no such month.
  static func daysIn(year: Int, month: Int, isLeapMonth: Bool) -> Int
  /// Whether `year` (in `years`) is a leap year: a day or a month longer than a common one.
  static func isLeapYear(_ year: Int) -> Bool
  /// The leap rule in a line, for explanations: "every fourth year, with no exception".
  static var leapRule: String { get }
  /// The English name of a month of `year`: "Tishrei", "Adar I", "leap month 6".
  static func monthName(year: Int, month: Int, isLeapMonth: Bool) -> String

  /// The error that reports a broken rule of the calendar: a `CalendarDateError` by default.
  static func error(_ problem: CalendarDateProblem) -> CalendarError
  /// The words of a `CalendarDateError` of the calendar (`CalendarDateMessage.words` by default),
  /// each Gregorian day written by `day` (the language passes how the reform in force writes it).
  static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String

  /// How RFC 7529 numbers a month of `year` (`5L`): the calendar's own number by default;
  /// Hebrew counts from Tishrei there.
  static func rscaleMonth(year: Int, month: Int, isLeapMonth: Bool) -> RScaleMonth
  /// The calendar's month that RFC 7529's `month` names in `year`; nil when the year lacks it.
  static func calendarMonth(year: Int, _ month: RScaleMonth) -> (month: Int, isLeapMonth: Bool)?

  /// Whether the calendar has leap months (`isLeapMonth`), as the Chinese and Korean do.
  static var hasLeapMonths: Bool { get }
  /// Whether `longDescription` is day, month name and year (`11 Tishrei 5786`), the default.
  static var writesDayMonthYear: Bool { get }
  /// The date as people write it in English: `1 Tout 1742` by default; `Reiwa 6, May 1`,
  /// `2025-06L-01 (윤6월 1일)` where the calendar writes its own way.
  static func longDescription(of date: CalendarDate<Era>) -> String
}

/// How a calendar with eras names its years: the era, and the running year that is its year 1.
public protocol CalendarEra: Hashable, Sendable {
  /// The era's name in English: "Reiwa".
  var name: String { get }
  /// The running year (in the calendar's `years`) that is the era's first year (元年).
  var firstYear: Int { get }
}

/// The era of a calendar that has none: a type with no values.
public enum NoEra: CalendarEra {
  public var name: String { switch self {} }
  public var firstYear: Int { switch self {} }
}

/// A date of a `CalendarArithmetic` calendar: year, month, day, whether the month is a leap
/// month, and the era its year is counted in (nil: the running year).
public struct CalendarDate<Era: CalendarEra>: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  /// Whether `month` is the leap month that follows the month of that number.
  public var isLeapMonth: Bool
  /// The era `year` is counted in; nil when `year` is the calendar's running year.
  public var era: Era?

  public init(year: Int, month: Int, day: Int, isLeapMonth: Bool = false, era: Era? = nil) {
    self.year = year
    self.month = month
    self.day = day
    self.isLeapMonth = isLeapMonth
    self.era = era
  }

  /// `YYYY-MM-DD` in the calendar, a leap month written `06L` (`5786-07-11`, `2025-06L-01`);
  /// a date in an era puts the era first (`Reiwa 6-05-01`).
  public var numbers: String {
    let numbers = pad(year, 4) + "-" + pad(month, 2) + (isLeapMonth ? "L" : "") + "-" + pad(day, 2)
    guard let era else { return numbers }
    return era.name + " " + String(year) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// The year in the calendar's running count (`years`), for a year small enough to count.
  public var runningYear: Int { era.map { $0.firstYear + year - 1 } ?? year }
}

/// A rule of a calendar that a date breaks: what `CalendarArithmetic.error(_:)` reports.
public enum CalendarDateProblem: Equatable, Sendable {
  /// A year outside the calendar's `years`.
  case yearOutOfRange(Int)
  /// A month the year does not have.
  case monthOutOfRange(year: Int, month: Int)
  /// A leap month the year does not have.
  case noSuchLeapMonth(year: Int, month: Int)
  /// A day past the end of its month.
  case dayOutOfRange(year: Int, month: Int, isLeapMonth: Bool, day: Int)
  /// A day count outside the calendar's `dayCounts`.
  case outOfRange(dayCount: Int)
  /// A date of a Japanese era outside the era's days.
  case notInEra(JapaneseEra, year: Int, month: Int, day: Int)
  /// A day of a Japanese era past the end of its (Gregorian) month.
  case dayOutOfEraMonth(JapaneseEra, year: Int, month: Int, day: Int)
  /// An era year before the era's first (元年, year 1) or past 9999-12-31.
  case eraYearOutOfRange(JapaneseEra, year: Int)
}

extension CalendarArithmetic {
  /// From the epoch to 9999-12-31.
  public static var dayCounts: ClosedRange<Int> { epoch...Gregorian.dayCounts.upperBound }

  /// The date of a day count; an error outside `dayCounts`.
  public static func checkedDate(fromDayCount count: Int) throws(CalendarError) -> CalendarDate<Era> {
    guard dayCounts.contains(count) else { throw error(.outOfRange(dayCount: count)) }
    return date(fromDayCount: count)
  }

  /// The checks of `dayCount(from:)` on a date of the running year, in order: the year, a leap
  /// month, the month, the day, then the day count's range.
  public static func checkedDayCount(
    year: Int, month: Int, day: Int, isLeapMonth: Bool
  ) throws(CalendarError) -> Int {
    guard years.contains(year) else { throw error(.yearOutOfRange(year)) }
    if isLeapMonth, daysIn(year: year, month: month, isLeapMonth: true) == 0 {
      throw error(.noSuchLeapMonth(year: year, month: month))
    }
    let length = daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
    guard length > 0 else { throw error(.monthOutOfRange(year: year, month: month)) }
    guard (1...length).contains(day) else {
      throw error(.dayOutOfRange(year: year, month: month, isLeapMonth: isLeapMonth, day: day))
    }
    let count = dayCount(ofValidYear: year, month: month, day: day, isLeapMonth: isLeapMonth)
    guard dayCounts.contains(count) else { throw error(.outOfRange(dayCount: count)) }
    return count
  }

  /// A date of a calendar without eras, checked as `dayCount(from:)` does.
  public static func dayCount(from date: CalendarDate<Era>) throws(CalendarError) -> Int where Era == NoEra {
    try checkedDayCount(year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth)
  }

  /// Whether `month` is one of the months 1…`monthsIn(year:)` of a calendar without leap months.
  static func isMonth(_ month: Int, of year: Int, isLeapMonth: Bool) -> Bool {
    !isLeapMonth && month >= 1 && month <= monthsIn(year: year)
  }

  public static var hasLeapMonths: Bool { false }
  public static var writesDayMonthYear: Bool { true }

  /// Day, month name and year: `11 Tishrei 5786`.
  public static func longDescription(of date: CalendarDate<Era>) -> String {
    let month = monthName(year: date.runningYear, month: date.month, isLeapMonth: date.isLeapMonth)
    return "\(date.day) \(month) \(date.year)"
  }

  /// `CalendarDateError` with the calendar's identifier.
  public static func error(_ problem: CalendarDateProblem) -> CalendarError {
    .calendarDate(CalendarDateError(calendar: identifier, problem: problem))
  }

  public static func message(for problem: CalendarDateProblem, writing day: DayWriting) -> String {
    CalendarDateMessage.words(for: problem, in: Self.self, writing: day)
  }

  /// The words with each day in the Gregorian calendar counted back.
  public static func message(for problem: CalendarDateProblem) -> String {
    message(for: problem, writing: CalendarDateMessage.gregorian)
  }
}
