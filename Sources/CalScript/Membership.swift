import CalSyntax
import CalendarCore
import Ledger

/// `x in (a, b, …)` answered in constant time: the members' values, evaluated once, as keys to
/// the first member each equals, for each kind of item asked about. The answer is the one the
/// members tried in order with `==` give: true at the first equal member, unless a member before
/// it cannot be compared with the item, which is that comparison's error.
struct MemberTable {
  let values: [Value]
  private var byKind: [ItemKind: Lookup] = [:]

  init(values: [Value]) { self.values = values }

  /// Whether `item` equals a member, as `==` in order would answer.
  mutating func contains(_ item: Value, at range: SourceRange) throws(ScriptError) -> Bool {
    // A missing text equals the empty string (`Comparison.apply`): those are tried in order.
    if case .nothing = item { return try linear(item, at: range) }
    if case .string("") = item, values.contains(where: { if case .nothing = $0 { true } else { false } }) {
      return try linear(item, at: range)
    }
    // A number too long for an amount cannot be compared with one: the order decides.
    if case .int(let n) = item, n.magnitude > UInt64(Ledger.limit) { return try linear(item, at: range) }
    guard let kind = ItemKind(item) else { return try linear(item, at: range) }
    if byKind[kind] == nil { byKind[kind] = Lookup(kind, values) }
    let lookup = byKind[kind]!
    if lookup.needsOrder { return try linear(item, at: range) }
    let match = MemberKey(item).flatMap { lookup.firstIndex[$0] }
    if let mismatch = lookup.firstMismatch, mismatch < match ?? Int.max {
      // That comparison's own error.
      return try Comparison.apply(.equal, item, values[mismatch], at: range)
    }
    return match != nil
  }

  private func linear(_ item: Value, at range: SourceRange) throws(ScriptError) -> Bool {
    for value in values where try MemberTable.matches(item, value, at: range) { return true }
    return false
  }

  /// Whether `item` is `member`: lies in it when the member is a range of date-times, else equals it.
  static func matches(_ item: Value, _ member: Value, at range: SourceRange) throws(ScriptError) -> Bool {
    if case .scalar(let interval as DateTimeInterval) = member { return try interval.holds(item, at: range) }
    return try Comparison.apply(.equal, item, member, at: range)
  }

  /// For one kind of item: the first member equal to each key, and the first member that
  /// cannot be compared with such an item (nil: none).
  private struct Lookup {
    var firstIndex: [MemberKey: Int] = [:]
    var firstMismatch: Int?
    /// Members whose equality with such an item depends on the item's value (a text item and an
    /// amount member: the text must read as an amount): these are tried in order.
    var needsOrder = false

    init(_ kind: ItemKind, _ values: [Value]) {
      for (index, value) in values.enumerated() {
        if case .nothing = value { continue }  // equal to nothing but "" (tried in order), no error
        switch kind.key(ofMember: value) {
        case .key(let key): if firstIndex[key] == nil { firstIndex[key] = index }
        case .mismatch:
          firstMismatch = index
          return  // later members cannot be reached
        case .inOrder:
          needsOrder = true
          return
        }
      }
    }
  }
}

/// The kinds of item `==` compares by kind; an item of any other kind equals no member and cannot
/// be compared with any (but nothing).
private enum ItemKind: Hashable {
  case int, money, string, bool, date, yearMonth, weekday, months, duration, holiday, other

  init?(_ value: Value) {
    switch value {
    case .int: self = .int
    case .money: self = .money
    case .string: self = .string
    case .bool: self = .bool
    case .date: self = .date
    case .yearMonth: self = .yearMonth
    case .weekday: self = .weekday
    case .months: self = .months
    case .duration: self = .duration
    case .holidayName: self = .holiday
    // A kind of its own (an era, read from texts by its names) says equality itself: tried in order.
    case .nothing, .scalar: return nil
    default: self = .other
    }
  }

  enum MemberOutcome {
    case key(MemberKey)
    case mismatch
    case inOrder
  }

  /// What a member is to an item of this kind, as `Comparison.equal` decides.
  func key(ofMember value: Value) -> MemberOutcome {
    switch (self, value) {
    case (.money, .int(let n)) where n.magnitude > UInt64(Ledger.limit):
      return .mismatch  // too long for an amount
    case (.int, .int), (.int, .money), (.money, .int), (.money, .money): break
    case (.money, .string(let text)):
      // An amount equals a text that reads as an amount; other text cannot be compared.
      guard case .success(let parsed) = ParsedAmount.parse(text.utf8) else { return .mismatch }
      return .key(.number(MemberKey.normalized(Money(units: Int128(parsed.units), scale: parsed.decimals))))
    case (.string, .money): return .inOrder
    // A range of date-times holds an item rather than equals it: tried in order.
    case (_, .scalar(_ as DateTimeInterval)): return .inOrder
    // A holiday equals a text that is either of its names: few members, tried in order.
    case (.holiday, _): return .inOrder
    case (.string, .string), (.bool, .bool), (.date, .date), (.yearMonth, .yearMonth), (.weekday, .weekday),
      (.months, .months), (.duration, .duration):
      break
    default: return .mismatch
    }
    return MemberKey(value).map(MemberOutcome.key) ?? .mismatch
  }
}

/// A value as equality sees it: values `==` calls equal have equal keys. Whole numbers and
/// amounts share one key (`12` equals `12.00`).
private enum MemberKey: Hashable {
  case number(Money)
  case text(String)
  case bool(Bool)
  case date(CivilDate)
  case yearMonth(YearMonth)
  case weekday(Weekday)
  case months(YearMonth, Int)
  case duration(months: Int?, days: Int)

  init?(_ value: Value) {
    switch value {
    case .int(let n): self = .number(MemberKey.normalized(Money(units: Int128(n), scale: 0)))
    case .money(let m): self = .number(MemberKey.normalized(m))
    case .string(let s): self = .text(s)
    case .bool(let b): self = .bool(b)
    case .date(let d): self = .date(d)
    case .yearMonth(let ym): self = .yearMonth(ym)
    case .weekday(let w): self = .weekday(w)
    case .months(let series, _): self = .months(series.first, series.count)
    case .duration(let d): self = .duration(months: try? d.totalMonths(), days: d.days)
    default: return nil
    }
  }

  /// The amount with no trailing zero decimals: equal amounts, one form.
  static func normalized(_ money: Money) -> Money {
    var (units, scale) = (money.units, money.scale)
    while scale > 0, units % 10 == 0 {
      units /= 10
      scale -= 1
    }
    return Money(units: units, scale: scale)
  }
}
