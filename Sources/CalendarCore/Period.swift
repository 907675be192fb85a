// The calendar difference of two dates in years, months and days, computed exactly as java.time's
// `Period.between` (LocalDate.until):
//
//   totalMonths = end.month index − start.month index;  days = end.day − start.day
//   if totalMonths > 0 && days < 0 { totalMonths −= 1; days = end − (start + totalMonths months) }
//   else if totalMonths < 0 && days > 0 { totalMonths += 1; days −= end's month length }
//   years = totalMonths / 12, months = totalMonths % 12 (both truncated toward zero)
//
// Facts (proved by Tests/CalendarCoreTests/PeriodTests.swift):
// - start ≤ end: `start + between(start, end) == end` always (months clamped, then days), and
//   the month count is the largest m with (start.month + m, start.day) ≤ (end.month, end.day):
//   a month counts once its day of the month is reached, so 2023-01-31 → 2023-02-28 is 28 days.
//   dateutil's relativedelta counts that month (1 month) because 2023-01-31 + 1 month clamps onto
//   2023-02-28; the two agree except when `end` is the last day of its month and end.day < start.day.
// - end < start: `start + between(start, end) == end` exactly when adding the months to `start`
//   does not clamp (always when start.day ≤ 28); the days count back from the unclamped day.
// - between(b, a) == −between(a, b) for a ≤ b exactly when b.day ≥ a.day, or when the days left
//   after a.day are the same in a's month and in the month before b's (so 2023-01-31 → 2023-03-01
//   is 1 month 1 day and back is −1 month −1 day, but 2023-01-15 → 2023-03-10 is 1 month 23 days
//   and back is −1 month −26 days).

extension DateDuration {
  /// The years, months and days from `start` to `end`, as java.time's `Period.between`:
  /// 2023-01-31 → 2023-03-01 is 1 month 1 day; 2023-03-01 → 2023-01-31 is −1 month −1 day.
  /// Every part has the sign of `end − start` (or is zero).
  public static func between(_ start: CivilDate, _ end: CivilDate) -> DateDuration {
    var totalMonths = end.yearMonth.index - start.yearMonth.index  // [-119987, 119987]
    var days = end.day - start.day  // [-30, 30]
    if totalMonths > 0 && days < 0 {
      totalMonths -= 1
      days = end.dayCount - clampedDayCount(monthIndex: start.yearMonth.index + totalMonths, day: start.day)
    } else if totalMonths < 0 && days > 0 {
      totalMonths += 1
      days -= end.yearMonth.numberOfDays
    }
    return DateDuration(years: totalMonths / 12, months: totalMonths % 12, days: days)
  }
}

/// The day count of `day` of the month with `monthIndex` (known to be in range), clamped to the
/// month's last day, as `adding(months:)` clamps.
private func clampedDayCount(monthIndex: Int, day: Int) -> Int {
  let target = YearMonth(uncheckedIndex: monthIndex)
  return daysFromCivil(year: target.year, month: target.month, day: min(day, target.numberOfDays))
}

extension YearMonth {
  /// Whole months from `other` to `self`, positive when `self` is later: 2023-02 − 2022-11 = 3.
  public func months(since other: YearMonth) -> Int { index - other.index }
}
