import CalSyntax
import CalendarCore

/// Stages that change a displayed month: `pad`, `select`, `deselect`, `next`, `prev`.
enum GridCommands {
  static let pad = Command(
    "pad", group: .gridStages, usage: "pad [row | grid | none]",
    summary: "fill the first and last rows with adjacent days: row = whole weeks, grid = 6 rows",
    examples: ["month 2023-02 | pad", "month 2024-09 | pad grid", "month 2023-02 | pad | pad none"],
    words: Padding.allCases.map(\.rawValue)
  ) { call in
    try call.expectArguments(atMost: 1)
    var padding = Padding.row
    if !call.arguments.isEmpty {
      guard let word = call.word(at: 0), let chosen = Padding(rawValue: word) else {
        throw call.error(
          "pad takes row, grid or none" + didYouMean(call.word(at: 0) ?? "", among: ["row", "grid", "none"]),
          at: call.range(at: 0))
      }
      padding = chosen
    }
    return try changeViews(call) { $0.padded(padding) }
  }

  static let select = Command(
    "select", group: .gridStages, usage: "select DATE[, DATE …] | RANGE",
    summary: "mark dates or a range as selected; range cells get left, middle, right or full",
    examples: [
      "month 2023-02 | pad | select 2023-02-03",
      "month 2021-08 | pad | select 2021-08-02, 2021-08-22",
      "month 2021-08 | pad | select 2021-08-04..2021-08-14",
    ]
  ) { call in
    guard !call.arguments.isEmpty else {
      throw call.error("select needs a date or a range; usage: \(call.usage)")
    }
    var additions = Selection()
    for index in call.arguments.indices {
      switch try call.value(at: index) {
      case .date(let date): additions.select(date)
      case .dateRange(let first, let last): additions.select(from: first, through: last)
      case .yearMonth(let ym):
        let days = try call.writtenDays(of: ym)
        additions.select(from: days.first, through: days.last)
      // Each day of a day list, whatever made it: a recurrence (`select (every month on last fri
      // from 2025-01 for 12)`), `days`, `where`, a command's dates (`select (easter 2025..2027)`).
      case .dayList(let list):
        try selectEach(of: list, into: &additions, call, at: index)
      case .days(let span, _):
        try selectEach(of: DayList(source: .span(span)), into: &additions, call, at: index)
      case .mapped(let mapping) where mapping.givesDates(in: call.interpreter):
        try selectEach(of: DayList(source: .mapped(mapping)), into: &additions, call, at: index)
      case .holidays(let holidays):
        for holiday in holidays { additions.select(holiday.date) }
      case let other:
        throw call.wrongKind(other, at: call.range(at: index), expected: "dates, date ranges and day lists")
      }
    }
    return try changeSelection(call) { $0.select(additions) }
  }

  /// Adds every dated day of `list` to `additions`.
  private static func selectEach(
    of list: DayList, into additions: inout Selection, _ call: Invocation, at index: Int
  ) throws {
    try list.forEach(in: call.interpreter, at: call.range(at: index)) { day in
      if let date = day.date { additions.select(date) }
    }
  }

  static let deselect = Command(
    "deselect", group: .gridStages, usage: "deselect",
    summary: "clear the selection",
    examples: ["month 2023-02 | select 2023-02-03 | deselect"]
  ) { call in
    try call.expectArguments(atMost: 0)
    return try changeSelection(call) { $0 = .empty }
  }

  static let next = Command(
    "next", group: .gridStages, usage: "next [N] | next WEEKDAY [DATE]",
    summary: "the month N months later (default 1), keeping padding and selection; next WEEKDAY: "
      + "the first after a date (today by default)",
    examples: ["month 2023-02 | next", "month 2023-02 | next 12", "next tue 2025-01-01"]
  ) { call in try shift(call, sign: 1) }

  static let prev = Command(
    "prev", group: .gridStages, usage: "prev [N] | prev WEEKDAY [DATE]",
    summary: "the month N months earlier (default 1), keeping padding and selection; prev WEEKDAY: "
      + "the last before a date (today by default)",
    examples: ["month 2023-02 | prev", "month 2023-02 | prev 2", "prev fri 2025-01-01"]
  ) { call in try shift(call, sign: -1) }

  static let around = Command(
    "around", group: .gridStages, usage: "around [N]",
    summary: "the 2N+1 months centred on a month (default 1: the three-month window), side by side",
    details:
      "next and prev then move the whole window; pad, select and the other stages apply to every month.",
    examples: [
      "month 2023-02 | pad | around 1", "month 2023-02 | pad | around 1 | select 2023-02-03",
      "month 2023-02 | around | next",
    ]
  ) { call in
    try call.expectArguments(atMost: 1)
    let reach = try call.integer(at: 0, default: 1, in: 0...monthLimit)
    let view: MonthView
    switch call.subject {
    case .month(let month, _): view = month
    case .yearMonth(let ym): view = try call.view(of: ym)
    case .date(let date): view = call.settings.view(of: call.settings.month(of: date))
    case .months:
      throw call.error("around works on one month, not a list of months (month 2023-02 | around 1)")
    case let other?:
      throw call.wrongKind(other, at: call.call.nameRange, expected: "a month")
    case nil:
      throw call.needsMonthOnTheLeft()
    }
    guard let first = try? view.month.adding(months: -reach), let last = try? view.month.adding(months: reach)
    else {
      throw call.error(
        "around \(reach) of \(view.month) reaches outside the months 0001-01…9999-12",
        at: call.arguments.isEmpty ? call.call.nameRange : call.range(at: 0))
    }
    // Under `julian` the months past Julian 9999-10-19 have no day to show.
    try at(call.arguments.isEmpty ? call.call.nameRange : call.range(at: 0)) { () throws(CalendarError) in
      try view.reform.checkKnown(from: first, through: last)
    }
    return .months(
      MonthSeries(from: first, through: last, template: view), entries: call.subject?.attachedEntries)
  }

  private static let monthLimit = 9999 * 12

  private static func shift(_ call: Invocation, sign: Int) throws -> Value {
    if !call.arguments.isEmpty, case .weekday(let weekday) = try call.value(at: 0) {
      return try nearest(weekday, call, sign: sign)
    }
    try call.expectArguments(atMost: 1)
    let count = sign * (try call.integer(at: 0, default: 1, in: -monthLimit...monthLimit))
    switch call.subject {
    case .month(let view, let entries):
      return .month(
        try call.run { () throws(CalendarError) in try view.shifted(byMonths: count) }, entries: entries)
    case .months(let series, let entries):
      return .months(
        try call.run { () throws(CalendarError) in try series.shifted(byMonths: count) }, entries: entries)
    case .yearMonth(let ym):
      let reform = call.calendarInForce
      return .yearMonth(
        try call.run { () throws(CalendarError) in
          let month = try ym.adding(months: count)
          try reform.checkKnown(month)
          return month
        })
    case let other?:
      throw call.wrongKind(other, at: call.call.nameRange, expected: "a month")
    case nil:
      throw call.needsMonthOnTheLeft()
    }
  }

  /// `next tue 2025-01-01`: the first Tuesday strictly after the date (`prev`: strictly before);
  /// the date is the second argument, the date piped in, or today.
  private static func nearest(_ weekday: Weekday, _ call: Invocation, sign: Int) throws -> Value {
    try call.expectArguments(atMost: 2)
    let from: CivilDate
    if call.arguments.count == 2 {
      let value = try call.value(at: 1)
      guard case .date(let date) = value else {
        throw call.wrongKind(value, at: call.range(at: 1), expected: "a date")
      }
      from = date
    } else if let subject = call.subject {
      guard case .date(let date) = subject else {
        throw call.wrongKind(subject, at: call.call.nameRange, expected: "a date")
      }
      from = date
    } else {
      from = call.settings.today
    }
    let gap = sign > 0 ? weekday.column(from: from.weekday) : from.weekday.column(from: weekday)
    let days = sign * (gap == 0 ? 7 : gap)
    return .date(try call.run { () throws(CalendarError) in try from.adding(days: days) })
  }

  /// Changes the selection of the month, each month of a list, or the day span piped in.
  static func changeSelection(_ call: Invocation, _ change: (inout Selection) -> Void) throws -> Value {
    guard case .days(var span, let entries) = call.subject else {
      return try changeViews(call) { $0.selecting(change) }
    }
    change(&span.selection)
    return .days(span, entries: entries)
  }

  /// Applies a change to the month or to each month of a list; attached entries stay.
  static func changeViews(_ call: Invocation, _ change: (MonthView) -> MonthView) throws -> Value {
    switch call.subject {
    case .month(let view, let entries): return .month(change(view), entries: entries)
    case .months(let series, let entries): return .months(series.map(change), entries: entries)
    case .yearMonth(let ym): return .month(change(try call.view(of: ym)))
    case let other?:
      throw call.wrongKind(other, at: call.call.nameRange, expected: "a month")
    case nil:
      throw call.needsMonthOnTheLeft()
    }
  }
}
