import CalRender
import CalendarCore

/// Entries and summaries as tables of named fields, for `table`, `csv` and `json`.
enum LedgerTables {
  /// The fields an entry has: `date`, `amount` when the file has amounts, then its text columns.
  static func fieldNames(of ledger: Ledger) -> [String] {
    ["date"] + (ledger.hasAmounts ? ["amount"] : []) + ledger.columns
  }

  static func table(_ list: EntryList, fields chosen: [String]) -> FieldTable {
    let ledger = list.ledger
    let names = chosen.isEmpty ? fieldNames(of: ledger) : chosen
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
      case .date: return ledger.date(at: row).description
      case .amount: return ledger.amount(at: row)?.description
      case .text(let field): return ledger.text(at: row, column: field)
      }
    }
  }

  static func fieldNames(of summary: LedgerSummary) -> [String] {
    ["month"] + (summary.column.map { [$0] } ?? []) + ["income", "expense", "net", "entries"]
  }

  static func table(_ summary: LedgerSummary, fields chosen: [String]) -> FieldTable {
    let all = fieldNames(of: summary)
    let names = chosen.isEmpty ? all : chosen
    let keyName = summary.column
    return FieldTable(
      names: names,
      numeric: names.map { ["income", "expense", "net", "entries"].contains($0) && $0 != keyName },
      rowCount: summary.rows.count
    ) { index, column in
      let row = summary.rows[index]
      switch names[column] {
      case "month": return row.month.description
      case keyName: return row.key
      case "income": return summary.money(row.totals.income).description
      case "expense": return summary.money(row.totals.expense).description
      case "net": return summary.money(row.totals.net).description
      default: return String(row.totals.count)
      }
    }
  }
}
