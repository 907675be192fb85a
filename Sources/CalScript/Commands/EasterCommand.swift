import CalendarCore

/// `easter YEAR`: Easter Sunday by the Gregorian computus.
enum EasterCommand {
  static let easter = Command(
    "easter", group: .math, usage: "easter YEAR",
    summary: "Easter Sunday of a year (Gregorian computus, years 1583–9999)",
    examples: ["easter 2025", "easter 2024 | weekday"]
  ) { call in
    try call.expectArguments(atMost: 1)
    let (value, range) = try call.operand("a year, e.g. easter 2025")
    let year = try EasterCommand.year(of: value, at: range, in: call)
    return .date(try at(range) { () throws(CalendarError) in try Easter.sunday(in: year) })
  }

  /// A year for the computus: a whole number outside 1583…9999 gets Easter's own span in the
  /// error (`easter 10000`), not the calendar's 1…9999.
  static func year(of value: Value, at range: SourceRange, in call: Invocation) throws -> Int {
    if case .int(let n) = value, !Easter.years.contains(n) {
      throw call.error(CalendarError.math(.easterOutOfRange(n)).message, at: range)
    }
    return try MathCommands.year(of: value, at: range, in: call)
  }
}
