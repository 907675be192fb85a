import CalSyntax
import CalendarCore

/// `explain COMMAND ARGUMENTS` or `explain DATE + DURATION`: the answer, derived step by step.
enum ExplainCommand {
  /// The commands `explain` can derive, as `help explain` lists them.
  static let topics =
    [
      "weekday", "leap", "daysin", "zeller", "doy", "isoweek", "jdn", "easter", "nth", "last", "between",
      "holiday", "every", "doomsday", "julian", "reform", "hebrew", "islamic", "persian",
    ] + explainedCalendars.map(\.name)

  /// The calendars of the registry without words of their own in `CalendarSystem` (Coptic,
  /// Ethiopian, Indian national, Minguo, Thai solar): `CalendarExplanation` derives their dates.
  static let explainedCalendars = CalendarSystem.all.filter { system in
    !CalendarSystem.written.contains { $0.calendar == system.calendar }
  }

  static let explain = Command(
    "explain", group: .math, usage: "explain COMMAND … | DATE ± …",
    summary: "show how an answer is worked out, step by step, with the actual numbers",
    details: "explains " + topics.joined(separator: ", ")
      + ", date + duration, date - duration, date - date, month - month",
    examples: [
      "explain weekday 2023-02-01", "explain leap 1900", "explain 2023-01-31 + 1 month",
      "explain 2024-03-01 - 2024-02-01", "explain daysin 2024-02", "explain zeller 2023-02-01",
      "explain nth 4 thu 2026-11", "explain doomsday 2023-02-01", "explain julian 2024-01-01",
      "explain leap 1500", "explain easter 2024 orthodox", "explain hebrew 2025-10-03",
    ],
    words: topics,
    readsWords: true
  ) { call in
    guard !call.arguments.isEmpty else {
      throw call.error("explain needs something to explain, e.g. explain weekday 2023-02-01")
    }
    if let word = call.word(at: 0), topics.contains(word) {
      return .string(try explainCommand(word, call, Array(call.arguments.dropFirst())).text)
    }
    // `explain nth -2 mon 2023-02`: the parser reads `nth -2` as the subtraction `nth - 2`, as it
    // would `x -2`; split it back into the topic and a negative number.
    if case .binary(.minus, .name(let word, let wordRange), let number, _) = call.arguments[0],
      topics.contains(word)
    {
      let gap = number.range.offset - wordRange.end
      let minus = SourceRange(offset: number.range.offset - (gap >= 2 ? 1 : 0), length: 0)
      let negative = Expr.negate(number, minus.through(number.range))
      return .string(try explainCommand(word, call, [negative] + call.arguments.dropFirst()).text)
    }
    guard call.arguments.count == 1, case .binary(let op, let left, let right, let range) = call.arguments[0],
      op != .times
    else {
      if let word = call.word(at: 0) {
        // A command explain has no derivation for is no misspelling of one it has.
        let hint =
          CommandTable.command(named: word) == nil
          ? suggestion(for: word, among: topics).map { " (did you mean '\($0)'?)" } ?? "" : ""
        throw call.error(
          "explain cannot explain '\(word)'" + hint + "; it explains "
            + topics.joined(separator: ", ") + " and date arithmetic", at: call.range(at: 0))
      }
      throw call.error("explain takes a command and its arguments, or DATE + DURATION", at: call.range(at: 0))
    }
    return .string(try arithmetic(op, left, right, range, call).text)
  }

  /// `A op B`. When A is itself date arithmetic (`2024-01-31 + 1 month + 1 month`), its own
  /// derivation comes first, so no step is skipped.
  private static func arithmetic(
    _ op: BinaryOperator, _ left: Expr, _ right: Expr, _ range: SourceRange, _ call: Invocation
  ) throws -> Explanation {
    var first = Explanation()
    // `(A + 1 month) + 1 day`: parentheses around one expression change nothing here.
    var left = left
    while case .pipeline(let pipeline) = left, pipeline.stages.count == 1,
      case .expression(let inner) = pipeline.stages[0]
    {
      left = inner
    }
    if case .binary(let innerOp, let innerLeft, let innerRight, let innerRange) = left, innerOp != .times,
      let inner = try? arithmetic(innerOp, innerLeft, innerRight, innerRange, call)
    {
      first = inner
      first.steps.removeLast()  // its "Answer: …"
    }
    let (a, b) = (try call.interpreter.evaluate(left), try call.interpreter.evaluate(right))
    let reform = call.settings.reform
    if case .binary = left, first.steps.isEmpty {
      first.add(
        "First, the left side: \(Printer.text(of: a, reform: call.settings.reform)) (explain it on its own to see how)."
      )
    }
    if !first.steps.isEmpty {
      first.add(
        "That gives \(Printer.text(of: a, reform: call.settings.reform)). Next, \(Printer.text(of: a, reform: call.settings.reform)) \(op.rawValue) \(Printer.text(of: b, reform: call.settings.reform)):"
      )
    }
    let monthEnd = call.settings.monthEnd
    let explanation: Explanation
    switch (a, b) {
    case (.date(let date), .duration(let duration)):
      let signed =
        op == .plus ? duration : try at(range) { () throws(CalendarError) in try duration.negated() }
      explanation = try at(range) { () throws(CalendarError) in
        reform.isProleptic
          ? try ArithmeticExplanations.adding(signed, to: date, monthEnd: monthEnd)
          : try ReformedExplanations.adding(signed, to: date, monthEnd: monthEnd, reform)
      }
    case (.date(let date), .int(let n)):
      let signed = op == .plus ? n : try Arithmetic.negated(n, at: range)
      explanation = try at(range) { () throws(CalendarError) in
        reform.isProleptic
          ? try ArithmeticExplanations.adding(DateDuration(days: signed), to: date)
          : try ReformedExplanations.adding(DateDuration(days: signed), to: date, monthEnd: monthEnd, reform)
      }
    case (.date(let later), .date(let earlier)) where op == .minus:
      explanation =
        reform.isProleptic
        ? ArithmeticExplanations.difference(later, earlier)
        : ReformedExplanations.difference(later, earlier, reform)
    case (.yearMonth(let later), .yearMonth(let earlier)) where op == .minus:
      explanation = ArithmeticExplanations.difference(later, earlier)
    default:
      throw call.error(
        "explain works on date + duration, date - duration, date - date and month - month, not "
          + "\(a.described) \(op.rawValue) \(b.described)", at: range)
    }
    first.steps += explanation.steps
    return first
  }

  /// `explain NAME REST…`: the arguments after the topic word are parsed here, the wording is in
  /// Explain/*.swift.
  private static func explainCommand(_ name: String, _ call: Invocation, _ rest: [Expr]) throws -> Explanation
  {
    if name == "holiday" { return try explainHoliday(call, rest) }
    if name == "every" { return try explainEvery(call, rest) }
    if name == "reform" { return try explainReform(call, rest) }
    let reform = call.settings.reform
    /// Under `set reform`, these derive a Julian-written date in the Julian calendar; the others
    /// keep the Gregorian rules and refuse one.
    let followsReform = ["weekday", "leap", "daysin", "doy", "jdn", "between", "nth", "last"].contains(name)
    /// The arguments after the topic word, evaluated, with where each was written.
    func arguments(_ count: Int, _ what: String) throws -> [(Value, SourceRange)] {
      guard rest.count == count else {
        throw call.error(
          "explain \(name) takes \(what), e.g. explain \(name) \(example(name))",
          at: rest.count > count ? rest[count].range : nil)
      }
      return try rest.map { (try call.interpreter.evaluate($0), $0.range) }
    }
    func date(_ argument: (Value, SourceRange)) throws -> CivilDate {
      guard case .date(let date) = argument.0 else {
        throw call.wrongKind(argument.0, at: argument.1, expected: "a date")
      }
      if !followsReform { try requireGregorian(call.settings.written(date).year, at: argument.1, call, name) }
      return date
    }
    func weekday(_ argument: (Value, SourceRange)) throws -> Weekday {
      guard case .weekday(let weekday) = argument.0 else {
        throw call.wrongKind(argument.0, at: argument.1, expected: "a weekday (mon … sun) here")
      }
      return weekday
    }
    func month(_ argument: (Value, SourceRange)) throws -> YearMonth {
      let month = try MathCommands.yearMonth(of: argument.0, at: argument.1, in: call)
      if !followsReform { try requireGregorian(month.year, at: argument.1, call, name) }
      return month
    }
    // Easter reads a year of the arguments: its Gregorian computus is the Gregorian one.
    if name == "easter", let first = rest.first,
      let year = try? MathCommands.year(of: try call.interpreter.evaluate(first), at: first.range, in: call)
    {
      try requireGregorian(year, at: first.range, call, name)
    }
    switch name {
    case "weekday":
      let day = try date(try arguments(1, "a date")[0])
      return reform.isProleptic
        ? BasicExplanations.weekday(day).noting(JulianExplanation.prolepticNote(day, reform))
        : ReformedExplanations.weekday(day, reform)
    case "leap":
      let (value, range) = try arguments(1, "a year")[0]
      let year = try MathCommands.year(of: value, at: range, in: call)
      return reform.isProleptic ? BasicExplanations.leap(year) : ReformedExplanations.leap(year, reform)
    case "daysin":
      let (value, range) = try arguments(1, "a month or a year")[0]
      if case .int = value {
        let year = try MathCommands.year(of: value, at: range, in: call)
        return reform.isProleptic
          ? BasicExplanations.daysIn(year: year) : ReformedExplanations.daysIn(year: year, reform)
      }
      let month = try MathCommands.yearMonth(of: value, at: range, in: call)
      return reform.isProleptic ? BasicExplanations.daysIn(month) : ReformedExplanations.daysIn(month, reform)
    case "zeller":
      // Zeller has a Julian form: a Julian date under a reform is explained by it.
      let (value, range) = try arguments(1, "a date")[0]
      guard case .date(let day) = value else { throw call.wrongKind(value, at: range, expected: "a date") }
      return ZellerExplanation.explain(day, reform: reform)
        .noting(reform.isProleptic ? JulianExplanation.prolepticNote(day, reform) : nil)
    case "doy":
      let day = try date(try arguments(1, "a date")[0])
      return reform.isProleptic
        ? DayNumberExplanations.dayOfYear(day) : ReformedExplanations.dayOfYear(day, reform)
    case "isoweek":
      return DayNumberExplanations.isoWeekDate(try date(try arguments(1, "a date")[0]))
    case "jdn":
      let argument = try arguments(1, "a date")[0]
      if case .int = argument.0 {
        throw call.error(
          "explain jdn explains the number of a date, e.g. explain jdn 2000-01-01 (jdn NUMBER alone gives the date)",
          at: argument.1)
      }
      let day = try date(argument)
      return reform.isProleptic
        ? DayNumberExplanations.julianDayNumber(day) : ReformedExplanations.julianDayNumber(day, reform)
    case "easter":
      // `explain easter 2024`, `explain easter 2024 orthodox`, `explain easter 2024 julian`.
      var reckoning = EasterCommand.Reckoning.gregorian
      var rest = rest
      if rest.count == 2, case .name(let word, let wordRange) = rest[1] {
        guard let chosen = EasterCommand.Reckoning(rawValue: word.lowercased()) else {
          throw call.error(EasterCommand.unknownReckoning(word), at: wordRange)
        }
        reckoning = chosen
        rest.removeLast()
      }
      guard rest.count == 1 else {
        throw call.error(
          "explain easter takes a year, and gregorian, orthodox or julian, e.g. explain easter 2024 orthodox",
          at: rest.count > 1 ? rest[1].range : nil)
      }
      let (value, range) = (try call.interpreter.evaluate(rest[0]), rest[0].range)
      let year = try EasterCommand.year(of: value, at: range, by: reckoning, in: call)
      return try at(range) { () throws(CalendarError) in
        reckoning == .gregorian
          ? try EasterExplanation.explain(year)
          : try EasterExplanation.explainJulian(year, gregorian: reckoning == .orthodox)
      }
    case "doomsday":
      let day = try date(try arguments(1, "a date")[0])
      return DoomsdayExplanation.explain(day).noting(
        reform.isProleptic ? JulianExplanation.prolepticNote(day, reform) : nil)
    case "julian":
      return JulianExplanation.explain(try date(try arguments(1, "a date")[0]))
    case "hebrew", "islamic", "persian":
      let argument = try arguments(1, "a date")[0]
      let day = try date(argument)
      let calendar: WorldCalendar = name == "hebrew" ? .hebrew : name == "islamic" ? .islamic : .persian
      // Outside the calendar's span: the plain command's error.
      _ = try at(argument.1) { () throws(CalendarError) in try calendar.date(dayCount: day.dayCount) }
      switch calendar {
      case .hebrew: return HebrewExplanation.explain(day)
      case .islamic: return IslamicExplanation.explain(day)
      default: return PersianExplanation.explain(day)
      }
    case _ where explainedCalendars.contains { $0.name == name }:
      let argument = try arguments(1, "a date")[0]
      let day = try date(argument)
      let calendar = CalendarSystem.named(name)!.calendar
      // Outside the calendar's span: the plain command's error.
      _ = try at(argument.1) { () throws(CalendarError) in try calendar.date(dayCount: day.dayCount) }
      return CalendarExplanation.explain(day, in: calendar)
    case "nth":
      let args = try arguments(3, "a number, a weekday and a month")
      guard case .int(let n) = args[0].0 else {
        throw call.error("nth counts with a whole number (1 to 5, or -1 to -5)", at: args[0].1)
      }
      let (day, ym) = (try weekday(args[1]), try month(args[2]))
      return try at(args[0].1) { () throws(CalendarError) in
        reform.isProleptic
          ? try MonthExplanations.nth(n, day, in: ym).noting(prolepticNote(n, day, in: ym, reform))
          : try ReformedExplanations.nth(n, day, in: ym, reform)
      }
    case "last":
      let args = try arguments(2, "a weekday and a month")
      let (day, ym) = (try weekday(args[0]), try month(args[1]))
      return try at(args[0].1) { () throws(CalendarError) in
        reform.isProleptic
          ? try MonthExplanations.nth(-1, day, in: ym).noting(prolepticNote(-1, day, in: ym, reform))
          : try ReformedExplanations.nth(-1, day, in: ym, reform)
      }
    case "between":
      let args = try arguments(2, "two dates")
      let (start, end) = (try date(args[0]), try date(args[1]))
      return try at(args[0].1) { () throws(CalendarError) in
        reform.isProleptic
          ? try MonthExplanations.between(start, end, monthEnd: call.settings.monthEnd)
          : try ReformedExplanations.between(start, end, monthEnd: call.settings.monthEnd, reform)
      }
    default:
      throw call.error("explain cannot explain '\(name)' yet")
    }
  }

  /// The note `explain weekday` gives a date before 1582, for the day `nth` finds.
  private static func prolepticNote(_ n: Int, _ weekday: Weekday, in month: YearMonth, _ reform: Reform)
    -> String?
  {
    (try? reform.nth(n, weekday, in: month)).flatMap { JulianExplanation.prolepticNote($0, reform) }
  }

  /// The topics that keep the Gregorian rules under `set reform` (isoweek is ISO 8601's, Gregorian
  /// by definition) refuse a year written (even in part) in the Julian calendar, rather than
  /// explain it by rules it was not written in.
  static func requireGregorian(_ year: Int, at range: SourceRange?, _ call: Invocation, _ topic: String)
    throws
  {
    let reform = call.settings.reform
    if reform.isProleptic { return }
    if let (_, first) = reform.switchDates, year > first.year { return }
    let rules = topic == "isoweek" ? "ISO 8601's weeks, Gregorian by definition" : "the Gregorian rules"
    throw call.error(
      "explain \(topic) follows \(rules), and under set reform \(reform.code) the year \(CivilDate.format(year: year)) is written "
        + (reform.hasSwitch ? "in the Julian calendar, in whole or in part" : "in the Julian calendar")
        + "; ask without explain, or set reform proleptic",
      at: range)
  }

  /// `explain reform CC`: the switch of a country (or of `set reform` with no argument).
  private static func explainReform(_ call: Invocation, _ rest: [Expr]) throws -> Explanation {
    guard rest.count <= 1 else {
      throw call.error("explain reform takes a country code, e.g. explain reform gb")
    }
    guard let argument = rest.first else { return ReformExplanation.explain(call.settings.reform) }
    let word: String? =
      switch argument {
      case .name(let w, _): w
      case .integer(let n, _): String(n)
      default: nil
      }
    guard let word, let reform = Reform(named: word) else {
      throw call.error(
        "explain reform takes proleptic, julian, 1582, 1752 or a country code (help reform lists them)",
        at: argument.range)
    }
    return ReformExplanation.explain(reform)
  }

  /// `explain holiday COUNTRY DATE`: the rule that made the day a holiday, or why it is not one.
  private static func explainHoliday(_ call: Invocation, _ rest: [Expr]) throws -> Explanation {
    guard rest.count == 2, case .name(let code, let codeRange) = rest[0] else {
      throw call.error("explain holiday takes a country and a date, e.g. explain holiday jp 2019-05-06")
    }
    guard let country = Country(code: code) else {
      throw call.error(HolidayCommands.unknownCountry(code), at: codeRange)
    }
    let value = try call.interpreter.evaluate(rest[1])
    guard case .date(let date) = value else {
      throw call.wrongKind(value, at: rest[1].range, expected: "a date")
    }
    if let start = country.firstDate, date < start {
      throw call.error(CalendarError.holidaysOutOfRange(country, year: date.year).message, at: rest[1].range)
    }
    // The year's list, and the next year's for a US observed day on December 31.
    var list = try at(rest[1].range) { () throws(CalendarError) in try country.holidays(in: date.year) }
    if country == .us, date.month == 12, date.day == 31, date.year < 9999 {
      list += try at(rest[1].range) { () throws(CalendarError) in try country.holidays(in: date.year + 1) }
    }
    return HolidayExplanation.explain(date, in: country, list: list)
  }

  private static func example(_ name: String) -> String {
    switch name {
    case "leap": return "1900"
    case "daysin": return "2024-02"
    case "easter": return "2025"
    case "nth": return "4 thu 2026-11"
    case "last": return "fri 2024-05"
    case "between": return "2023-01-31 2023-03-01"
    case "reform": return "gb"
    case "hebrew": return "2025-10-03"
    case "islamic": return "2025-03-01"
    case "persian": return "2025-03-21"
    default: return "2023-02-01"
    }
  }

  /// `explain every …`: the phrase read as `every` reads it, then explained.
  private static func explainEvery(_ call: Invocation, _ rest: [Expr]) throws -> Explanation {
    let entry = CommandTable.entryNames.firstIndex(of: "every")!
    let range = rest.first.map { call.range(at: 0).through($0.range) } ?? call.range(at: 0)
    let every = CommandCall(
      entry: entry, nameRange: call.range(at: 0), arguments: rest,
      range: rest.last.map { range.through($0.range) } ?? range)
    let invocation = Invocation(interpreter: call.interpreter, call: every, subject: nil)
    var reader = EveryReader(invocation)
    let phrase = try reader.read()
    // Refused as every refuses it: the same checks, then the holiday span over the days it gives.
    let days = try RecurrenceCommands.days(of: phrase, in: invocation)
    if days.recurrence.workdays != nil {
      let endless = days.recurrence.rule.isEndless
      var seen = 0
      for count in days.recurrence {
        if let error = days.unknownWorkdays(on: CivilDate(uncheckedDayCount: count)) { throw error }
        seen += 1
        if endless, seen > RecurrenceExplanation.shown { break }
        if seen & 4095 == 0 { try call.interpreter.checkCancelled(at: every.range) }
      }
    }
    // A `for N` cut short by the range's end warns as every does: the series is counted to its end.
    if days.recurrence.rule.count != nil {
      var given = 0
      for _ in days.recurrence {
        given += 1
        if given & 65535 == 0 { try call.interpreter.checkCancelled(at: every.range) }
      }
      if let short = days.cutShort(given: given) { call.interpreter.warn(short, at: days.origin) }
    }
    return RecurrenceExplanation.explain(phrase, call.settings)
  }
}
