// The calendar difference of two dates in years, months and days, as a person counts it: the
// largest whole number of months that fits between the dates, moving from `start` towards `end`
// with months clamped as `+` clamps them, then the days left over. dateutil's relativedelta counts
// this way going forward (2023-01-31 → 2023-02-28 is 1 month, since 2023-01-31 + 1 month clamps
// onto 2023-02-28); java.time's Period.between agrees except when `end` is the last day of its
// month and end.day < start.day (it says 28 days there).
//
// Facts (proved by Tests/CalendarCoreTests/PeriodTests.swift):
// - `start + between(start, end) == end` for every pair, in both directions.
// - Every part has the sign of `end − start`.
// - between(b, a) == −between(a, b) is not always true: 2023-01-15 → 2023-03-10 is 1 month 23
//   days, but back it is −1 month −26 days (one month back from March 10 is February 10, and
//   January 15 is 26 days before that).

extension DateDuration {
  /// The years, months and days from `start` to `end`: the most whole months that fit (months
  /// clamped as `+` clamps), then days, so `start + between(start, end) == end`:
  /// 2023-01-31 → 2023-03-01 is 1 month 1 day; 2023-03-01 → 2023-01-31 is −1 month −1 day.
  /// With `monthEnd: .overflow` months are added as `set monthend overflow` adds them (surplus
  /// days roll into the next month), so `start + between(start, end)` is `end` under that rule too.
  public static func between(_ start: CivilDate, _ end: CivilDate, monthEnd: MonthEnd = .clamp)
    -> DateDuration
  {
    let from = start.yearMonth.index  // [0, 119987]
    var months = end.yearMonth.index - from  // [-119987, 119987]; lands in end's month or just after
    func landing(_ months: Int) -> Int {
      monthEnd == .clamp
        ? clampedDayCount(monthIndex: from + months, day: start.day)
        : clampedDayCount(monthIndex: from + months, day: 1) + start.day - 1
    }
    if end >= start {
      while landing(months) > end.dayCount { months -= 1 }  // one or two steps: fewer months fit
    } else {
      while landing(months) < end.dayCount { months += 1 }  // going back, stop after end
    }
    return DateDuration(years: months / 12, months: months % 12, days: end.dayCount - landing(months))
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
