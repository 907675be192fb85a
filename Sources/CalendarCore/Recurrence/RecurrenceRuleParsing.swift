/// A part of RRULE text that cannot be read: what is wrong, and where (UTF-8 offsets into the
/// text), so the caller can point at the part inside its own source.
public struct RecurrenceRuleError: Error, Equatable, Sendable {
  public let message: String
  /// The part's first byte in the rule text, and its length in bytes.
  public let offset: Int
  public let length: Int
}

extension RecurrenceRule {
  /// Reads RRULE text, `FREQ=MONTHLY;BYDAY=-1FR;COUNT=12` (an `RRULE:` prefix allowed, names in
  /// any case). UNTIL is a date, `20251231` or `2025-12-31` (a time after it is ignored: the
  /// series is of whole days), read as `reform` writes dates: a rule typed under `set reform`
  /// means what its dates mean there (an iCalendar file's are Gregorian, RFC 5545's calendar).
  /// Each malformed part is an error naming it. `allowingTimes` reads BYHOUR, BYMINUTE and
  /// BYSECOND and keeps UNTIL's time (`untilTime`), for a series of date-times; without it they
  /// are errors and UNTIL's time is ignored, as a series of whole days needs.
  public init(parsing text: String, reform: Reform = .proleptic, allowingTimes: Bool = false)
    throws(RecurrenceRuleError)
  {
    var frequency: Frequency?
    var rule = RecurrenceRule(frequency: .daily)
    var seen: Set<String> = []
    var offset = 0
    // Where a leap month or month 13 and SKIP were written: each needs RSCALE.
    var monthPart: (offset: Int, length: Int)?
    var skipPart: (offset: Int, length: Int)?
    var body = Substring(text)
    if body.uppercased().hasPrefix("RRULE:") {
      body = body.dropFirst(6)
      offset = 6
    }
    if body.isEmpty {
      throw RecurrenceRuleError(
        message: "the rule is empty; it needs FREQ=…", offset: 0, length: text.utf8.count)
    }
    // One trailing ';' is allowed, as python-dateutil and calendar apps allow it (some write it).
    if body.hasSuffix(";"), body.count > 1 { body = body.dropLast() }
    for part in body.split(separator: ";", omittingEmptySubsequences: false) {
      let start = offset
      offset += part.utf8.count + 1
      func fail(_ message: String) -> RecurrenceRuleError {
        RecurrenceRuleError(message: message, offset: start, length: max(1, part.utf8.count))
      }
      guard let equals = part.firstIndex(of: "=") else {
        throw fail(
          part.isEmpty
            ? "an empty part; parts are NAME=VALUE, separated by ';'"
            : "'\(part)' is not a part of the form NAME=VALUE")
      }
      let name = part[..<equals].uppercased()
      let value = String(part[part.index(after: equals)...])
      guard !seen.contains(name) else { throw fail("\(name) is given twice") }
      seen.insert(name)
      func integers(_ bounds: ClosedRange<Int>, zero: Bool = false) throws(RecurrenceRuleError) -> [Int] {
        var list: [Int] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          guard let n = Int(item), bounds.contains(n), zero || n != 0 else {
            let range =
              zero
              ? "\(bounds.lowerBound)…\(bounds.upperBound)"
              : "\(bounds.lowerBound)…-1 or 1…\(bounds.upperBound)"
            throw fail("\(name)=\(value): '\(item)' is not a number in \(range)")
          }
          list.append(n)
        }
        return list
      }
      switch name {
      case "FREQ":
        guard let f = Frequency(rawValue: value.uppercased()) else {
          let byTime = ["HOURLY", "MINUTELY", "SECONDLY"].contains(value.uppercased())
          throw fail(
            "FREQ=\(value): calsh repeats DAILY, WEEKLY, MONTHLY or YEARLY"
              + (allowingTimes && byTime
                ? "; times of day go in BYHOUR, BYMINUTE and BYSECOND (FREQ=DAILY;BYHOUR=9,17)" : ""))
        }
        frequency = f
      case "INTERVAL":
        guard let n = Int(value), (1...100_000).contains(n) else {
          throw fail("INTERVAL=\(value): not a number in 1…100000")
        }
        rule.interval = n
      case "COUNT":
        guard let n = Int(value), (1...10_000_000).contains(n) else {
          let isNumber = !value.isEmpty && value.allSatisfy { $0.isASCII && $0.isNumber }
          throw fail(
            !isNumber
              ? "COUNT=\(value): not a number in 1…10000000"
              : Int(value) == 0
                ? "COUNT=\(value): a rule counts at least 1 occurrence (COUNT is 1…10000000)"
                : "COUNT=\(value): calsh counts at most 10000000 occurrences")
        }
        rule.count = n
      case "UNTIL":
        guard let written = RecurrenceRule.untilParts(value) else {
          throw fail("UNTIL=\(value): not a date of the form YYYYMMDD within 0001…9999")
        }
        do {
          rule.until = try reform.date(year: written.year, month: written.month, day: written.day)
        } catch {
          // A date the reform's calendar lacks (1752-09-05 in Great Britain) says why.
          guard reform.isGregorianThroughout else { throw fail("UNTIL=\(value): " + error.message) }
          throw fail("UNTIL=\(value): not a date of the form YYYYMMDD within 0001…9999")
        }
        if allowingTimes, let clock = RecurrenceRule.untilClock(value) {
          guard let time = clock.time else {
            throw fail("UNTIL=\(value): the time after T is HHMMSS (00…23, 00…59, 00…59), then Z for UTC")
          }
          (rule.untilTime, rule.untilIsUTC) = (time, clock.isUTC)
        }
      case "BYMONTH":
        // RFC 7529: `5L`, a leap month, and 13 (Coptic, Ethiopic), read here; checked against
        // RSCALE once the whole rule is read.
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          let isLeap = item.last == "L" || item.last == "l"
          guard let n = Int(isLeap ? item.dropLast() : item), (1...13).contains(n) else {
            throw fail(
              "BYMONTH=\(value): '\(item)' is not a month number in 1…12 (1…13 in a calendar of thirteen months, "
                + "5L for a leap month, with RSCALE)")
          }
          if isLeap { rule.byLeapMonth.append(n) } else { rule.byMonth.append(n) }
          if isLeap || n == 13 { monthPart = (start, max(1, part.utf8.count)) }
        }
      case "RSCALE":
        guard let scale = RScale(name: value) else {
          throw fail(
            "RSCALE=\(value): calsh counts in " + RScale.known.map(\.name).joined(separator: ", ")
              + " (RFC 7529's CLDR names)")
        }
        rule.scale = scale
      case "SKIP":
        guard let skip = RecurrenceSkip(rawValue: value.uppercased()) else {
          throw fail("SKIP=\(value): SKIP is OMIT, BACKWARD or FORWARD (RFC 7529)")
        }
        rule.skip = skip
        skipPart = (start, max(1, part.utf8.count))
      case "BYMONTHDAY": rule.byMonthDay = try integers(-31...31)
      case "BYYEARDAY": rule.byYearDay = try integers(-366...366)
      case "BYWEEKNO": rule.byWeekNumber = try integers(-53...53)
      case "BYSETPOS": rule.bySetPosition = try integers(-366...366)
      case "BYDAY":
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          guard let part = RecurrenceRule.weekdayPart(item) else {
            throw fail(
              "BYDAY=\(item): not a weekday code (SU MO TU WE TH FR SA), with an optional ordinal in 1…53 or -53…-1, as in -1FR"
            )
          }
          rule.byWeekday.append(part)
        }
      case "WKST":
        guard let index = RecurrenceRule.dayCodes.firstIndex(of: value.uppercased()) else {
          throw fail("WKST=\(value): not a weekday code (SU MO TU WE TH FR SA)")
        }
        rule.weekStart = Weekday(rawValue: index)!
      case "BYHOUR" where allowingTimes: rule.byHour = try integers(0...23, zero: true)
      case "BYMINUTE" where allowingTimes: rule.byMinute = try integers(0...59, zero: true)
      case "BYSECOND" where allowingTimes: rule.bySecond = try integers(0...59, zero: true)
      case "BYHOUR", "BYMINUTE", "BYSECOND":
        throw fail("\(name): calsh's recurrences are of whole days, without times")
      default:
        throw fail(
          "'\(name)' is not a part of RRULE; calsh reads FREQ INTERVAL COUNT UNTIL BYDAY BYMONTHDAY BYMONTH BYYEARDAY BYWEEKNO BYSETPOS WKST RSCALE SKIP"
        )
      }
    }
    guard let frequency else {
      throw RecurrenceRuleError(
        message: "the rule has no FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)", offset: 0,
        length: max(1, text.utf8.count))
    }
    if rule.count != nil, rule.until != nil {
      throw RecurrenceRuleError(
        message: "COUNT and UNTIL cannot both be given (RFC 5545)", offset: 0, length: max(1, text.utf8.count)
      )
    }
    if rule.scale == nil, let part = monthPart {
      throw RecurrenceRuleError(
        message: "a leap month (5L) or month 13 needs RSCALE, the calendar that has it: RSCALE=HEBREW;…",
        offset: part.offset, length: part.length)
    }
    if rule.scale == nil, let part = skipPart {
      throw RecurrenceRuleError(
        message: "SKIP needs RSCALE (RFC 7529): RSCALE=GREGORIAN;…;SKIP=BACKWARD", offset: part.offset,
        length: part.length)
    }
    rule.frequency = frequency
    self = rule
  }

  /// The year, month and day of `20251231`, `20251231T235959Z` or `2025-12-31`, not yet
  /// checked to form a date.
  static func untilParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
    let digits = String(text.prefix { $0 != "T" && $0 != "t" }.filter { $0 != "-" })
    guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
      let day = Int(digits.suffix(2))
    else { return nil }
    return (year, month, day)
  }

  /// The time after a date in UNTIL (`T235959`, `T235959Z`): nil when none is written; a nil
  /// time when it is malformed.
  static func untilClock(_ text: String) -> (time: TimeOfDay?, isUTC: Bool)? {
    guard let t = text.firstIndex(where: { $0 == "T" || $0 == "t" }) else { return nil }
    var clock = text[text.index(after: t)...]
    let isUTC = clock.last == "Z" || clock.last == "z"
    if isUTC { clock = clock.dropLast() }
    guard clock.count == 6, clock.allSatisfy({ $0.isASCII && $0.isNumber }),
      let hour = Int(clock.prefix(2)), let minute = Int(clock.dropFirst(2).prefix(2)),
      let second = Int(clock.suffix(2))
    else { return (nil, isUTC) }
    return ((try? TimeOfDay(hour: hour, minute: minute, second: second)), isUTC)
  }

  /// `MO`, `-1FR`, `+2TU`.
  static func weekdayPart(_ item: Substring) -> WeekdayPart? {
    guard item.count >= 2, let index = dayCodes.firstIndex(of: item.suffix(2).uppercased()) else {
      return nil
    }
    let ordinalText = item.dropLast(2)
    guard !ordinalText.isEmpty else { return WeekdayPart(Weekday(rawValue: index)!) }
    guard let ordinal = Int(ordinalText), ordinal != 0, (-53...53).contains(ordinal) else { return nil }
    return WeekdayPart(Weekday(rawValue: index)!, ordinal: ordinal)
  }
}
