import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// The fields of a day cell as `where` predicates name them: the table's columns, as values.
/// `totals` are the day's sums when entries are attached (`with`).
enum CellField {
  static func value(of name: String, in day: Day, totals: DayTotals?) -> Value? {
    if let column = DayColumn(rawValue: name) { return value(of: column, in: day, totals: totals) }
    if let (column, part) = calendarField(name) { return value(of: part, of: column, in: day) }
    // The values of dateBelongsTo and selectionPosition, as words: `dateBelongsTo == thisMonth`.
    if MonthMembership(rawValue: name) != nil || SelectionPosition(rawValue: name) != nil {
      return .string(name)
    }
    return nil
  }

  static func value(of column: DayColumn, in day: Day, totals: DayTotals?) -> Value {
    switch column {
    case .date: return day.date.map(Value.date) ?? .nothing
    case .number: return day.number.map(Value.int) ?? .nothing
    case .weekday: return .weekday(day.weekday)
    case .isSelected: return .bool(day.isSelected)
    case .isWithinDisplayedMonth: return .bool(day.isWithinDisplayedMonth)
    case .dateBelongsTo: return .string(day.dateBelongsTo.rawValue)
    case .selectionPosition: return .string(day.selectionPosition.rawValue)
    case .isToday: return .bool(day.isToday)
    case .isWeekend: return .bool(day.isWeekend)
    case .holiday: return day.holiday.map { .holidayName($0) } ?? .nothing
    case .holidayLocalName: return day.holiday.map { .string($0.localName) } ?? .nothing
    case .row: return .int(day.row)
    case .column: return .int(day.column)
    case .income: return totals.map { .money($0.income) } ?? .nothing
    case .expense: return totals.map { .money($0.expense) } ?? .nothing
    case .net: return totals.map { .money($0.net) } ?? .nothing
    case .entries: return totals.map { .int($0.count) } ?? .nothing
    case .year, .month, .day, .quarter, .doy, .isoyear, .isoweek:
      return column.datePart(of: day).map(Value.int) ?? .nothing
    case .calendar(.julian): return column.text(of: day).map(Value.string) ?? .nothing
    case .calendar: return column.calendarDate(of: day).map(Value.calendarDate) ?? .nothing
    }
  }

  static let names = DayColumn.allCases.map(\.rawValue)

  /// The fields of a day's date in another calendar: `hebrew`, `chinese` …
  static let calendarNames = DayColumn.calendars.map(\.rawValue)

  /// The parts of a calendar's field, read with a dot: `hebrew.month`. `leap` is the
  /// Chinese and Korean leap month's mark, `era` the Japanese era's name.
  enum CalendarPart: String, CaseIterable {
    case year, month, day, monthName, leap, era
  }

  /// Every calendar's parts with its name, `hebrew.year` … `era.monthName`.
  static let calendarPartNames = DayColumn.calendars.flatMap { column in
    parts(of: column).map { "\(column.rawValue).\($0.rawValue)" }
  }

  /// The parts a calendar's field has, in the order help lists them.
  static func parts(of column: DayColumn) -> [CalendarPart] {
    guard let calendar = column.worldCalendar else { return [] }
    if calendar.hasEras { return [.era, .year, .month, .day, .monthName] }
    return calendar.hasLeapMonths
      ? [.year, .month, .day, .monthName, .leap] : [.year, .month, .day, .monthName]
  }

  /// `hebrew.month` as its calendar's column and part; nil when the name is no such field.
  static func calendarField(_ name: String) -> (DayColumn, CalendarPart)? {
    guard let dot = name.firstIndex(of: "."), let column = DayColumn(rawValue: String(name[..<dot])),
      DayColumn.calendars.contains(column),
      let part = CalendarPart(rawValue: String(name[name.index(after: dot)...])),
      parts(of: column).contains(part)
    else { return nil }
    return (column, part)
  }

  /// A part of the cell's date in a calendar; nothing for a blank cell or a day outside the
  /// calendar's span (which `where` reports with `outsideSpan`).
  static func value(of part: CalendarPart, of column: DayColumn, in day: Day) -> Value {
    guard let date = column.calendarDate(of: day) else { return .nothing }
    switch part {
    case .year: return .int(date.year)
    case .month: return .int(date.month)
    case .day: return .int(date.day)
    case .monthName: return .string(date.monthName)
    case .leap: return .bool(date.isLeapMonth)
    case .era: return date.era.map { .scalar($0) } ?? .nothing
    }
  }

  /// Why a calendar's field of a cell has no value, when its day is outside the calendar's
  /// span: the span's message, so `where chinese.month == 1` over 1800 is an error, not false.
  static func outsideSpan(_ name: String, in day: Day) -> String? {
    guard let (column, _) = calendarField(name), let calendar = column.worldCalendar, let date = day.date
    else { return nil }
    do {
      _ = try calendar.date(dayCount: date.dayCount)
      return nil
    } catch {
      return error.message
    }
  }

  /// What a misspelt part of a calendar's field should be: `hebrew.mnth` → the parts hebrew has.
  static func partsMessage(_ name: String) -> String? {
    guard let dot = name.firstIndex(of: "."), let column = DayColumn(rawValue: String(name[..<dot])),
      DayColumn.calendars.contains(column)
    else { return nil }
    let parts = parts(of: column).map { "\(column.rawValue).\($0.rawValue)" }
    let part = String(name[name.index(after: dot)...])
    let message = "\(column.rawValue) has no part '\(part)': it has " + parts.joined(separator: " ")
    guard let known = CalendarPart(rawValue: part) else { return message + didYouMean(name, among: parts) }
    let others = DayColumn.calendars.filter { self.parts(of: $0).contains(known) }
      .map { "\($0.rawValue).\(part)" }
    return message + "; " + others.joined(separator: " and ") + (others.count == 1 ? " is" : " are")
      + " another calendar's"
  }
}
