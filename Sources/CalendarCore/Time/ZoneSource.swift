/// Where a `ZoneCatalog` gets its zones: the TZif bytes of a name and the list of names. The core
/// reads no files: the shell hands in the system's zoneinfo (CalFiles' `SystemZoneSource`) or the
/// embedded copy (`EmbeddedZoneSource`).
public protocol ZoneSource: Sendable {
  /// The IANA release (`2026f`), when the source says.
  var release: String? { get }
  /// Where the zones come from, in words for `zones` and messages: `the embedded tzdata 2026f`.
  var summary: String { get }
  /// Every zone and link; empty when the source cannot list them.
  func zoneNames() -> [ZoneName]
  /// The TZif file of the zone or link spelled exactly `name`; nil when there is none.
  func tzifBytes(named name: String) -> [UInt8]?
}

/// A name in the database: a zone, or a link (`US/Eastern`) to one (`America/New_York`).
public struct ZoneName: Hashable, Sendable, Comparable {
  public let name: String
  /// The zone a link names; nil for a zone.
  public let linkTarget: String?

  public init(name: String, linkTarget: String? = nil) {
    self.name = name
    self.linkTarget = linkTarget
  }

  public static func < (a: ZoneName, b: ZoneName) -> Bool { a.name < b.name }
}
