/// Every calendar calsh knows besides the proleptic Gregorian one, each a `CalendarArithmetic`
/// type: what commands, `date CAL`, fields, names and completion are to be fed from.
public enum CalendarRegistry {
  /// The `identifier` of each calendar, in the order of `open`: all that start-up reads (the
  /// calendars' commands, fields and completion are named before a line is read), so that no
  /// calendar's type is opened until a date is converted. `CalendarRegistryTests` checks that
  /// these are the calendars' own.
  public static let identifiers = [
    "julian", "hebrew", "islamic", "ummalqura", "persian", "chinese", "korean", "era", "coptic",
    "ethiopian", "indian", "minguo", "thai", "revisedjulian",
  ]

  /// Every calendar, in the order of `identifiers`: made when a calendar is first asked for its
  /// type (an explanation, a leap rule), never at start-up.
  public static let all: [any CalendarArithmetic.Type] = identifiers.indices.map {
    open($0, ArithmeticOf())
  }

  /// The calendar of an `identifier`, nil for none.
  public static func calendar(identifier: String) -> (any CalendarArithmetic.Type)? {
    identifiers.firstIndex(of: identifier).map { all[$0] }
  }

  /// Runs `visitor` with the type of the calendar at `index` of `identifiers`: the list of
  /// calendars itself, the Julian calendar first. A switch rather than an array of types, so that
  /// each operation is specialised for each calendar: opening an `any CalendarArithmetic.Type`
  /// per date looked up the calendar's generic metadata and witnesses every time (a tenth of a
  /// `hebrew DATE` script's instructions).
  @inline(__always)
  static func open<V: CalendarVisitor>(_ index: Int, _ visitor: V) throws(V.Failure) -> V.Result {
    switch index {
    case 0: try visitor.visit(JulianCalendar.self)
    case 1: try visitor.visit(HebrewCalendar.self)
    case 2: try visitor.visit(IslamicCalendar.self)
    case 3: try visitor.visit(UmmAlQuraCalendar.self)
    case 4: try visitor.visit(PersianCalendar.self)
    case 5: try visitor.visit(ChineseCalendar.self)
    case 6: try visitor.visit(KoreanCalendar.self)
    case 7: try visitor.visit(JapaneseEraCalendar.self)
    case 8: try visitor.visit(CopticCalendar.self)
    case 9: try visitor.visit(EthiopianCalendar.self)
    case 10: try visitor.visit(IndianNationalCalendar.self)
    case 11: try visitor.visit(MinguoCalendar.self)
    case 12: try visitor.visit(ThaiSolarCalendar.self)
    default: try visitor.visit(RevisedJulianCalendar.self)
    }
  }
}

/// An operation on a calendar, run by `CalendarRegistry.open` with the calendar's type.
protocol CalendarVisitor {
  associatedtype Result
  associatedtype Failure: Error = Never
  func visit<C: CalendarArithmetic>(_ calendar: C.Type) throws(Failure) -> Result
}

private struct ArithmeticOf: CalendarVisitor {
  func visit<C: CalendarArithmetic>(_ calendar: C.Type) -> any CalendarArithmetic.Type { calendar }
}
