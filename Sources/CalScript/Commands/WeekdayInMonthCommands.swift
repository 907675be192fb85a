import CalSyntax
import CalendarCore

/// `nth N WEEKDAY YM` and `last WEEKDAY YM`: the 4th Thursday of November, the last Friday of May.
enum WeekdayInMonthCommands {
  static let nth = Command(
    "nth", group: .math, kind: .valueCommand, usage: "nth N WEEKDAY YM",
    summary: "the Nth weekday of a month (1 to 5, or -1 to -5 counting from the end)",
    details: "Under set reform it counts by the calendar among the days that existed; one that falls "
      + "outside calsh's days (before Julian 0001-01-03 or after 9999-10-19) is an error, never "
      + "another day. last WEEKDAY YM is nth -1.",
    examples: ["nth 4 thu 2026-11", "nth -1 fri 2024-05", "nth 2 tue may"]
  ) { call in
    guard call.arguments.count == 3 || (call.arguments.count == 2 && call.subject != nil) else {
      throw call.error("nth takes a number, a weekday and a month: nth 4 thu 2026-11")
    }
    guard case .int(let n) = try call.value(at: 0) else {
      throw call.error("nth counts with a whole number (1 to 5, or -1 to -5)", at: call.range(at: 0))
    }
    let weekday = try WeekdayInMonthCommands.weekday(call, at: 1)
    let month = try WeekdayInMonthCommands.month(call, at: 2)
    let reform = call.calendarInForce
    return .date(
      try at(call.range(at: 0)) { () throws(CalendarError) in try reform.nth(n, weekday, in: month) })
  }

  /// `last WEEKDAY YM`; `last` with a number or nothing is the list stage.
  static func lastWeekday(_ call: Invocation) throws -> Value {
    guard call.arguments.count == 2 || (call.arguments.count == 1 && call.subject != nil) else {
      throw call.error("last takes a weekday and a month: last fri 2024-05")
    }
    // `days … | last fri`: the last Friday among these days is a `where` away.
    if call.arguments.count == 1, let subject = call.subject {
      switch subject {
      case .days, .dayList, .months, .dateRange:
        let found = try weekday(call, at: 0)
        let day = found.shortName.lowercased()
        throw call.error(
          "last \(day) finds the last \(found.name) of one month (last \(day) 2024-05); to keep the last "
            + "\(found.name) of these days, write where weekday == \(day) | last")
      default: break
      }
    }
    let (found, month) = (try weekday(call, at: 0), try month(call, at: 1))
    // The month's range: its argument, or the command's name when the month is piped in.
    let range = call.arguments.count > 1 ? call.range(at: 1) : call.call.nameRange
    let reform = call.calendarInForce
    return .date(try at(range) { () throws(CalendarError) in try reform.nth(-1, found, in: month) })
  }

  private static func weekday(_ call: Invocation, at index: Int) throws -> Weekday {
    let value = try call.value(at: index)
    guard case .weekday(let weekday) = value else {
      throw call.wrongKind(value, at: call.range(at: index), expected: "a weekday (mon … sun) here")
    }
    return weekday
  }

  /// The month argument at `index`, or the month piped in when it is left out.
  private static func month(_ call: Invocation, at index: Int) throws -> YearMonth {
    if index < call.arguments.count {
      return try MathCommands.yearMonth(of: try call.value(at: index), at: call.range(at: index), in: call)
    }
    return try MathCommands.yearMonth(of: call.subject!, at: call.call.nameRange, in: call)
  }
}
