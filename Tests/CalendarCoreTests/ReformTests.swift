import CalendarCore
import Foundation
import Testing

/// The Gregorian reform: labels, the gap, month and year lengths, and the table against ncal.
struct ReformTests {
  let gb = Reform(named: "gb")!

  @Test func britainSkipsElevenDays() throws {
    #expect(gb.label(dayCount: try gb.dayCount(year: 1752, month: 9, day: 2) + 1).description == "1752-09-14")
    #expect(throws: CalendarError.dayInReformGap(year: 1752, month: 9, day: 5, gb)) {
      try gb.dayCount(year: 1752, month: 9, day: 5)
    }
    #expect(
      CalendarError.dayInReformGap(year: 1752, month: 9, day: 5, gb).message
        == "1752-09-05 never existed in Great Britain: 1752-09-02 was followed by 1752-09-14")
    #expect(gb.days(year: 1752, month: 9).map(\.number) == [1, 2] + Array(14...30))
    #expect(gb.daysIn(year: 1752, month: 9) == 19)
    #expect(gb.daysIn(year: 1752) == 355)
    #expect(gb.isLeapYear(1700))
    #expect(!Reform.proleptic.isLeapYear(1700))
    #expect(gb.daysIn(year: 1700, month: 2) == 29)
    #expect(try gb.date(year: 1066, month: 10, day: 14).weekday == .saturday)
    #expect(gb.dayOfYear(dayCount: try gb.dayCount(year: 1752, month: 12, day: 31)) == 355)
    #expect(throws: CalendarError.dayOutOfReformMonth(year: 1700, month: 2, day: 30, lastDay: 29, gb)) {
      try gb.dayCount(year: 1700, month: 2, day: 30)
    }
  }

  @Test func namedReforms() {
    #expect(Reform(named: "1752") == gb)
    #expect(Reform(named: "IT") == Reform(named: "1582"))
    #expect(Reform(named: "proleptic")!.isGregorianThroughout)
    #expect(Reform(named: "julian")!.isLeapYear(1900))
    #expect(Reform(named: "xx") == nil)
    #expect(Reform(named: "it")!.days(year: 1582, month: 10).map(\.number) == [1, 2, 3, 4] + Array(15...31))
  }

  /// Which years have a day written as a Julian date: none in a calendar Gregorian throughout,
  /// every one under `julian`, the years through the last Julian day under a switch (in range
  /// or not), so callers ask this rather than the reform's name.
  @Test func yearsWithJulianDays() {
    for code in ["proleptic", "jp"] {
      let reform = Reform(named: code)!
      #expect(reform.isGregorianThroughout)
      #expect(![-5, 1, 1582, 1752, 9999, 10_000].contains { reform.writesJulianDays(inYear: $0) }, "\(code)")
    }
    let julian = Reform.julian
    #expect(!julian.isGregorianThroughout)
    #expect([-5, 1, 1582, 1752, 9999, 10_000].allSatisfy { julian.writesJulianDays(inYear: $0) })
    #expect(!gb.isGregorianThroughout)
    #expect([-5, 1, 1582, 1752].allSatisfy { gb.writesJulianDays(inYear: $0) })
    #expect(![1753, 9999, 10_000].contains { gb.writesJulianDays(inYear: $0) })
    #expect(Reform(named: "gr")!.writesJulianDays(inYear: 1923))
    #expect(!Reform(named: "gr")!.writesJulianDays(inYear: 1924))
  }

  /// Every label round-trips to its day, for every reform, over calsh's whole range.
  @Test(arguments: ["proleptic", "julian", "gb", "it", "ru", "se"])
  func labelsRoundTrip(name: String) throws {
    let reform = Reform(named: name)!
    var wrong: [Int] = []
    for count in Gregorian.dayCounts {
      let label = reform.label(dayCount: count)
      if (try? reform.dayCount(year: label.year, month: label.month, day: label.day)) != count {
        wrong.append(count)
      }
    }
    #expect(wrong.isEmpty)
  }

  /// Greece, Japan and China follow the historical record, not ncal (#26.9): Greece's state went
  /// from 1923-02-15 to 1923-03-01; Japan (1873) and China (1912) went to the Gregorian calendar
  /// from lunisolar ones, so they have no Julian days.
  @Test func historicalSwitches() throws {
    let greece = Reform(named: "gr")!
    #expect(greece.switchDates.map { "\($0.lastJulian) \($0.firstGregorian)" } == "1923-02-15 1923-03-01")
    #expect(greece.daysIn(year: 1923, month: 2) == 15)
    for (code, first) in [("jp", "1873-01-01"), ("cn", "1912-01-01")] {
      let reform = Reform(named: code)!
      #expect(reform.isGregorianThroughout && reform.switchDates == nil, "\(code)")
      #expect(reform.country?.gregorianFrom.description == first, "\(code)")
      #expect(reform.code == code)
      #expect(try reform.date(year: 1872, month: 12, day: 25).description == "1872-12-25")
    }
  }

  /// The committed table is what `ncal -p` lists (scripts/gen-reform-table), when ncal is here:
  /// the last Julian day of each country, and for the three that follow the historical record
  /// instead (Greece, Japan, China) the date the table keeps as ncal's.
  @Test func tableIsNcals() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ncal") else { return }
    let text = try run(["-p"])
    let pattern = try NSRegularExpression(pattern: #"([A-Z]{2}) .+?\s+(\d{4}-\d\d-\d\d)"#)
    var listed: [String: String] = [:]
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      let code = String(text[Range(match.range(at: 1), in: text)!]).lowercased()
      listed[code] = String(text[Range(match.range(at: 2), in: text)!])
    }
    var table: [String: String] = [:]
    for country in ReformCountry.all {
      table[country.code] = country.ncal ?? Reform(country).switchDates?.lastJulian.description
    }
    #expect(listed == table)
    #expect(ReformCountry.all.filter { $0.ncal != nil }.map(\.code) == ["cn", "gr", "jp"])
  }

  /// The switch month of every country, day numbers on their weekdays, as `ncal -s CC` draws it;
  /// not for the three whose switch follows the historical record rather than ncal (`tableIsNcals`).
  @Test func switchMonthsAreNcals() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ncal") else { return }
    for country in ReformCountry.all where country.ncal == nil {
      let reform = Reform(country)
      guard let (last, first) = reform.switchDates else { continue }
      for (year, month) in Set([[last.year, last.month], [first.year, first.month]]).map({ ($0[0], $0[1]) }) {
        let text = try run(["-s", country.code.uppercased(), String(month), String(year)])
        // ncal: a title line, then one line per weekday (Su … Sa) of the day numbers in it.
        var ncal: [Int: Weekday] = [:]
        for (row, line) in text.split(separator: "\n").dropFirst().prefix(7).enumerated() {
          for number in line.dropFirst(2).split(separator: " ") { ncal[Int(number)!] = Weekday.allCases[row] }
        }
        var calsh: [Int: Weekday] = [:]
        for day in reform.days(year: year, month: month) {
          calsh[day.number] = CivilDate(uncheckedDayCount: day.dayCount).weekday
        }
        #expect(calsh == ncal, "\(country.code) \(year)-\(month)")
      }
    }
  }

  private func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ncal")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
