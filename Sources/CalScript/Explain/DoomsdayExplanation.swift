import CalendarCore

/// `explain doomsday DATE`: Conway's Doomsday rule, the weekday worked out in the head.
enum DoomsdayExplanation {
  static func explain(_ date: CivilDate) -> Explanation {
    let s = Doomsday(date)
    var e = Explanation()
    e.add(
      "Conway's Doomsday rule: in any year these dates fall on the same weekday, the year's doomsday: "
        + "4/4, 6/6, 8/8, 10/10, 12/12; 9/5 and 5/9, 7/11 and 11/7 (\"working 9 to 5 at the 7-Eleven\"); "
        + "14 March (Pi Day); the last day of February; and 3 January (4 January in a leap year). Find the "
        + "year's doomsday, then count from the month's doomsday date to the day.")
    let c4 = s.century % 4
    e.add(
      "The century: \(date.year) ÷ 100 = \(s.century) (÷ rounds down). Centuries' doomsdays repeat every "
        + "400 years: Tuesday when the century divides by 4 (2000–2099), then Sunday (2100–2199), Friday "
        + "(1800–1899, 2200–2299) and Wednesday (1900–1999). \(s.century) mod 4 = \(c4), so the century's "
        + "anchor is \(s.centuryAnchor.name).")
    let moves = s.dozens + s.remainder + s.leapDays
    e.add(
      "The year in the century: \(date.year) mod 100 = \(s.yearOfCentury). Each 12 years move the doomsday "
        + "on by 12 days and 3 leap days, 15 days: one weekday. \(s.yearOfCentury) ÷ 12 = \(s.dozens) "
        + "dozen\(s.dozens == 1 ? "" : "s"), \(s.yearOfCentury) mod 12 = \(s.remainder) years left over "
        + "(a weekday each), and \(s.remainder) ÷ 4 = \(s.leapDays) leap year\(s.leapDays == 1 ? "" : "s") "
        + "among them (one more each). \(s.dozens) + \(s.remainder) + \(s.leapDays) = \(moves); \(moves) mod 7 "
        + "= \(moves % 7), so the year's doomsday is "
        + (moves % 7 == 0
          ? "the century's anchor itself, \(s.yearDoomsday.name)."
          : "\((moves % 7).counting("day")) after \(s.centuryAnchor.name): \(s.yearDoomsday.name)."))
    e.add(monthStep(date, s))
    let steps = ((s.offset % 7) + 7) % 7
    let weeks = (s.offset - steps) / 7
    e.add(
      "From the \(ordinal(s.monthDoomsday)) to the \(ordinal(date.day)): "
        + "\(date.day) − \(s.monthDoomsday) = \(s.offset) days"
        + (s.offset == steps
          ? "" : " = \(weeks) × 7 + \(steps) (whole weeks change nothing)")
        + ", so the day is "
        + (steps == 0
          ? "the doomsday itself, a \(s.yearDoomsday.name)."
          : "\(steps.counting("day")) after \(s.yearDoomsday.name): a \(s.weekday.name)."))
    e.add("Answer: \(s.weekday.name). \(date) is a \(s.weekday.name).")
    return e
  }

  /// The month's doomsday date and the rhyme that remembers it.
  private static func monthStep(_ date: CivilDate, _ s: Doomsday) -> String {
    let name = MonthName.english[date.month - 1]
    let leap = Gregorian.isLeapYear(date.year)
    let which: String
    switch date.month {
    case 1, 2:
      which =
        "\(date.year) is \(leap ? "a leap year" : "a common year"), so "
        + (date.month == 1
          ? "January's is the \(ordinal(s.monthDoomsday)) (3 January in a common year, 4 January in a leap year)"
          : "February's is its last day, the \(ordinal(s.monthDoomsday))")
    case 3: which = "March's is the 14th (Pi Day, 3/14)"
    case 5, 9:
      which = "\(name)'s is the \(ordinal(s.monthDoomsday)) (9/5 and 5/9: working 9 to 5)"
    case 7, 11:
      which =
        "\(name)'s is the \(ordinal(s.monthDoomsday)) (7/11 and 11/7: at the 7-Eleven)"
    default:
      which =
        "\(name)'s is the \(ordinal(s.monthDoomsday)) (even months: 4/4, 6/6, 8/8, 10/10, 12/12)"
    }
    let doomsday = CivilDate(uncheckedYear: date.year, month: date.month, day: s.monthDoomsday)
    return "The month's doomsday date: \(which). So \(doomsday) is a \(s.yearDoomsday.name)."
  }
}

extension DoomsdayExplanation {
  /// `explain doomsday DATE`.
  static let topic = ExplainTopic("doomsday") { request in
    let (day, reform) = (try request.weekdayDate(), request.reform)
    return explain(day).noting(JulianExplanation.prolepticNote(day, reform))
  }
}
