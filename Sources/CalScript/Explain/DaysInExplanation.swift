import CalendarCore

/// `explain daysin MONTH` and `explain daysin YEAR`: the month's fixed length or the year's 365
/// or 366 days, less the dates a switch skipped under `set reform`.
enum DaysInExplanation {
  static let topic = ExplainTopic("daysin", example: "2024-02", followsReform: true) { request in
    let argument = try request.arguments(1, "a month or a year")[0]
    if case .int = argument.0 { return explain(year: try request.year(argument), request.reform) }
    return explain(
      try MathCommands.yearMonth(of: argument.0, at: argument.1, in: request.call), request.reform)
  }

  static let monthLengths =
    "Months have fixed lengths: January 31, February 28 (29 in a leap year), March 31, April 30, "
    + "May 31, June 30, July 31, August 31, September 30, October 31, November 30, December 31."

  static func explain(year: Int, _ reform: Reform) -> Explanation {
    var e = Explanation()
    e.add("A common year has 365 days; a leap year has one more, the 29th of February.")
    guard !reform.isGregorianThroughout else {
      let leap = Gregorian.isLeapYear(year)
      e.add("\(year) is \(leap ? "a leap year" : "not a leap year") (explain leap \(year) shows why).")
      e.add("Answer: \(Gregorian.daysIn(year: year)). \(year) has \(Gregorian.daysIn(year: year)) days.")
      return e
    }
    let leap = reform.isLeapYear(year)
    let nominal = leap ? 366 : 365
    let answer = reform.daysIn(year: year)
    e.add(
      "\(CalendarInForce.opening(reform)), \(year) is "
        + (leap ? "a leap year" : "not a leap year") + " (explain leap \(year) shows why): \(nominal) days.")
    if answer != nominal {
      e.add(
        "The switch skipped \((nominal - answer).counting("date")) of \(year): \(nominal) − \(nominal - answer) = \(answer)."
      )
    }
    e.add("Answer: \(answer). \(year) has \(answer) days.")
    return e
  }

  static func explain(_ month: YearMonth, _ reform: Reform) -> Explanation {
    var e = Explanation()
    e.add(monthLengths)
    guard !reform.isGregorianThroughout else {
      if month.month == 2 {
        let leap = Gregorian.isLeapYear(month.year)
        e.add(
          "\(month.year) is \(leap ? "a leap year" : "not a leap year") (explain leap \(month.year) shows why)."
        )
        e.add("Answer: \(month.numberOfDays). \(month.longName) has \(month.numberOfDays) days.")
      } else {
        let name = MonthName.english[month.month - 1]
        e.add("Answer: \(month.numberOfDays). \(name) always has \(month.numberOfDays) days.")
      }
      return e
    }
    let (year, number) = (month.year, month.month)
    let name = month.longName
    let nominal = CalendarInForce.nominalLength(year: year, month: number, reform)
    let answer = reform.daysIn(year: year, month: number)
    let calendar =
      nominal == JulianCalendar.daysIn(year: year, month: number)
        && CalendarInForce.side(ofYear: year, month: number, day: nominal, reform) == .julian
      ? "Julian" : "Gregorian"
    if number == 2 {
      let leap = reform.isLeapYear(year)
      e.add(
        "\(CalendarInForce.opening(reform)), \(year) is "
          + (leap ? "a leap year" : "not a leap year") + " (explain leap \(year) shows why): \(name) is "
          + "numbered to \(nominal).")
    } else {
      e.add(
        "\(CalendarInForce.opening(reform)), \(name) ends in the "
          + "\(calendar) calendar: it is numbered to \(nominal).")
    }
    if answer != nominal {
      let days = reform.days(year: year, month: number).map(\.number)
      let skipped = (1...nominal).filter { !days.contains($0) }
      let list =
        skipped.count > 2
        ? "\(skipped.first!) … \(skipped.last!)" : skipped.map(String.init).joined(separator: " and ")
      e.add(
        "The switch skipped the dates \(list) of \(name): \(nominal) − \(skipped.count) = \(answer).")
    }
    e.add("Answer: \(answer). \(name) has \(answer) days.")
    return e
  }
}
