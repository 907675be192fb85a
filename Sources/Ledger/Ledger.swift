import CalendarCore

/// Dated entries loaded from a file: a date, an optional exact amount and text columns per row,
/// kept column by column (a million rows take tens of megabytes, not a String per field).
/// Amounts are stored at the file's largest number of decimals (`scale`); sums use 128 bits.
public struct Ledger: Sendable {
  /// The text columns in file order: every column but `date` and `amount`.
  public private(set) var columns: [String]
  /// The names the file's header gives the text columns, where `columns` names some anew.
  public let namesInFile: [String]
  /// Whether the file has an `amount` column.
  public let hasAmounts: Bool
  /// The index in `columns` of a `color` column, whose values colour days.
  public let colorColumn: Int?
  /// The largest number of decimals of any amount: amounts and sums print with this many.
  public private(set) var scale = 0
  /// When each entry starts and ends, for the entries of a calendar file (`load FILE.ics`); nil
  /// for other files.
  public var times: EntryTimes?

  private var dayCounts: [Int32] = []
  /// Amounts at `scale`; `Ledger.noAmount` for an empty field.
  private var amounts: [Int64] = []
  private var texts: [TextColumn]
  private var colors: [DataColor?] = []
  /// Each text column's index by its name, and by its name in lower case (the first column of
  /// that name): `column(named:)` is one lookup, so naming every column of a wide file is linear.
  private var indexByName: [String: Int]
  private var indexByLowercasedName: [String: Int]
  /// Lower-cased names two columns share (`Note`, `NOTE`): no case-blind name picks one.
  private var sharedLowercasedNames: Set<String>

  /// An empty amount field: the entry counts but moves no money.
  static let noAmount = Int64.min
  /// The largest magnitude an amount may reach at the file's scale: 18 digits.
  public static let limit: Int64 = 999_999_999_999_999_999

  public init(columns: [String], hasAmounts: Bool) {
    self.columns = columns
    namesInFile = columns
    self.hasAmounts = hasAmounts
    (indexByName, indexByLowercasedName, sharedLowercasedNames) = Self.indexes(of: columns)
    colorColumn = indexByLowercasedName["color"]
    texts = Array(repeating: TextColumn(), count: columns.count)
  }

  public var count: Int { dayCounts.count }

  /// Why a row cannot join the ledger.
  public enum AppendError: Error, Equatable, Sendable {
    /// Written with `decimals` decimals (the file's most so far), `amount` needs more than 18
    /// digits; `earlier` when it is an amount of an earlier row that this row's decimals outgrew.
    case amountTooLarge(Money, decimals: Int, earlier: Bool)
    /// A text column passed 4 GiB.
    case textTooLarge(column: String)

    public var message: String {
      switch self {
      case .amountTooLarge(let amount, let decimals, let earlier):
        let which =
          earlier
          ? "this amount has \(decimals) decimal\(decimals == 1 ? "" : "s"), and with as many the earlier amount \(amount)"
          : "with \(decimals) decimals (the most in the file so far) this amount"
        return which + " needs more than 18 digits; calsh keeps amounts exact to 18 digits"
      case .textTooLarge(let column):
        return "the column '\(column)' holds more than 4 GiB of text"
      }
    }
  }

  /// Adds a row; `texts` holds one field per text column. A row with more decimals than any before
  /// rewrites the stored amounts at the new scale.
  public mutating func append(
    date: CivilDate, amount: ParsedAmount?, texts fields: [String], color: DataColor? = nil
  ) throws(AppendError) {
    let units = try units(of: amount)
    for (column, field) in fields.enumerated() where !self.texts[column].append(field) {
      for done in 0..<column { self.texts[done].removeLast() }
      throw .textTooLarge(column: columns[column])
    }
    dayCounts.append(Int32(date.dayCount))
    amounts.append(units)
    if colorColumn != nil { colors.append(color) }
  }

  /// Adds a row whose text fields are UTF-8 bytes (a file loader's buffer), without a String each.
  public mutating func append(
    date: CivilDate, amount: ParsedAmount?, textBytes fields: [UnsafeBufferPointer<UInt8>],
    color: DataColor? = nil
  ) throws(AppendError) {
    let units = try units(of: amount)
    for (column, field) in fields.enumerated() where !self.texts[column].append(bytes: field) {
      for done in 0..<column { self.texts[done].removeLast() }
      throw .textTooLarge(column: columns[column])
    }
    dayCounts.append(Int32(date.dayCount))
    amounts.append(units)
    if colorColumn != nil { colors.append(color) }
  }

  /// An amount's units at the ledger's scale (raised first if the amount has more decimals).
  private mutating func units(of amount: ParsedAmount?) throws(AppendError) -> Int64 {
    guard let amount else { return Ledger.noAmount }
    if amount.decimals > scale { try rescale(to: amount.decimals) }
    var units = amount.units
    for _ in amount.decimals..<scale {
      // |units| ≤ limit / 10 here is checked digit by digit.
      guard units.magnitude <= UInt64(Ledger.limit / 10) else {
        throw .amountTooLarge(
          Money(units: Int128(amount.units), scale: amount.decimals), decimals: scale, earlier: false)
      }
      units *= 10
    }
    return units
  }

  private mutating func rescale(to decimals: Int) throws(AppendError) {
    var factor: Int64 = 1
    for _ in scale..<decimals { factor *= 10 }
    let bound = Ledger.limit / factor
    if let big = amounts.firstIndex(where: { $0 != Ledger.noAmount && $0.magnitude > UInt64(bound) }) {
      throw .amountTooLarge(
        Money(units: Int128(amounts[big]), scale: scale), decimals: decimals, earlier: true)
    }
    for index in amounts.indices where amounts[index] != Ledger.noAmount { amounts[index] *= factor }
    scale = decimals
  }

  /// Writes a row's date anew (a loader that learns only later in which order a file writes
  /// days and months).
  public mutating func setDate(_ date: CivilDate, at row: Int) {
    dayCounts[row] = Int32(date.dayCount)
  }

  public mutating func reserve(_ rows: Int) {
    dayCounts.reserveCapacity(rows)
    amounts.reserveCapacity(rows)
    for index in texts.indices { texts[index].reserve(rows) }
  }

  // MARK: Reading rows

  public func dayCount(at row: Int) -> Int { Int(dayCounts[row]) }
  public func date(at row: Int) -> CivilDate { CivilDate(uncheckedDayCount: Int(dayCounts[row])) }

  /// Whether the row is the day its entry starts: an event of a calendar file has a row for
  /// each day it covers, and counts once, on its first; every row of another file is its own.
  public func isStartOfEntry(at row: Int) -> Bool {
    guard let times else { return true }
    return times.startDayCount(at: row) == dayCount(at: row)
  }

  /// The row's amount at the ledger's scale; nil for an empty field or a file without amounts.
  public func amount(at row: Int) -> Money? {
    let units = amounts[row]
    return units == Ledger.noAmount ? nil : Money(units: Int128(units), scale: scale)
  }

  /// The amount's units at `scale`, 0 when there is none.
  func units(at row: Int) -> Int64 {
    let units = amounts[row]
    return units == Ledger.noAmount ? 0 : units
  }

  public func text(at row: Int, column: Int) -> String { texts[column][row] }

  public func color(at row: Int) -> DataColor? { colorColumn == nil ? nil : colors[row] }

  /// The same entries with the text columns named `names` (one a column, in order); the names
  /// in the file are kept in `namesInFile`.
  public func renamingColumns(_ names: [String]) -> Ledger {
    precondition(names.count == columns.count)
    var ledger = self
    ledger.columns = names
    (ledger.indexByName, ledger.indexByLowercasedName, ledger.sharedLowercasedNames) = Self.indexes(of: names)
    return ledger
  }

  /// Each name's column, exactly and lower-cased; the first of equal names wins.
  private static func indexes(of names: [String])
    -> (exact: [String: Int], lowercased: [String: Int], shared: Set<String>)
  {
    var exact: [String: Int] = [:]
    var lowercased: [String: Int] = [:]
    var shared: Set<String> = []
    for (index, name) in names.enumerated().reversed() {
      exact[name] = index
      if lowercased.updateValue(index, forKey: name.lowercased()) != nil { shared.insert(name.lowercased()) }
    }
    return (exact, lowercased, shared)
  }

  /// The name a column the file calls `name` goes by, when it was named anew.
  public func newName(ofFileColumn name: String) -> String? {
    let index =
      namesInFile.firstIndex(of: name) ?? namesInFile.firstIndex { $0.lowercased() == name.lowercased() }
    guard let index, columns[index] != namesInFile[index] else { return nil }
    return columns[index]
  }

  /// The index of a text column, matched exactly, else ignoring case.
  public func column(named name: String) -> Int? {
    indexByName[name] ?? indexByLowercasedName[name.lowercased()]
  }

  /// The index of the text column `name` names exactly, else of the one whose name is `name` in
  /// another case; nil when two columns are (`Note`, `NOTE`): the rule `where` and `table` name
  /// fields by.
  public func column(namedInAnyCase name: String) -> Int? {
    if let index = indexByName[name] { return index }
    let lowercased = name.lowercased()
    return sharedLowercasedNames.contains(lowercased) ? nil : indexByLowercasedName[lowercased]
  }

  /// The row as one value, for tests and small lists.
  public func entry(at row: Int) -> Entry {
    Entry(
      date: date(at: row), amount: amount(at: row), texts: texts.map { $0[row] }, color: color(at: row))
  }
}

/// One row of a ledger.
public struct Entry: Equatable, Sendable {
  public var date: CivilDate
  public var amount: Money?
  public var texts: [String]
  public var color: DataColor?
}
