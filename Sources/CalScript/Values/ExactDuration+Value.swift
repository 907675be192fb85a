import CalRender
import CalSyntax
import CalendarCore

/// `3 hours`, `1h30m`, a date-time minus another: exact time, written `24 hours` as written, a
/// difference `1 day 15 hours 30 minutes` (a day here is 24 hours), in JSON as ISO 8601
/// (`PT39H30M`), as Temporal writes it.
extension ExactDuration: ScalarValue {
  public var kindName: String { "duration" }

  public func line(reform: Reform) -> String { description }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(iso8601) }

  /// `PT39H30M`, `-PT1.5S`, `PT0S`.
  public var iso8601: String {
    let negative = isNegative
    let total = seconds.magnitude
    let nanos = UInt64(Int64(nanoseconds).magnitude)
    var text = negative ? "-PT" : "PT"
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    if h > 0 { text += "\(h)H" }
    if m > 0 { text += "\(m)M" }
    if s > 0 || nanos > 0 || (h == 0 && m == 0) {
      text += "\(s)"
      if nanos > 0 { text += TimeOfDay(uncheckedNanoseconds: Int64(nanos)).fraction }
      text += "S"
    }
    return text
  }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    guard case .scalar(let theirs as ExactDuration) = other else { return nil }
    return self == theirs
  }

  public func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? {
    guard case .scalar(let theirs as ExactDuration) = other else { return nil }
    return self < theirs ? -1 : self == theirs ? 0 : 1
  }

  public func combined(
    _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
  ) throws -> Value? {
    switch (op, other) {
    case (.plus, .scalar(let theirs as ExactDuration)), (.minus, .scalar(let theirs as ExactDuration)):
      let sign: Int64 = op == .plus ? 1 : -1
      let (a, b) = isLeft ? (self, theirs) : (theirs, self)
      return .scalar(
        try atTime(range) {
          try ExactDuration.checked(
            seconds: a.seconds + sign * b.seconds,
            nanoseconds: Int64(a.nanoseconds) + sign * Int64(b.nanoseconds),
            countsDays: a.countsDays || b.countsDays)
        })
    case (.times, .int(let factor)):
      let (s, o1) = seconds.multipliedReportingOverflow(by: Int64(factor))
      let (n, o2) = Int64(nanoseconds).multipliedReportingOverflow(by: Int64(factor))
      guard !o1, !o2 else { throw ScriptError(.evaluation, Parser.exactTooLong, at: range) }
      return .scalar(
        try atTime(range) { try ExactDuration.checked(seconds: s, nanoseconds: n, countsDays: countsDays) })
    default: return nil
    }
  }

  public func negated(at range: SourceRange) throws -> Value? {
    .scalar(negated())
  }
}
