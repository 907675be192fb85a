/// A calendar duration: years and months are applied together and clamped once, then days.
/// Weeks are stored as days.
///
/// Years and months are kept normalised as one count of months, split with one sign: `months`
/// lies in -11…11 and never has the opposite sign of `years` (12 months are 1 year, and
/// `1 month - 1 year` is -11 months). Days keep their own sign: a month has no fixed length.
public struct DateDuration: Hashable, Sendable, CustomStringConvertible {
  public private(set) var years: Int
  public private(set) var months: Int
  public private(set) var days: Int

  /// Normalises years and months; if that overflows (years within a year of `Int`'s limits) the
  /// parts are kept as given. Arithmetic on durations throws instead.
  public init(years: Int = 0, months: Int = 0, days: Int = 0) {
    (self.years, self.months) = DateDuration.normalised(years: years, months: months) ?? (years, months)
    self.days = days
  }

  /// The parts normalised, or `numberTooLarge` (`numberTooSmall` below zero).
  /// Int.min is refused in every part: its text (`-9223372036854775808 days`) could not be read
  /// back, since the number without its minus is too large.
  static func checked(years: Int, months: Int, days: Int) throws(CalendarError) -> DateDuration {
    guard let (y, m) = normalised(years: years, months: months) else { throw .overflow(positive: years > 0) }
    guard y != .min, m != .min, days != .min else { throw .numberTooSmall }
    return DateDuration(normalisedYears: y, months: m, days: days)
  }

  private init(normalisedYears years: Int, months: Int, days: Int) {
    (self.years, self.months, self.days) = (years, months, days)
  }

  /// Years and months with whole years carried out of the months and one sign for both; nil when
  /// the years overflow.
  static func normalised(years: Int, months: Int) -> (years: Int, months: Int)? {
    var (y, overflow) = years.addingReportingOverflow(months / 12)
    guard !overflow else { return nil }
    var m = months % 12
    // Moving a year towards zero cannot overflow.
    if y > 0, m < 0 {
      (y, m) = (y - 1, m + 12)
    } else if y < 0, m > 0 {
      (y, m) = (y + 1, m - 12)
    }
    return (y, m)
  }

  public static let zero = DateDuration()

  /// Years and months as one count of months, the way they are applied to a date.
  public func totalMonths() throws(CalendarError) -> Int {
    let (yearMonths, o1) = years.multipliedReportingOverflow(by: 12)
    let (total, o2) = yearMonths.addingReportingOverflow(months)
    guard !o1, !o2 else { throw .overflow(positive: years > 0) }
    return total
  }

  public func negated() throws(CalendarError) -> DateDuration {
    guard years != .min, months != .min, days != .min else { throw .numberTooLarge }
    return try .checked(years: -years, months: -months, days: -days)
  }

  public func adding(_ other: DateDuration) throws(CalendarError) -> DateDuration {
    let (y, o1) = years.addingReportingOverflow(other.years)
    let (m, o2) = months.addingReportingOverflow(other.months)
    let (d, o3) = days.addingReportingOverflow(other.days)
    // Two numbers overflow a sum only when both have the sign of the true result.
    if o1 { throw .overflow(positive: years > 0) }
    if o2 { throw .overflow(positive: months > 0) }
    if o3 { throw .overflow(positive: days > 0) }
    return try .checked(years: y, months: m, days: d)
  }

  public func multiplied(by factor: Int) throws(CalendarError) -> DateDuration {
    let (y, o1) = years.multipliedReportingOverflow(by: factor)
    let (m, o2) = months.multipliedReportingOverflow(by: factor)
    let (d, o3) = days.multipliedReportingOverflow(by: factor)
    for (part, overflow) in [(years, o1), (months, o2), (days, o3)] where overflow {
      throw .overflow(positive: (part < 0) == (factor < 0))
    }
    return try .checked(years: y, months: m, days: d)
  }

  /// `29 days`, `1 day`, `-3 days`, `1 year 2 months 3 days`; `0 days` when all parts are zero.
  ///
  /// The text reads back as the same duration. A negative part carries its own `-`
  /// (`-1 year -1 month`, `-11 months`), and a positive part after a negative one a `+`
  /// (`-1 month +3 days`): calsh reads a minus as applying to the whole duration literal after
  /// it, so `-1 month 3 days` would mean -1 month -3 days.
  public var description: String {
    var text = ""
    var afterNegative = false
    func add(_ n: Int, _ unit: String) {
      guard n != 0 else { return }
      if !text.isEmpty { text += " " }
      if n > 0, afterNegative { text += "+" }
      text += "\(n) \(unit)\(n == 1 || n == -1 ? "" : "s")"
      if n < 0 { afterNegative = true }
    }
    add(years, "year")
    add(months, "month")
    add(days, "day")
    return text.isEmpty ? "0 days" : text
  }
}

extension CivilDate {
  /// The date `count` days later; an error past 0001-01-01…9999-12-31.
  public func adding(days count: Int) throws(CalendarError) -> CivilDate {
    let (target, overflow) = dayCount.addingReportingOverflow(count)
    guard !overflow else { throw .dateOutOfRange }
    return try CivilDate(dayCount: target)
  }

  /// The same day `count` months later, clamped to the target month's last day
  /// (2023-01-31 + 1 month = 2023-02-28).
  public func adding(months count: Int) throws(CalendarError) -> CivilDate {
    let target = try yearMonth.adding(months: count)
    return try CivilDate(year: target.year, month: target.month, day: min(day, target.numberOfDays))
  }

  /// Years and months first, as one month count clamped once; then days.
  public func adding(_ duration: DateDuration) throws(CalendarError) -> CivilDate {
    try adding(months: duration.totalMonths()).adding(days: duration.days)
  }

  public func subtracting(_ duration: DateDuration) throws(CalendarError) -> CivilDate {
    try adding(duration.negated())
  }

  /// Whole days from `other` to `self` (positive when `self` is later).
  public func days(since other: CivilDate) -> Int { dayCount - other.dayCount }
}
