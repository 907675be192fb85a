import CalRender
import CalendarCore
import Ledger

/// The fields of a day cell as `where` predicates name them: the table's columns, as values.
/// `totals` are the day's sums when entries are attached (`with`).
enum CellField {
  static func value(of name: String, in day: Day, totals: DayTotals?) -> Value? {
    if let column = DayColumn(rawValue: name) { return value(of: column, in: day, totals: totals) }
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
    }
  }

  static let names = DayColumn.allCases.map(\.rawValue)
}
