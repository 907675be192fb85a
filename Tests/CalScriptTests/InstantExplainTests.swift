import CalSyntax
import Testing

@testable import CalScript

/// `explain` of a wall time in a zone and of calendar vs exact units on it (issue 28).
struct InstantExplainTests {
  func explained(_ text: String) -> String {
    let result = evaluate("set width 1000; " + text, today: "2026-11-28")
    return result.output + result.errors.map { "error: " + $0.message }.joined()
  }

  @Test func aGapIsNamedAndItsResolutionSaid() {
    let text = explained("explain 2025-03-30T02:30 Europe/Berlin")
    #expect(
      text.contains("the clocks go forward from 02:00 to 03:00 (+01:00 to +02:00) on 2025-03-30 (a gap)"))
    #expect(text.contains("moved forward by the gap's length (compatible): 2025-03-30T03:30 at +02:00"))
    #expect(text.contains("CEST (UTC+02:00, daylight saving time)"))
    #expect(text.contains("= 2025-03-30T01:30:00Z (@1743298200)"))
    #expect(text.hasSuffix("Answer: 2025-03-30T03:30+02:00[Europe/Berlin]\n"))
    #expect(
      explained("set disambiguation earlier; explain 2025-03-30T02:30 Europe/Berlin").contains("moved back"))
  }

  @Test func anOverlapFollowsTheSetting() {
    let text = explained("set disambiguation later; explain 2025-10-26T02:30 Europe/Berlin")
    #expect(text.contains("happens twice in Europe/Berlin"))
    #expect(text.contains("it takes the later of the two, at +01:00"))
    #expect(text.hasSuffix("Answer: 2025-10-26T02:30+01:00[Europe/Berlin]\n"))
  }

  @Test func aDayAndTwentyFourHoursDiffer() {
    let day = explained("explain 2025-03-29T12:00 Europe/Berlin + 1 day")
    #expect(day.contains("keeps the clock at 12:00"))
    #expect(day.contains("23 hours after the start"))
    #expect(day.hasSuffix("Answer: 2025-03-30T12:00+02:00[Europe/Berlin]\n"))
    let hours = explained("explain 2025-03-29T12:00 Europe/Berlin + 24 hours")
    #expect(hours.contains("the wall clock moved 25 hours, not 24 hours"))
    #expect(hours.hasSuffix("Answer: 2025-03-30T13:00+02:00[Europe/Berlin]\n"))
  }
}
