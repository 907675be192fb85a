import CalSyntax
import CalendarCore

/// `zones` (the zones calsh knows, and which tzdata answers) and `zone NAME YEAR` (a zone's
/// changes of clocks in a year).
enum ZoneCommands {
  static let zones = Command(
    "zones", group: .math, usage: "zones [TEXT]",
    summary: "the time zones calsh knows (names containing TEXT, any case), and which tzdata answers",
    details: "Zones are read from the system's zoneinfo ($TZDIR, else /usr/share/zoneinfo), else from the "
      + "copy of tzdata built into calsh. A link is shown with the zone it names.",
    examples: ["zones", "zones berlin", "zones america/ar"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let filter = call.arguments.isEmpty ? nil : try call.name(at: 0)?.lowercased()
    let catalog = call.interpreter.catalog()
    let names = catalog.names().filter { filter == nil || $0.name.lowercased().contains(filter!) }
    var lines = names.map { name in name.linkTarget.map { "\(name.name) → \($0)" } ?? name.name }
    let zoneCount = names.count { $0.linkTarget == nil }
    lines.append(
      "(\(zoneCount) zone\(zoneCount == 1 ? "" : "s") and \(names.count - zoneCount) link"
        + "\(names.count - zoneCount == 1 ? "" : "s")\(filter == nil ? "" : " matching '\(filter!)'"), from "
        + catalog.source.summary + ")")
    return .string(lines.joined(separator: "\n"))
  }

  static let zone = Command(
    "zone", group: .math, usage: "zone NAME [YEAR]",
    summary: "a time zone's changes of clocks in a year (default this year), with the offsets and names",
    examples: ["zone Europe/Berlin 2026", "zone America/New_York 2026", "zone Australia/Lord_Howe 2026"]
  ) { call in
    try call.expectArguments(atMost: 2)
    guard !call.arguments.isEmpty, let name = try call.name(at: 0) else {
      throw call.error("zone needs a zone's name, as in zone Europe/Berlin 2026")
    }
    let year = try call.integer(at: 1, default: call.settings.today.year, in: 1...9999)
    let rules = try call.interpreter.zone(named: name, at: call.range(at: 0))
    let changes = rules.transitions(in: year)
    guard !changes.isEmpty else {
      let type = (try? Instant(DateTime(year: year, month: 7, day: 1), offset: .utc)).map {
        rules.localTimeType(at: $0)
      }
      return .string(
        "\(rules.name) does not change its clocks in \(year)"
          + (type.map { ": \($0.offset) (\($0.abbreviation)) all year" } ?? ""))
    }
    return .string(changes.map(describe).joined(separator: "\n"))
  }

  static let until = Command(
    "until", group: .math, usage: "until TIME | until DATE-TIME",
    summary: "the exact time from now until a time today (in the session's zone) or a date-time",
    details: "A time of day or a date-time without a zone is the session zone's wall time (set tz); "
      + "a time already past today is negative.",
    examples: ["until 17:00", "until 2026-12-24T18:00", "until 2027-01-01T00:00 Asia/Tokyo"]
  ) { call in
    try call.expectArguments(atMost: 1)
    guard !call.arguments.isEmpty else { throw call.error("until needs a time, as in until 17:00") }
    let interpreter = call.interpreter
    let target: Instant
    switch try call.value(at: 0) {
    case .scalar(let zoned as ZonedDateTime): target = zoned.instant
    case .scalar(let wall as DateTime):
      target = try interpreter.inSessionZone(wall, at: call.range(at: 0)).instant
    case .scalar(let time as TimeOfDay):
      target = try interpreter.inSessionZone(
        DateTime(date: call.settings.today, time: time), at: call.range(at: 0)
      ).instant
    case .date(let date):
      target = try interpreter.inSessionZone(DateTime(date: date), at: call.range(at: 0)).instant
    case let other:
      throw call.wrongKind(other, at: call.range(at: 0), expected: "a time or a date-time")
    }
    return .scalar(target.duration(since: try interpreter.now(at: call.call.nameRange).instant))
  }

  static let epoch = Command(
    "epoch", group: .math, usage: "epoch [ms]",
    summary: "a date-time piped in as seconds (or milliseconds) since 1970-01-01T00:00Z, as date +%s",
    details: "A date-time or date without a zone is the session zone's wall time (set tz); @N goes back.",
    examples: ["2026-11-28T00:25:53+00:00 | epoch", "@1700000000.123 | epoch ms", "now | epoch"],
    words: ["ms"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let inMilliseconds = call.word(at: 0) == "ms"
    if !call.arguments.isEmpty, !inMilliseconds {
      throw call.error("epoch takes ms or nothing: | epoch, | epoch ms", at: call.range(at: 0))
    }
    guard let subject = call.subject else {
      throw call.error("epoch needs a date-time on its left, as in now | epoch")
    }
    let interpreter = call.interpreter
    let at = call.call.nameRange
    let instant: Instant
    switch subject {
    case .scalar(let zoned as ZonedDateTime): instant = zoned.instant
    case .scalar(let wall as DateTime): instant = try interpreter.inSessionZone(wall, at: at).instant
    case .date(let date): instant = try interpreter.inSessionZone(DateTime(date: date), at: at).instant
    default: throw call.wrongKind(subject, at: at, expected: "a date-time")
    }
    return .int(Int(inMilliseconds ? instant.millisecondsSinceEpoch : instant.secondsSinceEpoch))
  }

  /// `2026-03-29T02:00 → 03:00  +01:00 → +02:00  CET → CEST  (forward 1 hour)`.
  private static func describe(_ change: ZoneTransition) -> String {
    let before = change.wallTimeBefore.map(\.description) ?? "?"
    let after = change.wallTimeAfter.map {
      $0.date == change.wallTimeBefore?.date ? $0.time.description : "\($0)"
    }
    let shift = change.shift
    let direction = shift > 0 ? "forward" : shift < 0 ? "back" : "no shift"
    let amount = ExactDuration(seconds: Int64(shift.magnitude)).description
    return "\(before) → \(after ?? "?")  \(change.before.offset) → \(change.after.offset)  "
      + "\(change.before.abbreviation) → \(change.after.abbreviation)"
      + (shift == 0 ? "  (names change)" : "  (clocks \(direction) \(amount))")
  }
}
