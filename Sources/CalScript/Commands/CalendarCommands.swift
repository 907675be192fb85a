import CalSyntax
import CalendarCore

/// A day in other calendars: one command per `CalendarSystem` (`hebrew DATE`), and `date`,
/// which reads a day written in one (`date hebrew 5786 7 11`).
enum CalendarCommands {
  /// `hebrew DATE` and its like: the day written in that calendar; a day outside the
  /// calendar's span is an error naming the span.
  static let all: [Command] = CalendarSystem.all.map { system in
    Command(
      system.name, group: .math, kind: .valueCommand, usage: "\(system.name) DATE", summary: system.summary,
      details: system.details, examples: system.examples.filter { !$0.hasPrefix("date ") },
      ofDate: .calendar(system.calendar)
    ) { call in
      let date = try call.date()
      let range = call.arguments.isEmpty ? call.call.nameRange : call.range(at: 0)
      return try at(range, reform: call.calendarInForce) { () throws(CalendarError) in
        try system.value(ofDayCount: date.dayCount)
      }
    }
  }

  /// The commands of the registry's first thirteen calendars, in the table's middle; a calendar
  /// added since has its command at the table's end (`revisedJulian`).
  static var firstThirteen: ArraySlice<Command> { all[..<13] }
  static var revisedJulian: Command { all[13] }

  static let date = Command(
    "date", group: .math, usage: "date CALENDAR YEAR MONTH DAY",
    summary: "the day a date of another calendar names: "
      + CalendarSystem.all.map(\.dateUsage).joined(separator: ", "),
    details: "A Chinese or Korean leap month is read with the word leap before the day "
      + "(date korean 2025 6 leap 1); a Japanese era date with the era's name first (date era reiwa 6 5 1). "
      + "A date the calendar does not have is an error naming its rule.",
    examples: CalendarSystem.all.flatMap { system in system.examples.filter { $0.hasPrefix("date ") } }
  ) { call in .date(CivilDate(uncheckedDayCount: try reading(call).dayCount)) }

  /// The calendar and the day `date NAME …` names, read from `call`'s arguments (the calendar's
  /// word first), each error the plain command's: `date` and `explain date` read it here.
  static func reading(_ call: Invocation) throws -> (system: CalendarSystem, dayCount: Int) {
    let calendars = CalendarSystem.all.map(\.name).joined(separator: ", ")
    // `date hebrew -5 1 1` reads as `date (hebrew - 5) 1 1`: a year before the calendar's first.
    if case .binary(.minus, .name(let word, _), .integer(let year, let yearRange), _)? = call.arguments.first,
      let system = CalendarSystem.named(word), system.parts.first == "YEAR"
    {
      throw call.error(
        system.calendar.arithmetic.error(.yearOutOfRange(-year)).message(
          writing: call.calendarInForce.dayWriting),
        at: yearRange)
    }
    guard let word = call.word(at: 0) else {
      throw call.error(
        "date reads a date of another calendar: date hebrew YEAR MONTH DAY (calendars: \(calendars)); "
          + "today's date is today",
        at: call.arguments.isEmpty ? nil : call.range(at: 0))
    }
    guard let system = CalendarSystem.named(word) else {
      throw call.error(
        "unknown calendar '\(word)'; date takes one of: \(calendars)"
          + didYouMean(word, among: CalendarSystem.all.map(\.name)),
        at: call.range(at: 0))
    }
    var reading = CalendarDateReading(call, system)
    let count = try reading.dayCount()
    // Under a church's reform the last two Gregorian days would be written in year 10000.
    guard call.calendarInForce.knownDayCounts.contains(count) else {
      throw outOfRange(
        at: call.range(at: 0).through(call.range(at: call.arguments.count - 1)), reform: call.calendarInForce)
    }
    return (system, count)
  }
}

/// The words of `date NAME …` read against the calendar's parts: whole numbers, the word
/// `leap` before the day of a leap month, an era's name; each error at the word it is about.
private struct CalendarDateReading {
  let call: Invocation
  let system: CalendarSystem
  /// The positions of the year, month and day among the arguments, and of `leap` or the era.
  var year = 1, month = 2, day = 3
  var leap: Int? = nil
  var era: Int? = nil

  init(_ call: Invocation, _ system: CalendarSystem) {
    self.call = call
    self.system = system
  }

  mutating func dayCount() throws -> Int {
    let given = call.arguments.count - 1
    let usage = system.dateUsage
    if system.parts.first == "ERA" {
      (era, year, month, day) = (1, 2, 3, 4)
      // `date era reiwa -1 1 1` reads as `date era (reiwa - 1) 1 1`: a year before the era's first.
      if case .binary(.minus, .name(let name, _), .integer(let year, let yearRange), _)? = call.arguments
        .dropFirst().first,
        let found = JapaneseEra(name: name)
      {
        throw call.error(
          JapaneseEraCalendar.message(for: .eraYearOutOfRange(found, year: -year)), at: yearRange)
      }
    } else if system.hasLeapMonths, given == 4 {
      (leap, day) = (3, 4)
    }
    try refuseMisplacedLeap()
    let expected = system.parts.count - (system.hasLeapMonths && leap == nil ? 1 : 0)
    // `date korean 2025 -6 1` reads as `(2025 - 6) 1`: one number short, from a minus sign.
    if given < expected,
      let (n, range) = call.arguments.dropFirst().lazy.compactMap({ argument -> (Int, SourceRange)? in
        if case .binary(.minus, _, .integer(let n, let range), _) = argument { return (n, range) }
        return nil
      }).first
    {
      throw call.error(
        "date \(system.name) takes no negative numbers: -\(n) subtracts \(n) from the number before it "
          + "(months and days count from 1): \(usage)", at: range)
    }
    guard given == expected else {
      let count = system.parts.filter { $0 != "[leap]" }.count
      throw call.error(
        "date \(system.name) takes \(count == 4 ? "an era and 3 numbers" : "\(count) numbers"): \(usage)",
        at: given > expected ? call.range(at: expected + 1) : nil)
    }
    let yearNumber = try eraFirstYear() ?? number(at: year, "YEAR")
    try refuseMonthName(year: yearNumber)
    var parts = CalendarSystem.Parts(
      year: yearNumber, month: try number(at: month, "MONTH"), day: try number(at: day, "DAY"))
    if let leap {
      guard call.word(at: leap)?.lowercased() == "leap" else {
        throw call.error(
          "date \(system.name) reads 4 words as YEAR MONTH leap DAY; write leap before the day of a leap month: "
            + usage,
          at: call.range(at: leap))
      }
      parts.isLeapMonth = true
    }
    if let era {
      let names = JapaneseEra.allCases.map(\.rawValue)
      guard let name = try call.name(at: era), let found = JapaneseEra(name: name) else {
        throw call.error(
          "date era takes an era's name first: \(names.joined(separator: ", ")) "
            + "(or \(JapaneseEra.allCases.map(\.japaneseName).joined(separator: " ")), "
            + "or its initial \(JapaneseEra.allCases.map { $0.initial.uppercased() }.joined(separator: " "))): \(usage)"
            + (call.word(at: era).map { didYouMean($0, among: names) } ?? ""),
          at: call.range(at: era))
      }
      parts.era = found
    }
    do {
      return try system.dayCount(parts)
    } catch {
      throw ScriptError(
        .evaluation, error.message(writing: call.calendarInForce.dayWriting), at: range(of: error))
    }
  }

  /// 元 (or 元年), the era's first year as Japanese writes it, where `date era` reads the year.
  private func eraFirstYear() -> Int? {
    guard era != nil, let word = call.word(at: year), word == "元" || word == "元年" else { return nil }
    return 1
  }

  /// The word `leap` where the calendar reads no leap-month word: an error that shows the form,
  /// before the word would be read as a value (`leap` is also a command).
  private func refuseMisplacedLeap() throws {
    for index in 1..<max(1, call.arguments.count) where index != leap {
      guard call.word(at: index)?.lowercased() == "leap" else { continue }
      guard system.hasLeapMonths else {
        throw call.error(
          "date \(system.name) reads no word leap: \(system.dateUsage)"
            + (system.name == "hebrew" ? " (Adar II, the leap month of a Hebrew leap year, is month 13)" : "")
            + "; only the Chinese and Korean calendars' leap months are read with it (date korean 2025 6 leap 1)",
          at: call.range(at: index))
      }
      // In its place (after the month) with words after the day: the words are too many.
      if index == 3, call.arguments.count > 5 {
        throw call.error(
          "date \(system.name) takes 3 numbers, with leap before the day of a leap month: \(system.dateUsage)",
          at: call.range(at: 5))
      }
      throw call.error(
        "leap goes between the month and the day: date \(system.name) YEAR MONTH leap DAY "
          + "(date \(system.name) 2025 6 leap 1, day 1 of the leap month after month 6)",
        at: call.range(at: index))
    }
  }

  /// A month's name where its number goes (`date hebrew 5786 adar 1`): an error at the word
  /// saying which number the name is in that year. Names are not read: in a Hebrew leap year
  /// "Adar" could be Adar I (12) or Adar II (13), and calsh writes months as numbers throughout.
  private func refuseMonthName(year: Int) throws {
    // Chinese and Korean months are named by their numbers ("month 6") already.
    guard !system.hasLeapMonths, let word = call.word(at: month) else { return }
    let arithmetic = system.calendar.arithmetic
    let known = system.parts.first != "ERA" && arithmetic.years.contains(year)
    let asked = known ? year : arithmetic.years.lowerBound
    func letters(_ text: Substring) -> String { text.lowercased().filter(\.isLetter) }
    let named = (1...arithmetic.monthsIn(year: asked)).map {
      ($0, arithmetic.monthName(year: asked, month: $0, isLeapMonth: false))
    }
    func spellings(_ name: String) -> [String] {
      [letters(name[...]), letters(name.split(separator: " ").first ?? name[...])]
    }
    // A near spelling (`tishri` for Tishrei) is the month it is near.
    var typed = letters(word[...])
    if !named.contains(where: { spellings($0.1).contains(typed) }),
      let near = suggestion(for: typed, among: named.flatMap { spellings($0.1) })
    {
      typed = near
    }
    let months = named.filter { spellings($0.1).contains(typed) }
    guard !months.isEmpty else { return }
    let numbers = months.map { "\($0.1) is \($0.0)" }.joined(separator: " and ")
    var words = "date \(system.name) reads the month as a number, not a name: "
    words += known ? "in \(year) \(numbers)" : numbers
    if system.calendar == .hebrew, months.contains(where: { $0.1.hasPrefix("Adar") }) {
      words +=
        HebrewCalendar.isLeapYear(asked)
        ? " (\(asked) is a leap year; in a common year Adar is 12)"
        : " (in a leap year Adar I is 12 and Adar II is 13)"
    }
    throw call.error(words + ": \(system.dateUsage)", at: call.range(at: month))
  }

  /// The whole number at `index`, or an error naming the part.
  private func number(at index: Int, _ part: String) throws -> Int {
    guard case .int(let number) = try call.value(at: index) else {
      throw call.error("\(part) must be a whole number: \(system.dateUsage)", at: call.range(at: index))
    }
    return number
  }

  /// Where an error of the date is: at the part whose rule it breaks, else the whole date.
  private func range(of error: CalendarError) -> SourceRange {
    switch error {
    case .yearOutOfRange: return call.range(at: year)
    case .monthOutOfRange: return call.range(at: month)
    case .dayOutOfReformMonth: return call.range(at: day)
    case .calendarDate(let error):
      switch error.problem {
      case .yearOutOfRange, .eraYearOutOfRange: return call.range(at: year)
      case .monthOutOfRange: return call.range(at: month)
      case .noSuchLeapMonth: return call.range(at: month).through(call.range(at: leap ?? month))
      case .dayOutOfRange, .dayOutOfEraMonth: return call.range(at: day)
      case .outOfRange, .notInEra: return call.range(at: era ?? year).through(call.range(at: day))
      }
    default: return call.range(at: era ?? year).through(call.range(at: day))
    }
  }
}
