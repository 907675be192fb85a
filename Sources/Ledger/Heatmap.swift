import CalendarCore

/// A value per day over a span of days (`heatmap`): counts of rows or sums of a field, each day
/// drawn at a level, 0 for a day without data or with a value of 0, then 1 to 4 by the quartile
/// its value's size starts in among the days with data (as GitHub's contribution calendar).
public struct Heatmap: Sendable, Equatable {
  /// The first and last day drawn.
  public let first: CivilDate
  public let last: CivilDate
  /// Decimals of the values: 0 for counts, a ledger's scale for its amounts.
  public let scale: Int
  /// Each day's sum in units of `scale`, by day count; days without data are absent.
  private let sums: [Int: Int128]
  /// The sizes of the nonzero sums, ascending: a day's level is read from its rank here.
  private let sortedSizes: [UInt128]

  /// The levels above 0.
  public static let levels = 4

  /// The days of `sums` (day counts to units at `scale`) from `first` through `last`; days
  /// outside it are left out.
  public init(from first: CivilDate, through last: CivilDate, sums: [Int: Int128], scale: Int) {
    self.first = first
    self.last = last
    self.scale = scale
    let span = first.dayCount...last.dayCount
    let kept = sums.filter { span.contains($0.key) }
    self.sums = kept
    self.sortedSizes = kept.values.filter { $0 != 0 }.map(\.magnitude).sorted()
  }

  /// The first and last day whose sum is not 0: the span drawn when none is given; nil when
  /// no day has a value.
  public static func spanOfValues(in sums: [Int: Int128]) -> (first: CivilDate, last: CivilDate)? {
    var low: Int? = nil
    var high: Int? = nil
    for (day, sum) in sums where sum != 0 {
      low = min(low ?? day, day)
      high = max(high ?? day, day)
    }
    guard let low, let high else { return nil }
    return (CivilDate(uncheckedDayCount: low), CivilDate(uncheckedDayCount: high))
  }

  /// The number of days drawn.
  public var dayCount: Int { last.dayCount - first.dayCount + 1 }

  /// The day's sum, nil when no row fell on it.
  public func value(onDayCount day: Int) -> Money? {
    sums[day].map { Money(units: $0, scale: scale) }
  }

  /// The level (0…4) a day is drawn at.
  public func level(onDayCount day: Int) -> Int {
    guard let units = sums[day] else { return 0 }
    return level(of: units)
  }

  /// 0 for 0, else 1 + ⌊4 · (days whose size is below this one's) / (days with a nonzero value)⌋:
  /// the quartile its size starts in, so equal values share a level, the smallest is 1 and a
  /// value is at 4 only when three quarters of the days are smaller. When every day has the same
  /// size (dates that only say a day happened) there is nothing to grade: they are all at 4.
  public func level(of units: Int128) -> Int {
    guard units != 0, let smallest = sortedSizes.first else { return 0 }
    if smallest == sortedSizes.last, units.magnitude == smallest { return Heatmap.levels }
    let size = units.magnitude
    var low = 0
    var high = sortedSizes.count
    while low < high {
      let middle = (low + high) / 2
      if sortedSizes[middle] < size { low = middle + 1 } else { high = middle }
    }
    return 1 + Heatmap.levels * low / sortedSizes.count
  }

  /// The smallest and largest size drawn at each level 1…4 (index 0 is level 1), nil for a
  /// level no day has: the legend's ranges.
  public var levelRanges: [(low: Money, high: Money)?] {
    var ranges: [(low: Money, high: Money)?] = Array(repeating: nil, count: Heatmap.levels)
    for size in sortedSizes {
      let level = self.level(of: Int128(size))
      let money = Money(units: Int128(size), scale: scale)
      if let range = ranges[level - 1] {
        ranges[level - 1] = (range.low, money)
      } else {
        ranges[level - 1] = (money, money)
      }
    }
    return ranges
  }

  /// Days with a value other than 0 (the days graded into levels), and the sum of every day's value.
  public var daysWithData: Int { sortedSizes.count }
  public var total: Money { Money(units: sums.values.reduce(0, +), scale: scale) }
  /// Whether some day's value is below zero (its level is by its size: `by net`).
  public var hasNegativeValues: Bool { sums.values.contains { $0 < 0 } }

  public static func == (a: Heatmap, b: Heatmap) -> Bool {
    a.first == b.first && a.last == b.last && a.scale == b.scale && a.sums == b.sums
  }
}
