import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// Entries and summaries as tables of named fields, for `table`, `csv` and `json`.
enum LedgerTables {
  /// Names calsh gives its own things where a file's columns are named: the fields of entries
  /// and summaries, `all` (every column), the fields of an entry's date (`weekday`, `day`,
  /// `isoweek`, `hebrew` …), and the words a condition reads (`and`, `today`,
  /// `true`, weekday and month names). A file's text column is never called one of them.
  static let ownNames: Set<String> = Set(
    ["date", "amount", "month", "income", "expense", "net", "entries", "all", "sept"]
      + SummaryPeriod.allCases.map(\.rawValue)
      + CommandTable.reservedWords + ConstantWords.months + EntryField.dateFieldNames.map { $0.lowercased() })

  /// The ledger with each text column the file names like one of calsh's own (any case) called
  /// NAME_2 instead (NAME_3 … when that is taken), so neither hides the other anywhere: tables,
  /// CSV, JSON, `where`, `summary by`.
  static func namingApart(_ ledger: Ledger) -> Ledger {
    guard ledger.columns.contains(where: { ownNames.contains($0.lowercased()) }) else { return ledger }
    var taken = Set(ledger.columns.map { $0.lowercased() })
    let names = ledger.columns.map { name in
      guard ownNames.contains(name.lowercased()) else { return name }
      var number = 2
      while taken.contains("\(name)_\(number)".lowercased()) { number += 1 }
      taken.insert("\(name)_\(number)".lowercased())
      return "\(name)_\(number)"
    }
    return ledger.renamingColumns(names)
  }

  /// Why a column the file names `name` is not found by that name: it was named apart.
  static func namedApartNote(_ name: String, in ledger: Ledger) -> String? {
    guard let newName = ledger.newName(ofFileColumn: name) else { return nil }
    return
      "the file's column '\(name)' is called \(newName) in calsh, which has a '\(name.lowercased())' of its own"
  }

  /// Why entries without amounts cannot be summed or tested on `amount` (`where amount`,
  /// `summary`): the fields they have, and the `load` option that names a text column that
  /// holds numbers (`"250,000"`) as the amounts, or else that entries can be counted.
  static func noAmountColumn(_ ledger: Ledger, for use: String) -> String {
    let fields = NameSpelling.list(fieldNames(of: ledger))
    let numeric = ledger.columns.indices.first { column in
      let first = (0..<min(ledger.count, 100)).lazy.map { ledger.text(at: $0, column: column) }
        .first { !$0.allSatisfy(\.isWhitespace) }
      return first.map(looksLikeANumber) ?? false
    }
    let start = "the file has no amount column: its entries have \(fields)"
    guard let numeric else {
      return start + (use.isEmpty ? "" : "\(use); they can be counted: … | where … | count")
    }
    return start + use
      + "; load names the column that holds the amounts: load FILE amount \"\(ledger.columns[numeric])\""
  }

  /// Digits, with signs, separators, parentheses or a currency symbol around them (`250,000`,
  /// `-4.50`, `(12)`, `¥1,200`): text a bank's amount column holds.
  private static func looksLikeANumber(_ text: String) -> Bool {
    var digits = 0
    for scalar in text.unicodeScalars {
      if ("0"..."9").contains(scalar) {
        digits += 1
      } else if !" ,.'-+()\u{2212}\u{A0}".unicodeScalars.contains(scalar),
        scalar.properties.generalCategory != .currencySymbol
      {
        return false
      }
    }
    return digits > 0
  }

  /// The fields an entry has: `date`, `amount` when the file has amounts, then its text columns.
  static func fieldNames(of ledger: Ledger) -> [String] {
    ledger.times == nil
      ? ["date"] + (ledger.hasAmounts ? ["amount"] : []) + ledger.columns
      : ["date"] + EntryField.timeNames + ledger.columns + EntryField.partNames
  }

  /// The fields `table`, `csv` and `json` write when none are named: all but the parts of a
  /// calendar file's start (`hour`, `minute`, `zone`), which its `start` shows.
  static func shownFieldNames(of ledger: Ledger) -> [String] {
    ledger.times == nil ? fieldNames(of: ledger) : ["date"] + EntryField.timeNames + ledger.columns
  }

  static func fieldNames(of summary: LedgerSummary) -> [String] {
    [summary.period.rawValue] + (summary.column.map { [$0] } ?? []) + ["income", "expense", "net", "entries"]
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
      case summary.period.rawValue: return summary.label(of: row)
      case keyName: return row.key
      case "income": return summary.money(row.totals.income).description
      case "expense": return summary.money(row.totals.expense).description
      case "net": return summary.money(row.totals.net).description
      default: return String(row.totals.count)
      }
    }
  }
}
