import CalendarCore

/// A lunisolar calendar read from a published table whose rule `explain` works out from the sky
/// (`Sui`): the Chinese calendar in Beijing time, the Korean in Seoul time.
protocol SkyDerivedCalendar: LunisolarCalendar {
  /// Where the calendar's days are counted.
  static var time: LunisolarTime { get }
  /// The table's source, as a step names it.
  static var tableSource: String { get }
  /// `month 3 (三月)`, `leap month 2 (윤2월)`.
  static func monthLabel(_ month: Int, isLeap: Bool) -> String
  /// A step on this day in the other calendar, when it writes it differently (nil when not);
  /// `month` is the sky's month holding the day.
  static func otherCalendarNote(_ count: Int, month: Sui.Month?, _ reform: Reform) -> String?
  /// `闰月`, `윤달`: the calendar's word for a leap month.
  static var leapMonthWord: String { get }
  /// A working note on where the table's day comes from, for a day the table's source does not
  /// vouch for as it does for the rest (nil for the others).
  static func tableNote(_ count: Int, _ reform: Reform) -> String?
}

extension SkyDerivedCalendar {
  static func otherCalendarNote(_ count: Int, month: Sui.Month?, _ reform: Reform) -> String? { nil }
  static func tableNote(_ count: Int, _ reform: Reform) -> String? { nil }

  /// `explain chinese|korean DATE`: the sky's months and terms to the table's day.
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    LunisolarExplanation.explain(
      date, Self.self, reform, sui: LunisolarExplanation.sui(date.dayCount, Self.self))
  }

  /// `explain date chinese|korean …`: from the calendar's date back to the day.
  static func reverseExplanation(of date: CalendarDate<NoEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    LunisolarExplanation.reverse(
      date, dayCount: dayCount, Self.self, reform, sui: LunisolarExplanation.sui(dayCount, Self.self))
  }
}

/// The steps of `explain chinese|korean DATE` and of `explain date chinese|korean …`.
enum LunisolarExplanation {
  /// `2022-12-22 05:48`: a local day, written as `reform` writes it, and minute.
  static func localText(_ instant: Instant, _ time: LunisolarTime, _ reform: Reform) -> String {
    let (day, minute) = time.local(instant)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(written(day, reform)) \(two(minute / 60)):\(two(minute % 60))"
  }

  /// `12-22`: a local day without its year, written as `reform` writes it.
  static func monthDay(_ instant: Instant, _ time: LunisolarTime, _ reform: Reform) -> String {
    String(written(time.local(instant).dayCount, reform).suffix(5))
  }

  /// The sui holding `count`, nil outside the sky's years.
  static func sui<C: SkyDerivedCalendar>(_ count: Int, _: C.Type) -> Sui? {
    try? Sui.containing(dayCount: count, time: C.time)
  }

  /// The forward derivation; `sui` is the sui holding the day (the caller may have worked it out).
  static func explain<C: SkyDerivedCalendar>(_ date: CivilDate, _: C.Type, _ reform: Reform, sui: Sui?)
    -> Explanation
  {
    let count = date.dayCount
    let table = C.date(fromDayCount: count)
    var e = Explanation()
    let place = C.time.place
    e.add(
      "A \(C.name) month runs from new moon to new moon: it begins on the day of the new moon in \(place) "
        + "time. Month 11 is the month that holds the winter solstice (冬至), and the months from one "
        + "month 11 to the next make a sui (岁).")
    guard let sui, let (month, day) = sui.month(containing: count) else {
      e.add("The sky is not worked out for this year; the table (\(C.tableSource)) gives the date.")
      e.add("Answer: \(C.longDescription(of: table)).")
      return e
    }
    addSui(sui, C.self, reform, to: &e)
    let first = sui.months.first { $0.number == 1 && !$0.isLeap }
    if month.lunarYear == sui.solstice.year, let first {
      e.add(
        "Months 11 and 12 finish lunar year \(month.lunarYear); year \(first.lunarYear) begins with month 1 "
          + "on \(written(first.start, reform)).")
    } else if let first {
      e.add(
        "Month 1 (the new year) begins on \(written(first.start, reform)): "
          + "from there the months are lunar year \(first.lunarYear).")
    }
    let start = written(month.start, reform)
    e.add(
      "\(written(count, reform)) is day \(day) of the month that begins on \(start): "
        + "\(C.monthLabel(month.number, isLeap: month.isLeap)) of \(month.lunarYear).")
    let derived = CalendarDate<NoEra>(
      year: month.lunarYear, month: month.number, day: day, isLeapMonth: month.isLeap)
    if derived != table {
      e.add(
        "The sky's rule gives \(derived.numbers) here, but the calendar as published (\(C.tableSource)) "
          + "reads \(table.numbers), and calsh follows the published calendar: "
          + disagreementReason(count, month, C.time, reform))
    }
    if derived == table, let note = C.tableNote(count, reform) { e.add(note) }
    if let note = C.otherCalendarNote(count, month: month, reform) { e.add(note) }
    e.add("Answer: \(C.longDescription(of: table)).")
    return e
  }

  /// Why the sky and the table may part at `count`, in the sky's `month`.
  static func disagreementReason(_ count: Int, _ month: Sui.Month, _ time: LunisolarTime, _ reform: Reform)
    -> String
  {
    let year = CivilDate(uncheckedDayCount: count).year
    if year < 1929, time == .beijing {
      return "before 1929 the calendar was reckoned by older methods and a local time of its own."
    }
    if year < 1900, time == .seoul {
      return "before 1912 Korea's calendar was reckoned by older methods and in another local time, and "
        + "before 1653 by mean rather than true solar terms."
    }
    if year < 1912, time == .seoul {
      return "before 1912 Korea kept China's calendar (the two tables agree day for day), reckoned by older "
        + "methods and in another local time."
    }
    let minute = time.local(month.newMoon.instant).minute
    let margin = min(minute, 1440 - minute)
    return "the new moon that begins the month falls at \(localText(month.newMoon.instant, time, reform)) "
      + "\(time.place) time, \(margin.counting("minute")) from midnight, and the ephemeris the published "
      + "calendar was computed with puts it on the other side of midnight."
  }

  /// The solstices, the months' count and the major terms each month holds, and the leap month.
  static func addSui<C: SkyDerivedCalendar>(_ sui: Sui, _: C.Type, _ reform: Reform, to e: inout Explanation)
  {
    let time = C.time
    let place = time.place
    let first = sui.months[0]
    e.add(
      "The winter solstices on either side fall on \(localText(sui.solstice.instant, time, reform)) and "
        + "\(localText(sui.nextSolstice.instant, time, reform)) \(place) time (\(time.offsetText(at: sui.solstice.instant))). "
        + "The new moons on or before them begin month 11: \(written(first.start, reform)) and "
        + "\(written(sui.end, reform)).")
    e.add(
      sui.hasLeapMonth
        ? "From the one to the other there are 13 new moons, so the sui has 13 months and one of them is a "
          + "leap month (\(C.leapMonthWord)), which takes the number of the month before it."
        : "From the one to the other there are 12 new moons, so the sui has 12 months and no leap month.")
    let months = sui.months.map { month in
      let terms =
        month.majorTerms.isEmpty
        ? "no major term"
        : month.majorTerms.map { "\($0.chinese) \(monthDay($0.instant, time, reform))" }.joined(
          separator: " and ")
      return "\(C.monthLabel(month.number, isLeap: month.isLeap)) from "
        + "\(written(month.start, reform)): \(terms)"
    }
    e.add(
      "The major solar terms (中气, the sun at a multiple of 30° of longitude) each month holds, by "
        + "\(place) day: " + months.joined(separator: "; ") + ".")
    if let leap = sui.months.first(where: \.isLeap) {
      e.add(
        "In a sui of 13 months the first month without a major term is the leap month: the month from "
          + "\(written(leap.start, reform)) holds none, so it is "
          + "\(C.monthLabel(leap.number, isLeap: true)), repeating month \(leap.number).")
    }
  }

  /// The reverse derivation: the table's months to the day, then the day's month in the sky.
  static func reverse<C: SkyDerivedCalendar>(
    _ date: CalendarDate<NoEra>, dayCount: Int, _: C.Type, _ reform: Reform, sui: Sui?
  ) -> Explanation {
    let year = date.year
    let newYear = C.dayCount(ofValidYear: year, month: 1, day: 1, isLeapMonth: false)
    let leap = C.table.leapMonth(in: year)
    var months: [(month: Int, isLeap: Bool)] = []
    for month in 1...12 {
      months.append((month, false))
      if leap == month { months.append((month, true)) }
    }
    let lengths = months.map {
      "\(C.monthLabel($0.month, isLeap: $0.isLeap)) \(C.daysIn(year: year, month: $0.month, isLeapMonth: $0.isLeap))"
    }
    var e = Explanation()
    e.add(
      "The \(C.name) year \(year) begins with month 1 on \(written(newYear, reform)), the new moon of its "
        + "new year, and has \(months.count) months (\(C.tableSource)): " + lengths.joined(separator: ", ")
        + ".")
    let index = months.firstIndex { $0.month == date.month && $0.isLeap == date.isLeapMonth } ?? 0
    let before = months.prefix(index).map { C.daysIn(year: year, month: $0.month, isLeapMonth: $0.isLeap) }
    let passed = before.reduce(0, +)
    let label = C.monthLabel(date.month, isLeap: date.isLeapMonth)
    e.add(
      before.isEmpty
        ? "\(label.prefix(1).uppercased())\(label.dropFirst()) is the first month: day \(date.day) is \(written(newYear, reform)) + "
          + "\((date.day - 1).counting("day")) = \(written(dayCount, reform))."
        : "The months before \(label) have " + before.map(String.init).joined(separator: " + ")
          + " = \(passed.counting("day")); day \(date.day) adds \(date.day - 1) more: "
          + "\(written(newYear, reform)) + \((passed + date.day - 1).counting("day")) = \(written(dayCount, reform))."
    )
    if let sui, let (month, _) = sui.month(containing: dayCount) {
      let start = month.newMoon.instant
      let terms =
        month.majorTerms.isEmpty
        ? "it holds no major solar term (中气)"
          + (month.isLeap ? ", which is why it is a leap month" : "")
        : "it holds the major solar term "
          + month.majorTerms.map { "\($0.chinese) (\($0.english))" }
          .joined(separator: " and ")
      let agrees =
        month.start == dayCount - date.day + 1 && month.number == date.month
        && month.isLeap == date.isLeapMonth
      e.add(
        agrees
          ? "In the sky: the month begins with the new moon of \(localText(start, C.time, reform)) \(C.time.place) "
            + "time, and \(terms)."
          : "Worked out from the sky this day would be in \(C.monthLabel(month.number, isLeap: month.isLeap)) "
            + "from \(written(month.start, reform)); the published calendar is followed: "
            + disagreementReason(dayCount, month, C.time, reform))
      if agrees, let note = C.tableNote(dayCount, reform) { e.add(note) }
    }
    e.add(DateExplanation.answer(dayCount, reform))
    return e
  }
}
