import CalRender
import CalendarCore
import Testing

@testable import CalLocale

/// The labels CLDR's data gives here, string for string (the table: scripts/gen-locale-table).
struct LocaleLabelsTests {
  func labels(_ identifier: String) throws -> CalendarLabels {
    try #require(LocaleLabels.labels(for: identifier), "no labels for \(identifier)")
  }

  func february(_ identifier: String) throws -> String {
    try labels(identifier).title(of: YearMonthFixture.february2023)
  }

  @Test func english() throws {
    let en = try labels("en")
    #expect(try february("en") == "February 2023")
    #expect(en.weekdayNames == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(en.monthNames == CalendarLabels.english.monthNames)
    #expect(en == CalendarLabels.english)
  }

  /// The names `format` writes: wide and abbreviated, as used inside a date.
  @Test func dateNames() throws {
    #expect(try labels("en").dateNames == .english)
    let de = try labels("de").dateNames
    #expect(de.months[2] == "März" && de.abbreviatedMonths[8] == "Sept.")
    #expect(de.weekdays[3] == "Mittwoch" && de.abbreviatedWeekdays[3] == "Mi.")
    let ru = try labels("ru").dateNames
    #expect(ru.months[2] == "марта" && ru.weekdays[0] == "воскресенье")
    let ja = try labels("ja").dateNames
    #expect(ja.weekdays[3] == "水曜日" && ja.abbreviatedWeekdays[3] == "水" && ja.months[2] == "3月")
  }

  @Test func korean() throws {
    let ko = try labels("ko")
    #expect(try february("ko") == "2023년 2월")
    #expect(ko.title == [.year, .literal("년 "), .monthName])
    #expect(ko.weekdayNames == ["일", "월", "화", "수", "목", "금", "토"])
    #expect(ko.monthNames[11] == "12월")
  }

  @Test func japanese() throws {
    let ja = try labels("ja")
    #expect(try february("ja") == "2023年2月")
    #expect(ja.title == [.year, .literal("年"), .monthNumber, .literal("月")])
    #expect(ja.weekdayNames == ["日", "月", "火", "水", "木", "金", "土"])
  }

  @Test func german() throws {
    let de = try labels("de")
    #expect(try february("de") == "Februar 2023")
    #expect(de.weekdayNames == ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"])
    #expect(de.monthNames[2] == "März")
  }

  @Test func french() throws {
    let fr = try labels("fr")
    #expect(try february("fr") == "février 2023")
    #expect(fr.weekdayNames == ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."])
  }

  @Test func simplifiedChinese() throws {
    let zh = try labels("zh-Hans")
    #expect(try february("zh-Hans") == "2023年2月")
    #expect(zh.weekdayNames == ["周日", "周一", "周二", "周三", "周四", "周五", "周六"])
    #expect(try labels("zh-Hant").weekdayNames == ["週日", "週一", "週二", "週三", "週四", "週五", "週六"])
  }

  /// Other calendars' names follow the script: Traditional for zh-Hant, zh-TW and zh-HK (民國, as
  /// ICU's zh_Hant; the table gives zh_TW and zh_HK Traditional labels), Simplified for zh, zh-CN
  /// and zh-SG.
  @Test func otherCalendarsInTraditionalChinese() throws {
    let minguo = try #require(WorldCalendar(identifier: "minguo"))
    let date = try minguo.date(dayCount: CivilDate(uncheckedYear: 2024, month: 1, day: 1).dayCount)
    for name in ["zh-Hant", "zh-TW", "zh_Hant_TW", "zh-HK", "zh-Hant-HK"] {
      #expect(try labels(name).longDescription(of: date) == "民國113年1月1日", "\(name)")
    }
    for name in ["zh", "zh-Hans", "zh-CN", "zh-SG"] {
      #expect(try labels(name).longDescription(of: date) == "民国113年1月1日", "\(name)")
    }
    let hebrew = try WorldCalendar.hebrew.date(
      dayCount: CivilDate(uncheckedYear: 2025, month: 10, day: 3).dayCount)
    #expect(try labels("zh-TW").longDescription(of: hebrew) == "創世紀元 5786年1月11日")
  }

  @Test func spanish() throws {
    let es = try labels("es")
    #expect(try february("es") == "febrero de 2023")
    #expect(es.title == [.monthName, .literal(" de "), .year])
    #expect(es.weekdayNames == ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"])
  }

  /// The pattern's grammatical form of the month: Russian titles take the stand-alone `февраль`.
  @Test func russianTakesTheStandAloneMonth() throws {
    #expect(try february("ru") == "февраль 2023\u{202F}г.")
  }

  /// Locales whose own calendar is not the Gregorian still get Gregorian month names.
  @Test func gregorianMonthsEverywhere() throws {
    #expect(try labels("fa").monthNames[0] != "فروردین")
    #expect(try labels("th").monthNames[0] == "มกราคม")
  }

  /// Abbreviated names wider than a cell give way to the next shorter CLDR width, all seven together.
  @Test func weekdayLabelsFitACell() throws {
    for identifier in [
      "en", "ko", "ja", "de", "fr", "zh-Hans", "zh-Hant", "es", "ru", "ar", "fa", "th", "hi", "pt", "vi",
      "my",
    ] {
      let weekdays = try labels(identifier).weekdayNames
      #expect(weekdays.allSatisfy { (1...4).contains(displayWidth($0)) }, "\(identifier): \(weekdays)")
    }
    #expect(try labels("ar").weekdayNames == ["ح", "ن", "ث", "ر", "خ", "ج", "س"])
    #expect(try labels("vi").weekdayNames == ["CN", "T2", "T3", "T4", "T5", "T6", "T7"])
  }

  /// The generator measured widths in Python: every locale's labels fit a cell as Swift measures
  /// them too, and every title is a year and a month.
  @Test func everyLocaleOfTheTableFitsACell() throws {
    let names = LocaleLabels.names
    #expect(names.count > 1_082, "CLDR's locales and the names their likely subtags add")
    for name in names {
      let labels = try #require(LocaleLabels.labels(for: name), "\(name)")
      #expect(
        labels.weekdayNames.allSatisfy {
          (1...4).contains(displayWidth($0)) && !$0.contains(where: \.isWhitespace)
        },
        "\(name): \(labels.weekdayNames)")
      #expect(labels.title.contains(.year) && labels.monthNames.allSatisfy { !$0.isEmpty }, "\(name)")
    }
  }

  /// Locales ICU lacked, and names with variants, BCP 47 extensions and private use.
  @Test func everyFormOfName() throws {
    #expect(try february("en_US_POSIX") == "February 2023")
    #expect(try february("en-US-u-ca-buddhist") == "February 2023")
    #expect(try february("ko-KR-u-ca-buddhist-fw-mon") == "2023년 2월")
    #expect(try february("ja-JP-x-private") == "2023年2月")
    #expect(try labels("ca-ES-valencia") == labels("ca_ES_VALENCIA"))
    #expect(try labels("ca_ES.UTF-8@valencia") == labels("ca_ES_VALENCIA"))
    #expect(try labels("be-tarask") != labels("be"))
    #expect(try labels("de-DE-1996") == labels("de_DE"))
    #expect(try february("la") == "2023 Februarii", "Latin: ICU had no data for it")
    for name in ["ko-u", "ko-u-x", "ko-KR-u-c", "ko-1", "ko-KR-toolongvariant", "ko-x-waytoolongpart"] {
      #expect(LocaleLabels.labels(for: name) == nil, "\(name)")
    }
    #expect(LocaleLabels.labels(for: "ko-" + String(repeating: "x", count: 100)) == nil)
  }

  /// Likely subtags: a region without a script names the script written there.
  @Test func likelySubtags() throws {
    #expect(try labels("zh_TW") == labels("zh_Hant_TW"))
    #expect(try labels("zh-HK").weekdayNames[0] == "週日")
    #expect(try labels("zh_CN") == labels("zh_Hans_CN"))
    #expect(try labels("sr_ME") == labels("sr_Latn_ME"))
    #expect(try labels("sr_RS") == labels("sr_Cyrl_RS"))
  }

  /// The language, and the first weekday where the locale is used.
  @Test func languageAndFirstWeekday() throws {
    #expect(try labels("ja_JP.UTF-8").language == "ja")
    #expect(try labels("zh-Hant").language == "zh")
    #expect(try labels("de").firstWeekday == .monday)
    #expect(try labels("ar").firstWeekday == .saturday)
    #expect(try labels("ko").firstWeekday == .sunday)
    #expect(try labels("en_GB").firstWeekday == .sunday, "English names take the built-in labels")
    #expect(try labels("fr_CA").firstWeekday == .sunday)
  }

  /// Region, codeset and `-` or `_` are all read the way people write them.
  @Test func identifiersAsWritten() throws {
    for identifier in [
      "ko_KR.UTF-8", "ko-KR", "KO", "de_DE", "de-DE@euro", "zh-Hant-TW", "zh_Hans_CN", "es-419",
    ] {
      #expect(LocaleLabels.labels(for: identifier) != nil, "\(identifier)")
    }
    #expect(try february("ko_KR.UTF-8") == "2023년 2월")
    #expect(try labels("zh-Hant-TW").weekdayNames[0] == "週日")
  }

  /// The environment's script modifiers name the script (`sr_RS@latin` is Serbian in Latin
  /// letters, `uz_UZ@cyrillic` Uzbek in Cyrillic); a script CLDR lacks falls back to the language.
  @Test func scriptModifiers() throws {
    #expect(try labels("sr_RS.UTF-8@latin") == labels("sr_Latn_RS"))
    #expect(try labels("sr_RS@cyrillic") == labels("sr_RS"))
    #expect(try labels("uz_UZ@cyrillic") == labels("uz_Cyrl_UZ"))
    #expect(try labels("uz_UZ@cyrillic") != labels("uz_UZ"))
    #expect(try labels("be_BY@latin") == labels("be_BY"))
    #expect(try labels("de_DE@euro") == labels("de_DE"))
    #expect(try labels("sr_Cyrl_RS@latin") == labels("sr_Cyrl_RS"))
  }

  /// Old systems still write retired language codes (`LANG=iw_IL.UTF-8`).
  @Test func retiredLanguageCodes() throws {
    for (old, new) in [("iw_IL", "he_IL"), ("in", "id"), ("ji", "yi"), ("mo", "ro"), ("tl_PH", "fil_PH")] {
      #expect(try labels(old) == labels(new), "\(old)")
    }
  }

  /// Known means CLDR has data for the language (and the script, when one is named); a region
  /// is taken as given (`de_ZZ` is German). `C`, `POSIX` and the empty name are English.
  @Test func unknownLocales() {
    for identifier in ["xx", "xx-bogus", "jp", "de-b", "ko_Latn", "1", "ko__KR", "ko_KR_x"] {
      #expect(LocaleLabels.labels(for: identifier) == nil, "\(identifier)")
    }
    // A region and variants are taken as given: BCP 47 allows any (`de-bogus` is German).
    for identifier in [
      "en", "ko", "ja", "zh-Hans", "zh_Hant", "de-CH", "sr-Latn", "fil", "yue", "de_ZZ", "de-bogus",
    ] {
      #expect(LocaleLabels.labels(for: identifier) != nil, "\(identifier)")
    }
    for identifier in ["", "C", "POSIX.UTF-8"] {
      #expect(LocaleLabels.labels(for: identifier) == .english, "\(identifier)")
    }
  }

  /// Suggestions are locale names only: a language one edit away, with the region when CLDR
  /// lists the pair; the language for a script it lacks; a name for text that is none.
  @Test func suggestions() {
    #expect(LocaleLabels.suggestions(for: "jp").first == "ja")
    #expect(LocaleLabels.suggestions(for: "jp_JP.UTF-8").first == "ja_JP")
    #expect(LocaleLabels.suggestions(for: "ko_Latn") == ["ko"])
    #expect(LocaleLabels.suggestions(for: "sr_Latx").prefix(3) == ["sr", "sr_Cyrl", "sr_Latn"])
    #expect(LocaleLabels.suggestions(for: "de DE").first == "de_DE")
    #expect(LocaleLabels.suggestions(for: "zzzzzz").isEmpty)
    let names = Set(LocaleLabels.names)
    for text in ["jp", "xx-bogus", "eng", "de-bogus", "fr_FX", "kx", "english", "12"] {
      for suggestion in LocaleLabels.suggestions(for: text) {
        #expect(names.contains(suggestion), "\(text): \(suggestion)")
      }
    }
  }
}

struct LocaleNameTests {
  @Test func parts() throws {
    let name = try #require(LocaleName("zh-hant_tw.UTF-8@x"))
    #expect(name.language == "zh" && name.script == "Hant" && name.region == "TW")
    #expect(name.candidates == [["zh_Hant_TW_X", "zh_Hant_TW", "zh_Hant_X", "zh_Hant"]])
    #expect(LocaleName("sr_RS@latin")?.candidates == [["sr_Latn_RS", "sr_Latn"], ["sr_RS", "sr"]])
    #expect(LocaleName("en-US-posix-u-ca-buddhist")?.variants == ["POSIX"])
    #expect(LocaleName("es-419")?.region == "419")
    #expect(LocaleName("e") == nil && LocaleName("english") == nil && LocaleName("de-") == nil)
  }

  @Test func englishNeedsNoTable() {
    for text in [
      "", "C", "POSIX", "C.UTF-8", "en", "en_US.UTF-8", "en-GB", "EN", "en_US_POSIX", "en-US-u-ca-buddhist",
    ] {
      #expect(LocaleName.isEnglish(text), "\(text)")
    }
    for text in ["ko", "de_DE.UTF-8", "CC", "english", "en-b"] {
      #expect(!LocaleName.isEnglish(text), "\(text)")
    }
    // The byte-level shortcut agrees with taking the name apart.
    for language in ["en", "EN", "eN", "ko", "e", "enn", "C", "POSIX", ""] {
      for region in ["", "_US", "-gb", "_U1", "_Latn", "-419", "_Latn_US", "_", "-é"] {
        for tail in ["", ".UTF-8", "@euro"] {
          let text = language + region + tail
          let slow =
            ["", "C", "POSIX"].contains(text.prefix(while: { $0 != "." && $0 != "@" }))
            || LocaleName(text)?.language == "en"
          #expect(LocaleName.isEnglish(text) == slow, "\(text)")
        }
      }
    }
  }
}

struct TitlePatternTests {
  @Test func piecesAndQuotes() {
    #expect(TitlePattern.pieces(of: "MMMM y").pieces == [.monthName, .literal(" "), .year])
    #expect(TitlePattern.pieces(of: "MMMM y").standalone == false)
    #expect(TitlePattern.pieces(of: "LLLL y").standalone == true)
    #expect(
      TitlePattern.pieces(of: "MMMM 'de' y").pieces == [.monthName, .literal(" de "), .year])
    #expect(TitlePattern.pieces(of: "y年M月").pieces == [.year, .literal("年"), .monthNumber, .literal("月")])
    #expect(
      TitlePattern.pieces(of: "y 'o''clock' ''MMMM").pieces == [.year, .literal(" o'clock '"), .monthName])
    // A field a month title has no value for: the English shape.
    #expect(TitlePattern.pieces(of: "G y MMMM").pieces == [.monthName, .literal(" "), .year])
    #expect(TitlePattern.pieces(of: "MMMM").pieces == [.monthName, .literal(" "), .year])
  }
}
