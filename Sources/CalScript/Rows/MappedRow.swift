import CalendarCore

/// The row of a mapped command a `where` condition is tested on: its two columns by name.
struct MappedRow {
  /// The mapping the row is of, to say what its rows are in a message.
  let mapping: Mapping
  let argumentName: String
  let argument: Value
  let resultName: String
  let result: Value

  func value(of name: String) -> Value? {
    if name == resultName {
      if case .worked(let answer, _) = result { return answer }
      return result
    }
    if name == argumentName { return argument }
    return nil
  }

  /// Why a row has no field of a day (`hebrew 2025-10-01..2025-10-03 | where hebrew.day > 9`): its
  /// two columns are all it has; the days themselves have the calendars' parts.
  func dayFieldMessage(_ name: String, reform: Reform) -> String {
    let command = mapping.resultName
    let rows =
      "the rows \(command) gives over a list have only \(argumentName) and \(resultName)"
      + (name.contains(".") ? ", no dotted fields" : "") + ": '\(name)' reads a day cell, so filter the days"
    switch mapping.series {
    case .dates(let first, let last):
      let range = Printer.text(of: .dateRange(first, last), reform: reform)
      return rows + ", days \(range) | where \(name) …"
    case .days:
      return rows + " before \(command): … | where \(name) … | \(command)"
    default:
      return rows + ": days RANGE | where \(name) …"
    }
  }
}
