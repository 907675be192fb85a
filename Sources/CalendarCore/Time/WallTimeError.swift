/// Why a wall time in a zone gives no one instant.
public enum WallTimeError: Error, Equatable, Sendable {
  /// The clocks skip the wall time (a gap, `reject`): the change that skips it.
  case skipped(DateTime, zone: String, by: ZoneTransition)
  /// The clocks show the wall time twice (an overlap, `reject`): the change that repeats it.
  case repeated(DateTime, zone: String, by: ZoneTransition)
  /// The instant falls outside 0001-01-01T00:00:00Z…9999-12-31T23:59:59Z.
  case outOfRange(DateTime, zone: String)

  public var message: String {
    switch self {
    case .skipped(let wall, let zone, let change):
      return "\(wall) does not exist in \(zone): the clocks go forward "
        + WallTimeError.span(change, forward: true)
    case .repeated(let wall, let zone, let change):
      return
        "\(wall) happens twice in \(zone): at \(change.before.offset) and again at \(change.after.offset), when the clocks go back "
        + WallTimeError.span(change, forward: false) + "; say earlier or later"
    case .outOfRange(let wall, let zone):
      return "\(wall) in \(zone) is outside the supported range 0001-01-01T00:00:00Z…9999-12-31T23:59:59Z"
    }
  }

  /// `from 02:00 to 03:00 (+01:00 to +02:00) on 2025-03-30`; a change across midnight with both
  /// dates, and a skipped whole day named as one (Pacific/Apia, 2011-12-30).
  static func span(_ change: ZoneTransition, forward: Bool) -> String {
    guard let before = change.wallTimeBefore, let after = change.wallTimeAfter else {
      return "(\(change.before.offset) to \(change.after.offset))"
    }
    // Back: the offsets and the date are already said, with the wall time repeated.
    let offsets = forward ? " (\(change.before.offset) to \(change.after.offset))" : ""
    if before.date == after.date {
      return "from \(before.time) to \(after.time)" + (forward ? "\(offsets) on \(before.date)" : "")
    }
    let midnight = TimeOfDay(uncheckedNanoseconds: 0)
    if forward, before.time == midnight, after.time == midnight, after.date.days(since: before.date) == 1 {
      return "from \(before) to \(after)\(offsets): the whole of \(before.date) is skipped"
    }
    return "from \(before) to \(after)\(offsets)"
  }
}
