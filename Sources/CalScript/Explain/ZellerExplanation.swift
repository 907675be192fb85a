import CalendarCore

/// `explain zeller DATE`: the weekday from Zeller's congruence, one term at a time.
enum ZellerExplanation {
  static func explain(_ date: CivilDate) -> Explanation {
    let z = Zeller(date)
    var e = Explanation()
    e.add(
      "Zeller's congruence finds the weekday straight from the numbers in the date: "
        + "h = (q + ⌊13(m + 1) / 5⌋ + K + ⌊K / 4⌋ + ⌊J / 4⌋ + 5J) mod 7. "
        + "⌊x⌋ means x rounded down to a whole number, and mod 7 means the remainder after dividing by 7.")
    e.add("q is the day of the month: q = \(z.q).")
    let monthName = MonthName.english[date.month - 1]
    if date.month <= 2 {
      e.add(
        "Zeller starts the year in March (month 3) and counts January and February as months 13 and 14 "
          + "of the year before, so that a leap day comes at the very end of the counted year. "
          + "\(monthName) of the year \(date.year) is counted as month m = \(z.m) of the year before, "
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
    e.add(
      "The century terms: a century of 36,524 days is 5 days more than whole weeks, so add 5J = 5 × \(z.J) = "
        + "\(5 * z.J); every fourth century year is a leap year after all, so add ⌊J / 4⌋ = ⌊\(z.J) / 4⌋ = "
        + "\(z.J / 4).")
    let sum = z.q + z.monthTerm + z.K + z.K / 4 + z.J / 4 + 5 * z.J
    let h = sum % 7
    e.add(
      "Add them up: \(z.q) + \(z.monthTerm) + \(z.K) + \(z.K / 4) + \(z.J / 4) + \(5 * z.J) = \(sum), "
        + "and \(sum) = \(sum / 7) × 7 + \(h), so h = \(sum) mod 7 = \(h).")
    let name = z.weekday.name
    e.add(
      "Zeller counts the weekdays from Saturday: 0 = Saturday, 1 = Sunday, 2 = Monday, … 6 = Friday, "
        + "so h = \(h) is \(name).")
    e.add("Answer: \(name). \(date) is a \(name).")
    return e
  }
}
