import Testing

@testable import CalendarCore

/// South Korea's public holidays 1990–2050 against the `holidays` package, against official lists,
/// and by their properties; the lunisolar table against KASI's published dates.
struct KoreanHolidayTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  /// `YYYY-MM-DD English name` per holiday of a year.
  func lines(_ year: Int) throws -> [String] {
    try KoreanHolidays.holidays(in: year).map { "\($0.date) \($0.name.english)" }
  }

  /// The reference data, as `lines` writes them.
  static let reference: [Int: [String]] = {
    var years: [Int: [String]] = [:]
    var year = 0
    for line in KoreanHolidayReference.text.split(separator: "\n") {
      var items = line.split(separator: " ")
      if !line.hasPrefix(" ") {
        year = Int(items.removeFirst())!
        years[year] = []
      }
      for item in items {
        let parts = item.split(separator: ":")
        let mmdd = Int(parts[0])!
        let name = KoreanHolidayReference.names[Int(parts[1])!]
        years[year]!.append("\(CivilDate(uncheckedYear: year, month: mmdd / 100, day: mmdd % 100)) \(name)")
      }
    }
    return years
  }()

  /// Where calsh differs from the `holidays` package on purpose: the package's line (nil: it has
  /// none) and calsh's (nil: calsh has none), with the reason.
  static let differences: [(package: String?, calsh: String?, why: String)] = []

  @Test func everyYearMatchesTheHolidaysPackage() throws {
    #expect(Self.reference.count == 61)
    var unexplained: [String] = []
    for year in 1990...2050 {
      var expected = Self.reference[year]!
      for difference in Self.differences {
        if let line = difference.package, line.hasPrefix(String(year)) { expected.removeAll { $0 == line } }
        if let line = difference.calsh, line.hasPrefix(String(year)) { expected.append(line) }
      }
      expected.sort()
      let got = try lines(year)
      if got != expected {
        unexplained.append(
          "\(year): calsh only \(got.filter { !expected.contains($0) }), package only \(expected.filter { !got.contains($0) })"
        )
      }
    }
    #expect(unexplained.isEmpty, "\(unexplained.joined(separator: "\n"))")
  }
}
