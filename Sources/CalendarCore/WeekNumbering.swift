// Three ways to number the weeks of a year. ISO 8601's weeks run Monday to Sunday and week 1 holds
// the year's first Thursday (2021-01-03 is in 2020's week 53). strftime's two counts start afresh
// each 1 January: `%U` counts from the year's first Sunday and `%W` from its first Monday, the days
// before that being week 0 (so 2021-01-03, a Sunday, is in `%U` week 1 and `%W` week 0).

/// How a calendar numbers weeks: `iso` (ISO 8601, what `isoweek` gives), `us` (strftime's `%U`,
/// weeks from Sunday) or `uk` (strftime's `%W`, weeks from Monday).
public enum WeekNumbering: String, CaseIterable, Sendable {
  case iso, us, uk

  /// The weekday its weeks begin on.
  public var firstWeekday: Weekday { self == .us ? .sunday : .monday }

  /// The week number of a day: 1…53 for `iso`; 0…53 for `us` and `uk`, where week 0 is the days
  /// before the year's first Sunday (`us`) or Monday (`uk`).
  @inlinable
  public func week(ofDayCount count: Int) -> Int {
    switch self {
    case .iso: return isoWeekDateFromDays(count).week
    case .us, .uk:
      let dayOfYear = count - daysFromCivil(year: civilFromDays(count).year, month: 1, day: 1) + 1
      return week(dayOfYear: dayOfYear, weekday: Weekday(dayCount: count))
    }
  }

  /// The `us` or `uk` week (0…53) of the day that is the `dayOfYear`th (1…366) of its year and
  /// falls on `weekday`: how many of the weeks' first weekdays the year has had by then. (A year
  /// written in the Julian calendar under a reform is counted the same way, from its 1 January.)
  /// For `iso`, which needs the day itself, use `week(ofDayCount:)`.
  @inlinable
  public func week(dayOfYear: Int, weekday: Weekday) -> Int {
    let sinceWeekStart = weekday.column(from: firstWeekday)  // [0, 6]
    return (dayOfYear - 1 + 7 - sinceWeekStart) / 7  // [0, 53]
  }

  /// The week number of a day as `reform` writes it: `us` and `uk` count from the written
  /// 1 January, as `format "%U"` does (ISO weeks are the proleptic Gregorian ones, as `%V`).
  public func week(ofDayCount count: Int, reform: Reform) -> Int {
    guard self != .iso, !reform.isGregorianThroughout else { return week(ofDayCount: count) }
    return week(dayOfYear: reform.dayOfYear(dayCount: count), weekday: Weekday(dayCount: count))
  }

  /// The number of a row of seven days that starts at `rowStart` (a day count), as a grid's week
  /// column shows it: the week most of its shown days fall in, the days being the row's own or,
  /// when `month` (the displayed month's day counts) is given, the month's days in the row (the
  /// padding's days do not count, so a row at New Year is numbered as the month's days are). On
  /// a tie, the week of the shown day nearest the row's middle, which keeps a tied first or last
  /// row from repeating its neighbour's number. Weeks are counted as `reform` writes the days.
  /// Nil when a row without `month` has its middle day outside 0001-01-01…9999-12-31.
  public func week(
    ofRowStartingAt rowStart: Int, displaying month: ClosedRange<Int>? = nil, reform: Reform = .proleptic
  ) -> Int? {
    var shown = rowStart...(rowStart + 6)
    if let month {
      guard shown.overlaps(month) else { return nil }
      shown = shown.clamped(to: month)
    } else if !Gregorian.dayCounts.contains(rowStart + 3) {
      return nil
    }
    guard shown.overlaps(Gregorian.dayCounts) else { return nil }
    shown = shown.clamped(to: Gregorian.dayCounts)
    let first = week(ofDayCount: shown.lowerBound, reform: reform)
    let last = week(ofDayCount: shown.upperBound, reform: reform)
    if first == last { return first }
    // Up to seven days in at most three weeks (New Year splits a `us` or `uk` week).
    var numbers: [Int] = []
    var counts: [Int] = []
    for day in shown {
      let number =
        day == shown.lowerBound
        ? first : day == shown.upperBound ? last : week(ofDayCount: day, reform: reform)
      if let index = numbers.firstIndex(of: number) {
        counts[index] += 1
      } else {
        numbers.append(number); counts.append(1)
      }
    }
    let most = counts.max() ?? 0
    let middle = min(max(rowStart + 3, shown.lowerBound), shown.upperBound)
    let middleWeek = week(ofDayCount: middle, reform: reform)
    if let index = numbers.firstIndex(of: middleWeek), counts[index] == most { return middleWeek }
    return numbers[counts.firstIndex(of: most) ?? 0]
  }

  /// Whether every row of a grid starting on `first` is one of its weeks (or, for `us` and `uk`,
  /// the two parts of the week that New Year splits): the row's number is then every day's.
  public func numbersRows(startingOn first: Weekday) -> Bool { first == firstWeekday }
}
