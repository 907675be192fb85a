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
      return
        "\(wall) does not exist in \(zone): the clocks go forward from \(change.wallTimeBefore.map { "\($0.time)" } ?? "?") to \(change.wallTimeAfter.map { "\($0.time)" } ?? "?") (\(change.before.offset) to \(change.after.offset)) on \(change.wallTimeBefore.map { "\($0.date)" } ?? "?")"
    case .repeated(let wall, let zone, let change):
      return
        "\(wall) happens twice in \(zone): at \(change.before.offset) and again at \(change.after.offset), when the clocks go back from \(change.wallTimeBefore.map { "\($0.time)" } ?? "?") to \(change.wallTimeAfter.map { "\($0.time)" } ?? "?"); say earlier or later"
    case .outOfRange(let wall, let zone):
      return "\(wall) in \(zone) is outside the supported range 0001-01-01T00:00:00Z…9999-12-31T23:59:59Z"
    }
  }
}
