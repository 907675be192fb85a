/// A key as the picker understands it, whatever bytes the terminal sent for it.
public enum PickerKey: Equatable, Sendable {
  /// A day back or forward (←/→, h/l).
  case previousDay, nextDay
  /// A week back or forward (↑/↓, k/j).
  case previousWeek, nextWeek
  /// The same day number a month back or forward (PgUp/PgDn, `<`/`>`), clamped to the month's end.
  case previousMonth, nextMonth
  /// The same day a year back or forward (Shift+PgUp/PgDn).
  case previousYear, nextYear
  /// The week's first or last day, counted from the first weekday (Home/End).
  case weekStart, weekEnd
  /// Today (`t`).
  case today
  /// A day typed after `g`, read by the caller.
  case goTo(CivilDate)
  /// A day clicked with the mouse: moves there, and toggles it as Space does (in `range` the first
  /// click anchors, a later one moves the range's other end there).
  case click(CivilDate)
  /// Space: toggles the day in `multiple`, anchors a range in `range`.
  case toggle
  /// Enter: accepts (in `range`, the first Enter anchors).
  case accept
  /// Esc or `q`.
  case cancel
  /// `?`: shows or hides the keys.
  case help
}
