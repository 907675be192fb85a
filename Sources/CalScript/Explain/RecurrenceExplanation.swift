import CalSyntax
import CalendarCore

/// `explain every …`: the rule in plain words and as RRULE text, how its periods run, and why
/// each of its first occurrences falls where it does.
enum RecurrenceExplanation {
  /// How many occurrences the steps walk through.
  static let shown = 3

  /// Dates are written as the reform in force writes them, as `every` prints its days.
  static func explain(_ phrase: EveryPhrase, _ settings: Settings) -> Explanation {
    let recurrence = phrase.recurrence(settings)
    let written = { (date: CivilDate) in settings.written(date).description }
    var steps = Explanation()
    var said = "The rule: \(phrase.described), from \(written(phrase.writtenStart ?? phrase.start))"
    if let until = phrase.until { said += ", until \(written(until))" }
    if let count = phrase.count { said += ", \(count) time\(count == 1 ? "" : "s")" }
    steps.add(said + ".")
    // RFC 5545 writes dates in the Gregorian calendar: say so where the reform writes otherwise.
    let differing = ([phrase.start] + (phrase.until.map { [$0] } ?? [])).filter {
      written($0) != $0.description
    }
    let gregorian =
      differing.isEmpty
      ? ""
      : " (RFC 5545 writes dates in the Gregorian calendar: "
        + differing.map { "\(written($0)) is \($0) there" }.joined(separator: ", ") + ")"
    steps.add(
      "In RFC 5545's words: RRULE \(recurrence.rule.text), starting \(written(phrase.start))\(gregorian)"
        + workdayNote(phrase, recurrence))
    steps.add(periods(phrase, written: written))
    let first = Array(recurrence.prefix(shown + 1))
    for count in first.prefix(shown) {
      let date = CivilDate(uncheckedDayCount: count)
      steps.add(
        "\(written(date)) (\(date.weekday.name)): " + reason(for: date, phrase, recurrence, written: written)
          + ".")
    }
    if phrase.scale != nil, phrase.skip == .omit, phrase.frequency == .yearly,
      let last = first.prefix(shown).last,
      let omitted = omittedYears(phrase, through: last)
    {
      steps.add(omitted)
    }
    if first.isEmpty {
      steps.add(
        "Answer: no day matches the rule"
          + (recurrence.impossibility(writtenBy: settings.reform).map { ", and none ever can: \($0.reason)." }
            ?? "."))
    } else {
      // "…" only where another day follows, as `| first 3` would: none does at the range's end.
      let more = first.count > shown
      steps.add(
        "Answer: "
          + first.prefix(shown).map { written(CivilDate(uncheckedDayCount: $0)) }
          .joined(separator: ", ") + (more ? ", …" : "") + ".")
    }
    return steps
  }

  /// What the RRULE text cannot say of a rule of workdays: the holidays leave each period before
  /// BYSETPOS picks, so `last workday` is the last weekday that is not a holiday.
  static func workdayNote(_ phrase: EveryPhrase, _ recurrence: Recurrence) -> String {
    guard let calendar = recurrence.workdays else { return "." }
    // `workday` without codes takes set holidays' countries (and any loaded days off).
    let countries = calendar.countries.map(\.name).joined(separator: " and ")
    let holidays =
      countries.isEmpty ? "the days off set holidays names" : "the holidays of \(countries)"
    guard !recurrence.rule.bySetPosition.isEmpty else {
      let kept =
        recurrence.step == 1
        ? ""
        : "; of those, every \(EveryPhrase.ordinalText(recurrence.step)) is kept, counted from the first"
          + " (a step RFC 5545 has no part for)"
      return ", less \(holidays): the workdays (Monday to Friday, not a holiday)\(kept)."
    }
    let unit = EveryPhrase.unitNames[phrase.frequency]!
    let positions = recurrence.rule.bySetPosition
    let moves =
      positions.allSatisfy { $0 < 0 }
      ? ", and a holiday at the \(unit)'s end moves the day earlier rather than dropping it"
      : positions.allSatisfy { $0 > 0 }
        ? ", and a holiday at the \(unit)'s start moves the day later rather than dropping it" : ""
    return ", with one step RFC 5545 has no part for: \(holidays) are taken out of each \(unit)'s "
      + "weekdays before BYSETPOS picks, so it picks among workdays (Monday to Friday, not a holiday)"
      + moves + "."
  }

  /// Why a day of a rule in another calendar falls where it does: its date there, and the day
  /// SKIP moved it from when the month or year lacks the one named.
  static func scaleReason(for date: CivilDate, _ scale: RScale, _ phrase: EveryPhrase) -> String {
    guard let calendar = CalendarRegistry.calendar(identifier: scale.calendar) else {
      return "a day of the rule"
    }
    let (text, month, day, length) = place(of: date.dayCount, in: calendar)
    let named = phrase.parts.compactMap { part -> Int? in
      if case .monthDay(let n) = part { return n }
      return nil
    }
    let monthNamed = phrase.scaleMonths.isEmpty || phrase.scaleMonths.contains(month)
    let dayNamed = named.contains(day) || named.contains(day - length - 1)
    var reason = "\(text) in the \(calendar.name) calendar (month \(month) in RFC 7529's numbers)"
    if monthNamed, dayNamed { return reason + ", a day the rule names" }
    // Skip forward moves a missing day to the next month's first: the month before lacks it.
    if phrase.skip == .forward, day == 1, calendar.dayCounts.contains(date.dayCount - 1) {
      let (last, previous, _, previousLength) = place(of: date.dayCount - 1, in: calendar)
      let lacking = named.filter { $0 > previousLength }
      if !lacking.isEmpty, phrase.scaleMonths.isEmpty || phrase.scaleMonths.contains(previous) {
        return reason
          + ", moved there by skip forward from day \(lacking.map(String.init).joined(separator: " or ")) "
          + "of month \(previous), which has \(previousLength) days that year (its last is \(last))"
      }
    }
    let wanted = phrase.scaleMonths.map { "month \($0)" }.joined(separator: " or ")
    reason +=
      ", moved there by skip \(phrase.skip.rawValue.lowercased()): "
      + (monthNamed
        ? "its month has no day " + named.map(String.init).joined(separator: " or ")
        : "the year has no \(wanted)")
    return reason
  }

  /// The years of a yearly rule in another calendar, from the start's to the one of `last`, that
  /// lack the month or day it names and so give nothing (skip omit): nil when none does.
  static func omittedYears(_ phrase: EveryPhrase, through last: Int) -> String? {
    guard let scale = phrase.scale, let calendar = CalendarRegistry.calendar(identifier: scale.calendar)
    else {
      return nil
    }
    let days = phrase.parts.compactMap { part -> Int? in
      if case .monthDay(let n) = part { return n }
      return nil
    }
    let lacking = missing(in: calendar, from: phrase.start.dayCount, through: last, phrase.scaleMonths, days)
    guard !lacking.isEmpty else { return nil }
    let shown = lacking.prefix(4).joined(separator: "; ")
    let more = lacking.count > 4 ? "; and \(lacking.count - 4) more" : ""
    return "Left out (skip omit, RFC 7529's default): \(shown)\(more)."
  }

  /// Each year from the one holding `start` through the one holding `last` whose named months
  /// lack the named days, in words: "5786 has no month 5L".
  static func missing<C: CalendarArithmetic>(
    in calendar: C.Type, from start: Int, through last: Int, _ months: [RScaleMonth], _ days: [Int]
  ) -> [String] {
    guard C.dayCounts.contains(start), C.dayCounts.contains(last) else { return [] }
    let first = C.date(fromDayCount: start).runningYear
    let final = C.date(fromDayCount: last).runningYear
    guard first <= final, final - first < 400 else { return [] }
    var said: [String] = []
    for year in first...final {
      for month in months {
        guard let (number, isLeap) = C.calendarMonth(year: year, month) else {
          said.append("\(year) has no month \(month)")
          continue
        }
        let length = C.daysIn(year: year, month: number, isLeapMonth: isLeap)
        for day in days where abs(day) > length {
          said.append("month \(month) of \(year) has \(length) days, no day \(day)")
        }
      }
    }
    return said
  }

  /// A day's date in a calendar: its long form, RFC 7529's month, its day and its month's length.
  static func place<C: CalendarArithmetic>(of count: Int, in calendar: C.Type) -> (
    String, RScaleMonth, Int, Int
  ) {
    let date = C.date(fromDayCount: count)
    let year = date.runningYear
    return (
      C.longDescription(of: date),
      C.rscaleMonth(year: year, month: date.month, isLeapMonth: date.isLeapMonth),
      date.day, C.daysIn(year: year, month: date.month, isLeapMonth: date.isLeapMonth)
    )
  }

  /// How the periods run: the start's, then every N-th after it.
  static func periods(_ phrase: EveryPhrase, written: (CivilDate) -> String) -> String {
    if let scale = phrase.scale, let calendar = CalendarRegistry.calendar(identifier: scale.calendar) {
      let unit = phrase.frequency == .yearly ? "year" : "month"
      return "The periods are \(calendar.name) \(unit)s (RSCALE=\(scale.name)): the one holding the start "
        + "(\(written(phrase.start))), then "
        + (phrase.interval == 1
          ? "each one after it" : "every \(EveryPhrase.ordinalText(phrase.interval)) one")
        + ". In each, the \(calendar.name) days the `on` part names are kept; a day the \(unit) lacks is "
        + (phrase.skip == .omit
          ? "left out (skip omit, RFC 7529's default)"
          : phrase.skip == .backward
            ? "moved to the day before (skip backward)" : "moved to the day after (skip forward)")
        + "; none comes before the start."
    }
    if phrase.isQuarterly, let from = phrase.writtenStart {
      // Quarters counted from the one holding `from`, as `every 2 months` counts months.
      let quarters = phrase.interval / 3
      return "The periods are quarters: the one holding from (\(written(from)), \(from.quarter)), then "
        + (quarters == 1 ? "each one after it" : "every \(EveryPhrase.ordinalText(quarters)) one after it")
        + ". In each, the day the rule's `on` part picks is kept (without on, the quarter's first); the first "
        + "on or after \(written(from)) is \(written(phrase.start)), where the series starts, so RFC 5545 counts "
        + "months: the one holding it, then every \(EveryPhrase.ordinalText(phrase.interval)) month after it."
    }
    let unit = EveryPhrase.unitNames[phrase.frequency]!
    if phrase.everyWorkday, phrase.interval > 1 {
      return
        "The workdays are counted from the start (\(written(phrase.start))): the first of them, then every "
        + "\(EveryPhrase.ordinalText(phrase.interval)) workday after it, holidays not counted."
    }
    let every =
      phrase.interval == 1
      ? "each \(unit) after it" : "every \(EveryPhrase.ordinalText(phrase.interval)) \(unit) after it"
    var text = "The periods are \(unit)s: the one holding the start (\(written(phrase.start))), then \(every)"
    if phrase.frequency == .weekly {
      text +=
        "; a week runs Monday to Sunday (RFC 5545's WKST default), so the first period is \(written(phrase.start)) to the Sunday after"
    }
    text +=
      phrase.parts.isEmpty && !phrase.everyWorkday
      ? ". Each period gives the day matching the start's place in it; none comes before the start."
      : ". In each, the days the rule's `on` part picks are kept; none comes before the start."
    if phrase.frequency == .daily, phrase.parts.isEmpty, !phrase.everyWorkday {
      return
        "Each day is a period: the start, then every \(phrase.interval == 1 ? "day" : "\(phrase.interval) days")."
    }
    return text
  }

  /// Why `date` is an occurrence: what each part says of it.
  static func reason(
    for date: CivilDate, _ phrase: EveryPhrase, _ recurrence: Recurrence, written: (CivilDate) -> String
  ) -> String {
    if let scale = phrase.scale { return scaleReason(for: date, scale, phrase) }
    var reasons: [String] = []
    let monthName = date.yearMonth.longName
    // Ordinals count in the month under every month, or every year with in MONTH; else in the year.
    let inMonth = phrase.frequency == .monthly || !phrase.months.isEmpty
    for part in phrase.parts {
      switch part {
      case .weekday(let weekday, nil) where weekday == date.weekday:
        reasons.append("a \(weekday.name)")
      case .weekday(let weekday, let n?) where weekday == date.weekday:
        let (first, last) =
          inMonth
          ? (CivilDate(uncheckedYear: date.year, month: date.month, day: 1), date.yearMonth.lastDay)
          : (
            CivilDate(uncheckedYear: date.year, month: 1, day: 1),
            CivilDate(uncheckedYear: date.year, month: 12, day: 31)
          )
        let all = stride(from: first.dayCount, through: last.dayCount, by: 1).filter {
          Weekday(dayCount: $0) == weekday
        }
        let index = n > 0 ? n - 1 : all.count + n
        guard all.indices.contains(index), all[index] == date.dayCount else { continue }
        let scope = inMonth ? monthName : "\(date.year)"
        if inMonth {
          let days = all.map { EveryPhrase.ordinalText(CivilDate(uncheckedDayCount: $0).day) }
            .joined(separator: ", ")
          reasons.append(
            "the \(EveryPhrase.ordinalText(n)) \(weekday.name) of \(scope), whose \(weekday.name)s are the \(days)"
          )
        } else {
          reasons.append("the \(EveryPhrase.ordinalText(n)) of the \(all.count) \(weekday.name)s of \(scope)")
        }
      case .monthDay(let day):
        let length = Gregorian.daysIn(year: date.year, month: date.month)
        if day > 0, day == date.day {
          reasons.append("day \(day) of \(monthName)")
        } else if day < 0, length + day + 1 == date.day {
          reasons.append(
            "day \(day) of \(monthName), counted from its end: it has \(length) days, and \(length) + (\(day)) + 1 = \(date.day)"
          )
        }
      case .workday(let n):
        guard let calendar = recurrence.workdays else { continue }
        let first =
          phrase.frequency == .yearly && phrase.months.isEmpty
          ? CivilDate(uncheckedYear: date.year, month: 1, day: 1)
          : CivilDate(uncheckedYear: date.year, month: date.month, day: 1)
        let last =
          phrase.frequency == .yearly && phrase.months.isEmpty
          ? CivilDate(uncheckedYear: date.year, month: 12, day: 31) : date.yearMonth.lastDay
        // The days counted past on the way to it (after it for `last`), that are not workdays.
        let bounds = n.map {
          $0 < 0 ? (date.dayCount + 1, last.dayCount + 1) : (first.dayCount, date.dayCount)
        }
        let passed = bounds.map { $0.0..<max($0.0, $0.1) } ?? 0..<0
        let skipped = passed.compactMap { count -> String? in
          let day = CivilDate(uncheckedDayCount: count)
          let holiday = calendar.holiday(on: day)?.name.english
          switch (day.weekday.isWeekend, holiday) {
          case (true, nil): return "\(written(day)) (a \(day.weekday.name))"
          case (true, let name?): return "\(written(day)) (a \(day.weekday.name), and \(name))"
          case (false, let name?): return "\(written(day)) (\(name), a \(day.weekday.name))"
          case (false, nil): return nil
          }
        }
        let off = stride(from: first.dayCount, through: last.dayCount, by: 1).compactMap { count -> String? in
          let day = CivilDate(uncheckedDayCount: count)
          guard !day.weekday.isWeekend, !passed.contains(count),
            let holiday = calendar.holiday(on: day)
          else { return nil }
          return "\(written(day)) \(holiday.name.english)"
        }
        let scope = first.month == last.month ? monthName : "\(date.year)"
        var text = n.map { "the \(EveryPhrase.ordinalText($0)) workday of \(scope)" } ?? "a workday"
        if !skipped.isEmpty, let n {
          text += "; \(n < 0 ? "after" : "before") it, not workdays: " + skipped.joined(separator: ", ")
        }
        if !off.isEmpty {
          text +=
            "; \(skipped.isEmpty ? "" : "other ")holidays on weekdays that "
            + (scope == monthName ? "month" : "year")
            + ": " + off.joined(separator: ", ")
        }
        reasons.append(text)
      default: continue
      }
    }
    if !phrase.months.isEmpty, !reasons.contains(where: { $0.contains(monthName) }) {
      reasons.append("in \(date.yearMonth.name)")
    }
    if phrase.frequency == .weekly {
      let weekStart = CivilDate(
        uncheckedDayCount: max(
          Gregorian.dayCounts.lowerBound, date.dayCount - (date.weekday.rawValue + 6) % 7))
      reasons.append("in the week from Monday \(written(weekStart))")
    }
    if reasons.isEmpty, recurrence.step > 1 {
      // Which workday it is, counted from the first (every step-th is kept).
      var workdays = recurrence.rule
      workdays.count = nil  // COUNT counts the kept days: count every workday up to the date
      var each = Recurrence(rule: workdays, start: recurrence.start, workdays: recurrence.workdays)
        .makeIterator()
      var number = 0
      while let day = each.next(), day <= date.dayCount { number += 1 }
      return "the \(EveryPhrase.ordinalText(number)) workday from the start, "
        + "every \(EveryPhrase.ordinalText(recurrence.step)) being kept"
    }
    if reasons.isEmpty, phrase.isQuarterly { return "the first day of \(date.quarter)" }
    if reasons.isEmpty {
      return date == phrase.start
        ? "the start" : "\(EveryPhrase.unitNames[phrase.frequency]!)s on from the start"
    }
    return reasons.joined(separator: ", ")
  }
}

extension RecurrenceExplanation {
  /// `explain every …`: the phrase read as `every` reads it, then explained.
  static let topic = ExplainTopic("every") { request in
    let call = request.call
    let rest = request.rest
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
        if endless, seen > shown { break }
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
    return explain(phrase, call.settings)
  }
}
