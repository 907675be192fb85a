import CalRender
import Testing

@testable import CalLocale

/// The labels ICU's CLDR data gives here, string for string.
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
    #expect(LocaleLabels.fitting("dimanche") == "dima")
    #expect(LocaleLabels.fitting("星期日") == "星期")
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

  /// Known means ICU has data for the language (and the script, when one is named).
  @Test func unknownLocales() {
    for identifier in ["xx", "xx-bogus", "jp", "de-bogus", "ko_Latn", "", "C", "1", "ko__KR", "ko_KR_x"] {
      #expect(!LocaleLabels.isKnown(identifier), "\(identifier)")
      #expect(LocaleLabels.labels(for: identifier) == nil, "\(identifier)")
    }
    for identifier in ["en", "ko", "ja", "zh-Hans", "zh_Hant", "de-CH", "sr-Latn", "fil", "yue"] {
      #expect(LocaleLabels.isKnown(identifier), "\(identifier)")
    }
  }
}

struct LocaleNameTests {
  @Test func parts() throws {
    let name = try #require(LocaleName("zh-hant_tw.UTF-8@x"))
    #expect(name.language == "zh" && name.script == "Hant" && name.region == "TW")
    #expect(name.icuIdentifier == "zh_Hant_TW")
    #expect(LocaleName("es-419")?.region == "419")
    #expect(LocaleName("e") == nil && LocaleName("english") == nil && LocaleName("de-") == nil)
  }

  @Test func englishNeedsNoICU() {
    for text in ["", "C", "POSIX", "C.UTF-8", "en", "en_US.UTF-8", "en-GB", "EN"] {
      #expect(LocaleName.isEnglish(text), "\(text)")
    }
    for text in ["ko", "de_DE.UTF-8", "CC", "english", "en-bogus"] {
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
