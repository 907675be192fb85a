/// Japan's national holidays under the National Holidays Act (国民の祝日に関する法律, Act No. 178
/// of 1948, in force from 1948-07-20) and its amendments, with the days off its Article 3 adds
/// (substitute holidays and citizens' holidays) and the one-day holidays of special laws.
///
/// The rules, in the order the law acquired them:
/// - 1948: nine holidays: 元日, 成人の日 (15 January), 春分の日, 天皇誕生日 (29 April), 憲法記念日,
///   こどもの日, 秋分の日, 文化の日, 勤労感謝の日.
/// - 1966: 敬老の日 (15 September) and 体育の日 (10 October) from 1966, 建国記念の日 (11 February,
///   by Cabinet Order) from 1967.
/// - 1973-04-12: a national holiday on a Sunday makes the Monday after it a holiday (振替休日).
/// - 1985-12-27: a day between two national holidays is a holiday (国民の休日), unless it is a
///   Sunday or a substitute holiday.
/// - 1989: 天皇誕生日 moves to 23 December; 29 April becomes みどりの日.
/// - 1996: 海の日 (20 July). 2000 and 2003, the Happy Monday laws: 成人の日 and 体育の日 move to
///   the second Monday of January and October (2000), 海の日 and 敬老の日 to the third Monday of
///   July and September (2003).
/// - 2007: 昭和の日 on 29 April, みどりの日 on 4 May; a Sunday holiday's substitute is the next
///   day that is not a national holiday; any day that is not a national holiday between two is a
///   citizens' holiday.
/// - 2016: 山の日 (11 August). 2019: no 天皇誕生日 (the Emperor changed on 1 May); 2020: 天皇誕生日
///   on 23 February and 体育の日 renamed スポーツの日. 2020 and 2021: 海の日, スポーツの日 and 山の日
///   moved for the Tokyo Olympics.
///
/// The equinox days follow the formula the official announcements agree with over 1948–2099
/// (see `vernalEquinoxDay(in:)`).
public enum JapaneseHolidays {
  /// Japan's national holidays of `year`, in date order (1948 starts at 1948-07-20); an error
  /// (CalendarError.holidaysOutOfRange(.jp, year:)) outside 1948…2099.
  public static func holidays(in year: Int) throws(CalendarError) -> [Holiday] {
    guard Country.jp.years.contains(year) else { throw .holidaysOutOfRange(.jp, year: year) }
    var list = YearList(year: year)
    list.addNationalHolidays()
    list.addSubstituteHolidays()
    list.addCitizensHolidays()
    return list.holidays()
  }

  // MARK: Names, as the Cabinet Office writes them in English and in Japanese

  static let newYearsDay = HolidayName("New Year's Day", japanese: "元日")
  static let comingOfAgeDay = HolidayName("Coming of Age Day", japanese: "成人の日")
  static let nationalFoundationDay = HolidayName("National Foundation Day", japanese: "建国記念の日")
  static let emperorsBirthday = HolidayName("Emperor's Birthday", japanese: "天皇誕生日")
  static let vernalEquinoxDay = HolidayName("Vernal Equinox Day", japanese: "春分の日")
  static let showaDay = HolidayName("Showa Day", japanese: "昭和の日")
  static let constitutionMemorialDay = HolidayName("Constitution Memorial Day", japanese: "憲法記念日")
  static let greeneryDay = HolidayName("Greenery Day", japanese: "みどりの日")
  static let childrensDay = HolidayName("Children's Day", japanese: "こどもの日")
  static let marineDay = HolidayName("Marine Day", japanese: "海の日")
  static let mountainDay = HolidayName("Mountain Day", japanese: "山の日")
  static let respectForTheAgedDay = HolidayName("Respect for the Aged Day", japanese: "敬老の日")
  static let autumnalEquinoxDay = HolidayName("Autumnal Equinox Day", japanese: "秋分の日")
  static let healthAndSportsDay = HolidayName("Health and Sports Day", japanese: "体育の日")
  static let sportsDay = HolidayName("Sports Day", japanese: "スポーツの日")
  static let cultureDay = HolidayName("Culture Day", japanese: "文化の日")
  static let labourThanksgivingDay = HolidayName("Labour Thanksgiving Day", japanese: "勤労感謝の日")
  static let substituteHoliday = HolidayName("Substitute Holiday", japanese: "振替休日")
  static let citizensHoliday = HolidayName("Citizens' Holiday", japanese: "国民の休日")
  static let crownPrincesWedding = HolidayName("Crown Prince's Wedding", japanese: "結婚の儀")
  static let stateFuneralOfEmperorShowa = HolidayName(
    "State Funeral of Emperor Showa", japanese: "大喪の礼")
  static let enthronementCeremony = HolidayName("Enthronement Ceremony", japanese: "即位礼正殿の儀")
  static let enthronementDay = HolidayName("Emperor's Enthronement Day", japanese: "天皇の即位の日")
  static let enthronementCeremonyDay = HolidayName(
    "Enthronement Ceremony Day", japanese: "即位礼正殿の儀の行われる日")

  // MARK: Equinoxes

  /// The day of March on which the vernal equinox falls in Japan Standard Time, for 1948…2099.
  ///
  /// This is the formula of 新こよみ便利帳 (暦計算研究会) that the days announced each February by
  /// the National Astronomical Observatory agree with: day = ⌊C + 0.242194·(Y − 1980) −
  /// ⌊(Y − 1980) / 4⌋⌋ with C = 20.8431 for 1980–2099 and 20.8357 for 1900–1979. 0.242194 is
  /// the fraction of a day by which a tropical year outlasts 365 days, the ⌊(Y − 1980) / 4⌋ takes
  /// a day back for each leap day. It is worked in millionths of a day, so exactly: the nearest
  /// any year comes to a day boundary is 2088's vernal equinox, 52 millionths of a day (4.5 s)
  /// after midnight.
  static func vernalEquinoxDay(in year: Int) -> Int {
    equinoxDay(year: year, constant: year >= 1980 ? 20_843_100 : 20_835_700)
  }

  /// The day of September on which the autumnal equinox falls in Japan Standard Time, for
  /// 1948…2099: as `vernalEquinoxDay(in:)` with C = 23.2488 for 1980–2099 and 23.2588 for
  /// 1900–1979.
  static func autumnalEquinoxDay(in year: Int) -> Int {
    equinoxDay(year: year, constant: year >= 1980 ? 23_248_800 : 23_258_800)
  }

  /// ⌊C + 0.242194·(Y − 1980) − ⌊(Y − 1980) / 4⌋⌋ with C in millionths of a day.
  ///
  /// The published 1900–1979 form subtracts INT((Y − 1983) / 4), truncating toward zero; for
  /// Y < 1983 that equals ⌊(Y − 1980) / 4⌋, so one floor serves both spans.
  private static func equinoxDay(year: Int, constant: Int) -> Int {
    let n = year - 1980  // [-32, 119] over 1948…2099
    let leapDays = n >= 0 ? n / 4 : -((3 - n) / 4)  // ⌊n / 4⌋
    let millionths = constant + 242_194 * n - 1_000_000 * leapDays  // > 19,000,000: positive
    return millionths / 1_000_000
  }
}

/// The holidays of one year as they are worked out: the national holidays first, then the days
/// Article 3 adds.
private struct YearList {
  /// One day of the list. `isNationalHoliday` says whether Article 3 counts it as a national
  /// holiday (国民の祝日): the holidays of Article 2 and, in 2019, the two days the special law
  /// deems to be national holidays; not substitute or citizens' holidays, and not the one-day
  /// holidays of 1959–1993 (days off, not national holidays).
  struct Entry {
    let day: Int  // days since 1970-01-01
    let date: CivilDate
    let name: HolidayName
    let kind: HolidayKind
    let reason: String
    let isNationalHoliday: Bool
  }

  typealias J = JapaneseHolidays

  let year: Int
  private(set) var entries: [Entry] = []

  init(year: Int) {
    self.year = year
    entries.reserveCapacity(28)
  }

  // MARK: Article 2: the national holidays, and the one-day holidays of special laws

  mutating func addNationalHolidays() {
    let y = year
    // The Act came into force on 1948-07-20: that year has only the autumn holidays.
    if y >= 1949 {
      add(1, 1, J.newYearsDay, "New Year's Day: 1 January, a national holiday since 1948")
      if y >= 2000 {
        add(
          1, nthMonday(2, of: 1), J.comingOfAgeDay,
          "Coming of Age Day: the second Monday of January since 2000 (Happy Monday law); before that, 15 January"
        )
      } else {
        add(
          1, 15, J.comingOfAgeDay,
          "Coming of Age Day: 15 January from 1949 to 1999; since 2000 the second Monday of January")
      }
      if y >= 1967 {
        add(
          2, 11, J.nationalFoundationDay,
          "National Foundation Day: 11 February, set by Cabinet Order under the amendment of 1966, since 1967"
        )
      }
      if y >= 2020 {
        add(
          2, 23, J.emperorsBirthday,
          "The Emperor's Birthday: 23 February, the birthday of Emperor Naruhito, since 2020")
      }
      if y == 1959 {
        oneOff(
          4, 10, J.crownPrincesWedding,
          "The wedding of Crown Prince Akihito: a holiday for that day only, by a special law of 1959")
      }
      if y == 1989 {
        oneOff(
          2, 24, J.stateFuneralOfEmperorShowa,
          "The state funeral of Emperor Showa: a holiday for that day only, by a special law of 1989")
      }
      let vernal = J.vernalEquinoxDay(in: y)
      add(
        3, vernal, J.vernalEquinoxDay,
        "Vernal Equinox Day: the day of the March equinox, \(dateText(3, vernal)) by the formula used for the official announcement"
      )
      if y >= 2007 {
        add(
          4, 29, J.showaDay,
          "Showa Day: 29 April since 2007 (Greenery Day from 1989 to 2006, the Emperor's Birthday before)")
      } else if y >= 1989 {
        add(
          4, 29, J.greeneryDay,
          "Greenery Day: 29 April from 1989 to 2006, the former Emperor's Birthday; since 2007 on 4 May")
      } else {
        add(
          4, 29, J.emperorsBirthday,
          "The Emperor's Birthday: 29 April, the birthday of Emperor Showa, from 1948 to 1988")
      }
      if y == 2019 {
        add(
          5, 1, J.enthronementDay,
          "The enthronement of Emperor Naruhito: a holiday for 2019 only, counted as a national holiday by the special law of 2018",
          kind: .oneOff)
      }
      add(
        5, 3, J.constitutionMemorialDay,
        "Constitution Memorial Day: 3 May, the day the Constitution of Japan came into force in 1947")
      if y >= 2007 {
        add(5, 4, J.greeneryDay, "Greenery Day: 4 May since 2007 (29 April from 1989 to 2006)")
      }
      add(5, 5, J.childrensDay, "Children's Day: 5 May, a national holiday since 1948")
      if y == 1993 {
        oneOff(
          6, 9, J.crownPrincesWedding,
          "The wedding of Crown Prince Naruhito: a holiday for that day only, by a special law of 1993")
      }
      addSummerHolidays()
    }
    if (1966...2002).contains(y) {
      add(
        9, 15, J.respectForTheAgedDay,
        "Respect for the Aged Day: 15 September from 1966 to 2002; since 2003 the third Monday of September")
    } else if y >= 2003 {
      add(
        9, nthMonday(3, of: 9), J.respectForTheAgedDay,
        "Respect for the Aged Day: the third Monday of September since 2003 (Happy Monday law); 15 September from 1966 to 2002"
      )
    }
    let autumnal = J.autumnalEquinoxDay(in: y)
    add(
      9, autumnal, J.autumnalEquinoxDay,
      "Autumnal Equinox Day: the day of the September equinox, \(dateText(9, autumnal)) by the formula used for the official announcement"
    )
    if (1966...1999).contains(y) {
      add(
        10, 10, J.healthAndSportsDay,
        "Health and Sports Day: 10 October from 1966 to 1999, the opening day of the 1964 Tokyo Olympics; since 2000 the second Monday of October"
      )
    } else if (2000...2019).contains(y) {
      add(
        10, nthMonday(2, of: 10), J.healthAndSportsDay,
        "Health and Sports Day: the second Monday of October since 2000 (Happy Monday law); 10 October from 1966 to 1999"
      )
    } else if y >= 2022 {
      add(
        10, nthMonday(2, of: 10), J.sportsDay,
        "Sports Day: the second Monday of October, called Health and Sports Day until 2019")
    }
    if y == 2019 {
      add(
        10, 22, J.enthronementCeremonyDay,
        "The enthronement ceremony of Emperor Naruhito: a holiday for 2019 only, counted as a national holiday by the special law of 2018",
        kind: .oneOff)
    }
    add(
      11, 3, J.cultureDay, "Culture Day: 3 November, the day the Constitution of Japan was proclaimed in 1946"
    )
    if y == 1990 {
      oneOff(
        11, 12, J.enthronementCeremony,
        "The enthronement ceremony of Emperor Akihito: a holiday for that day only, by a special law of 1990")
    }
    add(
      11, 23, J.labourThanksgivingDay, "Labour Thanksgiving Day: 23 November, a national holiday since 1948")
    if (1989...2018).contains(y) {
      add(
        12, 23, J.emperorsBirthday,
        "The Emperor's Birthday: 23 December, the birthday of Emperor Akihito, from 1989 to 2018")
    }
  }

  /// 海の日, the moved スポーツの日 of 2020 and 2021, and 山の日.
  private mutating func addSummerHolidays() {
    switch year {
    case 2020:
      add(
        7, 23, J.marineDay,
        "Marine Day: moved to 23 July in 2020 for the Tokyo Olympics by the special law of 2018")
      add(
        7, 24, J.sportsDay,
        "Sports Day: moved to 24 July in 2020, the opening day of the Tokyo Olympics, by the special law of 2018"
      )
      add(
        8, 10, J.mountainDay,
        "Mountain Day: moved to 10 August in 2020, the day after the Olympics closed, by the special law of 2018"
      )
    case 2021:
      add(
        7, 22, J.marineDay,
        "Marine Day: moved to 22 July in 2021 for the postponed Tokyo Olympics by the special law of 2020")
      add(
        7, 23, J.sportsDay,
        "Sports Day: moved to 23 July in 2021, the opening day of the Tokyo Olympics, by the special law of 2020"
      )
      add(
        8, 8, J.mountainDay,
        "Mountain Day: moved to 8 August in 2021, the closing day of the Tokyo Olympics, by the special law of 2020"
      )
    default:
      if (1996...2002).contains(year) {
        add(
          7, 20, J.marineDay,
          "Marine Day: 20 July from 1996 to 2002; since 2003 the third Monday of July (Happy Monday law)")
      } else if year >= 2003 {
        add(
          7, nthMonday(3, of: 7), J.marineDay,
          "Marine Day: the third Monday of July since 2003 (Happy Monday law); 20 July from 1996 to 2002")
      }
      if year >= 2016 {
        add(8, 11, J.mountainDay, "Mountain Day: 11 August since 2016")
      }
    }
  }

  // MARK: Article 3 (2): substitute holidays

  /// From 1973-04-12, a national holiday on a Sunday makes a holiday of the Monday after it; from
  /// 2007, of the first day after it that is not a national holiday.
  mutating func addSubstituteHolidays() {
    guard year >= 1973 else { return }
    let start = daysFromCivil(year: 1973, month: 4, day: 12)
    for index in entries.indices {  // the national holidays; substitutes are appended after them
      let entry = entries[index]
      guard entry.isNationalHoliday, entry.day >= start, weekdayIndexFromDays(entry.day) == 0 else {
        continue
      }
      var substitute = entry.day + 1
      if year >= 2007 {
        while isNationalHoliday(substitute) { substitute += 1 }
      } else if isNationalHoliday(substitute) {
        continue  // the Monday is a national holiday already: before 2007 nothing moves further
      }
      let sunday = isoText(entry.date)
      let reason =
        year >= 2007
        ? "\(entry.name.english) fell on Sunday \(sunday), so the next day that is not a holiday is a substitute holiday (rule of 2007)"
        : "\(entry.name.english) fell on Sunday \(sunday), so the Monday after it is a substitute holiday (rule of 1973)"
      append(substitute, J.substituteHoliday, .substitute, reason, isNationalHoliday: false)
    }
  }

  // MARK: Article 3 (3): citizens' holidays

  /// From 1985-12-27, a day whose day before and day after are national holidays is a holiday,
  /// unless it is a national holiday itself; before 2007 also unless it is a Sunday or a
  /// substitute holiday.
  mutating func addCitizensHolidays() {
    guard year >= 1986 else { return }
    for index in entries.indices {
      let before = entries[index]
      let day = before.day + 1
      guard before.isNationalHoliday, !entries.contains(where: { $0.day == day }),
        let after = entries.first(where: { $0.day == day + 1 && $0.isNationalHoliday })
      else { continue }  // not between two national holidays, or a holiday already
      if year < 2007 && weekdayIndexFromDays(day) == 0 { continue }
      let date = CivilDate(uncheckedDayCount: day)
      let deemed = before.kind == .oneOff || after.kind == .oneOff
      let reason =
        "\(isoText(date)) lies between two national holidays, \(before.name.english) and \(after.name.english), so it is a citizens' holiday (rule of 1985"
        + (deemed ? "; the enthronement day counts as a national holiday by the special law of 2018)" : ")")
      append(day, J.citizensHoliday, .bridge, reason, isNationalHoliday: false, date: date)
    }
  }

  // MARK: Building blocks

  mutating func holidays() -> [Holiday] {
    entries.sort { $0.day < $1.day }  // nearly sorted already
    return entries.map { Holiday(date: $0.date, name: $0.name, kind: $0.kind, reason: $0.reason) }
  }

  private func isNationalHoliday(_ day: Int) -> Bool {
    entries.contains { $0.day == day && $0.isNationalHoliday }
  }

  private mutating func add(
    _ month: Int, _ day: Int, _ name: HolidayName, _ reason: String, kind: HolidayKind = .regular
  ) {
    let date = CivilDate(uncheckedYear: year, month: month, day: day)
    append(date.dayCount, name, kind, reason, isNationalHoliday: true, date: date)
  }

  /// A one-day holiday of a special law that is a day off but not a national holiday.
  private mutating func oneOff(_ month: Int, _ day: Int, _ name: HolidayName, _ reason: String) {
    let date = CivilDate(uncheckedYear: year, month: month, day: day)
    append(date.dayCount, name, .oneOff, reason, isNationalHoliday: false, date: date)
  }

  private mutating func append(
    _ day: Int, _ name: HolidayName, _ kind: HolidayKind, _ reason: String, isNationalHoliday: Bool,
    date: CivilDate? = nil
  ) {
    let date = date ?? CivilDate(uncheckedDayCount: day)
    entries.append(
      Entry(
        day: day, date: date, name: name, kind: kind, reason: reason, isNationalHoliday: isNationalHoliday))
  }

  /// The day of the month of the `n`th Monday of `month`.
  private func nthMonday(_ n: Int, of month: Int) -> Int {
    let first = weekdayIndexFromDays(daysFromCivil(year: year, month: month, day: 1))  // 0 = Sunday
    return 1 + (8 - first) % 7 + 7 * (n - 1)
  }

  private func dateText(_ month: Int, _ day: Int) -> String {
    isoText(CivilDate(uncheckedYear: year, month: month, day: day))
  }
}

/// `YYYY-MM-DD` for a year of four digits, written straight into a small string (ten ASCII bytes
/// fit in a `String` without a heap allocation).
private func isoText(_ date: CivilDate) -> String {
  String(unsafeUninitializedCapacity: 10) { buffer in
    var year = date.year
    for i in stride(from: 3, through: 0, by: -1) {
      buffer[i] = UInt8(ascii: "0") + UInt8(year % 10)
      year /= 10
    }
    buffer[4] = UInt8(ascii: "-")
    buffer[5] = UInt8(ascii: "0") + UInt8(date.month / 10)
    buffer[6] = UInt8(ascii: "0") + UInt8(date.month % 10)
    buffer[7] = UInt8(ascii: "-")
    buffer[8] = UInt8(ascii: "0") + UInt8(date.day / 10)
    buffer[9] = UInt8(ascii: "0") + UInt8(date.day % 10)
    return 10
  }
}
