/// Why a question of calendar math has no answer; reached as `CalendarError.math(_)`, so callers
/// keep catching one error type. Each message names the limit that was crossed.
public enum CalendarMathError: Error, Equatable, Sendable {
  /// Week `week` of ISO year `year` does not exist (a year has 52 or 53 weeks).
  case noSuchWeek(year: Int, week: Int)
  /// An ISO weekday number outside 1 (Monday) … 7 (Sunday).
  case noSuchISOWeekday(Int)
  /// Text that is not of the form `YYYY-Www` or `YYYY-Www-D`.
  case malformedWeek(String)
  /// Day `day` of `year` does not exist (a year has 365 or 366 days).
  case noSuchDayOfYear(year: Int, day: Int)
  /// A year outside the span of the Gregorian computus, 1583…9999.
  case easterOutOfRange(Int)
  /// A year outside the span of the Julian computus (Orthodox and Julian Easter), 326…9999.
  case julianEasterOutOfRange(Int)
  /// An ordinal for `nth` outside 1…5 and -1…-5.
  case ordinalOutOfRange(Int)
  /// `month` has only `count` days that are `weekday`, fewer than |ordinal|.
  case noSuchWeekday(ordinal: Int, weekday: Weekday, month: YearMonth, count: Int)
  /// A quarter number outside 1…4.
  case quarterOutOfRange(Int)
  /// Text that is not of the form `YYYY-Qn`.
  case malformedQuarter(String)

  public var message: String {
    switch self {
    case .noSuchWeek(let year, let week):
      guard Gregorian.years.contains(year), week >= 0 else {
        return "week \(week) of ISO year \(year) does not exist"
      }
      let label = "\(pad(year, 4))-W\(pad(week, 2))"
      let weeks = isoWeeksIn(year: year)
      return "\(label) does not exist: ISO year \(pad(year, 4)) has \(weeks) weeks (W01 to W\(weeks))"
    case .noSuchISOWeekday(let n):
      return "ISO weekday \(n) does not exist; ISO weekdays run from 1 (Monday) to 7 (Sunday)"
    case .malformedWeek(let text):
      return "'\(text)' is not an ISO week of the form YYYY-Www or YYYY-Www-D"
    case .noSuchDayOfYear(let year, let day):
      guard Gregorian.years.contains(year) else { return "day \(day) of year \(year) does not exist" }
      return
        "day \(day) of \(pad(year, 4)) does not exist: \(pad(year, 4)) has \(Gregorian.daysIn(year: year)) days"
    case .easterOutOfRange(let year):
      return "Easter is computed with the Gregorian computus for years \(Easter.years.lowerBound)…"
        + "\(Easter.years.upperBound); \(year) is outside that span"
    case .julianEasterOutOfRange(let year):
      return "Orthodox and Julian Easter are computed with the Julian computus for years "
        + "\(JulianEaster.years.lowerBound)…\(JulianEaster.years.upperBound), from the year after the Council of "
        + "Nicaea; \(year) is outside that span"
    case .ordinalOutOfRange(let n):
      return "there is no \(n == 0 ? "0th" : ordinalName(n)) weekday of a month; "
        + "count 1 to 5 from the start or -1 to -5 from the end"
    case .noSuchWeekday(let ordinal, let weekday, let month, let count):
      return "\(month.longName) has no \(ordinalName(ordinal)) \(weekday.name): "
        + "it has \(count) \(weekday.name)s"
    case .quarterOutOfRange(let n):
      return "quarter \(n) does not exist; quarters run from Q1 to Q4"
    case .malformedQuarter(let text):
      return "'\(text)' is not a quarter of the form YYYY-Qn"
    }
  }
}

/// `1st`, `2nd`, `3rd`, `4th`, `5th`; `last`, `2nd-to-last`, … for negative ordinals.
func ordinalName(_ n: Int) -> String {
  if n == -1 { return "last" }
  if n < 0 { return ordinalName(n == .min ? .max : -n) + "-to-last" }
  let suffix =
    (n % 100 >= 11 && n % 100 <= 13)
    ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
  return "\(n)\(suffix)"
}
