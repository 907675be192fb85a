import TestSupport
import Testing

@testable import CalendarCore

/// RFC 8536's reader on the embedded files, on hand-made files, and on mutated files (which must
/// give a typed error or a zone that answers, never a trap).
struct TZifTests {
  @Test func readsTheEmbeddedBerlin() throws {
    let bytes = try #require(EmbeddedZoneSource().tzifBytes(named: "Europe/Berlin"))
    let tzif = try TZif(bytes)
    #expect(tzif.version >= 2)
    #expect(tzif.footer == "CET-1CEST,M3.5.0,M10.5.0/3")
    #expect(tzif.types.contains { $0.abbreviation == "LMT" && $0.offset.seconds == 3208 })
    #expect(tzif.transitionTimes == tzif.transitionTimes.sorted())
    #expect(try TZif.secondPart(of: bytes).map { TZif.wholeFile(fromSecondPart: $0) } == bytes)
  }

  @Test func versionOneFilesHaveNoFooter() throws {
    // One transition at 1,000,000 s from type 0 (+01:00 "AAA") to type 1 (+02:00 "BBB", DST).
    var file = Array("TZif".utf8) + [0] + [UInt8](repeating: 0, count: 15)
    for count: UInt32 in [0, 0, 0, 1, 2, 8] { file += bigEndian(count) }
    file += bigEndian(UInt32(1_000_000)) + [1]
    file += bigEndian(UInt32(3600)) + [0, 0] + bigEndian(UInt32(7200)) + [1, 4]
    file += Array("AAA\0BBB\0".utf8)
    let tzif = try TZif(file)
    #expect(tzif.version == 1 && tzif.footer == nil && tzif.transitionTimes == [1_000_000])
    let zone = try ZoneRules(name: "Test", tzif: tzif)
    #expect(zone.abbreviation(at: try Instant(secondsSinceEpoch: 999_999)) == "AAA")
    #expect(zone.abbreviation(at: try Instant(secondsSinceEpoch: 1_000_000)) == "BBB")
    #expect(zone.isDaylightSaving(at: try Instant(secondsSinceEpoch: 2_000_000_000)))
    #expect(throws: TZifError.truncated("data block")) { try TZif(Array(file.dropLast())) }
  }

  @Test func damagedHeadersAndFootersAreNamed() throws {
    let bytes = try #require(EmbeddedZoneSource().tzifBytes(named: "Asia/Tokyo"))
    #expect(throws: TZifError.notTZif) { try TZif([]) }
    #expect(throws: TZifError.notTZif) { try TZif(Array("TZi".utf8)) }
    #expect(throws: TZifError.notTZif) { try TZif(Array("<html>".utf8) + bytes) }
    #expect(throws: TZifError.truncated("footer")) { try TZif(Array(bytes.dropLast())) }
    var badFooter = bytes
    badFooter[badFooter.count - 2] = UInt8(ascii: ",")  // "JST-," has no offset
    #expect(throws: TZifError.self) { try ZoneRules(name: "Asia/Tokyo", bytes: badFooter) }
    #expect(TZifError.notTZif.message == "not a time zone file (no TZif header)")
  }

  /// Every embedded file with bytes flipped, cut, repeated and inserted: each read either fails
  /// with a TZifError or gives a zone whose every question answers.
  @Test func mutatedFilesNeverTrap() throws {
    let source = EmbeddedZoneSource()
    let names = source.zoneNames().filter { $0.linkTarget == nil }.map(\.name)
    var generator = SplitMix(seed: 8536)
    var parsed = 0
    var rejected = 0
    for round in 0..<3000 {
      var bytes = try #require(source.tzifBytes(named: names[round % names.count]))
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
        case 2: bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator))
        case 3: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
        case 4: bytes[at] = [0x00, 0xFF, 0x7F, 0x80, 0x0A, 0x2C][Int.random(in: 0..<6, using: &generator)]
        default:
          bytes.replaceSubrange(
            at..<min(at + 8, bytes.count), with: [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        }
        if bytes.isEmpty { break }
      }
      guard let zone = try? ZoneRules(name: "Fuzz", bytes: bytes) else {
        rejected += 1
        continue
      }
      parsed += 1
      for _ in 0..<4 {
        let instant = try Instant(
          secondsSinceEpoch: Int64.random(
            in: Instant.minimumSeconds...Instant.maximumSeconds, using: &generator))
        _ = zone.localTimeType(at: instant)
        _ = zone.nextTransition(after: instant)
        _ = zone.previousTransition(before: instant)
        _ = zone.ruleInForce(at: instant).words
        if let wall = try? instant.dateTime(at: .utc) {
          for disambiguation in Disambiguation.allCases {
            _ = zone.resolve(wall, disambiguation: disambiguation)
          }
        }
      }
      _ = zone.transitions(in: Int.random(in: 1...9999, using: &generator))
    }
    #expect(parsed > 100 && rejected > 100, "parsed \(parsed), rejected \(rejected)")
  }

  func bigEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }
}
