import CalendarCore

/// `explain julian DATE`: the day's name in the Julian calendar, and where the difference between
/// the calendars comes from; and the Julian calendar's word on `explain leap`.
enum JulianExplanation {
  /// The century years whose 29 February only the Julian calendar has, as far as the range goes.
  static let julianOnlyLeapCenturies = stride(from: 100, through: 9900, by: 100).filter { $0 % 400 != 0 }

  /// The Julian-only 29 Februaries that put the Julian calendar behind the Gregorian one on the
  /// day `count` (from 300 on, those before it) or ahead (100 and 200, those after it). The labels
  /// agree from 0200-03-01 to 0300-02-28.
  static func julianOnlyLeapDays(_ count: Int) -> (after: [Int], before: [Int]) {
    let leapDay = { (year: Int) in JulianCalendar.dayCount(year: year, month: 2, day: 29) }
    return (
      julianOnlyLeapCenturies.filter { $0 >= 300 && leapDay($0) < count },
      julianOnlyLeapCenturies.filter { $0 <= 200 && leapDay($0) >= count }
    )
  }

  /// `300, 500, 600`, or its first six and last three years when there are more than 16.
  static func yearList(_ years: [Int]) -> String {
    let text = years.map(String.init)
    return text.count <= 16
      ? text.joined(separator: ", ")
      : text.prefix(6).joined(separator: ", ") + " … " + text.suffix(3).joined(separator: ", ")
  }

  /// The derivation; under a reform that writes the date in the Julian calendar, the date as
  /// written is the answer, and the steps count the days to its proleptic Gregorian name.
  static func explain(_ date: CivilDate, _ reform: Reform) -> Explanation {
    reform.label(dayCount: date.dayCount).isJulian ? explainWritten(date, reform) : explain(date)
  }

  static func explain(_ date: CivilDate) -> Explanation {
    let count = date.dayCount
    let julian = JulianCalendar.date(dayCount: count)
    let (after, before) = julianOnlyLeapDays(count)
    let difference = after.count - before.count
    var e = Explanation()
    e.add(
      "The Julian calendar (Julius Caesar, 45 BC) makes every fourth year a leap year. The Gregorian "
        + "calendar (Pope Gregory XIII, 1582) skips the leap day of century years that do not divide by 400, "
        + "such as 1700, 1800 and 1900, because the Julian year of 365¼ days is 11 minutes longer than the "
        + "solar year and had let the spring equinox drift from 21 March. Each such 29 February, which only "
        + "the Julian calendar has, moves its dates one day further behind the Gregorian ones.")
    e.add(history)
    if before.isEmpty {
      e.add(
        after.isEmpty
          ? "\(date) comes before the Julian 29 February of 300: no day has been skipped yet, the difference is 0."
          : "Julian-only leap days between 0200-03-01 and \(date): \(yearList(after)): \(after.count), so the "
            + "Julian calendar is \(after.count.counting("day")) behind.")
    } else {
      e.add(
        "\(date) comes before 0200-03-01, and before the Julian 29 February of "
          + before.map(String.init).joined(separator: " and ") + ", which the Gregorian calendar does not "
          + "have: here the Julian calendar is \(before.count.counting("day")) ahead.")
    }
    let text = julianText(julian)
    let name = "\(julian.day) \(MonthName.english[julian.month - 1]) \(julian.year)"
    e.add(
      difference >= 0
        ? "\(date) − \(difference.counting("day")) = \(text): in the Julian calendar the day is \(name)."
        : "\(date) + \((-difference).counting("day")) = \(text): in the Julian calendar the day is \(name).")
    e.add(
      "Answer: \(text). \(date) is \(text) in the Julian calendar (\(Weekday(dayCount: count).name) in both)."
    )
    return e
  }

  /// How the two calendars came to differ, and the days the reform of 1582 dropped.
  static let history =
    "Counted back with today's rules, the two calendars name the same days from 0200-03-01 to 0300-02-28. "
    + "The reform of 1582 dropped 10 days (Thursday 4 October was followed by Friday 15 October) to put "
    + "the equinox back where it was at the Council of Nicaea in 325: the 29 Februaries of 300, 500, 600, "
    + "700, 900, 1000, 1100, 1300, 1400 and 1500."

  /// A date the reform writes in the Julian calendar: already the Julian date, whose Gregorian
  /// name counted back is the Julian one plus the Julian-only leap days before it (fix round 3).
  private static func explainWritten(_ date: CivilDate, _ reform: Reform) -> Explanation {
    let label = reform.label(dayCount: date.dayCount)
    var e = Explanation()
    e.add(
      "\(CalendarInForce.opening(reform)), \(label) is written in the Julian calendar already: the date "
        + "as written is the day's Julian date. What follows counts the days between it and the "
        + "Gregorian calendar counted back (set reform proleptic).")
    e.add(
      "The Julian calendar (Julius Caesar, 45 BC) makes every fourth year a leap year; the Gregorian (1582) "
        + "skips the leap day of century years that do not divide by 400, such as 1700, 1800 and 1900.")
    e.add(history)
    e.add(gregorianName(of: date, label))
    e.add(
      "Answer: \(label). Under set reform \(reform.code) the day is written \(label), in the Julian calendar "
        + "(a \(Weekday(dayCount: date.dayCount).name)).")
    return e
  }

  /// The step from a Julian date `label` to the proleptic Gregorian `date` of the same day: the
  /// Julian-only 29 Februaries between them, counted, and the sum.
  static func gregorianName(of date: CivilDate, _ label: ReformLabel) -> String {
    let (after, before) = julianOnlyLeapDays(date.dayCount)
    if !before.isEmpty {
      return "\(label) comes before 0200-03-01 and the Julian 29 February of "
        + before.map(String.init).joined(separator: " and ") + ", which the Gregorian calendar does not "
        + "have: the Julian calendar is \(before.count.counting("day")) ahead, so the Gregorian calendar "
        + "counted back writes the day \(label) − \(before.count.counting("day")) = \(date)."
    }
    if after.isEmpty {
      return "\(label) comes between 0200-03-01 and the Julian 29 February of 300: the two calendars "
        + "name the day alike, \(date)."
    }
    return
      "Julian-only leap days before \(label): \(yearList(after)): \(after.count), so the Julian calendar "
      + "is \(after.count.counting("day")) behind and the Gregorian calendar counted back writes the day "
      + "\(label) + \(after.count.counting("day")) = \(date)."
  }

  /// `2023-12-19`: a Julian calendar date written as calsh writes dates.
  static func julianText(_ date: (year: Int, month: Int, day: Int)) -> String {
    func pad(_ n: Int, _ width: Int) -> String {
      String(repeating: "0", count: width - String(n).count) + "\(n)"
    }
    return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
  }

  /// The history beside the rule for AD 4: by the accepted reconstruction (Scaliger's) the
  /// pontiffs had added the leap day every third year after 45 BC, and Augustus left it out until
  /// AD 8 to make up for it, so AD 4 had no 29 February in practice. Nil for any other year.
  static func augustanNote(_ year: Int) -> String? {
    guard year == 4 else { return nil }
    return "That is the rule, counted back (the proleptic Julian calendar). In practice, by the accepted "
      + "reconstruction (Scaliger's), AD 4 had no 29 February: after 45 BC the pontiffs had added the leap day "
      + "every third year instead of every fourth, and Augustus made up for the extra days by leaving it out "
      + "until AD 8."
  }

  /// For a weekday of a date before 1582 worked out in the proleptic Gregorian calendar: the one
  /// sentence that says so, and the day the same date names in the Julian calendar then in force.
  /// Under `jp` or `cn` (Gregorian from a lunisolar calendar) the Gregorian reading is by design.
  /// Nil when the calendar in force writes the date as a Julian one itself.
  static func prolepticNote(_ date: CivilDate, _ reform: Reform) -> String? {
    guard reform.isGregorianThroughout, (date.year, date.month, date.day) < (1582, 10, 15) else { return nil }
    let julian = JulianCalendar.dayCount(year: date.year, month: date.month, day: date.day)
    let reading: String
    if julian == date.dayCount {
      reading = ", which names the same day"
    } else if Gregorian.dayCounts.contains(julian) {
      let day = CivilDate(uncheckedDayCount: julian)
      reading = ", where \(date) is the day written \(day) here, a \(day.weekday.name)"
    } else {
      reading = ", where \(date) names a day before the first day calsh knows"
    }
    return
      "\(date) is read in the proleptic Gregorian calendar (\(whyProleptic(reform))). "
      + "The Gregorian calendar began in 1582; in \(date.year < 100 ? "AD " : "")\(date.year) Europe kept the Julian calendar\(reading). "
      + "set reform julian, or a country's (set reform gb), reads the date as a Julian one."
  }

  /// Why a date is read with Gregorian rules counted back: calsh's default, or a country that
  /// came to the Gregorian calendar from a lunisolar one.
  static func whyProleptic(_ reform: Reform) -> String {
    guard let country = reform.country else { return "calsh's default: today's rules counted back" }
    return "set reform \(reform.code): \(country.name) came to the Gregorian calendar from a lunisolar one "
      + "and never kept the Julian calendar, so its earlier dates are today's rules counted back"
  }

  /// For `explain leap`: what the Julian calendar said of the year, when its answer differs or it
  /// was the calendar in force; nil for a year where neither applies.
  static func leapNote(_ year: Int) -> String? {
    let julianOnly = year % 100 == 0 && year % 400 != 0
    if year < 1582 {
      return "The exception for century years is Gregorian, from 1582. In \(year) the Julian calendar was in "
        + "force, with a leap year every fourth year"
        + (julianOnly
          ? ": there \(year) was a leap year of 366 days, with a 29 February. (calsh counts with the "
            + "Gregorian rules back to the year 1 unless set reform says otherwise.)"
          : (year % 4 == 0
            ? (augustanNote(year).map { ": by its rule \(year) is a leap year too. " + $0 }
              ?? ": there too \(year) was a leap year.")
            : ": there too \(year) was a common year."))
    }
    guard julianOnly else { return nil }
    guard year < 1923 else {
      return
        "In the Julian calendar, which the Orthodox churches still keep for their feasts, \(year) is a leap "
        + "year: one more day by which the two calendars drift apart."
    }
    let places = [("Britain and its colonies", 1752), ("Russia", 1918), ("Greece", 1923)]
      .filter { $0.1 > year }.map { "\($0.0) until \($0.1)" }
    return "Where the Julian calendar was still in force in \(year) (" + places.joined(separator: ", ")
      + "), \(year) was a leap year of 366 days, with a 29 February."
  }
}

extension JulianCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    JulianExplanation.explain(date, reform)
  }
}
