import CalSyntax
import CalendarCore

extension Interpreter {
  /// A day test's truth; bare `workday` outside a condition is still a variable of that name.
  func dayTest(_ test: DayTest, _ countries: [Country], at range: SourceRange) throws(ScriptError) -> Value {
    if scope.row == nil, countries.isEmpty, let value = variables[test.rawValue] { return value }
    return .bool(try holds(test, countries, at: range))
  }

  /// `workday jp`, `holiday jp`, bare `workday` on the condition's day: the calendar `workdays`
  /// counts with (the countries named, else `set holidays`), so a `where workday jp` keeps as many
  /// days as `workdays … jp` counts. A blank cell is neither.
  func holds(_ test: DayTest, _ countries: [Country], at range: SourceRange) throws(ScriptError) -> Bool {
    guard case .day(let day, _)? = scope.row else {
      throw ScriptError(
        .evaluation,
        "\(test.rawValue) tests a day, in a condition over days: days 2025-05 | where \(test.rawValue) jp",
        at: range)
    }
    scope.wasRead = true
    guard let date = day.date else { return false }
    let calendar = countries.isEmpty ? settings.holidays : settings.holidays.taking(countries: countries)
    if let country = calendar.unknownCountry(on: date) {
      throw ScriptError(
        .evaluation, CalendarError.holidaysOutOfRange(country, year: date.year).message, at: range)
    }
    switch test {
    case .workday: return calendar.isWorkday(date)
    case .holiday: return calendar.holiday(on: date) != nil
    }
  }
}
