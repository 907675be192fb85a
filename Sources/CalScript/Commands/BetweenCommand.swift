import CalSyntax
import CalendarCore

/// `between A B`: the years, months and days from one date to another.
enum BetweenCommand {
  static let between = Command(
    "between", group: .math, kind: .valueCommand, usage: "between DATE DATE",
    summary: "the years, months and days from the first date to the second (negative when earlier)",
    details: "The most whole months that fit (clamped as + clamps), then days, so A + (between A B) is B.",
    examples: [
      "between 2023-01-31 2023-03-01", "between 2000-02-29 2024-02-28", "between 2023-03-01 2023-01-31",
    ]
  ) { call in
    let (start, end) = try dates(call)
    return .duration(call.calendarInForce.between(start, end, monthEnd: call.settings.monthEnd))
  }

  static func dates(_ call: Invocation) throws -> (CivilDate, CivilDate) {
    guard call.arguments.count == 2 || (call.arguments.count == 1 && call.subject != nil) else {
      throw call.error("between takes two dates: between 2023-01-31 2023-03-01")
    }
    var values: [(Value, SourceRange)] = []
    if call.arguments.count == 1, let subject = call.subject { values.append((subject, call.call.nameRange)) }
    for index in call.arguments.indices { values.append((try call.value(at: index), call.range(at: index))) }
    var dates: [CivilDate] = []
    for (value, range) in values {
      guard case .date(let date) = value else { throw call.wrongKind(value, at: range, expected: "dates") }
      dates.append(date)
    }
    return (dates[0], dates[1])
  }
}
