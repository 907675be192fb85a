import CalSyntax
import CalendarCore

/// Recurrences: `rrule` reads RFC 5545's RRULE text, `every` says the same in words. Both give
/// a day list that streams, so an endless rule can be cut with `| first N`.
enum RecurrenceCommands {
  static let rrule = Command(
    "rrule", group: .sources, usage: "rrule \"[DTSTART…] RRULE\" [from DATE | DATE-TIME]",
    summary: "the days of an RFC 5545 recurrence rule, from a start (default today)",
    details: """
      The rule's parts: FREQ (DAILY WEEKLY MONTHLY YEARLY), INTERVAL, COUNT, UNTIL (a date, \
      YYYYMMDD, read as from is: under set reform), BYDAY (MO … SU, with an ordinal under MONTHLY and YEARLY: -1FR; \
      under DAILY and WEEKLY the ordinal is ignored, as dateutil ignores it), BYMONTHDAY \
      (negative counts from the month's end), BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS and WKST. \
      The dates are those python-dateutil's rrule gives for the same rule and start. A rule with \
      neither COUNT nor UNTIL has no end: take some with | first N. A COUNT the last day calsh \
      knows cuts short gives the days before it, with a warning. \
      A start at a time of day gives date-times instead of days: from a date-time \
      (2025-01-07T10:00, floating; 2025-01-07T10:00 Europe/Berlin or …Z, in that zone), or a \
      DTSTART before the rule, as iCalendar writes it (DTSTART;TZID=Europe/Berlin:20250107T100000 \
      RRULE:FREQ=…, DTSTART:20250107T100000Z, DTSTART:20250107T100000 floating). BYHOUR, \
      BYMINUTE and BYSECOND give each day's times (every combination; the start's own where \
      one is not given); COUNT counts date-times; UNTIL may have a time (YYYYMMDDTHHMMSS, \
      with Z in UTC, compared on the time line). In a zone the wall clock is kept across \
      changes of clocks: a time the clocks skip moves later by the gap, a repeated one is the \
      first (RFC 5545). FREQ=HOURLY, MINUTELY and SECONDLY are not read (an error), nor \
      BYSETPOS with several times a day; a timed rule needs COUNT or UNTIL. \
      RSCALE (RFC 7529) counts the rule in another calendar by CLDR's name: GREGORIAN, HEBREW, \
      ISLAMIC-CIVIL, ISLAMIC-UMALQURA, PERSIAN, CHINESE, DANGI (Korean), COPTIC, ETHIOPIC, INDIAN \
      (JAPANESE, ROC, BUDDHIST as GREGORIAN; JULIAN calsh's own); BYMONTH then takes its months, \
      NL the leap month after month N (Hebrew: 1 is Tishrei, 5L Adar I, 6 Adar or Adar II, 7 \
      Nisan; not date hebrew's numbers), and SKIP=OMIT (default), BACKWARD or FORWARD says what \
      a day the year or month lacks becomes: left out, the day before, or the day after.
      """,
    examples: [
      "rrule \"FREQ=MONTHLY;BYDAY=-1FR;COUNT=12\" from 2025-01-01",
      "rrule \"FREQ=YEARLY;BYMONTH=11;BYDAY=4TH;COUNT=3\" from 2025-01-01",
      "rrule \"FREQ=WEEKLY;INTERVAL=2;BYDAY=TU\" from 2025-01-07 | first 3",
      "rrule \"DTSTART;TZID=Europe/Berlin:20250107T100000 RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3\"",
      "rrule \"FREQ=DAILY;BYHOUR=9,17;COUNT=4\" from 2025-03-29 | table",
      "rrule \"RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD;COUNT=3\" from 2025-01-01",
    ],
    words: ["from"]
  ) { call in
    guard let first = call.arguments.first, case .string(let text) = try call.value(at: 0) else {
      throw call.error(
        "rrule needs the rule as a string, e.g. rrule \"FREQ=MONTHLY;COUNT=3\" from 2025-01-01",
        at: call.arguments.first?.range)
    }
    // Where a part of the text is in the script: inside the quotes when the string is written
    // without escapes, else the whole string.
    let unescaped: Bool
    if case .string = first, first.range.length == text.utf8.count + 2 {
      unescaped = true
    } else {
      unescaped = false
    }
    func place(_ offset: Int, _ length: Int) -> SourceRange {
      unescaped ? SourceRange(offset: first.range.offset + 1 + offset, length: length) : first.range
    }
    // A DTSTART before the rule (`DTSTART;TZID=Europe/Berlin:20250107T100000 RRULE:FREQ=…`), as
    // dateutil's rrulestr and iCalendar write it, separated from it by a space or a line break.
    var ruleText = text
    var ruleOffset = 0
    var written: RecurrenceStart?
    if text.uppercased().hasPrefix("DTSTART") {
      let bytes = Array(text.utf8)
      let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 10 || $0 == 9 || $0 == 13 }
      let end = bytes.firstIndex(where: isSpace) ?? bytes.count
      do throws(RecurrenceRuleError) {
        written = try RecurrenceStart(parsing: String(decoding: bytes[..<end], as: UTF8.self))
      } catch {
        throw call.error(error.message, at: place(error.offset, error.length))
      }
      ruleOffset = bytes[end...].firstIndex(where: { !isSpace($0) }) ?? bytes.count
      ruleText = String(decoding: bytes[ruleOffset...], as: UTF8.self)
      if ruleText.isEmpty {
        throw call.error(
          "after DTSTART comes the rule, as in \"DTSTART:20250107T100000 RRULE:FREQ=WEEKLY;COUNT=3\"",
          at: place(0, end))
      }
    }
    var rule: RecurrenceRule
    do throws(RecurrenceRuleError) {
      rule = try RecurrenceRule(parsing: ruleText, reform: call.calendarInForce, allowingTimes: true)
    } catch let problem {
      throw call.error(problem.message, at: place(ruleOffset + problem.offset, problem.length))
    }
    var start = call.settings.today
    var clock = RuleClock()
    if let written {
      start = written.dateTime.date
      if !written.isDate { clock.time = written.dateTime.time }
      if written.isUTC {
        clock.zone = ZoneRules(fixed: .utc, name: ZonedDateTime.utcName, abbreviation: "UTC")
      } else if let name = written.zoneName, let range = written.zoneNameRange {
        clock.zone = try call.interpreter.zone(named: name, at: place(range.lowerBound, range.count))
      }
    }
    if call.arguments.count > 1 {
      guard call.word(at: 1) == "from", call.arguments.count == 3 else {
        throw call.error(
          "after the rule, rrule takes from DATE (its end goes in the rule: COUNT=N or UNTIL=YYYYMMDD); "
            + "usage: \(call.usage)", at: call.range(at: 1))
      }
      if written != nil {
        throw call.error(
          "the start is given twice: by DTSTART in the rule and by from", at: call.range(at: 1))
      }
      switch try call.value(at: 2) {
      case .scalar(let wall as DateTime): (start, clock.time) = (wall.date, wall.time)
      case .scalar(let zoned as ZonedDateTime):
        (start, clock.time, clock.zone) = (zoned.dateTime.date, zoned.dateTime.time, zoned.zone)
      default: start = try startDate(call, at: 2)
      }
    }
    if clock.time != nil || rule.hasTimes {
      return try ruleDateTimes(rule, text: text, from: start, clock: clock, in: call) { part in
        partRange(part, in: ruleText).map { place(ruleOffset + $0.lowerBound, $0.count) } ?? first.range
      }
    }
    // A series of whole days: UNTIL's time means nothing, as before times were read.
    (rule.untilTime, rule.untilIsUTC) = (nil, false)
    try checkScale(rule, from: start, in: call) { part in
      partRange(part, in: ruleText).map { place(ruleOffset + $0.lowerBound, $0.count) } ?? first.range
    }
    try requireGregorianLabels(rule, from: start, in: call)
    let recurrence = Recurrence(rule: rule, start: start)
    if let never = recurrence.impossibility(writtenBy: call.calendarInForce) {
      // At the part inside the quotes, when the string is written without escapes.
      var at = first.range
      if case .string = first, first.range.length == text.utf8.count + 2,
        let part = partRange(never.part, in: text)
      {
        at = SourceRange(offset: first.range.offset + 1 + part.lowerBound, length: part.count)
      }
      call.interpreter.warn(neverMessage(never), at: at)
    }
    let days = RecurrenceDays(
      recurrence: recurrence, marks: DayMarks(call.settings),
      origin: call.call.range,
      spelled: "rrule \"\(text)\"", endAdvice: RecurrenceDays.ruleEndAdvice, countWord: "COUNT=")
    return .dayList(DayList(source: .recurrence(days)))
  }

  static let every = Command(
    "every", group: .sources,
    usage: "every [N] PERIOD [on DAYS] [in MONTHS] [at TIMES [in ZONE]] [from DATE] [until DATE | for N]",
    summary: "the days of a recurrence in words: every month on last fri from 2025-01 for 12",
    details: """
      The period: day, week, month, quarter, year (N of them, or other for 2, or a duration: every 2 \
      weeks; every 12 months is monthly, every 12th month, not yearly), workday [CC] (each \
      workday; N workdays or other workday: every Nth workday, counted from the first, holidays \
      not counted), or weekdays (every mon, thu: each week on those). \
      After on, the days of each period: a weekday (mon), an ordinal and a weekday (1st mon, \
      last fri, 2nd last thu; months and years only), day N (a day of the month, day -1 the \
      last; not under week, and under year with in MONTH), or an ordinal and workday (first workday, last workday jp: Monday to Friday and \
      not a holiday of the countries named, else of set holidays); several, separated by \
      commas, but not plain and numbered weekdays together (thu, 1st sun: no day is both; \
      write two every lines). in MONTH keeps the days of those months (in nov). from gives the start (a date, \
      a month's first day, a year's January 1; default today); until the last possible day, \
      or for the number of occurrences (cut short, with a warning, by the last day calsh \
      knows). A quarter is a calendar quarter (January, April, July, October): without on its \
      first day; day N, 1st mon or first workday count from its start (in its first month), \
      day -1, last fri or last workday from its end (in its last month), not both in one \
      every; the quarters are the one holding from, then every Nth (as every 2 months counts \
      months from from's), and the series starts at the first such day on or after from in \
      them (every quarter from 2026-02-10 starts 2026-04-01; every 2 quarters on day 1 from \
      2023-02-02 starts 2023-07-01), written as RRULE FREQ=MONTHLY;INTERVAL=3 from it. \
      Without until or for the series has no end: take some with | first N. It is RFC 5545's rule (explain every shows it as RRULE text), expanded \
      as python-dateutil's rrule expands it. at 10:00 (or at 09:00, 17:00) gives date-times \
      instead of days: each day at each time, for N counting date-times; in ZONE after the \
      times puts them in a zone, keeping the wall clock across changes of clocks (a time the \
      clocks skip moves later by the gap, as RFC 5545 says; a repeated one is the first), \
      without it they are floating (no zone). A timed series needs until or for.
      """,
    examples: [
      "every 2 weeks on tue from 2025-01-07 until 2025-03-31",
      "every month on last fri from 2025-01 for 12",
      "every month on day -1 from 2025-01-01 for 12",
      "every year on 4th thu in nov from 2025 for 5",
      "every month on 1st mon, 3rd mon from 2025-01 for 6",
      "every quarter on last workday from 2026-01 for 4", "every 2 quarters on day 15 from 2026 for 3",
      "every month on last workday jp from 2025-01 for 12",
      "every week on mon from 2025-01-06 | first 10",
      "every mon, thu from 2025-01-01 | first 4",
      "every workday jp from 2025-04-28 | first 5", "every 2 workdays jp from 2025-01-06 for 6",
      "every 2 weeks on tue at 10:00 in Europe/Berlin from 2025-01-07 for 10",
    ],
    words: EveryPhrase.words + Weekday.shortNames.map { $0.lowercased() } + HolidayCodes.completions,
    readsWords: true
  ) { call in
    var reader = EveryReader(call)
    let phrase = try reader.read()
    let days = try days(of: phrase, in: call)
    if !phrase.times.isEmpty { return try dateTimes(of: phrase, days: days, in: call) }
    if let never = days.recurrence.impossibility(writtenBy: call.calendarInForce) {
      let clause =
        never.part == "UNTIL" ? "until" : ["BYYEARDAY", "BYMONTH"].contains(never.part) ? "in" : "on"
      call.interpreter.warn(neverMessage(never), at: phrase.clauseRanges[clause] ?? call.call.range)
    }
    return .dayList(DayList(source: .recurrence(days)))
  }

  /// The most date-times a timed recurrence lists (it is held whole, not streamed).
  static let dateTimeLimit = 1_000_000

  /// The start's time of day and zone of a timed `rrule`: none, floating, UTC or a zone.
  struct RuleClock {
    var time: TimeOfDay?
    var zone: ZoneRules?
  }

  /// The date-times of a timed `rrule` (a DATE-TIME start, or BYHOUR, BYMINUTE, BYSECOND): each
  /// day of the rule at each of its times (BYHOUR × BYMINUTE × BYSECOND, the start's own where
  /// none is named), none before the start, COUNT counting date-times, UNTIL's time compared on
  /// the time line. `place` gives where a part of the rule is written.
  static func ruleDateTimes(
    _ rule: RecurrenceRule, text: String, from start: CivilDate, clock: RuleClock, in call: Invocation,
    place: (String) -> SourceRange
  ) throws -> Value {
    let times = TimedRecurrence.times(of: rule, startingAt: clock.time ?? .midnight)
    if !rule.bySetPosition.isEmpty, times.count > 1 {
      // dateutil picks BYSETPOS among a period's date-times (each day at each time), not its days.
      throw call.error(
        "BYSETPOS with several times of day (\(times.count)) is not read: calsh picks positions among "
          + "days; give one time (BYHOUR, BYMINUTE and BYSECOND of one value each)", at: place("BYSETPOS"))
    }
    try requireGregorianLabels(rule, from: start, in: call)
    var dayRule = rule
    var until: TimedRecurrence.Until?
    if let time = rule.untilTime, let date = rule.until {
      let wall = DateTime(date: date, time: time)
      let at = place("UNTIL")
      if let zone = clock.zone {
        until = .instant(
          try atTime(at) {
            rule.untilIsUTC
              ? try Instant(wall, offset: .utc)
              : try ZonedDateTime(wall, in: zone, disambiguation: .compatible).instant
          })
      } else {
        until = .wallTime(wall)
      }
      dayRule.until = nil
    }
    var timed = TimedRecurrence(days: Recurrence(rule: dayRule, start: start), times: times, zone: clock.zone)
    timed.count = rule.count
    timed.until = until
    timed.notBefore = clock.time.map { DateTime(date: start, time: $0) }
    return try listing(
      timed, spelled: "rrule \"\(text)\"", endAdvice: RecurrenceDays.ruleEndAdvice, countWord: "COUNT=",
      countAt: place("COUNT"), in: call,
      never: { never in call.interpreter.warn(neverMessage(never), at: place(never.part)) })
  }

  /// A timed recurrence's date-times, or the error for one with no end or too many; `never`
  /// warns of a rule no day can meet (which then gives none).
  static func listing(
    _ timed: TimedRecurrence, spelled: String, endAdvice: String, countWord: String, countAt: SourceRange,
    in call: Invocation, never: (RecurrenceImpossibility) -> Void
  ) throws -> Value {
    if timed.isEndless {
      throw call.error("'\(spelled)' has no end: \(endAdvice) (a list of date-times is held whole)")
    }
    if let impossible = timed.days.impossibility(writtenBy: call.calendarInForce) {
      never(impossible)
      return .dateTimes(.empty)
    }
    let list: DateTimeList
    do {
      list = try timed.dateTimes(limit: dateTimeLimit)
    } catch {
      throw call.error("'\(spelled)' gives more than \(error.limit) date-times; give it an earlier end")
    }
    if let count = timed.count, list.count < count {
      // A rule in a calendar from a table (Chinese, Umm al-Qura) ends with the table.
      let scale = timed.days.rule.scale.flatMap { $0.isGregorian ? nil : $0 }
      let last = call.calendarInForce.label(
        of: CivilDate(uncheckedDayCount: scale?.lastDay ?? Gregorian.dayCounts.upperBound))
      call.interpreter.warn(
        "\(countWord)\(countWord.hasSuffix("=") ? "" : " ")\(count) gives only "
          + "\(list.count.counting("date-time")): the days calsh knows "
          + "\(scale.map { "of the \($0.calendarName) calendar " } ?? "")end with \(last)",
        at: countAt)
    }
    return .dateTimes(list)
  }

  /// The date-times of `every … at TIME [in ZONE]`: each day of the phrase at each time, floating
  /// or in the zone, its `for N` counting date-times.
  static func dateTimes(of phrase: EveryPhrase, days: RecurrenceDays, in call: Invocation) throws -> Value {
    let zone = try phrase.zoneName.map { try call.interpreter.zone(named: $0.name, at: $0.range) }
    var timed = TimedRecurrence(days: days.recurrence, times: phrase.times, zone: zone)
    timed.count = phrase.count
    return try listing(
      timed, spelled: phrase.described, endAdvice: RecurrenceDays.everyEndAdvice, countWord: "for",
      countAt: phrase.clauseRanges["for"] ?? call.call.range, in: call,
      never: { never in
        call.interpreter.warn(neverMessage(never), at: phrase.clauseRanges["on"] ?? call.call.range)
      })
  }

  /// The days of an `every` phrase, or the error `every` refuses it with. `explain every` comes
  /// here too, so the two refuse the same rules with the same words.
  static func days(of phrase: EveryPhrase, in call: Invocation) throws -> RecurrenceDays {
    let recurrence = phrase.recurrence(call.settings)
    try requireGregorianLabels(recurrence.rule, from: phrase.start, in: call)
    try checkScale(recurrence.rule, from: phrase.start, in: call) { _ in
      phrase.clauseRanges["from"] ?? call.call.range
    }
    return RecurrenceDays(
      recurrence: recurrence, marks: DayMarks(call.settings), origin: call.call.range,
      spelled: phrase.described, endAdvice: RecurrenceDays.everyEndAdvice, countWord: "for")
  }

  /// A rule with RSCALE: its months in the calendar's numbers, and a start inside the days calsh
  /// knows of the calendar (the Chinese and Korean tables', Umm al-Qura's). `place` gives where
  /// a part of the rule is written.
  static func checkScale(
    _ rule: RecurrenceRule, from start: CivilDate, in call: Invocation, place: (String) -> SourceRange
  ) throws {
    guard let scale = rule.scale else { return }
    if let problem = rule.scaleProblem { throw call.error(problem.message, at: place(problem.part)) }
    guard !scale.isGregorian, let calendar = CalendarRegistry.calendar(identifier: scale.calendar) else {
      return
    }
    let days = calendar.dayCounts
    guard !days.contains(start.dayCount) else { return }
    let first = CivilDate(uncheckedDayCount: days.lowerBound)
    let last = CivilDate(uncheckedDayCount: days.upperBound)
    throw call.error(
      "calsh knows the \(calendar.name) calendar from \(first) to \(last); the rule starts \(start)",
      at: place("RSCALE"))
  }

  /// Where `NAME=…` is in RRULE text (any case), up to its `;`, as byte offsets.
  static func partRange(_ name: String, in text: String) -> Range<Int>? {
    let bytes = text.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }
    let key = Array((name + "=").utf8)
    guard bytes.count >= key.count,
      let start = (0...bytes.count - key.count).first(where: { bytes[$0..<$0 + key.count].elementsEqual(key) }
      )
    else { return nil }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
    return start..<end
  }

  /// The warning for a rule no day can meet; the rule still runs, and gives no days.
  static func neverMessage(_ never: RecurrenceImpossibility) -> String {
    "this rule never happens: \(never.reason); it gives no days"
  }

  /// The recurrence engine expands rules in Gregorian dates: under a reform, a rule that reads
  /// dates' months, days or years (MONTHLY, YEARLY, BYMONTH, BYMONTHDAY, BYYEARDAY, BYWEEKNO)
  /// cannot start before the switch, where dates are Julian. Daily and weekly rules by weekday
  /// only count days, and are right under every reform.
  static func requireGregorianLabels(_ rule: RecurrenceRule, from start: CivilDate, in call: Invocation)
    throws
  {
    let reform = call.calendarInForce
    // A rule in another calendar (RSCALE) counts its own months, whatever the reform.
    if let scale = rule.scale, !scale.isGregorian { return }
    guard reform.isJulian(dayCount: start.dayCount) else { return }
    let byMonthOrYear = rule.frequency == .monthly || rule.frequency == .yearly
    // A daily or weekly rule reads dates only through these parts, named in the command's words.
    let isRRule = call.name == "rrule"
    let readers = [
      (!rule.byMonth.isEmpty, isRRule ? "BYMONTH" : "in MONTH"),
      (!rule.byMonthDay.isEmpty, isRRule ? "BYMONTHDAY" : "on day N"),
      (!rule.byYearDay.isEmpty, "BYYEARDAY"), (!rule.byWeekNumber.isEmpty, "BYWEEKNO"),
    ].filter(\.0).map(\.1)
    guard byMonthOrYear || !readers.isEmpty else { return }
    let limit =
      reform.switchDates.map {
        "before the switch to the Gregorian calendar \(reform.place) (\($0.firstGregorian))"
      }
      ?? "in the Julian calendar"
    let advice =
      "start \(reform.switchDates.map { "on or after \($0.firstGregorian)" } ?? "under set reform proleptic")"
    let parts = readers.joined(separator: " and ")
    throw call.error(
      "\(reform.label(of: start)) is \(limit) under set reform \(reform.code): "
        + (byMonthOrYear
          ? "recurrences by month or year are expanded in the Gregorian calendar; \(advice), or count days ("
            + (isRRule ? "FREQ=DAILY, or FREQ=WEEKLY;BYDAY=MO" : "every day, every week on mon") + ")"
          : "\(parts) \(readers.count == 1 ? "reads" : "read") months or days of the month, which are expanded "
            + "in the Gregorian calendar; \(advice), or leave out \(parts) to count days only"))
  }

  /// A start written as a date, a month (its first day) or a year (January 1).
  static func startDate(_ call: Invocation, at index: Int) throws -> CivilDate {
    let value = try call.value(at: index)
    switch value {
    case .date(let date): return date
    case .yearMonth(let ym):
      let settings = call.settings
      return try at(call.range(at: index)) { () throws(CalendarError) in try settings.firstDay(of: ym) }
    case .int(let year):
      guard Gregorian.years.contains(year) else {
        throw call.error(CalendarError.yearOutOfRange(year).message, at: call.range(at: index))
      }
      let settings = call.settings
      return try at(call.range(at: index)) { () throws(CalendarError) in try settings.firstDay(ofYear: year) }
    default: throw call.wrongKind(value, at: call.range(at: index), expected: "a date, a month or a year")
    }
  }
}
