/// RFC 7529's RSCALE: the calendar a recurrence rule counts its years, months and days in, by
/// its CLDR name (`HEBREW`, `CHINESE`, `DANGI`), and the calsh calendar that does the counting.
public struct RScale: Hashable, Sendable {
  /// The CLDR name as a rule writes it, upper case: `ISLAMIC-CIVIL`.
  public let name: String
  /// The calsh calendar's `identifier` (`islamic`), or `gregorian`.
  public let calendar: String

  /// Every RSCALE calsh reads, in the order messages list them. `JULIAN` is calsh's own (CLDR
  /// has no Julian calendar: libical and ical4j do not read it); `JAPANESE`, `ROC` and
  /// `BUDDHIST` number months and days as the Gregorian calendar does, so they count as it does.
  public static let known: [RScale] = [
    ("GREGORIAN", "gregorian"), ("HEBREW", "hebrew"), ("ISLAMIC-CIVIL", "islamic"),
    ("ISLAMIC-UMALQURA", "ummalqura"), ("PERSIAN", "persian"), ("CHINESE", "chinese"), ("DANGI", "korean"),
    ("COPTIC", "coptic"), ("ETHIOPIC", "ethiopian"), ("INDIAN", "indian"), ("JAPANESE", "gregorian"),
    ("ROC", "gregorian"), ("BUDDHIST", "gregorian"), ("JULIAN", "julian"),
  ].map { RScale(name: $0.0, calendar: $0.1) }

  /// The RSCALE of a name in any case; nil for a calendar calsh does not count in.
  public init?(name: String) {
    guard let scale = Self.known.first(where: { $0.name == name.uppercased() }) else { return nil }
    self = scale
  }

  init(name: String, calendar: String) {
    self.name = name
    self.calendar = calendar
  }

  /// The RSCALE a calsh calendar writes: `hebrew` → `HEBREW`, `korean` → `DANGI`; nil for one
  /// that has none (the Japanese eras, Minguo and Thai solar count as the Gregorian calendar).
  public static func of(calendar identifier: String) -> RScale? {
    known.first { $0.calendar == identifier }
  }

  public static let gregorian = RScale(name: "GREGORIAN", calendar: "gregorian")

  /// Whether the rule is counted in the Gregorian calendar (its own engine, as dateutil's).
  public var isGregorian: Bool { calendar == "gregorian" }
}

/// RFC 7529's SKIP: what a day the rule names but a year or month lacks (30 Heshvan in a short
/// year, the leap month Adar I in a common year, the 31st of a 30-day month) becomes.
public enum RecurrenceSkip: String, CaseIterable, Sendable {
  /// Left out (the default, as RFC 5545 leaves out February 30).
  case omit = "OMIT"
  /// The day before the missing one: the month's last day, or for a missing leap month the
  /// month before it (Adar I → Shevat).
  case backward = "BACKWARD"
  /// The day after the missing one: the next month's first day, or for a missing leap month the
  /// month after it (Adar I → Adar).
  case forward = "FORWARD"
}

/// A month as RFC 7529 numbers it in a calendar: a number and whether it is the leap month
/// written `5L`, which follows month 5. In the Hebrew calendar 1 is Tishrei, 5 Shevat, 5L Adar I,
/// 6 Adar (Adar II in a leap year), 7 Nisan … 12 Elul; in the Chinese and Korean calendars 6L is
/// the leap month after month 6, as calsh writes it (`06L`).
public struct RScaleMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var number: Int
  public var isLeap: Bool

  public init(_ number: Int, isLeap: Bool = false) {
    self.number = number
    self.isLeap = isLeap
  }

  /// In the year's order: 5, then 5L, then 6.
  public static func < (a: RScaleMonth, b: RScaleMonth) -> Bool {
    (a.number, a.isLeap ? 1 : 0) < (b.number, b.isLeap ? 1 : 0)
  }

  /// `5`, `5L`.
  public var description: String { String(number) + (isLeap ? "L" : "") }
}

extension RScale {
  /// The month numbers BYMONTH takes in the calendar: 1…13 in the Coptic and Ethiopian, whose
  /// thirteenth month has 5 or 6 days; 1…12 in the others.
  public var monthNumbers: ClosedRange<Int> { ["COPTIC", "ETHIOPIC"].contains(name) ? 1...13 : 1...12 }

  /// The months a leap month may follow (`5L`): Adar I after Shevat in the Hebrew calendar, any
  /// month in the Chinese and Korean; nil in a calendar without leap months.
  public var leapMonthNumbers: ClosedRange<Int>? {
    switch name {
    case "HEBREW": return 5...5
    case "CHINESE", "DANGI": return 1...12
    default: return nil
    }
  }
}

extension RecurrenceRule {
  /// What a rule with RSCALE asks that its calendar cannot give, naming the part: a month past
  /// the calendar's last (BYMONTH=13 in a year of twelve), a leap month it never has, or BYWEEKNO
  /// (weeks numbered in another calendar, which calsh does not count); nil when it can.
  public var scaleProblem: (part: String, message: String)? {
    guard let scale, !scale.isGregorian || !byLeapMonth.isEmpty || byMonth.contains(13) else { return nil }
    let months = scale.monthNumbers
    if let month = byMonth.first(where: { !months.contains($0) }) {
      return (
        "BYMONTH",
        "BYMONTH=\(month): a \(scale.name) year has months \(months.lowerBound)…\(months.upperBound)"
          + (scale.leapMonthNumbers?.count == 1 ? ", and its leap month Adar I is 5L" : "")
      )
    }
    if let month = byLeapMonth.first(where: { !(scale.leapMonthNumbers?.contains($0) ?? false) }) {
      guard let leap = scale.leapMonthNumbers else {
        return ("BYMONTH", "BYMONTH=\(month)L: the \(scale.name) calendar has no leap months")
      }
      return (
        "BYMONTH",
        leap.count == 1
          ? "BYMONTH=\(month)L: the \(scale.name) leap month is \(leap.lowerBound)L (Adar I, after Shevat, 5)"
          : "BYMONTH=\(month)L: a \(scale.name) leap month follows one of the months 1…12"
      )
    }
    if !scale.isGregorian, !byWeekNumber.isEmpty {
      return (
        "BYWEEKNO",
        "BYWEEKNO: calsh numbers weeks in the Gregorian calendar only, not with RSCALE=\(scale.name)"
      )
    }
    return nil
  }
}

extension RScale {
  /// The most days a month of the calendar has (30 Hebrew, Islamic, Chinese; 31 Persian, Indian,
  /// Julian, Gregorian): a day of the month past it is in no month.
  public var longestMonth: Int {
    guard !isGregorian, let index = CalendarRegistry.identifiers.firstIndex(of: calendar) else { return 31 }
    return CalendarRegistry.open(index, LongestMonth())
  }

  /// The calendar's name in messages: "Hebrew", "Islamic (arithmetic)".
  public var calendarName: String {
    CalendarRegistry.calendar(identifier: calendar)?.name ?? "Gregorian"
  }

  /// The last day calsh knows of the calendar: 9999-12-31, or a table's end (Chinese 2101-01-28).
  public var lastDay: Int {
    CalendarRegistry.calendar(identifier: calendar)?.dayCounts.upperBound ?? Gregorian.dayCounts.upperBound
  }
}

/// The longest month over nineteen years (a Hebrew cycle; any leap rule's lengths show in it).
private struct LongestMonth: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_ c: C.Type) -> Int {
    let middle = C.date(fromDayCount: (C.dayCounts.lowerBound + C.dayCounts.upperBound) / 2).runningYear
    var longest = 0
    for year in middle..<middle + 19 where C.years.contains(year) {
      for number in 1...13 {
        for leap in [false, true] {
          guard let (month, isLeap) = C.calendarMonth(year: year, RScaleMonth(number, isLeap: leap)) else {
            continue
          }
          longest = max(longest, C.daysIn(year: year, month: month, isLeapMonth: isLeap))
        }
      }
    }
    return longest
  }
}
