import Testing

@testable import CalShell

/// The host's zone as Unix tools read `TZ`, and `--tz` (QA of issue 28: a path and a POSIX rule
/// in `TZ` were refused, and `--tz` did not exist).
struct HostZoneTests {
  @Test func tzNamesAZoneAFileOrARule() {
    #expect(localZoneName(tz: "Asia/Tokyo") == "Asia/Tokyo")
    #expect(localZoneName(tz: ":Asia/Tokyo") == "Asia/Tokyo")
    #expect(localZoneName(tz: "/usr/share/zoneinfo/Asia/Tokyo") == "Asia/Tokyo")
    #expect(localZoneName(tz: ":/usr/share/zoneinfo/America/New_York") == "America/New_York")
    #expect(localZoneName(tz: "") == "UTC")
    // A rule is handed on as written; the interpreter reads it as the C library does.
    #expect(localZoneName(tz: "JST-9") == "JST-9")
  }

  @Test func tzFlagIsRead() {
    guard case .run(let options) = ParsedCommandLine(["--tz", "Asia/Tokyo", "-c", "now"]) else {
      Issue.record("--tz was refused")
      return
    }
    #expect(options.timeZone == "Asia/Tokyo")
  }
}
