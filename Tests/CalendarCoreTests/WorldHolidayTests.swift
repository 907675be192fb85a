import Glibc
import Testing

@testable import CalendarCore

/// The world's holidays as python-holidays 0.109 gives them: a few years string for string here;
/// every entity, category and year by scripts/check-world-holidays (through `dumpForCheck`).
struct WorldHolidayTests {
  /// `YYYY-MM-DD English | local`, and `| observed` for an observed day, per holiday of a year.
  func lines(_ code: String, _ year: Int, category: String = "public") throws -> [String] {
    let entity = try #require(WorldHolidays.entity(named: code))
    return try WorldHolidays.holidays(of: entity, categories: [category], in: year).map {
      "\($0.date) \($0.name.english) | \($0.name.localName)\($0.isObserved ? " | observed" : "")"
    }
  }

  @Test func greatBritain2025() throws {
    #expect(
      try lines("gb", 2025) == [
        "2025-01-01 New Year's Day | New Year's Day",
        "2025-04-18 Good Friday | Good Friday",
        "2025-05-05 May Day | May Day",
        "2025-05-26 Spring Bank Holiday | Spring Bank Holiday",
        "2025-12-25 Christmas Day | Christmas Day",
        "2025-12-26 Boxing Day | Boxing Day",
      ])
    #expect(WorldHolidays.entity(named: "UK")?.code == "gb")
    #expect(WorldHolidays.entity(named: "gb")?.name == "United Kingdom")
  }

  @Test func countryAliasBeforeSubdivisionCode() {
    #expect(WorldHolidays.entity(named: "ind-dh")?.code == "in-dh")
    #expect(WorldHolidays.entity(named: "GBR-SCT")?.code == "gb-sct")
    #expect(WorldHolidays.entity(named: "ind-zz") == nil)
    #expect(WorldHolidays.entity(named: "zz-dh") == nil)
  }

  @Test func scotland2025MarksTheObservedDay() throws {
    #expect(
      try lines("gb-sct", 2025) == [
        "2025-01-01 New Year's Day | New Year's Day",
        "2025-01-02 New Year Holiday | New Year Holiday",
        "2025-04-18 Good Friday | Good Friday",
        "2025-05-05 May Day | May Day",
        "2025-05-26 Spring Bank Holiday | Spring Bank Holiday",
        "2025-08-04 Summer Bank Holiday | Summer Bank Holiday",
        "2025-11-30 Saint Andrew's Day | Saint Andrew's Day",
        "2025-12-01 Saint Andrew's Day (observed) | Saint Andrew's Day (observed) | observed",
        "2025-12-25 Christmas Day | Christmas Day",
        "2025-12-26 Boxing Day | Boxing Day",
      ])
    let gb = try #require(WorldHolidays.entity(named: "gb"))
    #expect(WorldHolidays.subdivisions(of: gb).map(\.code) == ["gb-eng", "gb-nir", "gb-sct", "gb-wls"])
  }

  @Test func bavaria2025InEnglishAndGerman() throws {
    #expect(
      try lines("de-by", 2025) == [
        "2025-01-01 New Year's Day | Neujahr",
        "2025-01-06 Epiphany | Heilige Drei Könige",
        "2025-04-18 Good Friday | Karfreitag",
        "2025-04-21 Easter Monday | Ostermontag",
        "2025-05-01 Labor Day | Erster Mai",
        "2025-05-29 Ascension Day | Christi Himmelfahrt",
        "2025-06-09 Pentecost Monday | Pfingstmontag",
        "2025-06-19 Corpus Christi | Fronleichnam",
        "2025-10-03 German Unity Day | Tag der Deutschen Einheit",
        "2025-11-01 All Saints' Day | Allerheiligen",
        "2025-12-25 Christmas Day | Erster Weihnachtstag",
        "2025-12-26 Second Day of Christmas | Zweiter Weihnachtstag",
      ])
    #expect(WorldHolidays.entity(named: "de")?.categories == ["catholic", "public", "school"])
    #expect(WorldHolidays.entity(named: "de")?.language == "de")
  }

  /// The Federal Reserve's days (the package's market XFED: its banking calendar): no Friday for a
  /// Saturday Independence Day, unlike OPM's federal list and the stock exchange.
  @Test func federalReserve2026() throws {
    #expect(
      try lines("xfed", 2026) == [
        "2026-01-01 New Year's Day | New Year's Day",
        "2026-01-19 Birthday of Martin Luther King, Jr. | Birthday of Martin Luther King, Jr.",
        "2026-02-16 Washington's Birthday | Washington's Birthday",
        "2026-05-25 Memorial Day | Memorial Day",
        "2026-06-19 Juneteenth National Independence Day | Juneteenth National Independence Day",
        "2026-07-04 Independence Day | Independence Day",
        "2026-09-07 Labor Day | Labor Day",
        "2026-10-12 Columbus Day | Columbus Day",
        "2026-11-11 Veterans Day | Veterans Day",
        "2026-11-26 Thanksgiving Day | Thanksgiving Day",
        "2026-12-25 Christmas Day | Christmas Day",
      ])
  }

  @Test func newYorkStockExchange2026WithHalfDays() throws {
    #expect(WorldHolidays.entity(named: "nyse")?.code == "xnys")
    #expect(
      try lines("nyse", 2026) == [
        "2026-01-01 New Year's Day | New Year's Day",
        "2026-01-19 Martin Luther King Jr. Day | Martin Luther King Jr. Day",
        "2026-02-16 Washington's Birthday | Washington's Birthday",
        "2026-04-03 Good Friday | Good Friday",
        "2026-05-25 Memorial Day | Memorial Day",
        "2026-06-19 Juneteenth National Independence Day | Juneteenth National Independence Day",
        "2026-07-03 Independence Day (observed) | Independence Day (observed) | observed",
        "2026-09-07 Labor Day | Labor Day",
        "2026-11-26 Thanksgiving Day | Thanksgiving Day",
        "2026-12-25 Christmas Day | Christmas Day",
      ])
    #expect(
      try lines("nyse", 2026, category: "half_day") == [
        "2026-11-27 Day after Thanksgiving Day (markets close at 1:00pm) | Day after Thanksgiving Day (markets close at 1:00pm)",
        "2026-12-24 Christmas Eve (markets close at 1:00pm) | Christmas Eve (markets close at 1:00pm)",
      ])
  }

  @Test func israel2026FromTheHebrewCalendar() throws {
    #expect(
      try lines("il", 2026) == [
        "2026-04-02 Pesach | פסח",
        "2026-04-08 Seventh day of Pesach | שביעי של פסח",
        "2026-04-22 Independence Day | יום העצמאות",
        "2026-05-22 Shavuot | שבועות",
        "2026-09-12 Rosh Hashanah | ראש השנה",
        "2026-09-13 Rosh Hashanah | ראש השנה",
        "2026-09-21 Yom Kippur | יום כיפור",
        "2026-09-26 Sukkot | סוכות",
        "2026-10-03 Simchat Torah / Shemini Atzeret | שמחת תורה/שמיני עצרת",
      ])
  }

  @Test func namesInTheLanguagesThePackageTranslatesACountryInto() throws {
    let be = try #require(WorldHolidays.entity(named: "be"))
    #expect(be.languages == ["de", "fr", "nl", "uk"])
    let names = try WorldHolidays.holidays(of: be, in: 2025).prefix(3).map(\.name)
    #expect(names.map { $0.name(in: .other("fr")) } == ["Nouvel An", "Pâques", "Lundi de Pâques"])
    #expect(names.map { $0.name(in: .other("fr_CA")) } == ["Nouvel An", "Pâques", "Lundi de Pâques"])
    #expect(names.map { $0.name(in: .english) } == ["New Year's Day", "Easter Sunday", "Easter Monday"])
    // Germany's names are in de, th and uk only: English under fr.
    let de = try #require(WorldHolidays.entity(named: "de"))
    let newYear = try #require(try WorldHolidays.holidays(of: de, in: 2025).first).name
    #expect(newYear.name(in: .other("fr")) == "New Year's Day")
    #expect(newYear.name(in: .other("uk")) == "Новий рік")
    // A locale's region first, then the language, then any region of it.
    let br = try WorldHolidays.holidays(of: #require(WorldHolidays.entity(named: "br")), in: 2025)
    let portugal = try WorldHolidays.holidays(of: #require(WorldHolidays.entity(named: "pt")), in: 2025)
    #expect(br.first { $0.date.month == 4 && $0.date.day == 21 }?.name.name(in: .other("pt")) == "Tiradentes")
    #expect(
      portugal.first { $0.date.month == 4 && $0.date.day == 25 }?.name.name(in: .other("pt-BR"))
        == "Dia da Liberdade")
    let tw = try WorldHolidays.holidays(of: #require(WorldHolidays.entity(named: "tw")), in: 2025)
    #expect(tw.first { $0.date.month == 10 && $0.date.day == 10 }?.name.name(in: .other("zh-Hant")) == "國慶日")
    #expect(tw.first { $0.date.month == 10 && $0.date.day == 10 }?.name.name(in: .other("zh")) == "国庆日")
    // calsh's own names have no translations.
    #expect(HolidayName("Christmas Day").name(in: .other("fr")) == "Christmas Day")
  }

  /// A date's names are sorted by their text in each language: the local name is the one the
  /// package made with the English, not the one in the same place (United Arab Emirates, 1976).
  @Test func aDatesLocalNamesPairWithTheirEnglish() throws {
    #expect(
      try lines("ae", 1976).filter { $0.hasPrefix("1976-12-02") } == [
        "1976-12-02 Eid al-Adha Holiday (estimated) | عطلة عيد الأضحى (تقديري)",
        "1976-12-02 National Day | اليوم الوطني",
      ])
  }

  @Test func errorsNameTheSpanAndTheCategories() throws {
    let de = try #require(WorldHolidays.entity(named: "de"))
    #expect(throws: WorldHolidaysError.yearOutOfRange(code: "de", year: 1990, 1991...2100)) {
      try WorldHolidays.holidays(of: de, in: 1990)
    }
    #expect(throws: WorldHolidaysError.unknownCategory(code: "de", category: "bank", known: de.categories)) {
      try WorldHolidays.holidays(of: de, categories: ["bank"], in: 2025)
    }
    #expect(WorldHolidays.entity(named: "zz") == nil)
    #expect(WorldHolidays.countries.count == 250)
    #expect(WorldHolidays.markets.contains { $0.code == "xlon" })
  }

  /// Writes every entity's rows, as scripts/world_holidays.py's `package_view` does, to the file
  /// named by CALSH_WORLD_HOLIDAYS_DUMP; run by scripts/check-world-holidays only.
  @Test(.enabled(if: getenv("CALSH_WORLD_HOLIDAYS_DUMP") != nil))
  func dumpForCheck() throws {
    let path = String(cString: getenv("CALSH_WORLD_HOLIDAYS_DUMP")!)
    let file = try #require(fopen(path, "w"))
    defer { fclose(file) }
    for entity in WorldHolidays.tables.entities {
      for category in entity.categories {
        for year in entity.years {
          for holiday in try WorldHolidays.holidays(of: entity, categories: [category], in: year) {
            let fields = [
              entity.code, category, "\(holiday.date)", holiday.name.english, holiday.name.localName,
              holiday.isObserved ? "1" : "0",
            ]
            fputs(fields.joined(separator: "\t") + "\n", file)
          }
        }
      }
    }
    guard let translations = getenv("CALSH_WORLD_TRANSLATIONS_DUMP") else { return }
    try dumpTranslations(to: String(cString: translations))
  }

  /// Every entity's names in each of its languages, as `translation_view` writes them.
  func dumpTranslations(to path: String) throws {
    let file = try #require(fopen(path, "w"))
    defer { fclose(file) }
    for entity in WorldHolidays.tables.entities where !entity.languages.isEmpty {
      for category in entity.categories {
        var names: [HolidayName] = []
        var seen: Set<[String]> = []
        for year in entity.years {
          for holiday in try WorldHolidays.holidays(of: entity, categories: [category], in: year)
          where seen.insert([holiday.name.english, holiday.name.localName]).inserted {
            names.append(holiday.name)
          }
        }
        for language in entity.languages {
          for name in names {
            let fields = [
              entity.code, category, language, name.english, name.localName, name.name(in: .other(language)),
            ]
            fputs(fields.joined(separator: "\t") + "\n", file)
          }
        }
      }
    }
  }
}
