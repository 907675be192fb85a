import CalRender
import CalSyntax
import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// The quick path (`Interpreter.runOnQuickPath`) takes the shapes it recognises and refuses the
/// rest, and what it prints is what the general path (lexer, parser, interpreter) prints.
struct QuickPathTests {
  @Test(arguments: [
    "", "   ", "\t", "# a comment", "  # indented comment",
    "weekday 2024-02-29", "weekday\t2023-01-01", "doy 2024-12-31", "doy 0001-01-01 # first",
    "2024-05-17", "  2024-05-17  ", "42", "1 day", "3d", "2 weeks", "1mo", "1 year 2 months", "1 Month",
    "3D 2W", "2024-01-31 + 1 month", "2024-03-01 - 2024-02-01", "1 + 2 - 3", "2024-02-29 - 1 year",
    "1 year - 13 months", "2024-01-01 + 1 year 2 months - 3d", "weekday 2024-01-01 + 1 # note",
    "doy 2024-01-01 + 59", "2024-01-01+1", "1 day + 2024-01-01", "5 + 2024-01-01",
    "hebrew 2025-10-03", "islamic 2025-03-01", "persian 2025-03-21", "chinese 2025-07-25",
    "korean 2025-07-25", "era 2024-05-01", "julian 2024-01-01",
    // Counts of workdays and the codes after them (issue 29).
    "3 workdays", "2024-01-01 + 3 workdays jp", "2025-12-24 + 3 workdays gb",
    "2025-12-24 - 3 workdays gb-sct xnys",
    "3 workdays gb + 2025-12-24", "2025-12-24 + 1 workday", "2025-12-24 + 3 workdays GB",
  ])
  func eachShapeTakesTheQuickPath(line: String) {
    let pair = PathPair(
      settings: Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales()))
    #expect(pair.offer(line) == .taken(matching: true), "\(line)")
    #expect(pair.quick.quickPathHits == 1)
  }

  @Test(arguments: [
    // Other commands and shapes.
    "weekday today", "leap 2024", "isoweek 2024-01-01", "2024-01-01 | weekday", "weekday(2024-01-01)",
    "weekday", "weekday 2024-01-01, 2024-01-02", "let x = 1", "1 * 2", "-1", "1..2", "2024-01-01..2024-01-31",
    "2024-01", "2024-W05-3", "2026-Q4", "1 == 1", "(1)",
    "2025-12-24 + 3 workdays xx", "2025-12-24 + 3 workdays gb, de", "2025-12-24 + 3 workdays in",
    "1800-01-01 + 3 workdays gb", "2025-12-24 + 3 workdays gb-", "2025-12-24 + 3 workdaysgb",
    "1; 2", "2024-01-01\r", "Weekday 2024-01-01",
    // Errors, every one the general path's to report, and numbers longer than 18 digits.
    "2024-02-30", "0000-01-01", "10000-01-01", "2024-01-01 + 2024-01-01", "1 mnth", "1 day 2",
    "99999999999999999999", "9223372036854775807", "9999-12-31 + 1 day", "0001-01-01 - 1 day",
    "9223372036854775807 days", "weekday 5", "doy 1 day", "1 - 2024-01-01", "2024-01-01-1", "1-1",
    "2024/01/01", "23-02", "3.5", "3 days2", "2024-01-01 + 1 d\u{0430}y", "1 wee\u{212A}",
    String(repeating: "1 + ", count: 201) + "1",
    // A calendar's day outside its span, a calendar date in a sum, the name longer than eight.
    "chinese 1800-01-01", "era 1872-12-31", "hebrew 2025-10-03 + 1", "ummalqura 2025-03-01",
  ])
  func shapesItMustRefuseTakeTheGeneralPath(line: String) {
    let pair = PathPair(
      settings: Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales()))
    #expect(pair.offer(line) == .refused, "\(line)")
    #expect(pair.quick.quickPathHits == 0)
  }

  /// The quick path keeps the last codes after `N workdays` it resolved (`QuickCodes`): a line
  /// whose codes begin with the same bytes but go on (`gb-sct`, `gbr`, `gb xnys` after `gb`) is
  /// resolved afresh, and every line still prints what the general path prints.
  @Test func keptCodesServeOnlyTheSameCodes() {
    let pair = PathPair(
      settings: Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales()))
    let codes = [
      "gb", "gb", "gb-sct", "gb", "gbr", "gb xnys", "gb", "gb  # note", "gb + 1 day", "xnys", "gb-sct",
    ]
    for codes in codes {
      let line = "2025-12-24 + 3 workdays \(codes)"
      #expect(pair.offer(line) == .taken(matching: true), "\(line)")
    }
    #expect(pair.quick.quickPathHits == codes.count)
  }

  /// The quick path runs while the calendar in force writes every date as a Gregorian one
  /// (`proleptic`, or `jp`, which kept no Julian days), and leaves every line to the parser
  /// when some dates are written as Julian ones (a switch, or `julian`).
  @Test(arguments: [("proleptic", true), ("jp", true), ("gb", false), ("julian", false)])
  func takenOnlyWhileEveryDateIsWrittenGregorian(reform: String, taken: Bool) {
    var settings = Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales())
    settings.reform = Reform(named: reform)!
    let pair = PathPair(settings: settings)
    for line in ["weekday 2024-02-29", "doy 1700-03-01", "1700-02-28 + 1 day", "# a comment"] {
      #expect(pair.offer(line) == (taken ? .taken(matching: true) : .refused), "\(reform): \(line)")
    }
    #expect(pair.quick.quickPathHits == (taken ? 4 : 0))
  }

  /// The quick path finds its commands by their first three bytes (`QuickCommands`): every
  /// other command's name, words near its own names, and its names in capitals or glued to
  /// more letters are refused, whatever slot they fall in.
  @Test func onlyItsOwnCommandsAreFoundByName() {
    let own = [
      "weekday", "doy", "julian", "hebrew", "islamic", "persian", "chinese", "korean", "era", "coptic",
      "indian",
      "minguo", "thai",
    ]
    let near = [
      "weekdays", "weekda", "week", "doyy", "do", "doomsday", "er", "eras", "erax", "julia", "julianx",
      "hebrews", "islam", "persia", "chines", "koreans", "WEEKDAY", "Doy", "ERA", "wee", "heb", "isl",
    ]
    let others = CommandTable.entryNames.filter { !own.contains($0) }
    #expect(others.count == CommandTable.entryNames.count - own.count)
    for word in others + near {
      let pair = PathPair(
        settings: Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales()))
      #expect(pair.offer(word + " 2024-05-17") == .refused, "\(word)")
    }
    for word in own {
      let pair = PathPair(
        settings: Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales()))
      #expect(pair.offer(word + " 2024-05-17") == .taken(matching: true), "\(word)")
    }
  }

  /// Thousands of generated lines near the shapes the quick path reads, under each month-end
  /// rule (and, with overflow, a session's holidays, which the quick path leaves out of its
  /// sums): every line the quick path takes prints what the general path prints, with no error;
  /// every line it refuses prints nothing.
  @Test(arguments: MonthEnd.allCases)
  func quickAndGeneralPathsAgreeOnGeneratedLines(monthEnd: MonthEnd) {
    var settings = Settings(today: CivilDate(uncheckedYear: 2024, month: 5, day: 17), locales: TestLocales())
    settings.monthEnd = monthEnd
    if monthEnd == .overflow { settings.holidays = HolidayCalendar(countries: [.jp, .us]) }
    let pair = PathPair(settings: settings)
    var generator = LineGenerator(seed: monthEnd == .clamp ? 1 : 2)
    guard let (taken, refused) = pair.offerAll((0..<20_000).lazy.map { _ in generator.line() }) else {
      return
    }
    // The generator must keep testing both sides of the line the quick path draws. (Fewer are
    // taken since a weekday before 1582-10-15 warns of the reform and goes the general path.)
    #expect(taken > 4_000)
    #expect(refused > 5_000)
    #expect(pair.quick.quickPathHits == taken)
  }
}

/// Two interpreters with the same settings: one offered each line on its quick path, one that
/// runs it through the lexer, parser and interpreter.
final class PathPair {
  /// What an interpreter printed and reported since the last line.
  final class Capture {
    var bytes: [UInt8] = []
    var errors: [String] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  let quick: Interpreter
  let general: Interpreter
  private let quickCapture = Capture()
  private let generalCapture = Capture()
  private(set) var lastDifference = ""

  enum Outcome: Equatable {
    /// The quick path ran the line; `matching` when the general path printed the same bytes and
    /// reported no error.
    case taken(matching: Bool)
    /// The quick path refused the line, and printed nothing.
    case refused
  }

  init(settings: Settings) {
    let quickCapture = quickCapture
    let generalCapture = generalCapture
    quick = Interpreter(
      settings: settings, output: Output { quickCapture.bytes += $0 },
      policy: SessionPolicy { quickCapture.errors.append($0.message) })
    general = Interpreter(
      settings: settings, output: Output { generalCapture.bytes += $0 },
      policy: SessionPolicy { generalCapture.errors.append($0.message) })
  }

  /// Offers each line: how many the quick path took and refused, or nil once a taken line
  /// printed otherwise than the general path (recorded as an issue).
  func offerAll(_ lines: some Sequence<String>) -> (taken: Int, refused: Int)? {
    var counts = (taken: 0, refused: 0)
    for line in lines {
      switch offer(line) {
      case .taken(matching: true): counts.taken += 1
      case .taken(matching: false):
        Issue.record("the paths differ on \(line.debugDescription): \(lastDifference)")
        return nil
      case .refused: counts.refused += 1
      }
    }
    return counts
  }

  func offer(_ line: String) -> Outcome {
    for capture in [quickCapture, generalCapture] {
      capture.bytes = []
      capture.errors = []
    }
    var text = line
    let ran = text.withUTF8 { quick.runOnQuickPath($0) }
    quick.output.flush()
    guard ran else {
      lastDifference = "the refused line printed \(quickCapture.text.debugDescription)"
      return quickCapture.bytes.isEmpty && quickCapture.errors.isEmpty ? .refused : .taken(matching: false)
    }
    general.run(SourceText(name: "<test>", text: line))
    general.output.flush()
    lastDifference =
      "quick \(quickCapture.text.debugDescription), general \(generalCapture.text.debugDescription) "
      + "\(generalCapture.errors)"
    return .taken(matching: quickCapture.bytes == generalCapture.bytes && generalCapture.errors.isEmpty)
  }
}

/// Lines near the quick path's shapes: dates near month ends, leap days and the calendar's ends,
/// durations in every unit spelling, whole numbers up to and past what fits, the operators
/// spaced and glued, and a little of what it must refuse.
struct LineGenerator {
  var random: SplitMix

  init(seed: UInt64) { random = SplitMix(seed: seed) }

  mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

  mutating func pick(_ items: [String]) -> String { items[below(items.count)] }

  mutating func date() -> String {
    let year = [1, 2, 4, 100, 1582, 1900, 2000, 2023, 2024, 2100, 9998, 9999, 1 + below(9999)][below(13)]
    let month = below(12) == 0 ? [0, 13, 99][below(3)] : 1 + below(12)
    let day =
      below(12) == 0 ? [0, 32, 99][below(3)] : below(2) == 0 ? 1 + below(28) : [1, 28, 29, 30, 31][below(5)]
    let text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    return below(40) == 0 ? pick(["2024-2-03", "12024-01-01", "2024-01-01x", "2024-W05-3", "2024-01"]) : text
  }

  private func pad(_ n: Int, _ width: Int) -> String {
    String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
  }

  mutating func amount() -> String {
    guard below(4) == 0 else { return String(below(below(2) == 0 ? 40 : 400)) }
    return pick([
      "0", "11", "12", "13", "28", "29", "30", "31", "59", "365", "366", "1000", "9998", "9999", "10000",
      "119987", "119988", "3652058", "3652059", "3652060", "999999999999999999", "9223372036854775807",
      "99999999999999999999", "0000000000000000001", String(below(100_000)),
    ])
  }

  /// Every spelling of every unit, in several cases, and words that are no unit.
  static let units = [
    "d", "day", "days", "w", "week", "weeks", "mo", "month", "months", "y", "year", "years",
  ]
  static let otherUnits = [
    "D", "Days", "MONTH", "Mo", "wEEk", "Y", "mnth", "dys", "min", "workdays", "m", "da",
  ]

  mutating func unit() -> String {
    below(6) == 0 ? pick(LineGenerator.otherUnits) : pick(LineGenerator.units)
  }

  mutating func duration() -> String {
    var text = ""
    for part in 0...(below(4) == 0 ? 1 + below(2) : 0) {
      if part > 0 { text += pick([" ", "  ", "\t"]) }
      text += amount() + pick([" ", "", " ", "\t"]) + unit()
    }
    return text
  }

  /// A date most often first, durations and numbers most often after it.
  mutating func term(first: Bool) -> String {
    switch below(20) {
    case 0..<(first ? 14 : 3): return date()
    case 0..<(first ? 16 : 8): return amount()
    default: return duration()
    }
  }

  mutating func line() -> String {
    var text =
      below(10) == 0
      ? pick(["leap ", "jdn ", "weekday(", "isoweek "])
      : pick(["", "", "", "", "weekday ", "doy ", "weekday\t", "weekday  ", "doy  "])
    text += term(first: true)
    for _ in 0..<[0, 0, 1, 1, 1, 2, 3][below(7)] {
      let op =
        below(12) == 0 ? pick([" * ", " .. ", "-", " == "]) : pick([" + ", " - ", "+", " +", "- ", "\t-\t"])
      text += op + term(first: false)
    }
    let end = below(12) == 0 ? pick([";", " |", ")", " x"]) : pick(["", "", "", " ", " # note", "#x", "\t"])
    return pick(["", "", "", " ", "\t"]) + text + end
  }
}

/// The quick path's `DATE-TIME ZONE in ZONE` (issue 28's speed): it takes the shape, prints what
/// the general path prints (gaps and overlaps resolved by the setting, names in any case, links),
/// and refuses every other spelling, whose errors and readings are the general path's.
struct QuickZoneConversionTests {
  private static func pair(disambiguation: Disambiguation = .compatible) -> PathPair {
    var settings = Settings(today: CivilDate(uncheckedYear: 2026, month: 11, day: 28), locales: TestLocales())
    settings.disambiguation = disambiguation
    return PathPair(settings: settings)
  }

  @Test(arguments: [
    "2025-03-30T01:30 Europe/Berlin in America/New_York", "2025-03-30T01:30:59 Europe/Berlin in Asia/Tokyo",
    "  2025-03-30t01:30 europe/berlin in ASIA/TOKYO  # a comment", "2025-03-30T02:30 Europe/Berlin in UTC/x",
    "2025-03-30T02:30 Europe/Berlin in Asia/Kolkata", "2025-10-26T02:30 Europe/Berlin in Asia/Tokyo",
    "1811-07-23T14:50:32 Africa/Abidjan in Pacific/Apia", "2011-12-30T12:00 Pacific/Apia in US/Eastern",
    "0001-01-02T12:00 Asia/Tokyo in America/Los_Angeles", "9999-12-30T23:59:59 Etc/GMT+5 in Etc/GMT-14",
    "2025-03-30T01:30\tEurope/Berlin\tin\tAmerica/Argentina/Buenos_Aires",
  ])
  func takenAndAsTheGeneralPathPrints(line: String) {
    let pair = QuickZoneConversionTests.pair()
    let outcome = pair.offer(line)
    if line.contains("UTC/x") {
      #expect(outcome == .refused, "\(line)")
      return
    }
    #expect(outcome == .taken(matching: true), "\(line): \(pair.lastDifference)")
    #expect(pair.quick.quickPathHits == 1)
  }

  @Test(arguments: [
    "2025-03-30T01:30:00.5 Europe/Berlin in Asia/Tokyo", "2025-03-30T01:30Z in Asia/Tokyo",
    "2025-03-30T01:30+01:00 in Asia/Tokyo", "2025-03-30T01:30 UTC in Asia/Tokyo",
    "2025-03-30T01:30 Europe/Berlin in UTC", "2025-03-30T01:30 Europe/Berlin in \"Asia/Tokyo\"",
    "2025-03-30T01:30 Europe/Berln in Asia/Tokyo", "2025-03-30T01:30 Europe/Berlin in Asia/Tokio",
    "2025-03-30T01:30 Europe/Berlin IN Asia/Tokyo", "2025-03-30T01:30 Europe/Berlin in Asia/Tokyo + 1",
    "2025-03-30T01:30 Europe/Berlin", "2025-03-30T24:00 Europe/Berlin in Asia/Tokyo",
    "2025-02-30T01:30 Europe/Berlin in Asia/Tokyo", "0000-12-31T12:00 Europe/Berlin in Asia/Tokyo",
    "2025-03-30T01:30:5 Europe/Berlin in Asia/Tokyo", "2025-03-30T01:300 Europe/Berlin in Asia/Tokyo",
    "2025-03-30T01:30 Europe/Berlin in Asia/Tokyo;", "2025-03-30T01:30 Europe/Berlin.x in Asia/Tokyo",
    "2025-03-30T01:30 Europe/Berlin in Asia/Tokyo | epoch", "0001-01-01T00:30 Europe/Berlin in Asia/Tokyo",
    // Out of range on one side or the other: the general path's errors.
    "0001-01-01T12:00 Asia/Tokyo in America/Los_Angeles", "9999-12-31T23:59:59 Etc/GMT+5 in Etc/GMT-14",
  ])
  func otherSpellingsAndErrorsAreTheGeneralPaths(line: String) {
    let pair = QuickZoneConversionTests.pair()
    #expect(pair.offer(line) == .refused, "\(line)")
    #expect(pair.quick.quickPathHits == 0)
  }

  /// Under `reject`, a skipped or repeated wall time is the general path's error; the others
  /// choose as the general path does.
  @Test(arguments: Disambiguation.allCases)
  func gapsAndOverlapsFollowTheSetting(choice: Disambiguation) {
    let pair = QuickZoneConversionTests.pair(disambiguation: choice)
    for line in [
      "2025-03-30T02:30 Europe/Berlin in Asia/Tokyo", "2025-10-26T02:30 Europe/Berlin in Asia/Tokyo",
    ] {
      #expect(
        pair.offer(line) == (choice == .reject ? .refused : .taken(matching: true)), "\(choice): \(line)")
    }
  }

  /// Thousands of generated conversions near the edges (gaps and overlaps of zones that change
  /// their clocks, local mean times, years 1 and 9999, names in any case and links, a few
  /// spellings the quick path must refuse), under each disambiguation: every line it takes
  /// prints what the general path prints, with no error; every line it refuses prints nothing.
  @Test(arguments: Disambiguation.allCases)
  func quickAndGeneralPathsAgreeOnGeneratedConversions(choice: Disambiguation) {
    let pair = QuickZoneConversionTests.pair(disambiguation: choice)
    var random = SplitMix(seed: 28 + UInt64(Disambiguation.allCases.firstIndex(of: choice)!))
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    let zones = [
      "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata",
      "Africa/Abidjan", "America/Sao_Paulo", "US/Eastern", "europe/london", "Antarctica/Troll",
      "Etc/GMT+12", "Pacific/Kiritimati", "America/St_Johns", "Europe/Berln", "UTC",
    ]
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    func line() -> String {
      let year = [1, 2, 1883, 1916, 1970, 2011, 2025, 2037, 2038, 2100, 9998, 9999, 1 + below(9999)][
        below(13)]
      let month = 1 + below(12)
      let day = below(20) == 0 ? 29 + below(3) : 1 + below(28)
      let hour = below(20) == 0 ? 24 : below(24)
      let clock = "\(two(hour)):\(two(below(60)))" + (below(2) == 0 ? ":\(two(below(60)))" : "")
      let date = String(repeating: "0", count: 4 - String(year).count) + "\(year)-\(two(month))-\(two(day))"
      return "\(date)T\(clock) \(zones[below(zones.count)]) in \(zones[below(zones.count)])"
    }
    guard let (taken, refused) = pair.offerAll((0..<3_000).lazy.map { _ in line() }) else { return }
    #expect(taken > 1_500)
    #expect(refused > 300)
    #expect(pair.quick.quickPathHits == taken)
  }

  /// A new catalog (`set tzdata`) forgets the zones found by their bytes.
  @Test func aNewCatalogForgetsTheZonesFound() {
    let pair = QuickZoneConversionTests.pair()
    let line = "2025-03-30T01:30 Europe/Berlin in Asia/Tokyo"
    #expect(pair.offer(line) == .taken(matching: true))
    pair.quick.useZoneCatalog(ZoneCatalog(source: EmbeddedZoneSource()))
    #expect(pair.offer(line) == .taken(matching: true))
    #expect(pair.quick.quickPathHits == 2)
  }
}
