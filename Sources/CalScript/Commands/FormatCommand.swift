import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// `format DATE "PATTERN"`: a date written with strftime's directives, names in the locale in
/// force; over a day list or a range, one line per day.
enum FormatCommand {
  static let format = Command(
    "format", group: .rendering, kind: .outputStage, usage: "format [DATE | RANGE] \"PATTERN\"",
    summary: "write a date as strftime does: format 2025-03-05 \"%A %d %B %Y\"; one line a day for day lists",
    details: "Directives: "
      + DateFormat.directives.map { "\($0.directive) \($0.meaning)" }.joined(separator: ", ")
      + ". Names follow 'set locale' (set locale de: Mittwoch, März); digits are ASCII. A date gives "
      + "a string; days, a month or a range give one result a day, printed one a line: rows date,format "
      + "that where format == \"…\", first, last, count, csv and json take.",
    examples: [
      #"format 2025-03-05 "%A %d %B %Y""#, #"today | format "%Y/%m/%d""#, #"format 2021-01-03 "%G-W%V-%u""#,
      #"days 2025-01-01..2025-01-07 | format "%a %e %b""#,
    ]
  ) { call in
    guard let last = call.arguments.indices.last else {
      throw call.error(#"format needs a pattern in quotes, e.g. format 2025-03-05 "%A %d %B %Y""#)
    }
    try call.expectArguments(atMost: 2)
    guard case .string(let text) = try call.value(at: last) else {
      throw call.error(
        #"format takes the pattern last, in quotes: format 2025-03-05 "%A %d %B %Y""#,
        at: call.range(at: last))
    }
    let pattern: DateFormat
    do throws(DateFormat.Problem) { pattern = try DateFormat(text) } catch {
      throw call.error(error.message, at: place(of: error, in: call.arguments[last], text: text))
    }
    let subject: Value
    let range: SourceRange
    if last == 1 {
      (subject, range) = (try call.value(at: 0), call.range(at: 0))
    } else if let piped = call.subject {
      (subject, range) = (piped, call.call.nameRange)
    } else {
      throw call.error(#"format needs a date, e.g. format 2025-03-05 "%A %d %B %Y""#)
    }
    let names = call.settings.labels.dateNames
    let reform = call.calendarInForce
    if pattern.needsZone {
      var zoned = false
      switch subject {
      case .scalar(_ as ZonedDateTime): zoned = true
      case .dateTimes(let list): zoned = list.elements.allSatisfy { $0.zoned != nil }
      default: break
      }
      guard zoned else {
        throw call.error(
          "%z, %Z and %s need a date-time in a zone (2025-03-30T01:30 Europe/Berlin, @1700000000), "
            + (subject.isDateTimes
              ? "not date-times with no zone (every … at 10:00 in ZONE gives them one)"
              : "not \(subject.described)"),
          at: range)
      }
    }
    if case .date(let date) = subject {
      return .string(pattern.string(from: date, names: names, reform: reform))
    }
    /// A date-time written by the pattern; nil for another kind.
    @Sendable func written(_ value: Value) -> Value? {
      switch value {
      case .scalar(let zoned as ZonedDateTime):
        let clock = DateFormat.Clock(
          time: zoned.dateTime.time, offset: zoned.offset, abbreviation: zoned.abbreviation,
          epochSeconds: zoned.instant.secondsSinceEpoch)
        return .string(pattern.string(from: zoned.dateTime.date, clock: clock, names: names, reform: reform))
      case .scalar(let wall as DateTime):
        return .string(
          pattern.string(
            from: wall.date, clock: DateFormat.Clock(time: wall.time), names: names, reform: reform))
      default: return nil
      }
    }
    if let text = written(subject) { return text }
    // Over days, a month or a range: a list of rows `date  format`, printed one result a line,
    // which `first`, `where format == …`, `csv` and `json` take as they take any mapped command's.
    let series: MappedSeries
    switch subject {
    case .days(let span, _): series = .days(DayList(source: .span(span)))
    case .dayList(let list): series = .days(list)
    case .month(let view, _): series = .days(DayList(source: .month(view)))
    case .months(let months, _): series = .days(DayList(source: .months(months)))
    case .dateRange(let first, let last): series = .dates(first, last)
    case .yearMonth(let month):
      let days = try call.writtenDays(of: month)
      series = .dates(days.first, days.last)
    case .mapped(let mapping) where mapping.givesDates(in: call.interpreter):
      series = .days(DayList(source: .mapped(mapping)))
    // Entries: each entry's date, in the list's order (issue 30).
    case .entries(let list):
      series = .values((0..<list.count).map { .date(list.ledger.date(at: list.row(at: $0))) })
    case .dateTimes:
      guard let times = try call.interpreter.series(of: subject) else { return .nothing }
      series = times
    default:
      throw call.wrongKind(
        subject, at: range, expected: "a date, a date-time, a range of dates, days or date-times")
    }
    return .mapped(
      Mapping(
        call: call.call, arguments: [], position: nil, series: series, subject: nil,
        resultOf: { element in
          if let text = written(element) { return text }
          guard case .date(let date) = element else { return element }
          return .string(pattern.string(from: date, names: names, reform: reform))
        }, printsResultsOnly: true))
  }

  /// Where a problem of the pattern is in the script: at its characters when the pattern is
  /// written as it reads (no escapes), else the whole string.
  private static func place(of problem: DateFormat.Problem, in expr: Expr, text: String) -> SourceRange {
    guard case .string(_, let range) = expr, range.length == text.utf8.count + 2 else { return expr.range }
    return SourceRange(offset: range.offset + 1 + problem.offset, length: problem.length)
  }
}

extension Value {
  fileprivate var isDateTimes: Bool {
    if case .dateTimes = self { return true }
    return false
  }
}
