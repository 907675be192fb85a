/// How a day that is not a workday moves to one, with ISDA's meanings (2006 Definitions, 4.12).
public enum BusinessDayConvention: String, CaseIterable, Sendable {
  /// To the next workday.
  case following
  /// To the next workday, unless that is in the next month: then to the previous workday.
  case modifiedFollowing = "modified following"
  /// To the previous workday.
  case preceding
  /// To the previous workday, unless that is in the previous month: then to the next workday.
  case modifiedPreceding = "modified preceding"

  /// The workday `date` rolls to; a workday stays where it is.
  public func roll(_ date: CivilDate, in calendar: HolidayCalendar) throws(CalendarError) -> CivilDate {
    guard !calendar.isWorkday(date) else { return date }
    func step(_ direction: Int) throws(CalendarError) -> CivilDate {
      var current = date
      repeat { current = try current.adding(days: direction) } while !calendar.isWorkday(current)
      return current
    }
    switch self {
    case .following: return try step(1)
    case .preceding: return try step(-1)
    case .modifiedFollowing:
      let next = try step(1)
      return next.month == date.month ? next : try step(-1)
    case .modifiedPreceding:
      let previous = try step(-1)
      return previous.month == date.month ? previous : try step(1)
    }
  }
}
