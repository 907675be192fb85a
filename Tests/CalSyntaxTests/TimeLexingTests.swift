import CalSyntax
import Testing

/// Times, date-times, timestamps and zone names as tokens (issue 28).
struct TimeLexingTests {
  func kinds(_ text: String) throws -> [TokenKind] { try CalSyntaxTests.tokens(of: text).map(\.kind) }

  func error(_ text: String) -> String? {
    do {
      _ = try CalSyntaxTests.tokens(of: text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func timesOfDay() throws {
    #expect(try kinds("15:30 15:30:05 15:30:05.123456789 9:05") == [.time, .time, .time, .time, .end])
    #expect(try kinds("3pm") == [.shortDuration, .end])  // the parser reads it as a time
    #expect(try kinds("3:30 pm") == [.time, .identifier, .end])
  }

  @Test func dateTimesWithOffsetsAndZones() throws {
    for text in [
      "2025-03-30T01:30", "2025-03-30T01:30:05", "2025-03-30t01:30:05.5", "2025-03-30T01:30Z",
      "2026-11-28T00:25:53+00:00", "2025-03-30T01:30-0500", "2025-03-30T01:30+09",
      "2025-03-30T03:30+02:00[Europe/Berlin]", "2025-03-30T01:30[America/Argentina/Buenos_Aires]",
    ] {
      #expect(try kinds(text) == [.dateTime, .end], "\(text)")
    }
    #expect(try kinds("2025-03-30T01:30 Europe/Berlin") == [.dateTime, .zoneName, .end])
    #expect(try kinds("2025-03-30 01:30") == [.date, .time, .end])
    #expect(try kinds("2025-03-30T01:30 - 2 hours") == [.dateTime, .minus, .integer, .identifier, .end])
  }

  /// More digits than nanoseconds are refused, never cut; a glued or short clock is an error.
  @Test func malformedTimes() {
    #expect(error("15:30:05.1234567890")?.contains("10 digits after the second") == true)
    #expect(error("2025-03-30T01:30:00.1234567890Z")?.contains("does not cut them") == true)
    #expect(error("2025-03-30T1:30")?.contains("is not a time") == true)
    #expect(error("15:30x")?.contains("is not a time") == true)
    #expect(error("2025-03-30T01:30[Europe/Berlin")?.contains("[Area/City]") == true)
  }

  @Test func timestamps() throws {
    #expect(try kinds("@1700000000 @1700000000.123 @-86400") == [.timestamp, .timestamp, .timestamp, .end])
    #expect(error("@")?.contains("starts a Unix timestamp") == true)
    #expect(error("@12x")?.contains("is not a timestamp") == true)
    #expect(error("@1.1234567890")?.contains("10 digits") == true)
  }

  /// A zone's name is one word only after one of the database's areas; any other `a/b` divides.
  @Test func zoneNamesAndDivision() throws {
    #expect(
      try kinds("Europe/Berlin America/Port-au-Prince Etc/GMT+5 us/eastern") == [
        .zoneName, .zoneName, .zoneName, .zoneName, .end,
      ])
    #expect(try kinds("a/b") == [.identifier, .slash, .identifier, .end])
    #expect(try kinds("europe / 2") == [.identifier, .slash, .integer, .end])
    #expect(try kinds("Mars/Olympus") == [.identifier, .slash, .identifier, .end])
  }
}
