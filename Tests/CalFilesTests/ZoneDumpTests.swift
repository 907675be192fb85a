import CalFiles
import CalendarCore
import Glibc
import TestSupport
import Testing

/// What scripts/check-zones compares with Python's `zoneinfo`, `dateutil.tz` and GNU `date`:
/// for every zone of the system's zoneinfo and of the embedded copy, each change of offset or
/// abbreviation 1900–2100, 2,000 seeded random instants, and wall times around every change
/// resolved under the four disambiguations; and `@N` both ways. Written to the folder named by
/// CALSH_ZONES_DUMP; run by scripts/check-zones only.
struct ZoneDumpTests {
  @Test(.enabled(if: getenv("CALSH_ZONES_DUMP") != nil))
  func dumpForCheck() throws {
    let folder = String(cString: getenv("CALSH_ZONES_DUMP")!)
    var sources: [(String, any ZoneSource)] = [("embedded", EmbeddedZoneSource())]
    if let system = SystemZoneSource.find(tzdir: getenv("TZDIR").map { String(cString: $0) }) {
      sources.append(("system", system))
    }
    let from = try Instant(DateTime(year: 1900, month: 1, day: 1), offset: .utc)
    let through = try Instant(DateTime(year: 2101, month: 1, day: 1), offset: .utc)
    for (label, source) in sources {
      var catalog = ZoneCatalog(source: source)
      let out = DumpFile(path: "\(folder)/\(label).tsv")
      defer { out.close() }
      out.line("source\t\(source.release ?? "")")
      for entry in catalog.names() {
        if let target = entry.linkTarget {
          // A link is its zone's data under another name.
          let same = source.tzifBytes(named: entry.name) == source.tzifBytes(named: target)
          out.line("link\t\(entry.name)\t\(target)\t\(same ? "same" : "differs")")
          continue
        }
        let zone = try catalog.zone(named: entry.name).get()
        out.line("zone\t\(entry.name)")
        var at = from
        while let change = zone.nextTransition(after: at), change.instant < through {
          at = change.instant
          let before = change.before
          let after = change.after
          guard before.offset != after.offset || before.abbreviation != after.abbreviation else { continue }
          out.line(
            "t\t\(change.instant.secondsSinceEpoch)\t\(before.offset.seconds)\t\(before.abbreviation)\t\(after.offset.seconds)\t\(after.abbreviation)"
          )
          guard change.shift != 0, let wallBefore = change.wallTimeBefore,
            let wallAfter = change.wallTimeAfter
          else {
            continue
          }
          let low = min(wallBefore, wallAfter)
          let length = Int64(abs(change.shift))
          for step in [-1, 0, length / 2, length - 1, length] {
            guard let wall = try? low.adding(seconds: step) else { continue }
            var fields = ["w", wall.rfc3339]
            for disambiguation in Disambiguation.allCases {
              switch zone.resolve(wall, disambiguation: disambiguation) {
              case .success(let instant): fields.append("\(instant.secondsSinceEpoch)")
              case .failure(.outOfRange): fields.append("range")
              case .failure: fields.append("reject")
              }
            }
            out.line(fields.joined(separator: "\t"))
          }
        }
        var generator = SplitMix(seed: UInt64(truncatingIfNeeded: entry.name.hashValueStable))
        for i in 0..<2000 {
          // Half near today's rules (1800–2200), half anywhere in 0001–9999.
          let range =
            i % 2 == 0
            ? Int64(-5_364_662_400)...Int64(7_258_118_400) : Instant.minimumSeconds...Instant.maximumSeconds
          let instant = try Instant(secondsSinceEpoch: Int64.random(in: range, using: &generator))
          let type = zone.localTimeType(at: instant)
          out.line("r\t\(instant.secondsSinceEpoch)\t\(type.offset.seconds)\t\(type.abbreviation)")
        }
      }
    }
    // `@N` both ways: N to its UTC date-time, and a date-time to its N.
    let out = DumpFile(path: "\(folder)/epoch.tsv")
    defer { out.close() }
    var generator = SplitMix(seed: 1_700_000_000)
    for _ in 0..<10_000 {
      let instant = try Instant(
        secondsSinceEpoch: Int64.random(
          in: Instant.minimumSeconds...Instant.maximumSeconds, using: &generator),
        nanoseconds: Int64.random(in: 0..<1_000_000_000, using: &generator) / 1000 * 1000)
      out.line("n\t\(instant.secondsSinceEpoch)\t\(instant.nanosecond)\t\(instant)")
      let wall = try DateTime(
        date: CivilDate(dayCount: Int.random(in: -719_162...2_932_896, using: &generator)),
        time: TimeOfDay(secondsSinceMidnight: Int.random(in: 0..<86_400, using: &generator)))
      out.line("d\t\(wall.rfc3339)Z\t\(try Instant(wall, offset: .utc).secondsSinceEpoch)")
    }
  }
}

/// Lines to a file, buffered.
struct DumpFile {
  let file: UnsafeMutablePointer<FILE>

  init(path: String) {
    file = fopen(path, "w")!
  }

  func close() { fclose(file) }

  func line(_ text: String) {
    fputs(text, file)
    fputc(0x0A, file)
  }
}

extension String {
  /// FNV-1a of the name: a seed that is the same in every run (`hashValue` is not).
  var hashValueStable: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
