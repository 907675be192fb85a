import CalendarCore

/// `explain era DATE` and `explain date era ERA Y M D`: the era table, the era holding the day,
/// the era year counted from the era's first year (元年), the Gregorian month and day.
extension JapaneseEraCalendar: ExplainedCalendar, ReverseExplainedCalendar {
  static var exampleDate: String { "2019-05-01" }

  /// The eras, each with its first day, as one step lists them.
  static var eraTable: String {
    "Japan numbers its years in eras (元号), one to an emperor's reign since Meiji; an era begins on "
      + "its first day, not on 1 January. The eras calsh knows: "
      + JapaneseEra.allCases.map { "\($0.name) (\($0.japaneseName)) from \($0.firstDate)" }
      .joined(separator: ", ") + "."
  }

  /// The era year as a step writes it: `2024 − 2019 + 1 = 6`, `… = 1, written 元年`.
  static func eraYear(_ year: Int, _ era: JapaneseEra) -> String {
    let n = year - era.firstYear + 1
    return "\(year) − \(era.firstYear) + 1 = \(n)" + (n == 1 ? ", written 元年 (gannen, the first year)" : "")
  }

  /// The day before or after an era's first day, named.
  static func transitionNote(_ count: Int) -> String? {
    for era in JapaneseEra.allCases {
      let first = era.firstDate.dayCount
      guard count == first || count == first - 1,
        let before = JapaneseEra.allCases.last(where: {
          $0.firstDate.dayCount < first
        })
      else { continue }
      let last = CivilDate(uncheckedDayCount: first - 1)
      return "A change of era: \(last) was \(before.name) \(last.year - before.firstYear + 1), its last day, "
        + "and \(era.firstDate) was \(era.name) 1, the first day of \(era.name): both in the "
        + "Gregorian year \(era.firstYear), which has two era years."
    }
    return nil
  }

  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    let own = self.date(fromDayCount: count)
    let era = own.era ?? .reiwa
    var e = Explanation()
    e.add(eraTable)
    e.add(
      "\(date) is on or after \(era.name)'s first day, \(era.firstDate)"
        + (era.lastDate.map { ", and on or before its last, \($0)" } ?? ", and \(era.name) is still the era")
        + ": the day is in \(era.name) (\(era.japaneseName)).")
    e.add("The era year is the year − the era's first year + 1: \(eraYear(date.year, era)).")
    if let note = transitionNote(count) { e.add(note) }
    e.add(
      "Japan has used the Gregorian calendar since Meiji 6 (1873-01-01), so the month and day are the "
        + "Gregorian ones: \(MonthName.english[date.month - 1]) \(date.day).")
    e.add("Answer: \(longDescription(of: own)).")
    return e
  }

  static func reverseExplanation(of date: CalendarDate<JapaneseEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    var e = Explanation()
    let civil = CivilDate(uncheckedDayCount: dayCount)
    guard let era = date.era else {
      e.add("A date without an era is read as the Gregorian one: \(civil).")
      e.add(DateExplanation.answer(dayCount, reform))
      return e
    }
    e.add(eraTable)
    e.add(
      "\(era.name) 1 (元年) is \(era.firstYear), the year of its first day, so \(era.name) \(date.year) is "
        + "\(era.firstYear) + \(date.year) − 1 = \(civil.year).")
    e.add(
      "Japan has used the Gregorian calendar since Meiji 6 (1873-01-01): month \(date.month) and day "
        + "\(date.day) are the Gregorian ones, \(civil), which lies inside \(era.name) (from \(era.firstDate)"
        + (era.lastDate.map { " to \($0)" } ?? "") + ").")
    if let note = transitionNote(dayCount) { e.add(note) }
    e.add(DateExplanation.answer(dayCount, reform))
    return e
  }
}
