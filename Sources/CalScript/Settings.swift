import CalendarCore

/// What `set` changes and command-line flags start from.
public struct Settings: Sendable {
  public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never
  }

  public var firstWeekday: Weekday = .sunday
  public var today: CivilDate
  public var color: ColorMode = .auto
  /// Whether `auto` means colour: stdout is a terminal and NO_COLOR is unset. The shell decides.
  public var terminalWantsColor = false

  public init(today: CivilDate) { self.today = today }

  /// A month as `month YM` shows it: from the first weekday, with today marked, unpadded.
  public func view(of month: YearMonth) -> MonthView {
    MonthView(month, firstWeekday: firstWeekday, today: today)
  }

  public var usesColor: Bool {
    switch color {
    case .always: return true
    case .never: return false
    case .auto: return terminalWantsColor
    }
  }

  /// Setting names and the words each accepts, for `set`, `help` and completion.
  public static let names: [(name: String, values: [String], summary: String)] = [
    ("firstweekday", Weekday.shortNames.map { $0.lowercased() }, "the weekday grids start on (default sun)"),
    ("today", ["YYYY-MM-DD"], "the date taken as today"),
    ("color", ColorMode.allCases.map(\.rawValue), "colour in grids: auto (on a terminal), always, never"),
  ]
}
