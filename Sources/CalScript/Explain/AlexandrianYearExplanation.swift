import CalendarCore

/// `explain coptic DATE` and `explain ethiopian DATE`: the Alexandrian year both keep (twelve
/// months of 30 days, then 5 epagomenal days, 6 in a leap year), whole 4-year cycles of 1,461
/// days from the epoch, the year of the cycle by the leap rule, then 30-day months to the day.
enum AlexandrianYearExplanation {
  /// Days in 4 years: three of 365 days and one of 366.
  static let cycleDays = 4 * 365 + 1

  /// The derivation in calendar `C`, whose years are written `era YEAR` (`AM 1742`, or the plain
  /// number when `era` is empty); `history` opens it.
  static func explain<C: PlainMonthCalendar>(
    _ date: CivilDate, _: C.Type, era: String, history: String, reform: Reform
  )
    -> Explanation
  {
    let count = date.dayCount
    let (first, last) = (C.monthNames[0], C.monthNames[12])
    var e = Explanation()
    e.add(
      "\(history) Its year has twelve months of 30 days, then \(last), 5 epagomenal days, or 6 in a leap "
        + "year: a year is leap when it leaves 3 when divided by 4, so every 4 years have "
        + "\(grouped(cycleDays)) days, as in the Julian calendar. It counts from 1 \(first) \(era.isEmpty ? "" : era + " ")1, "
        + "\(written(C.epoch, reform)).")
    let elapsed = count - C.epoch
    let (cycles, rest) = elapsed.quotientAndRemainder(dividingBy: cycleDays)
    e.add(
      "\(written(count, reform)) is \(elapsed.counting("day")) after the epoch: \(grouped(elapsed)) ÷ \(grouped(cycleDays)) = "
        + "\(cycles.counting("whole cycle")) (\(grouped(cycles * 4)) years) and \(rest.counting("day")) more."
    )
    var days = rest
    var place = 1
    var lengths: [Int] = []
    while days >= length(of: cycles * 4 + place, C.self) {
      lengths.append(length(of: cycles * 4 + place, C.self))
      days -= lengths.last!
      place += 1
    }
    let year = cycles * 4 + place
    let yearText =
      lengths.isEmpty
      ? "None of the cycle's years has passed"
      : "Whole years of the cycle: \(lengths.count) (\(lengths.filter { $0 == 366 }.count) of them leap) = "
        + "\(grouped(rest - days)) days"
    let (quarter, remainder) = year.quotientAndRemainder(dividingBy: 4)
    e.add(
      "\(yearText); \(era.isEmpty ? "the year" : era) \(year) is year \(place) of its cycle, and \(year) ÷ 4 = \(grouped(quarter)) "
        + "remainder \(remainder): "
        + (C.isLeapYear(year) ? "a leap year of 366 days" : "a common year of 365 days")
        + ". Its 1 \(first) is \(written(count - days, reform)), and \(written(count, reform)) is day "
        + "\(days + 1) of the year.")
    let (months, day) = days.quotientAndRemainder(dividingBy: 30)
    let name = C.monthNames[months]
    e.add(
      months == 0
        ? "That is inside \(first), the first month: day \(day + 1)."
        : "The months before \(last) have 30 days each: \(days) ÷ 30 = \(months) whole "
          + "month\(months == 1 ? "" : "s") remainder \(day), so the date is day \(day + 1) of month "
          + "\(months + 1), \(name).")
    e.add("Answer: \(day + 1) \(name) \(year).")
    return e
  }

  private static func length<C: PlainMonthCalendar>(of year: Int, _: C.Type) -> Int {
    C.isLeapYear(year) ? 366 : 365
  }
}

extension CopticCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    AlexandrianYearExplanation.explain(
      date, CopticCalendar.self, era: "AM",
      history: "The Coptic calendar counts the years of the Martyrs (Anno Martyrum, AM) from Diocletian's "
        + "accession in 284.", reform: reform)
  }
}

extension EthiopianCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    AlexandrianYearExplanation.explain(
      date, EthiopianCalendar.self, era: "",
      history: "The Ethiopian calendar counts the years of Mercy (Amete Mihret), 276 more than the Coptic "
        + "calendar's, which shares its year.", reform: reform)
  }
}
