import CalendarCore

/// The month and weekday names a date format writes, in one language: wide and abbreviated, in
/// the form used inside a date (CLDR's "format" context: `5. März`, Russian `5 марта`).
public struct DateNames: Sendable, Equatable {
  /// Twelve names each, January first.
  public var months: [String]
  public var abbreviatedMonths: [String]
  /// Seven names each, Sunday first.
  public var weekdays: [String]
  public var abbreviatedWeekdays: [String]

  public init(
    months: [String], abbreviatedMonths: [String], weekdays: [String], abbreviatedWeekdays: [String]
  ) {
    precondition(months.count == 12 && abbreviatedMonths.count == 12)
    precondition(weekdays.count == 7 && abbreviatedWeekdays.count == 7)
    self.months = months
    self.abbreviatedMonths = abbreviatedMonths
    self.weekdays = weekdays
    self.abbreviatedWeekdays = abbreviatedWeekdays
  }

  /// `March`, `Mar`, `Wednesday`, `Wed`: the names of the C locale, as strftime writes them.
  /// (The abbreviations written out: cutting them from the names cost every run's start-up,
  /// which makes the session's labels, 10,000 instructions.)
  public static let english = DateNames(
    months: MonthName.english,
    abbreviatedMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdays: Weekday.names, abbreviatedWeekdays: Weekday.shortNames)
}

/// A date format in strftime's words (`%A %d %B %Y`), read once and written for any number of
/// dates. The directives are those of C and POSIX that name a part of a date; the names come
/// from `DateNames`, digits are always ASCII.
public struct DateFormat: Sendable, Equatable {
  /// One directive, or text written as it stands.
  public enum Piece: Sendable, Equatable {
    case text(String)
    /// `%Y`: the year, at least four digits (`0099`).
    case year
    /// `%m`: the month, two digits.
    case month
    /// `%d`: the day of the month, two digits.
    case day
    /// `%e`: the day of the month, padded to two with a space.
    case spacePaddedDay
    /// `%j`: the day of the year, three digits.
    case dayOfYear
    /// `%a`, `%A`: the weekday's name, abbreviated or wide.
    case weekdayName(abbreviated: Bool)
    /// `%b`, `%B`: the month's name, abbreviated or wide.
    case monthName(abbreviated: Bool)
    /// `%u`: the ISO weekday, Monday 1 to Sunday 7.
    case isoWeekday
    /// `%w`: the weekday counted from Sunday 0 to Saturday 6.
    case weekdayFromSunday
    /// `%V`: the ISO 8601 week, two digits.
    case isoWeek
    /// `%G`: the year the ISO week belongs to.
    case isoYear
    /// `%U`, `%W`: the week of the year from its first Sunday or Monday, two digits; the days
    /// before it are week 00 (`WeekNumbering.us`, `.uk`).
    case week(WeekNumbering)
    /// `%H`, `%I`: the hour, 00-23 or 01-12.
    case hour(twelve: Bool)
    /// `%M`, `%S`: the minute and second, 00-59.
    case minute, second
    /// `%p`: AM or PM.
    case meridiem
    /// `%f`: the fraction of the second, nine digits (nanoseconds: nothing cut).
    case fraction
    /// `%z`, `%Z`: the offset (`+0900`) and the zone's abbreviation (`JST`): a zone's value only.
    case offset, zoneAbbreviation
    /// `%s`: seconds since 1970-01-01T00:00Z: a zone's value only.
    case epoch
  }

  /// The clock of a date-time, and its zone's offset, abbreviation and instant when it has one.
  public struct Clock: Sendable {
    public let time: TimeOfDay
    public let offset: UTCOffset?
    public let abbreviation: String?
    public let epochSeconds: Int64?

    public init(
      time: TimeOfDay, offset: UTCOffset? = nil, abbreviation: String? = nil, epochSeconds: Int64? = nil
    ) {
      self.time = time
      self.offset = offset
      self.abbreviation = abbreviation
      self.epochSeconds = epochSeconds
    }
  }

  /// Whether the format writes `%z`, `%Z` or `%s`, which only a value in a zone has.
  public var needsZone: Bool {
    pieces.contains { $0 == .offset || $0 == .zoneAbbreviation || $0 == .epoch }
  }

  /// Why a format cannot be read: the message, and where in the format's UTF-8 bytes.
  public struct Problem: Error, Sendable, Equatable {
    public let message: String
    public let offset: Int
    public let length: Int
  }

  public let pieces: [Piece]

  /// The directives a format may hold, as `help format` lists them.
  public static let directives: [(directive: String, meaning: String)] = [
    ("%Y", "year (2025)"), ("%m", "month, 01-12"), ("%d", "day, 01-31"), ("%e", "day, space-padded"),
    ("%j", "day of the year, 001-366"), ("%a", "weekday, abbreviated (Wed)"), ("%A", "weekday (Wednesday)"),
    ("%b", "month, abbreviated (Mar)"), ("%B", "month (March)"), ("%u", "ISO weekday, Monday 1 to Sunday 7"),
    ("%w", "weekday, Sunday 0 to Saturday 6"), ("%V", "ISO week, 01-53"), ("%G", "the ISO week's year"),
    ("%U", "week from the first Sunday, 00-53"), ("%W", "week from the first Monday, 00-53"),
    ("%H", "hour, 00-23"), ("%I", "hour, 01-12"), ("%M", "minute, 00-59"), ("%S", "second, 00-59"),
    ("%p", "AM or PM"), ("%f", "nanoseconds, 9 digits"), ("%z", "offset (+0900)"),
    ("%Z", "the zone's abbreviation (JST)"), ("%s", "seconds since 1970-01-01T00:00Z"),
    ("%%", "a %"),
  ]

  /// Reads a format; an unknown directive, or a `%` that ends it, is a problem at its place.
  public init(_ text: String) throws(Problem) {
    var pieces: [Piece] = []
    var literal = ""
    var offset = 0
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      let start = offset
      offset += String(scalar).utf8.count
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        continue
      }
      guard let directive = iterator.next() else {
        throw Problem(
          message: "a format cannot end in '%'; write %% for a percent sign", offset: start, length: 1)
      }
      offset += String(directive).utf8.count
      let piece: Piece
      switch directive {
      case "%":
        literal += "%"
        continue
      case "Y": piece = .year
      case "m": piece = .month
      case "d": piece = .day
      case "e": piece = .spacePaddedDay
      case "j": piece = .dayOfYear
      case "a": piece = .weekdayName(abbreviated: true)
      case "A": piece = .weekdayName(abbreviated: false)
      case "b": piece = .monthName(abbreviated: true)
      case "B": piece = .monthName(abbreviated: false)
      case "u": piece = .isoWeekday
      case "w": piece = .weekdayFromSunday
      case "V": piece = .isoWeek
      case "G": piece = .isoYear
      case "U": piece = .week(.us)
      case "W": piece = .week(.uk)
      case "H": piece = .hour(twelve: false)
      case "I": piece = .hour(twelve: true)
      case "M": piece = .minute
      case "S": piece = .second
      case "p": piece = .meridiem
      case "f": piece = .fraction
      case "z": piece = .offset
      case "Z": piece = .zoneAbbreviation
      case "s": piece = .epoch
      default:
        throw Problem(
          message: "unknown directive '%\(directive)'; a format knows "
            + DateFormat.directives.map(\.directive).joined(separator: " "),
          offset: start, length: offset - start)
      }
      if !literal.isEmpty {
        pieces.append(.text(literal))
        literal = ""
      }
      pieces.append(piece)
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    self.pieces = pieces
  }

  /// The date written in this format, with `names`, as `reform` writes it: year, month, day and
  /// day of the year are Julian before its switch (and `%U`/`%W` count from its written 1 January);
  /// the weekday is the day's; `%G`/`%V` are ISO 8601's.
  public func string(
    from date: CivilDate, clock: Clock? = nil, names: DateNames = .english, reform: Reform = .proleptic
  ) -> String {
    let time = clock?.time ?? .midnight
    let written = reform.label(of: date)
    var text = ""
    for piece in pieces {
      switch piece {
      case .text(let literal): text += literal
      case .year: text += DateFormat.digits(written.year, 4)
      case .month: text += DateFormat.digits(written.month, 2)
      case .day: text += DateFormat.digits(written.day, 2)
      case .spacePaddedDay: text += written.day < 10 ? " \(written.day)" : String(written.day)
      case .dayOfYear:
        text += DateFormat.digits(reform.dayOfYear(of: date), 3)
      case .weekdayName(let abbreviated):
        text += (abbreviated ? names.abbreviatedWeekdays : names.weekdays)[date.weekday.rawValue]
      case .monthName(let abbreviated):
        text += (abbreviated ? names.abbreviatedMonths : names.months)[written.month - 1]
      case .isoWeekday: text += String(date.weekday == .sunday ? 7 : date.weekday.rawValue)
      case .weekdayFromSunday: text += String(date.weekday.rawValue)
      case .isoWeek: text += DateFormat.digits(date.isoWeek.week, 2)
      case .isoYear: text += DateFormat.digits(date.isoWeek.year, 4)
      case .week(let numbering):
        let week = numbering.week(dayOfYear: reform.dayOfYear(of: date), weekday: date.weekday)
        text += DateFormat.digits(week, 2)
      case .hour(let twelve):
        text += DateFormat.digits(twelve ? (time.hour + 11) % 12 + 1 : time.hour, 2)
      case .minute: text += DateFormat.digits(time.minute, 2)
      case .second: text += DateFormat.digits(time.second, 2)
      case .meridiem: text += time.hour < 12 ? "AM" : "PM"
      case .fraction: text += DateFormat.digits(time.nanosecond, 9)
      case .offset: text += clock?.offset?.compact ?? ""
      case .zoneAbbreviation: text += clock?.abbreviation ?? ""
      case .epoch: text += clock?.epochSeconds.map(String.init) ?? ""
      }
    }
    return text
  }

  /// `n` in decimal, zero-padded to `width` digits.
  private static func digits(_ n: Int, _ width: Int) -> String {
    let text = String(n)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
