/// South Korea's public holidays (관공서의 공휴일에 관한 규정, and from 2022 the Public Holidays Act,
/// 공휴일에 관한 법률), 1990–2050.
///
/// - Solar holidays: 1/1 (with 1/2 until 1998), 3/1, 4/5 (until 2005), 5/1 (from 2026), 5/5, 6/6,
///   7/17 (until 2007 and again from 2026), 8/15, 10/1 (until 1990), 10/3, 10/9 (until 1990 and
///   again from 2013), 12/25.
/// - Lunar holidays, from `KoreanLunarDate`: Seollal (the last day of the 12th lunar month, 1/1
///   and 1/2), Buddha's Birthday (4/8), Chuseok (8/14, 8/15, 8/16).
/// - Alternative holidays (대체공휴일): from 2014 for Seollal and Chuseok (a day of either on a
///   Sunday or on another holiday) and Children's Day (on a Saturday, a Sunday or another
///   holiday); from 2021-08-04 for 3/1, 8/15, 10/3 and 10/9, from 2023-05-04 for Buddha's Birthday
///   and Christmas, from 2026 for Labor Day and Constitution Day (each on a Saturday, a Sunday or
///   another holiday). The alternative is the next day that is neither a weekend day nor a holiday.
/// - Election days of scheduled elections (임기만료에 의한 선거의 선거일) and temporary holidays,
///   as one-offs: the known dates through 2026, and later scheduled elections as the Public
///   Official Election Act (공직선거법) art. 34 places them, assuming no early election.
///
/// When two holidays fall on one date, the date is listed once, under both names.
public enum KoreanHolidays {
  /// The years whose holidays are known.
  public static var years: ClosedRange<Int> { Country.kr.years }

  /// South Korea's public holidays of `year`, in date order; an error
  /// (CalendarError.holidaysOutOfRange(.kr, year:)) outside 1990…2050.
  public static func holidays(in year: Int) throws(CalendarError) -> [Holiday] {
    guard years.contains(year) else { throw .holidaysOutOfRange(.kr, year: year) }
    var entries = regularHolidays(of: year)
    entries += oneOffs(of: year, regular: entries)
    // Stable: entries of one date keep their order.
    entries = entries.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
      .map(\.element)
    var days = merge(entries)
    addAlternatives(to: &days)
    return days.map { day in
      let first = day.entries[0]
      let name = day.entries.count == 1 ? first.name : combinedName(day.entries.map(\.name))
      var reasons: [String] = []
      for entry in day.entries where !reasons.contains(entry.reason) { reasons.append(entry.reason) }
      let reason = reasons.joined(separator: "; ")
      return Holiday(
        date: CivilDate(uncheckedDayCount: day.day), name: name, kind: first.kind, reason: reason)
    }
  }

  // MARK: names

  public static let newYearsDay = HolidayName("New Year's Day", korean: "신정")
  public static let seollalEve = HolidayName("The day preceding Korean New Year", korean: "설날 전날")
  public static let seollal = HolidayName("Korean New Year", korean: "설날")
  public static let seollalSecondDay = HolidayName("The second day of Korean New Year", korean: "설날 다음날")
  public static let independenceMovementDay = HolidayName("Independence Movement Day", korean: "삼일절")
  public static let treePlantingDay = HolidayName("Tree Planting Day", korean: "식목일")
  public static let laborDay = HolidayName("Labor Day", korean: "노동절")
  /// 석가탄신일 until 2017, renamed 부처님오신날 by the amendment of 2017-10-17.
  public static let buddhasBirthdayOld = HolidayName("Buddha's Birthday", korean: "석가탄신일")
  public static let buddhasBirthday = HolidayName("Buddha's Birthday", korean: "부처님오신날")
  public static let childrensDay = HolidayName("Children's Day", korean: "어린이날")
  public static let memorialDay = HolidayName("Memorial Day", korean: "현충일")
  public static let constitutionDay = HolidayName("Constitution Day", korean: "제헌절")
  public static let liberationDay = HolidayName("Liberation Day", korean: "광복절")
  public static let chuseokEve = HolidayName("The day preceding Chuseok", korean: "추석 전날")
  public static let chuseok = HolidayName("Chuseok", korean: "추석")
  public static let chuseokSecondDay = HolidayName("The second day of Chuseok", korean: "추석 다음날")
  public static let armedForcesDay = HolidayName("Armed Forces Day", korean: "국군의 날")
  public static let nationalFoundationDay = HolidayName("National Foundation Day", korean: "개천절")
  public static let hangulDay = HolidayName("Hangul Day", korean: "한글날")
  public static let christmasDay = HolidayName("Christmas Day", korean: "기독탄신일")
  public static let nationalAssemblyElectionDay = HolidayName(
    "National Assembly Election Day", korean: "국회의원 선거일")
  public static let presidentialElectionDay = HolidayName("Presidential Election Day", korean: "대통령 선거일")
  public static let localElectionDay = HolidayName("Local Election Day", korean: "지방선거일")
  public static let temporaryHoliday = HolidayName("Temporary Public Holiday", korean: "임시공휴일")
  public static let worldCupHoliday = HolidayName(
    "2002 FIFA World Cup National Team Semi-Finals Celebrations", korean: "2002년 한일 월드컵 대표팀 4강 진출")

  public static let alternativeForSeollal = alternative(seollal)
  public static let alternativeForChuseok = alternative(chuseok)
  public static let alternativeForChildrensDay = alternative(childrensDay)
  public static let alternativeForIndependenceMovementDay = alternative(independenceMovementDay)
  public static let alternativeForLiberationDay = alternative(liberationDay)
  public static let alternativeForNationalFoundationDay = alternative(nationalFoundationDay)
  public static let alternativeForHangulDay = alternative(hangulDay)
  public static let alternativeForBuddhasBirthday = alternative(buddhasBirthday)
  public static let alternativeForChristmasDay = alternative(christmasDay)
  public static let alternativeForLaborDay = alternative(laborDay)
  public static let alternativeForConstitutionDay = alternative(constitutionDay)

  private static func alternative(_ name: HolidayName) -> HolidayName {
    HolidayName("Alternative holiday for " + name.english, korean: (name.korean ?? name.english) + " 대체공휴일")
  }

  /// Names of dates on which two holidays fall, made once each: "A; B" in alphabetical order of
  /// the English names, as the `holidays` package writes them.
  private static let combinedNames: [HolidayName] = [
    [buddhasBirthdayOld, childrensDay], [buddhasBirthday, childrensDay],
    [alternativeForBuddhasBirthday, alternativeForChildrensDay],
    [chuseok, nationalFoundationDay], [nationalFoundationDay, chuseokEve],
    [nationalFoundationDay, chuseokSecondDay],
  ].map { names in
    HolidayName(
      names.map(\.english).joined(separator: "; "),
      korean: names.map { $0.korean ?? $0.english }.joined(separator: "; "))
  }

  /// The name of a date with several holidays; the first name if the combination is unknown
  /// (the comparison with the package would show it: no year 1990–2050 needs that).
  static func combinedName(_ unsorted: [HolidayName]) -> HolidayName {
    let names = unsorted.sorted { $0.english < $1.english }
    let english = names.map(\.english).joined(separator: "; ")
    let korean = names.map { $0.korean ?? $0.english }.joined(separator: "; ")
    return combinedNames.first { $0.english == english && $0.korean == korean } ?? names[0]
  }

  // MARK: the rules

  /// Which alternative-holiday rule a holiday falls under, and from which day on.
  enum AlternativeRule {
    case none
    /// Seollal or Chuseok, from 2014: a day of the three on a Sunday or on another holiday.
    case threeDay(HolidayName)
    /// On a Saturday, a Sunday or another holiday, from `since` (a day count), under the rule of
    /// `law` (a year).
    case weekendOrOverlap(HolidayName, since: Int, law: Int)
  }

  struct Entry {
    let day: Int
    let name: HolidayName
    var kind: HolidayKind = .regular
    let reason: String
    var rule: AlternativeRule = .none
  }

  struct Day {
    let day: Int
    var entries: [Entry]
  }

  private static func dayCount(_ year: Int, _ month: Int, _ day: Int) -> Int {
    daysFromCivil(year: year, month: month, day: day)
  }

  private static func date(_ count: Int) -> String { CivilDate(uncheckedDayCount: count).description }

  /// The eve, the day and the day after of Seollal or Chuseok, each with its reason and the
  /// three-day alternative-holiday rule.
  private static func threeDays(
    around day: Int, festival: String, when: String, eve: String, after: String,
    names: (eve: HolidayName, day: HolidayName, after: HolidayName), alternative: HolidayName
  ) -> [Entry] {
    let text = "\(festival) is \(when) (\(date(day)))"
    return [
      Entry(
        day: day - 1, name: names.eve, reason: text + "; the day before it, \(eve), is a holiday too",
        rule: .threeDay(alternative)),
      Entry(
        day: day, name: names.day,
        reason: "\(festival): \(when) (\(date(day))), with the days before and after",
        rule: .threeDay(alternative)),
      Entry(
        day: day + 1, name: names.after, reason: text + "; the day after it, \(after), is a holiday too",
        rule: .threeDay(alternative)),
    ]
  }

  private static func regularHolidays(of year: Int) -> [Entry] {
    var list: [Entry] = []
    func solar(_ month: Int, _ day: Int, _ name: HolidayName, _ why: String, _ rule: AlternativeRule = .none)
    {
      list.append(Entry(day: dayCount(year, month, day), name: name, reason: why, rule: rule))
    }
    func since(_ y: Int, _ m: Int, _ d: Int) -> Int { dayCount(y, m, d) }

    solar(
      1, 1, newYearsDay,
      year <= 1998
        ? "New Year's Day: 1 January, a holiday with 2 January until 1998" : "New Year's Day: 1 January")
    if year <= 1998 {
      solar(1, 2, newYearsDay, "New Year's holiday: 2 January was a holiday from 1989 to 1998")
    }
    solar(
      3, 1, independenceMovementDay, "Independence Movement Day (삼일절): 1 March",
      .weekendOrOverlap(alternativeForIndependenceMovementDay, since: since(2021, 8, 4), law: 2021))
    if year <= 2005 { solar(4, 5, treePlantingDay, "Tree Planting Day: 5 April, a holiday until 2005") }
    if year >= 2026 {
      solar(
        5, 1, laborDay, "Labor Day (노동절): 1 May, a public holiday from 2026",
        .weekendOrOverlap(alternativeForLaborDay, since: since(2026, 1, 1), law: 2026))
    }
    solar(
      5, 5, childrensDay, "Children's Day: 5 May",
      .weekendOrOverlap(alternativeForChildrensDay, since: since(2014, 1, 1), law: 2014))
    solar(6, 6, memorialDay, "Memorial Day (현충일): 6 June")
    if year <= 2007 {
      solar(7, 17, constitutionDay, "Constitution Day: 17 July, a holiday until 2007 (and again from 2026)")
    } else if year >= 2026 {
      solar(
        7, 17, constitutionDay, "Constitution Day: 17 July, a holiday again from 2026",
        .weekendOrOverlap(alternativeForConstitutionDay, since: since(2026, 1, 1), law: 2026))
    }
    solar(
      8, 15, liberationDay, "Liberation Day (광복절): 15 August",
      .weekendOrOverlap(alternativeForLiberationDay, since: since(2021, 8, 4), law: 2021))
    if year <= 1990 { solar(10, 1, armedForcesDay, "Armed Forces Day: 1 October, a holiday until 1990") }
    solar(
      10, 3, nationalFoundationDay, "National Foundation Day (개천절): 3 October",
      .weekendOrOverlap(alternativeForNationalFoundationDay, since: since(2021, 8, 4), law: 2021))
    if year <= 1990 || year >= 2013 {
      solar(
        10, 9, hangulDay, "Hangul Day: 9 October, a holiday until 1990 and again from 2013",
        .weekendOrOverlap(alternativeForHangulDay, since: since(2021, 8, 4), law: 2021))
    }
    solar(
      12, 25, christmasDay, "Christmas Day (기독탄신일): 25 December",
      .weekendOrOverlap(alternativeForChristmasDay, since: since(2023, 5, 4), law: 2023))

    let solarCount = list.count
    // Seollal: lunar 1/1 of `year`, with the last day of the 12th lunar month before it and 1/2.
    let newYear = KoreanLunarDate(unchecked: year, 1, 1, false)
    let seollalDay = newYear.dayCount
    let eveLength = seollalDay - KoreanLunarDate(unchecked: year - 1, 12, 1, false).dayCount
    list += threeDays(
      around: seollalDay, festival: "Seollal", when: "the 1st day of the 1st lunar month",
      eve: "the \(eveLength)th and last day of the 12th lunar month",
      after: "the 2nd day of the 1st lunar month",
      names: (seollalEve, seollal, seollalSecondDay), alternative: alternativeForSeollal)

    // Buddha's Birthday: lunar 4/8.
    let buddha = KoreanLunarDate(unchecked: year, 4, 8, false).dayCount
    list.append(
      Entry(
        day: buddha, name: year >= 2018 ? buddhasBirthday : buddhasBirthdayOld,
        reason: "Buddha's Birthday: the 8th day of the 4th lunar month (\(date(buddha)))",
        rule: .weekendOrOverlap(alternativeForBuddhasBirthday, since: dayCount(2023, 5, 4), law: 2023)))

    // Chuseok: lunar 8/15, with 8/14 and 8/16.
    let chuseokDay = KoreanLunarDate(unchecked: year, 8, 15, false).dayCount
    list += threeDays(
      around: chuseokDay, festival: "Chuseok", when: "the 15th day of the 8th lunar month",
      eve: "the 14th", after: "the 16th", names: (chuseokEve, chuseok, chuseokSecondDay),
      alternative: alternativeForChuseok)
    // Lunar holidays first: on a shared date, its reason comes first.
    return Array(list[solarCount...] + list[..<solarCount])
  }

  /// Election days and temporary holidays that are known (decided or held), through 2026.
  private static let knownOneOffs: [(Int, Int, Int, HolidayName, String)] = [
    (1991, 3, 26, localElectionDay, "the district, city and county council elections"),
    (1991, 6, 20, localElectionDay, "the metropolitan and provincial council elections"),
    (1992, 3, 24, nationalAssemblyElectionDay, "the 14th National Assembly election"),
    (1992, 12, 18, presidentialElectionDay, "the 14th presidential election"),
    (1995, 6, 27, localElectionDay, "the 1st nationwide local elections"),
    (1996, 4, 11, nationalAssemblyElectionDay, "the 15th National Assembly election"),
    (1997, 12, 18, presidentialElectionDay, "the 15th presidential election"),
    (1998, 6, 4, localElectionDay, "the 2nd nationwide local elections"),
    (2000, 4, 13, nationalAssemblyElectionDay, "the 16th National Assembly election"),
    (2002, 6, 13, localElectionDay, "the 3rd nationwide local elections"),
    (2002, 7, 1, worldCupHoliday, "a temporary holiday for the national team's World Cup semi-final"),
    (2002, 12, 19, presidentialElectionDay, "the 16th presidential election"),
    (2004, 4, 15, nationalAssemblyElectionDay, "the 17th National Assembly election"),
    (2006, 5, 31, localElectionDay, "the 4th nationwide local elections"),
    (2007, 12, 19, presidentialElectionDay, "the 17th presidential election"),
    (2008, 4, 9, nationalAssemblyElectionDay, "the 18th National Assembly election"),
    (2010, 6, 2, localElectionDay, "the 5th nationwide local elections"),
    (2012, 4, 11, nationalAssemblyElectionDay, "the 19th National Assembly election"),
    (2012, 12, 19, presidentialElectionDay, "the 18th presidential election"),
    (2014, 6, 4, localElectionDay, "the 6th nationwide local elections"),
    (2015, 8, 14, temporaryHoliday, "a temporary holiday before the 70th Liberation Day"),
    (2016, 4, 13, nationalAssemblyElectionDay, "the 20th National Assembly election"),
    (2016, 5, 6, temporaryHoliday, "a temporary holiday between Children's Day and the weekend"),
    (2017, 5, 9, presidentialElectionDay, "the 19th presidential election, held early after an impeachment"),
    (2017, 10, 2, temporaryHoliday, "a temporary holiday joining the weekend to Chuseok"),
    (2018, 6, 13, localElectionDay, "the 7th nationwide local elections"),
    (2020, 4, 15, nationalAssemblyElectionDay, "the 21st National Assembly election"),
    (2020, 8, 17, temporaryHoliday, "a temporary holiday after Liberation Day"),
    (2022, 3, 9, presidentialElectionDay, "the 20th presidential election"),
    (2022, 6, 1, localElectionDay, "the 8th nationwide local elections"),
    (2023, 10, 2, temporaryHoliday, "a temporary holiday between Chuseok and National Foundation Day"),
    (2024, 4, 10, nationalAssemblyElectionDay, "the 22nd National Assembly election"),
    (2024, 10, 1, armedForcesDay, "a temporary holiday for the 76th Armed Forces Day"),
    (2025, 1, 27, temporaryHoliday, "a temporary holiday before Seollal"),
    (2025, 6, 3, presidentialElectionDay, "the 21st presidential election, held early after an impeachment"),
    (2026, 6, 3, localElectionDay, "the 9th nationwide local elections"),
  ]

  /// The year of the last entry of `knownOneOffs`; later election days are computed.
  static let lastKnownYear = 2026

  private static func oneOffs(of year: Int, regular: [Entry]) -> [Entry] {
    var list: [Entry] = []
    for (y, m, d, name, what) in knownOneOffs where y == year {
      list.append(
        Entry(
          day: dayCount(y, m, d), name: name, kind: .oneOff,
          reason: "\(date(dayCount(y, m, d))) was a holiday for one year only: \(what)"))
    }
    guard year > lastKnownYear else { return list }
    let holidays = Set(regular.map(\.day))
    // Public Official Election Act art. 34: the first Wednesday from a day set by the end of the
    // term; a week later when that Wednesday, or the day before or after it, is a holiday.
    func election(_ month: Int, _ day: Int, _ name: HolidayName, _ what: String) {
      var count = dayCount(year, month, day)
      count += (Weekday.wednesday.rawValue - Weekday(dayCount: count).rawValue + 7) % 7
      while holidays.contains(count) || holidays.contains(count - 1) || holidays.contains(count + 1) {
        count += 7
      }
      list.append(
        Entry(
          day: count, name: name, kind: .oneOff,
          reason:
            "\(what), scheduled by the Public Official Election Act (art. 34) for the first Wednesday from \(month)/\(day), a week later next to a holiday (assuming no early election)"
        ))
    }
    if (year - 2028) % 4 == 0 {
      election(
        4, 9, nationalAssemblyElectionDay, "The \((year - 2028) / 4 + 23)th National Assembly election")
    }
    if (year - 2030) % 5 == 0 {
      election(3, 25, presidentialElectionDay, "The \((year - 2030) / 5 + 22)th presidential election")
    }
    if (year - 2030) % 4 == 0 {
      election(5, 31, localElectionDay, "The \((year - 2030) / 4 + 10)th nationwide local elections")
    }
    return list
  }

  /// Groups entries (sorted by day) into one `Day` per date.
  private static func merge(_ entries: [Entry]) -> [Day] {
    var days: [Day] = []
    for entry in entries {
      if let last = days.last, last.day == entry.day {
        days[days.count - 1].entries.append(entry)
      } else {
        days.append(Day(day: entry.day, entries: [entry]))
      }
    }
    return days
  }

  /// Adds the alternative holidays (대체공휴일) the rules give, in date order.
  private static func addAlternatives(to days: inout [Day]) {
    var taken = Set(days.map(\.day))
    var added: [Day] = []
    for day in days {
      let weekday = Weekday(dayCount: day.day)
      let shared = day.entries.count > 1
      var names: [HolidayName] = []
      var law = 0
      var triggering: [String] = []
      // Seollal and Chuseok (rule of 2014): on a Sunday or on another holiday.
      if day.day >= dayCount(2014, 1, 1),
        let entry = day.entries.first(where: { if case .threeDay = $0.rule { true } else { false } }),
        case .threeDay(let name) = entry.rule, weekday == .sunday || shared
      {
        names = [name]
        law = 2014
        triggering = [entry.name.english]
      } else {
        for entry in day.entries {
          guard case .weekendOrOverlap(let name, let since, let year) = entry.rule, day.day >= since,
            weekday.isWeekend || shared
          else { continue }
          names.append(name)
          law = max(law, year)
          triggering.append(entry.name.english)
        }
      }
      guard !names.isEmpty else { continue }
      var target = day.day + 1
      while Weekday(dayCount: target).isWeekend || taken.contains(target) { target += 1 }
      taken.insert(target)
      let what = triggering.joined(separator: " and ")
      let others = day.entries.map(\.name.english).filter { !triggering.contains($0) }
      let fell =
        !shared
        ? "fell on \(weekday.name) \(date(day.day))"
        : others.isEmpty
          ? "fell on the same day, \(weekday.name) \(date(day.day))"
          : "fell on \(weekday.name) \(date(day.day)), the same day as \(others.joined(separator: " and "))"
      let reason =
        "\(what) \(fell), so the next weekday that is not a holiday, \(date(target)), is an alternative holiday (rule of \(law))"
      // One alternative day for one lost day: several names share it.
      added.append(
        Day(
          day: target, entries: names.map { Entry(day: target, name: $0, kind: .substitute, reason: reason) })
      )
    }
    guard !added.isEmpty else { return }
    days += added
    days = days.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
      .map(\.element)
    // Alternatives never share a date with another holiday, but two rules might give one date.
    days = merge(days.flatMap(\.entries))
  }
}
