extension WorldHolidays {
  /// How the package's data gives `holiday` of `entity`: the rule of its series in words ("Easter
  /// Sunday + 50 days", "the first Monday of May", "25 December"), with the years it holds when
  /// not all of the entity's ("in 1978–1994, 1996–2019, 2021–2100"); nil for a date listed for its
  /// year (a lunar or religious calendar's date, an estimate, a one-off) and for an observed day,
  /// whose series only says where it fell in some years, not why.
  public static func rule(of holiday: WorldHoliday, in entity: WorldHolidayEntity) -> String? {
    guard !holiday.isObserved, let list = entity.lists.first(where: { $0.category == holiday.category })?.list
    else { return nil }
    let year = holiday.date.year
    for case .series(let series) in members(ofList: list) {
      guard series.name == holiday.name, !series.isObserved,
        series.years.contains(where: { $0.contains(year) }),
        series.rule.dayCount(in: year) == holiday.date.dayCount
      else { continue }
      if series.years == [entity.years] { return series.rule.description }
      let spans = series.years.map {
        $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)"
      }
      // Many spans (Mexico's first Monday of February: the years 5 February was one, then 2006–):
      // the one that holds the year asked about.
      let holding = series.years.firstIndex { $0.contains(year) } ?? 0
      // A lunar date that matched an Easter offset or a weekday in a year or two here and there
      // (Chinese New Year as "Easter − 81 days" in 38 scattered spans) was stored as a series to
      // be small; it is no rule: the package lists it for that year.
      if series.years.count > 2, series.years[holding].count <= 2 { return nil }
      let shown =
        spans.count > 4
        ? "\(spans[holding]) (one of \(spans.count) spans of years)" : spans.joined(separator: ", ")
      return "\(series.rule.description), in \(shown)"
    }
    return nil
  }
}

extension WorldHolidayTables.Rule: CustomStringConvertible {
  /// The rule in words, as `explain holiday` says it.
  var description: String {
    let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    func days(_ offset: Int) -> String {
      offset == 0
        ? ""
        : offset > 0
          ? " + \(offset) day\(offset == 1 ? "" : "s")" : " − \(-offset) day\(offset == -1 ? "" : "s")"
    }
    switch self {
    case .fixed(let month, let day): return "every year on \(day) \(MonthName.english[month - 1])"
    case .easter(let offset): return "Easter Sunday\(days(offset)) (the Gregorian computus)"
    case .orthodoxEaster(let offset): return "Orthodox Easter Sunday\(days(offset)) (the Julian computus)"
    case .onOrAfter(let month, let day, let weekday):
      let ordinals = ["first", "second", "third", "fourth"]
      if (day - 1) % 7 == 0, (day - 1) / 7 < 4 {
        return "the \(ordinals[(day - 1) / 7]) \(weekdayNames[weekday]) of \(MonthName.english[month - 1])"
      }
      return "the first \(weekdayNames[weekday]) on or after \(day) \(MonthName.english[month - 1])"
    case .onOrBefore(let month, let day, let weekday):
      let last = Gregorian.daysIn(year: 2000, month: month)
      if day == last { return "the last \(weekdayNames[weekday]) of \(MonthName.english[month - 1])" }
      return "the last \(weekdayNames[weekday]) on or before \(day) \(MonthName.english[month - 1])"
    }
  }
}

extension WorldCountry {
  /// The rule in words that gives `holiday`, one of this entity's; nil for a date listed for its year.
  public func rule(of holiday: Holiday) -> String? {
    WorldHolidays.rule(
      of: WorldHoliday(
        date: holiday.date, name: holiday.name, category: holiday.category ?? "public",
        isObserved: holiday.isObserved),
      in: entity)
  }
}
