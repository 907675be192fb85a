import CalendarCore

/// The zones a calendar file's TZIDs name, each resolved once per file much as icalendar (and
/// so recurring-ical-events) resolves them: an IANA name (with the slashes around it trimmed),
/// else a Windows name Outlook writes (`W. Europe Standard Time`, by CLDR's windowsZones: the
/// IANA zone has the zone's history, where Outlook's VTIMEZONE has only today's rules; icalendar
/// takes the VTIMEZONE, which agrees since the rules last changed), else the file's own VTIMEZONE
/// of that TZID, else the IANA name at the end of a globally unique TZID
/// (`/freeassociation.sourceforge.net/Tzfile/Europe/Berlin`). A TZID none of these know is read
/// as UTC, with a warning.
final class ICSZones {
  /// The file's VTIMEZONEs by TZID.
  var described: [String: ICSTimeZone] = [:]
  private let lookup: (String) -> ZoneRules?
  private var resolved: [String: ZoneRules] = [:]
  /// TZIDs read as UTC, each with the content line it is first written on, for one warning each.
  private(set) var unknown: [(tzid: String, line: Int)] = []

  static let utc = ZoneRules(fixed: .utc, name: "Z", abbreviation: "UTC")

  /// `lookup` finds an IANA zone by name (the session's catalog), nil when there is none.
  init(lookup: @escaping (String) -> ZoneRules?) {
    self.lookup = lookup
  }

  /// The zone `tzid` names, written on content line `line`.
  func rules(for tzid: String, line: Int) -> ZoneRules {
    if let zone = resolved[tzid] { return zone }
    let zone = find(tzid) ?? unknownZone(tzid, line: line)
    resolved[tzid] = zone
    return zone
  }

  private func unknownZone(_ tzid: String, line: Int) -> ZoneRules {
    unknown.append((tzid, line))
    return ICSZones.utc
  }

  /// A TZID without the slashes around it.
  static func cleaned(_ tzid: String) -> String {
    String(tzid.trimmingPrefix { $0 == "/" }.reversed().drop { $0 == "/" }.reversed())
  }

  private func find(_ tzid: String) -> ZoneRules? {
    let cleaned = ICSZones.cleaned(tzid)
    if ICSZones.isZoneName(cleaned), let zone = lookup(cleaned) { return zone }
    if let iana = WindowsZoneNames.ianaZone(for: cleaned), let zone = lookup(iana) { return zone }
    if let zone = described[tzid] ?? described[cleaned], !zone.observances.isEmpty {
      return zone.rules(named: cleaned)
    }
    if tzid.hasPrefix("/") {
      let parts = cleaned.split(separator: "/")
      for start in parts.indices.dropFirst() {
        let name = parts[start...].joined(separator: "/")
        if ICSZones.isZoneName(name), let zone = lookup(name) { return zone }
      }
    }
    return nil
  }

  /// Whether `name` could be a zone's (the catalog refuses others anyway: this keeps a free-text
  /// TZID from being looked up, and spelled, at all).
  static func isZoneName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 64
      && name.utf8.allSatisfy {
        (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0)
          || $0 == 0x2F || $0 == 0x5F || $0 == 0x2D || $0 == 0x2B
      }
  }
}
