import CalRender
import CalSyntax
import CalendarCore

/// `2025-03-30T01:30`: a wall clock's date and time in no zone (Temporal's PlainDateTime).
/// Calendar units move the date and keep the clock; exact units move the clock; one minus
/// another counts 24-hour days (`1 day 15 hours 30 minutes`).
extension DateTime: ScalarValue {
  public var kindName: String { "date-time" }

  /// Its date as the reform writes a date (`1700-01-01T10:00` under `gb` is that Julian day).
  public func line(reform: Reform) -> String { reform.line(of: self) }

  public func field(reform: Reform) -> String { reform.field(of: self) }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(reform.rfc3339(of: self)) }

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
      // In the reform's months (`1700-01-31 10:00 + 1 month` under `gb` is Julian 1700-02-29).
      let date = try at(range, reform: reform) { () throws(CalendarError) in
        try reform.adding(step, to: self.date, monthEnd: .clamp)
      }
      return .scalar(DateTime(date: date, time: time))
    case (.plus, .scalar(let exact as ExactDuration)), (.minus, .scalar(let exact as ExactDuration)):
      guard isLeft || op == .plus else { return nil }
      let sign: Int64 = op == .plus ? 1 : -1
      let moved: DateTime
      do {
        moved = try adding(seconds: sign * exact.seconds, nanoseconds: sign * Int64(exact.nanoseconds))
      } catch .dateTimeOutOfRange {
        throw dateTimeOutOfRange(at: range, reform: reform)
      } catch {
        throw timeError(error, at: range)
      }
      guard reform.knows(moved.date) else { throw dateTimeOutOfRange(at: range, reform: reform) }
      return .scalar(moved)
    case (.minus, .scalar(let theirs as DateTime)):
      let (a, b) = isLeft ? (self, theirs) : (theirs, self)
      return .scalar(a.duration(since: b))
    default: return nil
    }
  }
}

/// A date-time past the supported days, named as `reform` writes them (`TimeError`'s message
/// under the proleptic calendar).
func dateTimeOutOfRange(at range: SourceRange, reform: Reform) -> ScriptError {
  let first = reform.label(of: CivilDate(uncheckedDayCount: reform.knownDayCounts.lowerBound))
  let last = reform.label(of: CivilDate(uncheckedDayCount: reform.knownDayCounts.upperBound))
  return ScriptError(
    .evaluation, "the date-time is outside the supported range \(first)T00:00…\(last)T23:59:59", at: range)
}
