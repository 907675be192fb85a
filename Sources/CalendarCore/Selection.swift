/// Selected dates as runs of consecutive days: a single date is a run of one, a range a longer run.
public struct Selection: Equatable, Sendable {
  /// Day counts, in the order they were selected.
  public private(set) var runs: [ClosedRange<Int>]

  public init(runs: [ClosedRange<Int>] = []) { self.runs = runs }

  public static let empty = Selection()
  public var isEmpty: Bool { runs.isEmpty }

  public mutating func select(_ date: CivilDate) {
    runs.append(date.dayCount...date.dayCount)
  }

  public mutating func select(from first: CivilDate, through last: CivilDate) {
    let (a, b) = (first.dayCount, last.dayCount)
    runs.append(min(a, b)...max(a, b))
  }

  /// Adds every run of `other`, after the runs already here.
  public mutating func select(_ other: Selection) {
    runs += other.runs
  }

  func run(containing dayCount: Int) -> ClosedRange<Int>? {
    runs.first { $0.contains(dayCount) }
  }

  /// The position of a cell in its run, where only cells on the same row and inside `shown`
  /// connect: a run that wraps to the next row ends `right` and resumes `left`.
  public func position(of dayCount: Int, column: Int, shown: Range<Int>) -> SelectionPosition {
    guard let run = run(containing: dayCount) else { return .none }
    let left = column > 0 && shown.contains(dayCount - 1) && run.contains(dayCount - 1)
    let right = column < 6 && shown.contains(dayCount + 1) && run.contains(dayCount + 1)
    switch (left, right) {
    case (false, false): return .full
    case (false, true): return .left
    case (true, true): return .middle
    case (true, false): return .right
    }
  }
}
