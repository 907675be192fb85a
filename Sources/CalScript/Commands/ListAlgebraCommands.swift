import CalSyntax
import CalendarCore

/// Lists of days combined and reordered: `union`, `intersect`, `except` (sets of days, sorted,
/// each day once), `sort`, `unique`, `reverse`, and paired: `zip`.
enum ListAlgebraCommands {
  static let union = combining(
    "union", summary: "the days in any of the lists, sorted, each once (a + b says the same)",
    example: "union (every month on day 15 from 2026-01 for 3) (every month on day -1 from 2026-01 for 3)"
  ) { $0.union($1) }

  static let intersect = combining(
    "intersect", summary: "the days in every one of the lists, sorted, each once",
    example:
      "intersect (days 2026-01-01..2026-03-31 | where number == 13) (every week on fri from 2026-01 for 13)"
  ) { $0.intersection($1) }

  static let except = combining(
    "except", summary: "the days of the first list that are in none of the others, sorted, each once (a - b)",
    example: "days 2026-12-01..2026-12-31 | where isWeekend == false | except (holidays us 2026)"
  ) { $0.subtracting($1) }

  /// A command combining the lists given (and the one piped in, first) as sets of days.
  private static func combining(
    _ name: String, summary: String, example: String,
    _ combine: @escaping @Sendable (DaySet, DaySet) -> DaySet
  ) -> Command {
    Command(
      name, group: .listStages, usage: "\(name) LIST LIST … | LIST | \(name) LIST …",
      summary: summary,
      details: """
        Each list is a day list (days, every, rrule, where's days, a month's days), dates a \
        command gives (easter 2020..2030), holidays, a range of dates or one date. The answer is \
        a day list: sorted, each day once, read in time linear in the lists' lengths.
        """,
      examples: [example]
    ) { call in
      var operands: [(value: Value, range: SourceRange)] = []
      if let subject = call.subject { operands.append((subject, call.call.nameRange)) }
      for index in call.arguments.indices {
        operands.append((try call.value(at: index), call.range(at: index)))
      }
      guard operands.count >= 2 else {
        throw call.error("\(name) takes two lists or more: \(name) A B, or A | \(name) B")
      }
      var sets: [DaySet] = []
      for operand in operands { sets.append(DaySet(try dayCounts(operand.value, at: operand.range, call))) }
      return call.interpreter.heldDays(sets.dropFirst().reduce(sets[0], combine).counts)
    }
  }

  static let sort = Command(
    "sort", group: .listStages, usage: "sort [by FIELD] [desc]",
    summary: "the days of a list in date order (desc: latest first), repeats kept; by FIELD: rows by a field",
    details: """
      sort by FIELD orders the rows of a day list, holidays, entries or zip's and count by's rows \
      by one field as where reads it (weekdays from the first weekday set); rows with equal \
      fields keep their order, and a row without the field (-) comes last.
      """,
    examples: [
      "(every month on day 31 from 2026-01 for 3) + (every month on day 1 from 2026-01 for 3) | sort desc",
      "holidays us 2026 | sort by name | table date name",
    ],
    words: ["by", "desc"]
  ) { call in
    if call.word(at: 0) == "by" {
      guard call.arguments.count >= 2, let field = try call.name(at: 1) else {
        throw call.error("sort by takes a field: sort by weekday", at: call.range(at: 0))
      }
      guard let subject = call.subject else {
        throw call.error("sort by needs a list on its left, e.g. holidays us 2026 | sort by name")
      }
      var descending = false
      if call.arguments.count > 2 {
        guard call.arguments.count == 3, call.word(at: 2)?.lowercased() == "desc" else {
          throw call.error(
            "sort by FIELD takes desc (the other way round) or nothing after it", at: call.range(at: 2))
        }
        descending = true
      }
      return try call.interpreter.sortBy(
        field, descending: descending, of: subject, call: call, at: call.range(at: 1))
    }
    let descending = try ListAlgebraCommands.descending(call)
    var counts = try piped(call)
    counts.sort()
    if descending { counts.reverse() }
    return call.interpreter.heldDays(counts)
  }

  static let unique = Command(
    "unique", group: .listStages, usage: "unique",
    summary: "the days of a list, each once, where it first comes, in the list's order",
    examples: ["(every month on day 30 from 2026-01 for 3) + 1 month | unique"]
  ) { call in
    try call.expectArguments(atMost: 0)
    var seen = Set<Int>()
    return call.interpreter.heldDays(try piped(call).filter { seen.insert($0).inserted })
  }

  static let reverse = Command(
    "reverse", group: .listStages, usage: "reverse",
    summary: "the days of a list, last first",
    examples: ["every week on mon from 2026-01-05 for 3 | reverse"]
  ) { call in
    try call.expectArguments(atMost: 0)
    return call.interpreter.heldDays(try piped(call).reversed())
  }

  static let zip = Command(
    "zip", group: .listStages, usage: "zip LIST LIST … [as NAME NAME …] | LIST | zip LIST …",
    summary: "rows pairing the lists' days in order: the first day of each, then the second …",
    details: """
      Each list is a list of days or dates, as union takes them; the rows' fields are a, b, c … \
      unless named after as. The lists must be equally long: a list longer than another is an \
      error naming both lengths (a rota whose ends and starts do not pair is a mistake to see). \
      The rows print as a table and go to table, csv, json and count.
      """,
    examples: [
      "zip (every week on mon from 2026-01-05 for 4) ((every week on mon from 2026-01-05 for 4) + 6 days) as start end"
    ],
    words: ["as"]
  ) { call in
    var operands: [(value: Value, range: SourceRange)] = []
    if let subject = call.subject { operands.append((subject, call.call.nameRange)) }
    var names: [String] = []
    var index = 0
    while index < call.arguments.count {
      if call.word(at: index) == "as" {
        for named in (index + 1)..<call.arguments.count {
          guard let name = try call.name(at: named) else {
            throw call.error("zip takes a name for each list after as", at: call.range(at: named))
          }
          names.append(name)
        }
        break
      }
      operands.append((try call.value(at: index), call.range(at: index)))
      index += 1
    }
    guard operands.count >= 2 else {
      throw call.error("zip takes two lists or more: zip A B, or A | zip B")
    }
    if names.isEmpty {
      names = operands.indices.map { String(UnicodeScalar(UInt8(97 + min($0, 25)))) }
    } else if names.count != operands.count || Set(names).count != names.count {
      throw call.error(
        "zip takes one name for each of its \(operands.count) lists after as, each different",
        at: call.range(at: index))
    }
    var lists: [[Int]] = []
    for operand in operands { lists.append(try dayCounts(operand.value, at: operand.range, call)) }
    if let short = lists.firstIndex(where: { $0.count != lists[0].count }) {
      throw call.error(
        "zip pairs lists of the same length: \(names[0]) has \(lists[0].count.counting("day")), "
          + "\(names[short]) \(lists[short].count.counting("day"))", at: operands[short].range)
    }
    return .records(RecordList(names: names, dayColumns: lists))
  }

  /// `sort desc`: whether the one word says latest first.
  private static func descending(_ call: Invocation) throws -> Bool {
    try call.expectArguments(atMost: 1)
    guard !call.arguments.isEmpty else { return false }
    switch call.word(at: 0)?.lowercased() {
    case "desc"?: return true
    case "asc"?: return false
    default: throw call.error("sort takes desc (latest first) or nothing", at: call.range(at: 0))
    }
  }

  /// The day counts of the list piped in.
  private static func piped(_ call: Invocation) throws -> [Int] {
    guard let subject = call.subject else {
      throw call.error(
        "\(call.name) needs a list on its left, e.g. every week on mon from 2026-01-05 for 3 | \(call.name)")
    }
    return try dayCounts(subject, at: call.call.nameRange, call)
  }

  /// A list's day counts, or the error naming what the command works on.
  private static func dayCounts(_ value: Value, at range: SourceRange, _ call: Invocation) throws -> [Int] {
    if let endless = call.interpreter.endlessOperand(value, for: call.name) { throw endless }
    guard let counts = try call.interpreter.dayCounts(of: value, at: range) else {
      throw call.wrongKind(value, at: range, expected: "lists of days or dates")
    }
    return counts
  }
}
