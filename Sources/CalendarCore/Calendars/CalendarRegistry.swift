/// Every calendar calsh knows besides the proleptic Gregorian one, each a `CalendarArithmetic`
/// type: what commands, `date CAL`, fields, names and completion are to be fed from.
public enum CalendarRegistry {
  /// The Julian calendar first, then the calendars `WorldCalendar` names, then the rest.
  public static let all: [any CalendarArithmetic.Type] = [
    JulianCalendar.self, HebrewCalendar.self, IslamicCalendar.self, UmmAlQuraCalendar.self,
    PersianCalendar.self, ChineseCalendar.self, KoreanCalendar.self, JapaneseEraCalendar.self,
    CopticCalendar.self, EthiopianCalendar.self, IndianNationalCalendar.self, MinguoCalendar.self,
    ThaiSolarCalendar.self,
  ]

  /// The calendar of an `identifier`, nil for none.
  public static func calendar(identifier: String) -> (any CalendarArithmetic.Type)? {
    all.first { $0.identifier == identifier }
  }
}
