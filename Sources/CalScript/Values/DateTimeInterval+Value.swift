import CalRender
import CalSyntax
import CalendarCore

/// `2025-03-01T09:00..2025-03-01T17:00`: a closed interval of date-times, both plain or both in
/// zones. `X in (A..B)` asks whether X lies in it (`Membership`), `between A..B` and `| hours`
/// give its length; machine output writes it as ISO 8601 writes an interval, `A/B`.
extension DateTimeInterval: ScalarValue {
  public var kindName: String { isWallClock ? "range of date-times" : "range of date-times in zones" }
  public var plural: String { isWallClock ? "ranges of date-times" : "ranges of date-times in zones" }

  /// `A..B`, each end as its literal prints.
  public func line(reform: Reform) -> String {
    switch ends {
    case .wallClock(let lower, let upper): return "\(reform.line(of: lower))..\(reform.line(of: upper))"
    case .instants(let lower, let upper):
      return "\(lower.line(reform: reform))..\(upper.line(reform: reform))"
    }
  }

  /// ISO 8601's interval, `start/end`, each end in RFC 3339 (and a zone's name in brackets, as
  /// an instant alone is written): one field, the same bytes whatever the locale.
  public func field(reform: Reform) -> String {
    switch ends {
    case .wallClock(let lower, let upper): return "\(reform.rfc3339(of: lower))/\(reform.rfc3339(of: upper))"
    case .instants(let lower, let upper):
      return "\(lower.machineText(reform: reform))/\(upper.machineText(reform: reform))"
    }
  }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(field(reform: reform)) }

  /// Against another range: the same ends (instants by instant).
  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    guard case .scalar(let theirs as DateTimeInterval) = other else { return nil }
    switch (ends, theirs.ends) {
    case (.wallClock(let a, let b), .wallClock(let c, let d)): return a == c && b == d
    case (.instants(let a, let b), .instants(let c, let d)):
      return a.instant == c.instant && b.instant == d.instant
    default: return nil
    }
  }

  /// Whether `item` lies in the range, its ends included: a date-time in a range of date-times
  /// (a date as its midnight, as `<` compares them), an instant in a range of instants. Any
  /// other item is an error saying what the range holds.
  func holds(_ item: Value, at range: SourceRange) throws(ScriptError) -> Bool {
    switch (ends, item) {
    case (.wallClock, .scalar(let dateTime as DateTime)): return contains(dateTime)
    case (.wallClock, .date(let date)): return contains(DateTime(date: date))
    case (.instants, .scalar(let zoned as ZonedDateTime)): return contains(zoned.instant)
    case (.wallClock, .scalar(_ as ZonedDateTime)):
      throw ScriptError(
        .evaluation,
        "a date-time in a zone is not in a range of plain date-times: give the range's ends a zone "
          + "(2025-03-01T09:00 Europe/Berlin..2025-03-01T17:00 Europe/Berlin)", at: range)
    case (.instants, .scalar(_ as DateTime)), (.instants, .date):
      throw ScriptError(
        .evaluation,
        "\(item.described) has no zone, and a range in zones holds instants: write the range's ends "
          + "without a zone (2025-03-01T09:00..2025-03-01T17:00), or test a date with 'date'", at: range)
    default:
      throw ScriptError(.evaluation, "\(described) holds date-times, not \(item.described)", at: range)
    }
  }
}
