import Synchronization

extension Country {
  /// The country's public holidays of `year`, in date order; an error outside its span.
  public func holidays(in year: Int) throws(CalendarError) -> [Holiday] {
    var list: [Holiday]
    switch self {
    case .jp: list = try JapaneseHolidays.holidays(in: year)
    case .kr: list = try KoreanHolidays.holidays(in: year)
    case .us: list = try USHolidays.holidays(in: year)
    case .world(let world):
      guard let found = world.holidays(in: year) else { throw .holidaysOutOfRange(self, year: year) }
      return found
    }
    for index in list.indices {
      list[index].country = self
      list[index].category = "public"
    }
    return list
  }

}

/// The holidays a calendar view marks: those of some countries, looked up by date. Each year's
/// list is made once and kept, so a grid of every month of 61 years asks each rule once a year.
public struct HolidayCalendar: Sendable, Equatable {
  public private(set) var countries: [Country]
  /// Days off added from a file (`holidays load`), by day count.
  public private(set) var extra: [Int: Holiday] = [:]
  let cache = Cache()

  public init(countries: [Country]) { self.countries = countries }

  /// The holidays of other countries, with the same days added from a file, sharing this
  /// calendar's kept years: `N workdays gb` on a million lines makes each year's list once.
  public func taking(countries: [Country]) -> HolidayCalendar {
    var calendar = self
    calendar.countries = countries
    return calendar
  }

  /// The same calendar with more days off; a date already added keeps its first name.
  public func adding(_ holidays: [Holiday]) -> HolidayCalendar {
    var calendar = self
    for holiday in holidays where calendar.extra[holiday.date.dayCount] == nil {
      calendar.extra[holiday.date.dayCount] = holiday
    }
    return calendar
  }

  public var isEmpty: Bool { countries.isEmpty && extra.isEmpty }

  /// The first country whose rules are not known on some day from `first` through `last`, and
  /// that day's year: workdays there cannot be counted.
  public func unknownSpan(from first: CivilDate, through last: CivilDate) -> (Country, Int)? {
    unknownSpans(from: first, through: last).first
  }

  /// Every country whose rules are not known on some day from `first` through `last`, each with
  /// such a day's year, in the order given.
  public func unknownSpans(from first: CivilDate, through last: CivilDate) -> [(Country, Int)] {
    var unknown: [(Country, Int)] = []
    for country in countries {
      let start = country.firstDate ?? CivilDate(uncheckedYear: country.years.lowerBound, month: 1, day: 1)
      if first < start {
        unknown.append((country, first.year))
      } else if last.year > country.years.upperBound {
        unknown.append((country, last.year))
      }
    }
    return unknown
  }

  /// The first country whose rules are not known on `date`: its holidays there cannot be told,
  /// so the day is neither a holiday nor not one.
  public func unknownCountry(on date: CivilDate) -> Country? {
    // Asked for every cell drawn: years first, the first date only in its own year.
    let year = date.year
    for country in countries {
      if !country.years.contains(year) { return country }
      if year == country.years.lowerBound, let first = country.firstDate, date < first { return country }
    }
    return nil
  }

  public static func == (a: HolidayCalendar, b: HolidayCalendar) -> Bool {
    a.countries == b.countries && a.extra == b.extra
  }

  /// The first holiday on `date` among the countries, in the order given; nil outside their spans.
  public func holiday(on date: CivilDate) -> Holiday? {
    guard !countries.isEmpty || !extra.isEmpty else { return nil }
    // A US holiday's observed day can fall on December 31 of the year before (OPM's lists put it
    // in the holiday's year), so the next year's list is asked for that day too.
    let years = date.month == 12 && date.day == 31 ? [date.year, date.year + 1] : [date.year]
    for country in countries {
      for year in years {
        if let found = cache.holidays(of: country, in: year)[date.dayCount] { return found }
      }
    }
    return extra[date.dayCount]
  }

  /// Every holiday on `date`: each country's, in the order given, then a day added from a file;
  /// empty outside their spans. A day can be a holiday of several countries (Sports Day in Japan
  /// and Columbus Day in the US on 2025-10-13).
  public func holidays(on date: CivilDate) -> [Holiday] {
    let years = date.month == 12 && date.day == 31 ? [date.year, date.year + 1] : [date.year]
    var found: [Holiday] = []
    for country in countries {
      if let holiday = years.lazy.compactMap({ self.cache.holidays(of: country, in: $0)[date.dayCount] })
        .first
      {
        found.append(holiday)
      }
    }
    if let added = extra[date.dayCount] { found.append(added) }
    return found
  }

  /// Whether holidays come from more than one place (several countries, or a country and a
  /// file): a day's holiday is then named with its country.
  public var hasSeveralSources: Bool { countries.count + (extra.isEmpty ? 0 : 1) > 1 }

  /// Each year's holidays by day count, made on first use; empty outside a country's span.
  final class Cache: Sendable {
    /// Keyed by the country's number and the year in one integer (`key(_:_:)`): hashing a `Country`
    /// and a year was a tenth of a line of `DATE + 3 workdays gb`.
    private let years = Mutex<[Int: [Int: Holiday]]>([:])
    private let weekdayYears = Mutex<[Int: [Int]]>([:])

    /// Years are 1…9999, fourteen bits.
    private func key(_ country: Country, _ year: Int) -> Int { country.number << 14 | year }

    func holidays(of country: Country, in year: Int) -> [Int: Holiday] {
      let key = key(country, year)
      if let known = years.withLock({ $0[key] }) { return known }
      var byDay: [Int: Holiday] = [:]
      for holiday in (try? country.holidays(in: year)) ?? [] where byDay[holiday.date.dayCount] == nil {
        byDay[holiday.date.dayCount] = holiday
      }
      years.withLock { $0[key] = byDay }
      return byDay
    }

    /// The day counts of `year` that are a holiday of `country` and a Monday to Friday, in order,
    /// as `holiday(on:)` finds them (December 31 in the next year's list too).
    func weekdayHolidays(of country: Country, in year: Int) -> [Int] {
      let key = key(country, year)
      if let known = weekdayYears.withLock({ $0[key] }) { return known }
      let start = CivilDate(uncheckedYear: year, month: 1, day: 1).dayCount
      let end = CivilDate(uncheckedYear: year, month: 12, day: 31).dayCount
      var days = holidays(of: country, in: year).keys.filter { (start...end).contains($0) }
      if year < 9999, holidays(of: country, in: year + 1)[end] != nil, !days.contains(end) {
        days.append(end)
      }
      let found = days.filter { !CivilDate(uncheckedDayCount: $0).weekday.isWeekend }.sorted()
      weekdayYears.withLock { $0[key] = found }
      return found
    }
  }
}
