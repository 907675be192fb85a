import CalendarCore

/// Explanations of date arithmetic: why `2023-01-31 + 1 month` is `2023-02-28`.
enum ArithmeticExplanations {
  /// `date + duration`: years and months at once, clamped (or rolled over, under
  /// `set monthend overflow`) once, then days; under `set reform`, months as the dates are
  /// written and days along the days that existed.
  static func adding(
    _ duration: DateDuration, to date: CivilDate, monthEnd: MonthEnd, _ reform: Reform
  ) throws(CalendarError) -> Explanation {
    guard reform.isGregorianThroughout else {
      return try reformedAdding(duration, to: date, monthEnd: monthEnd, reform)
    }
    var e = Explanation()
    let months = try duration.totalMonths()
    var current = date
    if months == 0 && duration.days == 0 {
      e.add("The duration is zero: nothing is added, so the date stays \(date).")
      e.add("Answer: \(date).")
      return e
    }
    if months != 0 {
      if duration.years != 0 && duration.months != 0 {
        e.add(
          "Years and months are added first, in one step, as a count of months: "
            + "\(duration.years) × 12 + \(duration.months) = \(months.counting("month")).")
      } else if duration.years != 0 {
        e.add(
          "Months and years are added first: \(duration.years.counting("year")) is "
            + "\(months.counting("month")).")
      } else {
        e.add("Months and years are added first: \(months.counting("month")).")
      }
      let target = try date.yearMonth.adding(months: months)
      e.add("\(date.yearMonth) \(months < 0 ? "-" : "+") \(abs(months).counting("month")) is \(target).")
      if date.day > target.numberOfDays {
        let lastDay = target.lastDay
        let surplus = date.day - target.numberOfDays
        switch monthEnd {
        case .clamp:
          current = lastDay
          e.add(
            "\(target) has \(target.numberOfDays) days, so there is no day \(date.day) in it. The month-end "
              + "rule is clamp (the default): the day is clamped to the month's last day, \(current). "
              + "(Under set monthend overflow the \(surplus.counting("surplus day")) would roll into the next "
              + "month instead.)")
        case .overflow:
          current = try lastDay.adding(days: surplus)
          e.add(
            "\(target) has \(target.numberOfDays) days, so there is no day \(date.day) in it. The month-end "
              + "rule is overflow (set monthend overflow), the way GNU date counts: day \(date.day) is "
              + "\(surplus.counting("day")) past \(lastDay), so the \(surplus.counting("surplus day")) "
              + "roll\(surplus == 1 ? "s" : "") into \(MonthName.english[current.month - 1]): \(current). "
              + "(The default rule, clamp, would stop at \(lastDay).)")
        }
      } else {
        current = try CivilDate(year: target.year, month: target.month, day: date.day)
        e.add("Day \(date.day) exists in \(target), so the date is \(current).")
      }
    }
    if duration.days != 0 || months == 0 {
      let next = try current.adding(days: duration.days)
      e.add(
        "\(months != 0 ? "Then the days: " : "")\(current) \(duration.days < 0 ? "-" : "+") "
          + "\(abs(duration.days).counting("day")) is \(next)"
          + Self.monthEnds(from: current, to: next))
      current = next
    }
    e.add("Answer: \(current).")
    return e
  }

  /// How a count of days crosses month ends: ", counting back across 2 month ends." or ".".
  static func monthEnds(from start: CivilDate, to end: CivilDate) -> String {
    let crossed = abs((end.year - start.year) * 12 + end.month - start.month)
    guard crossed > 0 else { return "." }
    return ", counting \(end < start ? "back" : "on") across "
      + (crossed == 1 ? "a month's end." : "\(crossed) month ends.")
  }

  /// `later - earlier` in days, by numbering every day from 0001-01-01 (by Julian Day Numbers
  /// under `set reform`, whatever calendar each date is written in).
  static func difference(_ later: CivilDate, _ earlier: CivilDate, _ reform: Reform) -> Explanation {
    guard reform.isGregorianThroughout else { return reformedDifference(later, earlier, reform) }
    var e = Explanation()
    let first = Gregorian.dayCounts.lowerBound
    let a = later.dayCount - first
    let b = earlier.dayCount - first
    e.add(
      "Number the days from 0001-01-01 (explain weekday shows how): \(later) is "
        + "\(a.counting("day")) after 0001-01-01, and \(earlier) is \(b.counting("day")) after 0001-01-01.")
    let days = DateDuration(days: a - b)
    e.add("The difference: \(grouped(a)) − \(grouped(b)) = \(grouped(a - b)).")
    e.add("Answer: \(days).")
    return e
  }

  /// `later - earlier` for year-months: a count of months, from the years and the month numbers.
  static func difference(_ later: YearMonth, _ earlier: YearMonth) -> Explanation {
    var e = Explanation()
    let years = later.year - earlier.year
    let monthNumbers = later.month - earlier.month
    e.add(
      "Count in months. The years differ by \(later.year) − \(earlier.year) = \(years), which is "
        + "\(years) × 12 = \(grouped(years * 12)) months; the month numbers differ by \(later.month) − "
        + "\(earlier.month) = \(monthNumbers).")
    let months = years * 12 + monthNumbers
    e.add(
      "\(grouped(years * 12)) + \(monthNumbers < 0 ? "(\(monthNumbers))" : "\(monthNumbers)") = \(grouped(months)): from \(earlier) to \(later) is "
        + "\(months.counting("month")).")
    e.add("Answer: \(DateDuration(months: months)).")
    return e
  }

  /// `date ± duration`: months as written, then days along the one line of days.
  private static func reformedAdding(
    _ duration: DateDuration, to date: CivilDate, monthEnd: MonthEnd, _ reform: Reform
  )
    throws(CalendarError) -> Explanation
  {
    var e = Explanation()
    let months = try duration.totalMonths()
    let start = reform.label(dayCount: date.dayCount)
    e.add(
      "\(CalendarInForce.opening(reform)), months are counted as the "
        + "dates are written, and days along the line of days that existed.")
    var current = date
    if months != 0 {
      let written = try YearMonth(year: start.year, month: start.month)
      let target = try written.adding(months: months)
      e.add(
        "\(written) \(months < 0 ? "-" : "+") "
          + "\(abs(months).counting("month")) is \(target).")
      current = try reform.adding(months: months, to: date, monthEnd: monthEnd)
      let landed = reform.label(dayCount: current.dayCount)
      let days = reform.days(year: target.year, month: target.month)
      let last = days.last?.number ?? 0
      if start.day > last {
        e.add(
          "\(target) is numbered to \(last), so there is no day \(start.day) in it: under set monthend "
            + "\(monthEnd == .clamp ? "clamp (the default) the day is clamped to its last day" : "overflow the surplus days roll on")"
            + ", \(landed).")
      } else if !days.contains(where: { $0.number == start.day }) {
        e.add(
          "Day \(start.day) of \(target) is among the dates the switch skipped, so the date is the first "
            + "Gregorian day, \(landed).")
      } else {
        e.add("Day \(start.day) exists in \(target), so the date is \(landed).")
      }
    }
    if duration.days != 0 || months == 0 {
      let next = try current.adding(days: duration.days)
      let (from, to) = (reform.label(dayCount: current.dayCount), reform.label(dayCount: next.dayCount))
      e.add(
        "\(months != 0 ? "Then the days: " : "")\(from) \(duration.days < 0 ? "-" : "+") "
          + "\(abs(duration.days).counting("day")) is \(to)"
          + (from.isJulian != to.isJulian ? ", counting the days that existed across the switch." : "."))
      current = next
    }
    e.add("Answer: \(reform.text(dayCount: current.dayCount)).")
    return e
  }

  /// `later - earlier`: the difference of their Julian Day Numbers.
  private static func reformedDifference(_ later: CivilDate, _ earlier: CivilDate, _ reform: Reform)
    -> Explanation
  {
    var e = Explanation()
    let (a, b) = (reform.label(dayCount: later.dayCount), reform.label(dayCount: earlier.dayCount))
    let shift = CivilDate.julianDayNumbers.lowerBound - Gregorian.dayCounts.lowerBound
    let (x, y) = (later.dayCount + shift, earlier.dayCount + shift)
    e.add(
      "\(CalendarInForce.opening(reform)), the dates name days of one "
        + "line, whatever calendar they are written in: number them (explain jdn shows how). \(a) is "
        + "Julian Day \(grouped(x)), and \(b) is Julian Day \(grouped(y)).")
    e.add("The difference: \(grouped(x)) − \(grouped(y)) = \(grouped(x - y)).")
    e.add("Answer: \(DateDuration(days: x - y)).")
    return e
  }
}
