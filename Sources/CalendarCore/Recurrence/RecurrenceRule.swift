/// A recurrence rule of RFC 5545 (iCalendar's RRULE) over whole days: how often a series repeats
/// and which days of each period it takes. Expanded by `Recurrence` as python-dateutil's `rrule`
/// expands it, so the same rule and start give the same dates.
public struct RecurrenceRule: Hashable, Sendable {
  /// How long one period is: a day, a week, a month or a year.
  public enum Frequency: String, CaseIterable, Sendable {
    case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
  }

  /// A BYDAY part: a weekday, with an ordinal under MONTHLY and YEARLY (`-1FR`, the last Friday).
  public struct WeekdayPart: Hashable, Sendable {
    public var weekday: Weekday
    /// 1 the first, -1 the last; nil every such weekday.
    public var ordinal: Int?

    public init(_ weekday: Weekday, ordinal: Int? = nil) {
      self.weekday = weekday
      self.ordinal = ordinal
    }
  }

  public var frequency: Frequency
  /// Every how many periods: 1 every period, 2 every other one.
  public var interval = 1
  /// How many occurrences in all, the start's period included.
  public var count: Int?
  /// The last day an occurrence may fall on.
  public var until: CivilDate?
  public var byWeekday: [WeekdayPart] = []
  /// 1…31 or -31…-1 (days from the month's end).
  public var byMonthDay: [Int] = []
  /// 1…12 (1…13 in a calendar of RSCALE with thirteen months).
  public var byMonth: [Int] = []
  /// RFC 7529's leap months of BYMONTH (`5L`: the leap month after month 5), with RSCALE only.
  public var byLeapMonth: [Int] = []
  /// RFC 7529's RSCALE: the calendar whose years, months and days the rule counts; nil for the
  /// Gregorian calendar as RFC 5545 has it (no RSCALE written).
  public var scale: RScale?
  /// RFC 7529's SKIP: what a named day a year or month lacks becomes (with RSCALE only).
  public var skip = RecurrenceSkip.omit
  /// 1…366 or -366…-1.
  public var byYearDay: [Int] = []
  /// ISO-style week numbers counted from `weekStart`, 1…53 or -53…-1.
  public var byWeekNumber: [Int] = []
  /// Which of each period's days are kept, counted in date order: 1 the first, -1 the last.
  public var bySetPosition: [Int] = []
  /// The first day of a week (WKST); Monday unless given.
  public var weekStart: Weekday = .monday
  /// BYHOUR, BYMINUTE, BYSECOND (0…23, 0…59, 0…59): read only when a rule is parsed
  /// `allowingTimes`, for a series of date-times (`TimedRecurrence`).
  public var byHour: [Int] = []
  public var byMinute: [Int] = []
  public var bySecond: [Int] = []
  /// UNTIL's time of day, when it was written with one (`20251231T235959Z`) and the rule was
  /// parsed `allowingTimes`; `until` is its date.
  public var untilTime: TimeOfDay?
  /// Whether UNTIL's time ends in `Z` (UTC), as RFC 5545 asks when DTSTART has a zone.
  public var untilIsUTC = false

  /// Whether the rule names times of day (BYHOUR, BYMINUTE or BYSECOND).
  public var hasTimes: Bool { !byHour.isEmpty || !byMinute.isEmpty || !bySecond.isEmpty }

  public init(frequency: Frequency) { self.frequency = frequency }

  /// Neither a count nor a last day: the series runs to the end of the calendar (9999).
  public var isEndless: Bool { count == nil && until == nil }

  /// The rule as RRULE text, its parts in one fixed order; `RecurrenceRule(parsing:)` reads it
  /// back to the same rule.
  public var text: String {
    var parts = scale.map { ["RSCALE=" + $0.name] } ?? []
    parts.append("FREQ=" + frequency.rawValue)
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    if let count { parts.append("COUNT=\(count)") }
    if let until {
      var text = "UNTIL=" + until.description.replacingDashes()
      if let untilTime {
        text += "T" + untilTime.rfc3339.filter { $0 != ":" }.prefix(6) + (untilIsUTC ? "Z" : "")
      }
      parts.append(text)
    }
    func list(_ name: String, _ values: [Int]) {
      if !values.isEmpty { parts.append(name + "=" + values.map(String.init).joined(separator: ",")) }
    }
    if !byLeapMonth.isEmpty {
      let months = (byMonth.map { RScaleMonth($0) } + byLeapMonth.map { RScaleMonth($0, isLeap: true) })
      parts.append("BYMONTH=" + months.sorted().map(\.description).joined(separator: ","))
    } else {
      list("BYMONTH", byMonth)
    }
    list("BYWEEKNO", byWeekNumber)
    list("BYYEARDAY", byYearDay)
    list("BYMONTHDAY", byMonthDay)
    if !byWeekday.isEmpty {
      parts.append(
        "BYDAY="
          + byWeekday.map { part in
            (part.ordinal.map(String.init) ?? "") + RecurrenceRule.dayCodes[part.weekday.rawValue]
          }.joined(separator: ","))
    }
    list("BYHOUR", byHour)
    list("BYMINUTE", byMinute)
    list("BYSECOND", bySecond)
    list("BYSETPOS", bySetPosition)
    if weekStart != .monday { parts.append("WKST=" + RecurrenceRule.dayCodes[weekStart.rawValue]) }
    if scale != nil { parts.append("SKIP=" + skip.rawValue) }
    return parts.joined(separator: ";")
  }

  /// RFC 5545's two-letter weekday codes, Sunday first.
  public static let dayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
}

extension String {
  fileprivate func replacingDashes() -> String { String(filter { $0 != "-" }) }
}
