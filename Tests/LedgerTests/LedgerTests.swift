import CalendarCore
import TestSupport
import Testing

@testable import Ledger

/// Exact money: amounts read as decimal text, sums against a separate model that keeps every
/// amount as a whole number of the smallest unit and adds with plain integers.
struct MoneyTests {
  func parse(_ text: String) -> ParsedAmount? { try? ParsedAmount.parse(text.utf8).get() }

  @Test func readsDecimalText() {
    #expect(parse("12.50") == ParsedAmount(units: 1250, decimals: 2))
    #expect(parse("-0.5") == ParsedAmount(units: -5, decimals: 1))
    #expect(parse("+7") == ParsedAmount(units: 7, decimals: 0))
    #expect(parse(" 3.000 ") == ParsedAmount(units: 3000, decimals: 3))
    #expect(parse("999999999999999999") == ParsedAmount(units: 999_999_999_999_999_999, decimals: 0))
    #expect(parse("0.000000000000000001") == ParsedAmount(units: 1, decimals: 18))
  }

  @Test(arguments: [
    "12,50", "abc", "1e3", ".5", "5.", "--1", "1.2.3", "", "-", "1 000", "$5", "1000000000000000000",
  ])
  func refusesWhatIsNotADecimal(_ text: String) {
    #expect(parse(text) == nil, "\(text)")
  }

  @Test func aCommaGetsAHint() throws {
    guard case .failure(let problem) = ParsedAmount.parse("12,50".utf8) else {
      Issue.record("12,50 was read")
      return
    }
    #expect(problem.message.contains("after a point"))
  }

  @Test func printsEveryDecimalOfTheScale() {
    #expect(Money(units: -1250, scale: 2).description == "-12.50")
    #expect(Money(units: 5, scale: 3).description == "0.005")
    #expect(Money(units: -5, scale: 3).description == "-0.005")
    #expect(Money(units: 0, scale: 2).description == "0.00")
    #expect(Money(units: 42, scale: 0).description == "42")
    #expect(Money(units: Int128.max, scale: 0).description == "170141183460469231731687303715884105727")
    #expect(Money(units: Int128.min + 1, scale: 38).description.hasPrefix("-1.70141"))
  }

  @Test func comparesAcrossScales() {
    #expect(Money(units: 1250, scale: 2).compare(to: Money(units: 125, scale: 1)) == 0)
    #expect(Money(units: -2001, scale: 2).compare(to: Money(units: -20, scale: 0)) == -1)
    #expect(Money(units: Int128.max, scale: 0).compare(to: Money(units: 1, scale: 18)) == 1)
    #expect(Money(units: Int128.min + 1, scale: 0).compare(to: Money(units: 1, scale: 18)) == -1)
    #expect(Money(units: 1, scale: 18).compare(to: Money(units: Int128.max, scale: 0)) == -1)
  }
}

struct LedgerTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func moreDecimalsRescaleEarlierAmounts() throws {
    var ledger = Ledger(columns: ["note"], hasAmounts: true)
    try ledger.append(date: date("2023-05-01"), amount: ParsedAmount(units: 12, decimals: 0), texts: ["a"])
    try ledger.append(date: date("2023-05-02"), amount: ParsedAmount(units: -5, decimals: 1), texts: ["b"])
    try ledger.append(date: date("2023-05-02"), amount: nil, texts: ["c"])
    try ledger.append(date: date("2023-05-03"), amount: ParsedAmount(units: 1, decimals: 3), texts: ["d"])
    #expect(ledger.scale == 3)
    #expect(ledger.amount(at: 0)?.description == "12.000")
    #expect(ledger.amount(at: 1)?.description == "-0.500")
    #expect(ledger.amount(at: 2) == nil)
    #expect(ledger.text(at: 3, column: 0) == "d")
    let summary = EntryList(ledger).summary()
    #expect(summary.rows.count == 1)
    #expect(summary.money(summary.rows[0].totals.income).description == "12.001")
    #expect(summary.money(summary.rows[0].totals.expense).description == "0.500")
    #expect(summary.money(summary.rows[0].totals.net).description == "11.501")
    #expect(summary.rows[0].totals.count == 4)
  }

  @Test func anAmountPastEighteenDigitsAtTheFileScaleIsAnError() throws {
    var ledger = Ledger(columns: [], hasAmounts: true)
    try ledger.append(date: date("2023-05-01"), amount: ParsedAmount(units: 1, decimals: 2), texts: [])
    #expect(throws: Ledger.AppendError.self) {
      try ledger.append(
        date: date("2023-05-01"), amount: ParsedAmount(units: 999_999_999_999_999_999, decimals: 0), texts: []
      )
    }
    var big = Ledger(columns: [], hasAmounts: true)
    try big.append(
      date: date("2023-05-01"), amount: ParsedAmount(units: 999_999_999_999_999_999, decimals: 0), texts: [])
    #expect(throws: Ledger.AppendError.self) {
      try big.append(date: date("2023-05-01"), amount: ParsedAmount(units: 1, decimals: 1), texts: [])
    }
    // Nothing of a refused row is kept.
    #expect(big.count == 1 && big.scale == 0)
  }

  @Test func hugeSumsDoNotOverflow() throws {
    var ledger = Ledger(columns: [], hasAmounts: true)
    for _ in 0..<1000 {
      try ledger.append(
        date: date("2023-05-01"), amount: ParsedAmount(units: 999_999_999_999_999_999, decimals: 0), texts: []
      )
    }
    let totals = EntryList(ledger).totals()
    #expect(Money(units: totals.income, scale: 0).description == "999999999999999999000")
  }

  /// Random ledgers against an integer model: every amount as cents (scale 2 throughout, some
  /// written with fewer decimals), summed per month and per category with plain Int arithmetic.
  @Test(arguments: 0..<20)
  func sumsMatchAnIntegerModel(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let categories = ["food", "rent", "café", "日用品", "a,b", "\"q\""]
    var ledger = Ledger(columns: ["category"], hasAmounts: true)
    var income: [String: Int] = [:]
    var expense: [String: Int] = [:]
    var counts: [String: Int] = [:]
    var byCategory: [String: Int] = [:]
    for _ in 0..<Int.random(in: 1...400, using: &random) {
      let day = date("2020-01-01").dayCount + Int.random(in: 0..<1500, using: &random)
      let when = CivilDate(uncheckedDayCount: day)
      let cents = Int.random(in: -1_000_000...1_000_000, using: &random)
      let category = categories.randomElement(using: &random)!
      let amount: ParsedAmount? =
        Int.random(in: 0..<10, using: &random) == 0
        ? nil
        : cents % 10 == 0 && Bool.random(using: &random)
          ? ParsedAmount(units: Int64(cents / 10), decimals: 1)
          : ParsedAmount(units: Int64(cents), decimals: 2)
      try ledger.append(date: when, amount: amount, texts: [category])
      let month = String(when.description.prefix(7))
      let value = amount == nil ? 0 : cents
      if value > 0 { income[month, default: 0] += value } else { expense[month, default: 0] -= value }
      counts[month, default: 0] += 1
      byCategory[month + " " + category, default: 0] += value
    }
    let summary = EntryList(ledger).summary()
    #expect(summary.rows.map(\.month.description) == counts.keys.sorted())
    for row in summary.rows {
      let month = row.month.description
      // The scale may be 1 or 2: compare in cents.
      let factor: Int128 = summary.scale == 2 ? 1 : 10
      #expect(row.totals.income * factor == Int128(income[month, default: 0]))
      #expect(row.totals.expense * factor == Int128(expense[month, default: 0]))
      #expect(row.totals.net * factor == Int128(income[month, default: 0] - expense[month, default: 0]))
      #expect(row.totals.count == counts[month])
    }
    let byColumn = EntryList(ledger).summary(by: 0)
    #expect(byColumn.rows.count == byCategory.count)
    for row in byColumn.rows {
      let factor: Int128 = byColumn.scale == 2 ? 1 : 10
      #expect(row.totals.net * factor == Int128(byCategory[row.month.description + " " + row.key!]!))
    }
  }

  @Test func daysCarryTheirSumsAndFirstColour() throws {
    var ledger = Ledger(columns: ["color"], hasAmounts: true)
    try ledger.append(
      date: date("2023-05-03"), amount: ParsedAmount(units: -250, decimals: 2), texts: ["blue"],
      color: .named(.blue))
    try ledger.append(
      date: date("2023-05-03"), amount: ParsedAmount(units: 1000, decimals: 2), texts: ["red"],
      color: .named(.red))
    try ledger.append(date: date("2023-05-31"), amount: ParsedAmount(units: -1, decimals: 0), texts: [""])
    let view = MonthView(YearMonth("2023-05"), padding: .row)
    let entries = EntriesByDay(EntryList(ledger))
    let cells = view.days()
    let third = entries.totals(of: cells.first { $0.date == date("2023-05-03") }!)
    #expect(third?.net.description == "7.50")
    #expect(third?.expense.description == "2.50")
    #expect(third?.count == 2)
    #expect(third?.color == .named(.blue))
    #expect(entries.totals(of: cells.first { $0.date == date("2023-05-04") }!)?.count == 0)
    // A blank cell (padding before 0001-01-01) has no day, so no sums.
    let blank = MonthView(YearMonth("0001-01"), padding: .grid).days()[0]
    #expect(blank.date == nil && entries.totals(of: blank) == nil)
    let details = entries.entries(onDays: [date("2023-05-31").dayCount, date("2023-05-03").dayCount])
    #expect((0..<details.count).map { details.row(at: $0) } == [0, 1, 2])
  }

  @Test func colours() {
    #expect(DataColor("Red") == .named(.red))
    #expect(DataColor("#8A2be2") == .rgb(red: 0x8A, green: 0x2B, blue: 0xE2))
    #expect(DataColor("#8a2be2")?.description == "#8a2be2")
    #expect(DataColor("purple") == nil)
    #expect(DataColor("#12345") == nil)
    #expect(DataColor("#12345g") == nil)
  }
}

extension YearMonth {
  fileprivate init(_ text: String) {
    self = try! YearMonth(year: Int(text.prefix(4))!, month: Int(text.suffix(2))!)
  }
}
