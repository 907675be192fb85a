/// Why a calendar operation has no answer. Positions are added by whoever holds the source.
public enum CalendarError: Error, Equatable, Sendable {
  case yearOutOfRange(Int)
  case monthOutOfRange(Int)
  case dayOutOfRange(year: Int, month: Int, day: Int)
  /// A computed date fell outside 0001-01-01…9999-12-31.
  case dateOutOfRange
  /// A count too large to compute with.
  case numberTooLarge
  /// A count too far below zero to compute with (the negative side of `numberTooLarge`).
  case numberTooSmall
  /// Text that is not of the form `YYYY-MM-DD`.
  case malformedDate(String)
  /// A question of calendar math (ISO weeks, Easter, nth weekdays, …) with no answer.
  case math(CalendarMathError)
  /// A day past the end of its month under a reform (February 1700 has 29 days in Great
  /// Britain, as a Julian month).
  case dayOutOfReformMonth(year: Int, month: Int, day: Int, lastDay: Int, Reform)
  /// A Julian date outside the days calsh knows (Julian 0001-01-01 is two days before them).
  case julianDateOutOfRange(year: Int, month: Int, day: Int)
  /// A Julian month with no day calsh knows (9999-11 under `julian`: past Julian 9999-10-19).
  case julianMonthOutOfRange(YearMonth)
  /// A date the switch to the Gregorian calendar skipped (1752-09-05 in Great Britain).
  case dayInReformGap(year: Int, month: Int, day: Int, Reform)
  /// A year outside the span a country's holiday rules are known for.
  case holidaysOutOfRange(Country, year: Int)
  /// A date of another calendar (Hebrew, Islamic, …) that does not exist or is out of its range.
  case calendarDate(CalendarDateError)

  public var message: String {
    switch self {
    case .yearOutOfRange(let y):
      return "year \(y) is outside the supported range 1…9999"
    case .holidaysOutOfRange(let country, let year):
      let span = country.years
      if let start = country.firstDate, year == start.year {
        return
          "the holidays of \(country.name) are known from \(start) to \(span.upperBound); days before \(start) are outside that span"
      }
      return
        "the holidays of \(country.name) are known for \(span.lowerBound)…\(span.upperBound); \(year) is outside that span"
    case .monthOutOfRange(let m):
      return "month \(m) does not exist; months run from 01 to 12"
    case .dayOutOfRange(let y, let m, let d):
      return
        "\(CivilDate.format(year: y, month: m, day: d)) is not a date: \(YearMonth(uncheckedYear: y, month: m).longName) has \(Gregorian.daysIn(year: y, month: m)) days"
    case .dayOutOfReformMonth(let y, let m, let d, let lastDay, let reform):
      return
        "\(CivilDate.format(year: y, month: m, day: d)) is not a date: \(YearMonth(uncheckedYear: y, month: m).longName) ends on day \(lastDay) \(reform.place)"
    case .dayInReformGap(let y, let m, let d, let reform):
      guard let (last, first) = reform.switchDates else { return "the date never existed \(reform.place)" }
      return
        "\(CivilDate.format(year: y, month: m, day: d)) never existed \(reform.place): \(last) was followed by \(first)"
    case .julianDateOutOfRange(let y, let m, let d):
      return
        "the Julian date \(CivilDate.format(year: y, month: m, day: d)) is outside the days calsh knows, \(CalendarError.julianSpan)"
    case .julianMonthOutOfRange(let month):
      return "the Julian month \(month) is outside the days calsh knows, \(CalendarError.julianSpan)"
    case .dateOutOfRange:
      return "the result falls outside 0001-01-01…9999-12-31"
    case .numberTooLarge:
      return "the number is too large"
    case .numberTooSmall:
      return "the number is too far below zero"
    case .malformedDate(let text):
      return "'\(text)' is not a date of the form YYYY-MM-DD"
    case .math(let error):
      return error.message
    case .calendarDate(let error):
      return error.message
    }
  }
}

extension CalendarError {
  /// The words with each day of a calendar's span written by `day` (the reform in force's
  /// writing, passed by the language); the same as `message` for the other errors.
  public func message(writing day: DayWriting) -> String {
    guard case .calendarDate(let error) = self else { return message }
    return error.message(writing: day)
  }

  /// The overflow of a count whose true value lies above (`positive`) or below zero.
  public static func overflow(positive: Bool) -> CalendarError {
    positive ? .numberTooLarge : .numberTooSmall
  }

  /// "which in the Julian calendar run from 0001-01-03 to 9999-10-19".
  static var julianSpan: String {
    let (first, last) = (
      JulianCalendar.date(dayCount: Gregorian.dayCounts.lowerBound),
      JulianCalendar.date(dayCount: Gregorian.dayCounts.upperBound)
    )
    return
      "which in the Julian calendar run from \(CivilDate.format(year: first.year, month: first.month, day: first.day)) to \(CivilDate.format(year: last.year, month: last.month, day: last.day))"
  }
}

/// English month names, January first.
public enum MonthName {
  public static let english = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ]
}
