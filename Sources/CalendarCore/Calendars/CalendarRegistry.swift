/// Every calendar calsh knows besides the proleptic Gregorian one, each a `CalendarArithmetic`
/// type: what commands, `date CAL`, fields, names and completion are to be fed from.
public enum CalendarRegistry {
  /// The Julian calendar first, then the calendars `WorldCalendar` names, then the rest.
  static let entries: [CalendarEntry] = [
    CalendarEntry(JulianCalendar.self), CalendarEntry(HebrewCalendar.self),
    CalendarEntry(IslamicCalendar.self), CalendarEntry(UmmAlQuraCalendar.self),
    CalendarEntry(PersianCalendar.self), CalendarEntry(ChineseCalendar.self),
    CalendarEntry(KoreanCalendar.self), CalendarEntry(JapaneseEraCalendar.self),
    CalendarEntry(CopticCalendar.self), CalendarEntry(EthiopianCalendar.self),
    CalendarEntry(IndianNationalCalendar.self), CalendarEntry(MinguoCalendar.self),
    CalendarEntry(ThaiSolarCalendar.self),
  ]

  /// The `identifier` of each entry, in its order: all that start-up reads (the calendars'
  /// commands, fields and completion are named before a line is read), so that no entry is made
  /// until a date is converted; the entries cost some 19 K instructions, their array's metadata
  /// and a witness table per calendar. `CalendarRegistryTests` checks that these are the
  /// entries' own.
  public static let identifiers = [
    "julian", "hebrew", "islamic", "ummalqura", "persian", "chinese", "korean", "era", "coptic",
    "ethiopian", "indian", "minguo", "thai",
  ]

  /// Every calendar, in the order of `entries`: made when a calendar is first asked (a month
  /// name, a leap rule), never at start-up.
  public static let all: [any CalendarArithmetic.Type] = entries.map { $0.arithmetic }

  /// The calendar of an `identifier`, nil for none.
  public static func calendar(identifier: String) -> (any CalendarArithmetic.Type)? {
    identifiers.firstIndex(of: identifier).map { entries[$0].arithmetic }
  }
}

/// A calendar of the registry with its two conversions made once for its type: a date from a day
/// count and a day count from a date are what `hebrew DATE` and the day cells' calendar columns
/// run per day, and opening the registry's existential for each would look up generic metadata
/// every time (half again the instructions of a `hebrew DATE` script).
struct CalendarEntry: Sendable {
  let arithmetic: any CalendarArithmetic.Type
  /// The checked date of a day count, as `WorldCalendar.date(dayCount:)` gives it.
  let date: @Sendable (Int) throws(CalendarError) -> (numbers: CalendarDate<NoEra>, era: JapaneseEra?)
  /// The checked day count of a date, its era the Japanese one when the calendar has eras.
  let dayCount: @Sendable (CalendarDate<NoEra>, JapaneseEra) throws(CalendarError) -> Int

  init<C: CalendarArithmetic>(_ calendar: C.Type) {
    arithmetic = calendar
    date = { (count) throws(CalendarError) in
      let d = try C.checkedDate(fromDayCount: count)
      return (
        CalendarDate(year: d.year, month: d.month, day: d.day, isLeapMonth: d.isLeapMonth),
        d.era as? JapaneseEra
      )
    }
    dayCount = { (date, era) throws(CalendarError) in
      try C.dayCount(
        from: CalendarDate(
          year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth,
          era: era as? C.Era))
    }
  }
}
