import CalendarCore

/// `explain 2025-03-30T02:30 Europe/Berlin`: how a wall time became an instant (the zone's rule
/// in force, a gap or an overlap and how `set disambiguation` resolved it); and `explain ZONED +
/// 1 day` / `+ 24 hours`: why calendar units and exact units differ.
enum InstantExplanations {
  /// The steps from a wall time in `zone` to the instant `resolved`.
  static func instant(
    _ wall: DateTime, in zone: ZoneRules, resolved: ZonedDateTime, choice: Disambiguation, reform: Reform
  ) -> Explanation {
    var e = Explanation()
    e.add("\(reform.line(of: wall)) is a wall time: what the clocks of \(zone.name) show.")
    let possible = zone.possibleInstants(for: wall)
    switch possible.count {
    case 0:
      // The rejection names the change; a resolved gap is described by the same words.
      if case .failure(let error) = zone.resolve(wall, disambiguation: .reject) {
        e.add(error.message.replacingFirst("; say earlier or later", with: "") + " (a gap).")
      }
      let moved =
        choice == .earlier
        ? "moved back by the gap's length (earlier)"
        : "moved forward by the gap's length (\(choice.rawValue))"
      e.add(
        "No instant shows it, so it is \(moved): \(reform.line(of: resolved.dateTime)) at \(resolved.offset)."
      )
    case 2:
      if case .failure(let error) = zone.resolve(wall, disambiguation: .reject) {
        e.add(error.message.replacingFirst("; say earlier or later", with: "") + " (an overlap).")
      }
      e.add(
        "set disambiguation is \(choice.rawValue): it takes the "
          + (choice == .later ? "later" : "earlier") + " of the two, at \(resolved.offset).")
    default:
      e.add("The clocks show it once: at UTC\(resolved.offset).")
    }
    e.add("The rule in force there: " + zone.ruleInForce(at: resolved.instant).words + ".")
    e.add(
      "The instant: \(reform.line(of: resolved.dateTime)) \(resolved.offset.seconds <= 0 ? "+" : "-") \(absolute(resolved.offset)) "
        + "= \(reform.text(of: resolved.instant)) (@\(resolved.instant.secondsSinceEpoch)).")
    e.add("Answer: \(resolved.line(reform: reform))")
    return e
  }

  /// `ZONED + 1 day` (calendar units on the wall clock) or `ZONED + 24 hours` (exact units on the
  /// time line), with what the other kind would give.
  static func adding(
    _ start: ZonedDateTime, calendar: DateDuration?, exact: ExactDuration?, result: ZonedDateTime,
    reform: Reform
  ) -> Explanation {
    var e = Explanation()
    e.add("Start: \(start.line(reform: reform)), the instant \(reform.text(of: start.instant)).")
    if let calendar {
      e.add(
        "\(calendar) is in calendar units: it moves the date on \(start.zone.name)'s wall clock, "
          + "\(reform.lineText(of: start.dateTime.date)) → \(reform.lineText(of: result.dateTime.date)), and keeps the clock at \(start.dateTime.time)"
          + (result.dateTime.time == start.dateTime.time ? "." : " (the wall time moved: a gap there)."))
      e.add(
        "That wall time is at \(result.offset) there\(result.offset == start.offset ? "" : ", not \(start.offset) as at the start"): "
          + "the instant \(reform.text(of: result.instant)), "
          + apart(result.instant.duration(since: start.instant)) + ".")
    }
    if let exact {
      e.add(
        "\(hours(exact)) is exact time: it is added to the instant, \(reform.text(of: start.instant)) → \(reform.text(of: result.instant)), "
          + "and shown on \(start.zone.name)'s clock at \(result.offset).")
      if result.offset != start.offset {
        e.add(
          "The offset changed from \(start.offset) to \(result.offset) between them, so the wall clock moved "
            + "\(hours(result.dateTime.duration(since: start.dateTime))), not \(hours(exact)): '+ 1 day' keeps the clock, "
            + "'+ 24 hours' does not.")
      }
    }
    e.add("Answer: \(result.line(reform: reform))")
    return e
  }

  /// `25 hours`, `1 hour 30 minutes`: exact time counted in hours, not days (a day is not 24
  /// hours here).
  private static func hours(_ duration: ExactDuration) -> String {
    let total = duration.seconds.magnitude
    let sign = duration.isNegative ? "-" : ""
    var words: [String] = []
    for (count, unit) in [(total / 3600, "hour"), (total / 60 % 60, "minute"), (total % 60, "second")]
    where count > 0 {
      words.append("\(sign)\(count) \(unit)\(count == 1 ? "" : "s")")
    }
    return words.isEmpty ? "0 seconds" : words.joined(separator: " ")
  }

  /// `23 hours after the start`, `23 hours before the start`.
  private static func apart(_ duration: ExactDuration) -> String {
    duration.isNegative
      ? hours(ExactDuration(seconds: -duration.seconds, nanoseconds: -Int64(duration.nanoseconds)))
        + " before the start"
      : hours(duration) + " after the start"
  }

  private static func absolute(_ offset: UTCOffset) -> String {
    String(offset.description.dropFirst())
  }
}

extension String {
  /// The text with the first `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let found = firstRange(of: target) else { return self }
    return self[..<found.lowerBound] + replacement + self[found.upperBound...]
  }
}
