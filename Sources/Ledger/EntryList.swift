import CalendarCore

/// Some rows of a ledger, in order: all of them as loaded, or those `where`, `first`, `last` or
/// `details` kept (row numbers, four bytes each, so filtering a million rows stays small).
public struct EntryList: Sendable {
  public let ledger: Ledger
  /// Ledger rows in list order; nil for every row in file order.
  private let rows: [Int32]?

  public init(_ ledger: Ledger, rows: [Int32]? = nil) {
    self.ledger = ledger
    self.rows = rows
  }

  public var count: Int { rows?.count ?? ledger.count }

  /// The ledger row of the list's `index`th entry.
  @inline(__always)
  public func row(at index: Int) -> Int { rows.map { Int($0[index]) } ?? index }

  /// The rows for which `keep` holds, in order.
  public func filter(_ keep: (Int) throws -> Bool) rethrows -> EntryList {
    var kept: [Int32] = []
    for index in 0..<count {
      let row = row(at: index)
      if try keep(row) { kept.append(Int32(row)) }
    }
    return EntryList(ledger, rows: kept)
  }

  /// The entries at list positions `range`.
  public func slice(_ range: Range<Int>) -> EntryList {
    EntryList(ledger, rows: range.map { Int32(row(at: $0)) })
  }

  /// Per month (and per value of a text column, with `by`): income, expense, net and count,
  /// months in order and values in byte order within a month.
  public func summary(by column: Int? = nil) -> LedgerSummary {
    var rowsOut: [LedgerSummary.Row] = []
    if let column {
      var groups: [Int: [String: Totals]] = [:]
      for index in 0..<count {
        let row = row(at: index)
        let month = ledger.date(at: row).yearMonth.index
        groups[month, default: [:]][ledger.text(at: row, column: column), default: Totals()]
          .add(ledger.units(at: row))
      }
      for month in groups.keys.sorted() {
        let keys = groups[month]!
        for key in keys.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
          rowsOut.append(.init(month: YearMonth(uncheckedIndex: month), key: key, totals: keys[key]!))
        }
      }
    } else {
      var groups: [Int: Totals] = [:]
      var lastDay = Int.min
      var lastMonth = 0
      for index in 0..<count {
        let row = row(at: index)
        let day = ledger.dayCount(at: row)
        if day != lastDay {
          (lastDay, lastMonth) = (day, CivilDate(uncheckedDayCount: day).yearMonth.index)
        }
        groups[lastMonth, default: Totals()].add(ledger.units(at: row))
      }
      for month in groups.keys.sorted() {
        rowsOut.append(.init(month: YearMonth(uncheckedIndex: month), key: nil, totals: groups[month]!))
      }
    }
    return LedgerSummary(
      scale: ledger.scale, column: column.map { ledger.columns[$0] }, rows: rowsOut)
  }

  /// The entries' totals over all of them.
  public func totals() -> Totals {
    var totals = Totals()
    for index in 0..<count { totals.add(ledger.units(at: row(at: index))) }
    return totals
  }
}

/// Income, expense (as a positive number) and count of some entries, in units at a scale.
public struct Totals: Equatable, Sendable {
  public var income: Int128 = 0
  public var expense: Int128 = 0
  public var count = 0

  public init() {}

  public init(income: Int128, expense: Int128, count: Int) {
    self.income = income
    self.expense = expense
    self.count = count
  }

  /// Income less expense.
  public var net: Int128 { income - expense }

  /// Counts an entry: a positive amount is income, a negative one expense, zero neither.
  @inline(__always)
  public mutating func add(_ units: Int64) {
    if units > 0 { income += Int128(units) } else { expense -= Int128(units) }
    count += 1
  }
}

/// `summary`: one row per month, or per month and value of a column.
public struct LedgerSummary: Sendable {
  public struct Row: Equatable, Sendable {
    public let month: YearMonth
    /// The column's value with `summary by COLUMN`.
    public let key: String?
    public let totals: Totals
  }

  /// Decimals of every sum.
  public let scale: Int
  /// The column of `summary by COLUMN`.
  public let column: String?
  public let rows: [Row]

  public func money(_ units: Int128) -> Money { Money(units: units, scale: scale) }
}
