import CalSyntax
import CalendarCore

extension Interpreter {
  /// Warns, once a statement, when a weekday is asked of a date before the Gregorian reform of the
  /// locale's country while dates are read proleptically (the default): the weekday the same
  /// written date had in the Julian calendar then in use, and the setting that reads dates so.
  /// Nothing under another `set reform`, after the reform, or where both calendars agree.
  func warnIfBeforeReform(_ date: CivilDate, at range: SourceRange) {
    guard date.dayCount < preReformWarningsBefore, settings.reform.code == "proleptic",
      let found = PreReformDate(date, before: settings.localeReform)
    else { return }
    warn(PreReformWarning.message(found), at: range)
  }

  /// No weekday before this day count can warn: the first Gregorian day of the locale's reform
  /// (looked up once a locale, not at start-up), or `Int.min` under a reform that writes Julian
  /// dates. The quick path asks it of every `weekday DATE` line before 1927.
  var preReformWarningsBefore: Int {
    guard settings.reform.isGregorianThroughout else { return .min }
    if let start = settings.localeReformStart { return start }
    let start = settings.localeReform.firstGregorianDay
    settings.localeReformStart = start
    return start
  }
}

extension Invocation {
  /// The one date of a weekday command (`weekday`, `zeller`, `doomsday`), warned about when it
  /// falls before the locale's reform (`Interpreter.warnIfBeforeReform`).
  func weekdayDate() throws -> CivilDate {
    let date = try date()
    interpreter.warnIfBeforeReform(date, at: arguments.isEmpty ? call.nameRange : range(at: 0))
    return date
  }
}

extension ExplainRequest {
  /// The one date of a weekday explanation, warned about as the plain command warns.
  func weekdayDate() throws -> CivilDate {
    let argument = try arguments(1, "a date")[0]
    let date = try date(argument)
    warnIfBeforeReform(date, at: argument.1)
    return date
  }

  /// The plain command's warning, unless the derivation says the same in a step of its own
  /// (`JulianExplanation.prolepticNote`, before 1582-10-15): said once, in the step, which a
  /// handout and the slides keep. A date after 1582 before the locale's reform still warns.
  func warnIfBeforeReform(_ date: CivilDate, at range: SourceRange) {
    guard JulianExplanation.prolepticNote(date, reform) == nil else { return }
    call.interpreter.warnIfBeforeReform(date, at: range)
  }
}

/// The words of the warning.
enum PreReformWarning {
  /// `1066-10-14 is before Great Britain's Gregorian reform (1752-09-14): a Sunday in the
  /// proleptic Gregorian calendar (the default), but in the Julian calendar then in use
  /// 1066-10-14 was a Saturday, 6 days later (set reform gb)`.
  static func message(_ found: PreReformDate) -> String {
    let date = found.date
    let weekday = date.weekday
    let julian = found.julianWeekday
    let later = found.daysLater
    // The same written date as the reform writes it: with its dual year under Britain's (1731/2-02-11).
    let julianDay = JulianCalendar.dayCount(year: date.year, month: date.month, day: date.day)
    let code = found.reform.code == "1582" ? "1582" : found.reform.country?.code ?? found.reform.code
    // A date the switch skipped (1752-09-03…13 in Britain) was never written there.
    if julianDay >= found.reform.firstGregorianDay {
      let last = found.reform.text(dayCount: found.reform.firstGregorianDay - 1)
      let first = found.reform.text(dayCount: found.reform.firstGregorianDay)
      return "\(date) is before \(reformWords(found.reform)): a \(weekday.name) in the proleptic Gregorian "
        + "calendar (the default), but no day was written \(date) there: the calendar went from "
        + "\(last) to \(first) (set reform \(code))"
    }
    let oldStyle = found.reform.text(dayCount: julianDay)
    let shift = later > 0 ? "\(later.counting("day")) later" : "\((-later).counting("day")) earlier"
    return "\(date) is before \(reformWords(found.reform)): a \(weekday.name) in the proleptic Gregorian "
      + "calendar (the default), but in the Julian calendar then in use \(oldStyle) was "
      + (julian == weekday ? "also a \(julian.name)" : "a \(julian.name)") + ", \(shift) "
      + "(set reform \(code))"
  }

  /// Whose reform, and when: Germany's Protestant and Catholic states switched apart, the United
  /// States switched as Britain's colonies.
  static func reformWords(_ reform: Reform) -> String {
    let first = CivilDate(uncheckedDayCount: reform.firstGregorianDay)
    guard reform.code != "1582", let country = reform.country else {
      return "the Gregorian reform (\(first), in Rome and the Catholic countries)"
    }
    switch country.code {
    case "de":
      return
        "Germany's Gregorian reform (\(first) in the Protestant states; the Catholic ones switched in 1583-84)"
    case "us":
      return "the Gregorian reform of the British colonies that became the United States (\(first))"
    default:
      return "\(possessive(country.name)) Gregorian reform (\(first))"
    }
  }

  /// `Great Britain's`, `the Netherlands'`, `the Czech Republic's`.
  static func possessive(_ name: String) -> String {
    switch name {
    case "Netherlands": return "the Netherlands'"
    case "Czech Republic": return "the Czech Republic's"
    default: return "\(name)'s"
    }
  }
}
