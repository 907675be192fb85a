extension HolidayCalendar {
  /// Monday to Friday, and not a holiday of the calendar's countries.
  public func isWorkday(_ date: CivilDate) -> Bool {
    !date.weekday.isWeekend && holiday(on: date) == nil
  }

  /// The workdays from `first` through `last`, both included.
  public func workdays(from first: CivilDate, through last: CivilDate) -> Int {
    var count = 0
    for dayCount in first.dayCount...last.dayCount where isWorkday(CivilDate(uncheckedDayCount: dayCount)) {
      count += 1
    }
    return count
  }

  /// The date `count` workdays after `date` (before it when negative): each step moves to the next
  /// workday, so Friday + 1 workday is Monday, and a holiday is stepped over.
  public func adding(workdays count: Int, to date: CivilDate) throws(CalendarError) -> CivilDate {
    var current = date
    var left = count.magnitude
    let step = count < 0 ? -1 : 1
    while left > 0 {
      current = try current.adding(days: step)
      if isWorkday(current) { left -= 1 }
    }
    return current
  }
}
