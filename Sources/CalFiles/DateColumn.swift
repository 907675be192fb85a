import CalendarCore
import Ledger

/// How `load` reads the date column, row after row. With a date format, every date follows it.
/// Without one, the first date decides: YYYY-MM-DD, NN.NN.YYYY (day first), or NN/NN/YYYY read
/// month/day/year or day/month/year as the file's dates allow (a day above 12 tells); a file
/// whose dates fit both readings is an error that shows both, and a date written otherwise than
/// the first is an error at its row. Dates are read as `reform` writes them.
struct DateColumn {
  enum Mode {
    /// As `dateformat` says, or (`named` false) as the first date is written (NN.NN.YYYY).
    case format(DateInputFormat, named: Bool)
    /// No date read yet.
    case undecided
    case iso
    case slashes
  }

  var mode: Mode
  /// The calendar the dates are written in (`set reform`).
  let reform: Reform
  /// Where the first date was (its line), and how it was written, for messages.
  var firstLine = 0
  var firstText = ""
  /// With slashes: which readings every date so far allows.
  var monthFirst = true
  var dayFirst = true
  /// The first date that reads differently the two ways (03/01/2025), as an error at it.
  var firstAmbiguous: FileError?
  /// The first date that ruled a reading out: its line and text.
  var ruledOut: (line: Int, text: String)?
  /// Rows before this one were stored month first (while both readings were open)…
  var monthFirstRows = 0
  /// …except these, whose month-first date was skipped by the reform: stored day first.
  var storedDayFirst: Set<Int> = []
  /// The first row (while both readings were open) whose month-first or day-first date the
  /// reform skipped: the error once the file turns out to be written that way.
  var monthFirstMissing: FileError?
  var dayFirstMissing: FileError?

  init(format: DateInputFormat?, reform: Reform) {
    mode = format.map { .format($0, named: true) } ?? .undecided
    self.reform = reform
  }

  /// The date in the current record's field; `row` is the ledger row it will be. A field that is
  /// not a date and holds a look-alike (`2025‐01‐02` with U+2010) names the character.
  mutating func read(_ reader: CSVReader, field index: Int, row: Int) throws(FileError) -> CivilDate {
    do {
      return try readField(reader, field: index, row: row)
    } catch {
      let field = reader.field(index)
      guard let (lookAlike, _) = LookAlike.first(in: field) else { throw error }
      throw reader.failure("'\(text(field))' is not a date: \(lookAlike.message)", atField: index)
    }
  }

  private mutating func readField(_ reader: CSVReader, field index: Int, row: Int) throws(FileError)
    -> CivilDate
  {
    let field = reader.field(index)
    switch mode {
    case .format(let format, let named):
      switch format.read(field, reform: reform) {
      case .success(let date): return date
      case .failure(.malformedDate(let text)):
        throw reader.failure(
          "'\(text)' is not a date written \(format.pattern), "
            + (named
              ? "as dateformat says" : "as the file's first date (line \(firstLine), \(firstText)) is")
            + (format.mismatch(field).map { "; " + $0 } ?? ""),
          atField: index)
      case .failure(let error): throw reader.failure(error.message, atField: index)
      }
    case .iso:
      switch DateField.read(field, reform: reform) {
      case .success(let date): return date
      case .failure(.malformedDate(let text)):
        if let time = TimeAfterDate(field) { throw reader.failure(Self.message(text, time), atField: index) }
        throw reader.failure(
          "'\(text)' is not a date of the form YYYY-MM-DD, as the file's first date (line \(firstLine), "
            + "\(firstText)) is written", atField: index)
      case .failure(let error): throw reader.failure(error.message, atField: index)
      }
    case .slashes:
      return try readSlashes(reader, field: index, row: row)
    case .undecided:
      firstLine = reader.line
      firstText = String(decoding: field, as: UTF8.self).trimmingBlanks()
      if Slashes(field) != nil {
        mode = .slashes
        return try readSlashes(reader, field: index, row: row)
      }
      // Dates with points are written day first wherever they are written.
      if let dayFirst = try? DateInputFormat("%d.%m.%Y") {
        switch dayFirst.read(field, reform: reform) {
        case .success(let date):
          mode = .format(dayFirst, named: false)
          return date
        case .failure(.malformedDate): break
        case .failure(let error): throw reader.failure(error.message, atField: index)
        }
      }
      switch DateField.read(field, reform: reform) {
      case .success(let date):
        mode = .iso
        return date
      case .failure(.malformedDate(let text)):
        if let time = TimeAfterDate(field) { throw reader.failure(Self.message(text, time), atField: index) }
        let fitting = DateInputFormat.suggestions(for: field).prefix(2).map { "dateformat \"\($0)\"" }
        throw reader.failure(
          "'\(text)' is not a date of the form YYYY-MM-DD, NN.NN.YYYY or NN/NN/YYYY; name how the file "
            + "writes its dates"
            + (fitting.isEmpty
              ? ", e.g. dateformat \"%Y%m%d\" or dateformat \"%d %b %Y\""
              : ": " + fitting.joined(separator: " or ")
                + (fitting.contains { $0.contains("%y") } ? " (\(DateInputFormat.centuryRule))" : "")),
          atField: index)
      case .failure(let error): throw reader.failure(error.message, atField: index)
      }
    }
  }

  /// A date with a time of day after it, named as one: no date format would read it.
  static func message(_ text: String, _ time: TimeAfterDate) -> String {
    "'\(text)' has a time of day after its date ('\(time.time)'); \(TimeAfterDate.advice)"
  }

  private mutating func readSlashes(_ reader: CSVReader, field index: Int, row: Int) throws(FileError)
    -> CivilDate
  {
    let field = reader.field(index)
    guard let slashes = Slashes(field) else {
      if let time = TimeAfterDate(field) {
        throw reader.failure(Self.message(text(field), time), atField: index)
      }
      throw reader.failure(
        "'\(text(field))' is not written as the file's first date (line \(firstLine), \(firstText)) is: "
          + "NN/NN/YYYY", atField: index)
    }
    let asMonthFirst = reading(slashes.year, slashes.first, slashes.second)
    let asDayFirst = reading(slashes.year, slashes.second, slashes.first)
    let wasMonthFirst = monthFirst
    let wasDayFirst = dayFirst
    if asMonthFirst.isNoDate { monthFirst = false }
    if asDayFirst.isNoDate { dayFirst = false }
    if !monthFirst, !dayFirst {
      guard wasMonthFirst != wasDayFirst, let ruledOut else {
        throw reader.failure(
          "'\(text(field))' is not a date read month/day/year nor day/month/year", atField: index)
      }
      // One reading was left, and this row does not fit it.
      let (was, other) =
        wasMonthFirst ? ("month/day/year", "day/month/year") : ("day/month/year", "month/day/year")
      if !(wasMonthFirst ? asDayFirst : asMonthFirst).isNoDate {
        throw reader.failure(
          "'\(text(field))' is not a date read \(was), as line \(ruledOut.line)'s '\(ruledOut.text)' "
            + "must be read; the file mixes \(was) and \(other) dates", atField: index)
      }
      let (month, day) = wasMonthFirst ? (slashes.first, slashes.second) : (slashes.second, slashes.first)
      var message = "'\(text(field))' is not a date read \(was)"
      do {
        _ = try reform.date(year: slashes.year, month: month, day: day)
      } catch {
        message = error.message
      }
      throw reader.failure(
        message + " (the file's dates are \(was), as line \(ruledOut.line)'s '\(ruledOut.text)' shows)",
        atField: index)
    }
    if (wasMonthFirst && !monthFirst) || (wasDayFirst && !dayFirst), ruledOut == nil {
      ruledOut = (reader.line, text(field))
    }
    if wasMonthFirst, !monthFirst { monthFirstRows = row }
    // The reading left must give every earlier row: a day it skipped is an error at its row.
    if wasMonthFirst, !monthFirst, let missing = dayFirstMissing {
      throw missing.noting(" (read day/month/year, as line \(reader.line)'s '\(text(field))' must be)")
    }
    if wasDayFirst, !dayFirst, let missing = monthFirstMissing {
      throw missing.noting(" (read month/day/year, as line \(reader.line)'s '\(text(field))' must be)")
    }
    if slashes.first != slashes.second, firstAmbiguous == nil, monthFirst, dayFirst {
      firstAmbiguous = reader.failure(
        "the dates read both month/day/year and day/month/year ('\(text(field))' is \(written(asMonthFirst)) or "
          + "\(written(asDayFirst))), and none tells which; choose with dateformat \"\(DateInputFormat.monthFirst)\" or "
          + "dateformat \"\(DateInputFormat.dayFirst)\"", atField: index)
    }
    if monthFirst, dayFirst, case .missing(let error) = asDayFirst, dayFirstMissing == nil {
      dayFirstMissing = reader.failure(error.message, atField: index)
    }
    if monthFirst {
      switch asMonthFirst {
      case .date(let date): return date
      case .missing(let error):
        let failure = reader.failure(error.message, atField: index)
        // While day first is still open, the row waits with its day-first date.
        guard dayFirst, case .date(let date) = asDayFirst else { throw failure }
        if monthFirstMissing == nil { monthFirstMissing = failure }
        storedDayFirst.insert(row)
        return date
      case .unwritten: break
      }
    }
    switch asDayFirst {
    case .date(let date): return date
    case .missing(let error): throw reader.failure(error.message, atField: index)
    case .unwritten: throw reader.failure("'\(text(field))' is not a date", atField: index)
    }
  }

  /// One way of reading a date's numbers: a date, no date (a 13th month, a 31st of April), or a
  /// date the calendar names that calsh cannot give (a day the reform skipped, a Julian day
  /// before 0001-01-01 Gregorian). Only no date tells which way a file writes its dates.
  enum Reading {
    case date(CivilDate)
    case unwritten
    case missing(CalendarError)

    var isNoDate: Bool {
      if case .unwritten = self { return true }
      return false
    }
  }

  /// How a reading is written under the reform, for the message of a file that reads both ways.
  private func written(_ reading: Reading) -> String {
    switch reading {
    case .date(let date): return reform.label(of: date).description
    case .missing(.dayInReformGap(let year, let month, let day, _)),
      .missing(.julianDateOutOfRange(let year, let month, let day)):
      return CivilDate(uncheckedYear: year, month: month, day: day).description
    case .unwritten, .missing: return "no date"
    }
  }

  private func reading(_ year: Int, _ month: Int, _ day: Int) -> Reading {
    do {
      return .date(try reform.date(year: year, month: month, day: day))
    } catch {
      switch error {
      case .dayInReformGap, .julianDateOutOfRange: return .missing(error)
      default: return .unwritten
      }
    }
  }

  private func civilDate(_ year: Int, _ month: Int, _ day: Int) -> CivilDate? {
    try? reform.date(year: year, month: month, day: day)
  }

  /// The end of the file: rows stored month first while both readings were open are turned
  /// round when the file turned out to be day first; a file that fits both is an error.
  mutating func finish(_ ledger: inout Ledger) throws(FileError) {
    guard case .slashes = mode else { return }
    if monthFirst, dayFirst, let firstAmbiguous { throw firstAmbiguous }
    guard !monthFirst else { return }
    for row in 0..<monthFirstRows where !storedDayFirst.contains(row) {
      let date = reform.label(of: ledger.date(at: row))
      // Every such row was read both ways: turned round, it is a date.
      if let turned = civilDate(date.year, date.day, date.month) { ledger.setDate(turned, at: row) }
    }
  }

  private func text(_ field: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: field, as: UTF8.self).trimmingBlanks()
  }
}

extension FileError {
  /// The same error with `note` after its message.
  func noting(_ note: String) -> FileError {
    FileError(message + note, line: line, lineText: lineText, offset: offset, length: length)
  }
}

/// A date written NN/NN/YYYY (one or two digits, one or two, four), not yet read either way.
struct Slashes {
  let first: Int
  let second: Int
  let year: Int

  init?(_ field: UnsafeBufferPointer<UInt8>) {
    var index = 0
    var end = field.count
    while index < end, field[index] == 0x20 || field[index] == 0x09 { index += 1 }
    while end > index, field[end - 1] == 0x20 || field[end - 1] == 0x09 { end -= 1 }
    func number(_ least: Int, _ most: Int) -> Int? {
      var value = 0
      var count = 0
      while count < most, index < end, field[index] >= 0x30, field[index] <= 0x39 {
        value = value * 10 + Int(field[index] - 0x30)
        index += 1
        count += 1
      }
      return count >= least ? value : nil
    }
    func slash() -> Bool {
      guard index < end, field[index] == UInt8(ascii: "/") else { return false }
      index += 1
      return true
    }
    guard let first = number(1, 2), slash(), let second = number(1, 2), slash(), let year = number(4, 4),
      index == end
    else { return nil }
    self.first = first
    self.second = second
    self.year = year
  }
}
