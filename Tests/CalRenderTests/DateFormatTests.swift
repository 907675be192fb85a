import CalendarCore
import Glibc
import Testing

@testable import CalRender

struct DateFormatTests {
  let wednesday = CivilDate(uncheckedYear: 2025, month: 3, day: 5)

  @Test(arguments: [
    ("%Y", "2025"), ("%m", "03"), ("%d", "05"), ("%e", " 5"), ("%j", "064"), ("%a", "Wed"),
    ("%A", "Wednesday"),
    ("%b", "Mar"), ("%B", "March"), ("%u", "3"), ("%w", "3"), ("%V", "10"), ("%G", "2025"), ("%%", "%"),
    ("%A %d %B %Y", "Wednesday 05 March 2025"), ("", ""), ("no directive", "no directive"), ("ü%d€", "ü05€"),
  ])
  func eachDirective(pattern: String, expected: String) throws {
    #expect(try DateFormat(pattern).string(from: wednesday) == expected)
  }

  @Test func edgesOfTheCalendar() throws {
    let format = try DateFormat("%Y-%m-%d %j %u %w %G-W%V %a")
    #expect(
      format.string(from: CivilDate(uncheckedYear: 1, month: 1, day: 1)) == "0001-01-01 001 1 1 0001-W01 Mon")
    #expect(
      format.string(from: CivilDate(uncheckedYear: 9999, month: 12, day: 31))
        == "9999-12-31 365 5 5 9999-W52 Fri")
    // A Sunday is 7 in ISO's count and 0 in C's; early January may belong to the last ISO year.
    #expect(
      format.string(from: CivilDate(uncheckedYear: 2021, month: 1, day: 3))
        == "2021-01-03 003 7 0 2020-W53 Sun")
    #expect(
      format.string(from: CivilDate(uncheckedYear: 2024, month: 12, day: 30))
        == "2024-12-30 365 1 1 2025-W01 Mon")
  }

  /// The C locale's abbreviations, written out in `DateNames.english`, are its names' first three
  /// letters, as strftime's `%b` and `%a` write them.
  @Test func englishAbbreviationsAreTheNamesFirstThreeLetters() {
    #expect(DateNames.english.abbreviatedMonths == MonthName.english.map { String($0.prefix(3)) })
    #expect(DateNames.english.abbreviatedWeekdays == DateNames.english.weekdays.map { String($0.prefix(3)) })
  }

  @Test func namesComeFromTheNamesGiven() throws {
    let german = DateNames(
      months: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
        "November", "Dezember",
      ],
      abbreviatedMonths: [
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
      ],
      weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
      abbreviatedWeekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."])
    #expect(
      try DateFormat("%A, %e. %B (%a %b)").string(from: wednesday, names: german)
        == "Mittwoch,  5. März (Mi. März)")
  }

  @Test(arguments: [
    ("%q", 0, 2, "unknown directive '%q'"), ("%Y %Q", 3, 2, "unknown directive '%Q'"),
    ("100%", 3, 1, "a format cannot end in '%'"), ("é%É", 2, 3, "unknown directive '%É'"),
  ])
  func problemsArePlaced(pattern: String, offset: Int, length: Int, message: String) {
    #expect {
      _ = try DateFormat(pattern)
    } throws: { error in
      guard let problem = error as? DateFormat.Problem else { return false }
      return problem.offset == offset && problem.length == length && problem.message.hasPrefix(message)
    }
  }

  /// glibc's strftime in the C locale, an independent implementation, over years 1000–9999 (below
  /// 1000 glibc writes %Y and %G without padding; calsh pads to four digits, as it writes dates).
  @Test func agreesWithGlibcStrftime() throws {
    let pattern = "%Y %m %d %e %j %a %A %b %B %u %w %V %G %%"
    let format = try DateFormat(pattern)
    var first = try CivilDate(year: 1000, month: 1, day: 1).dayCount
    let last = try CivilDate(year: 9999, month: 12, day: 31).dayCount
    var checked = 0
    while first <= last {
      let date = CivilDate(uncheckedDayCount: first)
      var fields = tm()
      fields.tm_year = Int32(date.year - 1900)
      fields.tm_mon = Int32(date.month - 1)
      fields.tm_mday = Int32(date.day)
      fields.tm_hour = 12
      _ = timegm(&fields)  // fills in the weekday and the day of the year
      var buffer = [CChar](repeating: 0, count: 256)
      let count = strftime(&buffer, buffer.count, pattern, &fields)
      let expected = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      #expect(format.string(from: date) == expected, "\(date)")
      // Every day near New Year (the ISO week's edges), a sample of the rest.
      first += date.month == 12 && date.day >= 20 || date.month == 1 && date.day <= 10 ? 1 : 37
      checked += 1
    }
    #expect(checked > 100_000)
  }
}

/// Issue 28: the clock's directives, and the zone's only where a value has one.
@Test func timeDirectives() throws {
  let date = try CivilDate(year: 2025, month: 3, day: 30)
  let clock = DateFormat.Clock(
    time: try TimeOfDay(hour: 15, minute: 4, second: 5, nanosecond: 120),
    offset: try UTCOffset(hours: -5, minutes: -30), abbreviation: "XST", epochSeconds: -42)
  let format = try DateFormat("%H %I %M %S %p %f %z %Z %s")
  #expect(format.string(from: date, clock: clock) == "15 03 04 05 PM 000000120 -0530 XST -42")
  #expect(try DateFormat("%I %p").string(from: date) == "12 AM")
  #expect(try DateFormat("%H:%M").string(from: date) == "00:00")
  #expect(format.needsZone)
  #expect(try !DateFormat("%H %I %M %S %p %f").needsZone)
}
