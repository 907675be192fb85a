import CalendarCore

/// `explain islamic DATE`: the arithmetic Islamic calendar's 30-year cycle of 11 leap years,
/// the whole cycles and years since its epoch, and the months of 30 and 29 days to the day.
enum IslamicExplanation {
  /// Days in 30 years: 19 of 354 days and 11 of 355.
  static let cycleDays = 30 * 354 + 11

  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    var e = Explanation()
    e.add(
      "The arithmetic (civil) Islamic calendar has 12 months of 30 and 29 days in turn, 354 days; "
        + "Dhu al-Hijjah gets a 30th day in 11 years of every 30 (years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 "
        + "and 29 of the cycle), so 30 years have \(grouped(cycleDays)) days, close to 360 moons. It counts "
        + "from 1 Muharram AH 1, \(written(IslamicCalendar.epoch, reform)).")
    let elapsed = count - IslamicCalendar.epoch
    let (cycles, rest) = elapsed.quotientAndRemainder(dividingBy: cycleDays)
    e.add(
      "\(date) is \(elapsed.counting("day")) after the epoch: \(grouped(elapsed)) ÷ \(grouped(cycleDays)) = "
        + "\(cycles.counting("whole cycle")) (\(grouped(cycles * 30)) years) and \(rest.counting("day")) more."
    )
    var days = rest
    var place = 1
    var lengths: [Int] = []
    while days >= IslamicCalendar.daysIn(year: cycles * 30 + place) {
      let length = IslamicCalendar.daysIn(year: cycles * 30 + place)
      lengths.append(length)
      days -= length
      place += 1
    }
    let year = cycles * 30 + place
    let yearText =
      lengths.isEmpty
      ? "None of the cycle's years has passed"
      : "Whole years of the cycle: \(lengths.count) (\(lengths.filter { $0 == 355 }.count) of them leap, "
        + "355 days) = \(grouped(rest - days)) days"
    e.add(
      "\(yearText); AH \(year) is year \(place) of its cycle, a "
        + (IslamicCalendar.isLeapYear(year) ? "leap year of 355 days" : "common year of 354 days")
        + ", and \(date) is day \(days + 1) of it.")
    let (month, daysLeft, passed) = wholeMonths(in: days, of: year, IslamicCalendar.self)
    days = daysLeft
    let name = IslamicCalendar.monthNames[month - 1]
    e.add(
      passed.isEmpty
        ? "That is inside Muharram: day \(days + 1)."
        : "Whole months before it: " + passed.joined(separator: ", ") + "; \(days + 1) \(name) is the day.")
    e.add("Answer: \(days + 1) \(name) \(year).")
    return e
  }
}

extension IslamicCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    IslamicExplanation.explain(date, writing: reform)
  }
  static var exampleDate: String { "2025-03-01" }
}
