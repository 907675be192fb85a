/// Why a date of a calendar of the registry (Hebrew, Islamic, …, Thai solar) does not exist or
/// cannot be computed; reached as `CalendarError.calendarDate(_)`. The calendar is held by its
/// identifier and asked, through `CalendarRegistry`, for the words (`message(for:)`).
public struct CalendarDateError: Error, Equatable, Sendable {
  /// The calendar's `identifier`.
  public let calendar: String
  /// The rule the date breaks.
  public let problem: CalendarDateProblem

  public init(calendar: String, problem: CalendarDateProblem) {
    self.calendar = calendar
    self.problem = problem
  }

  public var message: String { message(writing: CalendarDateMessage.gregorian) }

  /// The words with each day written by `day`: under a reform, as it writes the day.
  public func message(writing day: DayWriting) -> String {
    guard let calendar = CalendarRegistry.calendar(identifier: self.calendar) else {
      return "the date does not exist in the \(self.calendar) calendar"
    }
    return calendar.message(for: problem, writing: day)
  }
}

/// How a message writes a day count as a date: the Gregorian calendar counted back in the core;
/// the language passes the reform in force's writing (Julian before its switch).
public typealias DayWriting = (Int) -> String

/// The words of a `CalendarDateError`, for any calendar from its interface.
public enum CalendarDateMessage {
  /// Each problem with the span written as days of the calendar: the words of the calendars
  /// added with the registry (Coptic, Ethiopian, Indian national, Minguo, Thai solar).
  /// A day as the core writes it: the Gregorian calendar counted back.
  public static func gregorian(_ count: Int) -> String { CivilDate(uncheckedDayCount: count).description }

  public static func words<C: CalendarArithmetic>(
    for problem: CalendarDateProblem, in _: C.Type, writing written: DayWriting = gregorian
  ) -> String {
    func day(_ count: Int) -> String {
      let date = C.date(fromDayCount: count)
      let month = C.monthName(year: date.runningYear, month: date.month, isLeapMonth: date.isLeapMonth)
      return "\(written(count)) (\(date.day) \(month) \(date.year))"
    }
    switch problem {
    case .yearOutOfRange(let year):
      return yearOutOfRange(year, C.self, written)
    case .monthOutOfRange(let year, let month):
      return "\(C.name) year \(year) has no month \(month): its months run from 1 to "
        + "\(C.monthsIn(year: year))"
    case .noSuchLeapMonth(let year, let month):
      return "\(C.name) year \(year) has no leap month \(month)"
    case .outOfRange:
      return "the \(C.name) calendar is known from \(day(C.dayCounts.lowerBound)) to "
        + "\(day(C.dayCounts.upperBound)); the date is outside that span"
    default: return sharedWords(for: problem, in: C.self, writing: written)
    }
  }

  /// "Minguo year 0 is outside the span calsh knows: years 1 to 8088, 1912-01-01 to 9999-12-31":
  /// the span's years, then its first and last days as `written` writes them.
  static func yearOutOfRange<C: CalendarArithmetic>(_ year: Int, _: C.Type, _ written: DayWriting) -> String {
    "\(C.name) year \(year) is outside the span calsh knows: years \(C.years.lowerBound) to "
      + "\(C.years.upperBound), \(written(C.dayCounts.lowerBound)) to \(written(C.dayCounts.upperBound))"
  }

  /// The words the seven calendars before the registry (Hebrew, Islamic, Umm al-Qura, Persian,
  /// Chinese, Korean, Japanese eras) have always given, kept so that no message changes: the
  /// span as Gregorian dates, months "from 1 to 12". Hebrew, Chinese, Korean and the Japanese
  /// eras say more of some problems in their own files.
  public static func firstCalendarsWords<C: CalendarArithmetic>(
    for problem: CalendarDateProblem, in _: C.Type, writing written: DayWriting = gregorian
  ) -> String {
    switch problem {
    case .outOfRange:
      func day(_ count: Int) -> String {
        let date = C.date(fromDayCount: count)
        let own = C.hasLeapMonths ? date.numbers : C.longDescription(of: date)
        return "\(written(count)) (\(own))"
      }
      return "the \(C.name) calendar is known from \(day(C.dayCounts.lowerBound)) to "
        + "\(day(C.dayCounts.upperBound)); the date is outside that span"
    case .yearOutOfRange(let year):
      return yearOutOfRange(year, C.self, written)
    case .monthOutOfRange(_, let month):
      return "\(C.name) month \(month) does not exist; months run from 1 to 12"
    case .noSuchLeapMonth:
      return "the \(C.name) calendar has no leap months"
    default: return sharedWords(for: problem, in: C.self, writing: written)
    }
  }

  /// The words every calendar gives alike: a day past its month's end, and a date of a Japanese
  /// era that the era does not have.
  private static func sharedWords<C: CalendarArithmetic>(
    for problem: CalendarDateProblem, in _: C.Type, writing written: DayWriting
  ) -> String {
    switch problem {
    case .dayOutOfRange(let year, let month, let isLeapMonth, let dayOfMonth):
      let days = C.daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
      let name = C.monthName(year: year, month: month, isLeapMonth: isLeapMonth)
      return "day \(dayOfMonth) of \(name) \(year) does not exist in the \(C.name) calendar: "
        + "that month has \(days) days"
    case .notInEra(let era, let year, let month, let day):
      let last = era.lastDate.map { " to \($0)" } ?? " on"
      return "\(era.name) \(year)-\(pad(month, 2))-\(pad(day, 2)) is not a day of the \(era.name) era, "
        + "which runs from \(era.firstDate)\(last)"
    case .dayOutOfEraMonth(let era, let year, let month, let day):
      let gregorianYear = era.firstDate.year + year - 1
      let name = MonthName.english[month - 1]
      return "day \(day) of \(name) \(era.name) \(year) does not exist: \(name) \(gregorianYear) has "
        + "\(Gregorian.daysIn(year: gregorianYear, month: month)) days"
    case .eraYearOutOfRange(let era, let year):
      guard year >= 1 else {
        return "\(era.name) years count from 1 (元年, \(era.firstDate.year)); \(year) is not one"
      }
      let last = Gregorian.years.upperBound - era.firstDate.year + 1
      return "\(era.name) \(year) is past calsh's last day, 9999-12-31 (\(era.name) \(last))"
    case .yearOutOfRange, .monthOutOfRange, .noSuchLeapMonth, .outOfRange:
      return words(for: problem, in: C.self, writing: written)
    }
  }
}
