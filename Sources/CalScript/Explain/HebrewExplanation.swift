import CalendarCore

/// `explain hebrew DATE`: the year's molad of Tishrei, the postponements that move its new year,
/// the year's length, and the months counted from 1 Tishrei to the day.
enum HebrewExplanation {
  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    let year = HebrewCalendar.date(dayCount: count).year
    let leap = HebrewCalendar.isLeapYear(year)
    var e = Explanation()
    e.add(
      "The Hebrew calendar is lunisolar: months follow the moon, and 7 years in every 19 (years 3, 6, 8, "
        + "11, 14, 17 and 19 of the cycle) have a 13th month, Adar I, to keep Passover in spring. \(date) "
        + "falls in AM \(year), year \((year - 1) % 19 + 1) of its 19-year cycle: a "
        + (leap ? "leap year of 13 months." : "common year of 12 months."))
    let months = HebrewCalendar.monthsElapsed(before: year)
    e.add(
      "Months from the first molad (new moon) to the molad of Tishrei AM \(year): "
        + "(235 × \(year) − 234) ÷ 19 = \(grouped(months)) (235 months in 19 years, dropping the fraction).")
    let parts = HebrewCalendar.moladParts(year: year)
    let (quotient, remainder) = parts.quotientAndRemainder(dividingBy: 25_920)
    let molad = 29 * months + quotient
    e.add(
      "A mean month is 29 days 12 hours 793 parts (1,080 parts to the hour), 13,753 parts beyond 29 days. "
        + "Parts: 12,084 + 13,753 × \(grouped(months)) = \(grouped(parts)), where 12,084 is the first molad's "
        + "5 hours 204 parts after 6 pm plus 6 hours, so that a molad at or after noon falls on the next day "
        + "(molad zaken). \(grouped(parts)) ÷ 25,920 (parts in a day) = \(grouped(quotient)) remainder "
        + "\(grouped(remainder)); the molad's day is 29 × \(grouped(months)) + \(grouped(quotient)) = "
        + "\(grouped(molad)) days after 1 Tishrei AM 1. "
        + moladTime(remainder, day: HebrewCalendar.epoch + molad))
    let elapsed = HebrewCalendar.elapsedDays(year: year)
    let moladDay = Weekday(dayCount: HebrewCalendar.epoch + molad)
    e.add(
      elapsed == molad
        ? "Day \(grouped(molad)) is a \(moladDay.name): not a Sunday, Wednesday or Friday, so the new year stays "
          + "on it (lo ADU rosh)."
        : "Day \(grouped(molad)) is a \(moladDay.name); 1 Tishrei is never a Sunday, Wednesday or Friday (lo ADU "
          + "rosh: Yom Kippur would touch the Sabbath, Hoshana Rabbah fall on it), so it moves a day, to day "
          + "\(grouped(elapsed)).")
    let correction = HebrewCalendar.yearLengthCorrection(year: year)
    let previous = HebrewCalendar.elapsedDays(year: year - 1)
    let next = HebrewCalendar.elapsedDays(year: year + 1)
    switch correction {
    case 2:
      e.add(
        "Next year's new year would come \(next - elapsed) days later, one more than a common year may have "
          + "(355), so this one moves 2 days, to day \(grouped(elapsed + 2)) (GaTaRaD).")
    case 1:
      e.add(
        "Counted from last year's new year (day \(grouped(previous))) this one would leave last year 382 days "
          + "long, one less than a leap year may have (383), so it moves a day, to day \(grouped(elapsed + 1)) "
          + "(BeTUTaKPaT).")
    default:
      e.add(
        "No postponement of its own: counted from molad day to molad day (each moved as above), last year "
          + "would be \(elapsed - previous) days long, not the 382 that BeTUTaKPaT prevents, and this one "
          + "\(next - elapsed), not the 356 that GaTaRaD prevents.")
    }
    e.add(nextNewYear(year, from: elapsed + correction))
    let start = HebrewCalendar.newYear(year)
    let length = HebrewCalendar.newYear(year + 1) - start
    let kind =
      switch length % 10 {
      case 3: "deficient: Heshvan and Kislev have 29 days"
      case 5: "complete: Heshvan and Kislev have 30 days"
      default: "regular: Heshvan 29 days, Kislev 30"
      }
    e.add(
      "1 Tishrei AM \(year) (Rosh Hashanah) is \(dayText(start, reform)), a \(Weekday(dayCount: start).name). "
        + "The year runs to \(dayText(HebrewCalendar.newYear(year + 1) - 1, reform)): \(length) days, \(kind)."
    )
    var offset = count - start
    var month = HebrewCalendar.tishrei
    var passed: [String] = []
    while true {
      let days = HebrewCalendar.daysIn(year: year, month: month)
      if offset < days { break }
      passed.append("\(HebrewCalendar.monthName(year: year, month: month)) \(days)")
      offset -= days
      month = month == (leap ? HebrewCalendar.adarII : HebrewCalendar.adar) ? HebrewCalendar.nisan : month + 1
    }
    let name = HebrewCalendar.monthName(year: year, month: month)
    e.add(
      "\(date) is \((count - start).counting("day")) after 1 Tishrei. "
        + (passed.isEmpty
          ? "That is inside Tishrei: day \(offset + 1)."
          : "Whole months before it: " + passed.joined(separator: ", ") + " = "
            + "\((count - start - offset).counting("day")); \(offset + 1) \(name) is the day.")
    )
    e.add("Answer: \(offset + 1) \(name) \(year).")
    return e
  }

  /// Where next year's new year falls, with its own postponement (which lengthens this year), and
  /// so how many days this year has: the day numbers of the steps before add up to it.
  static func nextNewYear(_ year: Int, from start: Int) -> String {
    let next = HebrewCalendar.elapsedDays(year: year + 1)
    let moved = next + HebrewCalendar.yearLengthCorrection(year: year + 1)
    let rule: String
    switch moved - next {
    case 2:
      rule =
        "moves 2 days, to day \(grouped(moved)), since AM \(year + 1) would otherwise be 356 days long, one "
        + "more than a common year may have (GaTaRaD)"
    case 1:
      rule =
        "moves a day, to day \(grouped(moved)), since AM \(year) would otherwise be 382 days long, one less "
        + "than a leap year may have (BeTUTaKPaT)"
    default: rule = "stays on day \(grouped(moved))"
    }
    return
      "Next year's new year (AM \(year + 1)), from its molad day \(grouped(next)), \(rule). This year has "
      + "\(grouped(moved)) − \(grouped(start)) = \(moved - start) days."
  }

  /// When the molad falls, the six hours of molad zaken taken off again: its weekday, the time
  /// from 6 pm when that Hebrew day begins, and the clock time. `day` is the day count it is
  /// counted on.
  static func moladTime(_ remainder: Int, day: Int) -> String {
    let zaken = remainder < 6_480
    let parts = zaken ? remainder + 19_440 : remainder - 6_480
    let weekday = Weekday(dayCount: zaken ? day - 1 : day).name
    let clock = (parts / 1_080 + 18) % 24
    let minutes = parts % 1_080 / 18
    let time =
      "\(clock % 12 == 0 ? 12 : clock % 12):\(minutes < 10 ? "0" : "")\(minutes) \(clock < 12 ? "am" : "pm")"
      + (parts % 18 == 0 ? "" : " and \(parts % 18) parts")
    let text =
      "The molad itself falls on a \(weekday), \(parts / 1_080) hours \(parts % 1_080) parts after 6 pm "
      + "when that day begins (\(time))"
    return zaken
      ? text + ": at or after noon, so the new year is counted from the next day (molad zaken)." : text + "."
  }

  /// A day as calsh writes dates, or how long before 0001-01-01 or after 9999-12-31 it falls.
  static func dayText(_ count: Int, _ reform: Reform) -> String {
    if Gregorian.dayCounts.contains(count) { return written(count, reform) }
    return count < Gregorian.dayCounts.lowerBound
      ? "\((Gregorian.dayCounts.lowerBound - count).counting("day")) before 0001-01-01"
      : "\((count - Gregorian.dayCounts.upperBound).counting("day")) after 9999-12-31"
  }
}

extension HebrewCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    HebrewExplanation.explain(date, writing: reform)
  }
  static var exampleDate: String { "2025-10-03" }
}
