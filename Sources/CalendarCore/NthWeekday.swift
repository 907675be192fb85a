extension YearMonth {
  /// 4 or 5: how many days of this month are `weekday`.
  public func occurrences(of weekday: Weekday) -> Int {
    let first = weekday.column(from: firstDay.weekday)  // [0, 6] days from the 1st to the first one
    return (numberOfDays - 1 - first) / 7 + 1  // [4, 5]
  }

  /// The `n`th `weekday` of the month, counting 1…5 from the start or -1…-5 from the end
  /// (-1 is the last): 4th Thursday of 2026-11 is 2026-11-26. An error when the month has
  /// fewer than |n| of them (2023-02 has four Mondays).
  public func nth(_ n: Int, _ weekday: Weekday) throws(CalendarError) -> CivilDate {
    guard (1...5).contains(n) || (-5 ... -1).contains(n) else { throw .math(.ordinalOutOfRange(n)) }
    guard n.magnitude <= occurrences(of: weekday) else {
      throw .math(.noSuchWeekday(ordinal: n, weekday: weekday, month: self, count: occurrences(of: weekday)))
    }
    let day: Int  // [1, 31]
    if n > 0 {
      day = 1 + weekday.column(from: firstDay.weekday) + 7 * (n - 1)
    } else {
      day = numberOfDays - lastDay.weekday.column(from: weekday) - 7 * (-n - 1)
    }
    return CivilDate(uncheckedYear: year, month: month, day: day)
  }

  /// The last `weekday` of the month (last Friday of 2024-05 is 2024-05-31).
  public func last(_ weekday: Weekday) -> CivilDate {
    let day = numberOfDays - lastDay.weekday.column(from: weekday)  // [numberOfDays - 6, numberOfDays]
    return CivilDate(uncheckedYear: year, month: month, day: day)
  }
}
