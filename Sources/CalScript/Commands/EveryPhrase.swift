import CalSyntax
import CalendarCore

/// What `every …` says, read from its words: the period, the days of each period it takes,
/// and where the series starts and ends. `recurrence` turns it into the core's rule.
struct EveryPhrase {
  /// One day part after `on`: an n-th or every weekday, a day of the month, an n-th workday.
  enum DayPart: Equatable {
    case weekday(Weekday, ordinal: Int?)
    case monthDay(Int)
    /// `last workday`: the n-th workday of the period (nil: every workday).
    case workday(Int?)
  }

  var frequency = RecurrenceRule.Frequency.daily
  var interval = 1
  var parts: [DayPart] = []
  var months: [Int] = []
  /// The countries of `workday jp`; nil when no part names workdays, empty for `set holidays`.
  var workdayCountries: [Country]?
  /// `every workday`: each workday, one by one.
  var everyWorkday = false
  /// `every quarter`: calendar quarters (January, April, July, October), `interval` counting
  /// months (3 a quarter).
  var isQuarterly = false
  /// `on hebrew …`, `on 10 tevet`: the calendar the days are counted in (RFC 7529's RSCALE), its
  /// months (`month 3`, `leap month 6`, `tevet`) and what a day a year or month lacks becomes.
  var scale: RScale?
  var scaleMonths: [RScaleMonth] = []
  var skip = RecurrenceSkip.omit
  var start: CivilDate
  /// `from` as written, when the series starts elsewhere: a quarter's at its first day on or after it.
  var writtenStart: CivilDate?
  var until: CivilDate?
  var count: Int?
  /// `at 10:00, 17:00`: the times of each day (none: whole days, as without `at`).
  var times: [TimeOfDay] = []
  /// `in Europe/Berlin` after the times: the zone's name and where it was written (none: floating
  /// wall times).
  var zoneName: (name: String, range: SourceRange)?
  /// Where each clause was written (`on`, `in`, `until`, with their words): a warning about the
  /// rule points at the clause it is about.
  var clauseRanges: [String: SourceRange] = [:]

  /// The words `every` reads, offered by completion.
  static let words = [
    "day", "week", "month", "quarter", "year", "workday", "other", "on", "in", "from", "until", "for", "at",
    "last",
    "first",
    "second", "third", "fourth", "fifth", "1st", "2nd", "3rd", "4th", "5th", "skip", "omit", "backward",
    "forward", "leap", "hebrew", "islamic", "ummalqura", "persian", "chinese", "korean", "coptic",
    "ethiopian",
    "indian", "julian",
  ]

  static let ordinalWords = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1]

  /// The ordinal a word names: `1st` 1, `third` 3, `last` -1; nil for any other word.
  static func ordinal(_ word: String) -> Int? {
    if let n = ordinalWords[word] { return n }
    guard word.count >= 3, let n = Int(word.dropLast(2)), ["st", "nd", "rd", "th"].contains(word.suffix(2))
    else { return nil }
    return n
  }

  /// The rule, and the holiday calendar whose workdays it keeps (if a part names workdays).
  func recurrence(_ settings: Settings) -> Recurrence {
    var rule = RecurrenceRule(frequency: frequency)
    // `every 2 workdays` keeps every second workday: a step over the workdays, not an interval
    // of days (every second calendar day that is a workday).
    rule.interval = everyWorkday ? 1 : interval
    rule.count = count
    rule.until = until
    rule.byMonth = months
    if let scale {
      rule.scale = scale
      rule.skip = skip
      rule.byMonth = scaleMonths.filter { !$0.isLeap }.map(\.number)
      rule.byLeapMonth = scaleMonths.filter(\.isLeap).map(\.number)
    }
    var positions: [Int] = []
    for part in parts {
      switch part {
      case .weekday(let weekday, let ordinal): rule.byWeekday.append(.init(weekday, ordinal: ordinal))
      case .monthDay(let day): rule.byMonthDay.append(day)
      case .workday(let n): if let n { positions.append(n) }
      }
    }
    var calendar: HolidayCalendar?
    if let countries = workdayCountries {
      calendar =
        countries.isEmpty
        ? settings.holidays
        : settings.holidays.taking(countries: countries)
      if rule.byWeekday.isEmpty {
        rule.byWeekday = [.monday, .tuesday, .wednesday, .thursday, .friday].map { .init($0) }
      }
      rule.bySetPosition = positions
    }
    if isQuarterly { return quarterly(rule, workdays: calendar) }
    return Recurrence(rule: rule, start: start, workdays: calendar, step: everyWorkday ? interval : 1)
  }

  /// `every quarter`: a monthly rule every 3 (or 3N) months whose start is an occurrence in the
  /// quarter's first month, or in its last when the day counts from the end (`on last workday`,
  /// `on day -1`); without `on`, each quarter's first day. The first occurrence on or after
  /// `from` starts the series, so its months stay those of calendar quarters.
  private func quarterly(_ base: RecurrenceRule, workdays: HolidayCalendar?) -> Recurrence {
    var rule = base
    if parts.isEmpty { rule.byMonthDay = [1] }
    let quarterMonth = (start.month - 1) / 3 * 3 + 1 + (countsFromQuarterEnd ? 2 : 0)
    guard let anchor = try? CivilDate(year: start.year, month: quarterMonth, day: 1) else {
      return Recurrence(rule: rule, start: start, workdays: workdays)
    }
    var probe = rule
    (probe.count, probe.until) = (nil, nil)
    // The first day on or after the start, whatever the end: an end before it is then said to
    // come before the series starts.
    let first = Recurrence(rule: probe, start: anchor, workdays: workdays).lazy.first { $0 >= start.dayCount }
    guard let first else { return Recurrence(rule: rule, start: start, workdays: workdays) }
    return Recurrence(rule: rule, start: CivilDate(uncheckedDayCount: first), workdays: workdays)
  }

  /// Whether the day parts count from the end of a period (`last fri`, `day -1`, `last workday`).
  var countsFromQuarterEnd: Bool {
    parts.contains { part in
      switch part {
      case .weekday(_, let n?), .workday(let n?): return n < 0
      case .monthDay(let day): return day < 0
      default: return false
      }
    }
  }

  /// The phrase in plain words: `every month on the last Friday`.
  var described: String {
    var text = "every "
    let unit = everyWorkday ? "workday" : isQuarterly ? "quarter" : Self.unitNames[frequency]!
    let count = isQuarterly ? interval / 3 : interval
    text += count == 1 ? unit : count == 2 ? "other " + unit : "\(count) \(unit)s"
    if let scale {
      let calendar = CalendarRegistry.calendar(identifier: scale.calendar)?.name ?? "Gregorian"
      let months = scaleMonths.map { "month \($0)" }.joined(separator: ", ")
      text +=
        " on " + parts.map(Self.describe).joined(separator: ", ") + (months.isEmpty ? "" : " of " + months)
      text += " in the \(calendar) calendar"
      if skip != .omit { text += ", skip \(skip.rawValue.lowercased())" }
    } else if !parts.isEmpty {
      text += " on " + parts.map(Self.describe).joined(separator: ", ")
    }
    if !months.isEmpty { text += " in " + months.map { MonthName.english[$0 - 1] }.joined(separator: ", ") }
    if let countries = workdayCountries {
      text += countries.isEmpty ? "" : " (holidays of " + countries.map(\.name).joined(separator: ", ") + ")"
    }
    if !times.isEmpty { text += " at " + times.map(\.description).joined(separator: ", ") }
    if let zoneName { text += " in " + zoneName.name }
    return text
  }

  static let unitNames: [RecurrenceRule.Frequency: String] = [
    .daily: "day", .weekly: "week", .monthly: "month", .yearly: "year",
  ]

  static func describe(_ part: DayPart) -> String {
    switch part {
    case .weekday(let weekday, nil): return weekday.name
    case .weekday(let weekday, let n?): return "the \(ordinalText(n)) \(weekday.name)"
    case .monthDay(let day):
      return day > 0 ? "day \(day)" : day == -1 ? "the last day" : "day \(day) (from the end)"
    case .workday(nil): return "workdays"
    case .workday(let n?): return "the \(ordinalText(n)) workday"
    }
  }

  /// `1st`, `2nd`, `last`, `2nd last`.
  static func ordinalText(_ n: Int) -> String {
    if n == -1 { return "last" }
    if n < 0 { return ordinalText(-n) + " last" }
    let suffix = (n % 100 / 10 == 1) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
    return "\(n)\(suffix)"
  }
}

/// Reads `every`'s arguments into an `EveryPhrase`.
struct EveryReader {
  /// One argument as `every` reads it.
  enum Item {
    case word(String, SourceRange)
    case number(Int, SourceRange)
    case other(Expr)

    var range: SourceRange {
      switch self {
      case .word(_, let r), .number(_, let r): return r
      case .other(let e): return e.range
      }
    }
  }

  let call: Invocation
  var items: [Item] = []
  var index = 0

  init(_ call: Invocation) {
    self.call = call
    for argument in call.arguments {
      switch argument {
      case .name(let word, let range): items.append(.word(word.lowercased(), range))
      case .integer(let n, let range): items.append(.number(n, range))
      case .negate(.integer(let n, _), let range): items.append(.number(-n, range))
      // `day -1` reads as the subtraction `day - 1`: split it back.
      case .binary(.minus, .name(let word, let wordRange), .integer(let n, let numberRange), _):
        items.append(.word(word.lowercased(), wordRange))
        items.append(.number(-n, numberRange))
      // `month 2 day -1` reads as `(2 day) - 1`: the number, the word and the negative day.
      case .binary(
        .minus, .duration(let duration, let durationRange, .day), .integer(let n, let numberRange), _)
      where duration.years == 0 && duration.months == 0:
        items.append(.number(duration.days, durationRange))
        items.append(.word("day", durationRange))
        items.append(.number(-n, numberRange))
      default: items.append(.other(argument))
      }
    }
  }

  static let clauseWords: Set<String> = ["on", "in", "from", "until", "for", "at", "skip"]

  private var current: Item? { index < items.count ? items[index] : nil }

  /// `month 3 day 15` reads `3 day` as a duration: the item at `position`, when it is one, split
  /// back into the number and the word `day`.
  private mutating func splitDayDuration(at position: Int) {
    guard position < items.count, case .other(.duration(let duration, let range, .day)) = items[position],
      duration.years == 0, duration.months == 0
    else { return }
    items.replaceSubrange(position...position, with: [.number(duration.days, range), .word("day", range)])
  }

  private var currentWord: String? {
    if case .word(let word, _)? = current { return word }
    return nil
  }

  private func error(_ message: String, at range: SourceRange? = nil) -> ScriptError {
    call.error(message, at: range ?? current?.range ?? call.call.range)
  }

  mutating func read() throws -> EveryPhrase {
    var phrase = EveryPhrase(start: call.settings.today)
    guard current != nil else {
      throw error("every needs a period, e.g. every month on last fri; usage: \(call.usage)")
    }
    try readUnit(&phrase)
    var seen: Set<String> = []
    while let item = current {
      guard case .word(let word, let range) = item, Self.clauseWords.contains(word) else {
        throw error("expected on, in, at, skip, from, until or for here; usage: \(call.usage)")
      }
      guard !seen.contains(word) else { throw error("'\(word)' is given twice", at: range) }
      seen.insert(word)
      index += 1
      switch word {
      case "on": try readParts(&phrase, after: range)
      case "skip":
        guard case .word(let how, let howRange)? = current,
          let skip = RecurrenceSkip(rawValue: how.uppercased())
        else {
          throw error(
            "skip takes omit, backward or forward: what a day the year or month lacks becomes (RFC 7529)",
            at: current?.range ?? range)
        }
        guard phrase.scale != nil else {
          throw error(
            "skip is for a day counted in another calendar (on hebrew day 30 … skip forward); "
              + "a Gregorian month's missing days are left out", at: range.through(howRange))
        }
        phrase.skip = skip
        index += 1
      case "at": try readTimes(&phrase, after: range)
      case "in":
        // `at 10:00 in UTC`: after the times, a word that is no month is the zone.
        if !phrase.times.isEmpty, phrase.zoneName == nil, case .word(let name, let nameRange)? = current,
          Self.month(named: name) == nil
        {
          phrase.zoneName = (name, nameRange)
          index += 1
        } else {
          try readMonths(&phrase, after: range)
        }
      case "from": phrase.start = try readDate(after: range, last: false)
      case "until":
        guard phrase.count == nil else { throw error("give until or for, not both", at: range) }
        phrase.until = try readDate(after: range, last: true)
      default:
        guard phrase.until == nil else { throw error("give until or for, not both", at: range) }
        guard case .number(let n, let numberRange)? = current else {
          throw error("for needs a number of occurrences, e.g. for 12", at: current?.range ?? range)
        }
        guard (1...10_000_000).contains(n) else {
          throw error("for takes 1…10000000 occurrences", at: numberRange)
        }
        phrase.count = n
        index += 1
      }
      phrase.clauseRanges[word] = range.through(items[index - 1].range)
    }
    try check(phrase)
    // A quarter's series starts at its first day on or after `from` (explain and ics show that).
    if phrase.isQuarterly {
      phrase.writtenStart = phrase.start
      phrase.start = phrase.recurrence(call.settings).start
    }
    return phrase
  }

  /// `2 weeks`, `month`, `other week`, `3 months`, `workday jp`, `mon` (every week on Monday).
  private mutating func readUnit(_ phrase: inout EveryPhrase) throws {
    if case .other(.duration(let duration, let range, let finest))? = current {
      index += 1
      (phrase.frequency, phrase.interval) = try period(duration, finest: finest, at: range)
      return
    }
    // `every 2 workdays jp` reads as the number of workdays `2 workdays jp`: every second one.
    if case .other(.workdays(let n, let countries, let range))? = current {
      index += 1
      try checkInterval(n, unit: "workday", at: range)
      phrase.interval = n
      phrase.frequency = .daily
      phrase.everyWorkday = true
      phrase.workdayCountries = countries + (try readCountries())
      return
    }
    if case .number(let n, let range)? = current {
      index += 1
      try checkInterval(n, unit: "period", at: range)
      phrase.interval = n
    } else if currentWord == "other" {
      index += 1
      phrase.interval = 2
    }
    guard case .word(let word, let range)? = current else {
      // `every -1 weeks`: a negative duration.
      if case .other(.negate)? = current {
        throw error("every takes a positive period, such as 2 weeks or 18 months")
      }
      throw error("every needs a period here: day, week, month, quarter, year or workday")
    }
    index += 1
    let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
    switch singular {
    case "day": phrase.frequency = .daily
    case "week": phrase.frequency = .weekly
    case "month": phrase.frequency = .monthly
    case "quarter":
      try checkInterval(phrase.interval, unit: "quarter", at: range, limit: 33_333)
      phrase.frequency = .monthly
      phrase.interval *= 3
      phrase.isQuarterly = true
    case "year": phrase.frequency = .yearly
    case "workday", "businessday":
      phrase.frequency = .daily
      phrase.everyWorkday = true
      phrase.workdayCountries = try readCountries()
    default:
      if let weekday = Weekday(name: word) {
        // `every mon, thu`: weekly on those days.
        phrase.frequency = .weekly
        phrase.parts.append(.weekday(weekday, ordinal: nil))
        while let next = currentWord, let more = Weekday(name: next) {
          phrase.parts.append(.weekday(more, ordinal: nil))
          index += 1
        }
        return
      }
      throw error(
        "'\(word)' is not a period; every takes day, week, month, quarter, year or workday"
          + didYouMean(singular, among: ["day", "week", "month", "quarter", "year", "workday"]), at: range)
    }
  }

  /// The frequency and interval a duration names, in the finest unit it was written in, as
  /// RRULE's FREQ and INTERVAL would say it: `12 months` is monthly (not yearly: a rule with
  /// `on last fri` takes a different day), `1 year 6 months` is 18 months, `14 days` daily.
  private func period(_ duration: DateDuration, finest: DurationUnit, at range: SourceRange) throws -> (
    RecurrenceRule.Frequency, Int
  ) {
    let (years, months, days) = (duration.years, duration.months, duration.days)
    guard years >= 0, months >= 0, days >= 0, years > 0 || months > 0 || days > 0 else {
      throw error("every takes a positive period, such as 2 weeks or 18 months", at: range)
    }
    let count: Int?
    let frequency: RecurrenceRule.Frequency
    switch finest {
    case .year: (frequency, count) = (.yearly, years)
    case .month: (frequency, count) = (.monthly, try? duration.totalMonths())
    case .week, .day:
      guard years == 0, months == 0 else {
        throw error(
          "every takes a period in days or weeks, or in months and years, not both: \(duration) mixes them",
          at: range)
      }
      (frequency, count) = finest == .week && days % 7 == 0 ? (.weekly, days / 7) : (.daily, days)
    }
    let unit = EveryPhrase.unitNames[frequency]!
    guard let count else { throw error("every counts 1…100000 \(unit)s at a time", at: range) }
    try checkInterval(count, unit: unit, at: range)
    return (frequency, count)
  }

  private func checkInterval(_ n: Int, unit: String, at range: SourceRange, limit: Int = 100_000) throws {
    guard (1...limit).contains(n) else {
      throw error("every counts 1…\(limit) \(unit)s at a time, not \(n)", at: range)
    }
  }

  /// The country an item names (`jp`, `gb-sct`); nil for a clause word or anything else.
  private static func country(_ item: Item) -> Country? {
    switch item {
    case .word(let word, _): return clauseWords.contains(word) ? nil : Country(code: word)
    case .other(let expr): return HolidayCodes.country(in: expr)
    case .number: return nil
    }
  }

  /// Country codes after `workday`; a two-letter word that is no known country is an error
  /// naming the known ones (rather than "not a day part").
  private mutating func readCountries() throws -> [Country] {
    var countries: [Country] = []
    while let item = current, let country = Self.country(item) {
      countries.append(country)
      index += 1
    }
    if let word = currentWord, word.count == 2, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
      !Self.clauseWords.contains(word), Weekday(name: word) == nil
    {
      throw error(HolidayCommands.unknownCountry(word) + "; workday takes their codes")
    }
    return countries
  }

  /// `on mon`, `on last fri`, `on 1st mon, 3rd mon`, `on day -1`, `on day 1, 15`, `on last workday jp`.
  private mutating func readParts(_ phrase: inout EveryPhrase, after on: SourceRange) throws {
    let before = phrase.parts.count
    // Where the first plain weekday (`thu`) and the first numbered one (`1st sun`) were written.
    var plain: (text: String, range: SourceRange)?
    var numbered: (text: String, range: SourceRange)?
    if try readCalendarDays(&phrase) { return }
    while let item = current {
      if case .word(let word, _) = item, Self.clauseWords.contains(word) { break }
      switch item {
      case .word("day", let range):
        index += 1
        guard case .number = current else {
          throw error(
            "day needs a day of the month, 1…31 or -31…-1 (from the end), e.g. on day -1",
            at: current?.range ?? range)
        }
        while case .number(let n, let numberRange)? = current {
          guard n != 0, (-31...31).contains(n) else {
            throw error("a day of the month is 1…31, or -31…-1 counting from the end", at: numberRange)
          }
          phrase.parts.append(.monthDay(n))
          index += 1
        }
      case .word(let word, let range):
        index += 1
        if let weekday = Weekday(name: word) {
          phrase.parts.append(.weekday(weekday, ordinal: nil))
          if plain == nil { plain = (word, range) }
        } else if word == "workday" || word == "workdays" {
          phrase.parts.append(.workday(nil))
          try readWorkdayCountries(&phrase)
        } else if var n = EveryPhrase.ordinal(word) {
          if n > 0, currentWord == "last" {
            n = -n
            index += 1
          }
          guard (-53...53).contains(n), n != 0 else {
            throw error("an ordinal is 1st…53rd or last", at: range)
          }
          guard case .word(let what, _)? = current else {
            throw error(
              "\(word) needs a weekday or workday after it, e.g. \(word) fri", at: current?.range ?? range)
          }
          index += 1
          if let weekday = Weekday(name: what) {
            phrase.parts.append(.weekday(weekday, ordinal: n))
            if numbered == nil {
              numbered = ("\(EveryPhrase.ordinalText(n)) \(what)", range.through(items[index - 1].range))
            }
          } else if what == "workday" {
            phrase.parts.append(.workday(n))
            try readWorkdayCountries(&phrase)
          } else {
            throw error(
              "\(word) needs a weekday or workday after it, e.g. \(word) fri", at: items[index - 1].range)
          }
        } else {
          throw error(
            "'\(word)' is not a day part; on takes a weekday (mon), an ordinal and a weekday (last fri), day N or workday",
            at: range)
        }
      case .number(let n, let range):
        if index + 1 < items.count, case .word(let name, let nameRange) = items[index + 1],
          case let hint = HebrewMonthNames.suggestion(for: name), !hint.isEmpty
        {
          throw error("'\(name)' is not a Hebrew month's name" + hint, at: nameRange)
        }
        throw error(
          "write the day of the month as day \(n), or an ordinal as \(EveryPhrase.ordinalText(max(1, n)))",
          at: range)
      case .other(let expr):
        throw error("on takes weekdays, day N or workday, not this", at: expr.range)
      }
    }
    if phrase.parts.count == before {
      throw error("on needs a day part, e.g. on mon, on last fri, on day 15", at: on)
    }
    if let plain, let numbered {
      // RFC 5545 reads `BYDAY=TH,1SU` as alternatives, dateutil (which `rrule` follows) as both
      // at once, which no day is: refuse rather than print no dates.
      let later = plain.range.offset > numbered.range.offset ? plain.range : numbered.range
      throw error(
        "every cannot mix plain weekdays (\(plain.text)) and numbered ones (\(numbered.text)): "
          + "a day would have to be both; write two every lines, one on \(plain.text) "
          + "and one on \(numbered.text)",
        at: later)
    }
  }

  /// `on hebrew day 1`, `on korean month 3 day 15`, `on chinese leap month 6 day 1`, `on
  /// islamic 9-1`, `on 10 tevet`, `on hebrew 30 heshvan`: days counted in another calendar (RFC
  /// 7529). False when the part names no calendar.
  private mutating func readCalendarDays(_ phrase: inout EveryPhrase) throws -> Bool {
    var scale: RScale?
    if case .word(let word, _)? = current, let named = RScale.of(calendar: word) {
      scale = named
      index += 1
    } else if case .number = current, index + 1 < items.count, case .word(let name, _) = items[index + 1],
      HebrewMonthNames.month(named: name) != nil
    {
      scale = RScale.of(calendar: "hebrew")
    }
    guard let scale else { return false }
    phrase.scale = scale
    let start = index
    while index < items.count {
      splitDayDuration(at: index)
      let item = items[index]
      if case .word(let word, _) = item, Self.clauseWords.contains(word) { break }
      switch item {
      case .word("day", let range):
        index += 1
        splitDayDuration(at: index)
        guard case .number = current else {
          throw error("day needs a day of the month, e.g. day 1", at: range)
        }
        let longest = scale.longestMonth
        while case .number(let n, let numberRange)? = current {
          if n >= 100, case .number = items[index - 1] {
            // `month 3 day 15 2025`: a year after the days is a start without its `from`.
            throw error(
              "from is missing: after the days, write from \(n) for the series' start", at: numberRange)
          }
          guard n != 0, (-longest...longest).contains(n) else {
            throw error(
              "a day of \(scale.calendarName.withArticle) month is 1…\(longest), or -\(longest)…-1 counting "
                + "from the end",
              at: numberRange)
          }
          phrase.parts.append(.monthDay(n))
          index += 1
        }
      case .word("leap", let range):
        index += 1
        splitDayDuration(at: index + 1)
        guard currentWord == "month", index + 1 < items.count, case .number(let n, _) = items[index + 1]
        else {
          throw error("leap needs month N, the leap month after month N: leap month 6", at: range)
        }
        index += 2
        phrase.scaleMonths.append(RScaleMonth(n, isLeap: true))
      case .word("month", _):
        index += 1
        splitDayDuration(at: index)
        while case .number(let n, _)? = current {
          phrase.scaleMonths.append(RScaleMonth(n))
          index += 1
        }
      case .number(let day, let range):
        // `10 tevet`, `30 heshvan`: a day and a Hebrew month's name.
        index += 1
        guard case .word(let name, let nameRange)? = current, var month = HebrewMonthNames.month(named: name)
        else {
          if index - 1 > start, day >= 100 {
            // `on 10 tevet 2025 for 2`: a year after the days is a start without its `from`.
            throw error("from is missing: after the days, write from \(day) for the series' start", at: range)
          }
          if case .word(let name, let nameRange)? = current,
            case let hint = HebrewMonthNames.suggestion(for: name),
            !hint.isEmpty
          {
            throw error("'\(name)' is not a Hebrew month's name" + hint, at: nameRange)
          }
          throw error("write the day as day \(day), or a Hebrew day and month as \(day) tevet", at: range)
        }
        guard scale.calendar == "hebrew" else {
          throw error(
            "'\(name)' is a Hebrew month: write on hebrew \(day) \(name), or on \(day) \(name)", at: nameRange
          )
        }
        guard (1...30).contains(day) else { throw error("a day of a Hebrew month is 1…30", at: range) }
        index += 1
        // `adar ii`, `adar i`, `adar 2`: Adar II (6) or Adar I (5L) in two words.
        if name == "adar" {
          if case .word(let which, _)? = current, which == "i" || which == "ii" {
            month = which == "i" ? RScaleMonth(5, isLeap: true) : RScaleMonth(6)
            index += 1
          } else if case .number(let which, _)? = current, which == 1 || which == 2,
            !followedByHebrewMonth(at: index)
          {
            month = which == 1 ? RScaleMonth(5, isLeap: true) : RScaleMonth(6)
            index += 1
          }
        }
        phrase.scaleMonths.append(month)
        phrase.parts.append(.monthDay(day))
      case .other(.binary(.minus, .integer(let month, _), .integer(let day, _), _)):
        // `islamic 9-1`: month and day, as the lexer reads them (see the manual for 3-15).
        index += 1
        phrase.scaleMonths.append(RScaleMonth(month))
        phrase.parts.append(.monthDay(day))
      default:
        throw error(
          "after \(scale.calendar) on takes day N, month N day N, leap month N day N"
            + (scale.calendar == "hebrew" ? " or a day and a month's name (10 tevet)" : ""), at: item.range)
      }
    }
    if index == start
      || !phrase.parts.contains(where: { if case .monthDay = $0 { return true } else { return false } })
    {
      throw error(
        "on \(scale.calendar) needs a day: day 1, month 3 day 15",
        at: current?.range ?? items[max(0, index - 1)].range)
    }
    let daysRange = items[start].range.through(items[index - 1].range)
    for month in phrase.scaleMonths {
      var probe = RecurrenceRule(frequency: .yearly)
      probe.scale = scale
      if month.isLeap { probe.byLeapMonth = [month.number] } else { probe.byMonth = [month.number] }
      if month.number < 1 || month.number > 13 {
        throw error("a month number is 1…\(scale.monthNumbers.upperBound)", at: daysRange)
      }
      if let problem = probe.scaleProblem {
        let why = problem.message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? problem.message
        throw error(
          "month \(month):" + why.replacing(scale.name, with: scale.calendar), at: daysRange)
      }
    }
    return true
  }

  /// Whether the number at `index` begins a day and a Hebrew month (`2 nisan`).
  private func followedByHebrewMonth(at index: Int) -> Bool {
    guard index + 1 < items.count, case .word(let name, _) = items[index + 1] else { return false }
    return HebrewMonthNames.month(named: name) != nil
  }

  private mutating func readWorkdayCountries(_ phrase: inout EveryPhrase) throws {
    let countries = try readCountries()
    if let earlier = phrase.workdayCountries, earlier != countries, !countries.isEmpty {
      throw error("name the workdays' countries once", at: items[index - 1].range)
    }
    if phrase.workdayCountries == nil || !countries.isEmpty { phrase.workdayCountries = countries }
  }

  /// `at 10:00`, `at 09:00, 17:00`, `at 10:00 in Europe/Berlin` (the zone read with the last time).
  private mutating func readTimes(_ phrase: inout EveryPhrase, after at: SourceRange) throws {
    while case .other(let expr)? = current {
      switch expr {
      case .time(let time, _):
        phrase.times.append(time)
        index += 1
      case .inZone(.time(let time, _), let name, let zoneRange, _):
        phrase.times.append(time)
        phrase.zoneName = (name, zoneRange)
        index += 1
        return
      case .binary(_, .name(let word, _), _, _) where word.lowercased() == "in":
        // `at 10:00 in +09:00`: what follows `in` is no zone's name.
        throw error(
          "in after a time wants a zone's name, as in at 10:00 in Asia/Tokyo ('zones' lists them); "
            + "a fixed offset is a zone of Etc/, its sign reversed: +09:00 is Etc/GMT-9", at: expr.range)
      default:
        throw error("at takes times of day, e.g. at 10:00 or at 09:00, 17:00", at: expr.range)
      }
    }
    if phrase.times.isEmpty {
      throw error("at needs a time of day, e.g. at 10:00 or at 09:00, 17:00", at: current?.range ?? at)
    }
  }

  /// A quarter takes days counted from its start (in its first month) or from its end (in its
  /// last), not both, and no plain weekdays or months: those are a month's or a week's.
  private func checkQuarter(_ phrase: EveryPhrase) throws {
    let on = phrase.clauseRanges["on"] ?? call.call.range
    if let months = phrase.clauseRanges["in"], !phrase.months.isEmpty {
      throw error("every quarter takes no in MONTH: a quarter is its own three months", at: months)
    }
    var fromStart = false
    var fromEnd = false
    for part in phrase.parts {
      switch part {
      case .weekday(let weekday, nil):
        throw error(
          "every quarter takes one day of each quarter: an ordinal weekday (1st \(weekday.shortName.lowercased()), "
            + "last \(weekday.shortName.lowercased())), day N or an ordinal workday; every \(weekday.shortName.lowercased()) is weekly",
          at: on)
      case .workday(nil):
        throw error(
          "every quarter takes an ordinal workday (first workday, last workday), not every workday", at: on)
      case .weekday(_, let n?):
        guard (-4...4).contains(n) else {
          throw error(
            "in a quarter an ordinal weekday counts 1st…4th from the quarter's start or from its end "
              + "(last … 4th last): the days of its first or last month", at: on)
        }
        if n < 0 { fromEnd = true } else { fromStart = true }
      case .workday(let n?):
        if n < 0 { fromEnd = true } else { fromStart = true }
      case .monthDay(let day):
        if day < 0 { fromEnd = true } else { fromStart = true }
      }
    }
    if fromStart, fromEnd {
      throw error(
        "every quarter counts its days from the quarter's start or from its end, not both: write two every lines",
        at: on)
    }
  }

  /// `in nov`, `in jan, jul`.
  private mutating func readMonths(_ phrase: inout EveryPhrase, after word: SourceRange) throws {
    while case .word(let name, let range)? = current, !Self.clauseWords.contains(name) {
      guard let month = Self.month(named: name) else {
        throw error("'\(name)' is not a month; in takes jan … dec", at: range)
      }
      phrase.months.append(month)
      index += 1
    }
    if phrase.months.isEmpty { throw error("in needs a month, e.g. in nov", at: current?.range ?? word) }
  }

  static func month(named name: String) -> Int? {
    let lower = name.lowercased()
    if let index = MonthName.english.firstIndex(where: {
      $0.lowercased() == lower || $0.lowercased().prefix(3) == lower
    }) {
      return index + 1
    }
    return lower == "sept" ? 9 : nil
  }

  /// A date after `from` or `until`: a date, a month (its first or last day), a year.
  private mutating func readDate(after word: SourceRange, last: Bool) throws -> CivilDate {
    guard let item = current else {
      throw error("\(last ? "until" : "from") needs a date, a month or a year", at: word)
    }
    index += 1
    let value: Value
    switch item {
    case .number(let n, _): value = .int(n)
    case .word(let name, let range): value = try call.interpreter.evaluate(.name(name, range))
    case .other(let expr): value = try call.interpreter.evaluate(expr)
    }
    switch value {
    case .date(let date): return date
    case .yearMonth(let ym):
      let settings = call.settings
      return try at(item.range) { () throws(CalendarError) in
        try last ? settings.lastDay(of: ym) : settings.firstDay(of: ym)
      }
    case .int(let year):
      guard Gregorian.years.contains(year) else {
        throw error(CalendarError.yearOutOfRange(year).message, at: item.range)
      }
      let settings = call.settings
      return try at(item.range) { () throws(CalendarError) in
        try last ? settings.lastDay(ofYear: year) : settings.firstDay(ofYear: year)
      }
    default:
      throw call.wrongKind(value, at: item.range, expected: "a date, a month or a year")
    }
  }

  /// What the words allow but a rule cannot mean.
  private func check(_ phrase: EveryPhrase) throws {
    if phrase.isQuarterly { try checkQuarter(phrase) }
    if let scale = phrase.scale {
      if !phrase.months.isEmpty {
        throw error(
          "in MONTH names Gregorian months: the \(scale.calendar) months go after on (month 3 day 15)",
          at: phrase.clauseRanges["in"] ?? call.call.range)
      }
      if phrase.frequency == .yearly, phrase.scaleMonths.isEmpty {
        throw error(
          "every year on \(scale.calendar) day N needs its month: month 3 day 15 (or every month on \(scale.calendar) day N)",
          at: phrase.clauseRanges["on"] ?? call.call.range)
      }
      if phrase.frequency != .yearly, phrase.frequency != .monthly || phrase.isQuarterly {
        throw error(
          "days of another calendar repeat every year or every month",
          at: phrase.clauseRanges["on"] ?? call.call.range)
      }
      return
    }
    let ordinals = phrase.parts.contains { part in
      if case .weekday(_, _?) = part { return true }
      return false
    }
    if ordinals, phrase.frequency == .daily || phrase.frequency == .weekly {
      throw error("an ordinal weekday (last fri) needs every month or every year", at: call.call.range)
    }
    // `every year on day 15` expands (RFC 5545, dateutil) to the 15th of every month: a year's
    // day N needs its month, and a week has no day of the month (RFC 5545 forbids the pair).
    let monthDay = phrase.parts.lazy.compactMap { part -> Int? in
      if case .monthDay(let day) = part { return day }
      return nil
    }.first
    if let day = monthDay, phrase.frequency == .weekly {
      throw error(
        "a week has no day of the month: write every month on day \(day)", at: call.call.range)
    }
    if let day = monthDay, phrase.frequency == .yearly, phrase.months.isEmpty {
      throw error(
        "every year on day \(day) needs its month (day N is a day of the month): every year on day \(day) "
          + "in mar, or every month on day \(day)", at: call.call.range)
    }
    let workdays = phrase.parts.contains { part in
      if case .workday = part { return true }
      return false
    }
    let others = phrase.parts.contains { part in
      if case .workday = part { return false }
      return true
    }
    if workdays, others {
      throw error(
        "workday parts cannot be mixed with weekdays or days of the month in one every", at: call.call.range)
    }
  }
}

extension String {
  /// `a Hebrew`, `an arithmetic Islamic`: the word with the article its first letter takes.
  fileprivate var withArticle: String {
    (first.map { "AEIOUaeiou".contains($0) } == true ? "an " : "a ") + self
  }
}
