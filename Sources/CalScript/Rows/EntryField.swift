import CalRender
import CalendarCore
import Ledger

/// The fields of an entry as `where` names them and `table`, `csv` and `json` write them: `date`,
/// `amount` and the file's columns; a calendar file's entries also `start` and `end` (a date, a
/// floating date-time or one in a zone, as the file writes them) and the start's `hour`,
/// `minute`, `second`, `offset`, `zone` (its name; empty for a floating or all-day event) and
/// `epoch` (none for a floating or all-day event, which is no instant).
enum EntryField {
  static let timeNames = ["start", "end"]
  static let partNames = ["hour", "minute", "second", "offset", "zone", "epoch"]

  /// The fields an entry's date gives, as a day cell's (issue 30): its weekday, whether it is a
  /// weekend, its year … ISO week and its date in each calendar (with parts: `hebrew.month`).
  /// A column of the file with such a name is called NAME_2 (`LedgerTables.ownNames`).
  static let dateColumns: [DayColumn] =
    [.weekday, .isWeekend, .year, .month, .day, .quarter, .doy, .isoyear, .isoweek] + DayColumn.calendars
  static let dateFieldNames = dateColumns.map(\.rawValue)

  /// Whether `name` is a field of an entry's date (`weekday`, `hebrew.month` …).
  static func isDateField(_ name: String) -> Bool {
    dateFieldNames.contains(name) || CellField.calendarField(name) != nil
  }

  /// A field of the date `date` as a day cell of it gives it; nil for a name that is none.
  static func dateField(_ name: String, of date: CivilDate, reform: Reform) -> Value? {
    let column = DayColumn(rawValue: name).flatMap { dateColumns.contains($0) ? $0 : nil }
    let calendarPart = column == nil ? CellField.calendarField(name) : nil
    guard column != nil || calendarPart != nil else { return nil }
    let day = DayMarking(reform: reform).day(
      date, count: date.dayCount, weekday: date.weekday, row: 0, column: 0)
    if let column { return CellField.value(of: column, in: day, totals: nil) }
    guard let (calendar, part) = calendarPart else { return nil }
    return CellField.value(of: part, of: calendar, in: day)
  }

  /// calsh's own names of an entry's fields by their lower-cased spelling (`Date` is `date`,
  /// `ISWEEKEND` is `isWeekend`), for the one rule of field names: any case, when unambiguous.
  private static let ownNamesByLowercased: [String: String] = Dictionary(
    (["date", "amount"] + timeNames + partNames + dateFieldNames).map { ($0.lowercased(), $0) },
    uniquingKeysWith: { first, _ in first })

  /// The field of `ledger`'s entries that `name` spells, exactly or else in another case (the
  /// file's `Amount` is calsh's `amount`, `description` the file's `Description`); nil for none,
  /// or for a case-blind spelling of two of the file's columns (`Note` and `NOTE`).
  /// `where`, `count by`, `sort by`, `table`, `csv` and `json` all read a name through it.
  static func fieldName(_ name: String, in ledger: Ledger) -> String? {
    func isOwnField(_ own: String) -> Bool {
      switch own {
      case "date": return true
      case "amount": return ledger.hasAmounts
      case _ where timeNames.contains(own) || partNames.contains(own): return ledger.times != nil
      default: return isDateField(own)
      }
    }
    if isOwnField(name) { return name }
    if let column = ledger.column(namedInAnyCase: name) { return ledger.columns[column] }
    let lowercased = name.lowercased()
    if let own = ownNamesByLowercased[lowercased], isOwnField(own) { return own }
    return CellField.calendarField(lowercased) != nil ? lowercased : nil
  }

  static func value(of name: String, in ledger: Ledger, row: Int, reform: Reform = .proleptic) -> Value? {
    switch name {
    case "date": return .date(ledger.date(at: row))
    case "amount" where ledger.hasAmounts: return ledger.amount(at: row).map(Value.money) ?? .nothing
    case "start", "end", "hour", "minute", "second", "offset", "zone", "epoch":
      guard let times = ledger.times, let column = timeField(name, of: times, at: row) else {
        return ledger.column(namedInAnyCase: name).map { .string(ledger.text(at: row, column: $0)) }
      }
      return column
    default:
      if let column = ledger.column(namedInAnyCase: name) {
        return .string(ledger.text(at: row, column: column))
      }
      if let field = dateField(name, of: ledger.date(at: row), reform: reform) { return field }
      // One of calsh's own fields in another case (`Amount`, `Date`, `Weekday`, `Hebrew.Month`).
      let lowercased = name.lowercased()
      guard
        let own = ownNamesByLowercased[lowercased]
          ?? (CellField.calendarField(lowercased) != nil ? lowercased : nil),
        own != name
      else { return nil }
      return value(of: own, in: ledger, row: row, reform: reform)
    }
  }

  /// A time field of a calendar file's entry; nil for a name that is none.
  static func timeField(_ name: String, of times: EntryTimes, at row: Int) -> Value? {
    func value(_ time: EventTime?) -> Value {
      switch time {
      case .day(let date)?: return .date(date)
      case .floating(let dateTime)?: return .scalar(dateTime)
      case .zoned(let zoned)?: return .scalar(zoned)
      case nil: return .nothing
      }
    }
    switch name {
    case "start": return value(times.start(at: row))
    case "end": return value(times.end(at: row))
    case "hour", "minute", "second":
      guard let time = times.start(at: row)?.timeOfDay else { return .nothing }
      return .int(name == "hour" ? time.hour : name == "minute" ? time.minute : time.second)
    case "offset":
      guard case .zoned(let zoned)? = times.start(at: row) else { return .nothing }
      return .string(zoned.offset.description)
    case "epoch":
      guard case .zoned(let zoned)? = times.start(at: row) else { return .nothing }
      return .int(Int(zoned.instant.secondsSinceEpoch))
    case "zone":
      if case .zoned(let zoned)? = times.start(at: row) {
        return .string(zoned.zone.name == ZonedDateTime.utcName ? "UTC" : zoned.zone.name)
      }
      return .string("")
    default: return nil
    }
  }

  /// Entries as a table of `chosen` fields (all when empty), dates as `reform` writes them.
  static func table(_ list: EntryList, fields chosen: [String], reform: Reform) -> FieldTable {
    let ledger = list.ledger
    let names =
      chosen.isEmpty
      ? LedgerTables.shownFieldNames(of: ledger) : chosen.map { fieldName($0, in: ledger) ?? $0 }
    enum Source {
      case date, amount
      case text(Int)
      case time(String)
      /// A field of the entry's date: `weekday`, `year`, `hebrew` …
      case dateField(String)
    }
    let sources: [Source] = names.map { name in
      if name == "date" { return .date }
      if name == "amount" { return .amount }
      if ledger.times != nil, timeNames.contains(name) || partNames.contains(name) { return .time(name) }
      if let column = ledger.column(namedInAnyCase: name) { return .text(column) }
      return isDateField(name) ? .dateField(name) : .text(0)
    }
    var table = FieldTable(
      names: names,
      numeric: sources.map {
        switch $0 {
        case .amount: return true
        case .time(let name): return ["hour", "minute", "second", "epoch"].contains(name)
        // Numbers and true or false: bare in JSON.
        case .dateField(let name):
          return DayColumn(rawValue: name).map {
            [.year, .month, .day, .quarter, .doy, .isoyear, .isoweek, .isWeekend].contains($0)
          }
            ?? ["year", "month", "day", "leap"].contains { name.hasSuffix("." + $0) }
        default: return false
        }
      },
      rowCount: list.count
    ) { index, column in
      let row = list.row(at: index)
      switch sources[column] {
      case .date: return reform.label(of: ledger.date(at: row)).description
      case .amount: return ledger.amount(at: row)?.description
      case .text(let field): return ledger.text(at: row, column: field)
      case .dateField(let name):
        let date = ledger.date(at: row)
        if let column = DayColumn(rawValue: name) {
          let day = DayMarking(reform: reform).day(
            date, count: date.dayCount, weekday: date.weekday, row: 0, column: 0)
          return column.text(of: day)
        }
        switch dateField(name, of: date, reform: reform) {
        case .int(let number)?: return String(number)
        case .bool(let flag)?: return String(flag)
        case .string(let text)?: return text
        case .scalar(let scalar)?: return scalar.field(reform: reform)
        default: return nil
        }
      case .time(let name):
        switch ledger.times.flatMap({ timeField(name, of: $0, at: row) }) {
        case .date(let date)?: return reform.label(of: date).description
        // With seconds, as a zoned start is written (RFC 3339's date-time, no offset).
        case .scalar(let dateTime as DateTime)?: return dateTime.rfc3339
        case .scalar(let scalar)?: return scalar.field(reform: reform)
        case .int(let number)?: return String(number)
        case .string(let text)?: return text
        default: return nil
        }
      }
    }
    table.wholeColumns = Set(
      sources.indices.filter { if case .time = sources[$0] { return true } else { return false } })
    return table
  }
}
