import CalSyntax
import CalendarCore

/// `years` and `months`: a duration in whole units, for ages and terms
/// (`between 1990-05-15 2026-11-24 | years` is 36).
enum DurationCommands {
  static let years = Command(
    "years", group: .math, usage: "years",
    summary: "the whole years of a duration piped in (its days left out): an age",
    examples: ["between 1990-05-15 2026-11-24 | years"]
  ) { call in
    .int(try wholeMonths(call) / 12)
  }

  static let months = Command(
    "months", group: .math, usage: "months",
    summary: "the whole months of a duration piped in (its days left out)",
    examples: ["between 1990-05-15 2026-11-24 | months"]
  ) { call in
    .int(try wholeMonths(call))
  }

  /// The years and months of the duration piped in, as months; its days are left out.
  private static func wholeMonths(_ call: Invocation) throws -> Int {
    try call.expectArguments(atMost: 0)
    guard let subject = call.subject else {
      throw call.error(
        "\(call.name) needs a duration on its left, e.g. between 1990-05-15 today | \(call.name)")
    }
    guard case .duration(let duration) = subject else {
      throw call.wrongKind(subject, at: call.call.nameRange, expected: "a duration")
    }
    // A plain count of days longer than any month (`(2026-11-24 - 1990-05-15) | years`) has lost
    // its dates, and with them the months' lengths: 0 would be silently wrong.
    if duration.years == 0, duration.months == 0, duration.days.magnitude > 31 {
      throw call.error(
        "\(call.name) counts the whole \(call.name) of a duration between two dates; "
          + "\(duration.days.magnitude) days have no calendar to count them in "
          + "(as in between 1990-05-15 2026-11-24 | \(call.name))")
    }
    return try call.run { () throws(CalendarError) in try duration.totalMonths() }
  }
}
