import CalendarCore
import Ledger

extension JSONWriter {
  /// A day's field as `json date hebrew` writes it: numbers as numbers, a null where a table
  /// shows `-` (a blank cell's date, no holiday, a sum without entries, a day outside a
  /// calendar's span), and a calendar's date as the object `hebrew DATE | json` gives. `totals`
  /// are the day's sums when entries are attached.
  public mutating func write(_ column: DayColumn, of day: Day, totals: DayTotals?) {
    switch column {
    case .date:
      if let date = day.writtenDate { value(date) } else { null() }
    case .weekday: value(plain: shortWeekdayNames[day.weekday.rawValue])
    case .isSelected: value(day.isSelected)
    case .isWithinDisplayedMonth: value(day.isWithinDisplayedMonth)
    case .isToday: value(day.isToday)
    case .isWeekend: value(day.isWeekend)
    case .dateBelongsTo: value(plain: membershipName(day.dateBelongsTo))
    case .selectionPosition: value(plain: positionName(day.selectionPosition))
    case .holiday, .holidayLocalName:
      // English and the country's language, whatever the locale, as the full day object has.
      if let name = column.text(of: day) { value(name) } else { null() }
    case .income, .expense, .net:
      if let totals {
        value(column == .income ? totals.income : column == .expense ? totals.expense : totals.net)
      } else {
        null()
      }
    case .entries:
      if let totals { value(totals.count) } else { null() }
    case .number:
      if let number = day.number { value(number) } else { null() }
    case .row: value(day.row)
    case .column: value(day.column)
    case .year, .month, .day, .quarter, .doy, .isoyear, .isoweek:
      if let part = column.datePart(of: day) { value(part) } else { null() }
    case .calendar:
      if let date = column.calendarDate(of: day) { write(date) } else { null() }
    }
  }
}
