import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// The kind of the rows a list holds, as `where` knows it before reading any: the names of their
/// fields and a row with a value in every field.
enum RowKind {
  /// Day cells: of a month, of months, of a span, of a recurrence.
  case days
  /// The entries of a file.
  case entries(Ledger)
  case holidays
  /// Date-times (`every … at 10:00`).
  case dateTimes
  /// The rows of a value command mapped over a list (`leap 2023..2025`: year and leap).
  case mapped(Mapping)

  /// The kind of the rows of `value`; day cells for any value that is no other list (`where`
  /// reads it as days, or says it cannot).
  init(of value: Value?) {
    switch value {
    case .entries(let list)?: self = .entries(list.ledger)
    case .holidays?: self = .holidays
    case .dateTimes?: self = .dateTimes
    case .mapped(let mapping)?: self = .mapped(mapping)
    default: self = .days
    }
  }

  var areDays: Bool {
    if case .days = self { return true }
    return false
  }

  /// The names of the fields, as a condition names them.
  var fieldNames: [String] {
    switch self {
    case .days: CellField.names
    case .entries(let ledger): LedgerTables.fieldNames(of: ledger)
    case .holidays: HolidayFields.names
    case .dateTimes: DateTimeFields.names
    case .mapped(let mapping): [mapping.argumentName, mapping.resultName]
    }
  }

  /// The field `name` spells as the rows' own name: an entry's in any case (`Amount` is
  /// `amount`, `description` the file's `Description`, as `where` reads them); else `name`.
  func fieldName(_ name: String) -> String {
    guard case .entries(let ledger) = self else { return name }
    return EntryField.fieldName(name, in: ledger) ?? name
  }

  /// `condition` with each field of entries it names in another case (`Amount`, `Date`) spelled
  /// as `fieldName` spells it, so that each row reads it exactly rather than case-blind.
  func namingFields(in condition: Expr) -> Expr {
    guard case .entries = self else { return condition }
    switch condition {
    case .name(let name, let range): return .name(fieldName(name), range)
    case .compare(let op, let left, let right, let range):
      return .compare(op, namingFields(in: left), namingFields(in: right), range)
    case .binary(let op, let left, let right, let range):
      return .binary(op, namingFields(in: left), namingFields(in: right), range)
    case .logical(let op, let left, let right, let range):
      return .logical(op, namingFields(in: left), namingFields(in: right), range)
    case .negate(let operand, let range): return .negate(namingFields(in: operand), range)
    case .not(let operand, let range): return .not(namingFields(in: operand), range)
    case .member(let item, let list, let range): return .member(namingFields(in: item), list, range)
    default: return condition
    }
  }

  /// A row with a value in every field, to check a condition on before any row is read; a
  /// mapped command's is worked out outside any row, as its rows are.
  func sample(in interpreter: Interpreter) -> Row {
    switch self {
    case .days: .day(RowKind.sampleDay, totals: RowKind.sampleTotals)
    case .entries(let ledger): .entry(RowKind.sampleEntry(of: ledger), row: 0)
    case .holidays: .holiday(RowKind.sampleHoliday)
    case .dateTimes: .dateTime(DateTimeFields.sample)
    case .mapped(let mapping):
      .mapped(interpreter.withRow(nil) { mapping.sampleRow(on: RowKind.sampleDate, in: interpreter) })
    }
  }

  /// A day with every field: a date, a number, a holiday and sums of entries.
  private static let sampleDay = Day(
    date: sampleDate, weekday: .saturday, holiday: HolidayName(""))
  private static let sampleTotals = DayTotals(Totals(), scale: 0, color: nil)
  private static let sampleDate = CivilDate(uncheckedYear: 2000, month: 1, day: 1)
  /// A holiday with every field: a country, a name, a kind.
  private static let sampleHoliday = Holiday(
    date: sampleDate, name: HolidayName(""), reason: "", country: .jp)

  /// An entry of `ledger`'s columns with every field: a date, an amount when the file has them,
  /// and text in each column (named as `ledger` names them, with the file's names kept).
  private static func sampleEntry(of ledger: Ledger) -> Ledger {
    var sample = Ledger(columns: ledger.namesInFile, hasAmounts: ledger.hasAmounts)
    try? sample.append(
      date: sampleDate, amount: ParsedAmount(units: 0, decimals: 0),
      texts: Array(repeating: "", count: ledger.columns.count))
    if let times = ledger.times {
      // A calendar file's entry starts at 09:00 on the first of the file's clocks.
      var sampleTimes = EntryTimes()
      let clock = sampleTimes.index(of: times.clocks.first ?? .floating)
      sampleTimes.append(start: sampleDate.dayCount * 86_400 + 9 * 3600, length: 3600, clock: clock)
      sample.times = sampleTimes
    }
    return ledger.columns == ledger.namesInFile ? sample : sample.renamingColumns(ledger.columns)
  }
}
