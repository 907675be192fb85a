import Testing

@testable import CalendarCore

/// Names to zones: exact, any case, links, suggestions, and a zone read once.
struct ZoneCatalogTests {
  @Test func namesInAnyCaseAndLinks() throws {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    #expect(try catalog.zone(named: "europe/berlin").get().name == "Europe/Berlin")
    #expect(try catalog.zone(named: "US/Eastern").get().name == "US/Eastern")
    let eastern = try catalog.zone(named: "US/Eastern").get()
    let newYork = try catalog.zone(named: "America/New_York").get()
    #expect(eastern.transitions(in: 2026) == newYork.transitions(in: 2026))
    #expect(try catalog.zone(named: "UTC").get().offset(at: .unixEpoch) == .utc)
    #expect(catalog.release == EmbeddedZoneSource.embeddedRelease)
  }

  @Test func everyNameReads() {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    let names = catalog.names()
    #expect(names.count > 590)
    #expect(names.contains(ZoneName(name: "US/Eastern", linkTarget: "America/New_York")))
    for entry in names {
      if case .failure(let error) = catalog.zone(named: entry.name) {
        Issue.record("\(entry.name): \(error.message)")
      }
    }
  }

  @Test func unknownNamesGetSuggestions() {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    #expect(
      catalog.zone(named: "Europe/Berln").failureValue
        == .unknown("Europe/Berln", suggestions: ["Europe/Berlin"]))
    #expect(catalog.suggestions(for: "Berlin") == ["Europe/Berlin"])
    #expect(catalog.suggestions(for: "new york") == ["America/New_York"])
    #expect(catalog.suggestions(for: "Tokio").contains("Asia/Tokyo"))
    #expect(
      catalog.zone(named: "Europe/Berln").failureValue?.message
        == "unknown time zone 'Europe/Berln'; did you mean 'Europe/Berlin'?")
    for name in [
      "", "/etc/passwd", "../zoneinfo/UTC", "Europe/../UTC", "Europe/Berlin\0", "Europe//Berlin", "zzzzzzzzz",
    ] {
      guard case .failure(.unknown) = catalog.zone(named: name) else {
        Issue.record("'\(name)' was found")
        continue
      }
    }
  }
}
