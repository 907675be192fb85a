/// How a displayed month or a run of days is drawn as text: in weeks (a grid, the default) or as a
/// horizontal day strip. Mobile calendars switch between the two and keep the choice while the
/// user pages from month to month, so the value carries it the way it carries its padding.
public enum ViewStyle: String, Sendable, CaseIterable {
  case grid
  case strip
}
