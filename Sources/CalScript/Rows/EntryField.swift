import Ledger

/// The fields of an entry as `where` names them: `date`, `amount` and the file's columns.
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
}
