import CalendarCore

/// `explain zeller DATE`: the weekday from Zeller's congruence, one term at a time.
enum ZellerExplanation {
  /// Under `reform`, a date before its switch is a Julian one: Zeller's Julian form.
  static func explain(_ date: CivilDate, reform: Reform) -> Explanation {
    let z = Zeller(date, reform: reform)
    let written = reform.label(of: date)
    var e = Explanation()
    e.add(
      "Zeller's congruence finds the weekday straight from the numbers in the date: "
        + "\(z.formula). "
        + "⌊x⌋ means x rounded down to a whole number, and mod 7 means the remainder after dividing by 7.")
    if z.isJulian {
      e.add(
        "\(written) is a Julian calendar date \(reform.place), so this is Zeller's form for the Julian "
          + "calendar, where every fourth year is a leap year: its century terms are 5 + 6J.")
    }
    e.add("q is the day of the month: q = \(z.q).")
    let monthName = MonthName.english[written.month - 1]
    if written.month <= 2 {
      e.add(
        "Zeller starts the year in March (month 3) and counts January and February as months 13 and 14 "
          + "of the year before, so that a leap day comes at the very end of the counted year. "
          + "\(monthName) of the year \(written.year) is counted as month m = \(z.m) of the year before, "
          + "the year \(z.year)"
          + (z.year == 0 ? " (a year used only inside the formula; the calendar has no year 0)." : "."))
    } else {
      e.add(
        "Zeller starts the year in March (month 3), and months March to December keep their numbers: "
          + "\(monthName) is month m = \(z.m) of the year \(z.year).")
    }
    e.add(
      "Split the year \(z.year) into its century and the year within the century: "
        + "J = \(z.year) ÷ 100 rounded down = \(z.J), and K = \(z.year) mod 100 = \(z.K).")
    e.add(
      "The month term allows for the different lengths of the months before this one: "
        + "⌊13 × (\(z.m) + 1) / 5⌋ = ⌊\(13 * (z.m + 1)) / 5⌋ = \(z.monthTerm).")
    e.add(
      "The year terms: each year moves the weekday on by 1 (365 days are 52 weeks and 1 day), so add K = \(z.K); "
        + "each leap year moves it one more, so add ⌊K / 4⌋ = ⌊\(z.K) / 4⌋ = \(z.K / 4).")
    if z.isJulian {
      e.add(
        "The century terms: a Julian century of 36,525 days is 6 days more than whole weeks, so add "
          + "6J = 6 × \(z.J) = \(6 * z.J); and 5, which sets the Julian calendar's weekdays against the "
          + "Gregorian ones (6J + 5 is the same mod 7 as 5 − J).")
    } else {
      e.add(
        "The century terms: a century of 36,524 days is 5 days more than whole weeks, so add 5J = 5 × \(z.J) = "
          + "\(5 * z.J); every fourth century year is a leap year after all, so add ⌊J / 4⌋ = ⌊\(z.J) / 4⌋ = "
          + "\(z.J / 4).")
    }
    let sum = z.sum
    let h = z.h
    e.add(
      "Add them up: \(z.q) + \(z.monthTerm) + \(z.K) + \(z.K / 4) + \(z.centuryTerms) = \(sum), "
        + "and \(sum) = \(sum / 7) × 7 + \(h), so h = \(sum) mod 7 = \(h).")
    let name = z.weekday.name
    e.add(
      "Zeller counts the weekdays from Saturday: 0 = Saturday, 1 = Sunday, 2 = Monday, … 6 = Friday, "
        + "so h = \(h) is \(name).")
    e.add("Answer: \(name). \(written) is a \(name).")
    return e
  }
}

extension ZellerExplanation {
  /// `explain zeller DATE`: Zeller has a Julian form, so a Julian date under a reform is explained
  /// by it rather than refused.
  static let topic = ExplainTopic("zeller") { request in
    let (value, range) = try request.arguments(1, "a date")[0]
    guard case .date(let day) = value else {
      throw request.call.wrongKind(value, at: range, expected: "a date")
    }
    request.warnIfBeforeReform(day, at: range)
    let reform = request.reform
    return explain(day, reform: reform)
      .noting(JulianExplanation.prolepticNote(day, reform))
  }
}
