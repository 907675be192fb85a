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
  /// Its date as the reform writes a date, as a plain date-time's is.
  public func line(reform: Reform) -> String {
    let wall = reform.line(of: dateTime)
    if zone.name == ZonedDateTime.utcName { return "\(wall)Z" }
    if zone.name.first == "+" || zone.name.first == "-" { return "\(wall)\(offset)" }
    return "\(wall)\(offset)[\(zone.name)]"
  }

  /// `line` in bytes, no `String` made: a million conversions a script print at the pace of
  /// their arithmetic (`QuickStatement`'s `DATE-TIME ZONE in ZONE`).
  public func writeLine(to out: Output, reform: Reform) {
    let date = dateTime.date
    let time = dateTime.time
    if reform.isGregorianThroughout {
      out.write(year: date.year, month: date.month, day: date.day)
    } else {
      out.write(reform.lineText(of: date))
    }
    out.write(byte: UInt8(ascii: "T"))
    let seconds = time.secondsSinceMidnight
    let nanosecond = time.nanosecond
    let showsSeconds = seconds % 60 != 0 || nanosecond != 0
    out.write(hour: seconds / 3600, minute: seconds / 60 % 60, second: showsSeconds ? seconds % 60 : nil)
    if nanosecond != 0 { out.write(time.fraction) }
    let name = zone.name
    let first = name.utf8.first
    if first == UInt8(ascii: "Z"), name.utf8.count == 1 { return out.write(byte: UInt8(ascii: "Z")) }
    let offset = self.offset.seconds
    out.write(byte: offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
    let magnitude = Int(offset.magnitude)
    out.write(
      hour: magnitude / 3600, minute: magnitude / 60 % 60, second: magnitude % 60 != 0 ? magnitude % 60 : nil)
    if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { return }
    out.write(byte: UInt8(ascii: "["))
    out.write(name)
    out.write(byte: UInt8(ascii: "]"))
  }

  /// RFC 3339 with seconds and the offset, and the zone in brackets when it has a name (RFC 9557,
  /// as Temporal writes it): the same bytes whatever the locale.
  public var machineText: String { machineText(reform: .proleptic) }

  /// `machineText` with the date as the reform writes a date in a field (Julian before the switch).
  public func machineText(reform: Reform) -> String {
    let wall = reform.rfc3339(of: dateTime)
    if zone.name == ZonedDateTime.utcName { return "\(wall)Z" }
    if zone.name.first == "+" || zone.name.first == "-" { return "\(wall)\(offset.roundedToMinutes)" }
    return "\(wall)\(offset.roundedToMinutes)[\(zone.name)]"
  }

  public func field(reform: Reform) -> String { machineText(reform: reform) }

  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(machineText(reform: reform)) }

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
      guard reform.isGregorianThroughout else {
        // The wall clock's date moves in the reform's months, as a plain date-time's does.
        let date = try at(range, reform: reform) { () throws(CalendarError) in
          try reform.adding(step, to: dateTime.date, monthEnd: .clamp)
        }
        let wall = DateTime(date: date, time: dateTime.time)
        return .scalar(try known(try atTime(range) { try ZonedDateTime(wall, in: zone) }, reform, range))
      }
      return .scalar(
        try known(try atTime(range) { try adding(step, .zero, disambiguation: .compatible) }, reform, range))
    case (.plus, .scalar(let exact as ExactDuration)), (.minus, .scalar(let exact as ExactDuration)):
      guard isLeft || op == .plus else { return nil }
      let step = op == .plus ? exact : exact.negated()
      return .scalar(try known(try atTime(range) { try adding(.zero, step) }, reform, range))
    case (.minus, .scalar(let theirs as ZonedDateTime)):
      let (a, b) = isLeft ? (self, theirs) : (theirs, self)
      return .scalar(a.instant.duration(since: b.instant))
    default: return nil
    }
  }

  /// `result`, or the out-of-range error when its wall clock's date is past the reform's last
  /// day (Revised Julian 9999-12-31 under a church's reform).
  private func known(_ result: ZonedDateTime, _ reform: Reform, _ range: SourceRange) throws(ScriptError)
    -> ZonedDateTime
  {
    guard reform.knows(result.dateTime.date) else { throw dateTimeOutOfRange(at: range, reform: reform) }
    return result
  }
}
