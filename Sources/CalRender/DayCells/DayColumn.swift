import CalendarCore
import Ledger

/// A field of a `Day` as tables and CSV name it.
public enum DayColumn: Hashable, Sendable, CaseIterable, RawRepresentable {
  case date, number, weekday, isSelected, isWithinDisplayedMonth, dateBelongsTo, selectionPosition
  case isToday, isWeekend, holiday, holidayLocalName, row, column
  /// A day's sums, when entries are attached (`with`).
  case income, expense, net, entries
  /// Parts of the cell's date, named in `where` and in tables and CSV when asked for (`csv date
  /// isoweek`): the quarter 1 to 4, the day of the year, the ISO week's year and number.
  case year, month, day, quarter, doy, isoyear, isoweek
  /// The cell's date in another calendar of the registry (`table date hebrew`), named as the
  /// command that converts to it: `YYYY-MM-DD` in that calendar (`5786-07-11`, `2025-06L-01`),
  /// blank outside the calendar's span.
  case calendar(WorldCalendar)

  /// The columns that are no calendar's, in order.
  private static let fields: [DayColumn] = [
    .date, .number, .weekday, .isSelected, .isWithinDisplayedMonth, .dateBelongsTo, .selectionPosition,
    .isToday, .isWeekend, .holiday, .holidayLocalName, .row, .column, .income, .expense, .net, .entries,
    .year, .month, .day, .quarter, .doy, .isoyear, .isoweek,
  ]

  /// Every column: the fields, then a column per calendar of the registry.
  public static let allCases: [DayColumn] = fields + calendars

  /// The column of a name, nil for none.
  public init?(rawValue: String) {
    guard let column = DayColumn.byName[rawValue] else { return nil }
    self = column
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The column's name: the field's, or the calendar's identifier (`hebrew`, `era`).
  public var rawValue: String {
    switch self {
    case .date: return "date"
    case .number: return "number"
    case .weekday: return "weekday"
    case .isSelected: return "isSelected"
    case .isWithinDisplayedMonth: return "isWithinDisplayedMonth"
    case .dateBelongsTo: return "dateBelongsTo"
    case .selectionPosition: return "selectionPosition"
    case .isToday: return "isToday"
    case .isWeekend: return "isWeekend"
    case .holiday: return "holiday"
    case .holidayLocalName: return "holidayLocalName"
    case .row: return "row"
    case .column: return "column"
    case .income: return "income"
    case .expense: return "expense"
    case .net: return "net"
    case .entries: return "entries"
    case .year: return "year"
    case .month: return "month"
    case .day: return "day"
    case .quarter: return "quarter"
    case .doy: return "doy"
    case .isoyear: return "isoyear"
    case .isoweek: return "isoweek"
    case .calendar(let calendar): return calendar.identifier
    }
  }

  /// One field, or one calendar. Written out because `RawRepresentable`'s defaults, which a
  /// conforming enum would otherwise take, compare and hash the names as strings on every cell.
  public static func == (lhs: DayColumn, rhs: DayColumn) -> Bool { lhs.key == rhs.key }

  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// A field's place in `fields`, or past them a calendar's place in the registry.
  private var key: Int {
    switch self {
    case .date: return 0
    case .number: return 1
    case .weekday: return 2
    case .isSelected: return 3
    case .isWithinDisplayedMonth: return 4
    case .dateBelongsTo: return 5
    case .selectionPosition: return 6
    case .isToday: return 7
    case .isWeekend: return 8
    case .holiday: return 9
    case .holidayLocalName: return 10
    case .row: return 11
    case .column: return 12
    case .income: return 13
    case .expense: return 14
    case .net: return 15
    case .entries: return 16
    case .year: return 17
    case .month: return 18
    case .day: return 19
    case .quarter: return 20
    case .doy: return 21
    case .isoyear: return 22
    case .isoweek: return 23
    case .calendar(let calendar): return 24 + calendar.registryIndex
    }
  }

  /// The parts of the date, after the standard columns and the sums.
  public static let dateParts: [DayColumn] = [.year, .month, .day, .quarter, .doy, .isoyear, .isoweek]

  /// The dates in other calendars, after the parts of the date: one per calendar of the registry.
  public static let calendars: [DayColumn] = WorldCalendar.allCases.map(DayColumn.calendar)

  /// The calendar a calendar column shows (nil for the others).
  public var worldCalendar: WorldCalendar? {
    if case .calendar(let calendar) = self { return calendar }
    return nil
  }

  /// The cell's date in the column's calendar; nil for a blank cell, a day outside the
  /// calendar's span or a column that is no calendar's.
  public func calendarDate(of day: Day) -> WorldCalendarDate? {
    guard let calendar = worldCalendar, let date = day.date else { return nil }
    return try? calendar.date(dayCount: date.dayCount)
  }

  /// Every column a day has without entries attached.
  public static let standard: [DayColumn] = Array(allCases.prefix(while: { $0 != .income }))
  /// The columns `with ENTRIES` adds.
  public static let totals: [DayColumn] = [.income, .expense, .net, .entries]

  /// The columns a table of a displayed month's cells shows when none are named.
  public static let tableDefault: [DayColumn] = [
    .date, .number, .weekday, .isSelected, .isWithinDisplayedMonth,
  ]

  /// The columns a table of a list of days that no grid shows (every, days A..B, where's days)
  /// shows when none are named: a cell's place in a grid means nothing there.
  public static let listDefault: [DayColumn] = [.date, .weekday]

  /// The field as text; nil for a null (a blank cell's date and number, a day without holiday,
  /// a sum without entries attached). `totals` are the day's sums when entries are attached.
  /// `holiday` is in `language` (English in CSV; the locale's in a table), `holidayLocalName`
  /// in the holiday's country's language.
  public func text(of day: Day, totals: DayTotals? = nil, language: HolidayLanguage = .english) -> String? {
    switch self {
    case .date: return day.writtenDate?.description
    case .number: return day.number.map(String.init)
    case .weekday: return day.weekday.shortName
    case .isSelected: return String(day.isSelected)
    case .isWithinDisplayedMonth: return String(day.isWithinDisplayedMonth)
    case .dateBelongsTo: return day.dateBelongsTo.rawValue
    case .selectionPosition: return day.selectionPosition.rawValue
    case .isToday: return String(day.isToday)
    case .isWeekend: return String(day.isWeekend)
    case .holiday: return day.holiday?.name(in: language)
    case .holidayLocalName: return day.holiday?.localName
    case .row: return String(day.row)
    case .column: return String(day.column)
    case .income: return totals?.income.description
    case .expense: return totals?.expense.description
    case .net: return totals?.net.description
    case .entries: return totals.map { String($0.count) }
    case .year, .month, .day, .quarter, .doy, .isoyear, .isoweek: return datePart(of: day).map(String.init)
    case .calendar:
      return calendarDate(of: day)?.description
    }
  }

  /// A part of the cell's date as a number (nil for a blank cell, or a column that is none).
  /// Year, month, day, quarter and day of the year are the date's as written (Julian before a
  /// reform's switch); the ISO week and its year are ISO 8601's, Gregorian by definition.
  public func datePart(of day: Day) -> Int? {
    guard let date = day.date, let written = day.writtenDate else { return nil }
    switch self {
    case .year: return written.year
    case .month: return written.month
    case .day: return written.day
    case .quarter: return written.quarter.number
    case .doy: return day.writtenDayOfYear
    case .isoyear: return date.isoWeekDate.year
    case .isoweek: return date.isoWeekDate.week
    default: return nil
    }
  }

  /// The widest value the column can hold, so a streamed table stays aligned.
  var valueWidth: Int {
    switch self {
    case .date: return 10
    case .number, .column: return 2
    case .row: return 6  // weeks of a day span reach 521,722 over years 1–9999
    case .weekday: return 3
    case .isSelected, .isWithinDisplayedMonth, .isToday, .isWeekend: return 5
    case .dateBelongsTo: return 14
    case .selectionPosition: return 6
    case .holiday, .holidayLocalName: return DayColumn.holidayWidth
    case .income, .expense, .net: return 4  // widened to the widest sum by the table
    case .entries: return 7
    case .year, .isoyear: return 4
    case .month, .day, .quarter, .isoweek: return 2
    case .doy: return 3
    case .calendar(let calendar):
      // 5786-07-11; 2025-06L-01 with a leap month; Reiwa 7981-12-31 with an era.
      return calendar.hasEras ? 16 : calendar.hasLeapMonths ? 11 : 10
    }
  }

  /// Columns a holiday name takes in a table: the longest built-in name,
  /// "Juneteenth National Independence Day (observed)", fits; a longer loaded name is cut.
  static let holidayWidth = 47

  /// One of the columns `with ENTRIES` adds.
  var isSum: Bool { self == .income || self == .expense || self == .net || self == .entries }

  public var isNumeric: Bool {
    switch self {
    case .number, .row, .column, .income, .expense, .net, .entries: return true
    case .year, .month, .day, .quarter, .doy, .isoyear, .isoweek: return true
    default: return false
    }
  }

  /// How a table writes the column's field, resolved once per table rather than by comparing
  /// columns a cell.
  enum TableWriting {
    /// A day's sum, as text (`with`).
    case sum
    case number, row, column
    /// A numeric part of the written date (year, doy, isoweek …).
    case datePart
    /// Text that `writeText` writes.
    case text
  }

  var tableWriting: TableWriting {
    isSum
      ? .sum
      : self == .number
        ? .number
        : self == .row ? .row : self == .column ? .column : isNumeric ? .datePart : .text
  }

  /// Writes a text field as a table shows it straight into `out` (`-` for a null, a holiday's
  /// name in `language` cut to its column) and returns its display width. `totals`: the day's
  /// sums when entries are attached.
  func writeText(of day: Day, totals: DayTotals?, language: HolidayLanguage, to out: Output) -> Int {
    switch self {
    case .date:
      guard let date = day.writtenDate else { return DayColumn.dash(out) }
      out.write(year: date.year, month: date.month, day: date.day)
      return 10
    case .weekday:
      out.write(shortWeekdayNames[day.weekday.rawValue])
      return 3
    case .isSelected: return DayColumn.flag(day.isSelected, out)
    case .isWithinDisplayedMonth: return DayColumn.flag(day.isWithinDisplayedMonth, out)
    case .isToday: return DayColumn.flag(day.isToday, out)
    case .isWeekend: return DayColumn.flag(day.isWeekend, out)
    case .dateBelongsTo:
      let name = membershipName(day.dateBelongsTo)
      out.write(name)
      return name.utf8CodeUnitCount
    case .selectionPosition:
      let name = positionName(day.selectionPosition)
      out.write(name)
      return name.utf8CodeUnitCount
    case .holiday, .holidayLocalName:
      guard let name = text(of: day, language: language) else { return DayColumn.dash(out) }
      let text = TextTableWriter.fitted(name, width: DayColumn.holidayWidth)
      out.write(text)
      return displayWidth(text)
    case .calendar:
      guard let text = text(of: day) else { return DayColumn.dash(out) }
      out.write(text)
      return displayWidth(text)
    case .number, .row, .column, .income, .expense, .net, .entries, .year, .month, .day, .quarter, .doy,
      .isoyear,
      .isoweek:
      // Numbers and sums are written by the table; kept for completeness.
      let text = text(of: day, totals: totals, language: language) ?? "-"
      out.write(text)
      return text.utf8.count
    }
  }

  private static func dash(_ out: Output) -> Int {
    out.write(byte: UInt8(ascii: "-"))
    return 1
  }

  private static func flag(_ value: Bool, _ out: Output) -> Int {
    out.write(flag: value)
    return value ? 4 : 5
  }
}
