extension HolidayCalendar {
  /// Monday to Friday, and not a holiday of the calendar's countries.
  public func isWorkday(_ date: CivilDate) -> Bool {
    !date.weekday.isWeekend && holiday(on: date) == nil
  }

  /// The workdays from `first` through `last`, both included: the weekdays counted by arithmetic,
  /// less each year's holidays that fall on one, so a span costs its years, not its days.
  public func workdays(from first: CivilDate, through last: CivilDate) -> Int {
    guard first <= last else { return 0 }
    let weekdays = Self.weekdays(from: first.dayCount, through: last.dayCount)
    guard !isEmpty else { return weekdays }
    let added = extra.keys.filter { !CivilDate(uncheckedDayCount: $0).weekday.isWeekend }.sorted()
    var off = 0
    for year in first.year...last.year {
      let low = max(first.dayCount, CivilDate(uncheckedYear: year, month: 1, day: 1).dayCount)
      let high = min(last.dayCount, CivilDate(uncheckedYear: year, month: 12, day: 31).dayCount)
      if countries.count == 1, added.isEmpty {
        off += Self.count(of: cache.weekdayHolidays(of: countries[0], in: year), from: low, through: high)
        continue
      }
      var days = Set<Int>()
      for country in countries {
        let list = cache.weekdayHolidays(of: country, in: year)
        days.formUnion(list[Self.lowerBound(of: low, in: list)..<Self.lowerBound(of: high + 1, in: list)])
      }
      days.formUnion(added[Self.lowerBound(of: low, in: added)..<Self.lowerBound(of: high + 1, in: added)])
      off += days.count
    }
    return weekdays - off
  }

  /// The date `count` workdays after `date` (before it when negative): each step moves to the next
  /// workday, so Friday + 1 workday is Monday, and a holiday is stepped over. Each year's weekday
  /// holidays are fetched once as it is entered, not asked for day by day.
  public func adding(workdays count: Int, to date: CivilDate) throws(CalendarError) -> CivilDate {
    var day = date.dayCount
    var left = count.magnitude
    let step = count < 0 ? -1 : 1
    var year = (first: 1, last: 0)
    var off: [Int] = []
    while left > 0 {
      day += step
      guard Gregorian.dayCounts.contains(day) else { throw .dateOutOfRange }
      // 0001-01-01 (day count -719162) was a Monday: Saturday and Sunday are 5 and 6.
      guard (day + 719_162) % 7 < 5 else { continue }
      if day < year.first || day > year.last {
        let civil = CivilDate(uncheckedDayCount: day).year
        year = (
          CivilDate(uncheckedYear: civil, month: 1, day: 1).dayCount,
          CivilDate(uncheckedYear: civil, month: 12, day: 31).dayCount
        )
        off = isEmpty ? [] : weekdayHolidays(in: civil)
      }
      if !off.isEmpty, Self.lowerBound(of: day, in: off) < off.count,
        off[Self.lowerBound(of: day, in: off)] == day
      {
        continue
      }
      left -= 1
    }
    return CivilDate(uncheckedDayCount: day)
  }

  /// The day counts of `year` that are a holiday of some country or a loaded day and a Monday to
  /// Friday, in order.
  private func weekdayHolidays(in year: Int) -> [Int] {
    let start = CivilDate(uncheckedYear: year, month: 1, day: 1).dayCount
    let end = CivilDate(uncheckedYear: year, month: 12, day: 31).dayCount
    let added = extra.keys.filter { (start...end).contains($0) && ($0 + 719_162) % 7 < 5 }
    if countries.count == 1, added.isEmpty { return cache.weekdayHolidays(of: countries[0], in: year) }
    var days = Set(added)
    for country in countries { days.formUnion(cache.weekdayHolidays(of: country, in: year)) }
    return days.sorted()
  }

  /// Mondays to Fridays from day count `first` through `last`; 0001-01-01 (day count -719162) was a Monday.
  static func weekdays(from first: Int, through last: Int) -> Int {
    func before(_ day: Int) -> Int {
      let days = day + 719_162
      return 5 * (days / 7) + min(days % 7, 5)
    }
    return before(last + 1) - before(first)
  }

  /// The day counts of a sorted list from `low` through `high`.
  private static func count(of list: [Int], from low: Int, through high: Int) -> Int {
    lowerBound(of: high + 1, in: list) - lowerBound(of: low, in: list)
  }

  /// The position of the first element not below `value` in a sorted list.
  private static func lowerBound(of value: Int, in list: [Int]) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
