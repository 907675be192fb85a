import CalRender
import CalendarCore
import Ledger

/// A value as rows of a kind, what `table`, `csv` and `json` write a row at a time given the
/// kind's fields; a value that is none is a scalar, printed as its text or its JSON
/// (`Printer+Scalars.swift`).
enum Rows {
  /// Day cells: of a month, of months, of a span, of a list. Written with their `DayColumn`s.
  case days
  case holidays([Holiday])
  case dateTimes(DateTimeList)
  case entries(EntryList)
  /// The sums of entries by period (`summary by month`).
  case summary(LedgerSummary)
  /// A value command's rows over a list: its argument and its result (`MappedRow.swift`).
  case mapped(Mapping)
  /// Rows of named values (`zip`, `count by`).
  case records(RecordList)

  /// The rows `value` holds; nil for a scalar.
  init?(_ value: Value) {
    switch value {
    case .month, .months, .days, .dayList: self = .days
    case .holidays(let list): self = .holidays(list)
    case .dateTimes(let list): self = .dateTimes(list)
    case .entries(let list): self = .entries(list)
    case .summary(let summary): self = .summary(summary)
    case .mapped(let mapping): self = .mapped(mapping)
    case .records(let list): self = .records(list)
    default: return nil
    }
  }

  /// The rows as a table of the `chosen` fields (all when none) for the kinds written through
  /// `FieldTable` (holidays, entries, summaries, date-times); nil for the others. Holiday names are in
  /// `language`, dates as `reform` writes them.
  func fieldTable(fields chosen: [String], language: HolidayLanguage, reform: Reform) -> FieldTable? {
    switch self {
    case .holidays(let list): HolidayFields.table(list, fields: chosen, language: language, reform: reform)
    case .entries(let list): EntryField.table(list, fields: chosen, reform: reform)
    case .summary(let summary): LedgerTables.table(summary, fields: chosen)
    case .dateTimes(let list): DateTimeFields.table(list, fields: chosen, reform: reform)
    case .records(let list): list.table(fields: chosen, reform: reform)
    case .days, .mapped: nil
    }
  }
}
