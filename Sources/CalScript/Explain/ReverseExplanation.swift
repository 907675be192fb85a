import CalendarCore

/// A calendar that derives `explain date NAME YEAR MONTH DAY` its own way: how one of its dates
/// becomes a day, ending with the day `date NAME …` prints. A calendar without it gets the
/// registry's general derivation (epoch, years, months, day).
protocol ReverseExplainedCalendar: CalendarArithmetic {
  /// The derivation from `date` (a valid date inside the calendar's span) to `dayCount`, the day it
  /// names; days written as `reform` writes them. The last step reads `Answer: ` and the date as
  /// `date NAME …` prints it.
  static func reverseExplanation(of date: CalendarDate<Era>, dayCount: Int, writing reform: Reform)
    -> Explanation
}
