import CalFiles
import CalendarCore
import Glibc
import Testing

/// The system's zoneinfo through `ZoneCatalog`, when the machine has one (a minimal container
/// may not: those tests are then skipped and the embedded copy answers).
struct SystemZoneSourceTests {
  static let system = SystemZoneSource.find(tzdir: nil)

  @Test(.enabled(if: system != nil)) func readsZonesLinksAndTheRelease() throws {
    let source = try #require(SystemZoneSourceTests.system)
    var catalog = ZoneCatalog(source: source)
    let berlin = try catalog.zone(named: "Europe/Berlin").get()
    #expect(
      berlin.transitions(in: 2025).map(\.instant.description) == [
        "2025-03-30T01:00:00Z", "2025-10-26T01:00:00Z",
      ])
    #expect(try catalog.zone(named: "us/eastern").get().name == "US/Eastern")
    #expect(source.release?.count ?? 0 >= 5)
    #expect(catalog.names().count > 500)
    #expect(source.summary.hasPrefix("the system's zoneinfo (/usr/share/zoneinfo"))
  }

  @Test(.enabled(if: system != nil)) func namesOutsideTheFolderAreRefused() {
    let source = SystemZoneSource(directory: SystemZoneSource.standardDirectory)
    for name in [
      "../../etc/passwd", "/etc/passwd", "Europe/../../etc/passwd", "", "Europe/", "Europe", "posix/..",
    ] {
      #expect(source.tzifBytes(named: name) == nil, "\(name)")
    }
  }

  @Test func aFolderWithoutZonesIsNoSource() {
    #expect(SystemZoneSource.find(tzdir: "/nonexistent/zoneinfo") == nil)
    #expect(SystemZoneSource.find(tzdir: "/etc") == nil)
  }

  /// The same zones through the system's files and the embedded copy agree wherever both
  /// releases have the same rules: offsets in 2025 of every zone both know.
  @Test(.enabled(if: system != nil)) func theEmbeddedCopyAgreesWithTheSystemIn2025() throws {
    var system = ZoneCatalog(source: try #require(SystemZoneSourceTests.system))
    var embedded = ZoneCatalog(source: EmbeddedZoneSource())
    var compared = 0
    var differing: [String] = []
    let embeddedNames = Set(embedded.names().map(\.name))
    for entry in system.names() where embeddedNames.contains(entry.name) {
      let a = try system.zone(named: entry.name).get()
      let b = try embedded.zone(named: entry.name).get()
      if a.transitions(in: 2025) != b.transitions(in: 2025) { differing.append(entry.name) }
      compared += 1
    }
    #expect(compared > 500)
    // Releases 2025b and 2026f differ only in a few zones' recent rules.
    #expect(differing.count < 20, "\(differing)")
  }
}
