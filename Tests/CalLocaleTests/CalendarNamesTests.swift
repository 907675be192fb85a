import CalRender
import CalendarCore
import Testing

@testable import CalLocale

/// Other calendars' names in their users' languages (the table: scripts/gen-calendar-names).
struct CalendarNamesTests {
  func long(_ locale: String, _ calendar: WorldCalendar, _ date: String) throws -> String {
    let labels = try #require(LocaleLabels.labels(for: locale))
    let day = try CivilDate(parsing: date).dayCount
    return labels.longDescription(of: try calendar.date(dayCount: day))
  }

  @Test func everyLanguageNamesEveryMonthAndEra() {
    for (language, names) in CalendarNameTable.names {
      #expect(names.calendars[.hebrew]?.months.count == 14, "\(language)")
      for calendar in [WorldCalendar.islamic, .persian, .japaneseEra] {
        #expect(names.calendars[calendar]?.months.count == 12, "\(language) \(calendar)")
      }
      #expect(names.calendars[.japaneseEra]?.eras.count == JapaneseEra.allCases.count, "\(language)")
    }
  }

  @Test func theIssuesExamples() throws {
    #expect(try long("he", .hebrew, "2025-10-03") == "11 בתשרי 5786")
    #expect(try long("ja", .japaneseEra, "2024-05-01") == "令和6年5月1日")
    #expect(try long("ja_JP.UTF-8", .japaneseEra, "2019-05-01") == "令和元年5月1日")
    #expect(try long("ar", .islamic, "2025-03-01") == "1 رمضان 1446 هـ")
    #expect(try long("ar", .ummAlQura, "2025-03-01") == "1 رمضان 1446 هـ")
    #expect(try long("fa", .persian, "2025-03-21") == "1 فروردین 1404")
    // English, and a language CLDR's other calendars are not listed for, keep calsh's English.
    #expect(try long("en", .hebrew, "2025-10-03") == "11 Tishrei 5786")
    #expect(try long("de", .japaneseEra, "2024-05-01") == "Reiwa 6, May 1")
    #expect(try long("ko", .korean, "2025-07-25") == "2025-06L-01 (윤6월 1일)")
  }

  /// Adar I, Adar II and Adar; a month number counts from Tishrei, as CLDR's does.
  @Test func hebrewAdarsAndMonthNumbers() throws {
    #expect(try long("he", .hebrew, "2024-02-20") == "11 באדר א׳ 5784")
    #expect(try long("he", .hebrew, "2024-03-20") == "10 באדר ב׳ 5784")
    #expect(try long("he", .hebrew, "2025-03-01") == "1 באדר 5785")
    #expect(try long("ja", .hebrew, "2025-10-03") == "AM5786年1月11日")
    #expect(try long("ja", .hebrew, "2024-03-20") == "AM5784年7月10日")
    #expect(try long("ja", .hebrew, "2024-04-23") == "AM5784年8月15日")
    #expect(try long("ja", .hebrew, "2025-04-20") == "AM5785年7月22日")
  }
}
