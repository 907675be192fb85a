import CalendarCore

/// What `set` changes and command-line flags start from.
public struct Settings: Sendable {
  public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never
  }

  public var firstWeekday: Weekday = .sunday
  public var today: CivilDate
  public var color: ColorMode = .auto
  /// What adding months does with a day the target month lacks: clamp (default) or overflow.
  public var monthEnd: MonthEnd = .clamp
  /// The countries whose holidays mark day cells (`set holidays jp,kr`); empty marks none.
  public var holidays: HolidayCalendar = HolidayCalendar(countries: [])
  /// The locale (`en`, `ja`, `ko`, `ko_KR` …). For now it chooses the language of holiday names:
  /// Japanese for `ja…`, Korean for `ko…`, English otherwise.
  public var locale = "en"

  /// `en`, `ja`, `ko`, alone or with a region (`ja_JP`, `ko-KR`), in any case.
  public static func knowsLocale(_ name: String) -> Bool {
    let parts = name.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." })
    guard let language = parts.first, ["en", "ja", "ko"].contains(language) else { return false }
    return parts.count <= 3
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
  }

  public var holidayLanguage: HolidayLanguage {
    let lower = locale.lowercased()
    return lower.hasPrefix("ja") ? .japanese : lower.hasPrefix("ko") ? .korean : .english
  }
  /// Whether `auto` means colour: stdout is a terminal and NO_COLOR is unset. The shell decides.
  public var terminalWantsColor = false
  /// Whether the terminal takes 24-bit colour (COLORTERM is truecolor or 24bit), for `#rrggbb`
  /// colours from data; else they are drawn in the nearest of 256 colours. The shell decides.
  public var terminalTakesTruecolor = false

  public init(today: CivilDate) { self.today = today }

  /// A month as `month YM` shows it: from the first weekday, with today marked, unpadded.
  public func view(of month: YearMonth) -> MonthView {
    MonthView(
      month, firstWeekday: firstWeekday, today: today, holidays: holidays.isEmpty ? nil : holidays)
  }

  /// The cells of a date range as `days` shows them: weeks from the first weekday, today marked.
  public func span(from first: CivilDate, through last: CivilDate) -> DaySpan {
    DaySpan(
      from: first, through: last, firstWeekday: firstWeekday, today: today,
      holidays: holidays.isEmpty ? nil : holidays)
  }

  public var usesColor: Bool {
    switch color {
    case .always: return true
    case .never: return false
    case .auto: return terminalWantsColor
    }
  }

  /// What `set` can change; `help set` and completion read the same table.
  public enum Name: String, CaseIterable, Sendable {
    case firstweekday, today, color, monthend, holidays, locale

    /// The values as `help` shows them.
    public var values: [String] {
      switch self {
      case .firstweekday: return completions
      case .today: return ["YYYY-MM-DD"]
      case .color, .monthend: return completions
      case .holidays: return ["COUNTRY[,COUNTRY…]", "none"]
      case .locale: return ["en", "ja", "ko"]
      }
    }

    /// The words Tab offers after `set NAME`.
    public var completions: [String] {
      switch self {
      case .firstweekday: return Weekday.shortNames.map { $0.lowercased() }
      case .today: return ConstantWords.days
      case .color: return ColorMode.allCases.map(\.rawValue)
      case .monthend: return ["clamp", "overflow"]
      case .holidays: return Country.allCases.map(\.rawValue) + ["none"]
      case .locale: return ["en", "ja", "ko"]
      }
    }

    public var summary: String {
      switch self {
      case .firstweekday: return "the weekday grids start on (default sun)"
      case .today: return "the date taken as today"
      case .color: return "colour in grids: auto (on a terminal), always, never"
      case .monthend:
        return
          "adding months to a day the month lacks: clamp to its last day (default), or overflow into the next"
      case .holidays: return "the countries whose holidays mark grids, tables and where holiday (jp kr us)"
      case .locale: return "the language of holiday names: en, ja (Japanese), ko (Korean)"
      }
    }
  }
}
