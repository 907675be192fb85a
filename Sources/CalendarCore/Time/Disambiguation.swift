/// How a wall time that a zone's clocks skip (a gap) or show twice (an overlap) becomes one
/// instant, as Temporal names the choices.
public enum Disambiguation: String, CaseIterable, Sendable {
  /// The earlier instant of an overlap; in a gap, the wall time moved forward by the gap's
  /// length (02:30 in a spring-forward gap is 03:30). What most software does.
  case compatible
  /// The earlier instant; in a gap, the wall time moved back by the gap's length.
  case earlier
  /// The later instant; in a gap, the wall time moved forward by the gap's length.
  case later
  /// No instant: an error naming the gap or the overlap.
  case reject
}
