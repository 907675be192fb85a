import CalSyntax
import CalendarCore

/// Explanations that walk through a month: the Nth weekday (`nth`, `last WEEKDAY YM`) and the
/// years, months and days between two dates (`between`).
enum MonthExplanations {
  /// `explain nth N WEEKDAY YM` (and `explain last WEEKDAY YM`, which is N = −1): in the Gregorian
  /// calendar (saying what a day before 1582 named in the Julian calendar then in force), or
  /// under `set reform` among the days of the month as written.
  static func nth(_ n: Int, _ weekday: Weekday, in month: YearMonth, _ reform: Reform) throws(CalendarError)
    -> Explanation
  {
    guard reform.isGregorianThroughout else { return try reformedNth(n, weekday, in: month, reform) }
    return try gregorianNth(n, weekday, in: month).noting(prolepticNote(n, weekday, in: month, reform))
  }

  private static func gregorianNth(_ n: Int, _ weekday: Weekday, in month: YearMonth) throws(CalendarError)
    -> Explanation
  {
    _ = try month.nth(n, weekday)  // the same error as the plain command when there is no such day
    var e = Explanation()
    let name = month.longName
    let first = month.firstDay
    let firstOne = 1 + (weekday.rawValue - first.weekday.rawValue + 7) % 7
    e.add(
      "\(first) is a \(first.weekday.name) (explain weekday \(first) shows how), so the first "
        + "\(weekday.name) of \(name) is "
        + (firstOne == 1
          ? "the 1st itself."
          : "\((firstOne - 1).counting("day")) later, the \(ordinal(firstOne))."))
    var days: [Int] = []
    var day = firstOne
    while day <= month.numberOfDays {
      days.append(day)
      day += 7
    }
    let list = days.map(ordinal)
    e.add(
      "Adding 7 days at a time up to the month's last day, the \(ordinal(month.numberOfDays)): \(name) has "
        + "\(days.count) \(weekday.name)s, the " + list.dropLast().joined(separator: ", ") + " and "
        + list.last! + ".")
    let answerDay: Int
    if n > 0 {
      answerDay = firstOne + 7 * (n - 1)
      e.add(
        "The \(ordinal(n)) of them is "
          + (n == 1
            ? "the \(ordinal(answerDay))." : "\(firstOne) + 7 × \(n - 1) = \(answerDay)."))
    } else {
      answerDay = days[days.count + n]
      e.add(
        (n == -1
          ? "The last of them"
          : "Counting from the end, \(n) means the \(ordinal(-n)) from last, which")
          + " is the \(ordinal(answerDay)).")
    }
    let date = CivilDate(uncheckedYear: month.year, month: month.month, day: answerDay)
    e.add("Answer: \(date).")
    return e
  }

  /// `explain between A B`: the most whole months that fit, moving from A towards B with months
  /// clamped as `+` clamps them (as written under `set reform`), then the days left over.
  static func between(
    _ start: CivilDate, _ end: CivilDate, monthEnd: MonthEnd, _ reform: Reform
  ) throws(CalendarError) -> Explanation {
    guard reform.isGregorianThroughout else {
      return try reformedBetween(start, end, monthEnd: monthEnd, reform)
    }
    var e = Explanation()
    let forward = end >= start
    e.add(
      "between counts whole months first, as many as fit between the dates, then the days left over. "
        + "It adds months the way + does"
        + (monthEnd == .overflow
          ? " under set monthend overflow (surplus days roll into the next month)" : "")
        + ", so \(start) + the answer is \(end).")
    var months = end.yearMonth.index - start.yearMonth.index
    e.add(
      months == 0
        ? "Both dates are in \(start.yearMonth): 0 months."
        : "From \(start.yearMonth)\(forward ? "" : " back") to \(end.yearMonth) is "
          + "\(abs(months).counting("month"))\(forward ? "" : ": \(months.counting("month"))").")
    var landing = try landingStep(start, months, monthEnd, into: &e)
    while forward, landing > end {
      months -= 1
      e.add("That is after \(end), so one month fewer fits: \(months.counting("month")).")
      landing = try landingStep(start, months, monthEnd, into: &e)
    }
    while !forward, landing < end {
      months += 1
      e.add("That is before \(end), so going back one month fewer fits: \(months.counting("month")).")
      landing = try landingStep(start, months, monthEnd, into: &e)
    }
    let days = end.dayCount - landing.dayCount
    e.add(
      days == 0
        ? "That is \(end) itself, so no days are left over."
        : forward
          ? "From \(landing) to \(end) is \(days.counting("day"))."
          : "From \(landing) back to \(end) is \((-days).counting("day")): \(days.counting("day")).")
    if abs(months) >= 12 {
      e.add("\(months.counting("month")) make \(DateDuration(months: months)) (12 months to a year).")
    }
    e.add("Answer: \(DateDuration(years: months / 12, months: months % 12, days: days)).")
    return e
  }

  /// `between START END`: whole written months that fit, then the days left over.
  private static func reformedBetween(
    _ start: CivilDate, _ end: CivilDate, monthEnd: MonthEnd, _ reform: Reform
  )
    throws(CalendarError) -> Explanation
  {
    var e = Explanation()
    let (from, to) = (reform.label(dayCount: start.dayCount), reform.label(dayCount: end.dayCount))
    let forward = end >= start
    e.add(
      "between counts whole months first, as many as fit between the dates, then the days left over; "
        + "\(CalendarInForce.inForce(reform)) months are counted as the dates are written, so \(from) + the answer is \(to)."
    )
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
  private static func reformedNth(_ n: Int, _ weekday: Weekday, in month: YearMonth, _ reform: Reform)
    throws(CalendarError)
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
      "\(CalendarInForce.opening(reform)), \(name) "
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
        + matching.map(ordinal).joined(separator: ", ") + ".")
    let picked = matching[n > 0 ? n - 1 : matching.count + n]
    e.add(
      n > 0
        ? "The \(ordinal(n)) of them is the \(ordinal(picked))."
        : n == -1
          ? "The last of them is the \(ordinal(picked))."
          : "Counting from the end, the \(ordinal(-n)) from last is the "
            + "\(ordinal(picked)).")
    e.add("Answer: \(reform.text(dayCount: answer.dayCount)).")
    return e
  }

  /// Adds "START + N months is …" (saying when the day is clamped); returns where it lands.
  private static func landingStep(
    _ start: CivilDate, _ months: Int, _ monthEnd: MonthEnd, into e: inout Explanation
  ) throws(CalendarError) -> CivilDate {
    let target = try start.yearMonth.adding(months: months)
    let sign = months < 0 ? "-" : "+"
    guard start.day > target.numberOfDays else {
      let landing = try CivilDate(year: target.year, month: target.month, day: start.day)
      if months != 0 { e.add("\(start) \(sign) \(abs(months).counting("month")) is \(landing).") }
      return landing
    }
    if monthEnd == .overflow {
      let surplus = start.day - target.numberOfDays
      let landing = try target.lastDay.adding(days: surplus)
      e.add(
        "\(start) \(sign) \(abs(months).counting("month")) is \(landing): \(target) has no day \(start.day), "
          + "so under the overflow rule the \(surplus.counting("surplus day")) roll on past its end.")
      return landing
    }
    let landing = target.lastDay
    e.add(
      "\(start) \(sign) \(abs(months).counting("month")) is \(landing): \(target) has no day \(start.day), "
        + "so the day is clamped to the month's last day.")
    return landing
  }
}

extension MonthExplanations {
  /// `explain nth N WEEKDAY MONTH`.
  static let nthTopic = ExplainTopic("nth", example: "4 thu 2026-11", followsReform: true) { request in
    let args = try request.arguments(3, "a number, a weekday and a month")
    guard case .int(let n) = args[0].0 else {
      throw request.error("nth counts with a whole number (1 to 5, or -1 to -5)", at: args[0].1)
    }
    let (day, month) = (try request.weekday(args[1]), try request.month(args[2]))
    return try nthDerivation(n, day, in: month, request.reform, at: args[0].1)
  }

  /// `explain last WEEKDAY MONTH`: `nth -1`.
  static let lastTopic = ExplainTopic("last", example: "fri 2024-05", followsReform: true) { request in
    let args = try request.arguments(2, "a weekday and a month")
    let (day, month) = (try request.weekday(args[0]), try request.month(args[1]))
    return try nthDerivation(-1, day, in: month, request.reform, at: args[0].1)
  }

  /// `explain between DATE DATE`.
  static let betweenTopic = ExplainTopic("between", example: "2023-01-31 2023-03-01", followsReform: true) {
    request in
    let args = try request.arguments(2, "two dates")
    let (start, end) = (try request.date(args[0]), try request.date(args[1]))
    let (reform, monthEnd) = (request.reform, request.settings.monthEnd)
    return try at(args[0].1) { () throws(CalendarError) in
      try between(start, end, monthEnd: monthEnd, reform)
    }
  }

  private static func nthDerivation(
    _ n: Int, _ weekday: Weekday, in month: YearMonth, _ reform: Reform, at range: SourceRange
  ) throws -> Explanation {
    try at(range) { () throws(CalendarError) in try nth(n, weekday, in: month, reform) }
  }

  /// The note `explain weekday` gives a date before 1582, for the day `nth` finds.
  private static func prolepticNote(_ n: Int, _ weekday: Weekday, in month: YearMonth, _ reform: Reform)
    -> String?
  {
    (try? reform.nth(n, weekday, in: month)).flatMap { JulianExplanation.prolepticNote($0, reform) }
  }
}
