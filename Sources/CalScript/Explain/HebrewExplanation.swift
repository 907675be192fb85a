import CalRender
import CalendarCore

/// `explain hebrew DATE` and `explain date hebrew Y M D`: the year's molad of Tishrei by a paper
/// method (whole cycles, years and their lengths in days, hours and parts), the four
/// postponements decoded, the year's length, and the months from 1 Tishrei to the day.
enum HebrewExplanation {
  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    let own = HebrewCalendar.date(dayCount: count)
    let year = own.year
    var e = Explanation()
    e.add(
      "\(written(count, reform)) falls in AM \(year): the \(reform.label(dayCount: count).isJulian ? "Julian" : "Gregorian") year plus 3,760 before Rosh Hashanah in the autumn, "
        + "plus 3,761 from it. Its days are found from the year's first day, 1 Tishrei.")
    newYear(year, into: &e, reform)
    let (start, offset, month, passed) = monthsBefore(count, of: year)
    let name = HebrewCalendar.monthName(year: year, month: month)
    e.add(
      "\(written(count, reform)) is \((count - start).counting("day")) after 1 Tishrei. "
        + (passed.isEmpty
          ? "That is inside Tishrei: day \(offset + 1)."
          : "Whole months before it: " + passed.joined(separator: ", ") + " = "
            + "\((count - start - offset).counting("day")); \(offset + 1) \(name) is the day."))
    e.add("Answer: \(offset + 1) \(name) \(year).")
    return e
  }

  /// The reverse: `date hebrew YEAR MONTH DAY` (`day`, a valid date), as the day `count` it names.
  static func reverse(year: Int, month: Int, day: Int, count: Int, writing reform: Reform) -> Explanation {
    var e = Explanation()
    let name = HebrewCalendar.monthName(year: year, month: month)
    e.add(
      "date hebrew reads month \(month) of AM \(year) as \(name): months are numbered from Nisan (1) to "
        + "Adar (12, Adar I in a leap year) and Adar II (13), but the year begins with Tishrei (7). "
        + "So the day is found from 1 Tishrei AM \(year).")
    newYear(year, into: &e, reform)
    let start = HebrewCalendar.newYear(year)
    let (_, _, _, passed) = monthsBefore(count - day + 1, of: year)
    let before = count - day + 1 - start
    e.add(
      (passed.isEmpty
        ? "\(name) is the year's first month, so no whole month comes before it. "
        : "Whole months before \(name): " + passed.joined(separator: ", ") + " = \(before.counting("day")). ")
        + "Day \(day) of \(name) is day \(grouped(start - HebrewCalendar.epoch)) + \(grouped(before)) + "
        + "\(grouped(day - 1)) = \(grouped(count - HebrewCalendar.epoch)): \(dayText(count, reform)), "
        + "a \(Weekday(dayCount: count).name).")
    e.add(DateExplanation.answer(count, reform))
    return e
  }

  /// The steps from the epoch to 1 Tishrei of `year` and the year's length.
  static func newYear(_ year: Int, into e: inout Explanation, _ reform: Reform) {
    let this = HebrewNewYear(year)
    let time = "\(this.molad.hours)h \(grouped(this.molad.parts))p"
    e.add(
      "The Hebrew calendar is lunisolar: months follow the moon, and 7 years in every 19 (years 3, 6, 8, "
        + "11, 14, 17 and 19 of the cycle) have a 13th month, Adar I, to keep Passover in spring. AM \(year) "
        + "is year \(this.yearsOfCycle + 1) of its 19-year cycle: a "
        + (this.isLeap ? "leap year of 13 months." : "common year of 12 months."))
    e.add(
      "Days are counted from 1 Tishrei AM 1, day 0, \(dayText(HebrewCalendar.epoch, reform)): a Monday. "
        + "It is the day of the first molad (mean new moon), BaHaRaD: day 2 of the week (Ba = 2, Monday; "
        + "Sunday is day 1), 5 hours (Ha = 5) 204 parts (RaD = 204), the hours counted from 6 pm on "
        + "Sunday evening, when the Hebrew Monday begins.")
    let common = this.yearsOfCycle - this.leapYearsOfCycle
    e.add(
      "Before AM \(year) lie \(grouped(year - 1)) whole years: \(grouped(year - 1)) ÷ 19 = "
        + "\(this.cycles.counting("whole cycle")) and \(this.yearsOfCycle.counting("year")) of this cycle, "
        + "\(this.leapYearsOfCycle) of them leap and \(common) common.")
    e.add(
      "A mean month, molad to molad, is 29d 12h 793p (d days, h hours, p parts, 1,080 parts to the hour). "
        + "So a cycle of 235 months is 6,939d 16h 595p, a common year of 12 months 354d 8h 876p, and a leap "
        + "year of 13 months 383d 21h 589p.")
    var terms: [String] = []
    if this.cycles > 0 {
      terms.append("\(grouped(this.cycles)) × 6,939d 16h 595p = \((this.cycles * .cycle).text)")
    }
    if common > 0 { terms.append("\(common) × 354d 8h 876p = \((common * .commonYear).text)") }
    if this.leapYearsOfCycle > 0 {
      terms.append("\(this.leapYearsOfCycle) × 383d 21h 589p = \((this.leapYearsOfCycle * .leapYear).text)")
    }
    let sum =
      HebrewTime(days: 0, hours: 5, parts: 204) + this.cycles * .cycle + common * .commonYear
      + this.leapYearsOfCycle * .leapYear
    e.add(
      "The molad of Tishrei AM \(year), from BaHaRaD at 0d 5h 204p: "
        + (terms.isEmpty
          ? "no whole year has passed, so it is BaHaRaD itself" : terms.joined(separator: "; "))
        + ". With BaHaRaD's 5h 204p the sum is \(sum.text); carrying parts into hours and hours into days, "
        + "\(this.molad.text). So the molad falls on day \(grouped(this.molad.days)), "
        + "\(time) after 6 pm when that day began (\(this.molad.clock)).")
    let week = this.weekSum
    let weekday = HebrewNewYear.weekdayNumber(this.molad.days)
    let weekdayName = HebrewNewYear.weekdayNames[weekday - 1]
    e.add(
      "Its weekday, by the classic reduction within the week: a cycle moves the molad on 2d 16h 595p "
        + "(6,939 days are 991 weeks and 2 days), a common year 4d 8h 876p, a leap year 5d 21h 589p. "
        + "2d 5h 204p + \(grouped(this.cycles)) × 2d 16h 595p + \(common) × 4d 8h 876p + "
        + "\(this.leapYearsOfCycle) × 5d 21h 589p = \(week.text) = \(week.carried.text), and "
        + "\(grouped(week.carried.days)) mod 7 = \(week.carried.days % 7)"
        + (week.carried.days % 7 == 0 ? " (day 7)" : "") + ": day \(weekday) of the week, a \(weekdayName). "
        + "(The same from the day count: day 0 is a Monday and \(grouped(this.molad.days)) mod 7 = "
        + "\(this.molad.days % 7).)")
    e.add(
      "Postponement 1, molad zaken (an old molad): a molad at noon or later (18h after 6 pm) moves the new "
        + "year to the next day. The molad is at \(time): "
        + (this.isZaken
          ? "it applies, to \(HebrewNewYear.weekdayNames[weekday % 7])." : "it does not apply."))
    let day = (weekday + (this.isZaken ? 1 : 0) - 1) % 7 + 1
    let dayName = HebrewNewYear.weekdayNames[day - 1]
    e.add(
      "Postponement 2, lo ADU rosh: 1 Tishrei is never on day 1, 4 or 6 (A = 1, Sunday; D = 4, Wednesday; "
        + "U = 6, Friday), or Yom Kippur (10 Tishrei) would fall on a Friday or Sunday, next to the Sabbath, "
        + "and Hoshana Rabbah (21 Tishrei) on the Sabbath. "
        + (this.isADU
          ? "\(dayName) is one of them: the new year moves to \(HebrewNewYear.weekdayNames[day % 7])."
          : "\(dayName) is not one of them."))
    e.add(
      "Postponement 3, GaTaRaD (Ga = 3, Tuesday; TaRaD = 9h 204p): in a common year, a molad on a Tuesday "
        + "at 9h 204p or later moves the new year to Thursday, two days, because Wednesday is forbidden. "
        + "Else next year's molad, 4d 8h 876p later, would fall on Saturday at noon or later and its new year "
        + "on Monday: 356 days, one more than a common year may have. AM \(year) is "
        + (this.isLeap ? "a leap year" : "a common year") + " with its molad on a \(weekdayName) at \(time): "
        + (this.isGaTaRaD
          ? this.isZaken
            ? "it applies, but molad zaken and lo ADU rosh have already moved the new year to Thursday, "
              + "so it moves it no further."
            : "it applies." : "it does not apply."))
    e.add(
      "Postponement 4, BeTUTaKPaT (Be = 2, Monday; TU-TaKPaT = 15h 589p): in a year after a leap year, a "
        + "molad on a Monday at 15h 589p or later moves the new year to Tuesday. Else last year's molad, "
        + "5d 21h 589p earlier, was on a Tuesday at noon or later, so its new year on Thursday, and last year "
        + "would have 382 days, one less than a leap year may have. AM \(year - 1) was "
        + (HebrewCalendar.isLeapYear(year - 1) ? "a leap year" : "a common year")
        + " and this molad is on a \(weekdayName) at \(time): "
        + (this.isBeTUTaKPaT
          ? this.isZaken
            ? "it applies, but molad zaken has already moved the new year to Tuesday, so it moves it no further."
            : "it applies." : "it does not apply."))
    let start = HebrewCalendar.epoch + this.newYear
    e.add(
      "So 1 Tishrei AM \(year), Rosh Hashanah, is day \(grouped(this.molad.days)) + \(this.postponement) = "
        + "day \(grouped(this.newYear)) (\(this.rules)): \(dayText(start, reform)), a "
        + "\(Weekday(dayCount: start).name).")
    let next = HebrewNewYear(year + 1)
    let added = this.isLeap ? HebrewTime.leapYear : .commonYear
    e.add(
      "Next year's molad is this one plus a \(this.isLeap ? "leap" : "common") year, \(added.text): "
        + "\(this.molad.text) + \(added.text) = \(next.molad.text), day \(grouped(next.molad.days)), a "
        + "\(HebrewNewYear.weekdayNames[HebrewNewYear.weekdayNumber(next.molad.days) - 1]) at "
        + "\(next.molad.hours)h \(grouped(next.molad.parts))p. By the same four rules (\(next.rules)) 1 Tishrei "
        + "AM \(year + 1) is day \(grouped(next.molad.days)) + \(next.postponement) = day "
        + "\(grouped(next.newYear)).")
    let length = next.newYear - this.newYear
    let kind =
      switch length % 10 {
      case 3: "deficient: Heshvan and Kislev have 29 days"
      case 5: "complete: Heshvan and Kislev have 30 days"
      default: "regular: Heshvan 29 days, Kislev 30"
      }
    e.add(
      "So AM \(year) has \(grouped(next.newYear)) − \(grouped(this.newYear)) = \(length) days, from "
        + "\(dayText(start, reform)) to \(dayText(HebrewCalendar.epoch + next.newYear - 1, reform)). A "
        + (this.isLeap ? "leap year has 383, 384 or 385 days" : "common year has 353, 354 or 355 days")
        + "; this one is \(kind).")
  }

  /// The whole months of `year` from 1 Tishrei before the day `count`: the new year, the days left
  /// in the month the day falls in, that month, and each passed month as a step shows it.
  static func monthsBefore(_ count: Int, of year: Int) -> (
    start: Int, offset: Int, month: Int, passed: [String]
  ) {
    let start = HebrewCalendar.newYear(year)
    var offset = count - start
    var month = HebrewCalendar.tishrei
    var passed: [String] = []
    while true {
      let days = HebrewCalendar.daysIn(year: year, month: month)
      if offset < days { break }
      passed.append("\(HebrewCalendar.monthName(year: year, month: month)) \(days)")
      offset -= days
      month =
        month == (HebrewCalendar.isLeapYear(year) ? HebrewCalendar.adarII : HebrewCalendar.adar)
        ? HebrewCalendar.nisan : month + 1
    }
    return (start, offset, month, passed)
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

extension HebrewCalendar: ReverseExplainedCalendar {
  static func reverseExplanation(of date: CalendarDate<NoEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    HebrewExplanation.reverse(
      year: date.year, month: date.month, day: date.day, count: dayCount, writing: reform)
  }
}
