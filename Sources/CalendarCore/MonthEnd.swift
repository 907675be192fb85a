/// What adding months does with a day that the target month lacks (31 January + 1 month).
public enum MonthEnd: Sendable, CaseIterable {
  /// Stop at the month's last day: 2023-01-31 + 1 month = 2023-02-28 (java.time, dateutil, calsh).
  case clamp
  /// Roll the surplus days into the next month, as GNU `date` and C's `mktime` do:
  /// 2023-01-31 + 1 month = 2023-03-03, 2024-01-31 + 1 month = 2024-03-02.
  case overflow
}

extension CivilDate {
  /// The same day `count` months later; a day the target month lacks is clamped or rolled over.
  public func adding(months count: Int, monthEnd: MonthEnd) throws(CalendarError) -> CivilDate {
    switch monthEnd {
    case .clamp:
      return try adding(months: count)
    case .overflow:
      let target = try yearMonth.adding(months: count)
      return try CivilDate(dayCount: target.firstDay.dayCount + day - 1)
    }
  }

  /// Years and months first, as one month count applied once, then days. With `.overflow` this
  /// equals GNU `date -d 'DATE +Y years +M months +D days'`, which normalises all three at once.
  public func adding(_ duration: DateDuration, monthEnd: MonthEnd) throws(CalendarError) -> CivilDate {
    try adding(months: duration.totalMonths(), monthEnd: monthEnd).adding(days: duration.days)
  }
}
