import CalSyntax
import CalendarCore

/// `explain easter YEAR`: the Anonymous Gregorian algorithm, step by step.
enum EasterExplanation {
  static func explain(_ year: Int) throws(CalendarError) -> Explanation {
    let s = try Easter(year: year)
    var e = Explanation()
    e.add(
      "Easter Sunday is the first Sunday after the Paschal full moon, the church's full moon on or after "
        + "21 March. The Anonymous Gregorian algorithm works it out with whole numbers: below, ÷ means divide "
        + "and round down, and mod means the remainder after dividing.")
    e.add(
      "a = \(year) mod 19 = \(s.a). This is the Golden Number less one: the Golden Number is where the year "
        + "sits in the Moon's 19-year cycle (after 19 years the Moon's phases fall on the same dates again).")
    e.add("b = \(year) ÷ 100 = \(s.b) is the century, and c = \(year) mod 100 = \(s.c) the year within it.")
    e.add(
      "d = b ÷ 4 = \(s.b) ÷ 4 = \(s.d) and e = b mod 4 = \(s.e): they allow for century years, which are "
        + "leap years only one time in four.")
    e.add(
      "f = (b + 8) ÷ 25 = \(s.b + 8) ÷ 25 = \(s.f) and g = (b − f + 1) ÷ 3 = \(s.b - s.f + 1) ÷ 3 = \(s.g): "
        + "a correction, because 19 years are not exactly 235 of the Moon's months (it drifts about 8 days "
        + "in 2,500 years).")
    let hSum = 19 * s.a + s.b - s.d - s.g + 15
    let h = hSum % 30
    let fullMoon = CivilDate(
      uncheckedDayCount: CivilDate(uncheckedYear: year, month: 3, day: 21).dayCount + h)
    e.add(
      "h = (19a + b − d − g + 15) mod 30 = (\(19 * s.a) + \(s.b) − \(s.d) − \(s.g) + 15) mod 30 = "
        + "\(hSum) mod 30 = \(h): the Paschal full moon is \(h.counting("day")) after 21 March, on "
        + "\(fullMoon.day) \(MonthName.english[fullMoon.month - 1]).")
    e.add(
      "i = c ÷ 4 = \(s.c) ÷ 4 = \(s.i) and k = c mod 4 = \(s.k): the leap years so far in the century, and "
        + "the place in the four-year leap cycle.")
    let lSum = 32 + 2 * s.e + 2 * s.i - h - s.k
    let l = lSum % 7
    e.add(
      "l = (32 + 2e + 2i − h − k) mod 7 = (32 + \(2 * s.e) + \(2 * s.i) − \(h) − \(s.k)) mod 7 = "
        + "\(lSum) mod 7 = \(l): the full moon is a \(fullMoon.weekday.name), and the next Sunday comes "
        + "l + 1 = \((l + 1).counting("day")) later"
        + (l == 6 ? " (a full moon on a Sunday moves Easter to the Sunday after)." : "."))
    let mSum = s.a + 11 * h + 22 * l
    let m = mSum / 451
    e.add(
      "m = (a + 11h + 22l) ÷ 451 = (\(s.a) + \(11 * h) + \(22 * l)) ÷ 451 = \(mSum) ÷ 451 = \(m): " + mStep(s)
    )
    let n = h + l - 7 * m + 114
    let month = n / 31
    let day = n % 31 + 1
    e.add(
      "h + l − 7m + 114 = \(h) + \(l) − \(7 * m) + 114 = \(n). The month is \(n) ÷ 31 = \(month) "
        + "(\(MonthName.english[month - 1])) and the day is \(n) mod 31 + 1 = \(n % 31) + 1 = \(day).")
    let sunday = CivilDate(uncheckedYear: year, month: month, day: day)
    e.add("Answer: \(sunday). Easter Sunday \(year) is \(day) \(MonthName.english[month - 1]).")
    return e
  }

  /// What m says this year. The church's tables date two full moons a day earlier than h does: one
  /// 29 days after 21 March (19 April), so that Easter is never after 25 April, and one 28 days after
  /// (18 April) in years late in the 19-year cycle (a > 10), so that no two years of a cycle share a
  /// full moon. m is 1 when that moves Easter: when the full moon h gives is a Sunday.
  private static func mStep(_ s: Easter) -> String {
    let moved = s.h == 29 || (s.h == 28 && s.a > 10)
    let general =
      "(m is 1 only in rare years whose full moon in step 6 is a Sunday that the church's tables date a day "
      + "earlier: 19 April always, and 18 April late in the 19-year cycle, when a is over 10.)"
    guard s.m == 1 else {
      guard moved else { return "no correction this year. " + general }
      let day = s.h == 29 ? 18 : 17
      let fullMoon = CivilDate(uncheckedYear: s.year, month: 4, day: day)
      return "no correction to Easter this year. The church's tables do date this full moon a day earlier, "
        + "\(fullMoon.weekday.name) \(day) April"
        + (s.h == 29
          ? " (they never put it after 18 April)"
          : " (as a is over 10: 18 April is taken by the full moons 29 days after 21 March)")
        + ", but the next Sunday is the same day."
    }
    if s.h == 29 {
      return
        "a rare correction. The church's tables never put the Paschal full moon after 18 April: this one, "
        + "a Sunday 19 April by step 6, is dated Saturday 18 April, so Easter is the very next day, 19 April, "
        + "7 days sooner than step 8 says. That is why Easter is never after 25 April."
    }
    return
      "a rare correction. Late in the 19-year cycle (a = \(s.a), over 10) the church's tables date a full "
      + "moon 28 days after 21 March a day earlier, so that no two years of one cycle share a full moon "
      + "(18 April is already the date of those 29 days after). This one, a Sunday 18 April by step 6, is "
      + "dated Saturday 17 April, so Easter is the very next day, 18 April, 7 days sooner than step 8 says "
      + "(25 April, which would have been allowed)."
  }

  /// How far the Julian computus's full moons lag the Moon's in `year`, counted from Nicaea (325)
  /// at a day in 310 years: "" while it is under half a day.
  static func lunarDrift(_ year: Int) -> String {
    let days = (year - 325 + 155) / 310
    return year < 325 || days == 0
      ? "" : " (about \(days.counting("day")) by \(year), counted from the Council of Nicaea in 325)"
  }

  /// `explain easter YEAR orthodox` or `julian`: Meeus's Julian algorithm, step by step, and for
  /// orthodox the Sunday moved into the Gregorian calendar.
  static func explainJulian(_ year: Int, gregorian: Bool, reform: Reform = Reform.proleptic)
    throws(CalendarError) -> Explanation
  {
    let s = try JulianEaster(year: year)
    var e = Explanation()
    e.add(
      "The Orthodox churches reckon Easter with the Julian computus, the rule of Alexandria kept since the "
        + "Council of Nicaea: Easter Sunday is the first Sunday after the Paschal full moon, the church's "
        + "full moon on or after 21 March, all in the Julian calendar. Meeus's Julian algorithm works it "
        + "out with whole numbers: ÷ means divide and round down, mod the remainder after dividing.")
    e.add(
      "a = \(year) mod 4 = \(s.a), b = \(year) mod 7 = \(s.b) and c = \(year) mod 19 = \(s.c): the year's "
        + "place in the four-year leap cycle, in the weekdays, and in the Moon's 19-year cycle (c is the "
        + "Golden Number less one).")
    let fullMoon = JulianCalendar.date(
      dayCount: JulianCalendar.dayCount(year: year, month: 3, day: 21) + s.d)
    let fullMoonDay = JulianCalendar.dayCount(year: fullMoon.year, month: fullMoon.month, day: fullMoon.day)
    e.add(
      "d = (19c + 15) mod 30 = (\(19 * s.c) + 15) mod 30 = \(19 * s.c + 15) mod 30 = \(s.d): the Paschal full "
        + "moon is \(s.d.counting("day")) after 21 March, on \(fullMoon.day) \(MonthName.english[fullMoon.month - 1]) "
        + "(Julian). No century corrections: the Julian computus keeps the 19-year cycle as it is, though 235 of "
        + "the Moon's months are about an hour and a half shorter than 19 Julian years, so its full moons fall "
        + "a day further behind the Moon's about every 310 years" + lunarDrift(year) + ".")
    let eSum = 2 * s.a + 4 * s.b - s.d + 34
    e.add(
      "e = (2a + 4b − d + 34) mod 7 = (\(2 * s.a) + \(4 * s.b) − \(s.d) + 34) mod 7 = \(eSum) mod 7 = \(s.e): "
        + "the full moon is a \(Weekday(dayCount: fullMoonDay).name), and the next Sunday comes e + 1 = "
        + "\((s.e + 1).counting("day")) later"
        + (s.e == 6 ? " (a full moon on a Sunday moves Easter to the Sunday after)." : "."))
    let n = s.d + s.e + 114
    let month = MonthName.english[s.month - 1]
    let julianText = EasterCommand.julianText(of: s)
    e.add(
      "d + e + 114 = \(s.d) + \(s.e) + 114 = \(n). The month is \(n) ÷ 31 = \(s.month) (\(month)) and the "
        + "day is \(n) mod 31 + 1 = \(n % 31) + 1 = \(s.day): \(julianText) in the Julian calendar.")
    let sunday = s.gregorianDate
    let difference = sunday.dayCount - CivilDate(uncheckedYear: year, month: s.month, day: s.day).dayCount
    let gregorianName = "\(sunday.day) \(MonthName.english[sunday.month - 1])"
    e.add(
      "In \(year) the Julian calendar is \(difference.counting("day")) behind the Gregorian (explain julian "
        + "\(sunday) shows why): \(s.day) \(month) (Julian) + \(difference.counting("day")) = \(sunday), "
        + "\(gregorianName) in the Gregorian calendar.")
    // Under a reform the Sunday is written as the reform writes it: Julian before its switch
    // (1947-03-31 under set reform julian), Revised Julian under a church's (2850-05-02).
    let written = reform.text(dayCount: sunday.dayCount)
    if gregorian, written != sunday.description {
      e.add(
        reform.isJulian(dayCount: sunday.dayCount)
          ? "Under set reform \(reform.code) the day is written in the Julian calendar: \(sunday) is \(written)."
          : "The Revised Julian calendar in force writes \(sunday) as \(written): it leaves out "
            + "century leap days the Gregorian keeps, 2800's the first.")
    }
    e.add(
      gregorian
        ? "Answer: \(written). Orthodox Easter \(year) is \(gregorianName) (\(s.day) \(month) in the Julian calendar)."
        : "Answer: \(julianText). Easter \(year) by the Julian computus is \(s.day) \(month) in the Julian "
          + "calendar (\(gregorianName) in the Gregorian).")
    return e
  }
}

extension EasterExplanation {
  /// `explain easter YEAR`, `explain easter YEAR orthodox`, `explain easter YEAR julian`.
  static let topic = ExplainTopic("easter", example: "2025") { request in
    var rest = request.rest
    var written: EasterCommand.Reckoning?
    if rest.count == 2, case .name(let word, let wordRange) = rest[1] {
      guard let chosen = EasterCommand.Reckoning(rawValue: word.lowercased()) else {
        throw request.error(EasterCommand.unknownReckoning(word), at: wordRange)
      }
      written = chosen
      rest.removeLast()
    }
    guard rest.count == 1 else {
      throw request.error(
        "explain easter takes a year, and gregorian, orthodox or julian, e.g. explain easter 2024 orthodox",
        at: rest.count > 1 ? rest[1].range : nil)
    }
    let (value, range) = (try request.evaluate(rest[0]), rest[0].range)
    let reform = request.call.calendarInForce
    // The reckoning `easter YEAR` follows there: before a switch, the Julian computus then kept.
    let reckoning = EasterCommand.reckoning(of: value, by: written, under: reform)
    let year = try EasterCommand.year(of: value, at: range, by: reckoning, in: request.call)
    // Only the Gregorian computus needs the year written in the Gregorian calendar.
    if reckoning == .gregorian {
      try request.requireGregorian(year, at: range)
      try request.refuseRevisedJulianYear(year, at: range)
    }
    let explanation = try at(range) { () throws(CalendarError) in
      reckoning == .gregorian
        ? try explain(year)
        : try explainJulian(year, gregorian: reckoning == .orthodox, reform: reform)
    }
    // `easter YEAR` follows the Julian computus because the year is before the switch: say why.
    guard written == nil, reckoning != EasterCommand.defaultReckoning(under: reform) else {
      return explanation
    }
    return explanation.noting(keptNote(year, under: reform))
  }

  /// Why `easter YEAR` without a word is the Julian computus's Sunday under `reform`.
  static func keptNote(_ year: Int, under reform: Reform) -> String {
    guard let (_, first) = reform.switchDates else {
      return "Under set reform \(reform.code) the Julian calendar is in force throughout, so easter \(year) "
        + "is Easter by the Julian computus (easter \(year) gregorian is the Western Easter)."
    }
    return "Under set reform \(reform.code) \(year) is before the switch to the Gregorian calendar on "
      + "\(first), so easter \(year) is the Easter then kept, by the Julian computus (easter \(year) "
      + "gregorian is the Western Easter by the Gregorian computus)."
  }
}
