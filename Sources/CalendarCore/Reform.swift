/// When the Gregorian calendar replaced the Julian one: days before the switch are written as
/// Julian dates, days from it on as Gregorian ones. Days themselves never change (a day count,
/// or the proleptic Gregorian `CivilDate` of it); a reform only labels them, after Calendrical
/// Calculations' one line of fixed days.
public struct Reform: Hashable, Sendable {
  /// The day count of the first Gregorian day: `Int.min` for the proleptic Gregorian calendar
  /// (always Gregorian), `Int.max` for the Julian calendar (never switched).
  public let firstGregorianDay: Int
  /// Whether the days from the switch on are written in the Revised Julian calendar (an Orthodox
  /// church's reform, `ChurchReform`): the Gregorian dates until 2800-02-28, not after.
  public let isRevisedJulian: Bool
  /// Which name it was given by: `Reform.names` for the words, else `names.count` plus the index
  /// of a country in `ReformCountry.all`, then of a church in `ChurchReform.all`. (A number, not strings: a reform is a plain value that
  /// costs nothing to copy, and the evaluator passes it down every level of an expression.)
  private let nameIndex: Int

  /// The words that name a reform other than a country code.
  static let names = ["proleptic", "julian", "1582", "1752"]

  /// The word `set reform` takes: `proleptic`, `julian`, a year, a country code or a church's.
  public var code: String {
    if let church { return church.code }
    return nameIndex < Reform.names.count
      ? Reform.names[nameIndex] : ReformCountry.all[nameIndex - Reform.names.count].code
  }

  /// The church of `ChurchReform.all` the reform was named by; nil for any other.
  public var church: ChurchReform? {
    let index = nameIndex - Reform.names.count - ReformCountry.all.count
    return index >= 0 ? ChurchReform.all[index] : nil
  }

  /// Where the reform happened, as a message says it: "in Great Britain", "under the 1582 reform".
  public var place: String {
    switch nameIndex {
    case 0: return "in the proleptic Gregorian calendar"
    case 1: return "in the Julian calendar"
    case 2, 3: return "under the \(code) reform"
    default:
      if let church { return "for \(church.name)" }
      return "in \(ReformCountry.all[nameIndex - Reform.names.count].name)"
    }
  }

  /// ISO 8601's calendar: Gregorian rules for every year (calsh's default).
  public static let proleptic = Reform(firstGregorianDay: .min, nameIndex: 0)
  /// The Julian calendar for every year.
  public static let julian = Reform(firstGregorianDay: .max, nameIndex: 1)

  init(firstGregorianDay: Int, nameIndex: Int, isRevisedJulian: Bool = false) {
    self.firstGregorianDay = firstGregorianDay
    self.nameIndex = nameIndex
    self.isRevisedJulian = isRevisedJulian
  }

  /// A church's switch from the Julian calendar to the Revised Julian one.
  public init(_ church: ChurchReform) {
    self.init(
      firstGregorianDay: church.revisedFrom.dayCount,
      nameIndex: Reform.names.count + ReformCountry.all.count
        + (ChurchReform.all.firstIndex(of: church) ?? 0),
      isRevisedJulian: true)
  }

  /// The switch of a country of the table: from its first Gregorian day on. A country that never
  /// kept the Julian calendar (Japan, China) has no Julian days: every day is a Gregorian date.
  public init(_ country: ReformCountry) {
    self.init(
      firstGregorianDay: country.before == nil ? country.gregorianFrom.dayCount : .min,
      nameIndex: Reform.names.count + (ReformCountry.all.firstIndex(of: country) ?? 0))
  }

  /// The country of the table the reform was named by (`1752` is Great Britain's); nil for
  /// `proleptic` and `julian`.
  public var country: ReformCountry? {
    switch nameIndex {
    case 0, 1: return nil
    case _ where church != nil: return nil
    case 2: return ReformCountry.all.first { $0.code == "it" }
    case 3: return ReformCountry.all.first { $0.code == "gb" }
    default: return ReformCountry.all[nameIndex - Reform.names.count]
    }
  }

  /// The reform `set reform` names: `proleptic`, `julian`, `1582` (Rome's: Italy, Spain,
  /// Portugal, Poland), `1752` (Great Britain's), a country code of ncal's table, or a church's
  /// code (`churchgr`; `revised` is its first, 1924's), in any case; `uk` is `gb` (ncal calls GB
  /// the United Kingdom).
  public init?(named name: String) {
    var lower = name.lowercased()
    if lower == "uk" { lower = "gb" }
    if lower == "revised" { lower = "churchgr" }
    if let church = ChurchReform.all.first(where: { $0.code == lower }) {
      self.init(church)
      return
    }
    switch lower {
    case "proleptic", "gregorian": self = .proleptic
    case "julian": self = .julian
    case "1582", "1752":
      guard let country = ReformCountry.all.first(where: { $0.code == (lower == "1582" ? "it" : "gb") })
      else {
        return nil
      }
      self.init(
        firstGregorianDay: Reform(country).firstGregorianDay, nameIndex: lower == "1582" ? 2 : 3)
    default:
      guard let country = ReformCountry.all.first(where: { $0.code == lower }) else { return nil }
      self.init(country)
    }
  }

  /// Reforms with the same switch to the same calendar are the same (`gb` and `1752`).
  public static func == (a: Reform, b: Reform) -> Bool {
    a.firstGregorianDay == b.firstGregorianDay && a.isRevisedJulian == b.isRevisedJulian
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(firstGregorianDay)
    hasher.combine(isRevisedJulian)
  }

  /// Whether every date is written as its proleptic Gregorian date (ISO 8601's calendar, or a
  /// country that never kept the Julian one): the one question speed shortcuts ask.
  @inlinable
  public var isGregorianThroughout: Bool { firstGregorianDay == .min }

  /// `isGregorianThroughout` by its former name, which CalSyntax's parser still asks.
  @inlinable
  public var isProleptic: Bool { isGregorianThroughout }

  /// Whether some day of `year` is written as a Julian date (the year is outside calsh's range
  /// or not): every year under `julian`, the years through the last Julian day under a switch.
  public func writesJulianDays(inYear year: Int) -> Bool {
    if firstGregorianDay == .max { return true }
    guard let (last, _) = switchDates else { return false }
    return year <= last.year
  }

  /// Whether the day is written as a Julian date.
  @inlinable
  public func isJulian(dayCount: Int) -> Bool { dayCount < firstGregorianDay }

  /// The days calsh knows under this reform: proleptic 0001-01-01…9999-12-31, cut under a church's
  /// reform at Revised Julian 9999-12-31 (Gregorian 9999-12-29), whose next day is year 10000.
  @inlinable
  public var knownDayCounts: ClosedRange<Int> {
    isRevisedJulian
      ? Gregorian.dayCounts.lowerBound...RevisedJulianCalendar.dayCounts.upperBound : Gregorian.dayCounts
  }

  /// Whether the day is one calsh knows under this reform (`knownDayCounts`).
  @inlinable
  public func knows(_ date: CivilDate) -> Bool {
    !isRevisedJulian || date.dayCount <= RevisedJulianCalendar.dayCounts.upperBound
  }

  /// Whether the reform switches inside calsh's range (not `proleptic` nor `julian`).
  public var hasSwitch: Bool { firstGregorianDay != .min && firstGregorianDay != .max }

  /// The last Julian day and the first Gregorian day, as written; nil without a switch.
  public var switchDates: (lastJulian: ReformLabel, firstGregorian: ReformLabel)? {
    guard hasSwitch else { return nil }
    return (label(dayCount: firstGregorianDay - 1), label(dayCount: firstGregorianDay))
  }

  /// The date a day is written as: Julian before the switch, Gregorian (or Revised Julian) from
  /// it on.
  public func label(dayCount count: Int) -> ReformLabel {
    if count < firstGregorianDay {
      let (year, month, day) = JulianCalendar.date(dayCount: count)
      return ReformLabel(year: year, month: month, day: day, isJulian: true)
    }
    let (year, month, day) =
      isRevisedJulian ? RevisedJulianCalendar.date(dayCount: count) : civilFromDays(count)
    return ReformLabel(year: year, month: month, day: day, isJulian: false)
  }

  /// The date a day is written as.
  @inlinable
  public func label(of date: CivilDate) -> CivilDate {
    if isGregorianThroughout { return date }
    let label = label(dayCount: date.dayCount)
    return CivilDate(uncheckedYear: label.year, month: label.month, day: label.day)
  }

  /// The day written `year-month-day`: checks each part against the calendar in force then, and
  /// that the date is not one the switch skipped.
  public func date(year: Int, month: Int, day: Int) throws(CalendarError) -> CivilDate {
    if isGregorianThroughout { return try CivilDate(year: year, month: month, day: day) }
    return try CivilDate(dayCount: dayCount(year: year, month: month, day: day))
  }

  /// The day written `YYYY-MM-DD` (as `CivilDate(parsing:)` reads it) under this reform.
  public func date(parsing text: String) throws(CalendarError) -> CivilDate {
    let (year, month, day) = try CivilDate.parts(of: text)
    return try date(year: year, month: month, day: day)
  }

  /// The day count of the date written `year-month-day` (see `date(year:month:day:)`).
  public func dayCount(year: Int, month: Int, day: Int) throws(CalendarError) -> Int {
    let count = try calendarDayCount(year: year, month: month, day: day)
    guard Gregorian.dayCounts.contains(count) else {
      throw .julianDateOutOfRange(year: year, month: month, day: day)
    }
    return count
  }

  /// The day count of a date of the calendar, even one outside the days calsh knows (Julian
  /// 0001-01-01 under `julian`): the checks of `dayCount(year:month:day:)` but the range.
  func calendarDayCount(year: Int, month: Int, day: Int) throws(CalendarError) -> Int {
    guard Gregorian.years.contains(year) else { throw .yearOutOfRange(year) }
    guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
    // A gap day first: a Julian-only date the switch skipped (29 February 1700 in Germany) is
    // one that never existed, not one past the month's Gregorian end.
    if let (last, first) = switchDates, day >= 1, day <= JulianCalendar.daysIn(year: year, month: month),
      (year, month, day) > (last.year, last.month, last.day),
      (year, month, day) < (first.year, first.month, first.day)
    {
      throw .dayInReformGap(year: year, month: month, day: day, self)
    }
    let lastDay = lastDayNumber(year: year, month: month)
    guard day >= 1, day <= lastDay else {
      throw .dayOutOfReformMonth(year: year, month: month, day: day, lastDay: lastDay, self)
    }
    if isJulian(year: year, month: month, day: day) {
      return JulianCalendar.dayCount(year: year, month: month, day: day)
    }
    return isRevisedJulian
      ? RevisedJulianCalendar.dayCount(year: year, month: month, day: day)
      : daysFromCivil(year: year, month: month, day: day)
  }

  /// Whether the date as written is before the switch (it names no gap day).
  private func isJulian(year: Int, month: Int, day: Int) -> Bool {
    if firstGregorianDay == .min { return false }
    if firstGregorianDay == .max { return true }
    let last = label(dayCount: firstGregorianDay - 1)
    return (year, month, day) <= (last.year, last.month, last.day)
  }

  /// The days of a month as written, first to last: the days the switch skipped are absent
  /// (September 1752 in Great Britain: 1, 2, 14, 15 … 30). Empty for a month the switch skipped.
  public func days(year: Int, month: Int) -> [(number: Int, dayCount: Int)] {
    var days: [(number: Int, dayCount: Int)] = []
    for number in 1...lastDayNumber(year: year, month: month) {
      if let count = try? dayCount(year: year, month: month, day: number) { days.append((number, count)) }
    }
    return days
  }

  /// The days of a month as its calendar has them, first to last: without the days the switch
  /// skipped, but with those outside calsh's range (Julian 0001-01-01 and 02, 9999-10-20 on).
  public func calendarDays(year: Int, month: Int) -> [(number: Int, dayCount: Int)] {
    var days: [(number: Int, dayCount: Int)] = []
    for number in 1...lastDayNumber(year: year, month: month) {
      if let count = try? calendarDayCount(year: year, month: month, day: number) {
        days.append((number, count))
      }
    }
    return days
  }

  /// The highest day number of the month: Julian or Gregorian (Revised Julian), whichever
  /// calendar its end is in.
  func lastDayNumber(year: Int, month: Int) -> Int {
    let julian = JulianCalendar.daysIn(year: year, month: month)
    if isGregorianThroughout || !isJulian(year: year, month: month, day: julian) {
      return isRevisedJulian
        ? RevisedJulianCalendar.daysIn(year: year, month: month) : Gregorian.daysIn(year: year, month: month)
    }
    return julian
  }

  /// The day count of the month's first written day, and how many days it has: the days of a
  /// month are consecutive, the gap removing only labels. A month the switch skipped whole has
  /// none (from its would-be place).
  public func dayCounts(of month: YearMonth) -> (first: Int, count: Int) {
    if isGregorianThroughout { return (month.firstDay.dayCount, month.numberOfDays) }
    let days = days(year: month.year, month: month.month)
    guard let first = days.first else {
      return (daysFromCivil(year: month.year, month: month.month, day: 1), 0)
    }
    return (first.dayCount, days.count)
  }

  /// The month's metadata as written: its first written day, how many days it has, the weekday
  /// it starts on (19 days from Julian 1752-09-01, a Tuesday, in Great Britain).
  public func metadata(of month: YearMonth) -> MonthMetadata {
    isGregorianThroughout ? month.metadata : MonthMetadata(month, reform: self)
  }

  /// The cells of the month as written, laid out from `firstWeekday` with `padding`.
  public func layout(of month: YearMonth, padding: Padding, firstWeekday: Weekday) -> CellLayout {
    if isGregorianThroughout { return month.layout(padding: padding, firstWeekday: firstWeekday) }
    let (first, count) = dayCounts(of: month)
    return CellLayout(first: first, numberOfDays: count, padding: padding, firstWeekday: firstWeekday)
  }

  /// The first and last days of a month as written: Julian before the switch (August 1752 in
  /// Great Britain ends on Julian 1752-08-31). A month with no day calsh knows (9999-11 under
  /// `julian`, past Julian 9999-10-19) is an error.
  public func writtenDays(of month: YearMonth) throws(CalendarError) -> (first: CivilDate, last: CivilDate) {
    if isGregorianThroughout { return (month.firstDay, month.lastDay) }
    let (first, count) = dayCounts(of: month)
    guard count > 0 else { throw .julianMonthOutOfRange(month) }
    return (CivilDate(uncheckedDayCount: first), CivilDate(uncheckedDayCount: first + count - 1))
  }

  /// Throws when the month has no day as written that calsh knows: under `julian`, 9999-11 and
  /// 9999-12 lie past Julian 9999-10-19 (Gregorian 9999-12-31, calsh's last day).
  public func checkKnown(_ month: YearMonth) throws(CalendarError) {
    guard !isGregorianThroughout, dayCounts(of: month).count == 0 else { return }
    throw .julianMonthOutOfRange(month)
  }

  /// Throws, naming the first such month, when a month from `first` through `last` has no day
  /// as written that calsh knows (they lie only past the last Julian day).
  public func checkKnown(from first: YearMonth, through last: YearMonth) throws(CalendarError) {
    guard !isGregorianThroughout else { return }
    try checkKnown(first)
    var unknown: YearMonth?
    var month = last
    while month > first, dayCounts(of: month).count == 0 {
      unknown = month
      month = YearMonth(uncheckedIndex: month.index - 1)
    }
    if let unknown { throw .julianMonthOutOfRange(unknown) }
  }

  /// The day `count` months after (before, when negative) `date`, counted in written months:
  /// the same day number in the target month; a number the switch skipped lands on the first
  /// Gregorian day (1752-08-05 + 1 month is 1752-09-14 in Great Britain); a number past the
  /// month's end is clamped to its last day or rolled over, as `monthEnd` says.
  public func adding(months count: Int, to date: CivilDate, monthEnd: MonthEnd) throws(CalendarError)
    -> CivilDate
  {
    if isGregorianThroughout { return try date.adding(months: count, monthEnd: monthEnd) }
    let written = label(dayCount: date.dayCount)
    let target = try YearMonth(uncheckedYear: written.year, month: written.month).adding(months: count)
    do {
      return try CivilDate(dayCount: dayCount(year: target.year, month: target.month, day: written.day))
    } catch .dayInReformGap {
      return CivilDate(uncheckedDayCount: firstGregorianDay)
    } catch .dayOutOfReformMonth(_, _, _, let lastDay, _) {
      let last = try dayCount(year: target.year, month: target.month, day: lastDay)
      return try CivilDate(dayCount: monthEnd == .clamp ? last : last + written.day - lastDay)
    }
  }

  /// Years and months first, as one month count, then days (as `CivilDate.adding(_:monthEnd:)`).
  public func adding(_ duration: DateDuration, to date: CivilDate, monthEnd: MonthEnd) throws(CalendarError)
    -> CivilDate
  {
    try adding(months: duration.totalMonths(), to: date, monthEnd: monthEnd).adding(days: duration.days)
  }

  /// The years, months and days from `start` to `end` in written months, so that
  /// `adding(_:to:monthEnd:)` of the answer to `start` is `end` (as `DateDuration.between`).
  public func between(_ start: CivilDate, _ end: CivilDate, monthEnd: MonthEnd) -> DateDuration {
    if isGregorianThroughout { return DateDuration.between(start, end, monthEnd: monthEnd) }
    let (from, to) = (label(dayCount: start.dayCount), label(dayCount: end.dayCount))
    var months = (to.year - from.year) * 12 + (to.month - from.month)  // [-119987, 119987]
    func landing(_ months: Int) -> Int {
      (try? adding(months: months, to: start, monthEnd: monthEnd).dayCount) ?? (months > 0 ? .max : .min)
    }
    if end >= start {
      while landing(months) > end.dayCount { months -= 1 }
    } else {
      while landing(months) < end.dayCount { months += 1 }
    }
    return DateDuration(years: months / 12, months: months % 12, days: end.dayCount - landing(months))
  }

  /// The `n`th `weekday` of the month as written (1…5, or -1…-5 from the end), counted by the
  /// calendar among the days that existed: the first Thursday of September 1752 in Great Britain
  /// is the 14th. One that falls outside calsh's days is a range error, not another day (under
  /// `julian` the 1st Saturday of 0001-01 is Julian 0001-01-01, before Gregorian 0001-01-01).
  public func nth(_ n: Int, _ weekday: Weekday, in month: YearMonth) throws(CalendarError) -> CivilDate {
    if isGregorianThroughout { return try month.nth(n, weekday) }
    guard (1...5).contains(n) || (-5 ... -1).contains(n) else { throw .math(.ordinalOutOfRange(n)) }
    try checkKnown(month)
    let matching = calendarDays(year: month.year, month: month.month).filter {
      Weekday(dayCount: $0.dayCount) == weekday
    }
    guard n.magnitude <= matching.count else {
      throw .math(.noSuchWeekday(ordinal: n, weekday: weekday, month: month, count: matching.count))
    }
    let found = matching[n > 0 ? n - 1 : matching.count + n]
    guard Gregorian.dayCounts.contains(found.dayCount) else {
      throw .julianDateOutOfRange(year: month.year, month: month.month, day: found.number)
    }
    return CivilDate(uncheckedDayCount: found.dayCount)
  }

  /// How many days the month has: 19 for September 1752 in Great Britain.
  public func daysIn(year: Int, month: Int) -> Int {
    if isGregorianThroughout { return Gregorian.daysIn(year: year, month: month) }
    if let (last, first) = switchDates,
      (last.year, last.month) <= (year, month) && (year, month) <= (first.year, first.month)
    {
      return days(year: year, month: month).count
    }
    return lastDayNumber(year: year, month: month)
  }

  /// How many days the year has: 355 for 1752 in Great Britain.
  public func daysIn(year: Int) -> Int {
    (1...12).reduce(0) { $0 + daysIn(year: year, month: $1) }
  }

  /// Whether the year has a 29 February: the Julian rule before the switch (1700 in Great
  /// Britain), the Gregorian one after.
  public func isLeapYear(_ year: Int) -> Bool {
    if isGregorianThroughout { return Gregorian.isLeapYear(year) }
    return (try? dayCount(year: year, month: 2, day: 29)) != nil
  }

  /// The day of the year of a date as written: 355 for 1752-12-31 in Great Britain.
  @inlinable
  public func dayOfYear(of date: CivilDate) -> Int {
    isGregorianThroughout ? date.dayOfYear : dayOfYear(dayCount: date.dayCount)
  }

  /// The day of the year of a day as written (1 for its first day, January 1).
  public func dayOfYear(dayCount count: Int) -> Int {
    let year = label(dayCount: count).year
    let first = (1...12).lazy.compactMap { self.days(year: year, month: $0).first?.dayCount }.first ?? count
    return count - first + 1
  }
}

/// A date as a reform writes it, with the calendar it is written in.
public struct ReformLabel: Hashable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int
  /// Written in the Julian calendar (before the switch).
  public let isJulian: Bool

  public var description: String { CivilDate.format(year: year, month: month, day: day) }
}
