@testable import CalendarCore

/// The embedded tzdata's zones for tests: the same bytes on every machine.
enum Zones {
  static func named(_ name: String) throws -> ZoneRules {
    var catalog = ZoneCatalog(source: EmbeddedZoneSource())
    return try catalog.zone(named: name).get()
  }
}

extension Instant {
  /// The instant of an RFC 3339 text in UTC, `2025-03-30T01:00:00Z`, for tests.
  static func utc(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
  )
    throws -> Instant
  {
    try Instant(
      DateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second), offset: .utc)
  }
}

extension DateTime {
  static func wall(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
  )
    throws -> DateTime
  {
    try DateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}
