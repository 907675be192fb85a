/// The periods of a recurrence counted in another calendar (RFC 7529's RSCALE), one at a time:
/// each period (a year, month, week or day of that calendar) gives its days, BYMONTH, BYMONTHDAY,
/// BYYEARDAY and BYDAY read in the calendar's own months and days, a day that the year or month
/// lacks moved or left out by SKIP, then BYSETPOS. The calendar is opened once a period through
/// `CalendarRegistry.open`, so the work inside is specialised for it.
struct CalendarPeriods: Sendable {
  /// The calendar's index in `CalendarRegistry.identifiers`; nil for the Gregorian calendar.
  let calendarIndex: Int?
  let rule: RecurrenceRule
  /// The period being expanded: its year, and its first day (MONTHLY, WEEKLY, DAILY).
  var year: Int
  var anchor: Int
  var finished = false

  /// The periods of `rule` from `start`, in the calendar of `scale`; nil when calsh has no such
  /// calendar. Fills the defaults from the start's date in the calendar, as RFC 5545 does.
  init?(rule base: RecurrenceRule, scale: RScale, start: Int) {
    if scale.isGregorian {
      calendarIndex = nil
    } else {
      guard let index = CalendarRegistry.identifiers.firstIndex(of: scale.calendar) else { return nil }
      calendarIndex = index
    }
    var rule = base
    let place = Self.open(calendarIndex, StartPlace(start: start))
    guard let place else {
      // A start outside the calendar's days: no period.
      (self.rule, year, anchor, finished) = (rule, 0, start, true)
      return
    }
    if rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byWeekday.isEmpty {
      switch rule.frequency {
      case .yearly:
        if rule.byMonth.isEmpty, rule.byLeapMonth.isEmpty {
          if place.month.isLeap {
            rule.byLeapMonth = [place.month.number]
          } else {
            rule.byMonth = [place.month.number]
          }
        }
        rule.byMonthDay = [place.day]
      case .monthly: rule.byMonthDay = [place.day]
      case .weekly: rule.byWeekday = [.init(Weekday(dayCount: start))]
      case .daily: break
      }
    }
    self.rule = rule
    year = place.year
    switch rule.frequency {
    case .yearly, .daily: anchor = start
    case .monthly: anchor = start - place.day + 1
    case .weekly:
      let monday0 = (Weekday(dayCount: start).rawValue + 6) % 7
      let weekStart = (rule.weekStart.rawValue + 6) % 7
      anchor = start - (monday0 - weekStart + 7) % 7
    }
  }

  /// The next period's days, sorted, duplicates removed (some may precede the start); nil once
  /// the calendar's days or the rule's end are passed.
  mutating func next(until: Int) -> [Int]? {
    guard !finished else { return nil }
    guard let step = Self.open(calendarIndex, PeriodDays(rule: rule, year: year, anchor: anchor)),
      step.first <= until
    else {
      finished = true
      return nil
    }
    (year, anchor) = (step.nextYear, step.nextAnchor)
    return step.days
  }

  static func open<V: CalendarVisitor>(_ index: Int?, _ visitor: V) -> V.Result where V.Failure == Never {
    guard let index else { return visitor.visit(RScaleGregorian.self) }
    return CalendarRegistry.open(index, visitor)
  }
}

/// The start's year, month (as RFC 7529 numbers it) and day in a calendar; nil outside its days.
private struct StartPlace: CalendarVisitor {
  let start: Int
  func visit<C: CalendarArithmetic>(_ c: C.Type) -> (year: Int, month: RScaleMonth, day: Int)? {
    guard C.dayCounts.contains(start) else { return nil }
    let date = C.date(fromDayCount: start)
    let year = date.runningYear
    return (year, C.rscaleMonth(year: year, month: date.month, isLeapMonth: date.isLeapMonth), date.day)
  }
}

/// One period's days in a calendar, and where the next period starts.
private struct PeriodDays: CalendarVisitor {
  let rule: RecurrenceRule
  let year: Int
  let anchor: Int

  struct Step {
    var days: [Int]
    /// The period's first day, to stop at the rule's end.
    var first: Int
    var nextYear: Int
    var nextAnchor: Int
  }

  /// A month of a year: its RFC 7529 number, first day and length.
  struct Month {
    var label: RScaleMonth
    var first: Int
    var length: Int
    var end: Int { first + length }
  }

  func visit<C: CalendarArithmetic>(_ c: C.Type) -> Step? {
    switch rule.frequency {
    case .yearly:
      guard C.years.contains(year) else { return nil }
      let months = Self.months(C.self, ofYear: year)
      guard let first = months.first?.first, first <= C.dayCounts.upperBound else { return nil }
      return Step(
        days: picked(yearly(C.self, months: months)), first: first, nextYear: year + rule.interval,
        nextAnchor: anchor)
    case .monthly:
      guard let month = Self.month(C.self, containing: anchor) else { return nil }
      var next = month.first
      for _ in 0..<rule.interval {
        guard let m = Self.month(C.self, containing: next) else { return nil }
        next = m.end
      }
      let monthYear = C.date(fromDayCount: max(anchor, C.dayCounts.lowerBound)).runningYear
      return Step(
        days: picked(monthly(C.self, month: month, year: monthYear)), first: month.first, nextYear: year,
        nextAnchor: next)
    case .weekly, .daily:
      let length = rule.frequency == .weekly ? 7 : 1
      guard anchor <= C.dayCounts.upperBound, anchor + length > C.dayCounts.lowerBound else { return nil }
      let days = (anchor..<anchor + length).filter { day in
        C.dayCounts.contains(day) && matches(C.self, day: day)
      }
      return Step(
        days: picked(days), first: anchor, nextYear: year, nextAnchor: anchor + length * rule.interval)
    }
  }

  /// The months of `year` in order.
  static func months<C: CalendarArithmetic>(_ c: C.Type, ofYear year: Int) -> [Month] {
    guard C.years.contains(year) else { return [] }
    var list: [Month] = []
    for number in 1...13 {
      for leap in [false, true] {
        let label = RScaleMonth(number, isLeap: leap)
        guard let (month, isLeap) = C.calendarMonth(year: year, label) else { continue }
        let length = C.daysIn(year: year, month: month, isLeapMonth: isLeap)
        guard length > 0 else { continue }
        let first = C.dayCount(ofValidYear: year, month: month, day: 1, isLeapMonth: isLeap)
        list.append(Month(label: label, first: first, length: length))
      }
    }
    return list.sorted { $0.first < $1.first }
  }

  /// The month a day falls in; nil outside the calendar's days.
  static func month<C: CalendarArithmetic>(_ c: C.Type, containing given: Int) -> Month? {
    // A month begun before the calendar's first day calsh knows (0001-01-01) is read from that day.
    let day = max(given, C.dayCounts.lowerBound)
    guard C.dayCounts.contains(day) else { return nil }
    let date = C.date(fromDayCount: day)
    let year = date.runningYear
    let label = C.rscaleMonth(year: year, month: date.month, isLeapMonth: date.isLeapMonth)
    let length = C.daysIn(year: year, month: date.month, isLeapMonth: date.isLeapMonth)
    return Month(label: label, first: day - date.day + 1, length: length)
  }

  var monthLabels: [RScaleMonth] {
    (rule.byMonth.map { RScaleMonth($0) } + rule.byLeapMonth.map { RScaleMonth($0, isLeap: true) }).sorted()
  }

  /// A YEARLY period's days: BYYEARDAY, else the months named (or every month) and their days.
  func yearly<C: CalendarArithmetic>(_ c: C.Type, months: [Month]) -> [Int] {
    guard let yearStart = months.first?.first, let yearEnd = months.last?.end else { return [] }
    var days: [Int] = []
    if !rule.byYearDay.isEmpty {
      let length = yearEnd - yearStart
      for n in rule.byYearDay where abs(n) <= length {
        days.append(n > 0 ? yearStart + n - 1 : yearEnd + n)
      }
      let labels = Set(monthLabels)
      return days.filter { day in
        let month = months.last { $0.first <= day }!
        return (labels.isEmpty || labels.contains(month.label)) && monthDayMatches(day, in: month)
          && weekdayMatches(
            C.self, day, scope: labels.isEmpty ? (yearStart, yearEnd) : (month.first, month.end))
      }
    }
    let named = monthLabels
    if named.isEmpty, rule.byMonthDay.isEmpty {
      // BYDAY alone: the weekdays of the year.
      return (yearStart..<yearEnd).filter { weekdayMatches(C.self, $0, scope: (yearStart, yearEnd)) }
    }
    let resolved: [Month] =
      named.isEmpty
      ? months
      : named.compactMap {
        resolve($0, in: months, nextYear: { Self.months(C.self, ofYear: year + 1).first })
      }
    for month in resolved { days += self.days(C.self, of: month) }
    return days
  }

  /// A MONTHLY period's days: none when BYMONTH leaves the month out.
  func monthly<C: CalendarArithmetic>(_ c: C.Type, month: Month, year: Int) -> [Int] {
    let labels = monthLabels
    guard labels.isEmpty || labels.contains(month.label) else { return [] }
    return days(C.self, of: month)
  }

  /// The days of a month: BYMONTHDAY (moved by SKIP), limited by BYDAY; or BYDAY's days.
  func days<C: CalendarArithmetic>(_ c: C.Type, of month: Month) -> [Int] {
    let scope = (month.first, month.end)
    guard !rule.byMonthDay.isEmpty else {
      return (month.first..<month.end).filter { weekdayMatches(C.self, $0, scope: scope) }
    }
    var days: [Int] = []
    for n in rule.byMonthDay {
      let day: Int
      if abs(n) <= month.length {
        day = n > 0 ? month.first + n - 1 : month.end + n
      } else {
        switch rule.skip {
        case .omit: continue
        case .backward: day = n > 0 ? month.end - 1 : month.first - 1
        case .forward: day = n > 0 ? month.end : month.first
        }
      }
      if weekdayMatches(C.self, day, scope: scope) { days.append(day) }
    }
    return days
  }

  /// The month a BYMONTH label names in the year, or the one SKIP moves a missing one to: the
  /// month before it (BACKWARD) or after it (FORWARD, the next year's first after the last).
  func resolve(_ label: RScaleMonth, in months: [Month], nextYear: () -> Month?) -> Month? {
    if let month = months.first(where: { $0.label == label }) { return month }
    switch rule.skip {
    case .omit: return nil
    case .backward: return months.last { $0.label < label }
    case .forward: return months.first { $0.label > label } ?? nextYear()
    }
  }

  /// Whether a day passes BYDAY: a plain weekday, or the n-th such weekday of `scope` (the
  /// month, or the year when a YEARLY rule names no month).
  func weekdayMatches<C: CalendarArithmetic>(_ c: C.Type, _ day: Int, scope: (Int, Int)) -> Bool {
    guard !rule.byWeekday.isEmpty else { return true }
    let weekday = Weekday(dayCount: day)
    for part in rule.byWeekday where part.weekday == weekday {
      guard let n = part.ordinal, rule.frequency == .monthly || rule.frequency == .yearly else { return true }
      guard day >= scope.0, day < scope.1 else { continue }
      let nth = n > 0 ? (day - scope.0) / 7 + 1 : -((scope.1 - 1 - day) / 7 + 1)
      if nth == n { return true }
    }
    return false
  }

  /// Whether a day passes BYMONTHDAY as a limit (BYYEARDAY, DAILY, WEEKLY).
  func monthDayMatches(_ day: Int, in month: Month) -> Bool {
    guard !rule.byMonthDay.isEmpty else { return true }
    let n = day - month.first + 1
    return rule.byMonthDay.contains(n) || rule.byMonthDay.contains(n - month.length - 1)
  }

  /// DAILY and WEEKLY: BYMONTH, BYMONTHDAY and BYDAY as limits on each day.
  func matches<C: CalendarArithmetic>(_ c: C.Type, day: Int) -> Bool {
    guard let month = Self.month(C.self, containing: day) else { return false }
    let labels = monthLabels
    if !labels.isEmpty, !labels.contains(month.label) { return false }
    return monthDayMatches(day, in: month) && weekdayMatches(C.self, day, scope: (month.first, month.end))
  }

  /// Sorted, without duplicates, then BYSETPOS.
  func picked(_ days: [Int]) -> [Int] {
    let sorted = Array(Set(days)).sorted()
    guard !rule.bySetPosition.isEmpty else { return sorted }
    var kept: [Int] = []
    for position in rule.bySetPosition {
      let index = position < 0 ? sorted.count + position : position - 1
      if sorted.indices.contains(index), !kept.contains(sorted[index]) { kept.append(sorted[index]) }
    }
    return kept.sorted()
  }
}
