import CalRender
import CalSyntax
import CalendarCore
import Ledger
import Testing

@testable import CalScript

/// One rule for a field's name over a file's entries (issue 30's QA): in any case when
/// unambiguous, in `where`, `count by`, `sort by`, `table`, `csv` and `json` alike, so a bank
/// file's `Date`, `Amount` and `Description` are calsh's `date`, `amount` and the column.
struct FieldSpellingTests {
  func bankLedger() throws -> Ledger {
    var ledger = Ledger(columns: ["Description"], hasAmounts: true)
    for (date, units, text) in [
      ("2026-01-05", -1250, "REWE"), ("2026-01-06", 200_000, "Salary"), ("2026-01-07", -320, "Tea"),
    ] {
      try ledger.append(
        date: try CivilDate(parsing: date), amount: ParsedAmount(units: Int64(units), decimals: 2),
        texts: [text])
    }
    return ledger
  }

  func run(_ text: String, on ledger: Ledger) -> (output: String, errors: [String]) {
    var bytes: [UInt8] = []
    var errors: [String] = []
    let policy = SessionPolicy(files: OneLedger(ledger: ledger)) { errors.append($0.message) }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2026-11-28"), locales: TestLocales()),
      output: Output { bytes += $0 }, policy: policy)
    interpreter.run(SourceText(name: "<test>", text: text.replacing("DATA", with: "load \"bank.csv\"")))
    interpreter.output.flush()
    return (String(decoding: bytes, as: UTF8.self), errors)
  }

  /// Each spelling gives what calsh's own spelling gives, and no error.
  @Test func anyCaseNamesTheSameField() throws {
    let ledger = try bankLedger()
    for (spelled, own) in [
      ("DATA | where Amount < 0 | count", "DATA | where amount < 0 | count"),
      ("DATA | where Date == 2026-01-06 | csv", "DATA | where date == 2026-01-06 | csv"),
      ("DATA | where description contains \"RE\" | csv", "DATA | where Description contains \"RE\" | csv"),
      ("DATA | where Weekday == tue | csv", "DATA | where weekday == tue | csv"),
      ("DATA | sort by Amount | csv", "DATA | sort by amount | csv"),
      ("DATA | sort by AMOUNT desc | csv", "DATA | sort by amount desc | csv"),
      ("DATA | csv Date Amount Weekday description", "DATA | csv date amount weekday Description"),
      ("DATA | json Date Hebrew.Month", "DATA | json date hebrew.month"),
      ("DATA | table Date ISWEEKEND", "DATA | table date isWeekend"),
    ] {
      let (a, b) = (run(spelled, on: ledger), run(own, on: ledger))
      #expect(a.errors.isEmpty && b.errors.isEmpty, "\(spelled): \(a.errors) \(b.errors)")
      #expect(a.output == b.output, "\(spelled)")
      #expect(!a.output.isEmpty, "\(spelled)")
    }
    let counted = run("DATA | count by Amount", on: ledger)
    #expect(counted.errors.isEmpty, "\(counted.errors)")
    #expect(counted.output.split(separator: "\n").count == 4)
  }

  /// A file with amounts never hears it has no amount column; a misspelling gets a suggestion.
  @Test func messagesDoNotContradictTheFile() throws {
    let errors = run("DATA | where Amout < 0 | count", on: try bankLedger()).errors
    #expect(errors.count == 1)
    #expect(errors.first?.contains("no amount column") == false)
    #expect(errors.first?.contains("did you mean 'amount'") == true)
    let none = run("DATA | where Amount < 0 | count", on: Ledger(columns: ["note"], hasAmounts: false)).errors
    #expect(none.first?.hasPrefix("the file has no amount column") == true)
  }

  /// Two columns whose names differ only in case (a ledger made so; a file's header may not
  /// name one twice): each exact name is its column, a third spelling neither.
  @Test func aCaseBlindNameOfTwoColumnsIsNone() {
    let ledger = Ledger(columns: ["Note", "NOTE"], hasAmounts: false)
    #expect(EntryField.fieldName("Note", in: ledger) == "Note")
    #expect(EntryField.fieldName("NOTE", in: ledger) == "NOTE")
    #expect(EntryField.fieldName("note", in: ledger) == nil)
    #expect(ledger.column(namedInAnyCase: "note") == nil)
    #expect(EntryField.fieldName("Amount", in: ledger) == nil)
    #expect(EntryField.fieldName("DATE", in: ledger) == "date")
  }
}
