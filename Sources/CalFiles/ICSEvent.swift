import CalendarCore

/// A VEVENT's parts that decide its days and its entry's columns, read from its properties.
/// Times are seconds from day count 0. An occurrence is known by two numbers, as
/// recurring-ical-events knows it: its time as written (on its own clock) and its time in UTC. An
/// EXDATE or RECURRENCE-ID meets it when either of its own two numbers is either of these: the
/// same instant (a `Z` EXDATE of an event in New York), or the same clock reading (a local time
/// written with a stray `Z`). A UTC UNTIL is read on the start's clock.
struct ICSEvent {
  var uid: String?
  /// SEQUENCE, the revision of the event (RFC 5545 §3.8.7.4): of two versions with one UID (and
  /// RECURRENCE-ID) the higher stands. -1 when absent, as recurring-ical-events counts it, so an
  /// explicit SEQUENCE:0 replaces a version without one.
  var sequence = -1
  var start: ICSDateValue
  /// The clock DTSTART is written on.
  var clock: ICSClock
  /// The content line of DTSTART, and of BEGIN:VEVENT.
  var startLine: Int
  var beginLine: Int
  /// How long each occurrence lasts, in seconds from its start (DTEND less DTSTART, or
  /// DURATION); nil: it covers its start's day alone.
  var duration: Int?
  /// The RRULEs, each with its UNTIL on the start's clock for a start with a time (a DTSTART after
  /// it is no occurrence, as recurring-ical-events reads it), its line, and the part taken out of
  /// it (`COUNT=-1`), for an error about its end. RFC 5545 wants one; several are expanded
  /// together, as recurring-ical-events does.
  var rules: [(recurrence: Recurrence, until: Int?, line: Int, removed: String?)] = []
  /// The RRULEs below a day (HOURLY, MINUTELY, SECONDLY, with no BY part): an occurrence every
  /// `step` seconds on the start's clock from DTSTART, `count` of them, none after `until` (a
  /// time on the start's clock); recurring-ical-events expands them, and their days are taken.
  var clockRules: [(step: Int, count: Int?, until: Int?, line: Int, removed: String?)] = []
  /// RDATEs: each as a time on the start's clock (which occurrence it is), as written (the time
  /// its days count from: a `Z` RDATE is on its UTC date, as DTSTART in UTC would be), and a
  /// PERIOD's own length (nil: the event's).
  var extraTimes: [(time: Int, written: Int, duration: Int?)] = []
  /// EXDATEs: a DATE removes every occurrence on its day; a DATE-TIME (and a DATE, at its
  /// midnight) the occurrence it meets (`moments`).
  var excludedDays: Set<Int> = []
  var excludedMoments: Set<Int> = []
  /// Why its RRULE cannot be read: the event (with the others of its UID) is left out, as
  /// recurring-ical-events leaves out a series it cannot expand.
  var unreadableRule: FileError?
  /// The occurrence this event replaces (RECURRENCE-ID), as `moments`.
  var replaces: [Int]?
  /// RECURRENCE-ID;RANGE=THISANDFUTURE: the override also changes every later occurrence.
  var replacesFuture = false
  var summary = ""
  var location = ""
  var description = ""
  var categories: [String] = []
  /// STATUS as written (`CONFIRMED`, `TENTATIVE`, `CANCELLED`), empty when absent.
  var status = ""

  /// The clock its times are on, as values: whole days for a DATE start.
  var eventClock: EventClock { clock.eventClock(for: start) }

  /// Reads the event whose properties are `properties` (those of the VEVENT itself, not of a
  /// VALARM inside it). A missing DTSTART, a bad date, duration or RRULE is an error there.
  init(
    _ properties: [ICSProperty], beginLine: Int, lines: ICSContentLines, zones: ICSZones,
    repairs: inout ICSRepairs
  ) throws(FileError) {
    func date(_ property: ICSProperty, _ text: Substring, at offset: Int) throws(FileError) -> ICSDateValue {
      switch ICSDateValue.read(text) {
      case .success(let value): return value
      case .failure(let problem):
        throw lines.failure(
          "\(property.name): \(problem.message)", line: property.line, offset: property.valueOffset + offset,
          length: text.utf8.count)
      }
    }
    /// A length past 100 years (as a DURATION that long is) is a typo, not an event.
    func refuseTooLong(
      _ seconds: Int, _ what: String, _ property: ICSProperty, at offset: Int, length: Int
    ) throws(FileError) {
      guard seconds > ICSDuration.longestDays * 86_400 else { return }
      throw lines.failure(
        "\(property.name): \(what) would last more than \(ICSDuration.longestDays) days (100 years); "
          + "is the year a typo?", line: property.line, offset: property.valueOffset + offset, length: length)
    }
    /// A list value's dates; a PERIOD (`start/end` or `start/DURATION`) counts from its start.
    func dates(_ property: ICSProperty) throws(FileError) -> [ICSDateValue] {
      try periods(property).map(\.start)
    }
    /// A list value's dates, each with a PERIOD's length in seconds (nil for a plain date).
    func periods(_ property: ICSProperty) throws(FileError) -> [(start: ICSDateValue, length: Int?)] {
      var found: [(start: ICSDateValue, length: Int?)] = []
      for (item, offset) in property.items {
        let parts = item.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let start = try date(property, parts[0], at: offset)
        var length: Int?
        if parts.count == 2 {
          let endOffset = offset + parts[0].utf8.count + 1
          if parts[1].first == "P" || parts[1].first == "+" || parts[1].first == "-" {
            switch ICSDuration.seconds(parts[1]) {
            case .failure(let problem):
              throw lines.failure(
                "\(property.name): \(problem.message)", line: property.line,
                offset: property.valueOffset + endOffset, length: parts[1].utf8.count)
            case .success(let seconds): length = seconds
            }
          } else {
            length = try date(property, parts[1], at: endOffset).time - start.time
          }
          if let length {
            try refuseTooLong(length, "the period", property, at: offset, length: item.utf8.count)
          }
        }
        found.append((start, length))
      }
      return found
    }
    guard let dtstart = properties.first(where: { $0.name == "DTSTART" }) else {
      throw lines.failure("this event has no DTSTART (the day it starts)", line: beginLine, length: 12)
    }
    self.beginLine = beginLine
    startLine = dtstart.line
    start = try date(dtstart, Substring(dtstart.value), at: 0)
    clock = ICSClock(dtstart, start, zones: zones)
    let clock = clock
    /// A value of `property` as a time on the start's clock.
    func time(_ value: ICSDateValue, of property: ICSProperty) -> Int {
      clock.reading(value.time, writtenOn: ICSClock(property, value, zones: zones))
    }
    for property in properties {
      switch property.name {
      case "UID": uid = property.value
      case "SEQUENCE": sequence = Int(property.value.trimmingBlanks()) ?? -1
      case "SUMMARY": summary = ICSProperty.text(property.value)
      case "LOCATION": location = ICSProperty.text(property.value)
      case "DESCRIPTION": description = ICSProperty.text(property.value)
      case "STATUS": status = ICSProperty.text(property.value).trimmingBlanks()
      case "CATEGORIES":
        categories += property.items.map { ICSProperty.text($0.text) }.filter { !$0.isEmpty }
      case "DTEND":
        let end = try date(property, Substring(property.value), at: 0)
        duration = time(end, of: property) - start.time
        if let duration {
          try refuseTooLong(duration, "the event", property, at: 0, length: property.value.utf8.count)
        }
      case "DURATION":
        switch ICSDuration.seconds(Substring(property.value)) {
        case .failure(let problem):
          throw lines.failure(
            "DURATION: \(problem.message)", line: property.line, offset: property.valueOffset,
            length: property.value.utf8.count)
        case .success(let seconds): duration = seconds
        }
      case "RRULE":
        guard let text = Self.ruleText(property, lines: lines, repairs: &repairs) else { continue }
        let removed: String? =
          text.removedLength == 0
          ? nil
          : String(
            decoding: Array(property.value.utf8)[
              text.removedAt..<min(property.value.utf8.count, text.removedAt + text.removedLength)
            ], as: UTF8.self
          ).trimmingSemicolon
        if let (step, count, until) = Self.clockRule(text.rule) {
          // UNTIL on the start's clock; under a DATE start, as written (a DATE at its midnight).
          let written = until.flatMap { value in
            Self.until(property.value, start, clock: clock) ?? (start.seconds == nil ? value.time : nil)
          }
          clockRules.append((step, count, written, property.line, removed))
          continue
        }
        do throws(RecurrenceRuleError) {
          var rule: RecurrenceRule
          do {
            rule = try RecurrenceRule(parsing: text.rule)
          } catch {
            // BYHOUR, BYMINUTE, BYSECOND that name only the start's own time (as calsh and some
            // apps write them) add nothing; other times are more than one a day, which entries
            // do not hold: the rule's error stands.
            guard var timed = try? RecurrenceRule(parsing: text.rule, allowingTimes: true), timed.hasTimes,
              let seconds = start.seconds,
              timed.byHour.allSatisfy({ $0 == seconds / 3600 }),
              timed.byMinute.allSatisfy({ $0 == seconds / 60 % 60 }),
              timed.bySecond.allSatisfy({ $0 == seconds % 60 })
            else { throw error }
            (timed.byHour, timed.byMinute, timed.bySecond) = ([], [], [])
            (timed.untilTime, timed.untilIsUTC) = (nil, false)
            rule = timed
          }
          var ruleUntil: Int?
          if rule.until != nil, let until = Self.until(property.value, start, clock: clock) {
            ruleUntil = until
            // The last day whose occurrence (at the start's time of day) is not after UNTIL;
            // one outside 0001…9999 keeps the rule's own UNTIL.
            let last = Self.day(of: until - start.time) + start.date.dayCount
            if let day = try? CivilDate(dayCount: max(last, start.date.dayCount - 1)) { rule.until = day }
          }
          rules.append((Recurrence(rule: rule, start: start.date), ruleUntil, property.line, removed))
        } catch {
          // A part after the one taken out is that much further on in the line.
          let offset = error.offset >= text.removedAt ? error.offset + text.removedLength : error.offset
          var message = error.message
          if let timed = try? RecurrenceRule(parsing: text.rule, allowingTimes: true), timed.hasTimes {
            message =
              "BYHOUR, BYMINUTE or BYSECOND give times of day other than DTSTART's, and an entry is one day "
              + "of one event, at its start's time"
          }
          unreadableRule = lines.failure(
            "RRULE: " + message, line: property.line, offset: property.valueOffset + offset,
            length: error.length)
        }
      case "RDATE":
        extraTimes += try periods(property).map { (time($0.start, of: property), $0.start.time, $0.length) }
      case "EXDATE":
        for value in try dates(property) {
          if value.seconds == nil { excludedDays.insert(value.date.dayCount) }
          excludedMoments.formUnion(Self.moments(value.time, on: ICSClock(property, value, zones: zones)))
        }
      case "RECURRENCE-ID":
        let value = try date(property, Substring(property.value), at: 0)
        replaces = Self.moments(value.time, on: ICSClock(property, value, zones: zones))
        replacesFuture = property.parameters["RANGE"]?.uppercased() == "THISANDFUTURE"
      default: break
      }
    }
  }

  /// An RRULE's text as recurring-ical-events reads what the world writes: an empty RRULE is no
  /// rule, a negative COUNT (`COUNT=-1`) is taken out, `COUNT=0` gives no occurrence but DTSTART
  /// (no rule), each noted in `repairs`. Nil: no rule. `removedAt` is where a part was taken out
  /// of the value (its length `removedLength`), for errors in what follows it.
  static func ruleText(_ property: ICSProperty, lines: ICSContentLines, repairs: inout ICSRepairs) -> (
    rule: String, removedAt: Int, removedLength: Int
  )? {
    let value = property.value
    if value.allSatisfy({ $0 == " " || $0 == "\t" }) {
      repairs.note(
        "empty RRULE",
        lines.failure(
          "RRULE is empty: read as no rule, so the event happens once (as recurring-ical-events reads it)",
          line: property.line, length: 6))
      return nil
    }
    var offset = 0
    for part in value.split(separator: ";", omittingEmptySubsequences: false) {
      defer { offset += part.utf8.count + 1 }
      let upper = part.uppercased()
      if upper.hasPrefix("INTERVAL="), upper.count > 9, upper.dropFirst(9).allSatisfy({ $0 == "0" }) {
        repairs.note(
          "INTERVAL=0",
          lines.failure(
            "RRULE: \(part) repeats nothing: the event happens on its DTSTART alone "
              + "(as recurring-ical-events reads it)",
            line: property.line, offset: property.valueOffset + offset, length: part.utf8.count))
        return nil
      }
      guard upper.hasPrefix("COUNT=") else { continue }
      let count = upper.dropFirst(6)
      let digits = count.first == "-" ? count.dropFirst() : count
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { break }
      if count.first == "-" {
        repairs.note(
          "negative COUNT",
          lines.failure(
            "RRULE: \(part) is not a count: read as no COUNT (as recurring-ical-events reads it)",
            line: property.line, offset: property.valueOffset + offset, length: part.utf8.count))
        let utf8 = Array(value.utf8)
        let end = min(utf8.count, offset + part.utf8.count + 1)
        let rest = String(decoding: utf8[..<offset] + utf8[end...], as: UTF8.self)
        return (rest, offset, end - offset)
      }
      if digits.allSatisfy({ $0 == "0" }) {
        repairs.note(
          "COUNT=0",
          lines.failure(
            "RRULE: \(part) gives no occurrence: the event happens on its DTSTART alone "
              + "(as recurring-ical-events reads it)",
            line: property.line, offset: property.valueOffset + offset, length: part.utf8.count))
        return nil
      }
      break
    }
    return (value, Int.max, 0)
  }

  /// A rule below a day, `FREQ=HOURLY;INTERVAL=5;COUNT=10`: the seconds between occurrences,
  /// its COUNT and its UNTIL as written; nil for any other rule, or one with a BY part (which
  /// `RecurrenceRule` then refuses, and the series is left out).
  static func clockRule(_ rule: String) -> (step: Int, count: Int?, until: ICSDateValue?)? {
    var unit: Int?
    var interval = 1
    var count: Int?
    var until: ICSDateValue?
    for part in rule.uppercased().split(separator: ";") {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pieces.count == 2 else { return nil }
      let (name, value) = (pieces[0].drop { $0 == " " }, pieces[1])
      switch name {
      case "RRULE:FREQ", "FREQ":
        guard let seconds = ["HOURLY": 3_600, "MINUTELY": 60, "SECONDLY": 1][String(value)] else {
          return nil
        }
        unit = seconds
      case "INTERVAL":
        guard let n = Int(value), (1...100_000).contains(n) else { return nil }
        interval = n
      case "COUNT":
        guard let n = Int(value), n >= 0 else { return nil }
        count = n
      case "UNTIL":
        guard case .success(let value) = ICSDateValue.read(value) else { return nil }
        until = value
      case "WKST": continue
      default: return nil
      }
    }
    guard let unit, count == nil || until == nil else { return nil }
    return (unit * interval, count, until)
  }

  /// The two numbers a time written on `clock` is known by: as written, and in UTC.
  static func moments(_ written: Int, on clock: ICSClock) -> [Int] {
    let utc = clock.utc(fromLocal: written)
    return utc == written ? [written] : [written, utc]
  }

  /// Whether an occurrence, written at `written` and at `time` on the start's clock, meets one of
  /// `moments`.
  func meets(_ moments: Set<Int>, written: Int, time: Int) -> Bool {
    !moments.isEmpty && (moments.contains(written) || moments.contains(clock.utc(fromLocal: time)))
  }

  /// The day a time falls on (seconds from day count 0).
  static func day(of time: Int) -> Int { time >= 0 ? time / 86_400 : (time - 86_399) / 86_400 }

  /// The days an occurrence starting at `time` covers: from its start's day to its end's, the end
  /// exclusive (a DATE end is the day after the last, a time of 00:00:00 ends the day before);
  /// at least its start's day.
  func days(startingAt time: Int, lasting length: Int? = nil) -> (first: Int, count: Int) {
    let first = Self.day(of: time)
    guard let duration = length ?? duration, duration > 0 else { return (first, 1) }
    let end = time + min(duration, ICSDuration.longestDays * 86_400)
    let last = Self.day(of: end) - (end % 86_400 == 0 ? 1 : 0)
    return (first, max(1, last - first + 1))
  }

  /// A rule's UNTIL as a time on the start's clock, for a start with a time (nil for a DATE
  /// start, whose rule ends on UNTIL's date as written). As recurring-ical-events reads it: for
  /// a floating start every UNTIL as written; for a start in UTC or a zone a `Z` time moved onto
  /// its clock, and a time without `Z` (or a DATE, at 00:00) taken as UTC.
  static func until(_ rule: String, _ start: ICSDateValue, clock: ICSClock) -> Int? {
    guard start.seconds != nil,
      let part = rule.uppercased().split(separator: ";").first(where: { $0.hasPrefix("UNTIL=") }),
      case .success(let until) = ICSDateValue.read(part.dropFirst(6))
    else { return nil }
    let written = ICSClock(kind: clock.isFixed ? .utc : .floating, zone: nil)
    return clock.reading(until.time, writtenOn: written)
  }
}

extension String {
  /// The text without a `;` at its end (a part taken out of an RRULE with its separator).
  fileprivate var trimmingSemicolon: String { hasSuffix(";") ? String(dropLast()) : self }
}
