import CalendarCore

/// What `with ENTRIES` attaches to months and day lists: each day's totals and colour, and the
/// entries themselves for `details`. Compared by identity: one attachment is one `with`.
public final class EntriesByDay: Equatable, Sendable {
  public let entries: EntryList
  private let byDay: [Int: DayTotals]
  /// The totals of a day without entries (zeros), shared by every such cell.
  public let empty: DayTotals

  public init(_ entries: EntryList) {
    self.entries = entries
    var sums: [Int: (Totals, DataColor?)] = [:]
    let ledger = entries.ledger
    for index in 0..<entries.count {
      let row = entries.row(at: index)
      let day = ledger.dayCount(at: row)
      var (totals, color) = sums[day] ?? (Totals(), nil)
      totals.add(ledger.units(at: row))
      // A day takes the first colour its entries give.
      if color == nil { color = ledger.color(at: row) }
      sums[day] = (totals, color)
    }
    let scale = ledger.scale
    byDay = sums.mapValues { DayTotals($0.0, scale: scale, color: $0.1) }
    empty = DayTotals(Totals(), scale: scale, color: nil)
    var widest = empty.net.description.utf8.count
    for day in byDay.values {
      for units in [day.totals.income, day.totals.expense, day.totals.net] {
        widest = max(widest, day.money(units).description.utf8.count)
      }
    }
    widestSum = widest
  }

  public var scale: Int { entries.ledger.scale }

  /// The totals of the day with this day count (zeros when it has no entries).
  @inline(__always)
  public func totals(onDayCount count: Int) -> DayTotals { byDay[count] ?? empty }

  /// The totals of a cell's day; nil for a blank cell, which has no day. Views stay free of
  /// entries: a renderer looks a cell up here in the entries handed to it beside the view.
  @inline(__always)
  public func totals(of day: Day) -> DayTotals? {
    guard let date = day.date else { return nil }
    return totals(onDayCount: date.dayCount)
  }

  /// The entries on the given days, in date order (file order within a day).
  public func entries(onDays days: Set<Int>) -> EntryList {
    let ledger = entries.ledger
    var kept: [(day: Int, row: Int32)] = []
    for index in 0..<entries.count {
      let row = entries.row(at: index)
      let day = ledger.dayCount(at: row)
      if days.contains(day) { kept.append((day, Int32(row))) }
    }
    // Stable: indices break ties in file order.
    let order = kept.indices.sorted { (kept[$0].day, $0) < (kept[$1].day, $1) }
    return EntryList(ledger, rows: order.map { kept[$0].row })
  }

  /// The largest width any day's income, expense or net takes as text, for aligned tables.
  public let widestSum: Int

  public static func == (a: EntriesByDay, b: EntriesByDay) -> Bool { a === b }
}

/// One day's entries in sum: income, expense, net, count, and the colour the data gives it.
public final class DayTotals: Equatable, Sendable {
  public let totals: Totals
  public let scale: Int
  public let color: DataColor?

  public init(_ totals: Totals, scale: Int, color: DataColor?) {
    self.totals = totals
    self.scale = scale
    self.color = color
  }

  public func money(_ units: Int128) -> Money { Money(units: units, scale: scale) }
  public var income: Money { money(totals.income) }
  public var expense: Money { money(totals.expense) }
  public var net: Money { money(totals.net) }
  public var count: Int { totals.count }

  public static func == (a: DayTotals, b: DayTotals) -> Bool {
    a.totals == b.totals && a.scale == b.scale && a.color == b.color
  }
}
