/// What a zone's clocks keep at an instant and why, for `explain`: the local time type, the
/// change that began it, and, past the listed transitions, the footer's rule in words.
public struct ZoneRuleInForce: Sendable, Equatable {
  public let type: LocalTimeType
  /// The change that began it; nil when it has held since the earliest record.
  public let since: ZoneTransition?
  /// The yearly rule that gives it, when the instant is past the zone's listed transitions.
  public let rule: POSIXZoneRule?

  /// `CEST (UTC+02:00, daylight saving time) since 2025-03-30T01:00:00Z, by the rule: from the
  /// last Sunday of March at 02:00 (01:00 UTC) to the last Sunday of October at 03:00 (01:00 UTC)`.
  public var words: String {
    var text =
      "\(type.abbreviation) (UTC\(type.offset), \(type.isDaylightSaving ? "daylight saving time" : "standard time"))"
    if let since { text += " since \(since.instant)" }
    if let rule, let words = rule.words { text += ", by the rule: \(words)" }
    return text
  }
}

extension ZoneRules {
  /// The local time type at `instant`, since when it holds, and the rule that gives it.
  public func ruleInForce(at instant: Instant) -> ZoneRuleInForce {
    let seconds = instant.secondsSinceEpoch
    let fromFooter = footer != nil && seconds >= (transitionTimes.last ?? .min)
    return ZoneRuleInForce(
      type: type(at: seconds), since: previousTransition(before: instant.adding1()),
      rule: fromFooter ? footer : nil)
  }
}

extension Instant {
  /// One second later, or itself at the end of the range.
  fileprivate func adding1() -> Instant { (try? adding(seconds: 1)) ?? self }
}

extension POSIXZoneRule {
  /// `from the last Sunday of March at 02:00 (01:00 UTC) to the last Sunday of October at 03:00
  /// (01:00 UTC)`; nil for a rule without daylight saving time.
  public var words: String? {
    guard let daylight else { return nil }
    return
      "from \(daylight.start.words(offset: standard.offset)) to \(daylight.end.words(offset: daylight.type.offset))"
  }
}

extension POSIXZoneRule.Change {
  /// `the last Sunday of March at 02:00 (01:00 UTC)`, the time on the clocks before the change.
  func words(offset: UTCOffset) -> String {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    let dayWords: String
    switch day {
    case .julian(let n):
      let (month, dayOfMonth) = POSIXZoneRule.Change.monthAndDay(ofCommonYearDay: n)
      dayWords = "\(months[month - 1]) \(dayOfMonth)"
    case .zeroBased(let n): dayWords = "day \(n + 1) of the year"
    case .monthWeekday(let month, let week, let weekday):
      let ordinal = ["first", "second", "third", "fourth", "last"][week - 1]
      dayWords = "the \(ordinal) \(weekday.name) of \(months[month - 1])"
    }
    let utc = ((time - offset.seconds) % 86_400 + 86_400) % 86_400
    return "\(dayWords) at \(POSIXZoneRule.Change.clock(time)) (\(POSIXZoneRule.Change.clock(utc)) UTC)"
  }

  /// `02:00`, `25:00`, `-01:00`, `02:00:30`.
  static func clock(_ seconds: Int) -> String {
    let magnitude = abs(seconds)
    var text =
      (seconds < 0 ? "-" : "") + TimeOfDay.twoDigits(magnitude / 3600) + ":"
      + TimeOfDay.twoDigits(magnitude / 60 % 60)
    if magnitude % 60 != 0 { text += ":" + TimeOfDay.twoDigits(magnitude % 60) }
    return text
  }

  static func monthAndDay(ofCommonYearDay n: Int) -> (Int, Int) {
    var rest = n
    for month in 1...12 {
      let length = Gregorian.daysIn(year: 2001, month: month)
      if rest <= length { return (month, rest) }
      rest -= length
    }
    return (12, 31)
  }
}
