import CalSyntax
import CalendarCore

/// `explain reform CC`: what the switch to the Gregorian calendar changed, why, and the
/// arithmetic of the days it skipped.
enum ReformExplanation {
  /// The Julian calendar runs ahead of the Gregorian by ⌊y / 100⌋ − ⌊y / 400⌋ − 2 days, y being
  /// the year of a Julian date, or the year before for one in January or February (before a
  /// Julian century's leap day).
  static func difference(julianYear year: Int, month: Int) -> (year: Int, days: Int) {
    let y = month <= 2 ? year - 1 : year
    return (y, y / 100 - y / 400 - 2)
  }

  static func explain(_ reform: Reform) -> Explanation {
    var e = Explanation()
    if let country = reform.country, let before = country.before {
      return withoutJulian(country, before: before)
    }
    if let church = reform.church { return revisedJulian(church, reform) }
    guard let (last, first) = reform.switchDates else {
      e.add(
        reform.isGregorianThroughout
          ? "The proleptic Gregorian calendar (ISO 8601) uses the Gregorian rules for every year: it has no switch."
          : "The Julian calendar is kept for every year: it has no switch.")
      e.add("Answer: no switch \(reform.place).")
      return e
    }
    e.add(
      "Until \(last) \(CalendarInForce.land(reform)) kept the Julian calendar, whose leap year comes every fourth year "
        + "without exception: its year is 365.25 days on average.")
    e.add(
      "The year of the seasons (equinox to equinox) is about 365.2422 days, so the Julian year is about 11 minutes "
        + "too long: the calendar falls a day behind the sun every 128 years or so. By 1582 the spring equinox had "
        + "drifted from 21 March, where the Council of Nicaea (325) found it and Easter is reckoned from, to 11 March."
    )
    e.add(
      "The Gregorian calendar (Pope Gregory XIII, 1582) keeps the leap year every fourth year but drops the leap "
        + "day of century years not divisible by 400 (1700, 1800, 1900, not 1600 or 2000): 3 days fewer every 400 "
        + "years, 365.2425 days on average.")
    let lastCount = reform.firstGregorianDay - 1
    let lag = lastCount - daysFromCivil(year: last.year, month: last.month, day: last.day)
    let gregorian = CivilDate(uncheckedDayCount: lastCount)
    let (y, formula) = difference(julianYear: last.year, month: last.month)
    e.add(
      "On \(last) the Julian date lagged the Gregorian one (\(gregorian)) by \(lag.counting("day")): "
        + "⌊\(y) / 100⌋ − ⌊\(y) / 400⌋ − 2 = \(y / 100) − \(y / 400) − 2 = \(formula)"
        + (last.month <= 2 ? " (counting \(y), the year before: \(last) is before the end of February)" : "")
        + ". ⌊y / 100⌋ − ⌊y / 400⌋ counts the century leap days the Gregorian rule drops (100, 200, 300, 500 …); "
        + "less 2, those of 100 and 200, because counted back with today's rules the calendars agree from "
        + "0200-03-01 to 0300-02-28: there they differ by 0 days.")
    let skipped =
      JulianCalendar.dayCount(year: first.year, month: first.month, day: first.day) - lastCount - 1
    e.add(
      "So the day after \(last) was written \(first): \(skipped.counting("date")) never existed"
        + (skipped == lag
          ? "" : " (\(skipped - lag) more than the lag: the Julian 29 February \(first.year) is among them)")
        + ". The weekdays ran on unbroken: \(Weekday(dayCount: lastCount).name) \(last) was followed by "
        + "\(Weekday(dayCount: lastCount + 1).name) \(first).")
    if let country = reform.country, let ncal = country.ncal, let history = country.history {
      e.add("ncal -p lists \(ncal) as the last Julian day: \(history).")
    }
    e.add("Answer: \(last) was followed by \(first) \(reform.place).")
    return e
  }

  /// A church that went from the Julian calendar to the Revised Julian one: the 13 days dropped,
  /// and the rule that keeps it on the Gregorian dates until 2800.
  static func revisedJulian(_ church: ChurchReform, _ reform: Reform) -> Explanation {
    var e = Explanation()
    guard let (last, first) = reform.switchDates else { return e }
    let lastCount = reform.firstGregorianDay - 1
    let lag = lastCount - daysFromCivil(year: last.year, month: last.month, day: last.day)
    let (y, formula) = difference(julianYear: last.year, month: last.month)
    e.add(
      "Until \(last) \(church.name) kept the Julian calendar, whose leap year comes every fourth year without "
        + "exception, when the states around had taken the Gregorian one.")
    e.add(
      "Milutin Milanković's Revised Julian calendar, put to the Pan-Orthodox Congress at Constantinople in May "
        + "1923, keeps a century year's leap day only when the year's remainder by 900 is 200 or 600: 218 leap "
        + "years in 900, 365.24222 days on average, nearer the year of the seasons than the Gregorian 365.2425."
    )
    e.add(
      "On \(last) the Julian date lagged the Gregorian one (\(CivilDate(uncheckedDayCount: lastCount))) by "
        + "\(lag.counting("day")): ⌊\(y) / 100⌋ − ⌊\(y) / 400⌋ − 2 = \(y / 100) − \(y / 400) − 2 = \(formula). The "
        + "new calendar dropped as many dates, so from \(first) on its dates are the Gregorian ones, until "
        + "2800-02-28: 2800 is a Gregorian leap year and a Revised Julian common year.")
    let skipped =
      JulianCalendar.dayCount(year: first.year, month: first.month, day: first.day) - lastCount - 1
    e.add(
      "So the day after \(last) was written \(first): \(skipped.counting("date")) never existed. The weekdays ran "
        + "on unbroken: \(Weekday(dayCount: lastCount).name) \(last) was followed by "
        + "\(Weekday(dayCount: lastCount + 1).name) \(first). Source: \(church.source).")
    e.add("Answer: \(last) was followed by \(first) \(reform.place).")
    return e
  }

  /// A country that went to the Gregorian calendar from one other than the Julian (Japan, China):
  /// no Julian days, no skipped Gregorian dates.
  static func withoutJulian(_ country: ReformCountry, before: String) -> Explanation {
    var e = Explanation()
    let first = country.gregorianFrom
    e.add("\(country.history.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? country.name).")
    e.add(
      "So no Gregorian date was skipped: the days before \(first) had dates of \(before), which calsh does not "
        + "write, and it writes them as Gregorian dates (the day before was \(CivilDate(uncheckedDayCount: first.dayCount - 1)) in the "
        + "proleptic Gregorian calendar). Under set reform \(country.code) every day is written as under proleptic."
    )
    if let ncal = country.ncal {
      e.add(
        "ncal -p lists \(ncal) as the last Julian day of \(country.name) and writes the days before it as Julian "
          + "dates: a convention calsh does not follow.")
    }
    e.add("Answer: \(first) was the first Gregorian day in \(country.name), which had no Julian days.")
    return e
  }
}

extension ReformExplanation {
  /// `explain reform CC`: the switch of a country (or of `set reform` with no argument).
  static let topic = ExplainTopic("reform", example: "gb") { request in
    guard request.rest.count <= 1 else {
      throw request.error("explain reform takes a country code, e.g. explain reform gb")
    }
    guard let argument = request.rest.first else { return explain(request.reform) }
    let word: String? =
      switch argument {
      case .name(let w, _): w
      case .integer(let n, _): String(n)
      default: nil
      }
    guard let word, let reform = Reform(named: word) else {
      throw request.error(
        "explain reform takes proleptic, julian, 1582, 1752, a country code or a church's (help reform lists them)",
        at: argument.range)
    }
    return explain(reform)
  }
}
