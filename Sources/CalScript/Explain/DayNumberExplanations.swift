import CalendarCore

/// Explanations of the numbers that name a day: its day of the year, its ISO week date and its
/// Julian Day Number.
enum DayNumberExplanations {
  /// `explain doy DATE`: the whole months before the date, then its day of the month; under
  /// `set reform`, the months as they were in the calendar the date is written in, less the dates
  /// a switch skipped.
  static func dayOfYear(_ date: CivilDate, _ reform: Reform) -> Explanation {
    guard reform.isGregorianThroughout else { return reformedDayOfYear(date, reform) }
    var e = Explanation()
    e.add("The day of the year counts the days from 1 January, which is day 1, to the date.")
    let before = monthsBefore(date, into: &e)
    let doy = before + date.day
    e.add(
      date.month == 1
        ? "In January the day of the year is just the day of the month: \(doy)."
        : "Add the day of the month: \(before) + \(date.day) = \(doy).")
    e.add("Answer: \(doy). \(date) is day \(doy) of the year \(date.year).")
    return e
  }

  /// The day of the year among the days that existed, under `set reform`.
  private static func reformedDayOfYear(_ date: CivilDate, _ reform: Reform) -> Explanation {
    let label = reform.label(dayCount: date.dayCount)
    var e = Explanation()
    e.add(
      "The day of the year counts the days that existed from the year's first, which is day 1, to the date; "
        + "\(CalendarInForce.inForce(reform)) \(label) is written in the \(label.isJulian ? "Julian" : "Gregorian") calendar."
    )
    let (before, parts) = wholeMonthsBefore(month: label.month, of: label.year, daysIn: reform.daysIn)
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
          + "before the \(ordinal(label.day)), so it is the month's day \(label.day) − "
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

  /// Adds a step with the lengths of the whole months of the year before `date`; returns their sum.
  static func monthsBefore(_ date: CivilDate, into e: inout Explanation) -> Int {
    guard date.month > 1 else {
      e.add("No whole months of \(date.year) come before January.")
      return 0
    }
    let (before, parts) = wholeMonthsBefore(date)
    let february =
      date.month > 2
      ? " (February has \(Gregorian.daysIn(year: date.year, month: 2)) days: \(date.year) is "
        + (Gregorian.isLeapYear(date.year) ? "a leap year)" : "not a leap year)") : ""
    e.add(
      "Whole months of \(date.year) before \(MonthName.english[date.month - 1]): "
        + parts.joined(separator: " + ") + " = \(before.counting("day"))\(february).")
    return before
  }

  /// `explain isoweek DATE`: the week's Thursday names the ISO year; weeks count from the Monday
  /// of week 1.
  static func isoWeekDate(_ date: CivilDate) -> Explanation {
    var e = Explanation()
    e.add(
      "ISO 8601 weeks run from Monday to Sunday, and the days are numbered 1 = Monday … 7 = Sunday. "
        + "Week 1 of a year is the week with the year's first Thursday (equivalently, the week containing "
        + "4 January), and every week belongs to the year its Thursday is in.")
    let isoDay = date.weekday.isoNumber
    e.add("\(date) is a \(date.weekday.name), ISO day \(isoDay).")
    let monday = CivilDate(uncheckedDayCount: date.dayCount - (isoDay - 1))
    let thursday = CivilDate(uncheckedDayCount: monday.dayCount + 3)
    let year = thursday.year
    let note =
      year != date.year ? ", not to \(date.year), even though the date itself is in \(date.year)" : ""
    e.add(
      "Its week starts on Monday \(monday), and the Thursday of that week is \(thursday), so the week "
        + "belongs to the ISO year \(year)\(note).")
    let january4 = CivilDate(uncheckedYear: year, month: 1, day: 4)
    let weekOneMonday = CivilDate(uncheckedDayCount: january4.dayCount - (january4.weekday.isoNumber - 1))
    e.add(
      "4 January \(year) is a \(january4.weekday.name), so week 1 of \(year) starts on "
        + (weekOneMonday == january4 ? "that day, " : "the Monday before it, ") + "\(weekOneMonday).")
    let days = monday.dayCount - weekOneMonday.dayCount
    let week = days / 7 + 1
    e.add(
      days == 0
        ? "That is the Monday this week starts on, so this is week 1."
        : "From \(weekOneMonday) to \(monday) is \(days.counting("day")) = \(days / 7) whole "
          + "week\(days == 7 ? "" : "s"), so this is week \(days / 7) + 1 = \(week).")
    if week >= 52 {
      let weeks = isoWeeksIn(year)
      e.add(
        "ISO year \(year) has \(weeks) weeks (a year has 53 when it starts or ends on a Thursday; "
          + "\(year) starts on a \(CivilDate(uncheckedYear: year, month: 1, day: 1).weekday.name) and ends on a "
          + "\(CivilDate(uncheckedYear: year, month: 12, day: 31).weekday.name)).")
    }
    let answer = "\(pad4(year))-W\(week < 10 ? "0" : "")\(week)-\(isoDay)"
    e.add("Answer: \(answer). That is ISO year \(year), week \(week), day \(isoDay).")
    return e
  }

  /// `explain jdn DATE`: the days from 0001-01-01 of the calendar the date is written in, plus
  /// the Julian Day Number of that 0001-01-01.
  static func julianDayNumber(_ date: CivilDate, _ reform: Reform) -> Explanation {
    if reform.isGregorianThroughout { return gregorianDayNumber(date) }
    let label = reform.label(dayCount: date.dayCount)
    guard label.isJulian else {
      return CalendarInForce.gregorianWritten(gregorianDayNumber(date), label, reform)
    }
    var e = Explanation()
    let gregorianFirst = CivilDate.julianDayNumbers.lowerBound
    let first =
      gregorianFirst + JulianCalendar.dayCount(year: 1, month: 1, day: 1) - Gregorian.dayCounts.lowerBound
    e.add(
      "The Julian Day Number is a count of days astronomers use, starting 1 January 4713 BC in the Julian "
        + "calendar as day 0. \(CalendarInForce.opening(reform)), \(label) "
        + "is written in the Julian calendar, so count in it: its 0001-01-01 is day \(grouped(first)).")
    let count = CalendarInForce.julianDaysSinceFirstDay(label, into: &e)
    let jdn = first + count
    e.add("So the Julian Day Number is \(grouped(first)) + \(grouped(count)) = \(grouped(jdn)).")
    e.add("Answer: \(jdn). \(label) is Julian Day \(grouped(jdn)).")
    return e
  }

  /// Counted in the Gregorian calendar from its 0001-01-01.
  private static func gregorianDayNumber(_ date: CivilDate) -> Explanation {
    var e = Explanation()
    let first = CivilDate.julianDayNumbers.lowerBound
    e.add(
      "The Julian Day Number is a count of days astronomers use, starting 1 January 4713 BC (in the old "
        + "Julian calendar) as day 0. Counted that way, 0001-01-01 is day \(grouped(first)).")
    let count = WeekdayExplanation.daysSinceFirstDay(date, into: &e)
    let jdn = first + count
    e.add("So the Julian Day Number is \(grouped(first)) + \(grouped(count)) = \(grouped(jdn)).")
    e.add("Answer: \(jdn). \(date) is Julian Day \(grouped(jdn)).")
    return e
  }

  private static func isoWeeksIn(_ year: Int) -> Int { (try? ISOWeek.weeksIn(year: year)) ?? 52 }

  private static func pad4(_ n: Int) -> String {
    let digits = String(n)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension DayNumberExplanations {
  /// `explain doy DATE`.
  static let dayOfYearTopic = ExplainTopic("doy", followsReform: true) { request in
    dayOfYear(try request.date(), request.reform)
  }

  /// `explain isoweek DATE`: ISO 8601's weeks are Gregorian by definition.
  static let isoWeekTopic = ExplainTopic("isoweek") { request in isoWeekDate(try request.date()) }

  /// `explain jdn DATE`; `jdn NUMBER` gives a date, which has nothing to derive.
  static let julianDayNumberTopic = ExplainTopic("jdn", followsReform: true) { request in
    let argument = try request.arguments(1, "a date")[0]
    if case .int = argument.0 {
      throw request.error(
        "explain jdn explains the number of a date, e.g. explain jdn 2000-01-01 (jdn NUMBER alone gives the date)",
        at: argument.1)
    }
    return julianDayNumber(try request.date(argument), request.reform)
  }
}
