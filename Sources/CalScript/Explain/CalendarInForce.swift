import CalendarCore

/// What explanations say of the calendar in force under `set reform`: the reform and its
/// switch, the side of the switch a date is written on, and days counted in the Julian calendar.
enum CalendarInForce {
  /// "under set reform gb (Great Britain went from 1752-09-02 to 1752-09-14)".
  static func inForce(_ reform: Reform) -> String {
    guard let (last, first) = reform.switchDates else {
      return "under set reform \(reform.code) (the Julian calendar for every year)"
    }
    return "under set reform \(reform.code) (\(land(reform)) went from \(last) to \(first))"
  }

  /// `inForce` opening a sentence: "Under set reform gb (…)".
  static func opening(_ reform: Reform) -> String {
    let words = inForce(reform)
    return "\(words.prefix(1).uppercased())\(words.dropFirst())"
  }

  /// The land whose switch a reform is (`1582` is Italy's, `1752` Great Britain's), as a subject.
  static func land(_ reform: Reform) -> String {
    reform.church.map(\.name) ?? reform.country.map(\.name) ?? "the \(reform.code) reform"
  }

  /// Where a written date falls: before the switch, after it, or among the skipped dates.
  enum Side { case julian, gregorian, skipped }

  static func side(ofYear year: Int, month: Int, day: Int, _ reform: Reform) -> Side {
    guard let (last, first) = reform.switchDates else {
      return reform.isGregorianThroughout ? .gregorian : .julian
    }
    if (year, month, day) <= (last.year, last.month, last.day) { return .julian }
    if (year, month, day) >= (first.year, first.month, first.day) { return .gregorian }
    return .skipped
  }

  /// The month's highest day number as written: Julian or Gregorian, whichever its end is in.
  static func nominalLength(year: Int, month: Int, _ reform: Reform) -> Int {
    let julian = JulianCalendar.daysIn(year: year, month: month)
    return side(ofYear: year, month: month, day: julian, reform) == .julian
      ? julian : Gregorian.daysIn(year: year, month: month)
  }

  /// Counts the days from the Julian calendar's 0001-01-01 to the Julian date `label`, as steps.
  static func julianDaysSinceFirstDay(_ label: ReformLabel, into e: inout Explanation) -> Int {
    let years = label.year - 1
    let leapDays = years / 4
    e.add(
      years == 0
        ? "There are no whole years before the year 1: 0 days, and 0 leap days."
        : "Whole years before the year \(label.year): \(grouped(years)) × 365 = \(grouped(years * 365)) days, "
          + "plus one day for each leap year among them, every fourth: \(grouped(years)) ÷ 4 = "
          + "\(grouped(leapDays)) leap days.")
    let (before, parts) = wholeMonthsBefore(month: label.month, of: label.year, daysIn: JulianCalendar.daysIn)
    e.add(
      label.month == 1
        ? "No whole months of \(label.year) come before January."
        : "Whole months of \(label.year) before \(MonthName.english[label.month - 1]), Julian lengths: "
          + parts.joined(separator: " + ") + " = \(before.counting("day")).")
    let total = years * 365 + leapDays + before + label.day - 1
    e.add(
      "Days of the month before the \(ordinal(label.day)): \(label.day - 1). In all, "
        + "\(label) is \(grouped(years * 365)) + \(grouped(leapDays)) + \(grouped(before)) + \(label.day - 1) = "
        + "\(grouped(total)) days after the Julian 0001-01-01.")
    return total
  }

  /// For a calendar counted by the Gregorian rules (Indian national, Minguo, Thai solar), a date
  /// the reform writes in the Julian calendar goes through the day itself, its Julian Day Number,
  /// to the Gregorian date counted back that the derivation reads; the other steps follow it.
  /// The explanation unchanged for a date written in the Gregorian calendar.
  static func throughTheDay(
    _ date: CivilDate, _ calendar: String, _ reform: Reform, explain: (Reform) -> Explanation
  ) -> Explanation {
    let label = reform.label(dayCount: date.dayCount)
    guard label.isJulian else { return explain(reform) }
    var e = explain(.proleptic)
    e.steps.insert(
      "\(opening(reform)), \(label) is written in the Julian calendar, and the \(calendar) calendar counts "
        + "by the Gregorian rules, so go through the day itself, Julian Day Number "
        + "\(grouped(date.julianDayNumber)) (explain jdn \(label)), whichever calendar writes it. "
        + JulianExplanation.gregorianName(of: date, label)
        + " The steps below write days in the Gregorian calendar counted back.",
      at: 0)
    return e
  }

  /// A Gregorian-written date's proleptic derivation, with a first step saying why it applies.
  static func gregorianWritten(_ explanation: Explanation, _ label: ReformLabel, _ reform: Reform)
    -> Explanation
  {
    var e = explanation
    e.steps.insert(
      "\(opening(reform)), \(label) is written in the Gregorian calendar, so the Gregorian rules apply.",
      at: 0)
    return e
  }
}
