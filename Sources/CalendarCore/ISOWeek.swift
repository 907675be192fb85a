// ISO 8601 week dates. Weeks start on Monday; week 1 of a year is the week that holds the
// year's first Thursday (equally: the week that holds 4 January), so the ISO year of a day near
// New Year can differ from its calendar year (2021-01-03 is 2020-W53-7).

/// The ISO weekday offset of a day count: 0 = Monday … 6 = Sunday.
@inlinable
func isoWeekdayOffset(_ count: Int) -> Int {
  (weekdayIndexFromDays(count) + 6) % 7  // [0, 6]
}

/// The day count of the Monday that starts ISO week 1 of `year`: the Monday on or before 4 January.
@inlinable
func isoWeekOneMonday(year: Int) -> Int {
  let january4 = daysFromCivil(year: year, month: 1, day: 4)
  return january4 - isoWeekdayOffset(january4)  // 29 December of year - 1 … 4 January of year
}

/// 52 or 53: the weeks from one ISO year's week 1 to the next's.
@inlinable
func isoWeeksIn(year: Int) -> Int {
  (isoWeekOneMonday(year: year + 1) - isoWeekOneMonday(year: year)) / 7  // [52, 53]
}

/// The ISO year, week and weekday (1 = Monday … 7 = Sunday) of a day count. A week belongs to the
/// year of its Thursday, and counts from that year's 1 January.
@inlinable
func isoWeekDateFromDays(_ count: Int) -> (year: Int, week: Int, weekday: Int) {
  let offset = isoWeekdayOffset(count)  // [0, 6]
  let thursday = count - offset + 3  // the Thursday of the same week
  let year = civilFromDays(thursday).year
  let week = (thursday - daysFromCivil(year: year, month: 1, day: 1)) / 7 + 1  // [1, 53]
  return (year, week, offset + 1)
}

/// The day count of an ISO week date; `week` and `weekday` (1…7) are not checked.
@inlinable
func daysFromISOWeekDate(year: Int, week: Int, weekday: Int) -> Int {
  isoWeekOneMonday(year: year) + (week - 1) * 7 + (weekday - 1)
}

/// An ISO 8601 week such as `2024-W05`: seven days from Monday to Sunday.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The ISO year, which the week's Thursday falls in. [1, 9999]
  public let year: Int
  /// [1, 52] or [1, 53] in a long year.
  public let week: Int

  /// Validates the year (1…9999) and the week (1…52, or 1…53 in a long year).
  public init(year: Int, week: Int) throws(CalendarError) {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard week >= 1, week <= isoWeeksIn(year: year) else { throw .math(.noSuchWeek(year: year, week: week)) }
    self.year = year
    self.week = week
  }

  /// Parses `YYYY-Www` (four-digit year, two-digit week).
  public init(parsing text: String) throws(CalendarError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 8, bytes[4] == UInt8(ascii: "-"), bytes[5] == UInt8(ascii: "W"),
      let year = decimal(bytes[0..<4]), let week = decimal(bytes[6..<8])
    else { throw .math(.malformedWeek(text)) }
    try self.init(year: year, week: week)
  }

  /// 52 or 53: a year is long when it starts or ends on a Thursday.
  public static func weeksIn(year: Int) throws(CalendarError) -> Int {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    return isoWeeksIn(year: year)
  }

  /// The day of this week that is `weekday`; an error for the days of 9999-W52 after 9999-12-31.
  public func day(_ weekday: Weekday) throws(CalendarError) -> CivilDate {
    try CivilDate(dayCount: daysFromISOWeekDate(year: year, week: week, weekday: weekday.isoNumber))
  }

  /// Monday to Sunday; an error when one of them falls outside 0001-01-01…9999-12-31 (9999-W52).
  public func days() throws(CalendarError) -> [CivilDate] {
    let monday = daysFromISOWeekDate(year: year, week: week, weekday: 1)
    guard Gregorian.dayCounts.contains(monday), Gregorian.dayCounts.contains(monday + 6) else {
      throw .dateOutOfRange
    }
    return (monday...(monday + 6)).map { CivilDate(uncheckedDayCount: $0) }
  }

  public static func < (a: ISOWeek, b: ISOWeek) -> Bool { (a.year, a.week) < (b.year, b.week) }

  /// `YYYY-Www`.
  public var description: String { pad(year, 4) + "-W" + pad(week, 2) }
}

/// A day named by its ISO week, such as `2024-W05-3` (the Wednesday of 2024-W05).
public struct ISOWeekDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// [1, 9999]; may differ from the calendar year in the first and last days of a year.
  public let year: Int
  /// [1, 53]
  public let week: Int
  public let weekday: Weekday

  /// Validates the year and the week; a day outside 0001-01-01…9999-12-31 is an error of `date()`.
  public init(year: Int, week: Int, weekday: Weekday) throws(CalendarError) {
    let isoWeek = try ISOWeek(year: year, week: week)
    self.init(isoWeek, weekday)
  }

  /// The same with the ISO weekday number, 1 = Monday … 7 = Sunday.
  public init(year: Int, week: Int, isoWeekday: Int) throws(CalendarError) {
    guard (1...7).contains(isoWeekday) else { throw .math(.noSuchISOWeekday(isoWeekday)) }
    try self.init(year: year, week: week, weekday: Weekday(rawValue: isoWeekday % 7)!)
  }

  public init(_ isoWeek: ISOWeek, _ weekday: Weekday) {
    self.year = isoWeek.year
    self.week = isoWeek.week
    self.weekday = weekday
  }

  /// Parses `YYYY-Www-D` (D = 1 for Monday … 7 for Sunday).
  public init(parsing text: String) throws(CalendarError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[5] == UInt8(ascii: "W"),
      bytes[8] == UInt8(ascii: "-"), let year = decimal(bytes[0..<4]), let week = decimal(bytes[6..<8]),
      let weekday = decimal(bytes[9..<10])
    else { throw .math(.malformedWeek(text)) }
    try self.init(year: year, week: week, isoWeekday: weekday)
  }

  public var isoWeek: ISOWeek { ISOWeek(uncheckedYear: year, week: week) }

  /// The civil date; an error for the last two days of 9999-W52, which fall in year 10000.
  public func date() throws(CalendarError) -> CivilDate {
    try CivilDate(dayCount: daysFromISOWeekDate(year: year, week: week, weekday: weekday.isoNumber))
  }

  public static func < (a: ISOWeekDate, b: ISOWeekDate) -> Bool {
    (a.year, a.week, a.weekday.isoNumber) < (b.year, b.week, b.weekday.isoNumber)
  }

  /// `YYYY-Www-D`.
  public var description: String { isoWeek.description + "-" + String(weekday.isoNumber) }
}

extension ISOWeek {
  init(uncheckedYear year: Int, week: Int) {
    self.year = year
    self.week = week
  }
}

extension CivilDate {
  /// The ISO 8601 week date: 2021-01-03 is 2020-W53-7, 2024-12-30 is 2025-W01-1.
  public var isoWeekDate: ISOWeekDate {
    let iso = isoWeekDateFromDays(dayCount)
    return ISOWeekDate(ISOWeek(uncheckedYear: iso.year, week: iso.week), weekday)
  }

  /// The ISO 8601 week this date falls in.
  public var isoWeek: ISOWeek { isoWeekDate.isoWeek }
}

/// The value of ASCII decimal digits, or nil when one is not a digit.
func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
  var value = 0
  for byte in digits {
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    value = value * 10 + Int(byte - UInt8(ascii: "0"))
  }
  return digits.isEmpty ? nil : value
}

/// The ISO week number (1…53) of the week holding a day count: the week of its Thursday.
/// A grid row that starts on another weekday is numbered by calling this with the row's Thursday.
public func isoWeekNumber(ofDayCount count: Int) -> Int {
  isoWeekDateFromDays(count).week
}
