import CalRender
import CalSyntax
import CalendarCore

/// `2025-03-30T03:30+02:00[Europe/Berlin]`, `2023-11-14T22:13:20Z`: an instant with the wall
/// clock of its zone (Temporal's ZonedDateTime). Calendar units keep the wall clock (`+ 1 day`),
/// exact units follow the time line (`+ 24 hours`); two are equal and ordered by their instants.
extension ZonedDateTime: ScalarValue {
  public var kindName: String { "date-time in a zone" }
  public var plural: String { "date-times in zones" }

  /// The name of the zone of a `Z` written after a time, or of a timestamp: UTC, written `Z`.
  package static let utcName = "Z"

  /// `…Z` for UTC as written, `…+09:00` for an offset alone, else Temporal's `…+02:00[Zone]`.
  public func line(reform: Reform) -> String {
    if zone.name == ZonedDateTime.utcName { return "\(dateTime)Z" }
    if zone.name.first == "+" || zone.name.first == "-" { return "\(dateTime)\(offset)" }
    return description
  }

  /// RFC 3339 with seconds and the offset, and the zone in brackets when it has a name (RFC 9557,
  /// as Temporal writes it): the same bytes whatever the locale.
  public var machineText: String {
    if zone.name == ZonedDateTime.utcName { return "\(dateTime.rfc3339)Z" }
    if zone.name.first == "+" || zone.name.first == "-" { return rfc3339 }
    return "\(rfc3339)[\(zone.name)]"
  }

  public func field(reform: Reform) -> String { machineText }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(machineText) }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    guard case .scalar(let theirs as ZonedDateTime) = other else { return nil }
    return instant == theirs.instant
  }

  public func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? {
    guard case .scalar(let theirs as ZonedDateTime) = other else { return nil }
    return instant < theirs.instant ? -1 : instant == theirs.instant ? 0 : 1
  }

  public func combined(
    _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
  ) throws -> Value? {
    switch (op, other) {
    case (.plus, .duration(let calendar)), (.minus, .duration(let calendar)):
      guard isLeft || op == .plus else { return nil }
      let step = op == .plus ? calendar : try atTime(range) { try calendar.negated() }
      return .scalar(try atTime(range) { try adding(step, .zero, disambiguation: .compatible) })
    case (.plus, .scalar(let exact as ExactDuration)), (.minus, .scalar(let exact as ExactDuration)):
      guard isLeft || op == .plus else { return nil }
      let step = op == .plus ? exact : exact.negated()
      return .scalar(try atTime(range) { try adding(.zero, step) })
    case (.minus, .scalar(let theirs as ZonedDateTime)):
      let (a, b) = isLeft ? (self, theirs) : (theirs, self)
      return .scalar(a.instant.duration(since: b.instant))
    default: return nil
    }
  }
}
