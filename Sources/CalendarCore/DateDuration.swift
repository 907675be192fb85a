/// A calendar duration: years and months are applied together and clamped once, then days.
/// Weeks are stored as days. Parts may be negative.
public struct DateDuration: Hashable, Sendable, CustomStringConvertible {
  public var years: Int
  public var months: Int
  public var days: Int

  public init(years: Int = 0, months: Int = 0, days: Int = 0) {
    self.years = years
    self.months = months
    self.days = days
  }

  public static let zero = DateDuration()

  /// Years and months as one count of months, the way they are applied to a date.
  public func totalMonths() throws(CalendarError) -> Int {
    let (yearMonths, o1) = years.multipliedReportingOverflow(by: 12)
    let (total, o2) = yearMonths.addingReportingOverflow(months)
    guard !o1, !o2 else { throw .numberTooLarge }
    return total
  }

  public func negated() throws(CalendarError) -> DateDuration {
    guard years != .min, months != .min, days != .min else { throw .numberTooLarge }
    return DateDuration(years: -years, months: -months, days: -days)
  }

  public func adding(_ other: DateDuration) throws(CalendarError) -> DateDuration {
    let (y, o1) = years.addingReportingOverflow(other.years)
    let (m, o2) = months.addingReportingOverflow(other.months)
    let (d, o3) = days.addingReportingOverflow(other.days)
    guard !o1, !o2, !o3 else { throw .numberTooLarge }
    return DateDuration(years: y, months: m, days: d)
  }

  public func multiplied(by factor: Int) throws(CalendarError) -> DateDuration {
    let (y, o1) = years.multipliedReportingOverflow(by: factor)
    let (m, o2) = months.multipliedReportingOverflow(by: factor)
    let (d, o3) = days.multipliedReportingOverflow(by: factor)
    guard !o1, !o2, !o3 else { throw .numberTooLarge }
    return DateDuration(years: y, months: m, days: d)
  }

  /// `29 days`, `1 day`, `-3 days`, `1 year 2 months 3 days`; `0 days` when all parts are zero.
  public var description: String {
    var parts: [String] = []
    func add(_ n: Int, _ unit: String) {
      if n != 0 { parts.append("\(n) \(unit)\(n == 1 || n == -1 ? "" : "s")") }
    }
    add(years, "year")
    add(months, "month")
    add(days, "day")
    return parts.isEmpty ? "0 days" : parts.joined(separator: " ")
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
