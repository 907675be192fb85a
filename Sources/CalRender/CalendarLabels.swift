import CalendarCore

/// The words a view is labelled with: month titles and weekday names in one language.
/// English is built in; other locales are filled in from CLDR's data outside this module, so
/// renderers only place strings by display width and never format dates themselves.
public struct CalendarLabels: Sendable, Equatable {
  /// A piece of a month title, in the order the locale's year-month pattern gives them
  /// (`February 2023` is month name, space, year; `2023年2月` is year, 年, month number, 月).
  public enum TitlePiece: Sendable, Equatable {
    case year
    case monthName
    case monthNumber
    case literal(String)
  }

  /// The title pattern, e.g. `[.monthName, .literal(" "), .year]`.
  public var title: [TitlePiece]
  /// Twelve month names, January first, in the form the title pattern asks for (stand-alone for
  /// `LLLL`, as inside a date for `MMMM`; for English and most languages the two are the same).
  public var monthNames: [String]
  /// Seven weekday labels for headers, Sunday first, each at most four columns wide.
  public var weekdayNames: [String]
  /// The language the labels are in, as CLDR codes it (`en`, `ja`, `zh`): holiday names follow it.
  public var language: String
  /// The day weeks start on where the locale is used (CLDR: Monday in Germany, Saturday in
  /// Egypt). Only data: views start on `set firstweekday`, whatever the locale.
  public var firstWeekday: Weekday
  /// The month and weekday names `format` writes inside a date (`%B`, `%b`, `%A`, `%a`).
  public var dateNames: DateNames = .english
  /// The Hebrew, Islamic, Persian and Japanese-era names in the language (he, ar, fa, zh, ko,
  /// ja); nil writes those dates in English.
  public var worldDates: WorldDateNames?

  public init(
    title: [TitlePiece], monthNames: [String], weekdayNames: [String], language: String = "en",
    firstWeekday: Weekday = .sunday
  ) {
    precondition(monthNames.count == 12 && weekdayNames.count == 7)
    self.title = title
    self.monthNames = monthNames
    self.weekdayNames = weekdayNames
    self.language = language
    self.firstWeekday = firstWeekday
  }

  /// `February 2023`, `Sun` … `Sat`: the labels calsh prints without a locale.
  public static let english = CalendarLabels(
    title: [.monthName, .literal(" "), .year],
    monthNames: MonthName.english,
    weekdayNames: Weekday.shortNames)

  /// The title of a month, digits always ASCII (`2023년 2월`, `Februar 2023`).
  public func title(of month: YearMonth) -> String {
    var text = ""
    for piece in title {
      switch piece {
      case .year: text += String(month.year)
      case .monthName: text += monthNames[month.month - 1]
      case .monthNumber: text += String(month.month)
      case .literal(let literal): text += literal
      }
    }
    return text
  }

  /// The header label of a weekday.
  public func name(of weekday: Weekday) -> String {
    weekdayNames[weekday.rawValue]
  }
}
