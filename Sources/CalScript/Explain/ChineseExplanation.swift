import CalendarCore

/// `explain chinese DATE` and `explain date chinese …`: the months from new moon to new moon in
/// Beijing time, the major solar terms, the leap month; the answer is the table's.
extension ChineseCalendar: SkyDerivedCalendar, ExplainedCalendar, ReverseExplainedCalendar {
  static var time: LunisolarTime { .beijing }
  static var tableSource: String { "lunar-python 1.4.8's table" }
  static var leapMonthWord: String { "闰月" }
  static var exampleDate: String { "2023-04-20" }

  static func monthLabel(_ month: Int, isLeap: Bool) -> String {
    (isLeap ? "leap month" : "month") + " \(month) (" + (isLeap ? "闰" : "") + monthNames[month - 1] + "月)"
  }
}
