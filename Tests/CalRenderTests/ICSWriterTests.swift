import CalendarCore
import Testing

@testable import CalRender

struct ICSWriterTests {
  let stamp = CivilDate(uncheckedYear: 2025, month: 1, day: 2)

  /// The file for `events`, as text.
  func file(_ events: [ICSEvent]) -> String {
    var bytes: [UInt8] = []
    let out = Output(limit: 16) { bytes += $0 }
    var writer = ICSWriter(stamp: stamp)
    writer.writeHeader(to: out)
    for event in events { writer.write(event, to: out) }
    writer.writeFooter(to: out)
    out.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  func lines(_ text: String) -> [Substring] {
    text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test func anAllDayEventWithCRLFLines() {
    let text = file([ICSEvent(date: CivilDate(uncheckedYear: 2025, month: 1, day: 31), summary: "Payday")])
    #expect(!text.replacingOccurrences("\r\n", "").contains("\n"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    let body = lines(text)
    #expect(body.first == "BEGIN:VCALENDAR")
    #expect(body.contains("PRODID:-//calsh//calsh//EN"))
    #expect(body.contains("DTSTAMP:20250102T000000Z"))
    #expect(body.contains("DTSTART;VALUE=DATE:20250131"))
    #expect(body.contains("DTEND;VALUE=DATE:20250201"))
    #expect(body.contains("SUMMARY:Payday"))
  }

  @Test func theLastDayOfTheCalendarHasNoEnd() {
    let text = file([ICSEvent(date: CivilDate(uncheckedYear: 9999, month: 12, day: 31))])
    #expect(text.contains("DTSTART;VALUE=DATE:99991231\r\n"))
    #expect(!text.contains("DTEND"))
    #expect(!text.contains("SUMMARY"))
  }

  @Test func textIsEscaped() {
    let text = file([ICSEvent(date: stamp, summary: "a\\b;c,d\ne\r\nf\u{7}g")])
    #expect(text.contains(#"SUMMARY:a\\b\;c\,d\ne\nfg"# + "\r\n"))
  }

  @Test func theRuleIsWritten() {
    let text = file([ICSEvent(date: stamp, summary: "x", rule: "FREQ=MONTHLY;BYMONTHDAY=-1")])
    #expect(text.contains("\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1\r\n"))
  }

  @Test(arguments: [
    String(repeating: "a", count: 200), String(repeating: "é", count: 100),
    String(repeating: "日本", count: 60),
    "x" + String(repeating: "🎌", count: 40), String(repeating: "ab,", count: 50),
  ])
  func longLinesAreFoldedBetweenCharacters(summary: String) throws {
    let text = file([ICSEvent(date: stamp, summary: summary)])
    var bytes = Array(text.utf8)[...]
    var unfolded: [UInt8] = []
    var sawFold = false
    while let end = bytes.firstRange(of: [0x0D, 0x0A]) {
      let line = bytes[..<end.lowerBound]
      #expect(line.count <= 75)
      // Each physical line is whole UTF-8 by itself: no character is split.
      #expect(String(validating: line, as: UTF8.self) != nil)
      if line.first == 0x20 {
        sawFold = true
        unfolded += line.dropFirst()
      } else {
        unfolded += [0x0A] + line
      }
      bytes = bytes[end.upperBound...]
    }
    #expect(sawFold)
    var escaped: [UInt8] = []
    ICSWriter.appendEscaped(summary, to: &escaped)
    let text2 = String(decoding: unfolded, as: UTF8.self)
    #expect(text2.contains("\nSUMMARY:" + String(decoding: escaped, as: UTF8.self) + "\n"))
  }

  @Test func uidsAreStableAndDistinct() {
    let day = CivilDate(uncheckedYear: 2025, month: 5, day: 1)
    let once = file([ICSEvent(date: day, summary: "A"), ICSEvent(date: day, summary: "A")])
    let again = file([ICSEvent(date: day, summary: "A"), ICSEvent(date: day, summary: "A")])
    #expect(once == again)
    let uids = lines(once).filter { $0.hasPrefix("UID:") }
    #expect(uids.count == 2 && uids[0] != uids[1])
    #expect(uids.allSatisfy { $0.hasSuffix("-20250501@calsh") })
    let other = lines(file([ICSEvent(date: day, summary: "B")])).filter { $0.hasPrefix("UID:") }
    #expect(other[0] != uids[0])
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
