import CalSyntax
import CalendarCore

/// The sky behind the calendars (issue 32): `equinox`, `solstice`, `newmoon`, `fullmoon` (value
/// commands giving an instant in UTC, mapped over ranges), `moon` and `solarterms` (rows with
/// each time in UTC and in the session's zone). Meeus's algorithms, in `CalendarCore/Sky`.
enum SkyCommands {
  static let equinox = Command(
    "equinox", group: .math, kind: .valueCommand, usage: "equinox YEAR [march | september]",
    summary: "the instant of a year's March (or September) equinox, in UTC (years 1–3000, Meeus ch. 27)",
    details: "The Sun's apparent longitude reaches 0° (march) or 180° (september): Meeus's mean instant and "
      + "24 periodic terms, within about a minute; ΔT (Espenak and Meeus) turns dynamical time into UT. "
      + "'in ZONE' shows it on a zone's clock; explain equinox YEAR shows the steps.",
    examples: ["equinox 2025", "equinox 2025 september", "equinox 2025 in Asia/Tokyo", "equinox 2020..2025"],
    words: ["march", "september"]
  ) { call in try SkyCommands.season(call, words: ["march": .marchEquinox, "september": .septemberEquinox]) }

  static let solstice = Command(
    "solstice", group: .math, kind: .valueCommand, usage: "solstice YEAR [june | december]",
    summary: "the instant of a year's June (or December) solstice, in UTC (years 1–3000, Meeus ch. 27)",
    details: "The Sun's apparent longitude reaches 90° (june) or 270° (december), worked out as the "
      + "equinoxes are. explain solstice YEAR shows the steps.",
    examples: ["solstice 2025", "solstice 2025 december", "solstice 2025 december in Australia/Sydney"],
    words: ["june", "december"]
  ) { call in try SkyCommands.season(call, words: ["june": .juneSolstice, "december": .decemberSolstice]) }

  static let newmoon = Command(
    "newmoon", group: .math, kind: .valueCommand, usage: "newmoon [DATE | MONTH | YEAR]",
    summary: "the first new moon from the start (00:00 UTC) of a day, month or year, in UTC (Meeus ch. 49)",
    details:
      "Without an argument, the next new moon from now. A month with two new moons gives its first and "
      + "a February may have none (the next is in March): moon MONTH lists each phase of a month. Years "
      + "1–3000; explain newmoon … shows the steps.",
    examples: ["newmoon 2025-03", "newmoon 2025-01..2025-12", "newmoon 2025-03 in Asia/Shanghai"]
  ) { call in try SkyCommands.phase(.newMoon, call) }

  static let fullmoon = Command(
    "fullmoon", group: .math, kind: .valueCommand, usage: "fullmoon [DATE | MONTH | YEAR]",
    summary: "the first full moon from the start (00:00 UTC) of a day, month or year, in UTC (Meeus ch. 49)",
    details: "As newmoon: without an argument the next from now; moon MONTH lists each phase of a month.",
    examples: ["fullmoon 2025-03", "fullmoon 2025-01..2025-12", "fullmoon 2025-03-15"]
  ) { call in try SkyCommands.phase(.fullMoon, call) }

  static let moon = Command(
    "moon", group: .math, usage: "moon [MONTH | YEAR]",
    summary: "the Moon's phases in a month or year (UTC): phase, the time in UTC and in the session's zone",
    details: "New moon, first quarter, full moon and last quarter by Meeus's chapter 49, each within about a "
      + "minute, as rows with the fields phase, utc and local (the session's zone: set tz, --tz). "
      + "Without an argument, this month.",
    examples: ["moon 2025-03", "moon 2025 | csv", "moon 2025-03 | table phase local"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (from, to) = try SkyCommands.period(call)
    let at = call.call.nameRange
    let zone = try call.interpreter.sessionZone(at: at)
    let phases = try SkyCommands.sky(at) { () throws(SkyError) in try MoonPhase.phases(from: from, to: to) }
    return .records(
      RecordList(
        names: ["phase", "utc", "local"],
        rows: try phases.map { moon in
          let name: [Value] = [.string(moon.phase.name)]
          return name + (try SkyCommands.times(of: moon.instant, zone: zone, in: call))
        }))
  }

  static let solarterms = Command(
    "solarterms", group: .math, usage: "solarterms [YEAR]",
    summary:
      "the 24 solar terms (jieqi) of a year: Chinese, pinyin, English, longitude, time in UTC and locally",
    details: "The instants the Sun's apparent longitude reaches a multiple of 15° (Meeus ch. 25, iterated as "
      + "in ch. 27), from 小寒 (285°) in January to 冬至 (270°) in December; major is true for the twelve "
      + "at multiples of 30° (中气), which name the Chinese months. Fields: term, pinyin, english, longitude, "
      + "major, utc, local (the session's zone). Without a year, this year.",
    examples: ["solarterms 2025", "solarterms 2025 | table term english local", "solarterms 2025 | json"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let year =
      call.arguments.isEmpty
      ? call.settings.today.year
      : try MathCommands.year(of: try call.value(at: 0), at: call.range(at: 0), in: call)
    let at = call.call.nameRange
    let zone = try call.interpreter.sessionZone(at: at)
    let terms = try SkyCommands.sky(at) { () throws(SkyError) in try SolarTerm.terms(of: year) }
    return .records(
      RecordList(
        names: ["term", "pinyin", "english", "longitude", "major", "utc", "local"],
        rows: try terms.map { term in
          let fields: [Value] = [
            .string(term.chinese), .string(term.pinyin), .string(term.english), .int(term.longitude),
            .bool(term.isMajor),
          ]
          return fields + (try SkyCommands.times(of: term.instant, zone: zone, in: call))
        }))
  }

  /// `equinox YEAR [WORD]` and `solstice …`: the season the word names (the first by default).
  private static func season(_ call: Invocation, words: [String: Season]) throws -> Value {
    try call.expectArguments(atMost: 2)
    let season = try SkyCommands.season(in: call, words: words)
    let (value, range) =
      call.arguments.count == 1 && call.word(at: 0) != nil && call.subject != nil
      ? (call.subject!, call.call.nameRange) : try call.operand("a year, e.g. \(call.name) 2025")
    let year = try MathCommands.year(of: value, at: range, in: call)
    let equinox = try sky(range) { () throws(SkyError) in try Equinox(year: year, season: season) }
    return .scalar(try call.interpreter.utc(equinox.instant, at: range))
  }

  /// The season a call's word names (`september`), or the first of `words`' seasons.
  static func season(in call: Invocation, words: [String: Season]) throws -> Season {
    let index: Int
    switch (call.arguments.count, call.subject) {
    case (2, _): index = 1
    case (1, .some) where call.word(at: 0) != nil: index = 0
    default: return words.values.min { $0.rawValue < $1.rawValue }!
    }
    let known = words.keys.sorted { words[$0]!.rawValue < words[$1]!.rawValue }
    guard let word = call.word(at: index), let season = words[word.lowercased()] else {
      throw call.error(
        "\(call.name) takes a year and then \(known.joined(separator: " or ")), e.g. \(call.name) 2025 \(known[1])",
        at: call.range(at: index))
    }
    return season
  }

  /// `newmoon X`, `fullmoon X`: the first such phase from the start of X (now without one).
  private static func phase(_ phase: LunarPhase, _ call: Invocation) throws -> Value {
    try call.expectArguments(atMost: 1)
    let interpreter = call.interpreter
    let start: Instant
    let range: SourceRange
    if call.arguments.isEmpty && call.subject == nil {
      range = call.call.nameRange
      start = try interpreter.now(at: range).instant
    } else {
      let (value, at) = try call.operand("a date, month or year, e.g. \(call.name) 2025-03")
      range = at
      start = try self.start(of: value, at: at, in: call)
    }
    let moon = try sky(range) { () throws(SkyError) in try MoonPhase.next(phase, from: start) }
    return .scalar(try interpreter.utc(moon.instant, at: range))
  }

  /// 00:00 UTC of a date, of a month's first day or of a year's.
  static func start(of value: Value, at range: SourceRange, in call: Invocation) throws -> Instant {
    let date: CivilDate
    switch value {
    case .date(let day): date = day
    case .yearMonth(let month):
      date = try call.run { () throws(CalendarError) in
        try CivilDate(year: month.year, month: month.month, day: 1)
      }
    case .int:
      let year = try MathCommands.year(of: value, at: range, in: call)
      date = try call.run { () throws(CalendarError) in try CivilDate(year: year, month: 1, day: 1) }
    case .scalar(let zoned as ZonedDateTime): return zoned.instant
    default: throw call.wrongKind(value, at: range, expected: "a date, a month or a year")
    }
    return try atTime(range) { try Instant(DateTime(date: date), offset: .utc) }
  }

  /// What `moon` covers: a month (its days in UTC) or a year; this month without an argument.
  private static func period(_ call: Invocation) throws -> (Instant, Instant) {
    let first: YearMonth
    var months = 1
    if call.arguments.isEmpty, call.subject == nil {
      first = call.settings.month(of: call.settings.today)
    } else {
      let (value, range) = try call.operand("a month or a year, e.g. moon 2025-03")
      if case .int = value {
        let year = try MathCommands.year(of: value, at: range, in: call)
        first = try call.run { () throws(CalendarError) in try YearMonth(year: year, month: 1) }
        months = 12
      } else {
        first = try MathCommands.yearMonth(of: value, at: range, in: call)
      }
    }
    let at = call.call.nameRange
    guard SkyTime.years.contains(first.year) else {
      throw call.error(SkyError.yearOutOfRange(first.year).message)
    }
    let after = try call.run { () throws(CalendarError) in try first.adding(months: months) }
    return (
      try start(of: .yearMonth(first), at: at, in: call), try start(of: .yearMonth(after), at: at, in: call)
    )
  }

  /// An instant in UTC and on `zone`'s clock: a row's `utc` and `local`.
  static func times(of instant: Instant, zone: ZoneRules, in call: Invocation) throws -> [Value] {
    let at = call.call.nameRange
    return [
      .scalar(try call.interpreter.utc(instant, at: at)),
      .scalar(try call.interpreter.converted(instant, to: zone, at: at)),
    ]
  }

  /// `body`, a year outside the sky's span made a positioned script error.
  static func sky<T>(_ range: SourceRange, _ body: () throws(SkyError) -> T) throws(ScriptError) -> T {
    do {
      return try body()
    } catch {
      throw ScriptError(.evaluation, error.message, at: range)
    }
  }
}
