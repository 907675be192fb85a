import CalendarCore

/// Day metadata as an aligned table: a header row, then one row per cell, two spaces between
/// columns. Widths come from the columns, not the data, so tables of any length stream.
public struct TableRenderer {
  public let columns: [DayColumn]
  private let widths: [Int]

  /// The language holiday names are written in.
  public var language: HolidayLanguage = .english

  /// `moneyWidth`: how wide income, expense and net get (the widest sum of the attached entries).
  public init(columns: [DayColumn] = DayColumn.tableDefault, moneyWidth: Int = 0) {
    self.columns = columns
    widths = columns.map { column in
      let money = [.income, .expense, .net].contains(column) ? moneyWidth : 0
      return max(column.rawValue.count, column.valueWidth, money)
    }
  }

  public func writeHeader(to out: Output) {
    writeLine(columns.map(\.rawValue), numeric: false, to: out)
  }

  public func writeRow(_ day: Day, to out: Output) {
    writeLine(
      columns.map { column in
        let text = column.text(of: day, language: language) ?? "-"
        return column == .holiday ? TableRenderer.fitted(text, width: DayColumn.holidayWidth) : text
      }, numeric: true, to: out)
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

  private func writeLine(_ fields: [String], numeric: Bool, to out: Output) {
    for (i, field) in fields.enumerated() {
      let gap = widths[i] - displayWidth(field)
      let isLast = i == fields.count - 1
      if numeric, columns[i].isNumeric { out.write(spaces: gap) }
      out.write(field)
      if !isLast {
        if !(numeric && columns[i].isNumeric) { out.write(spaces: gap) }
        out.write(spaces: 2)
      }
    }
    out.newline()
  }
}

/// Day metadata as CSV: a header row, then one row per cell, fields quoted as RFC 4180 says but
/// lines ended with `\n`; nulls are empty fields.
public struct CSVRenderer {
  public let columns: [DayColumn]

  /// The language holiday names are written in.
  public var language: HolidayLanguage = .english

  public init(columns: [DayColumn] = DayColumn.standard) { self.columns = columns }

  public func writeHeader(to out: Output) {
    out.write(columns.map(\.rawValue).joined(separator: ","))
    out.newline()
  }

  public func writeRow(_ day: Day, to out: Output) {
    out.write(
      columns.map { CSVRenderer.escape($0.text(of: day, language: language) ?? "") }.joined(separator: ","))
    out.newline()
  }

  /// Quotes a field that holds a comma, a quote or a line break, doubling its quotes.
  public static func escape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return field
    }
    var quoted = "\""
    for character in field {
      quoted.append(character)
      if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
  }
}

/// Writes day cells as rows under a header: a text table or CSV.
public protocol DayRowWriter {
  func writeHeader(to out: Output)
  func writeRow(_ day: Day, to out: Output)
}

extension TableRenderer: DayRowWriter {}
extension CSVRenderer: DayRowWriter {}
