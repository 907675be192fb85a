import CalRender
import CalendarCore
import Ledger

/// The fields of an entry as `where` names them and `table`, `csv` and `json` write them: `date`,
/// `amount` and the file's columns.
enum EntryField {
  static func value(of name: String, in ledger: Ledger, row: Int) -> Value? {
    switch name {
    case "date": return .date(ledger.date(at: row))
    case "amount" where ledger.hasAmounts: return ledger.amount(at: row).map(Value.money) ?? .nothing
    default:
      guard let column = ledger.column(named: name) else { return nil }
      return .string(ledger.text(at: row, column: column))
    }
  }

  /// Entries as a table of `chosen` fields (all when empty), dates as `reform` writes them.
  static func table(_ list: EntryList, fields chosen: [String], reform: Reform) -> FieldTable {
    let ledger = list.ledger
    let names = chosen.isEmpty ? LedgerTables.fieldNames(of: ledger) : chosen
    enum Source {
      case date, amount
      case text(Int)
    }
    let sources: [Source] = names.map { name in
      name == "date" ? .date : name == "amount" ? .amount : .text(ledger.column(named: name) ?? 0)
    }
    return FieldTable(
      names: names, numeric: sources.map { if case .amount = $0 { return true } else { return false } },
      rowCount: list.count
    ) { index, column in
      let row = list.row(at: index)
      switch sources[column] {
      case .date: return reform.label(of: ledger.date(at: row)).description
      case .amount: return ledger.amount(at: row)?.description
      case .text(let field): return ledger.text(at: row, column: field)
      }
    }
  }
}
