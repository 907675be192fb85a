import CalRender
import CalSyntax
import CalendarCore

/// What `set` changes and command-line flags start from.
public struct Settings: Sendable {
  public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never
  }

  public var firstWeekday: Weekday = .sunday
  public var today: CivilDate
  public var color: ColorMode = .auto
  /// How `grid weeks` numbers its rows (`set weeks`): nil (auto) is US weeks on Sunday-first
  /// grids and ISO weeks on others (`GridOptions.numbering(startingOn:)`).
  public var weeks: WeekNumbering? = nil
  /// What adding months does with a day the target month lacks: clamp (default) or overflow.
  public var monthEnd: MonthEnd = .clamp
  /// When the Gregorian calendar replaced the Julian one (`set reform gb`): dates before it are
  /// read and written as Julian dates. Proleptic (ISO 8601, no switch) by default.
  public var reform: Reform = .proleptic
  /// The session's zone as `set tz` named it; nil: the host's (`SessionPolicy.localZoneName`).
  public var zoneName: String?
  /// How a wall time in a gap or an overlap becomes one instant (`set disambiguation`).
  public var disambiguation: Disambiguation = .compatible
  /// The countries whose holidays mark day cells (`set holidays jp,kr`); empty marks none.
  public var holidays: HolidayCalendar = HolidayCalendar(countries: [])
  /// The locale as named (`en`, `ko_KR`, `de-DE`, `zh-Hant` …): month titles and weekday labels
  /// follow it; holiday names in text views are Japanese for `ja…`, Korean for `ko…`, the
  /// package's translation of the world's holidays where it has one, English otherwise (JSON and
  /// CSV carry both a holiday's English and local name, whatever the locale).
  public private(set) var locale = "en"
  /// The month titles and weekday labels of `locale`: English built in, any other looked up in
  /// `locales` once, when the locale is named.
  public private(set) var labels: CalendarLabels = .english
  /// Where locale names are looked up: CLDR's, as the shell provides it.
  public let locales: any LocaleCatalog

  /// Names the locale; false, with nothing changed, when `locales` does not know it or the name
  /// is empty (an empty variable in the environment is skipped before this).
  public mutating func setLocale(_ name: String) -> Bool {
    guard !name.isEmpty, let found = locales.labels(for: name) else { return false }
    labels = found
    locale = name
    localeReformStart = nil
    return true
  }

  /// The region the locale names (`GB` of `en-GB`), nil when it names none: whose Gregorian
  /// reform a weekday before it warns of. (Read from the name when asked, not at start-up.)
  public var localeRegion: String? { locales.region(of: locale) }
  /// The Gregorian reform of the locale's country, or Rome's of 1582.
  public var localeReform: Reform { PreReformDate.reform(ofRegion: localeRegion) }
  /// The day count of `localeReform`'s first Gregorian day once looked up
  /// (`Interpreter.preReformWarningsBefore`); nil until then and after `set locale`.
  var localeReformStart: Int? = nil

  /// The language holiday names are shown in by grids, tables and legends: the world's holidays
  /// are in the package's translation for the locale where it has one.
  public var holidayLanguage: HolidayLanguage {
    switch labels.language {
    case "ja": return .japanese
    case "ko": return .korean
    case "en": return .english
    default: return .other(locale)
    }
  }
  /// Columns that side-by-side months and strips fit in (`set width`, `--width`); nil: the
  /// shell's `terminalWidth`.
  public var width: Int? = nil
  /// The terminal's columns (at the prompt, or with stdout a terminal), else `COLUMNS`, else 80.
  /// The shell measures it, as it decides `terminalWantsColor`.
  public var terminalWidth = 80
  /// The widths `set width` and `--width` accept.
  public static let widths = 20...1000
  /// The columns views are laid out in, within `widths` whatever the terminal measures.
  public var viewWidth: Int {
    width ?? min(max(terminalWidth, Self.widths.lowerBound), Self.widths.upperBound)
  }

  /// Whether `auto` means colour: stdout is a terminal and NO_COLOR is unset. The shell decides.
  public var terminalWantsColor = false
  /// Whether the terminal takes 24-bit colour (COLORTERM is truecolor or 24bit), for `#rrggbb`
  /// colours from data; else they are drawn in the nearest of 256 colours. The shell decides.
  public var terminalTakesTruecolor = false

  public init(today: CivilDate, locales: any LocaleCatalog) {
    self.today = today
    self.locales = locales
  }

  /// How day cells are marked: today, the holidays set (none when empty) and the reform.
  public var marking: DayMarking {
    DayMarking(today: today, holidays: holidays.isEmpty ? nil : holidays, reform: reform)
  }

  /// A month as `month YM` shows it: from the first weekday, with today marked, unpadded.
  public func view(of month: YearMonth) -> MonthView {
    var view = MonthView(month, firstWeekday: firstWeekday)
    view.marking = marking
    return view
  }

  /// The first and last days of a month as written: under a reform, its Julian days before the
  /// switch (August 1752 in Great Britain ends on Julian 1752-08-31). A month with no day calsh
  /// knows (9999-11 under `julian`, past Julian 9999-10-19) is an error.
  public func writtenDays(of month: YearMonth) throws(CalendarError) -> (first: CivilDate, last: CivilDate) {
    try reform.writtenDays(of: month)
  }
  /// The first day of `first` to the last of `last`, as written.
  public func writtenDays(from first: YearMonth, through last: YearMonth) throws(CalendarError) -> (
    first: CivilDate, last: CivilDate
  ) {
    (try firstDay(of: first), try lastDay(of: lastKnown(from: first, through: last)))
  }
  public func firstDay(of month: YearMonth) throws(CalendarError) -> CivilDate {
    try reform.writtenDays(of: month).first
  }
  public func lastDay(of month: YearMonth) throws(CalendarError) -> CivilDate {
    try reform.writtenDays(of: month).last
  }
  /// The written 1 January of a year (Julian before the switch).
  public func firstDay(ofYear year: Int) throws(CalendarError) -> CivilDate {
    try firstDay(of: YearMonth(year: year, month: 1))
  }
  /// The last written day of a year: 31 December, or under `julian` in 9999 the last day calsh
  /// knows (Julian 9999-10-19), as `year 9999` stops with it.
  public func lastDay(ofYear year: Int) throws(CalendarError) -> CivilDate {
    try lastDay(of: lastMonth(ofYear: year))
  }
  /// December, or under `julian` in 9999 the last month calsh knows (October).
  public func lastMonth(ofYear year: Int) throws(CalendarError) -> YearMonth {
    var december = try YearMonth(year: year, month: 12)
    while december.month > 1, reform.dayCounts(of: december).count == 0 {
      december = YearMonth(uncheckedIndex: december.index - 1)
    }
    return december
  }

  /// The months from `first` through `last` (a quarter, a year, a range of months): from the
  /// first weekday, today marked. The list stops with the last month calsh knows (October 9999
  /// under `julian`, as `year 9999` does); a first month with no day calsh knows is an error.
  public func months(from first: YearMonth, through last: YearMonth) throws(CalendarError) -> MonthSeries {
    MonthSeries(from: first, through: try lastKnown(from: first, through: last), template: view(of: first))
  }

  /// `last`, or the last month calsh knows when the list from `first` runs past it (October 9999
  /// under `julian`); a first month with no day calsh knows is an error.
  public func lastKnown(from first: YearMonth, through last: YearMonth) throws(CalendarError) -> YearMonth {
    try reform.checkKnown(first)
    var end = last
    while end > first, reform.dayCounts(of: end).count == 0 {
      end = YearMonth(uncheckedIndex: end.index - 1)
    }
    return end
  }

  /// The month a day is written in: under a reform, the Julian month before the switch.
  public func month(of date: CivilDate) -> YearMonth { reform.label(of: date).yearMonth }

  /// A day as written: under a reform, its Julian date before the switch.
  public func written(_ date: CivilDate) -> CivilDate { reform.label(of: date) }

  /// The cells of a date range as `days` shows them: weeks from the first weekday, today marked.
  public func span(from first: CivilDate, through last: CivilDate) -> DaySpan {
    var span = DaySpan(from: first, through: last, firstWeekday: firstWeekday)
    span.marking = marking
    return span
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
    case firstweekday, today, color, monthend, holidays, locale, width, reform, tz, tzdata, disambiguation
    case weeks

    /// The values as `help` shows them.
    public var values: [String] {
      switch self {
      case .firstweekday: return completions
      case .today: return ["YYYY-MM-DD"]
      case .color, .monthend: return completions
      case .holidays: return ["COUNTRY[,COUNTRY…] [category CATEGORY…]", "none"]
      case .locale: return ["en", "ko", "ja", "de", "fr", "zh-Hans", "…"]
      case .width: return ["20-1000", "auto"]
      case .reform: return ["proleptic", "julian", "1582", "1752", "COUNTRY"]
      case .tz: return ["Area/City", "UTC", "local"]
      case .tzdata: return completions
      case .disambiguation: return completions
      case .weeks: return completions
      }
    }

    /// The words Tab offers after `set NAME` (locale names come from the session's catalog).
    public var completions: [String] {
      switch self {
      case .firstweekday: return Weekday.shortNames.map { $0.lowercased() }
      case .today: return ConstantWords.days
      case .color: return ColorMode.allCases.map(\.rawValue)
      case .monthend: return ["clamp", "overflow"]
      case .holidays: return HolidayCodes.completions + ["none", "category"]
      case .locale: return []  // the catalog's names: `Completion.complete`
      case .width: return ["auto", "80", "120"]
      case .reform: return ["proleptic", "julian", "1582", "1752"] + ReformCountry.all.map(\.code)
      case .tz: return ["UTC", "local"]
      case .tzdata: return ["system", "embedded"]
      case .disambiguation: return Disambiguation.allCases.map(\.rawValue)
      case .weeks: return ["auto"] + WeekNumbering.allCases.map(\.rawValue)
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
      case .holidays:
        return
          "the countries whose holidays mark grids, tables and where holiday (jp gb de-by nyse …, holidays list)"
      case .locale:
        return
          "month titles and weekday labels (any CLDR locale), holiday names in views (en, ja, ko, and the "
          + "world's in python-holidays' languages) and "
          + "Hebrew, Islamic, Persian and era dates (ar, fa, he, ja, ko, zh)"
      case .width:
        return
          "columns for months side by side, strips and explanations (20-1000); auto: the terminal, else COLUMNS, else 80"
      case .reform:
        return
          "when the Gregorian calendar replaced the Julian: proleptic (default, never), julian, 1582, 1752, or a country (help reform)"
      case .tz: return "the session's time zone (default: TZ, else the system's): now, times without a zone"
      case .tzdata:
        return "which copy of the IANA time zone database answers: system ($TZDIR, else /usr/share/zoneinfo; "
          + "the default where there is one) or embedded (built into calsh); zones says which"
      case .disambiguation:
        return
          "a wall time the clocks skip or repeat: compatible (default, as Temporal), earlier, later, reject"
      case .weeks:
        return
          "the week numbers of grid weeks: auto (default: US on Sunday-first grids, ISO on others), "
          + "iso (ISO 8601, as isoweek), us (from the first Sunday, %U) or uk (from the first Monday, %W)"
      }
    }
  }
}
