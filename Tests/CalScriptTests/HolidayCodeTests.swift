import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// Codes as commands read them (the parser's subtraction read back), and holiday names as dates.
struct HolidayCodeTests {
  func range(_ offset: Int, _ length: Int) -> SourceRange { SourceRange(offset: offset, length: length) }

  @Test func subdivisionsAreReadBackFromTheSubtraction() {
    let sct = Expr.binary(.minus, .name("gb", range(0, 2)), .name("sct", range(3, 3)), range(0, 6))
    #expect(HolidayCodes.code(in: sct) == "gb-sct")
    let ad = Expr.binary(.minus, .name("ad", range(0, 2)), .integer(2, range(3, 2)), range(0, 5))
    #expect(HolidayCodes.code(in: ad) == "ad-02")
    // `gb - sct`, spaced, is arithmetic on names, not a code.
    let spaced = Expr.binary(.minus, .name("gb", range(0, 2)), .name("sct", range(5, 3)), range(0, 8))
    #expect(HolidayCodes.code(in: spaced) == nil)
    #expect(HolidayCodes.code(in: .string("fr-zone a", range(0, 11))) == "fr-zone a")
    #expect(HolidayCodes.country(in: .name("nyse", range(0, 4)))?.code == "xnys")
    #expect(HolidayCodes.country(in: .name("xx", range(0, 2))) == nil)
  }

  @Test func unknownCodesNameTheListAndTheCloseOnes() {
    #expect(HolidayCodes.unknownCountry("gb-sxt").contains("did you mean 'gb-sct'?"))
    #expect(HolidayCodes.unknownCountry("nyce").contains("did you mean 'nyse'?"))
    #expect(
      HolidayCodes.unknownCountry("gb-zz").contains("gb's subdivisions are gb-eng, gb-nir, gb-sct, gb-wls"))
    #expect(!HolidayCodes.unknownCountry("gx").contains("did you mean"))
    #expect(HolidayCodes.unknownCountry("gx").contains("'holidays list' shows every code"))
  }

  @Test func namesMatchWholeThenBeginningThenPart() throws {
    let gb = try #require(Country(code: "gb"))
    let list = try gb.holidays(in: 2027)
    func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }
    #expect(HolidayDateCommand.match("christmas", in: list) == date("2027-12-25"))
    #expect(HolidayDateCommand.match("Christmas Day", in: list) == date("2027-12-25"))
    // The day off in place of Christmas 2027 (a Saturday) only by its own whole name.
    #expect(HolidayDateCommand.match("Christmas Day (observed)", in: list) == date("2027-12-27"))
    #expect(HolidayDateCommand.match("bank holiday", in: list) == date("2027-05-31"))
    #expect(HolidayDateCommand.match("xmas", in: list) == nil)
    #expect(HolidayDateCommand.match("", in: list) == nil)
  }

  /// A name less a closing Day or its parentheses comes before one that only begins with the words
  /// (QA: `christmas cz` was Christmas Eve, `Chinese New Year` the Eve before it).
  @Test func aNamesOwnDayComesBeforeItsEve() throws {
    func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }
    for code in ["cz", "ee", "fi", "ph", "sk"] {
      let list = try #require(Country(code: code)).holidays(in: 2026)
      #expect(HolidayDateCommand.match("christmas", in: list) == date("2026-12-25"), "\(code)")
    }
    let cn = try #require(Country(code: "cn")).holidays(in: 2026)
    #expect(HolidayDateCommand.match("Chinese New Year", in: cn) == date("2026-02-17"))
    #expect(HolidayDateCommand.match("Chinese New Year's Eve", in: cn) == date("2026-02-16"))
  }
}
