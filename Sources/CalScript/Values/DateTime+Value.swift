import CalRender
import CalSyntax
import CalendarCore

/// `2025-03-30T01:30`: a wall clock's date and time in no zone (Temporal's PlainDateTime).
/// Calendar units move the date and keep the clock; exact units move the clock; one minus
/// another counts 24-hour days (`1 day 15 hours 30 minutes`).
extension DateTime: ScalarValue {
  public var kindName: String { "date-time" }

  public func line(reform: Reform) -> String { description }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(rfc3339) }

  /// Against another date-time, or a date (its midnight), as `<` compares them.
  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    switch other {
    case .scalar(let theirs as DateTime): return self == theirs
    case .date(let date): return self == DateTime(date: date)
    default: return nil
    }
  }

  /// Against another date-time, or a date (its midnight).
  public func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? {
    let theirs: DateTime
    switch other {
    case .scalar(let value as DateTime): theirs = value
    case .date(let date): theirs = DateTime(date: date)
    default: return nil
    }
    return self < theirs ? -1 : self == theirs ? 0 : 1
  }

  public func combined(
    _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
  ) throws -> Value? {
    switch (op, other) {
    case (.plus, .duration(let calendar)), (.minus, .duration(let calendar)):
      guard isLeft || op == .plus else { return nil }
      let step = op == .plus ? calendar : try atTime(range) { try calendar.negated() }
      let date = try atTime(range) { try self.date.adding(step) }
      return .scalar(DateTime(date: date, time: time))
    case (.plus, .scalar(let exact as ExactDuration)), (.minus, .scalar(let exact as ExactDuration)):
      guard isLeft || op == .plus else { return nil }
      let sign: Int64 = op == .plus ? 1 : -1
      return .scalar(
        try atTime(range) {
          try adding(seconds: sign * exact.seconds, nanoseconds: sign * Int64(exact.nanoseconds))
        })
    case (.minus, .scalar(let theirs as DateTime)):
      let (a, b) = isLeft ? (self, theirs) : (theirs, self)
      return .scalar(a.duration(since: b))
    default: return nil
    }
  }
}
