import CalRender
import CalendarCore

/// `explain islamic DATE` and `explain date islamic Y M D`: the arithmetic Islamic calendar's
/// 30-year cycle of 11 leap years, the whole cycles and years since its epoch, and the months of
/// 30 and 29 days to the day.
enum IslamicExplanation {
  /// Days in 30 years: 19 of 354 days and 11 of 355.
  static let cycleDays = 30 * 354 + 11

  /// The leap years' places in the 30-year cycle.
  static let leapPlaces = [2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29]

  /// The rules and the epoch, the first step both ways.
  static func opening(_ reform: Reform) -> String {
    let epoch = IslamicCalendar.epoch
    let julian = JulianCalendar.date(fromDayCount: epoch)
    return
      "The arithmetic (civil) Islamic calendar has 12 months of 30 and 29 days in turn, 354 days; "
      + "Dhu al-Hijjah gets a 30th day in 11 years of every 30 (years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 "
      + "and 29 of the cycle, as in Calendrical Calculations; other tables differ in a year or two), so 30 "
      + "years have \(grouped(cycleDays)) days, close to 360 moons. It counts from 1 Muharram AH 1, "
      + "\(julian.day) \(MonthName.english[julian.month - 1]) \(julian.year) in the Julian calendar "
      + "(\(written(epoch, reform)) as calsh writes it), a \(Weekday(dayCount: epoch).name)."
  }

  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    var e = Explanation()
    e.add(opening(reform))
    let elapsed = count - IslamicCalendar.epoch
    let (cycles, rest) = elapsed.quotientAndRemainder(dividingBy: cycleDays)
    e.add(
      "\(written(count, reform)) is \(elapsed.counting("day")) after the epoch: \(grouped(elapsed)) ÷ \(grouped(cycleDays)) = "
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
        + ", and \(written(count, reform)) is day \(days + 1) of it.")
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

  /// The reverse: `date islamic YEAR MONTH DAY`, a valid date, as the day `count` it names.
  static func reverse(year: Int, month: Int, day: Int, count: Int, writing reform: Reform) -> Explanation {
    var e = Explanation()
    e.add(opening(reform))
    let (step, cycles, yearDays) = LeapCycle(
      era: "AH", years: 30, commonYear: 354, leapPlaces: leapPlaces
    ).yearsBefore(year)
    e.add(step)
    let (_, _, passed) = wholeMonths(
      in: count - day + 1 - IslamicCalendar.newYear(year), of: year, IslamicCalendar.self)
    let monthDays = count - day + 1 - IslamicCalendar.newYear(year)
    let name = IslamicCalendar.monthNames[month - 1]
    e.add(
      passed.isEmpty
        ? "Muharram is the year's first month, so no whole month comes before it."
        : "Whole months before \(name) (30 and 29 days in turn): " + passed.joined(separator: ", ") + " = "
          + "\(monthDays.counting("day")).")
    let elapsed = count - IslamicCalendar.epoch
    e.add(
      "Day \(day) of \(name) AH \(year) is \(grouped(cycles * cycleDays)) + \(grouped(yearDays)) + "
        + "\(grouped(monthDays)) + \(grouped(day - 1)) = \(elapsed.counting("day")) after the epoch: "
        + "\(written(count, reform)), a \(Weekday(dayCount: count).name).")
    e.add(DateExplanation.answer(count, reform))
    return e
  }
}

extension IslamicCalendar {
  /// The day count of 1 Muharram of `year`.
  static func newYear(_ year: Int) -> Int { dayCount(year: year, month: 1, day: 1) }
}

extension IslamicCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    IslamicExplanation.explain(date, writing: reform)
  }
  static var exampleDate: String { "2025-03-01" }
}

extension IslamicCalendar: ReverseExplainedCalendar {
  static func reverseExplanation(of date: CalendarDate<NoEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    IslamicExplanation.reverse(
      year: date.year, month: date.month, day: date.day, count: dayCount, writing: reform)
  }
}
