/// Why a date of a calendar that `WorldCalendarError` does not name (Coptic, Ethiopian, Indian
/// national, Minguo, Thai solar) does not exist; reached as `CalendarError.calendarDate(_)`. The
/// calendar is held by its identifier and asked, through `CalendarRegistry`, for the words.
public struct CalendarDateError: Error, Equatable, Sendable {
  /// The calendar's `identifier`.
  public let calendar: String
  /// The rule the date breaks.
  public let problem: CalendarDateProblem

  public init(calendar: String, problem: CalendarDateProblem) {
    self.calendar = calendar
    self.problem = problem
  }

  public var message: String {
    guard let calendar = CalendarRegistry.calendar(identifier: self.calendar) else {
      return "the date does not exist in the \(self.calendar) calendar"
    }
    return Self.message(problem, calendar)
  }

  private static func message<C: CalendarArithmetic>(_ problem: CalendarDateProblem, _: C.Type) -> String {
    func day(_ count: Int) -> String {
      let date = C.date(fromDayCount: count)
      let month = C.monthName(year: date.runningYear, month: date.month, isLeapMonth: date.isLeapMonth)
      return "\(CivilDate(uncheckedDayCount: count)) (\(date.day) \(month) \(date.year))"
    }
    switch problem {
    case .yearOutOfRange(let year):
      return "\(C.name) year \(year) is outside the span calsh knows: years "
        + "\(C.years.lowerBound)…\(C.years.upperBound) (from \(day(C.dayCounts.lowerBound)) to "
        + "\(day(C.dayCounts.upperBound)))"
    case .monthOutOfRange(let year, let month):
      return "\(C.name) year \(year) has no month \(month): its months run from 1 to "
        + "\(C.monthsIn(year: year))"
    case .noSuchLeapMonth(let year, let month):
      return "\(C.name) year \(year) has no leap month \(month)"
    case .dayOutOfRange(let year, let month, let isLeapMonth, let dayOfMonth):
      let days = C.daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
      let name = C.monthName(year: year, month: month, isLeapMonth: isLeapMonth)
      return "day \(dayOfMonth) of \(name) \(year) does not exist in the \(C.name) calendar: "
        + "that month has \(days) days"
    case .outOfRange:
      return "the \(C.name) calendar is known from \(day(C.dayCounts.lowerBound)) to "
        + "\(day(C.dayCounts.upperBound)); the date is outside that span"
    }
  }
}
