import CalendarCore

extension Recurrence {
  /// Why `| ics` cannot write the recurrence as one event with its RRULE (then its days are
  /// written one by one), or nil when it can: a rule on the workdays of a calendar with holidays
  /// (`last workday jp`, or under `set holidays`), whose skipped holidays RRULE cannot say; a
  /// weekly rule with BYSETPOS that a calendar app would read otherwise. Without holidays a
  /// workday is Monday to Friday, which the rule's BYDAY (MO,TU,WE,TH,FR) already says.
  var notOneRule: String? {
    if step > 1 {
      return
        "every \(EveryPhrase.ordinalText(step)) workday is counted over the workdays, which an RRULE cannot say"
    }
    if let workdays {
      if !workdays.isEmpty { return "a rule on workdays cannot be an RRULE (it skips holidays)" }
      if rule.byWeekday.isEmpty || rule.byWeekday.contains(where: { $0.weekday.isWeekend }) {
        return "a rule on workdays that names Saturday or Sunday cannot be an RRULE (it skips them)"
      }
    }
    if readerFirstWeekDiffers {
      return
        "as an RRULE a calendar app would begin its first week on its first day and pick other days (BYSETPOS)"
    }
    if let part = rule.partLibicalReadsOtherwise {
      return "calendar apps built on libical read \(part) otherwise than RFC 5545 and python-dateutil"
    }
    return nil
  }

  /// A weekly rule with BYSETPOS picks among each week's days. Its event starts on its first
  /// day (DTSTART), and a reader (python-dateutil, recurring-ical-events) cuts the first week
  /// there, so it may pick other days that week, or count one more with COUNT: whether the days
  /// of the week from DTSTART differ from calsh's.
  private var readerFirstWeekDiffers: Bool {
    guard rule.frequency == .weekly, !rule.bySetPosition.isEmpty else { return false }
    var ours = makeIterator()
    guard let first = ours.next(), let start = try? CivilDate(dayCount: first) else { return false }
    var theirs = Recurrence(rule: rule, start: start).makeIterator()
    let matchesItself = theirs.next()
    if rule.count != nil, matchesItself != first { return true }
    var mine: [Int] = [first]
    while let day = ours.next(), day < first + 7 { mine.append(day) }
    var read: Set<Int> = [first]
    if let day = matchesItself, day < first + 7 { read.insert(day) }
    while let day = theirs.next(), day < first + 7 { read.insert(day) }
    return read != Set(mine)
  }
}

extension RecurrenceRule {
  /// The rule as `| ics` writes it: under DAILY and WEEKLY a BYDAY ordinal (`1MO`, `-1FR`) is
  /// left out, as python-dateutil (and so calsh) ignores it there; libical reads it otherwise
  /// (FREQ=WEEKLY;BYDAY=1MO from 2025-01-01 gives 01-14, 01-20 …, FREQ=DAILY;BYDAY=-1FR nothing).
  /// The same days under every reader.
  var textForCalendarApps: String {
    guard frequency == .daily || frequency == .weekly, byWeekday.contains(where: { $0.ordinal != nil })
    else { return text }
    var plain = self
    plain.byWeekday = []
    for part in byWeekday where !plain.byWeekday.contains(where: { $0.weekday == part.weekday }) {
      plain.byWeekday.append(RecurrenceRule.WeekdayPart(part.weekday))
    }
    return plain.text
  }

  /// The part of the rule that libical (Evolution, GNOME, Thunderbird's older engine) expands
  /// otherwise than python-dateutil and recurring-ical-events, or refuses; nil when the three agree.
  /// Found by expanding the 3,000 reference rules (RecurrenceReference.txt) with libical 3.0.16
  /// and dateutil: every MONTHLY shape agrees; BYWEEKNO and BYYEARDAY do not (libical takes
  /// DTSTART's weekday for a week without BYDAY), nor BYMONTHDAY under DAILY or WEEKLY, BYSETPOS
  /// under WEEKLY (libical ignores it), or BYMONTHDAY under YEARLY without BYMONTH (once a year in
  /// libical), with BYDAY or with BYSETPOS.
  var partLibicalReadsOtherwise: String? {
    // RFC 7529: libical 3.0 drops a day SKIP moves out of a BYMONTH month under MONTHLY, and reads
    // a missing Chinese or Korean leap month in a year with another leap month by ICU's place for
    // it (scripts/check-rscale).
    if scale != nil, skip != .omit {
      if frequency == .monthly, !byMonth.isEmpty || !byLeapMonth.isEmpty {
        return "SKIP under MONTHLY with BYMONTH"
      }
      if ["chinese", "korean"].contains(scale?.calendar), !byLeapMonth.isEmpty {
        return "SKIP of a \(scale!.name) leap month"
      }
    }
    if !byWeekNumber.isEmpty { return "BYWEEKNO" }
    if !byYearDay.isEmpty { return "BYYEARDAY" }
    switch frequency {
    case .monthly: return nil
    case .daily, .weekly:
      if !byMonthDay.isEmpty { return "BYMONTHDAY under \(frequency.rawValue)" }
      if frequency == .weekly, !bySetPosition.isEmpty { return "BYSETPOS under WEEKLY" }
      return nil
    case .yearly:
      guard !byMonthDay.isEmpty else { return nil }
      if byMonth.isEmpty, byLeapMonth.isEmpty { return "BYMONTHDAY without BYMONTH under YEARLY" }
      if !byWeekday.isEmpty || !bySetPosition.isEmpty {
        return "BYMONTHDAY with BYDAY or BYSETPOS under YEARLY"
      }
      return nil
    }
  }
}
