/// The Korean lunisolar calendar (음력) for lunar years 1583–2050, read from the table
/// `scripts/gen-calendar-tables` writes (`KoreanTable.swift`) from KASI's data: the first lunar
/// year after the Gregorian reform to the last year KASI publishes. A leap month is 윤달.
/// (`KoreanLunarDate`, the holiday rules' calendar, reads its own table of 1989–2050.)
public enum KoreanCalendar {}

extension KoreanCalendar: LunisolarCalendar {
  public static let identifier = "korean"
  public static let name = "Korean lunar"
  public static let leapRule =
    "a year of 13 lunar months is leap: the month with no major solar term (윤달) repeats the month before it"

  /// The numbers, then month and day as Korean writes them: `2025-06L-01 (윤6월 1일)`.
  public static func longDescription(of date: CalendarDate<NoEra>) -> String {
    date.numbers + " (" + (date.isLeapMonth ? "윤" : "") + "\(date.month)월 \(date.day)일)"
  }
}
