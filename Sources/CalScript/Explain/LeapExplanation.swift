import CalendarCore

/// `explain leap YEAR`: the rule of the calendar 29 February of the year is written in, applied.
enum LeapExplanation {
  static let topic = ExplainTopic("leap", example: "1900", followsReform: true) { request in
    explain(try request.year(try request.arguments(1, "a year")[0]), request.reform)
  }

  /// By the Gregorian rule when the reform is proleptic (with what the Julian calendar then in
  /// force said, when that differs: `explain leap 1500`); else by the rule of the calendar the
  /// year's 29 February would be written in, or none when the switch skipped it.
  static func explain(_ year: Int, _ reform: Reform) -> Explanation {
    if reform.isGregorianThroughout {
      var e = gregorianLeap(year)
      if let note = JulianExplanation.leapNote(year) { e.steps.insert(note, at: e.steps.count - 1) }
      return e
    }
    var e = Explanation()
    let answer = reform.isLeapYear(year)
    let opening = CalendarInForce.opening(reform)
    switch CalendarInForce.side(ofYear: year, month: 2, day: 29, reform) {
    case .gregorian:
      e = gregorianLeap(year)
      e.steps.insert(
        "\(opening), 29 February \(year) would be written in the Gregorian calendar, so the Gregorian rule decides.",
        at: 0)
      return e
    case .skipped:
      e.add("\(opening), 29 February \(year) would fall among the dates the switch skipped.")
      e.add("Answer: \(answer). \(year) has no 29th of February.")
      return e
    case .julian:
      e.add(
        "\(opening), 29 February \(year) "
          + "is written in the Julian calendar, so the Julian rule decides: a year is a leap year (366 days, "
          + "with a 29th of February) when it divides by 4, century years included.")
      e.add(divides(year, by: 4))
      let gregorian = Gregorian.isLeapYear(year)
      let note =
        gregorian == answer
        ? ""
        : " (The Gregorian rule, which drops the leap day of century years not dividing by 400, would say \(gregorian).)"
      if let history = JulianExplanation.augustanNote(year) { e.add(history) }
      e.add(
        "Answer: \(answer). "
          + (answer
            ? "In the Julian calendar \(year) is a leap year of 366 days."
            : "In the Julian calendar \(year) is a common year of 365 days.") + note)
      return e
    }
  }

  /// The Gregorian rule applied: by 4, then 100, then 400.
  static func gregorianLeap(_ year: Int) -> Explanation {
    var e = Explanation()
    e.add(
      "The rule: a year is a leap year (366 days, with a 29th of February) when it divides by 4, "
        + "except century years (dividing by 100), which are leap years only when they divide by 400.")
    e.add(divides(year, by: 4))
    guard year % 4 == 0 else {
      e.add("Answer: false. \(year) is a common year of 365 days.")
      return e
    }
    e.add(
      divides(year, by: 100) + (year % 100 == 0 ? " It is a century year, so the exception may apply." : ""))
    guard year % 100 == 0 else {
      e.add("Answer: true. \(year) divides by 4 and is not a century year: a leap year of 366 days.")
      return e
    }
    e.add(divides(year, by: 400))
    let leap = year % 400 == 0
    e.add(
      "Answer: \(leap). \(year) is a century year "
        + (leap
          ? "that divides by 400: a leap year of 366 days."
          : "that does not divide by 400: a common year of 365 days."))
    return e
  }

  static func divides(_ year: Int, by divisor: Int) -> String {
    let (q, r) = year.quotientAndRemainder(dividingBy: divisor)
    return r == 0
      ? "\(year) ÷ \(divisor) = \(q) exactly: \(year) divides by \(divisor)."
      : "\(year) ÷ \(divisor) = \(q) remainder \(r): \(year) does not divide by \(divisor)."
  }
}
