import CalSyntax
import CalendarCore

/// `easter YEAR [gregorian | orthodox | julian]`: Easter Sunday by the Gregorian computus, or by
/// the Julian computus the Orthodox churches keep, as a Gregorian date or as a Julian one.
enum EasterCommand {
  /// Which churches' Easter, and in which calendar it is written.
  enum Reckoning: String, CaseIterable {
    /// The Gregorian computus (Western churches since 1583): a date.
    case gregorian
    /// The Julian computus, the Sunday as a (proleptic Gregorian) date: 2024-05-05.
    case orthodox
    /// The Julian computus, the Sunday written in the Julian calendar: 2024-04-22.
    case julian

    static let words = allCases.map(\.rawValue)
  }

  static let easter = Command(
    "easter", group: .math, kind: .valueCommand, usage: "easter YEAR [orthodox | julian]",
    summary:
      "Easter Sunday of a year (Gregorian computus 1583–9999; orthodox or julian: Julian computus 326–9999)",
    details: "easter YEAR (or easter YEAR gregorian) is Western Easter by the Gregorian computus, years "
      + "1583–9999. easter YEAR orthodox is Easter by the Julian computus that the Orthodox churches keep, "
      + "as a date of calsh's (Gregorian) calendar; easter YEAR julian is the same Sunday written in the "
      + "Julian calendar, as text (2024-04-22, the Julian name of 2024-05-05). The Julian computus runs "
      + "from 326, the year after the Council of Nicaea, to 9999 (whose Orthodox Easter falls in June). "
      + "Under set reform churchgr or churchro easter YEAR is the Orthodox Easter, as those churches kept "
      + "the Julian computus, written in the Revised Julian calendar. Under a reform easter YEAR of a year "
      + "before the switch is the Easter then kept, the Julian computus's; easter YEAR gregorian is always "
      + "the Western, by the Gregorian computus, written as the reform writes the day. "
      + "explain easter YEAR [orthodox | julian] shows the steps.",
    examples: [
      "easter 2025", "easter 2024 | weekday", "easter 2024 orthodox", "easter 2024 julian",
    ],
    words: Reckoning.words
  ) { call in
    try call.expectArguments(atMost: 2)
    let written = try EasterCommand.reckoning(in: call)
    // `2024 | easter orthodox`: the word is the only argument and the year comes through the pipe.
    let (value, range) =
      call.arguments.count == 1 && call.word(at: 0) != nil && call.subject != nil
      ? (call.subject!, call.call.nameRange) : try call.operand("a year, e.g. easter 2025")
    return try sunday(of: value, at: range, by: written, in: call)
  }

  /// The reckoning word of the call (`orthodox` in `easter 2024 orthodox` or `2024 | easter
  /// orthodox`); nil when there is none.
  static func reckoning(in call: Invocation) throws -> Reckoning? {
    let index: Int
    switch (call.arguments.count, call.subject) {
    case (2, _): index = 1
    case (1, .some) where call.word(at: 0) != nil: index = 0
    default: return nil
    }
    guard let word = call.word(at: index) else {
      throw call.error(
        "easter takes a year and then gregorian, orthodox or julian, e.g. easter 2024 orthodox",
        at: call.range(at: index))
    }
    if let reckoning = Reckoning(rawValue: word.lowercased()) { return reckoning }
    throw call.error(unknownReckoning(word), at: call.range(at: index))
  }

  /// The reckoning `easter YEAR` takes without a word: the Orthodox one under a church's reform
  /// (`set reform churchgr`: the Church of Greece kept the Julian Paschalion), else the Gregorian.
  static func defaultReckoning(under reform: Reform) -> Reckoning {
    reform.church != nil ? .orthodox : .gregorian
  }

  /// `easter 2024 ortodox`: what the words are, with the nearest.
  static func unknownReckoning(_ word: String) -> String {
    "easter reckons gregorian (the default), orthodox or julian, not '\(word)'"
      + (suggestion(for: word.lowercased(), among: Reckoning.words).map { "; did you mean '\($0)'?" } ?? "")
  }

  /// Easter of the year `value` names, by the reckoning `written` names (nil: the Easter kept
  /// there under the reform in force, the Julian computus's before the switch).
  static func sunday(of value: Value, at range: SourceRange, by written: Reckoning?, in call: Invocation)
    throws -> Value
  {
    let reform = call.calendarInForce
    let reckoning = reckoning(of: value, by: written, under: reform)
    let year = try EasterCommand.year(of: value, at: range, by: reckoning, in: call)
    switch reckoning {
    case .gregorian:
      if written == nil, let kept = keptJulianEaster(in: year, under: reform) { return .date(kept) }
      return .date(try at(range) { () throws(CalendarError) in try Easter.sunday(in: year) })
    case .orthodox, .julian:
      let easter = try at(range) { () throws(CalendarError) in try JulianEaster(year: year) }
      guard reckoning == .julian else { return .date(easter.gregorianDate) }
      return .calendarDate(
        try at(range) { () throws(CalendarError) in try WorldCalendar.julian.date(dayCount: easter.dayCount) }
      )
    }
  }

  /// The reckoning `easter YEAR [WORD]` follows: the word's, else the Easter kept in the year
  /// under `reform` (the Julian computus's before the switch, as in Britain until 1752).
  static func reckoning(of value: Value, by written: Reckoning?, under reform: Reform) -> Reckoning {
    if let written { return written }
    let reckoning = defaultReckoning(under: reform)
    if reckoning == .gregorian, case .int(let n) = value, reform.writesJulianDays(inYear: n),
      n < Easter.years.lowerBound || keptJulianEaster(in: n, under: reform) != nil
    {
      return .orthodox
    }
    return reckoning
  }

  /// The Easter kept in `year` under `reform` when it is the Julian computus's: the year's
  /// Julian Easter falls before the switch (Britain kept it until 1752); nil otherwise.
  static func keptJulianEaster(in year: Int, under reform: Reform) -> CivilDate? {
    guard reform.writesJulianDays(inYear: year), let easter = try? JulianEaster(year: year),
      reform.isJulian(dayCount: easter.dayCount)
    else { return nil }
    return CivilDate(uncheckedDayCount: easter.dayCount)
  }

  /// A Julian calendar date as calsh writes dates: `2024-04-22`.
  static func julianText(of easter: JulianEaster) -> String {
    func pad(_ n: Int, _ width: Int) -> String {
      String(repeating: "0", count: width - String(n).count) + "\(n)"
    }
    return "\(pad(easter.year, 4))-\(pad(easter.month, 2))-\(pad(easter.day, 2))"
  }

  /// A year for the computus: a whole number outside its years gets the computus's own span in
  /// the error (`easter 10000`, `easter 300 julian`), not the calendar's 1…9999.
  static func year(
    of value: Value, at range: SourceRange, by reckoning: Reckoning = .gregorian, in call: Invocation
  ) throws -> Int {
    if case .int(let n) = value {
      let error: CalendarMathError? =
        reckoning == .gregorian
        ? (Easter.years.contains(n) ? nil : .easterOutOfRange(n))
        : (JulianEaster.years.contains(n) ? nil : .julianEasterOutOfRange(n))
      if let error { throw call.error(CalendarError.math(error).message, at: range) }
    }
    return try MathCommands.year(of: value, at: range, in: call)
  }
}
