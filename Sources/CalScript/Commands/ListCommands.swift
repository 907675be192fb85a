import CalSyntax
import CalendarCore
import Ledger

/// Stages over lists of cells or months: `count`, `where`, `first`, `last`.
enum ListCommands {
  static let count = Command(
    "count", group: .listStages, kind: .outputStage, usage: "count [by FIELD]",
    summary:
      "how many cells, days or months the value on the left holds; by FIELD: rows of each value and its count",
    details: """
      count by FIELD counts the rows of any list by one of their fields (a day's weekday, month \
      or holiday, an entry's column, a holiday's country): rows FIELD count, in the field's order \
      (weekdays from the first weekday set; values with no order as first met), printed as a \
      table and written by table, csv and json. A field named count keeps its name and the \
      counts are count_2.
      """,
    examples: [
      "month 2023-02 | pad | count", "days 2024-01-01..2024-12-31 | count", "year 2024 | count",
      "days 2026-01-01..2026-12-31 | where number == 13 | count by weekday",
    ],
    words: ["by"]
  ) { call in
    if call.word(at: 0) == "by" {
      guard call.arguments.count == 2, let field = try call.name(at: 1) else {
        throw call.error("count by takes one field: count by weekday", at: call.range(at: 0))
      }
      guard let subject = call.subject else {
        throw call.error(
          "count by needs a list on its left, e.g. days 2026-01-01..2026-12-31 | count by month")
      }
      return try call.interpreter.countBy(field, of: subject, call: call, at: call.range(at: 1))
    }
    try call.expectArguments(atMost: 0)
    switch call.subject {
    case .month(let view, _): return .int(view.layout.cellCount)
    case .months(let series, _): return .int(series.count)
    case .days(let span, _): return .int(span.count)
    case .dayList(let list):
      var total = 0
      // A recurrence counted as it is: no cell is made for a day only counted.
      if list.steps.isEmpty, case .recurrence(let days) = list.source, days.recurrence.workdays == nil {
        if days.recurrence.isEndless { throw days.endless }
        for _ in days.recurrence {
          total += 1
          if total & 65535 == 0 { try call.interpreter.checkCancelled(at: call.call.nameRange) }
        }
        if let short = days.cutShort(given: total) { call.interpreter.warn(short, at: days.origin) }
        return .int(total)
      }
      try list.forEach(in: call.interpreter, at: call.call.nameRange) { _ in total += 1 }
      return .int(total)
    case .dateRange(let a, let b): return .int(b.days(since: a) + 1)
    case .mapped(let mapping):
      // Each result is made, so a count says what printing would: `easter 1..2000` is an error.
      var total = 0
      try mapping.forEach(in: call.interpreter, at: call.call.nameRange) { _, _ in total += 1 }
      return .int(total)
    case .holidays(let list): return .int(list.count)
    case .dateTimes(let list): return .int(list.count)
    case .entries(let list): return .int(list.count)
    case .summary(let summary): return .int(summary.rows.count)
    case .records(let list): return .int(list.count)
    case .monthRange(let a, let b): return .int(b.index - a.index + 1)
    case let other?: throw call.wrongKind(other, at: call.call.nameRange, expected: "months, days or ranges")
    case nil: throw call.error("count needs a list on its left, e.g. month 2023-02 | pad | count")
    }
  }

  static let `where` = Command(
    "where", group: .listStages, usage: "where CONDITION",
    summary: "the day cells, holidays or entries for which a condition holds: weekday == fri",
    details: """
      The condition names a cell's fields (\(CellField.names.joined(separator: " "))) and compares \
      them with == != < <= > >=, in (…), and, or, not and parentheses. It works on a month, a \
      list of months or a day list, and gives a day list; on holidays it names theirs \
      (\(HolidayFields.names.joined(separator: " "))), on entries their file's columns (`Trans Desc` \
      in backquotes when a name has spaces). A day's date in another calendar has parts named \
      with a dot: hebrew.year hebrew.month hebrew.day hebrew.monthName (and so for \
      \(CellField.calendarNames.joined(separator: " "))), chinese.leap and korean.leap \
      (true in a leap month), era.era (the era's name, equal to any spelling date era takes: Showa, \
      Shōwa, 昭和, S; eras order in time, so era.era >= "Showa" holds from Shōwa on); a day outside \
      the calendar's span is an error. On days, workday [COUNTRY …] holds on a day workdays counts \
      (no Saturday or Sunday, no holiday of the countries, else of set holidays) and holiday \
      COUNTRY … on their holidays; bare holiday is the day's field.
      """,
    examples: [
      "days 2024-01-01..2024-12-31 | where weekday in (sat, sun) | count",
      "days 2026-01-01..2026-12-31 | where weekday == fri and number == 13",
      "month 2023-02 | pad | where dateBelongsTo != thisMonth | table date dateBelongsTo",
      "days 2025-01-01..2025-12-31 | where hebrew.month == 7 and hebrew.day == 1",
      "days 2025-05 | where not workday jp and weekday != sat",
    ],
    words: CellField.names
  ) { call in
    guard call.arguments.count == 1 else {
      let at = call.arguments.count > 1 ? call.range(at: 1) : nil
      throw call.error("where takes one condition, such as where weekday == fri", at: at)
    }
    let interpreter = call.interpreter
    let kind = RowKind(of: call.subject)
    let condition = kind.namingFields(
      in: ConstantCondition.namingQuotedFields(call.arguments[0], fields: kind.fieldNames))
    ConstantCondition.check(condition, fields: kind.fieldNames, in: interpreter)
    switch kind {
    case .days:
      let list = try dayList(call)
      try ConditionKinds.check(condition, on: kind, in: interpreter)
      return .dayList(list.adding(.filter(condition)))
    case .mapped(let mapping):
      try ConditionKinds.check(condition, on: kind, in: interpreter)
      return .mapped(mapping.adding(.filter(condition)))
    case .holidays, .entries, .dateTimes:
      try ConditionKinds.check(condition, on: kind, in: interpreter)
    }
    return try keeping(.filter(condition), of: call) ?? .nothing
  }

  static let first = Command(
    "first", group: .listStages, usage: "first [N]",
    summary: "the first N day cells, holidays or entries (default 1)",
    examples: ["days 2024-05-01..2024-05-31 | where weekday == tue | first 2"]
  ) { call in
    try call.expectArguments(atMost: 1)
    if let kept = try keeping(.first(try howMany(call)), of: call) { return kept }
    if case .mapped(let mapping) = call.subject { return .mapped(mapping.adding(.first(try howMany(call)))) }
    let list = try dayList(call).adding(.first(try howMany(call)))
    return .dayList(call.arguments.isEmpty ? list.asOneDay() : list)
  }

  static let last = Command(
    "last", group: .listStages, usage: "last [N] | last WEEKDAY YM",
    summary: "the last N day cells, holidays or entries (default 1); or the last weekday of a month",
    examples: ["days 2024-05-01..2024-05-31 | where weekday == fri | last", "last fri 2024-05"]
  ) { call in
    if !call.arguments.isEmpty, case .weekday = try call.value(at: 0) {
      return try WeekdayInMonthCommands.lastWeekday(call)
    }
    // `last 2024-05`: with nothing on its left, `last` is `last WEEKDAY YM`.
    if call.subject == nil {
      throw call.error(
        "last needs days on its left (days 2024-05-01..2024-05-31 | last 3), or a weekday and a month: "
          + "last fri 2024-05")
    }
    try call.expectArguments(atMost: 1)
    if let kept = try keeping(.last(try howMany(call)), of: call) { return kept }
    if case .mapped(let mapping) = call.subject { return .mapped(mapping.adding(.last(try howMany(call)))) }
    let list = try dayList(call).adding(.last(try howMany(call)))
    return .dayList(call.arguments.isEmpty ? list.asOneDay() : list)
  }

  /// Holidays, entries or date-times through one more step, kept at once (they are lists held whole); nil
  /// for any other value.
  private static func keeping(_ step: RowStep, of call: Invocation) throws -> Value? {
    let interpreter = call.interpreter
    let range = call.call.nameRange
    switch call.subject {
    case .holidays(let list):
      return .holidays(
        try RowPass.kept(list, steps: [step], in: interpreter, at: range) { predicate, holiday in
          try interpreter.holds(predicate, for: .holiday(holiday))
        })
    case .dateTimes(let list):
      return .dateTimes(
        DateTimeList(
          inOrder: try RowPass.kept(list.elements, steps: [step], in: interpreter, at: range) {
            predicate, element in try interpreter.holds(predicate, for: .dateTime(element))
          }))
    case .entries(let list):
      let ledger = list.ledger
      let rows = (0..<list.count).lazy.map { Int32(list.row(at: $0)) }
      return .entries(
        EntryList(
          ledger,
          rows: try RowPass.kept(rows, steps: [step], in: interpreter, at: range) { predicate, row in
            try interpreter.holds(predicate, for: .entry(ledger, row: Int(row)))
          }))
    case .records(let list):
      // `zip`'s and `count by`'s rows: first and last (where is not done for them).
      switch step {
      case .first(let n): return .records(list.selecting(0..<min(n, list.count)))
      case .last(let n): return .records(list.selecting(max(0, list.count - n)..<list.count))
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The N of `first N` / `last N`: 1 unless given, never negative.
  private static func howMany(_ call: Invocation) throws -> Int {
    guard !call.arguments.isEmpty else { return 1 }
    guard case .int(let n) = try call.value(at: 0), n >= 0 else {
      throw call.error(
        "\(call.name) takes a count of 0 or more, such as \(call.name) 3", at: call.range(at: 0))
    }
    return n
  }

  /// The value on the left as a day list: a month's cells, every month's, or a span's days, with
  /// the entries attached to them.
  static func dayList(_ call: Invocation) throws -> DayList {
    switch call.subject {
    case .dayList(let list): return list
    case .month(let view, let entries): return DayList(source: .month(view), entries: entries)
    case .months(let series, let entries): return DayList(source: .months(series), entries: entries)
    case .days(let span, let entries): return DayList(source: .span(span), entries: entries)
    case .dateRange(let first, let last):
      return DayList(source: .span(call.settings.span(from: first, through: last)))
    case .yearMonth(let ym): return DayList(source: .month(try call.view(of: ym)))
    case let other?:
      throw call.wrongKind(other, at: call.call.nameRange, expected: "months and day lists")
    case nil:
      throw call.error(
        "\(call.name) needs days on its left, e.g. days 2024-01-01..2024-01-31 | \(call.name) …")
    }
  }
}
