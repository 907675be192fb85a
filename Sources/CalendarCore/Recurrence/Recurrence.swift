/// A recurrence: a rule, the day it starts from, and (calsh's business-day part) a holiday
/// calendar whose non-workdays are left out of each period before BYSETPOS picks from it. Its
/// days come lazily, as day counts in date order: an endless rule streams.
public struct Recurrence: Sequence, Sendable, Equatable {
  public var rule: RecurrenceRule
  public var start: CivilDate
  /// When set, only the calendar's workdays (Monday to Friday, not a holiday) are candidates:
  /// `last workday jp` is the last of them in each period.
  public var workdays: HolidayCalendar?
  /// Every how many of the rule's days one is kept, counted from the first (calsh's `every 2
  /// workdays`: every second workday, which no RRULE interval says once holidays are left out);
  /// 1 keeps each. COUNT counts the kept days.
  public var step: Int

  public init(rule: RecurrenceRule, start: CivilDate, workdays: HolidayCalendar? = nil, step: Int = 1) {
    self.rule = rule
    self.start = start
    self.workdays = workdays
    self.step = Swift.max(1, step)
  }

  public var isEndless: Bool { rule.isEndless }

  public func makeIterator() -> RecurrenceExpansion { RecurrenceExpansion(self) }

  /// The occurrences from `first` through `last` (day counts), for a window of a calendar.
  public func dayCounts(from first: CivilDate, through last: CivilDate) -> [Int] {
    var found: [Int] = []
    let (low, high) = (first.dayCount, last.dayCount)
    for day in self {
      if day > high { break }
      if day >= low { found.append(day) }
    }
    return found
  }
}

/// The days of a recurrence, one period at a time, by python-dateutil's `rrule` algorithm: each
/// period (a year, month, week or day from the start) gives its candidate days, the BY parts
/// filter them, BYSETPOS picks among those left, then UNTIL and COUNT cut the series.
public struct RecurrenceExpansion: IteratorProtocol, Sendable {
  private let rule: RecurrenceRule
  private let startCount: Int
  private let untilCount: Int
  private let workdays: HolidayCalendar?
  private var left: Int?
  /// Every how many days one is kept (`Recurrence.step`), how many were passed, and the count
  /// of kept days still to give (COUNT counts those when the step is above 1).
  private let step: Int
  private var passed = 0
  private var keptLeft: Int?
  /// Filters, as lookup tables.
  private let months: [Bool]
  private let monthDays: [Bool]
  private let negativeMonthDays: [Bool]
  private let yearDays: Set<Int>
  private let plainWeekdays: [Bool]
  private let hasPlainWeekdays: Bool
  /// (weekday counted from Monday = 0, ordinal): BYDAY parts with an ordinal, under MONTHLY and
  /// YEARLY only (dateutil reads ordinals under WEEKLY and DAILY as plain weekdays).
  private let nthWeekdays: [(Int, Int)]
  private let weekNumbers: [Int]
  private let weekStart: Int

  /// The period being expanded.
  private var year: Int
  private var month: Int
  private var anchor: Int
  private var weekday: Int
  /// Per year: the day count of January 1 and what depends on the year.
  private var builtYear = 0
  private var builtMonth = 0
  private var yearStart = 0
  private var yearLength = 365
  private var weekNumberMask: [Bool] = []
  private var nthWeekdayMask: [Bool] = []
  private var candidates: [Int] = []
  private var kept: [Int] = []
  private var position = 0
  private var finished = false
  /// DAILY with no BY part: each day is the last plus the interval, with no period to build.
  private let isPlainDaily: Bool
  /// Periods in a row that gave no day, and how many mean none ever will (nil: no such bound).
  /// The Gregorian calendar repeats every 400 years (146,097 days, a whole number of weeks), so
  /// a rule on it repeats once its periods have met every place of that cycle: a rule empty
  /// that long (one more, for the start cut into the first) is empty for good, however its
  /// parts combine (`BYMONTHDAY=30;BYSETPOS=2`, which the impossibility check cannot see).
  /// Holidays do not repeat: a rule on workdays has no bound.
  private var emptyPeriods = 0
  private let emptyForGood: Int?
  /// How many periods were expanded (the tests bound a search with it).
  private(set) var periodsExpanded = 0
  /// The periods of a rule counted in another calendar (RSCALE), which replace the Gregorian
  /// periods here; nil for a Gregorian rule whose SKIP is OMIT (dateutil's rule).
  private var calendarPeriods: CalendarPeriods?
  /// The last day given, so that a day SKIP moved into the next period is not given twice.
  private var lastGiven = Int.min

  init(_ recurrence: Recurrence) {
    var rule = recurrence.rule
    let start = recurrence.start
    if let scale = rule.scale, !scale.isGregorian || rule.skip != .omit {
      calendarPeriods = CalendarPeriods(rule: rule, scale: scale, start: start.dayCount)
    }
    // dateutil's defaults: a rule with no day part repeats the start's day of its period.
    if rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byWeekday.isEmpty {
      switch rule.frequency {
      case .yearly:
        if rule.byMonth.isEmpty { rule.byMonth = [start.month] }
        rule.byMonthDay = [start.day]
      case .monthly: rule.byMonthDay = [start.day]
      case .weekly: rule.byWeekday = [.init(start.weekday)]
      case .daily: break
      }
    }
    self.rule = rule
    startCount = start.dayCount
    untilCount = rule.until?.dayCount ?? Gregorian.dayCounts.upperBound
    workdays = recurrence.workdays
    step = recurrence.step
    left = step > 1 ? nil : rule.count
    keptLeft = step > 1 ? rule.count : nil
    var months = [Bool](repeating: false, count: 14)
    for m in rule.byMonth { months[m] = true }
    self.months = months
    var monthDays = [Bool](repeating: false, count: 32)
    var negativeMonthDays = [Bool](repeating: false, count: 32)
    for d in rule.byMonthDay {
      if d > 0 { monthDays[d] = true } else { negativeMonthDays[-d] = true }
    }
    self.monthDays = monthDays
    self.negativeMonthDays = negativeMonthDays
    yearDays = Set(rule.byYearDay)
    var plain = [Bool](repeating: false, count: 7)
    var nth: [(Int, Int)] = []
    let ordinalsCount = rule.frequency == .monthly || rule.frequency == .yearly
    for part in rule.byWeekday {
      let monday0 = (part.weekday.rawValue + 6) % 7
      if let n = part.ordinal, ordinalsCount {
        if !nth.contains(where: { $0 == (monday0, n) }) { nth.append((monday0, n)) }
      } else {
        plain[monday0] = true
      }
    }
    plainWeekdays = plain
    hasPlainWeekdays = plain.contains(true)
    nthWeekdays = nth
    weekNumbers = Array(Set(rule.byWeekNumber)).sorted()
    weekStart = (rule.weekStart.rawValue + 6) % 7
    year = start.year
    month = start.month
    anchor = startCount
    weekday = (start.weekday.rawValue + 6) % 7
    isPlainDaily =
      rule.frequency == .daily && rule.byMonth.isEmpty && rule.byMonthDay.isEmpty && rule.byYearDay.isEmpty
      && rule.byWeekNumber.isEmpty && rule.byWeekday.isEmpty && rule.bySetPosition.isEmpty
      && recurrence.workdays == nil
    // A rule whose parts exclude every day gives none at once, rather than searching to 9999.
    if recurrence.impossibility != nil { finished = true }
    emptyForGood =
      recurrence.workdays == nil ? Self.periodsInCycle(rule.frequency, interval: rule.interval) + 1 : nil
  }

  /// How many periods of `interval` units pass before they meet the same places of the Gregorian
  /// 400-year cycle again: the cycle's units over their greatest common divisor with the interval.
  static func periodsInCycle(_ frequency: RecurrenceRule.Frequency, interval: Int) -> Int {
    let units: Int
    switch frequency {
    case .yearly: units = 400
    case .monthly: units = 4_800
    case .weekly: units = 20_871
    case .daily: units = 146_097
    }
    var (a, b) = (units, max(1, interval))
    while b != 0 { (a, b) = (b, a % b) }
    return units / a
  }

  public mutating func next() -> Int? {
    guard step > 1 else { return nextOfRule() }
    while let day = nextOfRule() {
      defer { passed += 1 }
      guard passed % step == 0 else { continue }
      if let count = keptLeft {
        guard count > 0 else {
          finish()
          return nil
        }
        keptLeft = count - 1
      }
      return day
    }
    return nil
  }

  /// The rule's next day, every one of them (before `step` keeps some).
  private mutating func nextOfRule() -> Int? {
    if calendarPeriods != nil { return nextInCalendar() }
    if isPlainDaily { return nextPlainDay() }
    while position >= kept.count {
      guard !finished else { return nil }
      expandPeriod()
      advance()
      periodsExpanded &+= 1
      if kept.isEmpty, let bound = emptyForGood {
        emptyPeriods += 1
        if emptyPeriods >= bound { finished = true }
      } else {
        emptyPeriods = 0
      }
    }
    let day = kept[position]
    position += 1
    return allowed(day)
  }

  /// The next day of a rule counted in another calendar: its periods' days from the start on,
  /// each once, then UNTIL and COUNT.
  private mutating func nextInCalendar() -> Int? {
    while position >= kept.count {
      guard !finished, let days = calendarPeriods?.next(until: untilCount) else {
        finish()
        return nil
      }
      periodsExpanded &+= 1
      kept = days.filter { $0 >= startCount && $0 > lastGiven && Gregorian.dayCounts.contains($0) }
      position = 0
    }
    let day = kept[position]
    position += 1
    guard let given = allowed(day) else { return nil }
    lastGiven = given
    return given
  }

  /// `day` when UNTIL and COUNT still allow it (counted against COUNT); else nil, the rule
  /// finished.
  @inline(__always)
  private mutating func allowed(_ day: Int) -> Int? {
    if day > untilCount {
      finish()
      return nil
    }
    if let count = left {
      guard count > 0 else {
        finish()
        return nil
      }
      left = count - 1
    }
    return day
  }

  private mutating func nextPlainDay() -> Int? {
    guard !finished, anchor <= untilCount else {
      finished = true
      return nil
    }
    if let count = left {
      guard count > 0 else {
        finished = true
        return nil
      }
      left = count - 1
    }
    let day = anchor
    anchor += rule.interval
    return day
  }

  private mutating func finish() {
    finished = true
    kept.removeAll()
    position = 0
  }

  /// The weekday of a day count, Monday = 0.
  private func mondayBased(_ dayCount: Int) -> Int { (weekdayIndexFromDays(dayCount) + 6) % 7 }

  /// Fills `kept` with the current period's occurrences on or after the start.
  private mutating func expandPeriod() {
    kept.removeAll(keepingCapacity: true)
    position = 0
    rebuild()
    var first: Int
    var end: Int
    switch rule.frequency {
    case .yearly:
      (first, end) = (0, yearLength)
    case .monthly:
      first = daysFromCivil(year: year, month: month, day: 1) - yearStart
      end = first + Gregorian.daysIn(year: year, month: month)
    case .weekly:
      first = anchor - yearStart
      end = first
      for _ in 0..<7 {
        end += 1
        if mondayBased(yearStart + end) == weekStart { break }
      }
    case .daily:
      (first, end) = (anchor - yearStart, anchor - yearStart + 1)
    }
    candidates.removeAll(keepingCapacity: true)
    for i in first..<end where passes(i) { candidates.append(yearStart + i) }
    if rule.bySetPosition.isEmpty {
      for day in candidates where day >= startCount { kept.append(day) }
    } else {
      for position in rule.bySetPosition {
        let index = position < 0 ? candidates.count + position : position - 1
        guard candidates.indices.contains(index) else { continue }
        let day = candidates[index]
        if !kept.contains(day) { kept.append(day) }
      }
      kept.sort()
      kept.removeAll { $0 < startCount }
    }
    if let last = kept.last, last > Gregorian.dayCounts.upperBound {
      kept.removeAll { $0 > Gregorian.dayCounts.upperBound }
    }
  }

  /// Whether day `i` of the year (0 = January 1; past the year's end in a week that runs into
  /// the next) passes every BY part.
  private func passes(_ i: Int) -> Bool {
    let dayCount = yearStart + i
    if !rule.byMonth.isEmpty || !rule.byMonthDay.isEmpty {
      let civil = civilFromDays(dayCount)
      if !rule.byMonth.isEmpty, !months[civil.month] { return false }
      if !rule.byMonthDay.isEmpty {
        let fromEnd = Gregorian.daysIn(year: civil.year, month: civil.month) - civil.day + 1
        if !monthDays[civil.day] && !negativeMonthDays[fromEnd] { return false }
      }
    }
    if !weekNumbers.isEmpty, !weekNumberMask[i] { return false }
    if hasPlainWeekdays, !plainWeekdays[mondayBased(dayCount)] { return false }
    if !nthWeekdayMask.isEmpty, !(i < nthWeekdayMask.count && nthWeekdayMask[i]) { return false }
    if !yearDays.isEmpty {
      if i < yearLength {
        if !yearDays.contains(i + 1) && !yearDays.contains(i - yearLength) { return false }
      } else {
        let nextLength = Gregorian.daysIn(year: year + 1)
        if !yearDays.contains(i + 1 - yearLength) && !yearDays.contains(i - yearLength - nextLength) {
          return false
        }
      }
    }
    if let workdays {
      guard Gregorian.dayCounts.contains(dayCount),
        workdays.isWorkday(CivilDate(uncheckedDayCount: dayCount))
      else { return false }
    }
    return true
  }

  /// Moves to the next period; past 9999 the series ends.
  private mutating func advance() {
    switch rule.frequency {
    case .yearly:
      year += rule.interval
    case .monthly:
      let total = year * 12 + (month - 1) + rule.interval
      (year, month) = (total / 12, total % 12 + 1)
    case .weekly:
      anchor += -((weekday - weekStart + 7) % 7) + rule.interval * 7
      weekday = weekStart
    case .daily:
      anchor += rule.interval
    }
    if rule.frequency == .weekly || rule.frequency == .daily {
      if anchor > Gregorian.dayCounts.upperBound {
        year = Gregorian.years.upperBound + 1
      } else {
        let civil = civilFromDays(anchor)
        (year, month) = (civil.year, civil.month)
      }
    }
    let periodStart: Int
    switch rule.frequency {
    case .yearly:
      periodStart = year > Gregorian.years.upperBound ? Int.max : daysFromCivil(year: year, month: 1, day: 1)
    case .monthly:
      periodStart =
        year > Gregorian.years.upperBound ? Int.max : daysFromCivil(year: year, month: month, day: 1)
    case .weekly, .daily: periodStart = anchor
    }
    if year > Gregorian.years.upperBound || periodStart > untilCount { finished = true }
  }

  /// Builds what depends on the period's year (week numbers) and month (ordinal weekdays).
  private mutating func rebuild() {
    if year != builtYear {
      yearStart = daysFromCivil(year: year, month: 1, day: 1)
      yearLength = Gregorian.daysIn(year: year)
      if !weekNumbers.isEmpty { buildWeekNumbers() }
    }
    if !nthWeekdays.isEmpty, year != builtYear || month != builtMonth {
      buildNthWeekdays()
    }
    (builtYear, builtMonth) = (year, month)
  }

  /// dateutil's week-number mask of the year: week 1 is the first with four days in the year,
  /// weeks starting on `weekStart`; days of the next year's week 1 and the last year's last week
  /// are marked as dateutil marks them.
  private mutating func buildWeekNumbers() {
    weekNumberMask = [Bool](repeating: false, count: yearLength + 14)
    let yearWeekday = mondayBased(yearStart)
    let firstWeekStart = (7 - yearWeekday + weekStart) % 7
    var firstWeek = firstWeekStart
    let weekYearLength: Int
    if firstWeek >= 4 {
      firstWeek = 0
      weekYearLength = yearLength + (yearWeekday - weekStart + 7) % 7
    } else {
      weekYearLength = yearLength - firstWeek
    }
    let weeks = weekYearLength / 7 + (weekYearLength % 7) / 4
    func markWeek(from start: Int) {
      var i = start
      for _ in 0..<7 {
        guard i >= 0, i < weekNumberMask.count else { return }
        weekNumberMask[i] = true
        i += 1
        if mondayBased(yearStart + i) == weekStart { break }
      }
    }
    for number in weekNumbers {
      let n = number < 0 ? number + weeks + 1 : number
      guard n > 0, n <= weeks else { continue }
      var i: Int
      if n > 1 {
        i = firstWeek + (n - 1) * 7
        if firstWeek != firstWeekStart { i -= 7 - firstWeekStart }
      } else {
        i = firstWeek
      }
      markWeek(from: i)
    }
    if weekNumbers.contains(1) {
      var i = firstWeek + weeks * 7
      if firstWeek != firstWeekStart { i -= 7 - firstWeekStart }
      if i < yearLength { markWeek(from: i) }
    }
    if firstWeek != 0 {
      var lastYearWeeks = -1
      if !weekNumbers.contains(-1) {
        let lastYearWeekday = mondayBased(daysFromCivil(year: year - 1, month: 1, day: 1))
        let lastYearFirstWeek = (7 - lastYearWeekday + weekStart) % 7
        let lastYearLength = Gregorian.daysIn(year: year - 1)
        if lastYearFirstWeek >= 4 {
          lastYearWeeks = 52 + (lastYearLength + (lastYearWeekday - weekStart + 7) % 7) % 7 / 4
        } else {
          // (dateutil counts this year's length here; kept, to give its dates.)
          lastYearWeeks = 52 + (yearLength - firstWeek) % 7 / 4
        }
      }
      if weekNumbers.contains(lastYearWeeks) {
        for i in 0..<firstWeek { weekNumberMask[i] = true }
      }
    }
  }

  /// The days of the year that are the n-th weekday of their month (MONTHLY, or YEARLY with
  /// BYMONTH) or of the year (YEARLY).
  private mutating func buildNthWeekdays() {
    nthWeekdayMask = [Bool](repeating: false, count: yearLength)
    var ranges: [(Int, Int)] = []
    func monthRange(_ m: Int) -> (Int, Int) {
      let first = daysFromCivil(year: year, month: m, day: 1) - yearStart
      return (first, first + Gregorian.daysIn(year: year, month: m))
    }
    if rule.frequency == .yearly {
      ranges = rule.byMonth.isEmpty ? [(0, yearLength)] : Array(Set(rule.byMonth)).sorted().map(monthRange)
    } else {
      ranges = [monthRange(month)]
    }
    for (first, end) in ranges {
      let last = end - 1
      for (weekday, n) in nthWeekdays {
        var i: Int
        if n < 0 {
          i = last + (n + 1) * 7
          i -= (mondayBased(yearStart + i) - weekday + 7) % 7
        } else {
          i = first + (n - 1) * 7
          i += (7 - mondayBased(yearStart + i) + weekday) % 7
        }
        if first <= i, i <= last { nthWeekdayMask[i] = true }
      }
    }
  }
}
