import CalendarCore

/// What a command of one date gives for it (`weekday DATE`, or `DATE | weekday`): the command's
/// `run` and the quick path both call `value(of:)`. Cases, not closures, so the quick path calls
/// one with no reference counting.
enum DateFunction: Equatable, Sendable {
  /// `weekday`: the day of the week.
  case weekday
  /// `doy`: the day of the year, 1 to 365 (366 in a leap year).
  case dayOfYear
  /// `doomsday`: the day of the week by Conway's Doomsday rule.
  case doomsday
  /// `julian`, `hebrew`, `chinese` …: the day in another calendar; nothing outside the calendar's span,
  /// where the command's `run` reports the span (and the quick path leaves the line to it).
  case calendar(WorldCalendar)

  /// (Inlined for the two a long script's lines are made of; the others are a call away.)
  @inline(__always)
  func value(of date: CivilDate) -> Value {
    switch self {
    case .weekday: return .weekday(date.weekday)
    case .dayOfYear: return .int(date.dayOfYear)
    default: return otherValue(of: date)
    }
  }

  /// `body` of the value for `date`. (Inlined: for the two common commands the value is known to
  /// hold no reference, so the quick path has nothing to release after printing it.)
  @inline(__always)
  func withValue<Result>(of date: CivilDate, _ body: (Value) -> Result) -> Result {
    switch self {
    case .weekday: return body(.weekday(date.weekday))
    case .dayOfYear: return body(.int(date.dayOfYear))
    default: return body(otherValue(of: date))
    }
  }

  @inline(never)
  private func otherValue(of date: CivilDate) -> Value {
    switch self {
    case .calendar(let calendar):
      guard let converted = try? calendar.date(dayCount: date.dayCount) else { return .nothing }
      return .calendarDate(converted)
    case .weekday: return .weekday(date.weekday)
    case .dayOfYear: return .int(date.dayOfYear)
    case .doomsday: return .weekday(Doomsday(date).weekday)
    }
  }

  /// Whether it gives a weekday, warned about before the locale's Gregorian reform
  /// (`Interpreter.warnIfBeforeReform`).
  var warnsBeforeReform: Bool { self == .weekday || self == .doomsday }

  /// The value for a day under `set reform`: the day of the year counts the year as written.
  func value(of date: CivilDate, reform: Reform) -> Value {
    guard case .dayOfYear = self else { return value(of: date) }
    return .int(reform.dayOfYear(of: date))
  }
}
