/// Days as a set: day counts (days since 1970-01-01) in ascending order, each once. Union,
/// intersection and difference are one linear merge of the two sorted sides, so two lists of a
/// million days combine in two million steps, never a million squared.
public struct DaySet: Equatable, Sendable {
  /// The day counts, ascending, without repeats.
  public let counts: [Int]

  /// The set of the days given in any order, repeats dropped; days given in order (as every
  /// list calsh makes is) are only checked, not sorted.
  public init<Days: Sequence<Int>>(_ days: Days) {
    var counts = Array(days)
    if !DaySet.isAscending(counts) { counts.sort() }
    DaySet.dropRepeats(&counts)
    self.counts = counts
  }

  /// Day counts already ascending and each once, as a merge leaves them.
  init(ascending counts: [Int]) {
    self.counts = counts
  }

  public var count: Int { counts.count }
  public var isEmpty: Bool { counts.isEmpty }

  /// Whether the day is in the set, by binary search.
  public func contains(_ day: Int) -> Bool {
    var low = 0
    var high = counts.count
    while low < high {
      let middle = (low + high) / 2
      if counts[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low < counts.count && counts[low] == day
  }

  /// The days in either set.
  public func union(_ other: DaySet) -> DaySet { merged(with: other, keeping: .either).set }
  /// The days in both sets.
  public func intersection(_ other: DaySet) -> DaySet { merged(with: other, keeping: .both).set }
  /// The days of this set that are not in the other.
  public func subtracting(_ other: DaySet) -> DaySet { merged(with: other, keeping: .onlyFirst).set }

  /// Which days a merge keeps.
  enum Keeping {
    case either, both, onlyFirst
  }

  /// The one merge behind `union`, `intersection` and `subtracting`: each step moves past at
  /// least one day of one side, so `steps` is at most the two counts added (tests read it).
  func merged(with other: DaySet, keeping: Keeping) -> (set: DaySet, steps: Int) {
    let a = counts
    let b = other.counts
    var result: [Int] = []
    switch keeping {
    case .either: result.reserveCapacity(a.count + b.count)
    case .both: result.reserveCapacity(min(a.count, b.count))
    case .onlyFirst: result.reserveCapacity(a.count)
    }
    var i = 0
    var j = 0
    var steps = 0
    while i < a.count && j < b.count {
      steps += 1
      let x = a[i]
      let y = b[j]
      if x < y {
        if keeping != .both { result.append(x) }
        i += 1
      } else if y < x {
        if keeping == .either { result.append(y) }
        j += 1
      } else {
        if keeping != .onlyFirst { result.append(x) }
        i += 1
        j += 1
      }
    }
    if keeping != .both { result.append(contentsOf: a[i...]) }
    if keeping == .either { result.append(contentsOf: b[j...]) }
    return (DaySet(ascending: result), steps)
  }

  /// Whether each count is at least the one before it.
  static func isAscending(_ counts: [Int]) -> Bool {
    var index = 1
    while index < counts.count {
      if counts[index] < counts[index - 1] { return false }
      index += 1
    }
    return true
  }

  /// An ascending array with each repeated count kept once, in place.
  static func dropRepeats(_ counts: inout [Int]) {
    guard counts.count > 1 else { return }
    var kept = 1
    for index in 1..<counts.count where counts[index] != counts[kept - 1] {
      counts[kept] = counts[index]
      kept += 1
    }
    counts.removeLast(counts.count - kept)
  }
}
