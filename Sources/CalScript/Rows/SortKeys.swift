import CalendarCore

/// The fields `sort by` orders a day list by: while they are all weekdays, all numbers or all
/// dates, one integer each in the field's order (8 bytes a day, compared as integers: the
/// 3.6 million days calsh knows sort in flat memory); the values themselves once one is not.
struct SortKeys {
  private enum Kind { case weekday, number, date }

  let firstWeekday: Weekday
  private var kind: Kind? = nil
  private var numbers: [Int] = []
  /// The keys as values, once one has no integer of the same kind as the others.
  private(set) var values: [Value]? = nil

  /// A row without the field: last either way round.
  private static let missing = Int.min

  init(firstWeekday: Weekday) { self.firstWeekday = firstWeekday }

  mutating func append(_ value: Value) {
    if values != nil {
      values!.append(value)
      return
    }
    if value.isNothing {
      numbers.append(SortKeys.missing)
      return
    }
    if let (found, number) = integer(of: value), kind == nil || kind == found {
      kind = found
      numbers.append(number)
      return
    }
    values = numbers.map(self.value(of:)) + [value]
    numbers = []
  }

  /// The positions of the keys in order, stable, latest first when `descending`; nil when the
  /// keys are held as values (`values`).
  func order(descending: Bool) -> [Int]? {
    guard values == nil else { return nil }
    let numbers = self.numbers
    var positions = Array(numbers.indices)
    positions.sort { a, b in
      let (x, y) = (numbers[a], numbers[b])
      if x == y { return a < b }
      if x == SortKeys.missing || y == SortKeys.missing { return y == SortKeys.missing }
      return descending ? x > y : x < y
    }
    return positions
  }

  private func integer(of value: Value) -> (Kind, Int)? {
    switch value {
    case .weekday(let weekday): return (.weekday, weekday.column(from: firstWeekday))
    case .int(let number) where number != SortKeys.missing: return (.number, number)
    case .date(let date): return (.date, date.dayCount)
    default: return nil
    }
  }

  private func value(of number: Int) -> Value {
    guard number != SortKeys.missing, let kind else { return .nothing }
    switch kind {
    case .weekday: return .weekday(Weekday(rawValue: (number + firstWeekday.rawValue) % 7)!)
    case .number: return .int(number)
    case .date: return .date(CivilDate(uncheckedDayCount: number))
    }
  }
}
