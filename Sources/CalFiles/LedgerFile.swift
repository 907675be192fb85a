import CalendarCore
import Ledger

/// `load FILE`: a CSV file with a header row read into a `Ledger`, a record at a time through
/// `CSVReader`, so memory holds the ledger and a block, not the file. The header names the
/// columns: `date` is required, `amount` optional, every other column is text (a `color` column
/// colours days). A file without amounts whose first rows hold money in another column is an
/// error that says how to name it, never entries that silently sum to zero. Every problem is a
/// `FileError` at its physical line and column; nothing is returned then.
public enum LedgerFile {
  public typealias Options = LedgerFormat
  /// How a file that is not UTF-8 is read, said after the byte that is not.
  static let notUTF8Hint =
    "is not UTF-8; a file from Windows or an older program is read with load FILE encoding \"cp1252\" "
    + "(Windows-1252: € and “ ” at 0x80–0x9F) or encoding \"latin1\" (ISO 8859-1)"

  /// Rows looked at for money in a file whose columns give no amounts.
  static let rowsSearchedForMoney = 100

  /// `warn` is told, once, what was read otherwise than written: an empty field that ends every
  /// row (a separator at the end of each line, as Chase's exports write them), read as no column.
  public static func read(
    path: String, options: Options = Options(), isCancelled: @escaping () -> Bool = { false },
    warn: (FileError) -> Void = { _ in }
  ) -> Result<Ledger, FileError> {
    readGuessingSeparator(options, warn: warn) { options, headerOnly in
      let readerOptions = CSVReader.Options(
        separator: options.separator, encoding: options.encoding, notUTF8Hint: notUTF8Hint)
      switch CSVReader.open(path: path, options: readerOptions, isCancelled: isCancelled) {
      case .failure(let error): return (.failure(error), false, 0, nil)
      case .success(let reader):
        return read(reader, options: options, headerOnly: headerOnly, isCancelled: isCancelled)
      }
    }
  }

  /// Reads CSV text already in memory (tests); `blockSize` small crosses many block boundaries.
  public static func read(
    text: String, options: Options = Options(), blockSize: Int = 1 << 20, warn: (FileError) -> Void = { _ in }
  ) -> Result<Ledger, FileError> {
    read(bytes: Array(text.utf8), options: options, blockSize: blockSize, warn: warn)
  }

  /// Reads CSV bytes already in memory.
  public static func read(
    bytes: [UInt8], options: Options = Options(), blockSize: Int = 1 << 20, longestRecord: Int = 16 << 20,
    warn: (FileError) -> Void = { _ in }
  ) -> Result<Ledger, FileError> {
    readGuessingSeparator(options, warn: warn) { options, headerOnly in
      let readerOptions = CSVReader.Options(
        blockSize: blockSize, longestRecord: longestRecord, separator: options.separator,
        encoding: options.encoding, notUTF8Hint: notUTF8Hint)
      let reader = CSVReader(bytes: bytes, options: readerOptions)
      return read(reader, options: options, headerOnly: headerOnly, isCancelled: { false })
    }
  }

  /// The separators tried, in this order, when a file read with commas has a header that names
  /// no date column (or cannot be read) and `load` was not told the separator.
  static let guessedSeparators: [UInt8] = [UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

  /// `read` with the options given; if the header could not be read with commas and no
  /// separator was given, again with the first other separator whose header row names the date
  /// column (a German export's `Datum;Betrag`, a TSV file, quoted or not). Failing that, the
  /// first separator that splits the header into columns gives the error (no 'date' column,
  /// and which column holds dates); the first failure stands otherwise.
  static func readGuessingSeparator(
    _ options: Options, warn: (FileError) -> Void = { _ in },
    _ read: (Options, _ headerOnly: Bool) -> HeaderAttempt
  ) -> Result<Ledger, FileError> {
    func told(_ attempt: HeaderAttempt) -> Result<Ledger, FileError> {
      if case .success = attempt.result, let note = attempt.note { warn(note) }
      return attempt.result
    }
    let first = read(options, false)
    guard case .failure(let failure) = first.result, !first.headerRead, !failure.isInterrupted,
      !options.separatorIsGiven, options.separator == UInt8(ascii: ",")
    else { return told(first) }
    var split: Options?
    for separator in guessedSeparators {
      var guess = options
      guess.separator = separator
      guess.separatorIsGiven = true
      let probe = read(guess, true)
      if case .success = probe.result { return told(read(guess, false)) }
      if split == nil, probe.columnsNamed > 1, first.columnsNamed <= 1 { split = guess }
    }
    if let split { return told(read(split, false)) }
    return first.result
  }

  /// What one reading of a file gave: the ledger or the error, whether the header row was read
  /// and named the columns, how many columns the header row held (0 if it could not be read),
  /// and what to say of how it was read (a trailing empty field).
  typealias HeaderAttempt = (
    result: Result<Ledger, FileError>, headerRead: Bool, columnsNamed: Int, note: FileError?
  )

  /// Reads a ledger (only its header row, to try a separator); `headerRead` says whether the
  /// header row was read and named its columns.
  static func read(_ reader: CSVReader, options: Options, headerOnly: Bool = false, isCancelled: () -> Bool)
    -> HeaderAttempt
  {
    var loader = Loader(reader: reader, options: options)
    do throws(FileError) {
      var rows = 0
      while try reader.next() {
        try loader.read()
        if headerOnly, let ledger = loader.ledger {
          return (.success(ledger), true, loader.columnsNamed, nil)
        }
        if headerOnly, let missing = loader.missingDate { throw missing.error }
        rows += 1
        if rows & 4095 == 0, isCancelled() { throw FileError.interrupted }
      }
      if let missing = loader.missingDate { throw missing.error }
      guard loader.ledger != nil else {
        throw FileError("the file is empty; it needs a header row such as date,amount,note", line: 1)
      }
      try loader.finish()
      return (.success(loader.ledger!), true, loader.columnsNamed, loader.trailingFieldNote)
    } catch {
      return (.failure(error), loader.header != nil, loader.columnsNamed, nil)
    }
  }
}

/// The header, then the ledger so far.
private struct Loader {
  let reader: CSVReader
  let options: Options
  var header: Header?
  var ledger: Ledger?
  /// How many columns the header row held, once read.
  var columnsNamed = 0
  /// A header with no 'date' column and no other separator in sight: its error, held until the
  /// first row shows which column holds dates.
  var missingDate: (error: FileError, names: [String])?
  /// How many empty cells end the header row (`Date,Description,Amount,,`): no columns.
  var emptyCellsAfterHeader = 0
  /// Said once when a row (or the header) ends in an empty field past the header's columns.
  var trailingFieldNote: FileError?
  /// The text fields of the current row, reused from row to row.
  var texts: [UnsafeBufferPointer<UInt8>] = []
  var dates: DateColumn
  /// How the debit and credit columns are signed, from their first amounts that are not zero.
  var debitSign: (negative: Bool, line: Int, text: String)?
  var creditSign: (negative: Bool, line: Int, text: String)?

  typealias Options = LedgerFile.Options

  init(reader: CSVReader, options: Options) {
    self.reader = reader
    self.options = options
    dates = DateColumn(format: options.dateFormat, reform: options.reform)
  }

  struct Header {
    let names: [String]
    let date: Int
    let amount: Int?
    let debit: Int?
    let credit: Int?
    /// For each field, its text column, or nil for date, amount, debit and credit.
    let textColumn: [Int?]

    /// No column gives amounts: `load` names none and none is called `amount`.
    var givesNoAmounts: Bool { amount == nil && debit == nil && credit == nil }
  }

  mutating func read() throws(FileError) {
    if let missingDate { throw dateColumnHint(missingDate) }
    if header == nil { try readHeader() } else { try readRow() }
  }

  /// The held error of a header with no 'date' column, naming the first column whose field in
  /// this row reads as a date (`load FILE date "Buchungstag"`), when one does, and with it all
  /// else the row shows load needs: the column of amounts and a decimal comma (`amount "Betrag"
  /// decimal ","`), so that one hint loads the file.
  /// A column whose dates only a format reads (`02.01.26`, a Sparkasse's) is named with it:
  /// `date "Buchungstag" dateformat "%d.%m.%y"`, with the century rule.
  func dateColumnHint(_ missing: (error: FileError, names: [String])) -> FileError {
    let names = missing.names
    let fields = 0..<min(reader.count, names.count)
    var dated = fields.first { index in
      var column = DateColumn(format: options.dateFormat, reform: options.reform)
      return (try? column.read(reader, field: index, row: 0)) != nil
    }
    var format: String? = nil
    if dated == nil, options.dateFormat == nil {
      for index in fields {
        guard let fitting = DateInputFormat.suggestions(for: reader.field(index)).first else { continue }
        (dated, format) = (index, fitting)
        break
      }
    }
    if let index = dated {
      let name = names[index]
      var found = "its dates are in '\(name)'"
      var load = "date \"\(name)\""
      if let format {
        found += " as \(format)" + (format.contains("%y") ? " (\(DateInputFormat.centuryRule))" : "")
        load += " dateformat \"\(format)\""
      }
      var amount: Int?
      if options.debitColumn == nil, options.creditColumn == nil {
        let named = options.amountColumn ?? "amount"
        amount = names.firstIndex { $0.lowercased() == named.trimmingBlanks().lowercased() }
        if amount == nil, options.amountColumn == nil {
          amount = (0..<min(reader.count, names.count)).first {
            $0 != index && AmountField.looksLikeMoney(reader.field($0))
          }
          if let amount {
            found += ", its amounts in '\(names[amount])'"
            load += " amount \"\(names[amount])\""
          }
        }
      }
      if let amount, amount < reader.count, needsDecimalComma(reader.field(amount)) {
        found += " with a decimal comma"
        load += " decimal \",\""
      }
      let error = missing.error
      return FileError(
        "the header row has no 'date' column (it names \(names.joined(separator: ",")));"
          + " \(found): load FILE \(load)", line: error.line,
        lineText: error.lineText, offset: error.offset, length: error.length)
    }
    return missing.error
  }

  /// Whether an amount reads only with a decimal comma (`2.500,00`, `-4,80`) while load reads a
  /// decimal point, so a hint that names its column names `decimal ","` too.
  func needsDecimalComma(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
    guard options.decimalSeparator == UInt8(ascii: ".") else { return false }
    guard case .failure = AmountField.read(field, decimalSeparator: options.decimalSeparator) else {
      return false
    }
    guard case .success = AmountField.read(field, decimalSeparator: UInt8(ascii: ",")) else { return false }
    return true
  }

  mutating func readHeader() throws(FileError) {
    var names = (0..<reader.count).map { reader.string($0).trimmingBlanks() }
    // `Date,Description,Amount,` (or `,,`): empty cells at the end are no columns (said once).
    let named = names.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
    if named > 0, named < names.count, !names[..<named].contains(where: \.isEmpty) {
      emptyCellsAfterHeader = names.count - named
      names.removeLast(emptyCellsAfterHeader)
      trailingFieldNote = reader.failure(
        emptyCellsAfterHeader == 1 ? Self.trailingFieldWords : Self.emptyCellsWords(emptyCellsAfterHeader),
        atField: names.count)
    }
    columnsNamed = names.count
    var seen = [String: Int](minimumCapacity: names.count)
    for (index, name) in names.enumerated() {
      if name.isEmpty {
        throw reader.failure(
          "column \(index + 1) of the header row has no name: name it in the header (only empty cells at "
            + "the end of the header are read as no column)", atField: index)
      }
      let key = name.lowercased()
      if let earlier = seen[key] {
        throw reader.failure(
          "the header names '\(name)' twice (columns \(earlier + 1) and \(index + 1))", atField: index)
      }
      seen[key] = index
    }
    func column(_ name: String, for option: String) throws(FileError) -> Int {
      if let index = seen[name.trimmingBlanks().lowercased()] { return index }
      throw reader.failure(
        "the header row has no column '\(name.trimmingBlanks())', which \(option) names (it names "
          + "\(names.joined(separator: ",")))\(separatorHint(names) ?? "")", lineAt: reader.recordStart)
    }
    let date: Int
    if options.dateColumn.trimmingBlanks().lowercased() == "date" {
      guard let index = seen["date"] else {
        let hint = separatorHint(names)
        let error = reader.failure(
          "the header row has no 'date' column (it names \(names.joined(separator: ",")))"
            + (hint
              ?? "; the first line must name the columns, e.g. date,amount,category, or load names the "
              + "date column: load FILE date \"Posting Date\""),
          lineAt: reader.recordStart)
        if hint != nil { throw error }
        missingDate = (error, names)
        return
      }
      date = index
    } else {
      date = try column(options.dateColumn, for: "date")
    }
    let debit = try options.debitColumn.map { name throws(FileError) in try column(name, for: "debit") }
    let credit = try options.creditColumn.map { name throws(FileError) in try column(name, for: "credit") }
    var amount: Int?
    if let name = options.amountColumn {
      amount = try column(name, for: "amount")
    } else if debit == nil, credit == nil {
      amount = seen["amount"]
    }
    let used = [date, amount, debit, credit].compactMap { $0 }
    if Set(used).count != used.count {
      throw reader.failure(
        "load names one column for two things (date, amount, debit, credit); each needs its own",
        lineAt: reader.recordStart)
    }
    var columns: [String] = []
    var textColumn: [Int?] = []
    for (index, name) in names.enumerated() {
      if used.contains(index) {
        textColumn.append(nil)
      } else {
        textColumn.append(columns.count)
        columns.append(name)
      }
    }
    header = Header(
      names: names, date: date, amount: amount, debit: debit, credit: credit, textColumn: textColumn)
    ledger = Ledger(columns: columns, hasAmounts: amount != nil || debit != nil || credit != nil)
    texts.reserveCapacity(columns.count)
  }

  /// A header of one column that holds another separator: how to read the file.
  func separatorHint(_ names: [String]) -> String? {
    guard names.count == 1,
      let other = LedgerFormat.separators.first(where: {
        $0 != options.separator && names[0].utf8.contains($0)
      })
    else { return nil }
    let (name, option) = LedgerFormat.describe(other)
    let load = other == UInt8(ascii: ",") ? "load FILE without separator" : "load FILE separator \(option)"
    return "; for a file separated by \(name): \(load)"
  }

  /// How a trailing empty field is said: once, at the first place it is seen.
  static let trailingFieldWords =
    "the lines end in a separator (an empty field after the last column, as some banks write "
    + "every row): read as no column"

  /// How a header that ends in `count` empty cells (`Date,Amount,,`) is said.
  static func emptyCellsWords(_ count: Int) -> String {
    "the header row ends in \(count) empty cells (and the rows in up to as many empty fields): read as no "
      + "columns; a value in one of them is an error"
  }

  mutating func readRow() throws(FileError) {
    guard let header else { return }
    let columns = header.names.count
    // `a,b,c,` under a header of three columns (or of three and empty cells): no fourth column;
    // as many blank fields as the header has empty cells at its end, or one.
    let extra = reader.count - columns
    let unnamed = (columns..<max(columns, reader.count)).first {
      !reader.field($0).allSatisfy({ $0 == 0x20 || $0 == 0x09 })
    }
    if extra > 0, extra <= max(1, emptyCellsAfterHeader), unnamed == nil {
      if trailingFieldNote == nil {
        trailingFieldNote = reader.failure(Self.trailingFieldWords, atField: columns)
      }
    } else if extra > 0, extra <= emptyCellsAfterHeader, let unnamed {
      throw reader.failure(
        "'\(reader.string(unnamed).trimmingBlanks())' is in "
          + (unnamed == columns ? "the column after the last" : "column \(unnamed + 1), after the last")
          + ", which the header row leaves without a name; name it in the header", atField: unnamed)
    } else if reader.count != columns {
      let count = reader.count
      let message =
        "\(count) field\(count == 1 ? "" : "s") where the header has \(columns) "
        + "(\(header.names.joined(separator: ",")))"
      throw reader.failure(message, atField: min(count, columns))
    }
    if header.givesNoAmounts, ledger!.count < LedgerFile.rowsSearchedForMoney {
      try refuseUnnamedMoney(header)
    }
    let date = try dates.read(reader, field: header.date, row: ledger!.count)
    var amount: ParsedAmount? = nil
    if let column = header.amount {
      amount = try self.amount(at: column)
    } else if header.debit != nil || header.credit != nil {
      amount = try debitAndCredit(header)
    }
    texts.removeAll(keepingCapacity: true)
    for index in 0..<columns where header.textColumn[index] != nil { texts.append(reader.field(index)) }
    var color: DataColor? = nil
    if let column = ledger!.colorColumn {
      let text = String(decoding: texts[column], as: UTF8.self).trimmingBlanks()
      if !text.isEmpty {
        guard let parsed = DataColor(text) else {
          throw reader.failure(
            "'\(text)' is not a colour: red, green, yellow, blue, magenta, cyan or #rrggbb",
            atField: header.textColumn.firstIndex(of: column)!)
        }
        color = parsed
      }
    }
    do {
      try ledger!.append(date: date, amount: amount, textBytes: texts, color: color)
    } catch {
      throw reader.failure(
        error.message, atField: header.amount ?? header.credit ?? header.debit ?? header.date)
    }
  }

  /// A file without an amount column whose row holds money elsewhere (`Betrag`, `Amount
  /// (EUR)`): an error at that field naming the columns and how to choose, as the date column's.
  func refuseUnnamedMoney(_ header: Header) throws(FileError) {
    for index in 0..<min(reader.count, header.names.count)
    where index != header.date && AmountField.looksLikeMoney(reader.field(index)) {
      let name = header.names[index]
      let value = String(decoding: reader.field(index), as: UTF8.self).trimmingBlanks()
      let decimal = needsDecimalComma(reader.field(index)) ? " decimal \",\"" : ""
      throw reader.failure(
        "the header row has no 'amount' column (it names \(header.names.joined(separator: ","))), yet "
          + "'\(name)' holds amounts such as \(value); name the column that gives the amounts: load FILE "
          + "amount \"\(name)\"\(decimal), or debit \"…\" credit \"…\" for a pair of columns", atField: index)
    }
  }

  /// The amount in a field; nil when it is empty.
  func amount(at column: Int) throws(FileError) -> ParsedAmount? {
    let field = reader.field(column)
    if field.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
    switch AmountField.read(field, decimalSeparator: options.decimalSeparator) {
    case .success(let parsed): return parsed
    case .failure(let problem): throw reader.failure(problem.message, atField: column)
    }
  }

  /// Credit less debit, either of them empty; nil when both are. Each column is money in one
  /// direction, whatever its sign (`sized`).
  mutating func debitAndCredit(_ header: Header) throws(FileError) -> ParsedAmount? {
    let debit = try header.debit.flatMap { column throws(FileError) in
      try amount(at: column).map { amount throws(FileError) in
        try sized(amount, at: column, &debitSign, "debit")
      }
    }
    let credit = try header.credit.flatMap { column throws(FileError) in
      try amount(at: column).map { amount throws(FileError) in
        try sized(amount, at: column, &creditSign, "credit")
      }
    }
    guard let debit else { return credit }
    guard let credit else { return ParsedAmount(units: -debit.units, decimals: debit.decimals) }
    let decimals = max(debit.decimals, credit.decimals)
    func scaled(_ amount: ParsedAmount) -> Int64? {
      var units = amount.units
      for _ in amount.decimals..<decimals {
        let (product, overflow) = units.multipliedReportingOverflow(by: 10)
        if overflow { return nil }
        units = product
      }
      return units
    }
    if let c = scaled(credit), let d = scaled(debit) {
      let (difference, overflow) = c.subtractingReportingOverflow(d)
      if !overflow, difference.magnitude <= UInt64(Ledger.limit) {
        return ParsedAmount(units: difference, decimals: decimals)
      }
    }
    throw reader.failure(
      "credit less debit needs more than 18 digits; calsh keeps amounts exact to 18 digits",
      atField: header.credit!)
  }

  /// The size of an amount in a debit or credit column. Such a column holds money in one
  /// direction (out or in) and its first amount that is not zero settles how it is signed: most
  /// banks write both positive, some write debits with a minus. An amount signed the other way
  /// is an error naming that first one: a refund and a typo look alike, and calsh does not guess.
  func sized(
    _ amount: ParsedAmount, at column: Int, _ sign: inout (negative: Bool, line: Int, text: String)?,
    _ kind: String
  ) throws(FileError) -> ParsedAmount {
    guard amount.units != 0 else { return amount }
    let negative = amount.units < 0
    let text = String(decoding: reader.field(column), as: UTF8.self).trimmingBlanks()
    guard let first = sign else {
      sign = (negative, reader.line, text)
      return ParsedAmount(units: Int64(amount.units.magnitude), decimals: amount.decimals)
    }
    guard first.negative == negative else {
      let written = { (isNegative: Bool) in isNegative ? "negative" : "positive" }
      throw reader.failure(
        "'\(text)' is \(written(negative)), but the amounts of '\(header!.names[column])' are \(written(first.negative)) "
          + "(line \(first.line): \(first.text)): a \(kind) column holds money \(kind == "debit" ? "paid out" : "paid in"), "
          + "written with one sign throughout; one of the other sign could be a refund or a mistake, and calsh "
          + "does not guess", atField: column)
    }
    return ParsedAmount(units: Int64(amount.units.magnitude), decimals: amount.decimals)
  }

  /// The end of the file: dates that could be read two ways are settled, or an error.
  mutating func finish() throws(FileError) {
    try dates.finish(&ledger!)
  }
}

extension String {
  /// Without spaces and tabs at either end.
  func trimmingBlanks() -> String {
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
    let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
    return String(self[first...last])
  }
}
