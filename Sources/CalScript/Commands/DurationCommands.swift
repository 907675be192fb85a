import CalSyntax
import CalendarCore
import Ledger

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

  static let weeks = Command(
    "weeks", group: .math, usage: "weeks",
    summary:
      "the whole weeks and the days left of a duration of days, or of a range of dates: 17 weeks 1 day",
    details: """
      Takes B - A (a count of days), a range of dates A..B (the days from A to B, as B - A) or a \
      duration shorter than a month. Printed alone it reads 17 weeks 1 day; in a row, CSV or \
      JSON it is the whole weeks (17); between A B | weeks counts the days between. A duration of \
      months (1 month | weeks) has no fixed count of weeks: give the dates, (B - A) | weeks.
      """,
    examples: [
      "2026-05-01 - 2026-01-01 | weeks", "2026-01-01..2026-05-01 | weeks",
      "between 2026-01-01 2026-05-01 | weeks",
    ]
  ) { call in
    try call.expectArguments(atMost: 0)
    guard let subject = call.subject else {
      throw call.error("weeks needs a duration on its left, e.g. 2026-05-01 - 2026-01-01 | weeks")
    }
    let days: Int
    switch subject {
    case .duration(let duration) where duration.years == 0 && duration.months == 0: days = duration.days
    case .duration:
      throw call.error(
        "weeks counts days, and months have no fixed count of weeks: give the dates, (B - A) | weeks, "
          + "A..B | weeks or between A B | weeks")
    case .dateRange(let first, let last): days = last.days(since: first)
    default:
      throw call.wrongKind(
        subject, at: call.call.nameRange, expected: "a duration of days or a range of dates")
    }
    let (weeks, rest) = (days / 7, days % 7)
    return .worked(
      .int(weeks),
      working: "\(weeks) week\(weeks.magnitude == 1 ? "" : "s") \(rest) day\(rest.magnitude == 1 ? "" : "s")")
  }

  static let hours = exactUnit("hours", nanoseconds: 3_600_000_000_000)
  static let minutes = exactUnit("minutes", nanoseconds: 60_000_000_000)
  static let seconds = exactUnit("seconds", nanoseconds: 1_000_000_000)

  /// `hours`, `minutes`, `seconds`: a duration on the time line as a number of the unit, exact
  /// (`39.5`; a fraction that does not end, such as a minute in hours, to nine decimals). A
  /// duration of whole days counts 24 hours a day.
  private static func exactUnit(_ name: String, nanoseconds unit: Int128) -> Command {
    Command(
      name, group: .math, usage: name,
      summary:
        "a duration on the time line piped in as a number of \(name), with its fraction (39.5)",
      examples: ["2025-11-03T09:00 - 2025-11-01T17:30 | \(name)", "90 min | \(name)"]
    ) { call in
      try call.expectArguments(atMost: 0)
      guard let subject = call.subject else {
        throw call.error("\(name) needs a duration on its left, e.g. 90 min | \(name)")
      }
      let total: Int128
      switch subject {
      case .scalar(let exact as ExactDuration):
        total = Int128(exact.seconds) * 1_000_000_000 + Int128(exact.nanoseconds)
      case .scalar(let interval as DateTimeInterval):
        let length = interval.length
        total = Int128(length.seconds) * 1_000_000_000 + Int128(length.nanoseconds)
      case .duration(let duration) where duration.years == 0 && duration.months == 0:
        total = Int128(duration.days) * 86_400_000_000_000
      case .duration:
        throw call.error(
          "\(name) counts a duration on the time line; years and months have no fixed length in \(name) "
            + "(| months and | years count those)")
      default: throw call.wrongKind(subject, at: call.call.nameRange, expected: "a duration")
      }
      return decimal(total, per: unit)
    }
  }

  /// `total / unit` as a whole number, or a decimal with as few places as it takes (at most nine,
  /// rounded half away from zero at the ninth).
  private static func decimal(_ total: Int128, per unit: Int128) -> Value {
    if total % unit == 0 { return .int(Int(total / unit)) }
    var scale = 0
    var power: Int128 = 1
    while scale < 9, (total * power) % unit != 0 {
      scale += 1
      power *= 10
    }
    let scaled = total * power
    var units = scaled / unit
    if (scaled % unit).magnitude * 2 >= unit.magnitude { units += scaled < 0 ? -1 : 1 }
    return .money(Money(units: units, scale: scale))
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
