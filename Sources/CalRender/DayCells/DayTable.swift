import CalendarCore
import Ledger

/// Day cells as an aligned table (`TextTableWriter`) of their fields (`DayColumn`, which writes each
/// field's text): a header row, then one row per cell.
/// Widths come from the columns, not the data, so tables of any length stream.
public struct DayTable {
  public let columns: [DayColumn]
  private let table: TextTableWriter
  /// How each column is written, resolved once per table rather than by comparing columns a cell.
  private let writings: [DayColumn.TableWriting]

  /// The language holiday names are written in.
  public var language: HolidayLanguage = .english

  /// `moneyWidth`: how wide income, expense and net get (the widest sum of the attached entries).
  public init(columns: [DayColumn] = DayColumn.tableDefault, moneyWidth: Int = 0) {
    self.columns = columns
    table = TextTableWriter(
      columns.map { column in
        let money = [.income, .expense, .net].contains(column) ? moneyWidth : 0
        return .init(column.rawValue, width: max(column.valueWidth, money), isNumeric: column.isNumeric)
      })
    writings = columns.map(\.tableWriting)
  }

  public func writeHeader(to out: Output) {
    table.writeHeader(to: out)
  }

  /// A row straight into the buffer, no `String` per field but the holiday name: numbers right
  /// aligned, text left aligned, two spaces between columns and none after the last. `totals`:
  /// the day's sums when entries are attached.
  public func writeRow(_ day: Day, totals: DayTotals? = nil, to out: Output) {
    var line = TextTableWriter.Line()
    for index in columns.indices {
      let number: Int?
      switch writings[index] {
      case .sum:
        // A day's sums (`with`): exact decimals, right aligned.
        let text = columns[index].text(of: day, totals: totals, language: language) ?? "-"
        table.write(text, at: index, on: &line, to: out)
        continue
      case .text:
        table.beginText(on: &line, to: out)
        let used = columns[index].writeText(of: day, totals: totals, language: language, to: out)
        table.endText(index, width: used, on: &line)
        continue
      case .number: number = day.number
      case .row: number = day.row
      case .column: number = day.column
      case .datePart: number = columns[index].datePart(of: day)
      }
      // (Numbers all: `.text` and `.sum` are the columns that are not.)
      if let number {
        let digits = Output.digitCount(number.magnitude) + (number < 0 ? 1 : 0)
        table.beginNumber(index, width: digits, on: &line, to: out)
        out.write(decimal: number)
      } else {
        table.beginNumber(index, width: 1, on: &line, to: out)
        out.write(byte: UInt8(ascii: "-"))
      }
      table.endNumber(on: &line)
    }
    table.endLine(&line, to: out)
  }
}
