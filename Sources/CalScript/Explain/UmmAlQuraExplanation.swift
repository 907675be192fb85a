import CalRender
import CalendarCore

/// `explain ummalqura DATE` and `explain date ummalqura Y M D`: what the Umm al-Qura table is and
/// where calsh's copy comes from, the month's first day from it, the day, and the same month in
/// the arithmetic Islamic calendar (how many days apart their first days are).
enum UmmAlQuraExplanation {
  typealias C = UmmAlQuraCalendar

  static func opening(_ reform: Reform) -> String {
    let days = C.dayCounts
    return
      "The Umm al-Qura calendar is Saudi Arabia's official calendar. No rule counts its months: each "
      + "begins on the day a published table gives, worked out in advance from the moon as seen from Mecca, "
      + "so a month has 29 or 30 days (a few early months of the table 28 or 31) and a year 354 or 355. calsh "
      + "holds the table's month starts for AH \(C.years.lowerBound)–\(C.years.upperBound) "
      + "(\(written(days.lowerBound, reform))…\(written(days.upperBound, reform))), written by "
      + "scripts/gen-calendar-tables from hijridate 2.6.0, which carries the tables King Abdulaziz City "
      + "for Science and Technology publishes."
  }

  /// The month's first day by the table, and its length.
  static func monthStep(year: Int, month: Int, _ reform: Reform) -> String {
    let start = C.dayCount(ofValidYear: year, month: month, day: 1, isLeapMonth: false)
    let length = C.daysIn(year: year, month: month, isLeapMonth: false)
    return
      "By the table, \(IslamicCalendar.monthNames[month - 1]) AH \(year) (month \(month)) begins on "
      + "\(written(start, reform)) and has \(length) days; the next month begins on "
      + "\(written(start + length, reform))."
  }

  /// The arithmetic calendar's first day of the same month against the table's.
  static func comparison(year: Int, month: Int, _ reform: Reform) -> String {
    let table = C.dayCount(ofValidYear: year, month: month, day: 1, isLeapMonth: false)
    let arithmetic = IslamicCalendar.dayCount(year: year, month: month, day: 1)
    let name = IslamicCalendar.monthNames[month - 1]
    let apart = table - arithmetic
    return
      "Against the arithmetic Islamic calendar (explain islamic): its 1 \(name) \(year) is "
      + "\(written(arithmetic, reform)), "
      + (apart == 0
        ? "the same day: here the table and the 30-year cycle agree."
        : "so the table's month begins \(abs(apart).counting("day")) \(apart < 0 ? "earlier" : "later"), "
          + "as the moon seen from Mecca and the arithmetic cycle's mean months part.")
  }

  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    let own = C.date(fromDayCount: count)
    var e = Explanation()
    e.add(opening(reform))
    e.add(monthStep(year: own.year, month: own.month, reform))
    let start = count - own.day + 1
    e.add(
      own.day == 1
        ? "\(written(count, reform)) is that first day: day 1 of \(IslamicCalendar.monthNames[own.month - 1])."
        : "\(written(count, reform)) is \((count - start).counting("day")) after \(written(start, reform)): day \(own.day) of "
          + "\(IslamicCalendar.monthNames[own.month - 1]).")
    e.add(comparison(year: own.year, month: own.month, reform))
    e.add("Answer: \(C.longDescription(of: own)).")
    return e
  }

  static func reverse(year: Int, month: Int, day: Int, count: Int, writing reform: Reform) -> Explanation {
    var e = Explanation()
    e.add(opening(reform))
    e.add(monthStep(year: year, month: month, reform))
    e.add(
      "Day \(day) is \((day - 1).counting("day")) after the first: \(written(count, reform)), a "
        + "\(Weekday(dayCount: count).name).")
    e.add(comparison(year: year, month: month, reform))
    e.add(DateExplanation.answer(count, reform))
    return e
  }
}

extension UmmAlQuraCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    UmmAlQuraExplanation.explain(date, writing: reform)
  }
  static var exampleDate: String { "2025-03-01" }
}

extension UmmAlQuraCalendar: ReverseExplainedCalendar {
  static func reverseExplanation(of date: CalendarDate<NoEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    UmmAlQuraExplanation.reverse(
      year: date.year, month: date.month, day: date.day, count: dayCount, writing: reform)
  }
}
