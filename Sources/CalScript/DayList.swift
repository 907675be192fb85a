import CalSyntax
import CalendarCore
import Ledger

/// Day cells of a month, a list of months or a day span, passed through `where`, `first` and
/// `last` one cell at a time: a filter over thousands of years streams in flat memory.
public struct DayList: Sendable {
  enum Source: Sendable {
    case month(MonthView)
    case months(MonthSeries)
    case span(DaySpan)
    /// The days of a recurrence, made as they are read.
    indirect case recurrence(RecurrenceDays)
    /// The days of another list, moved to workdays.
    indirect case rolled(RolledDays)
    /// The dates a value command gives over a range or list (`easter 2020..2030`).
    case mapped(Mapping)
    /// Days held whole, in the order shown (`union`, `sort`, `reverse` …).
    indirect case held(HeldDays)
    /// The days of another list, each moved by a duration (`+ 6 days`).
    indirect case shifted(ShiftedDays)
    /// The dates of lines of input (`read`), made as they are read.
    indirect case input(InputDays)
  }

  /// Up to this many cells `last N` keeps in memory; past it the list is counted first, then the
  /// cells before the last N are skipped, so memory stays flat for any N.
  static let bufferLimit = 4096

  var source: Source
  var steps: [RowStep] = []
  /// The entries `with` attached to the cells: `where` tests a cell's sums, and printing shows
  /// them, by looking the cell's day up here.
  var entries: EntriesByDay? = nil
  /// Made by `first` or `last` with no count: one day, its date beside a duration (`(… | last) +
  /// 1`). Any other list, one day long or not, stays a list when moved.
  var isOneDay = false

  /// The same list with `entries` attached to its cells.
  func attaching(_ entries: EntriesByDay) -> DayList {
    var list = self
    list.entries = entries
    return list
  }

  func adding(_ step: RowStep) -> DayList {
    var list = self
    list.steps.append(step)
    list.isOneDay = false
    return list
  }

  /// The same list as one day, for `first` and `last` with no count.
  func asOneDay() -> DayList {
    var list = self
    list.isOneDay = true
    return list
  }

  /// A recurrence with no end and no `first N` after it: reading it whole would not stop.
  var endlessSource: RecurrenceDays? {
    guard !steps.stopsReading else { return nil }
    switch source {
    case .recurrence(let days): return days.recurrence.isEndless ? days : nil
    case .rolled(let rolled): return rolled.base.endlessSource
    case .shifted(let shifted): return shifted.base.endlessSource
    case .mapped(let mapping): return mapping.endlessSource
    default: return nil
    }
  }

  /// The recurrence when the list is one with nothing after it: `| ics` writes it as an RRULE.
  var plainRecurrence: RecurrenceDays? {
    guard steps.isEmpty, case .recurrence(let days) = source else { return nil }
    return days
  }

  /// Thrown to stop reading the list under a `roll` once nothing more is wanted.
  private struct EnoughRead: Error {}

  /// Calls `body` with each cell that passes every step, in order.
  func forEach(in interpreter: Interpreter, at range: SourceRange, _ body: (Day) throws -> Void) throws {
    if let endless = endlessSource { throw endless.endless }
    try withoutActuallyEscaping(body) { body in
      try interpreter.inPass { try run(in: interpreter, at: range, body) }
    }
  }

  func run(in interpreter: Interpreter, at range: SourceRange, _ body: @escaping (Day) throws -> Void)
    throws
  {
    var steps = self.steps
    for index in steps.indices {
      guard case .last(let n) = steps[index], n > DayList.bufferLimit else { continue }
      var reaching = 0
      try DayList(source: source, steps: Array(steps[..<index]), entries: entries).run(
        in: interpreter, at: range
      ) { _ in
        reaching += 1
      }
      steps[index] = .drop(max(0, reaching - n))
    }
    let entries = self.entries
    var pass = RowPass<Day>(
      steps: steps, in: interpreter, at: range,
      holds: { predicate, day in
        try interpreter.holds(predicate, for: .day(day, totals: entries?.totals(of: day)))
      },
      body: { day in
        try body(day)
        return true
      })
    func feed(_ day: Day) throws -> Bool {
      try pass.poll()
      return try pass.push(day)
    }
    switch source {
    case .month(let view):
      var cells: [Day] = []
      view.days(into: &cells)
      for day in cells where !(try feed(day)) { break }
    case .months(let series):
      var cells: [Day] = []
      months: for index in 0..<series.count {
        series.view(at: index).days(into: &cells)
        for day in cells where !(try feed(day)) { break months }
      }
    case .span(let span):
      for index in 0..<span.count where !(try feed(span.day(at: index))) { break }
    case .recurrence(let days):
      var index = 0
      var readToEnd = true
      for count in days.recurrence {
        if days.recurrence.workdays != nil,
          let error = days.unknownWorkdays(on: CivilDate(uncheckedDayCount: count))
        {
          throw error
        }
        guard try feed(days.marks.day(count, index: index)) else {
          readToEnd = false
          break
        }
        index += 1
      }
      // Read to its end: a `for N` cut short by the range's end says so.
      if readToEnd, let short = days.cutShort(given: index) { interpreter.warn(short, at: days.origin) }
    case .rolled(let rolled):
      var index = 0
      do {
        try rolled.base.run(in: interpreter, at: range) { day in
          guard let date = day.date else { return }
          let moved = try at(rolled.origin) { () throws(CalendarError) in
            if let country = rolled.calendar.unknownCountry(on: date) {
              throw .holidaysOutOfRange(country, year: date.year)
            }
            return try rolled.convention.roll(date, in: rolled.calendar)
          }
          guard try feed(rolled.marks.day(moved.dayCount, index: index)) else { throw EnoughRead() }
          index += 1
        }
      } catch is EnoughRead {}
    case .held(let held):
      for (index, count) in held.counts.enumerated() where !(try feed(held.marks.day(count, index: index))) {
        break
      }
    case .shifted(let shifted):
      var index = 0
      let settings = interpreter.settings
      do {
        try shifted.base.run(in: interpreter, at: range) { day in
          guard let date = day.date else { return }
          let moved = try Arithmetic.apply(
            shifted.op, .date(date), shifted.amount, monthEnd: settings.monthEnd, reform: settings.reform,
            holidays: settings.holidays, at: shifted.origin)
          guard case .date(let landed) = moved else { return }
          guard try feed(shifted.marks.day(landed.dayCount, index: index)) else { throw EnoughRead() }
          index += 1
        }
      } catch is EnoughRead {}
    case .input(let days):
      try days.input.forEachDate(in: interpreter) { date, index in try feed(days.day(date, index: index)) }
    case .mapped(let mapping):
      let settings = interpreter.settings
      try mapping.iterate(in: interpreter, at: range) { _, result in
        guard case .date(let date) = result else {
          throw ScriptError(
            .evaluation, "\(mapping.resultName) gave \(result.described) where a date was expected", at: range
          )
        }
        return try feed(settings.span(from: date, through: date).day(at: 0))
      }
    }
    try pass.finish()
  }
}
