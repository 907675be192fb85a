import CalendarCore

/// Explanations under `set reform`: a date written before the switch is derived in the Julian
/// calendar it is written in, the switch's year and month count only the days that existed, and
/// every answer is the one the plain command gives.
enum ReformedExplanations {
  /// "under set reform gb (Great Britain went from 1752-09-02 to 1752-09-14)".
  static func inForce(_ reform: Reform) -> String {
    guard let (last, first) = reform.switchDates else {
      return "under set reform \(reform.code) (the Julian calendar for every year)"
    }
    return "under set reform \(reform.code) (\(land(reform)) went from \(last) to \(first))"
  }

  /// The land whose switch a reform is (`1582` is Italy's, `1752` Great Britain's), as a subject.
  static func land(_ reform: Reform) -> String {
    reform.country.map(\.name) ?? "the \(reform.code) reform"
  }

  /// Where 29 February of `year` falls: before the switch, after it, or among the skipped dates.
  private enum Side { case julian, gregorian, skipped }

  private static func side(ofYear year: Int, month: Int, day: Int, _ reform: Reform) -> Side {
    guard let (last, first) = reform.switchDates else { return reform.isProleptic ? .gregorian : .julian }
    if (year, month, day) <= (last.year, last.month, last.day) { return .julian }
    if (year, month, day) >= (first.year, first.month, first.day) { return .gregorian }
    return .skipped
  }

  /// The month's highest day number as written: Julian or Gregorian, whichever its end is in.
  private static func nominalLength(year: Int, month: Int, _ reform: Reform) -> Int {
    let julian = JulianCalendar.daysIn(year: year, month: month)
    return side(ofYear: year, month: month, day: julian, reform) == .julian
      ? julian : Gregorian.daysIn(year: year, month: month)
  }

  // MARK: leap and daysin

  static func leap(_ year: Int, _ reform: Reform) -> Explanation {
    var e = Explanation()
    let answer = reform.isLeapYear(year)
    switch side(ofYear: year, month: 2, day: 29, reform) {
    case .gregorian:
      e = BasicExplanations.gregorianLeap(year)
      e.steps.insert(
        "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), 29 February \(year) "
          + "would be written in the Gregorian calendar, so the Gregorian rule decides.", at: 0)
      return e
    case .skipped:
      e.add(
        "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), 29 February \(year) "
          + "would fall among the dates the switch skipped.")
      e.add("Answer: \(answer). \(year) has no 29th of February.")
      return e
    case .julian:
      e.add(
        "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), 29 February \(year) "
          + "is written in the Julian calendar, so the Julian rule decides: a year is a leap year (366 days, "
          + "with a 29th of February) when it divides by 4, century years included.")
      e.add(BasicExplanations.divides(year, by: 4))
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

  static func daysIn(year: Int, _ reform: Reform) -> Explanation {
    var e = Explanation()
    let leap = reform.isLeapYear(year)
    let nominal = leap ? 366 : 365
    let answer = reform.daysIn(year: year)
    e.add("A common year has 365 days; a leap year has one more, the 29th of February.")
    e.add(
      "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(year) is "
        + (leap ? "a leap year" : "not a leap year") + " (explain leap \(year) shows why): \(nominal) days.")
    if answer != nominal {
      e.add(
        "The switch skipped \((nominal - answer).counting("date")) of \(year): \(nominal) − \(nominal - answer) = \(answer)."
      )
    }
    e.add("Answer: \(answer). \(year) has \(answer) days.")
    return e
  }

  static func daysIn(_ month: YearMonth, _ reform: Reform) -> Explanation {
    var e = Explanation()
    let (year, number) = (month.year, month.month)
    let name = month.longName
    let nominal = nominalLength(year: year, month: number, reform)
    let answer = reform.daysIn(year: year, month: number)
    let calendar =
      nominal == JulianCalendar.daysIn(year: year, month: number)
        && side(ofYear: year, month: number, day: nominal, reform) == .julian ? "Julian" : "Gregorian"
    e.add(
      "Months have fixed lengths: January 31, February 28 (29 in a leap year), March 31, April 30, "
        + "May 31, June 30, July 31, August 31, September 30, October 31, November 30, December 31.")
    if number == 2 {
      let leap = reform.isLeapYear(year)
      e.add(
        "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(year) is "
          + (leap ? "a leap year" : "not a leap year") + " (explain leap \(year) shows why): \(name) is "
          + "numbered to \(nominal).")
    } else {
      e.add(
        "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(name) ends in the "
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

  // MARK: weekday, doy, jdn

  /// Counts the days from the Julian calendar's 0001-01-01 to the Julian date `label`, as steps.
  private static func julianDaysSinceFirstDay(_ label: ReformLabel, into e: inout Explanation) -> Int {
    let years = label.year - 1
    let leapDays = years / 4
    e.add(
      years == 0
        ? "There are no whole years before the year 1: 0 days, and 0 leap days."
        : "Whole years before the year \(label.year): \(grouped(years)) × 365 = \(grouped(years * 365)) days, "
          + "plus one day for each leap year among them, every fourth: \(grouped(years)) ÷ 4 = "
          + "\(grouped(leapDays)) leap days.")
    var before = 0
    var parts: [String] = []
    for month in 1..<label.month {
      let length = JulianCalendar.daysIn(year: label.year, month: month)
      before += length
      parts.append("\(MonthName.english[month - 1].prefix(3)) \(length)")
    }
    e.add(
      label.month == 1
        ? "No whole months of \(label.year) come before January."
        : "Whole months of \(label.year) before \(MonthName.english[label.month - 1]), Julian lengths: "
          + parts.joined(separator: " + ") + " = \(before.counting("day")).")
    let total = years * 365 + leapDays + before + label.day - 1
    e.add(
      "Days of the month before the \(BasicExplanations.ordinal(label.day)): \(label.day - 1). In all, "
        + "\(label) is \(grouped(years * 365)) + \(grouped(leapDays)) + \(grouped(before)) + \(label.day - 1) = "
        + "\(grouped(total)) days after the Julian 0001-01-01.")
    return total
  }

  static func weekday(_ date: CivilDate, _ reform: Reform) -> Explanation {
    let label = reform.label(dayCount: date.dayCount)
    guard label.isJulian else { return gregorianWritten(BasicExplanations.weekday(date), label, reform) }
    var e = Explanation()
    let start = JulianCalendar.dayCount(year: 1, month: 1, day: 1)
    let first = Weekday(dayCount: start)
    e.add(
      "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(label) is written in the "
        + "Julian calendar, so count in it: its 0001-01-01 was a \(first.name) (the weekdays ran on unbroken "
        + "through every switch).")
    let count = julianDaysSinceFirstDay(label, into: &e)
    let (weeks, rest) = count.quotientAndRemainder(dividingBy: 7)
    e.add(
      "The weekdays repeat every 7 days: \(grouped(count)) = \(grouped(weeks)) × 7 + \(rest), "
        + "so the weekday is \(rest.counting("day")) after \(first.name).")
    let weekday = first.advanced(by: rest)
    e.add("Answer: \(weekday.name). \(label) is a \(weekday.name).")
    return e
  }

  static func julianDayNumber(_ date: CivilDate, _ reform: Reform) -> Explanation {
    let label = reform.label(dayCount: date.dayCount)
    guard label.isJulian else {
      return gregorianWritten(DayNumberExplanations.julianDayNumber(date), label, reform)
    }
    var e = Explanation()
    let gregorianFirst = CivilDate.julianDayNumbers.lowerBound
    let first =
      gregorianFirst + JulianCalendar.dayCount(year: 1, month: 1, day: 1) - Gregorian.dayCounts.lowerBound
    e.add(
      "The Julian Day Number is a count of days astronomers use, starting 1 January 4713 BC in the Julian "
        + "calendar as day 0. \(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(label) "
        + "is written in the Julian calendar, so count in it: its 0001-01-01 is day \(grouped(first)).")
    let count = julianDaysSinceFirstDay(label, into: &e)
    let jdn = first + count
    e.add("So the Julian Day Number is \(grouped(first)) + \(grouped(count)) = \(grouped(jdn)).")
    e.add("Answer: \(jdn). \(label) is Julian Day \(grouped(jdn)).")
    return e
  }

  static func dayOfYear(_ date: CivilDate, _ reform: Reform) -> Explanation {
    let label = reform.label(dayCount: date.dayCount)
    var e = Explanation()
    e.add(
      "The day of the year counts the days that existed from the year's first, which is day 1, to the date; "
        + "\(inForce(reform)) \(label) is written in the \(label.isJulian ? "Julian" : "Gregorian") calendar."
    )
    var before = 0
    var parts: [String] = []
    for month in 1..<label.month {
      let length = reform.daysIn(year: label.year, month: month)
      before += length
      parts.append("\(MonthName.english[month - 1].prefix(3)) \(length)")
    }
    let leap = reform.isLeapYear(label.year)
    e.add(
      label.month == 1
        ? "No whole months of \(label.year) come before January."
        : "Whole months of \(label.year) before \(MonthName.english[label.month - 1]), as they were: "
          + parts.joined(separator: " + ") + " = \(before.counting("day"))"
          + (label.month > 2 ? " (\(label.year) is \(leap ? "a leap year" : "not a leap year") there)." : ".")
    )
    let days = reform.days(year: label.year, month: label.month)
    let position = (days.firstIndex { $0.dayCount == date.dayCount } ?? label.day - 1) + 1
    if position != label.day, label.year == 1, label.month == 1 {
      // Not a switch: under julian (or before a switch) the first dates of the year 1 are
      // before Gregorian 0001-01-01, where calsh's days begin.
      e.add(
        "calsh's days begin at Gregorian 0001-01-01, which is \(reform.label(dayCount: days[0].dayCount)) in the "
          + "Julian calendar: the \((label.day - position).counting("date")) of January before it are outside "
          + "calsh's range and not counted, so it is the month's day \(label.day) − \(label.day - position) = \(position)."
      )
    } else if position != label.day {
      e.add(
        "The switch skipped \((label.day - position).counting("date")) of \(MonthName.english[label.month - 1]) "
          + "before the \(BasicExplanations.ordinal(label.day)), so it is the month's day \(label.day) − "
          + "\(label.day - position) = \(position).")
    }
    let doy = before + position
    e.add(
      before == 0
        ? "So the day of the year is the day's place in its month: \(doy)."
        : "Add the day's place in its month: \(before) + \(position) = \(doy).")
    e.add("Answer: \(doy). \(label) is day \(doy) of the year \(label.year).")
    return e
  }

  /// A Gregorian-written date's proleptic derivation, with a first step saying why it applies.
  private static func gregorianWritten(_ explanation: Explanation, _ label: ReformLabel, _ reform: Reform)
    -> Explanation
  {
    var e = explanation
    e.steps.insert(
      "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(label) is written in the "
        + "Gregorian calendar, so the Gregorian rules apply.", at: 0)
    return e
  }

  // MARK: arithmetic

  /// `date ± duration`: months as written, then days along the one line of days.
  static func adding(_ duration: DateDuration, to date: CivilDate, monthEnd: MonthEnd, _ reform: Reform)
    throws(CalendarError) -> Explanation
  {
    var e = Explanation()
    let months = try duration.totalMonths()
    let start = reform.label(dayCount: date.dayCount)
    e.add(
      "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), months are counted as the "
        + "dates are written, and days along the line of days that existed.")
    var current = date
    if months != 0 {
      let written = try YearMonth(year: start.year, month: start.month)
      let target = try written.adding(months: months)
      e.add(
        "\(written) \(months < 0 ? "-" : "+") "
          + "\(abs(months).counting("month")) is \(target).")
      current = try reform.adding(months: months, to: date, monthEnd: monthEnd)
      let landed = reform.label(dayCount: current.dayCount)
      let days = reform.days(year: target.year, month: target.month)
      let last = days.last?.number ?? 0
      if start.day > last {
        e.add(
          "\(target) is numbered to \(last), so there is no day \(start.day) in it: under set monthend "
            + "\(monthEnd == .clamp ? "clamp (the default) the day is clamped to its last day" : "overflow the surplus days roll on")"
            + ", \(landed).")
      } else if !days.contains(where: { $0.number == start.day }) {
        e.add(
          "Day \(start.day) of \(target) is among the dates the switch skipped, so the date is the first "
            + "Gregorian day, \(landed).")
      } else {
        e.add("Day \(start.day) exists in \(target), so the date is \(landed).")
      }
    }
    if duration.days != 0 || months == 0 {
      let next = try current.adding(days: duration.days)
      let (from, to) = (reform.label(dayCount: current.dayCount), reform.label(dayCount: next.dayCount))
      e.add(
        "\(months != 0 ? "Then the days: " : "")\(from) \(duration.days < 0 ? "-" : "+") "
          + "\(abs(duration.days).counting("day")) is \(to)"
          + (from.isJulian != to.isJulian ? ", counting the days that existed across the switch." : "."))
      current = next
    }
    e.add("Answer: \(reform.label(dayCount: current.dayCount)).")
    return e
  }

  /// `later - earlier`: the difference of their Julian Day Numbers.
  static func difference(_ later: CivilDate, _ earlier: CivilDate, _ reform: Reform) -> Explanation {
    var e = Explanation()
    let (a, b) = (reform.label(dayCount: later.dayCount), reform.label(dayCount: earlier.dayCount))
    let shift = CivilDate.julianDayNumbers.lowerBound - Gregorian.dayCounts.lowerBound
    let (x, y) = (later.dayCount + shift, earlier.dayCount + shift)
    e.add(
      "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), the dates name days of one "
        + "line, whatever calendar they are written in: number them (explain jdn shows how). \(a) is "
        + "Julian Day \(grouped(x)), and \(b) is Julian Day \(grouped(y)).")
    e.add("The difference: \(grouped(x)) − \(grouped(y)) = \(grouped(x - y)).")
    e.add("Answer: \(DateDuration(days: x - y)).")
    return e
  }

  /// `between START END`: whole written months that fit, then the days left over.
  static func between(_ start: CivilDate, _ end: CivilDate, monthEnd: MonthEnd, _ reform: Reform)
    throws(CalendarError) -> Explanation
  {
    var e = Explanation()
    let (from, to) = (reform.label(dayCount: start.dayCount), reform.label(dayCount: end.dayCount))
    let forward = end >= start
    e.add(
      "between counts whole months first, as many as fit between the dates, then the days left over; "
        + "\(inForce(reform)) months are counted as the dates are written, so \(from) + the answer is \(to).")
    var months = (to.year - from.year) * 12 + (to.month - from.month)
    func landing(_ months: Int) throws(CalendarError) -> CivilDate {
      let landed = try reform.adding(months: months, to: start, monthEnd: monthEnd)
      if months != 0 {
        e.add(
          "\(from) \(months < 0 ? "-" : "+") \(abs(months).counting("month")) is "
            + "\(reform.label(dayCount: landed.dayCount)).")
      }
      return landed
    }
    e.add("From \(from) to \(to) the month numbers differ by \(months.counting("month")).")
    var landed = try landing(months)
    while forward, landed > end {
      months -= 1
      e.add("That is after \(to), so one month fewer fits: \(months.counting("month")).")
      landed = try landing(months)
    }
    while !forward, landed < end {
      months += 1
      e.add("That is before \(to), so going back one month fewer fits: \(months.counting("month")).")
      landed = try landing(months)
    }
    let days = end.dayCount - landed.dayCount
    e.add(
      days == 0
        ? "That is \(to) itself, so no days are left over."
        : "From \(reform.label(dayCount: landed.dayCount)) to \(to) is \(days.counting("day")) that existed.")
    e.add("Answer: \(DateDuration(years: months / 12, months: months % 12, days: days)).")
    return e
  }

  /// `nth N WEEKDAY MONTH` and `last`: counted by the calendar among the days of the month that
  /// existed, as written; at calsh's range edges the calendar's days outside it count too.
  static func nth(_ n: Int, _ weekday: Weekday, in month: YearMonth, _ reform: Reform) throws(CalendarError)
    -> Explanation
  {
    let answer = try reform.nth(n, weekday, in: month)  // the plain command's error when there is none
    var e = Explanation()
    let name = month.longName
    let days = reform.calendarDays(year: month.year, month: month.month)
    let known = reform.days(year: month.year, month: month.month)
    let first = known[0]
    let label = reform.label(dayCount: first.dayCount)
    let missing = (1...(days.last?.number ?? 1)).filter { number in !days.contains { $0.number == number } }
    let outside = days.filter { day in !known.contains { $0.number == day.number } }.map(\.number)
    let calendar = label.isJulian ? "Julian" : "Gregorian"
    var opening =
      "\(inForce(reform).prefix(1).uppercased())\(inForce(reform).dropFirst()), \(name) "
      + (missing.isEmpty
        ? "is written in the \(calendar) calendar."
        : "holds the switch: its dates \(missing.first!) … \(missing.last!) never existed.")
    if let before = outside.first, before < first.number {
      opening +=
        " calsh's days begin at Gregorian 0001-01-01, which is \(label) in the Julian calendar: the "
        + "\(outside.count.counting("date")) of \(month.name) before it are outside calsh's range, "
        + "but the calendar counts them."
    } else if !outside.isEmpty, let last = known.last {
      opening +=
        " calsh's days end at Gregorian 9999-12-31, which is \(reform.label(dayCount: last.dayCount)) in the "
        + "Julian calendar: the \(outside.count.counting("date")) of \(month.name) after it are outside "
        + "calsh's range, but the calendar counts them."
    }
    e.add(opening)
    let firstWeekday = Weekday(dayCount: first.dayCount)
    let matching = days.filter { Weekday(dayCount: $0.dayCount) == weekday }.map(\.number)
    e.add(
      "\(label) is a \(firstWeekday.name) (explain weekday \(label) shows how); stepping through the "
        + (outside.isEmpty ? "days that existed" : "calendar's days, those outside calsh's range too")
        + ", \(name) has \(matching.count) "
        + "\(weekday.name)s, the "
        + matching.map(BasicExplanations.ordinal).joined(separator: ", ") + ".")
    let picked = matching[n > 0 ? n - 1 : matching.count + n]
    e.add(
      n > 0
        ? "The \(BasicExplanations.ordinal(n)) of them is the \(BasicExplanations.ordinal(picked))."
        : n == -1
          ? "The last of them is the \(BasicExplanations.ordinal(picked))."
          : "Counting from the end, the \(BasicExplanations.ordinal(-n)) from last is the "
            + "\(BasicExplanations.ordinal(picked)).")
    e.add("Answer: \(reform.label(dayCount: answer.dayCount)).")
    return e
  }
}
