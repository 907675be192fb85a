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
  public func summary(by column: Int? = nil, reform: Reform = .proleptic) -> LedgerSummary {
    summary(per: .month, by: column, reform: reform)
  }

  /// Per period (year, quarter, ISO week, month, or weekday from `firstWeekday`), and per value
  /// of a text column within it: periods in order, values in byte order. Years, quarters and
  /// months are those of the dates as `reform` writes them; ISO weeks are ISO 8601's.
  public func summary(
    per period: SummaryPeriod, by column: Int? = nil, firstWeekday: Weekday = .sunday,
    reform: Reform = .proleptic
  ) -> LedgerSummary {
    var rowsOut: [LedgerSummary.Row] = []
    var lastDay = Int.min
    var lastPeriod = 0
    @inline(__always) func periodIndex(ofRow row: Int) -> Int {
      let day = ledger.dayCount(at: row)
      if day != lastDay {
        lastDay = day
        lastPeriod = period.index(
          of: CivilDate(uncheckedDayCount: day), firstWeekday: firstWeekday, reform: reform)
      }
      return lastPeriod
    }
    if let column {
      var groups: [Int: [String: Totals]] = [:]
      for index in 0..<count {
        let row = row(at: index)
        groups[periodIndex(ofRow: row), default: [:]][ledger.text(at: row, column: column), default: Totals()]
          .add(ledger.units(at: row))
      }
      for key in groups.keys.sorted() {
        let values = groups[key]!
        for value in values.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
          rowsOut.append(.init(period: key, key: value, totals: values[value]!))
        }
      }
    } else {
      var groups: [Int: Totals] = [:]
      for index in 0..<count {
        let row = row(at: index)
        groups[periodIndex(ofRow: row), default: Totals()].add(ledger.units(at: row))
      }
      for key in groups.keys.sorted() {
        rowsOut.append(.init(period: key, key: nil, totals: groups[key]!))
      }
    }
    return LedgerSummary(
      scale: ledger.scale, period: period, firstWeekday: firstWeekday,
      column: column.map { ledger.columns[$0] },
      rows: rowsOut)
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

/// What `summary` totals by: a calendar period, or the weekday of every week together.
public enum SummaryPeriod: String, CaseIterable, Sendable {
  case year, quarter, month, week, weekday

  /// A number per period that sorts as the periods do: the year, quarter or month the date is
  /// written in under `reform`, its ISO week, its weekday.
  func index(of date: CivilDate, firstWeekday: Weekday, reform: Reform) -> Int {
    let written = reform.label(of: date)
    switch self {
    case .year: return written.year
    case .quarter: return written.year * 4 + (written.month - 1) / 3
    case .month: return written.yearMonth.index
    case .week:
      let week = date.isoWeek
      return week.year * 100 + week.week
    case .weekday: return (date.weekday.rawValue - firstWeekday.rawValue + 7) % 7
    }
  }

  /// The period `index` names: 2025, 2025-Q1, 2025-03, 2025-W09, Mon.
  func label(of index: Int, firstWeekday: Weekday) -> String {
    switch self {
    case .year: return pad(index)
    case .quarter: return pad(index / 4) + "-Q" + String(index % 4 + 1)
    case .month: return YearMonth(uncheckedIndex: index).description
    case .week:
      let week = index % 100
      return pad(index / 100) + "-W" + (week < 10 ? "0" : "") + String(week)
    case .weekday: return Weekday(rawValue: (index + firstWeekday.rawValue) % 7)!.shortName
    }
  }

  private func pad(_ year: Int) -> String {
    let digits = String(year)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// `summary`: one row per period, or per period and value of a column.
public struct LedgerSummary: Sendable {
  public struct Row: Equatable, Sendable {
    /// The period's index (`SummaryPeriod.index`).
    public let period: Int
    /// The column's value with `summary by COLUMN`.
    public let key: String?
    public let totals: Totals

    /// The month of a summary per month.
    public var month: YearMonth { YearMonth(uncheckedIndex: period) }
  }

  /// Decimals of every sum.
  public let scale: Int
  public let period: SummaryPeriod
  /// The week's first day, for a summary per weekday.
  public let firstWeekday: Weekday
  /// The column of `summary by COLUMN`.
  public let column: String?
  public let rows: [Row]

  public func money(_ units: Int128) -> Money { Money(units: units, scale: scale) }

  /// A row's period as text: 2025, 2025-Q1, 2025-03, 2025-W09, Mon.
  public func label(of row: Row) -> String { period.label(of: row.period, firstWeekday: firstWeekday) }
}
