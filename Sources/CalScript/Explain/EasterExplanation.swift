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
      "m = (a + 11h + 22l) ÷ 451 = (\(s.a) + \(11 * h) + \(22 * l)) ÷ 451 = \(mSum) ÷ 451 = \(m): "
        + (m == 0
          ? "no correction this year (m is 1 only in rare years, when the church's tables put the full "
            + "moon one day earlier, on a Saturday, so that Easter comes a week sooner and is never after "
            + "25 April)."
          : "a rare correction. In such years the church's tables put the full moon one day earlier, on "
            + "Saturday \(CivilDate(uncheckedDayCount: fullMoon.dayCount - 1).day) April, so Easter is the very "
            + "next day, 7 days sooner than step 8 says: that is why Easter is never after 25 April."))
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
}
