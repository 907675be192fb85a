import CalendarCore

/// A day in other calendars: one command per `CalendarSystem` (`julian DATE`), and `date`,
/// which reads a day written in one (`date julian 1752 9 2`).
enum CalendarCommands {
  /// `julian DATE` and its like: the day written in that calendar.
  static let all: [Command] = CalendarSystem.all.map { system in
    Command(
      system.name, group: .math, usage: "\(system.name) DATE",
      summary: "a date written in \(system.summary)",
      examples: system.examples.filter { $0.hasPrefix(system.name) }
    ) { call in
      .string(system.written(try call.date().dayCount))
    }
  }

  static let date = Command(
    "date", group: .math,
    usage: "date CALENDAR " + (CalendarSystem.all.first?.parts.joined(separator: " ") ?? ""),
    summary: "the day a date of another calendar names: "
      + CalendarSystem.all.map { "date \($0.name) \($0.parts.joined(separator: " "))" }.joined(
        separator: ", "),
    examples: CalendarSystem.all.flatMap { system in system.examples.filter { $0.hasPrefix("date ") } }
  ) { call in
    let calendars = CalendarSystem.all.map(\.name).joined(separator: ", ")
    guard let word = call.word(at: 0) else {
      throw call.error(
        "date reads a date of another calendar: date julian YEAR MONTH DAY (calendars: \(calendars)); "
          + "today's date is today",
        at: call.arguments.isEmpty ? nil : call.range(at: 0))
    }
    guard let system = CalendarSystem.named(word) else {
      throw call.error(
        "unknown calendar '\(word)'; date takes one of: \(calendars)"
          + didYouMean(word, among: CalendarSystem.all.map(\.name)),
        at: call.range(at: 0))
    }
    let usage = "date \(system.name) \(system.parts.joined(separator: " "))"
    guard call.arguments.count == system.parts.count + 1 else {
      throw call.error(
        "date \(system.name) takes \(system.parts.count) numbers: \(usage)",
        at: call.arguments.count > system.parts.count + 1 ? call.range(at: system.parts.count + 1) : nil)
    }
    var parts: [Int] = []
    for index in 1...system.parts.count {
      guard case .int(let number) = try call.value(at: index) else {
        throw call.error(
          "\(system.parts[index - 1]) must be a whole number: \(usage)", at: call.range(at: index))
      }
      parts.append(number)
    }
    let first = call.range(at: 1)
    let last = call.range(at: system.parts.count)
    let whole = SourceRange(offset: first.offset, length: last.offset + last.length - first.offset)
    let count = try at(whole) { () throws(CalendarError) in try system.dayCount(parts) }
    return .date(CivilDate(uncheckedDayCount: count))
  }
}
