import CalSyntax
import CalendarCore

/// The session's zones: names looked up in the catalog read from the policy's source at the
/// first use, and literals resolved in them.
extension Interpreter {
  /// The zone called `name` (any case), or an error naming it with the nearest names.
  func zone(named name: String, at range: SourceRange) throws(ScriptError) -> ZoneRules {
    if zoneCatalog == nil { zoneCatalog = ZoneCatalog(source: policy.zoneSource()) }
    switch zoneCatalog!.zone(named: name) {
    case .success(let zone): return zone
    case .failure(.unknown(_, let suggestions)):
      var message = "'\(name)' is no time zone's name"
      if !suggestions.isEmpty {
        message += "; did you mean " + suggestions.prefix(3).joined(separator: ", ") + "?"
      } else {
        message += "; zones are named Area/City (Europe/Berlin, America/New_York): 'zones' lists them"
      }
      throw ScriptError(.evaluation, message, at: range)
    case .failure(let error): throw timeError(error, at: range)
    }
  }

  /// The wall time of a literal in its zone or at its offset, its date today's when not written.
  /// With both an offset and a zone (`…+02:00[Europe/Berlin]`), the offset must be the zone's
  /// there, as RFC 9557 and Temporal require.
  func zoned(_ literal: ZonedLiteral, at range: SourceRange) throws(ScriptError) -> ZonedDateTime {
    let wall = DateTime(date: literal.date ?? settings.today, time: literal.time)
    if let (name, zoneRange) = literal.zone {
      let zone: ZoneRules
      if name.uppercased() == "Z" {
        zone = ZoneRules(fixed: .utc, name: ZonedDateTime.utcName, abbreviation: "UTC")
      } else {
        zone = try self.zone(named: name, at: zoneRange)
      }
      guard let offset = literal.offset else {
        return try atTime(range) { try ZonedDateTime(wall, in: zone, disambiguation: .compatible) }
      }
      let instant = try atTime(range) { try Instant(wall, offset: offset) }
      let there = try atTime(range) { try ZonedDateTime(instant, in: zone) }
      guard there.offset == offset else {
        throw ScriptError(
          .evaluation,
          "\(wall) at \(offset) is not a time of \(zone.name), whose offset there is \(there.offset): "
            + "write one of them", at: range)
      }
      return there
    }
    let offset = literal.offset ?? .utc
    let zone =
      literal.isUTC
      ? ZoneRules(fixed: .utc, name: ZonedDateTime.utcName, abbreviation: "UTC")
      : ZoneRules(fixed: offset, name: offset.description, abbreviation: offset.description)
    let instant = try atTime(range) { try Instant(wall, offset: offset) }
    return try atTime(range) { try ZonedDateTime(instant, in: zone) }
  }

  /// An instant shown in UTC (`@1700000000` is `2023-11-14T22:13:20Z`).
  func utc(_ instant: Instant, at range: SourceRange) throws(ScriptError) -> ZonedDateTime {
    let zone = ZoneRules(fixed: .utc, name: ZonedDateTime.utcName, abbreviation: "UTC")
    return try atTime(range) { try ZonedDateTime(instant, in: zone) }
  }
}
