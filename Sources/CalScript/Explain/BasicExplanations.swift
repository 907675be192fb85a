import CalendarCore

/// Explanations of the rules every other answer rests on: leap years, month lengths, weekdays,
/// and adding or subtracting dates.
enum BasicExplanations {
  /// The Gregorian rule, and before its answer what the Julian calendar said when that differs or
  /// was the calendar in force (`explain leap 1500`).
  static func leap(_ year: Int) -> Explanation {
    var e = gregorianLeap(year)
    if let note = JulianExplanation.leapNote(year) { e.steps.insert(note, at: e.steps.count - 1) }
    return e
  }

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

  static func daysIn(_ month: YearMonth) -> Explanation {
    var e = Explanation()
    e.add(
      "Months have fixed lengths: January 31, February 28 (29 in a leap year), March 31, April 30, "
        + "May 31, June 30, July 31, August 31, September 30, October 31, November 30, December 31.")
    let name = MonthName.english[month.month - 1]
    if month.month == 2 {
      let leap = Gregorian.isLeapYear(month.year)
      e.add(
        "\(month.year) is \(leap ? "a leap year" : "not a leap year") (explain leap \(month.year) shows why)."
      )
      e.add("Answer: \(month.numberOfDays). \(month.longName) has \(month.numberOfDays) days.")
    } else {
      e.add("Answer: \(month.numberOfDays). \(name) always has \(month.numberOfDays) days.")
    }
    return e
  }

  static func daysIn(year: Int) -> Explanation {
    var e = Explanation()
    e.add("A common year has 365 days; a leap year has one more, the 29th of February.")
    let leap = Gregorian.isLeapYear(year)
    e.add("\(year) is \(leap ? "a leap year" : "not a leap year") (explain leap \(year) shows why).")
    e.add("Answer: \(Gregorian.daysIn(year: year)). \(year) has \(Gregorian.daysIn(year: year)) days.")
    return e
  }

  /// Counts the days from 0001-01-01, a Monday, then takes whole weeks away.
  static func weekday(_ date: CivilDate) -> Explanation {
    var e = Explanation()
    e.add(
      "Count the days from a day whose weekday we know: 0001-01-01, the first day of the calendar, "
        + "was a Monday (counting back with today's Gregorian rules).")
    let count = daysSinceFirstDay(date, into: &e)
    let (weeks, rest) = count.quotientAndRemainder(dividingBy: 7)
    e.add(
      "The weekdays repeat every 7 days: \(grouped(count)) = \(grouped(weeks)) × 7 + \(rest), "
        + "so the weekday is \(rest.counting("day")) after Monday.")
    let weekday = Weekday.monday.advanced(by: rest)
    e.add("Answer: \(weekday.name). \(date) is a \(weekday.name).")
    return e
  }

  /// Adds the steps that count the days from 0001-01-01 to `date`, and returns that count.
  static func daysSinceFirstDay(_ date: CivilDate, into e: inout Explanation) -> Int {
    let years = date.year - 1
    let leapDays = years / 4 - years / 100 + years / 400
    e.add(
      years == 0
        ? "There are no whole years before the year 1, the first year of the calendar: 0 days, and 0 leap days."
        : "Whole years before the year \(date.year): \(grouped(years)) × 365 = \(grouped(years * 365)) days, "
          + "plus one day for each leap year among them: \(grouped(years)) ÷ 4 = \(grouped(years / 4)), "
          + "minus \(years / 100) century years, plus \(years / 400) that divide by 400: "
          + "\(grouped(leapDays)) leap days.")
    let (before, parts) = wholeMonthsBefore(date)
    e.add(
      date.month == 1
        ? "No whole months of \(date.year) come before January."
        : "Whole months of \(date.year) before \(MonthName.english[date.month - 1]): "
          + parts.joined(separator: " + ") + " = \(before.counting("day")).")
    let total = years * 365 + leapDays + before + date.day - 1
    e.add(
      "Days of the month before the \(ordinal(date.day)): \(date.day - 1). In all, \(date) is "
        + "\(grouped(years * 365)) + \(grouped(leapDays)) + \(grouped(before)) + \(date.day - 1) = "
        + "\(grouped(total)) days after 0001-01-01.")
    return total
  }

  static func ordinal(_ n: Int) -> String {
    let suffix =
      (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
  }

  static func divides(_ year: Int, by divisor: Int) -> String {
    let (q, r) = year.quotientAndRemainder(dividingBy: divisor)
    return r == 0
      ? "\(year) ÷ \(divisor) = \(q) exactly: \(year) divides by \(divisor)."
      : "\(year) ÷ \(divisor) = \(q) remainder \(r): \(year) does not divide by \(divisor)."
  }
}

extension BasicExplanations {
  /// `explain weekday DATE`.
  static let weekdayTopic = ExplainTopic("weekday", followsReform: true) { request in
    let (day, reform) = (try request.date(), request.reform)
    return reform.isProleptic
      ? weekday(day).noting(JulianExplanation.prolepticNote(day, reform))
      : ReformedExplanations.weekday(day, reform)
  }

  /// `explain leap YEAR`.
  static let leapTopic = ExplainTopic("leap", example: "1900", followsReform: true) { request in
    let year = try request.year(try request.arguments(1, "a year")[0])
    let reform = request.reform
    return reform.isProleptic ? leap(year) : ReformedExplanations.leap(year, reform)
  }

  /// `explain daysin MONTH` or `explain daysin YEAR`.
  static let daysInTopic = ExplainTopic("daysin", example: "2024-02", followsReform: true) { request in
    let argument = try request.arguments(1, "a month or a year")[0]
    let reform = request.reform
    if case .int = argument.0 {
      let year = try request.year(argument)
      return reform.isProleptic ? daysIn(year: year) : ReformedExplanations.daysIn(year: year, reform)
    }
    let month = try MathCommands.yearMonth(of: argument.0, at: argument.1, in: request.call)
    return reform.isProleptic ? daysIn(month) : ReformedExplanations.daysIn(month, reform)
  }
}
