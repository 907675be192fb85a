import CalendarCore

/// `explain persian DATE`: the 33-year rule of 8 leap years, the whole cycles and years since
/// the epoch, Nowruz of the year, and the months of 31, 30 and 29 days to the day.
enum PersianExplanation {
  /// Days in 33 years: 25 of 365 days and 8 of 366.
  static let cycleDays = 33 * 365 + 8

  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    var e = Explanation()
    e.add(
      "The Persian (Solar Hijri) year starts at Nowruz, the spring equinox. calsh follows the 33-year rule: "
        + "years 1, 5, 9, 13, 17, 22, 26 and 30 of every 33 are leap years of 366 days, so 33 years have "
        + "\(grouped(cycleDays)) days (a mean year of 365.2424 days), which agrees with Iran's official "
        + "calendar over 1900–2100. It counts from 1 Farvardin AP 1, "
        + "\(written(PersianCalendar.epoch, reform)).")
    let elapsed = count - PersianCalendar.epoch
    let (cycles, rest) = elapsed.quotientAndRemainder(dividingBy: cycleDays)
    e.add(
      "\(date) is \(elapsed.counting("day")) after the epoch: \(grouped(elapsed)) ÷ \(grouped(cycleDays)) = "
        + "\(cycles.counting("whole cycle")) (\(grouped(cycles * 33)) years) and \(rest.counting("day")) more."
    )
    var days = rest
    var place = 1
    var lengths: [Int] = []
    while days >= PersianCalendar.daysIn(year: cycles * 33 + place) {
      let length = PersianCalendar.daysIn(year: cycles * 33 + place)
      lengths.append(length)
      days -= length
      place += 1
    }
    let year = cycles * 33 + place
    let yearText =
      lengths.isEmpty
      ? "None of the cycle's years has passed"
      : "Whole years of the cycle: \(lengths.count) (\(lengths.filter { $0 == 366 }.count) of them leap) = "
        + "\(grouped(rest - days)) days"
    e.add(
      "\(yearText); AP \(year) is year \(place) of its cycle, a "
        + (PersianCalendar.isLeapYear(year) ? "leap year of 366 days" : "common year of 365 days")
        + ". Its Nowruz, 1 Farvardin, is \(written(count - days, reform)), and \(date) is day "
        + "\(days + 1) of the year.")
    let (month, daysLeft, passed) = wholeMonths(in: days, of: year, PersianCalendar.self)
    days = daysLeft
    let name = PersianCalendar.monthNames[month - 1]
    e.add(
      passed.isEmpty
        ? "That is inside Farvardin: day \(days + 1)."
        : "The first six months have 31 days, the next five 30, Esfand 29 (30 in a leap year). Whole months "
          + "before it: " + passed.joined(separator: ", ") + "; \(days + 1) \(name) is the day.")
    e.add("Answer: \(days + 1) \(name) \(year).")
    return e
  }
}

extension PersianCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    PersianExplanation.explain(date, writing: reform)
  }
  static var exampleDate: String { "2025-03-21" }
}
