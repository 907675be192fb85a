import CalendarCore

/// `explain korean DATE` and `explain date korean …`: the Chinese rule in Seoul time, with the
/// days Korea's calendar and China's part named.
extension KoreanCalendar: SkyDerivedCalendar, ExplainedCalendar, ReverseExplainedCalendar {
  static var time: LunisolarTime { .seoul }
  static var tableSource: String { "KASI's table, by korean-lunar-calendar 0.4.0" }
  static var leapMonthWord: String { "윤달" }
  static var exampleDate: String { "2023-03-22" }

  /// The last day korean-lunar-calendar 0.4.0 converts; lunar 2050 runs on to 2051-02-10.
  static let lastConvertedDay = CivilDate(uncheckedYear: 2050, month: 12, day: 31).dayCount

  /// The days of lunar 2050 after 2050-12-31: the package's table of month lengths gives them,
  /// but its converter stops there, so the generator could not check them day by day.
  static func tableNote(_ count: Int, _ reform: Reform) -> String? {
    guard count > lastConvertedDay else { return nil }
    let last = dayCounts.upperBound
    return
      "Working note: korean-lunar-calendar converts days only up to \(written(lastConvertedDay, reform)); "
      + "the last \((last - lastConvertedDay).counting("day")) of lunar 2050, to \(written(last, reform)), "
      + "come from its table of month lengths alone, and calsh's own sky computation, above, gives the same day."
  }

  static func monthLabel(_ month: Int, isLeap: Bool) -> String {
    (isLeap ? "leap month" : "month") + " \(month) (" + (isLeap ? "윤" : "") + "\(month)월)"
  }

  /// Where China's table, in Beijing time an hour behind Seoul, writes the day otherwise: the
  /// new moon beginning the month on different days in the two places, or else a solar term.
  static func otherCalendarNote(_ count: Int, month: Sui.Month?, _ reform: Reform) -> String? {
    guard ChineseCalendar.dayCounts.contains(count) else { return nil }
    let korean = date(fromDayCount: count)
    let chinese = ChineseCalendar.date(fromDayCount: count)
    guard korean != chinese else { return nil }
    let start =
      "Here Korea and China part: the Chinese calendar, counted in Beijing time, writes this day "
      + "\(chinese.numbers)"
    if let moon = month?.newMoon.instant,
      LunisolarTime.beijing.local(moon).dayCount != time.local(moon).dayCount
    {
      return start + ", because the new moon that begins the month falls at "
        + "\(LunisolarExplanation.localText(moon, .seoul, reform)) in Seoul but "
        + "\(LunisolarExplanation.localText(moon, .beijing, reform)) in Beijing, on the day before."
    }
    return start + ", because a new moon or a major solar term near midnight falls on different days in "
      + "the two places."
  }
}
