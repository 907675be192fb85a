/// Why a date of a `WorldCalendar` does not exist or cannot be computed; reached as
/// `CalendarError.calendar(_)`. Each message names the calendar and the rule that was broken.
public enum WorldCalendarError: Error, Equatable, Sendable {
  /// A day outside the span the calendar is known for (its epoch, its table, calsh's range).
  case outOfRange(WorldCalendar)
  /// A year outside the calendar's years.
  case yearOutOfRange(WorldCalendar, Int)
  /// A month the year does not have.
  case monthOutOfRange(WorldCalendar, year: Int, month: Int)
  /// A leap month the year does not have.
  case noSuchLeapMonth(WorldCalendar, year: Int, month: Int)
  /// A day past the end of its month.
  case dayOutOfRange(WorldCalendar, year: Int, month: Int, isLeapMonth: Bool, day: Int)
  /// A date of a Japanese era outside the era's days.
  case notInEra(JapaneseEra, year: Int, month: Int, day: Int)
  /// A day of a Japanese era past the end of its (Gregorian) month.
  case dayOutOfEraMonth(JapaneseEra, year: Int, month: Int, day: Int)
  /// An era year before the era's first (元年, year 1) or past 9999-12-31.
  case eraYearOutOfRange(JapaneseEra, year: Int)

  public var message: String {
    switch self {
    case .outOfRange(let calendar):
      return "the \(calendar.name) calendar is known \(Self.spanInOwnDates(calendar)); "
        + "the date is outside that span"
    case .yearOutOfRange(let calendar, let year):
      return "\(calendar.name) year \(year) is outside the span calsh knows: "
        + "years \(calendar.years.lowerBound)…\(calendar.years.upperBound) (\(Self.span(calendar)))"
    case .monthOutOfRange(let calendar, let year, let month):
      switch calendar {
      case .hebrew:
        if month == HebrewCalendar.adarII, !HebrewCalendar.isLeapYear(year) {
          return "Hebrew year \(year) has no month 13 (Adar II): it is a common year of 12 months, "
            + "and only years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle have 13"
        }
        return "Hebrew month \(month) does not exist; months run from 1 (Nisan) to 12 (Adar), "
          + "13 (Adar II) in a leap year"
      default:
        return "\(calendar.name) month \(month) does not exist; months run from 1 to 12"
      }
    case .noSuchLeapMonth(let calendar, let year, let month):
      guard calendar == .chinese || calendar == .korean else {
        return "the \(calendar.name) calendar has no leap months"
      }
      let table = calendar == .chinese ? ChineseCalendar.table : KoreanCalendar.table
      guard let leap = table.leapMonth(in: year) else {
        return "\(calendar.name) year \(year) has no leap month"
      }
      return "\(calendar.name) year \(year) has no leap month \(month): its leap month follows month \(leap)"
    case .dayOutOfRange(let calendar, let year, let month, let isLeapMonth, let day):
      let days = calendar.daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
      let name = calendar.monthName(year: year, month: month, isLeapMonth: isLeapMonth)
      return "day \(day) of \(name) \(year) does not exist in the \(calendar.name) calendar: "
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
    }
  }

  /// The calendar's span as Gregorian dates.
  private static func span(_ calendar: WorldCalendar) -> String {
    let days = calendar.dayCounts
    return "\(CivilDate(uncheckedDayCount: days.lowerBound))…\(CivilDate(uncheckedDayCount: days.upperBound))"
  }

  /// The span with each end's date in the calendar: its first and last years are partial
  /// (Hebrew 3761 begins before 0001-01-01), so the years alone mislead.
  private static func spanInOwnDates(_ calendar: WorldCalendar) -> String {
    func day(_ count: Int) -> String {
      let civil = CivilDate(uncheckedDayCount: count)
      guard let date = try? calendar.date(dayCount: count) else { return civil.description }
      let own = calendar.hasLeapMonths ? date.description : date.longDescription
      return "\(civil) (\(own))"
    }
    return "from \(day(calendar.dayCounts.lowerBound)) to \(day(calendar.dayCounts.upperBound))"
  }
}

extension WorldCalendarError {
  /// The error of `calendar` for a broken rule its arithmetic reports.
  static func of(_ calendar: WorldCalendar, _ problem: CalendarDateProblem) -> CalendarError {
    switch problem {
    case .yearOutOfRange(let year): return .calendar(.yearOutOfRange(calendar, year))
    case .monthOutOfRange(let year, let month):
      return .calendar(.monthOutOfRange(calendar, year: year, month: month))
    case .noSuchLeapMonth(let year, let month):
      return .calendar(.noSuchLeapMonth(calendar, year: year, month: month))
    case .dayOutOfRange(let year, let month, let isLeapMonth, let day):
      return .calendar(.dayOutOfRange(calendar, year: year, month: month, isLeapMonth: isLeapMonth, day: day))
    case .outOfRange: return .calendar(.outOfRange(calendar))
    }
  }
}
