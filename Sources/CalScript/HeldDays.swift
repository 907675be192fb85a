import CalSyntax
import CalendarCore

/// Days held as day counts in the order they are shown: what `union`, `intersect`, `except`,
/// `sort`, `unique` and `reverse` give (each needs the whole list before its first day).
struct HeldDays: Sendable {
  let counts: [Int]
  let marks: DayMarks
}

/// The days of a list, each moved by the same amount (`+ 6 days`, `- 1 month`, `+ 2 workdays
/// jp`): one result per day, in the list's order, made as it is read. Two days may land on one
/// (2026-01-30 and 2026-01-31 `+ 1 month` are both 2026-02-28): both are kept.
struct ShiftedDays: Sendable {
  let base: DayList
  let op: BinaryOperator
  /// A duration, a number of days or a count of workdays.
  let amount: Value
  let marks: DayMarks
  /// The `+` or `-`: an error of one day's sum points here.
  let origin: SourceRange
}

extension Interpreter {
  /// The error for a list with no end given to `stage`, which reads its days whole before
  /// giving any: it points at the endless series and says where `| first N` goes.
  func endlessOperand(_ value: Value, for stage: String) -> ScriptError? {
    let endless: RecurrenceDays?
    switch value {
    case .dayList(let list): endless = list.endlessSource
    case .mapped(let mapping): endless = mapping.endlessSource
    case .rendered(let inner, _): return endlessOperand(inner, for: stage)
    default: endless = nil
    }
    return endless?.endless(wholeFor: stage)
  }

  /// The day counts of a list of days, dates or months, in its order (repeats kept); nil for a
  /// value that is no list of days. A span or a recurrence is counted without making its cells.
  func dayCounts(of value: Value, at range: SourceRange) throws -> [Int]? {
    let list: DayList
    switch value {
    case .date(let date): return [date.dayCount]
    case .dateRange(let a, let b): list = DayList(source: .span(settings.span(from: a, through: b)))
    case .yearMonth(let month):
      list = DayList(source: .span(settings.span(from: month.firstDay, through: month.lastDay)))
    case .monthRange(let first, let last):
      list = DayList(source: .span(settings.span(from: first.firstDay, through: last.lastDay)))
    case .holidays(let holidays): return holidays.map(\.date.dayCount)
    case .days(let span, _): list = DayList(source: .span(span))
    case .month(let view, _): list = DayList(source: .month(view.padded(.none)))
    case .months(let series, _): list = DayList(source: .months(series))
    case .dayList(let days): list = days
    case .mapped(let mapping):
      guard mapping.givesDates(in: self) else { return nil }
      list = DayList(source: .mapped(mapping))
    case .rendered(let inner, _): return try dayCounts(of: inner, at: range)
    default: return nil
    }
    if list.steps.isEmpty, list.entries == nil {
      switch list.source {
      case .span(let span) where settings.reform.isGregorianThroughout:
        return Array(span.first.dayCount...span.last.dayCount)
      case .recurrence(let days) where days.recurrence.workdays == nil:
        if days.recurrence.isEndless { throw days.endless }
        var counts: [Int] = []
        for count in days.recurrence {
          counts.append(count)
          if counts.count & 65535 == 0 { try checkCancelled(at: range) }
        }
        if let short = days.cutShort(given: counts.count) { warn(short, at: days.origin) }
        return counts
      case .held(let held): return held.counts
      default: break
      }
    }
    var counts: [Int] = []
    let isMonths: Bool
    switch list.source {
    case .month, .months: isMonths = true
    default: isMonths = false
    }
    try list.forEach(in: self, at: range) { day in
      // A grid's padding is other months' days: a month as a list is its own days.
      guard let date = day.date, !isMonths || day.isWithinDisplayedMonth else { return }
      counts.append(date.dayCount)
    }
    return counts
  }

  /// Held day counts as a day list, marked as the session marks days.
  func heldDays(_ counts: [Int]) -> Value {
    .dayList(DayList(source: .held(HeldDays(counts: counts, marks: DayMarks(settings)))))
  }
}
