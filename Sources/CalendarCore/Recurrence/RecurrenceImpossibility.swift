/// Why a recurrence can never give a day, when its parts say so on their own: told without
/// expanding it (an impossible rule otherwise runs silently to 9999 and gives nothing). Only the
/// certain cases: a rule that finds no day for another reason is not reported.
public struct RecurrenceImpossibility: Equatable, Sendable {
  /// The RRULE part that cannot be met: BYDAY, BYMONTH, BYMONTHDAY, BYYEARDAY, BYSETPOS or UNTIL.
  public let part: String
  /// Why, in a user's words: "February has at most 29 days".
  public let reason: String
}

extension Recurrence {
  /// Why no day can ever match, or nil when some may (or it cannot be told cheaply).
  public var impossibility: RecurrenceImpossibility? { impossibility(writtenBy: .proleptic) }

  /// Why no day can ever match, its dates as `reform` writes them (Julian before its switch).
  public func impossibility(writtenBy reform: Reform) -> RecurrenceImpossibility? {
    if let until = rule.until, until < start {
      return .init(
        part: "UNTIL",
        reason: "it ends (\(reform.label(of: until))) before it starts (\(reform.label(of: start)))")
    }
    // A rule in another calendar (RSCALE) is not judged by the Gregorian months' lengths.
    if let scale = rule.scale, !scale.isGregorian { return scaleImpossibility(scale) ?? workdayImpossibility }
    if rule.scale != nil { return workdayImpossibility }
    return rule.impossibility ?? monthIntervalImpossibility ?? workdayImpossibility
  }

  /// A monthly rule whose interval, counted from the start's month, never reaches a BYMONTH month
  /// (every 12 months from January, in March): python-dateutil gives no day either.
  private var monthIntervalImpossibility: RecurrenceImpossibility? {
    guard rule.frequency == .monthly, rule.interval > 1, !rule.byMonth.isEmpty else { return nil }
    // Twelve periods reach every month the interval ever reaches (the months repeat after 12).
    let reached = Set((0..<12).map { (start.month - 1 + ($0 * (rule.interval % 12))) % 12 + 1 })
    guard reached.isDisjoint(with: rule.byMonth) else { return nil }
    let names = { (months: [Int]) in
      let words = months.map { MonthName.english[$0 - 1] }
      return words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
    let wanted = Array(Set(rule.byMonth)).sorted().map { MonthName.english[$0 - 1] }
    return .init(
      part: "BYMONTH",
      reason: "every \(rule.interval) months from \(MonthName.english[start.month - 1]) falls in "
        + "\(names(reached.sorted())) alone, never in \(wanted.joined(separator: " or "))")
  }

  /// Days of the month past the calendar's longest month (31 in a Hebrew month), left out (SKIP
  /// OMIT): under BACKWARD or FORWARD they move to a day that exists.
  private func scaleImpossibility(_ scale: RScale) -> RecurrenceImpossibility? {
    guard rule.skip == .omit, !rule.byMonthDay.isEmpty else { return nil }
    let longest = scale.longestMonth
    guard rule.byMonthDay.allSatisfy({ abs($0) > longest }) else { return nil }
    let days = rule.byMonthDay.map { $0 > 0 ? "day \($0)" : "day \($0) from the end" }
    return .init(
      part: "BYMONTHDAY",
      reason: "a \(scale.calendarName) month has at most \(longest) days, "
        + "and the rule asks for \(days.joined(separator: " or "))")
  }

  /// An n-th workday of a month past the most weekdays a month has (23).
  private var workdayImpossibility: RecurrenceImpossibility? {
    let inMonth = rule.frequency == .monthly || (rule.frequency == .yearly && !rule.byMonth.isEmpty)
    guard workdays != nil, inMonth, !rule.bySetPosition.isEmpty,
      rule.bySetPosition.allSatisfy({ abs($0) > 23 })
    else { return nil }
    return .init(
      part: "BYSETPOS", reason: "a month has at most 23 weekdays, so at most 23 workdays")
  }
}

extension RecurrenceRule {
  /// Why the rule's parts exclude every day (see `Recurrence.impossibility`).
  public var impossibility: RecurrenceImpossibility? {
    weekdayOrdinalImpossibility ?? monthDayImpossibility ?? yearDayImpossibility
  }

  /// Ordinal weekdays all past the most a month (5) or a year (53) has. Plain and ordinal
  /// weekdays must both hold (as python-dateutil reads them), so the ordinal ones decide.
  private var weekdayOrdinalImpossibility: RecurrenceImpossibility? {
    let ordinals = byWeekday.compactMap { part in part.ordinal.map { (part.weekday, $0) } }
    guard frequency == .monthly || frequency == .yearly, !ordinals.isEmpty else { return nil }
    let inMonth = frequency == .monthly || !byMonth.isEmpty
    let most = inMonth ? 5 : 53
    guard ordinals.allSatisfy({ abs($0.1) > most }), let (weekday, n) = ordinals.first else { return nil }
    let ordinal = n > 0 ? Self.ordinalText(n) : Self.ordinalText(-n) + " last"
    return .init(
      part: "BYDAY",
      reason: "a \(inMonth ? "month" : "year") has at most \(most) \(weekday.name)s, "
        + "and the rule asks for the \(ordinal)")
  }

  /// Days of the month that none of the BYMONTH months has (30 in February, 31 in April).
  private var monthDayImpossibility: RecurrenceImpossibility? {
    guard !byMonth.isEmpty, !byMonthDay.isEmpty else { return nil }
    // The longest each month can be: February has 29 days in a leap year.
    let longest = byMonth.map { Gregorian.daysIn(year: 2000, month: $0) }.max() ?? 31
    guard byMonthDay.allSatisfy({ abs($0) > longest }) else { return nil }
    let months = Array(Set(byMonth)).sorted().map { MonthName.english[$0 - 1] }
    let named =
      months.count == 1
      ? months[0] : months.dropLast().joined(separator: ", ") + " and " + months[months.count - 1]
    let days = byMonthDay.map { $0 > 0 ? "day \($0)" : "day \($0) from the end" }
    return .init(
      part: "BYMONTHDAY",
      reason: "\(named) \(months.count == 1 ? "has" : "have") at most \(longest) days, "
        + "and the rule asks for \(days.joined(separator: " or "))")
  }

  /// Days of the year that fall in none of the BYMONTH months, in a common or a leap year.
  private var yearDayImpossibility: RecurrenceImpossibility? {
    guard !byMonth.isEmpty, !byYearDay.isEmpty else { return nil }
    var months: Set<Int> = []
    for day in byYearDay {
      for length in [365, 366] {
        let index = day > 0 ? day : length + day + 1
        guard (1...length).contains(index) else { continue }
        let year = length == 366 ? 2000 : 2001
        let newYear = CivilDate(uncheckedYear: year, month: 1, day: 1)
        months.insert(CivilDate(uncheckedDayCount: newYear.dayCount + index - 1).month)
      }
    }
    guard months.isDisjoint(with: byMonth) else { return nil }
    let inMonths = Array(months).sorted().map { MonthName.english[$0 - 1] }
    let wanted = Array(Set(byMonth)).sorted().map { MonthName.english[$0 - 1] }
    return .init(
      part: "BYYEARDAY",
      reason:
        "those days of the year fall in \(inMonths.isEmpty ? "no month" : inMonths.joined(separator: " or ")), "
        + "never in \(wanted.joined(separator: " or "))")
  }

  /// `1st`, `2nd`, `6th`.
  private static func ordinalText(_ n: Int) -> String {
    let suffix = (n % 100 / 10 == 1) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
    return "\(n)\(suffix)"
  }
}
