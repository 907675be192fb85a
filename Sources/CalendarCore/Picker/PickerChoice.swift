/// What a picker hands back when accepted, as day counts (`CivilDate(uncheckedDayCount:)`).
public enum PickerChoice: Equatable, Sendable {
  case day(Int)
  /// Ascending, without repeats.
  case days([Int])
  /// First and last are days the picker allowed; the days between are the range whatever they are.
  case range(ClosedRange<Int>)

  /// Every day the choice names, first to last.
  public var dayCounts: [Int] {
    switch self {
    case .day(let day): [day]
    case .days(let days): days
    case .range(let range): Array(range)
    }
  }
}

/// Where a picker stands after a key: still choosing, accepted with a choice, or cancelled.
public enum PickerOutcome: Equatable, Sendable {
  case choosing
  case accepted(PickerChoice)
  case cancelled
}
