/// A set of selected dates, kept as sorted, merged runs of consecutive day counts: overlapping
/// and adjacent selections join on insert, so membership is a binary search.
///
/// A cell's position depends only on the set, as range-selection calendars (JTAppleCalendar)
/// compute it: `middle` when both neighbours in its row are selected, `left` when only the next
/// one is, `right` when only the previous one is, `full` when neither.
public struct Selection: Equatable, Sendable {
  /// Day counts in ascending order; runs neither overlap nor touch (a gap of at least one day
  /// lies between two runs).
  public private(set) var runs: [ClosedRange<Int>]

  /// The set of days in `runs`, which may be given in any order and may overlap.
  public init(runs: [ClosedRange<Int>] = []) {
    self.runs = []
    for run in runs { insert(run) }
  }

  public static let empty = Selection()
  public var isEmpty: Bool { runs.isEmpty }

  public mutating func select(_ date: CivilDate) {
    insert(date.dayCount...date.dayCount)
  }

  public mutating func select(from first: CivilDate, through last: CivilDate) {
    let (a, b) = (first.dayCount, last.dayCount)
    insert(min(a, b)...max(a, b))
  }

  /// Adds every day of `other`.
  public mutating func select(_ other: Selection) {
    if runs.isEmpty {
      runs = other.runs
    } else {
      for run in other.runs { insert(run) }
    }
  }

  /// Whether the day is selected.
  public func contains(_ dayCount: Int) -> Bool {
    run(containing: dayCount) != nil
  }

  /// Index of the first run whose upper bound is at least `dayCount` (`runs.count` if none).
  private func firstIndex(endingAtOrAfter dayCount: Int) -> Int {
    var (low, high) = (0, runs.count)
    while low < high {
      let mid = low + (high - low) / 2
      if runs[mid].upperBound < dayCount { low = mid + 1 } else { high = mid }
    }
    return low
  }

  func run(containing dayCount: Int) -> ClosedRange<Int>? {
    let i = firstIndex(endingAtOrAfter: dayCount)
    return i < runs.count && runs[i].lowerBound <= dayCount ? runs[i] : nil
  }

  /// Adds a run, merging it with every run it overlaps or touches.
  private mutating func insert(_ run: ClosedRange<Int>) {
    var lower = run.lowerBound
    var upper = run.upperBound
    // Runs that touch `run` end at `lower - 1` or later and start at `upper + 1` or earlier.
    let touchLow = lower == .min ? lower : lower - 1
    let touchHigh = upper == .max ? upper : upper + 1
    let start = firstIndex(endingAtOrAfter: touchLow)
    var end = start
    while end < runs.count, runs[end].lowerBound <= touchHigh {
      lower = min(lower, runs[end].lowerBound)
      upper = max(upper, runs[end].upperBound)
      end += 1
    }
    runs.replaceSubrange(start..<end, with: CollectionOfOne(lower...upper))
  }

  /// The position of a cell, where only neighbours in the same row (`column` 0…6) and inside
  /// `shown` count: a run that wraps to the next row ends `right` and resumes `left`.
  public func position(of dayCount: Int, column: Int, shown: Range<Int>) -> SelectionPosition {
    guard let run = run(containing: dayCount) else { return .none }
    // Runs are merged, so a selected neighbour is always in the same run (tested first, so
    // `dayCount ± 1` cannot overflow).
    let left = column > 0 && dayCount > run.lowerBound && shown.contains(dayCount - 1)
    let right = column < 6 && dayCount < run.upperBound && shown.contains(dayCount + 1)
    switch (left, right) {
    case (false, false): return .full
    case (false, true): return .left
    case (true, true): return .middle
    case (true, false): return .right
    }
  }
}
