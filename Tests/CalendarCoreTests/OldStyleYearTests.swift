import CalendarCore
import Testing

/// Old Style dual years: which days carry them, how the two years are written and read back.
struct OldStyleYearTests {
  @Test func theTwoYearsAsWritten() {
    #expect(OldStyleYear.text(newStyleYear: 1732) == "1731/2")
    #expect(OldStyleYear.text(newStyleYear: 1710) == "1709/10")
    #expect(OldStyleYear.text(newStyleYear: 1700) == "1699/1700")
    #expect(OldStyleYear.text(newStyleYear: 1600) == "1599/1600")
    #expect(OldStyleYear.text(newStyleYear: 1751) == "1750/1")
  }

  /// Every New Style year's writing reads back to it, and only consecutive years are read.
  @Test func readingInvertsWriting() {
    for year in OldStyleYear.years {
      let text = OldStyleYear.text(newStyleYear: year)
      let parts = text.split(separator: "/")
      #expect(OldStyleYear.newStyleYear(old: Int(parts[0])!, digits: String(parts[1])) == year, "\(text)")
      #expect(OldStyleYear.newStyleYear(old: year - 1, digits: String((year + 1) % 10)) == nil)
    }
    #expect(OldStyleYear.newStyleYear(old: 1731, digits: "32") == 1732)
    #expect(OldStyleYear.newStyleYear(old: 1731, digits: "3") == nil)
    #expect(OldStyleYear.newStyleYear(old: 1731, digits: "") == nil)
    #expect(OldStyleYear.newStyleYear(old: 1731, digits: "01732") == nil)
  }

  /// Under Britain's switch every day of 1200–1752 is dual exactly when it is a Julian 1 January
  /// to 24 March before 1752; other reforms write no dual years.
  @Test func whichDaysAreDual() throws {
    let gb = try #require(Reform(named: "gb"))
    #expect(
      gb.writesDualYears && Reform(named: "us")!.writesDualYears && Reform(named: "1752")!.writesDualYears)
    #expect(!Reform.proleptic.writesDualYears && !Reform(named: "de")!.writesDualYears)
    #expect(!Reform.julian.writesDualYears && !Reform(named: "churchgr")!.writesDualYears)
    var wrong: [String] = []
    for count in daysFromCivil(year: 1199, month: 1, day: 1)...daysFromCivil(year: 1753, month: 1, day: 1) {
      let label = gb.label(dayCount: count)
      let text = gb.text(dayCount: count)
      let dual =
        label.isJulian && (1200...1751).contains(label.year)
        && (label.month < 3 || (label.month == 3 && label.day < 25))
      let expected =
        dual
        ? "\(label.year - 1)/" + OldStyleYear.text(newStyleYear: label.year).split(separator: "/")[1]
          + String(label.description.dropFirst(4)) : label.description
      if text != expected { wrong.append("\(label): \(text)") }
      if wrong.count > 5 { break }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }
}
