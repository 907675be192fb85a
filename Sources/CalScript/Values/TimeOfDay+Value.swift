import CalRender
import CalSyntax
import CalendarCore

/// `15:30`, `3pm`: a time of day without a date or a zone (Temporal's PlainTime). Exact time
/// added goes round the clock (`23:00 + 2 hours` is 01:00); one minus another is the exact time
/// between them; with a date it is a date-time (`2025-03-30 + 15:30`).
extension TimeOfDay: ScalarValue {
  public var kindName: String { "time of day" }
  public var plural: String { "times of day" }

  public func line(reform: Reform) -> String { description }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(rfc3339) }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    guard case .scalar(let theirs as TimeOfDay) = other else { return nil }
    return self == theirs
  }

  public func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? {
    guard case .scalar(let theirs as TimeOfDay) = other else { return nil }
    return self < theirs ? -1 : self == theirs ? 0 : 1
  }

  public func combined(
    _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
  ) throws -> Value? {
    switch (op, other) {
    case (.plus, .scalar(let exact as ExactDuration)),
      (.minus, .scalar(let exact as ExactDuration)) where isLeft:
      let day = TimeOfDay.nanosecondsPerDay
      let step = (exact.seconds % 86_400) * TimeOfDay.nanosecondsPerSecond + Int64(exact.nanoseconds)
      let moved = nanosecondsSinceMidnight + (op == .plus ? step : -step)
      return .scalar(TimeOfDay(uncheckedNanoseconds: ((moved % day) + day) % day))
    case (.plus, .scalar(let exact as ExactDuration)):
      return try exact.combined(.plus, with: .scalar(self), isLeft: true, reform: reform, at: range)
        ?? combined(.plus, with: .scalar(exact), isLeft: true, reform: reform, at: range)
    case (.minus, .scalar(let theirs as TimeOfDay)):
      let (a, b) = isLeft ? (self, theirs) : (theirs, self)
      return .scalar(
        ExactDuration(seconds: 0, nanoseconds: a.nanosecondsSinceMidnight - b.nanosecondsSinceMidnight))
    case (.plus, .date(let date)):
      return .scalar(DateTime(date: date, time: self))
    default: return nil
    }
  }
}
