/// The days a picker may stand on: a span of day counts (from `in`, `min` and `max`) and a
/// predicate (`where`), asked one day at a time as the cursor moves.
public struct PickerLimits {
  public let span: ClosedRange<Int>
  public let allows: (Int) -> Bool

  /// Every day of calsh's range, or `span` cut to it.
  public init(span: ClosedRange<Int> = Gregorian.dayCounts, allows: @escaping (Int) -> Bool = { _ in true }) {
    let lower = max(span.lowerBound, Gregorian.dayCounts.lowerBound)
    let upper = min(span.upperBound, Gregorian.dayCounts.upperBound)
    self.span = lower <= upper ? lower...upper : lower...lower
    self.allows = allows
  }

  /// Whether the cursor may stand on the day and the day may be chosen.
  public func permits(_ day: Int) -> Bool { span.contains(day) && allows(day) }

  /// How far a move looks for a permitted day before giving up (about ten years), so that a
  /// predicate allowing almost nothing never hangs a key.
  public static let searchLimit = 3_700

  /// The permitted day nearest `day` in `direction` (+1 or -1), then in the other direction;
  /// nil when none lies within `searchLimit` days of it.
  public func nearestPermitted(to day: Int, direction: Int) -> Int? {
    let start = min(max(day, span.lowerBound), span.upperBound)
    for step in [direction, -direction] {
      var candidate = start
      for _ in 0...PickerLimits.searchLimit {
        if permits(candidate) { return candidate }
        candidate += step
        if !span.contains(candidate) { break }
      }
    }
    return nil
  }
}
