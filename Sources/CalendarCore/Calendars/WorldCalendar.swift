/// A calendar of `CalendarRegistry.all` held as a value: what a day cell's column, a date of
/// another calendar and the language's commands name. It is the calendar's place in the registry,
/// so a new calendar is a value here without a case anywhere; each operation opens the calendar's
/// type and calls it (`visit`).
public struct WorldCalendar: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The calendar's place in `CalendarRegistry.all`.
  private let index: UInt8

  /// The calendar of a `CalendarArithmetic` type listed in the registry.
  public init<C: CalendarArithmetic>(_: C.Type) {
    self.init(identifier: C.identifier)!
  }

  /// The calendar whose `identifier` is `identifier` (`hebrew`, `ummalqura`, `era`), nil for none.
  public init?(identifier: String) {
    guard let index = CalendarRegistry.identifiers.firstIndex(of: identifier) else { return nil }
    self.index = UInt8(index)
  }

  /// Every calendar of the registry, in its order: Julian first.
  public static var allCases: AllCalendars { AllCalendars() }

  /// The calendars of the registry by their places: a collection made of nothing, where an array
  /// of calendars would cost its storage type's metadata at every start-up (the language makes a
  /// row per calendar before the first line is read).
  public struct AllCalendars: RandomAccessCollection, Sendable {
    public var startIndex: Int { 0 }
    public var endIndex: Int { CalendarRegistry.identifiers.count }
    public subscript(position: Int) -> WorldCalendar { WorldCalendar(index: UInt8(position)) }
  }

  private init(index: UInt8) { self.index = index }

  /// The calendar's place in `CalendarRegistry.all`.
  public var registryIndex: Int { Int(index) }

  public static let julian = WorldCalendar(JulianCalendar.self)
  public static let hebrew = WorldCalendar(HebrewCalendar.self)
  public static let islamic = WorldCalendar(IslamicCalendar.self)
  public static let ummAlQura = WorldCalendar(UmmAlQuraCalendar.self)
  public static let persian = WorldCalendar(PersianCalendar.self)
  public static let chinese = WorldCalendar(ChineseCalendar.self)
  public static let korean = WorldCalendar(KoreanCalendar.self)
  public static let japaneseEra = WorldCalendar(JapaneseEraCalendar.self)
  public static let revisedJulian = WorldCalendar(RevisedJulianCalendar.self)

  /// The one-word name calsh gives the calendar: its command and its day cells' field.
  public var identifier: String { CalendarRegistry.identifiers[Int(index)] }

  public var description: String { identifier }

  /// The name a user reads in a message: "the Hebrew calendar", "Umm al-Qura".
  public var name: String { visit(Name()) }

  /// The day counts the calendar is known for inside 0001-01-01…9999-12-31.
  public var dayCounts: ClosedRange<Int> { visit(DayCounts()) }

  /// The years of the calendar whose days, all or some, fall inside `dayCounts`.
  public var years: ClosedRange<Int> { visit(Years()) }

  /// The date of a day count; `outOfRange` outside `dayCounts`.
  public func date(dayCount count: Int) throws(CalendarError) -> WorldCalendarDate {
    try visit(DateOf(calendar: self, count: count))
  }

  /// The day count of a date of this calendar, each part checked: a year outside `years`, a
  /// month the year does not have (13 in a common Hebrew year, a leap month of the wrong
  /// number), a day past the month's end, or a date outside `dayCounts` is an error naming
  /// the rule. `era` is for `.japaneseEra` only (Reiwa when nil), where `year` counts from the
  /// era's first year.
  public func dayCount(
    year: Int, month: Int, day: Int, isLeapMonth: Bool = false, era: JapaneseEra? = nil
  ) throws(CalendarError) -> Int {
    try visit(DayCountOf(year: year, month: month, day: day, isLeapMonth: isLeapMonth, era: era))
  }

  /// The number of months of `year` (inside `years`): 12, or 13 in a Hebrew leap year or a
  /// Chinese or Korean year with a leap month.
  public func monthsIn(year: Int) -> Int { visit(MonthsIn(year: year)) }

  /// Whether `year` (inside `years`) is a leap year: 13 months (Hebrew, Chinese, Korean), a
  /// 355-day year (Islamic), a 366-day year (Persian; Japanese era, of the Gregorian year).
  public func isLeapYear(_ year: Int) -> Bool { visit(IsLeapYear(year: year)) }

  /// The days of a month of `year` (inside `years`; for `.japaneseEra` the Gregorian year), 0
  /// when the year has no such month.
  public func daysIn(year: Int, month: Int, isLeapMonth: Bool = false) -> Int {
    visit(DaysIn(year: year, month: month, isLeapMonth: isLeapMonth))
  }

  /// The English name of a month: "Tishrei", "Adar I", "Ramadan", "Farvardin", "leap month 6".
  public func monthName(year: Int, month: Int, isLeapMonth: Bool = false) -> String {
    visit(MonthNameOf(year: year, month: month, isLeapMonth: isLeapMonth))
  }

  /// Whether the calendar has leap months (Chinese, Korean): `date CAL` reads the word `leap`.
  public var hasLeapMonths: Bool { visit(HasLeapMonths()) }

  /// Whether the calendar counts its years in eras (the Japanese eras).
  public var hasEras: Bool { visit(HasEras()) }

  /// Whether a date is written in full as day, month name and year (`11 Tishrei 5786`).
  public var writesDayMonthYear: Bool { visit(WritesDayMonthYear()) }

  /// The calendar's arithmetic, for code that holds calendars as the registry does.
  public var arithmetic: any CalendarArithmetic.Type { CalendarRegistry.all[Int(index)] }

  /// The one mapping from a value to its calendar: `visitor` runs with the calendar's type,
  /// each operation a generic function specialised for every calendar (`CalendarRegistry.open`).
  @inline(__always)
  fileprivate func visit<V: CalendarVisitor>(_ visitor: V) throws(V.Failure) -> V.Result {
    try CalendarRegistry.open(Int(index), visitor)
  }
}

/// The checked date of a day count, its era the Japanese one when the calendar has eras.
private struct DateOf: CalendarVisitor {
  let calendar: WorldCalendar, count: Int
  func visit<C: CalendarArithmetic>(_: C.Type) throws(CalendarError) -> WorldCalendarDate {
    let d = try C.checkedDate(fromDayCount: count)
    return WorldCalendarDate(
      calendar, d.year, d.month, d.day, isLeapMonth: d.isLeapMonth, era: d.era as? JapaneseEra)
  }
}

/// The checked day count of a date; an era only where the calendar counts in eras (Reiwa when nil).
private struct DayCountOf: CalendarVisitor {
  let year: Int, month: Int, day: Int, isLeapMonth: Bool, era: JapaneseEra?
  func visit<C: CalendarArithmetic>(_: C.Type) throws(CalendarError) -> Int {
    try C.dayCount(
      from: CalendarDate(
        year: year, month: month, day: day, isLeapMonth: isLeapMonth,
        era: (era ?? .reiwa) as? C.Era))
  }
}

private struct HasLeapMonths: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_: C.Type) -> Bool { C.hasLeapMonths }
}

private struct WritesDayMonthYear: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_: C.Type) -> Bool { C.writesDayMonthYear }
}

private struct Name: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_: C.Type) -> String { C.name }
}

private struct DayCounts: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_: C.Type) -> ClosedRange<Int> { C.dayCounts }
}

private struct Years: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_: C.Type) -> ClosedRange<Int> { C.years }
}

private struct HasEras: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_: C.Type) -> Bool { C.Era.self != NoEra.self }
}

private struct LongDescription: CalendarVisitor {
  let date: WorldCalendarDate
  func visit<C: CalendarArithmetic>(_: C.Type) -> String {
    C.longDescription(
      of: CalendarDate(
        year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth,
        era: date.era as? C.Era))
  }
}

private struct MonthsIn: CalendarVisitor {
  let year: Int
  func visit<C: CalendarArithmetic>(_: C.Type) -> Int { C.monthsIn(year: year) }
}

private struct IsLeapYear: CalendarVisitor {
  let year: Int
  func visit<C: CalendarArithmetic>(_: C.Type) -> Bool { C.isLeapYear(year) }
}

private struct DaysIn: CalendarVisitor {
  let year: Int, month: Int, isLeapMonth: Bool
  func visit<C: CalendarArithmetic>(_: C.Type) -> Int {
    C.daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
  }
}

private struct MonthNameOf: CalendarVisitor {
  let year: Int, month: Int, isLeapMonth: Bool
  func visit<C: CalendarArithmetic>(_: C.Type) -> String {
    C.monthName(year: year, month: month, isLeapMonth: isLeapMonth)
  }
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
    CalendarDate(year: year, month: month, day: day, isLeapMonth: isLeapMonth, era: era).numbers
  }

  /// The date as people write it: `11 Tishrei 5786`, `1 Ramadan 1446`, `Reiwa 6, May 1`,
  /// `2025-06L-01 (윤6월 1일)` for Korean, `2025-06L-01 (闰六月初一)` for Chinese: the
  /// calendar's `longDescription`.
  public var longDescription: String { calendar.visit(LongDescription(date: self)) }
}
