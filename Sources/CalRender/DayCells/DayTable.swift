import CalendarCore
import Ledger

/// Day metadata as an aligned table (`TextTableWriter`): a header row, then one row per cell.
/// Widths come from the columns, not the data, so tables of any length stream.
public struct DayTable {
  public let columns: [DayColumn]
  private let table: TextTableWriter
  /// How each column is written, resolved once per table rather than by comparing columns a cell.
  private let writings: [Writing]

  private enum Writing {
    /// A day's sum, as text (`with`).
    case sum
    case number, row, column
    /// A numeric part of the written date (year, doy, isoweek …).
    case datePart
    case text
  }

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
    writings = columns.map { column in
      column.isSum
        ? .sum
        : column == .number
          ? .number
          : column == .row ? .row : column == .column ? .column : column.isNumeric ? .datePart : .text
    }
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
        table.beginField(index, width: 0, on: &line, to: out)
        let used = writeText(columns[index], of: day, totals: totals, to: out)
        table.endField(index, width: used, on: &line)
        continue
      case .number: number = day.number
      case .row: number = day.row
      case .column: number = day.column
      case .datePart: number = columns[index].datePart(of: day)
      }
      if let number {
        let digits = Output.digitCount(number.magnitude) + (number < 0 ? 1 : 0)
        table.beginField(index, width: digits, on: &line, to: out)
        out.write(decimal: number)
        table.endField(index, width: digits, on: &line)
      } else {
        table.beginField(index, width: 1, on: &line, to: out)
        out.write(byte: UInt8(ascii: "-"))
        table.endField(index, width: 1, on: &line)
      }
    }
    table.endLine(&line, to: out)
  }

  /// Writes a text column's field and returns its display width.
  private func writeText(_ column: DayColumn, of day: Day, totals: DayTotals?, to out: Output) -> Int {
    switch column {
    case .date:
      guard let date = day.writtenDate else { return dash(out) }
      out.write(year: date.year, month: date.month, day: date.day)
      return 10
    case .weekday:
      out.write(shortWeekdayNames[day.weekday.rawValue])
      return 3
    case .isSelected: return flag(day.isSelected, out)
    case .isWithinDisplayedMonth: return flag(day.isWithinDisplayedMonth, out)
    case .isToday: return flag(day.isToday, out)
    case .isWeekend: return flag(day.isWeekend, out)
    case .dateBelongsTo:
      let name = membershipName(day.dateBelongsTo)
      out.write(name)
      return name.utf8CodeUnitCount
    case .selectionPosition:
      let name = positionName(day.selectionPosition)
      out.write(name)
      return name.utf8CodeUnitCount
    case .holiday, .holidayLocalName:
      guard let name = column.text(of: day, language: language) else { return dash(out) }
      let text = DayTable.fitted(name, width: DayColumn.holidayWidth)
      out.write(text)
      return displayWidth(text)
    case .calendar:
      guard let text = column.text(of: day) else { return dash(out) }
      out.write(text)
      return displayWidth(text)
    case .number, .row, .column, .income, .expense, .net, .entries, .year, .month, .day, .quarter, .doy,
      .isoyear,
      .isoweek:
      // Numeric columns are written by writeRow; kept for completeness.
      let text = column.text(of: day, totals: totals, language: language) ?? "-"
      out.write(text)
      return text.utf8.count
    }
  }

  private func dash(_ out: Output) -> Int {
    out.write(byte: UInt8(ascii: "-"))
    return 1
  }

  private func flag(_ value: Bool, _ out: Output) -> Int {
    out.write(value ? "true" : "false" as StaticString)
    return value ? 4 : 5
  }

  /// The text cut to `width` columns, ending in "..." when it was longer.
  static func fitted(_ text: String, width: Int) -> String {
    guard displayWidth(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let columns = displayWidth(of: character)
      if used + columns > width - 3 { break }
      result.append(character)
      used += columns
    }
    return result + "..."
  }
}
