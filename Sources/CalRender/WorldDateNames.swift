import CalendarCore

/// Other calendars' month and era names in one language (Hebrew, Islamic, Persian, Japanese era
/// and those of the registry CLDR names), and how that language writes a long date in each
/// (CLDR's, filled in by CalLocale). Chinese and Korean lunar dates are written in their own
/// language whatever the locale.
public struct WorldDateNames: Sendable, Equatable {
  /// One calendar's names in the language.
  public struct Calendar: Sendable, Equatable {
    /// The month names in calsh's numbering; Hebrew has 14: Nisan (1) … Adar (12), Adar II (13),
    /// then Adar I (12 of a leap year).
    public var months: [String]
    /// The era as a date writes it (`هـ`); for Japanese eras Meiji … Reiwa, in order.
    public var eras: [String]
    /// The long date, fields written `{d}`, `{MMMM}` (month name), `{M}` (month number), `{y}`
    /// and `{G}` (era): `{d} ב{MMMM} {y}`, `{G}{y}年{M}月{d}日`.
    public var template: String

    public init(months: [String], eras: [String], template: String) {
      self.months = months
      self.eras = eras
      self.template = template
    }
  }

  /// The calendars the language names, by identifier (`hebrew`, `era`); a calendar not listed
  /// is written in English.
  public var calendars: [String: Calendar]
  /// An era's first year as the language writes it: `元` in Japanese (元年), else `1`.
  public var firstYearOfEra: String

  public init(calendars: [String: Calendar], firstYearOfEra: String) {
    self.calendars = calendars
    self.firstYearOfEra = firstYearOfEra
  }

  /// The month name of a date in the language, or nil when the language does not name the
  /// calendar's months (Chinese and Korean lunar months, any calendar in English).
  public func monthName(of date: WorldCalendarDate) -> String? {
    guard let names = calendars[date.calendar.namingCalendar] else { return nil }
    var index = date.month - 1
    if date.calendar == .hebrew, date.month == HebrewCalendar.adar, HebrewCalendar.isLeapYear(date.year) {
      index = 13  // Adar I
    }
    return names.months.indices.contains(index) ? names.months[index] : nil
  }

  /// The date as the language writes it (`11 בתשרי 5786`, `令和6年5月1日`, `1 رمضان 1446 هـ`), or
  /// nil when the language has no names for the calendar. Digits stay ASCII.
  public func longDescription(of date: WorldCalendarDate) -> String? {
    guard let names = calendars[date.calendar.namingCalendar], let month = monthName(of: date) else {
      return nil
    }
    var era = names.eras.first ?? ""
    var year = String(date.year)
    if let dateEra = date.era, let place = JapaneseEra.allCases.firstIndex(of: dateEra),
      names.eras.indices.contains(place)
    {
      era = names.eras[place]
      if date.year == 1 { year = firstYearOfEra }
    }
    var text = ""
    var rest = names.template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      text += rest[..<open]
      switch rest[rest.index(after: open)..<close] {
      case "d": text += String(date.day)
      case "MMMM": text += month
      case "M": text += String(Self.monthNumber(of: date))
      case "y": text += year
      case "G": text += era
      default: break
      }
      rest = rest[rest.index(after: close)...]
    }
    return text + rest
  }

  /// The month's number as CLDR counts it: Hebrew months by their place in the year from
  /// Tishrei (Adar 6 and Nisan 7 in a common year, Adar II 7 and Nisan 8 in a leap year).
  static func monthNumber(of date: WorldCalendarDate) -> Int {
    guard date.calendar == .hebrew else { return date.month }
    return date.month >= HebrewCalendar.tishrei
      ? date.month - 6 : date.month + HebrewCalendar.monthsIn(year: date.year) - 6
  }
}

extension WorldCalendar {
  /// The identifier of the calendar whose names this one uses: Umm al-Qura months are the
  /// Islamic ones.
  fileprivate var namingCalendar: String {
    self == .ummAlQura ? WorldCalendar.islamic.identifier : identifier
  }
}

extension CalendarLabels {
  /// A date of another calendar as people write it in the labels' language: CLDR's names and
  /// pattern where the language has them, else the calendar's own long form (`11 Tishrei 5786`,
  /// `2025-06L-01 (윤6월 1일)`).
  public func longDescription(of date: WorldCalendarDate) -> String {
    worldDates?.longDescription(of: date) ?? date.longDescription
  }
}
