import CalSyntax
import CalendarCore

/// The session's zones: names looked up in the catalog read from the policy's source at the
/// first use, and literals resolved in them.
extension Interpreter {
  /// The session's catalog, made from the policy's source the first time it is asked for.
  func catalog() -> ZoneCatalog {
    if zoneCatalog == nil { zoneCatalog = ZoneCatalog(source: policy.zoneSource()) }
    return zoneCatalog!
  }

  /// The zone called `name` (any case); nil when the catalog has none (a file's TZID).
  func knownZone(_ name: String) -> ZoneRules? {
    if zoneCatalog == nil { zoneCatalog = ZoneCatalog(source: policy.zoneSource()) }
    return try? zoneCatalog!.zone(named: name).get()
  }

  /// Replaces the session's catalog (`set tzdata`), forgetting the zones found by their bytes.
  func useZoneCatalog(_ catalog: ZoneCatalog) {
    zoneCatalog = catalog
    quickZones = nil
  }

  /// Every zone's and link's name of the session's source: what Tab offers where a zone is read.
  public func zoneNames() -> [String] { catalog().names().map(\.name) }

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

  /// Why `name` names no zone (with the nearest names), or nil when it names one: for a zone given
  /// outside a script (`--tz`), whose error has no place in the text.
  public func zoneProblem(named name: String) -> String? {
    do {
      _ = try zone(named: name, at: SourceRange(offset: 0, length: 0))
      return nil
    } catch {
      return error.message
    }
  }

  /// The wall time of a literal in its zone or at its offset. A time without a date is on the
  /// zone's today (`15:00 Asia/Tokyo` is on Tokyo's date now, which may not be the session's).
  /// With both an offset and a zone (`…+02:00[Europe/Berlin]`), the offset must be the zone's
  /// there, as RFC 9557 and Temporal require.
  func zoned(_ literal: ZonedLiteral, at range: SourceRange) throws(ScriptError) -> ZonedDateTime {
    var wall = DateTime(date: literal.date ?? settings.today, time: literal.time)
    if let (name, zoneRange) = literal.zone {
      let zone: ZoneRules
      if name.uppercased() == "Z" {
        zone = ZoneRules(fixed: .utc, name: ZonedDateTime.utcName, abbreviation: "UTC")
      } else {
        zone = try self.zone(named: name, at: zoneRange)
      }
      if literal.date == nil {
        let today = try now(at: range).instant
        wall = DateTime(
          date: try atTime(range) { try ZonedDateTime(today, in: zone) }.dateTime.date, time: literal.time)
      }
      // `…Z[Europe/Berlin]`: an instant in UTC shown in the zone (RFC 9557), never a mismatch.
      if literal.isUTC {
        let instant = try atTime(range) { try Instant(wall, offset: .utc) }
        return try atTime(range) { try ZonedDateTime(instant, in: zone) }
      }
      guard let offset = literal.offset else { return try wallTime(wall, in: zone, at: range) }
      // A local mean time's offset written to the minute (`-00:16[Africa/Abidjan]`, as JSON writes
      // it) names the instant whose offset rounds to it, as Temporal reads its own strings.
      if offset.seconds % 60 == 0,
        let instant = zone.possibleInstants(for: wall).first(where: {
          let exact = zone.offset(at: $0)
          return exact.seconds % 60 != 0 && exact.roundedToMinutes == offset
        })
      {
        return try atTime(range) { try ZonedDateTime(instant, in: zone) }
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

  /// The session's zone: `set tz`, else the host's (`TZ`, the system's), else UTC.
  /// A host's `TZ` that names no zone may be a POSIX rule (`JST-9`), as the C library reads it.
  func sessionZone(at range: SourceRange) throws(ScriptError) -> ZoneRules {
    if let name = settings.zoneName { return try zone(named: name, at: range) }
    guard let host = policy.localZoneName() else { return try zone(named: "UTC", at: range) }
    if let zone = try? zone(named: host, at: range) { return zone }
    if let rule = try? POSIXZoneRule(parsing: host) { return ZoneRules(name: host, rule: rule) }
    throw ScriptError(
      .evaluation,
      "the host's time zone '\(host)' (TZ, else /etc/localtime) is no zone calsh knows nor a POSIX TZ "
        + "rule: set tz Area/City (set tz Europe/Berlin), or run with TZ=Area/City", at: range)
  }

  /// The instant now in the session's zone; with the clock pinned, noon of `today` there.
  func now(at range: SourceRange) throws(ScriptError) -> ZonedDateTime {
    let zone = try sessionZone(at: range)
    if let instant = policy.clock() { return try atTime(range) { try ZonedDateTime(instant, in: zone) } }
    let noon = DateTime(date: settings.today, time: TimeOfDay(uncheckedNanoseconds: 12 * 3_600_000_000_000))
    let choice = settings.disambiguation
    return try atTime(range) { try ZonedDateTime(noon, in: zone, disambiguation: choice) }
  }

  /// `X in ZONE`: the same instant on the zone's clock. A date-time or time without a zone is
  /// first taken as the session zone's wall time (a time: today's).
  func converted(_ value: Value, to name: String, zoneRange: SourceRange, at range: SourceRange)
    throws(ScriptError) -> ZonedDateTime
  {
    let target = try zone(named: name, at: zoneRange)
    let instant: Instant
    switch value {
    case .scalar(let zoned as ZonedDateTime): instant = zoned.instant
    case .scalar(let wall as DateTime): instant = try inSessionZone(wall, at: range).instant
    case .scalar(let time as TimeOfDay):
      instant = try inSessionZone(DateTime(date: settings.today, time: time), at: range).instant
    case .date(let date): instant = try inSessionZone(DateTime(date: date), at: range).instant
    default:
      throw ScriptError(
        .evaluation, "'in \(name)' converts a date-time or a time, not \(value.described)", at: range)
    }
    return try converted(instant, to: target, at: range)
  }

  /// A wall time of `zone`, resolved by `set disambiguation`: a literal's, the quick path's.
  @inline(__always)
  func wallTime(_ wall: DateTime, in zone: ZoneRules, at range: SourceRange) throws(ScriptError)
    -> ZonedDateTime
  {
    // Not through `atTime`, whose closure copied the value out a field at a time.
    do {
      return try ZonedDateTime(wall, in: zone, disambiguation: settings.disambiguation)
    } catch {
      throw timeError(error, at: range)
    }
  }

  /// The instant a wall time of `zone` names, resolved by `set disambiguation` as `wallTime`
  /// resolves it (`ZoneRules.resolve`, which `ZonedDateTime`'s init calls); nil where that
  /// gives an error. The quick path's conversion, which needs no value in the first zone.
  @inline(__always)
  func instant(ofWall wall: DateTime, in zone: ZoneRules) -> Instant? {
    guard case .success(let instant) = zone.resolve(wall, disambiguation: settings.disambiguation) else {
      return nil
    }
    return instant
  }

  /// The instant on `zone`'s clock: what `in ZONE` gives, on either path.
  @inline(__always)
  func converted(_ instant: Instant, to zone: ZoneRules, at range: SourceRange) throws(ScriptError)
    -> ZonedDateTime
  {
    do {
      return try ZonedDateTime(instant, in: zone)
    } catch {
      throw timeError(error, at: range)
    }
  }

  /// A wall time of the session's zone, resolved by `set disambiguation`.
  func inSessionZone(_ wall: DateTime, at range: SourceRange) throws(ScriptError) -> ZonedDateTime {
    let zone = try sessionZone(at: range)
    let choice = settings.disambiguation
    return try atTime(range) { try ZonedDateTime(wall, in: zone, disambiguation: choice) }
  }

  /// An instant shown in UTC (`@1700000000` is `2023-11-14T22:13:20Z`).
  func utc(_ instant: Instant, at range: SourceRange) throws(ScriptError) -> ZonedDateTime {
    let zone = ZoneRules(fixed: .utc, name: ZonedDateTime.utcName, abbreviation: "UTC")
    return try atTime(range) { try ZonedDateTime(instant, in: zone) }
  }
}
