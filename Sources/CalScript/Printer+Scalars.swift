import CalRender
import CalendarCore
import Ledger

/// Scalars (a number, a date, a duration, a weekday, another calendar's date …) as they print:
/// one line, a field of a table, JSON. Rows of a kind are written by the rest of `Printer`.
extension Printer {
  /// Prints a value that is one line of text (a number, a date, a duration, a weekday …) to
  /// the interpreter's output and returns true; returns false, printing nothing, for nothing or
  /// a value of several lines. It cannot fail: the quick path prints with it. (Inlined, so a
  /// caller's value is switched on where it was made, not copied into the call.)
  @inline(__always)
  static func printLine(_ value: consuming Value, for interpreter: Interpreter) -> Bool {
    let out = interpreter.output
    switch consume value {
    case .nothing, .rendered, .month, .months, .days, .dayList, .holidays, .dateTimes, .entries, .summary,
      .metadata,
      .mapped, .records, .heatmap:
      return false
    case .string(let text): out.write(text)
    case .int(let n): out.write(decimal: n)
    case .date(let day):
      let reform = interpreter.settings.reform
      if !reform.isGregorianThroughout, reform.writesDualYears {
        out.write(reform.text(dayCount: day.dayCount))
      } else {
        let d = reform.label(of: day)
        out.write(year: d.year, month: d.month, day: d.day)
      }
    case .dateRange(let a, let b) where interpreter.settings.reform.writesDualYears:
      let reform = interpreter.settings.reform
      out.write("\(reform.text(dayCount: a.dayCount))..\(reform.text(dayCount: b.dayCount))")
    case .bool(let b): out.write(flag: b)
    case .weekday(let w): out.write(w.nameText)
    case .calendarDate(let date): write(date, to: out, labels: interpreter.settings.labels)
    case .worked(_, let working): out.write(working)
    case .scalar(let steps as ExplanationSteps):
      out.write(steps.lines(width: interpreter.settings.viewWidth).joined(separator: "\n"))
    case .scalar(let list as ExplanationList):
      out.write(list.lines(width: interpreter.settings.viewWidth).joined(separator: "\n"))
    case .scalar(let show as SlideShow): out.write(show.pages(width: interpreter.settings.viewWidth))
    case .scalar(let scalar): scalar.writeLine(to: out, reform: interpreter.settings.reform)
    case let line: out.write(Printer.text(of: line, reform: interpreter.settings.reform))
    }
    interpreter.outputEndsWithGrid = false
    out.newline()
    return true
  }

  /// A kind of its own (`Values/`) printed as `printLine` prints it in a `Value`, without
  /// boxing it there (the quick path's conversions: a box is a tenth of such a line).
  @inline(__always)
  static func printLine<Scalar: ScalarValue>(scalar: Scalar, for interpreter: Interpreter) {
    scalar.writeLine(to: interpreter.output, reform: interpreter.settings.reform)
    interpreter.outputEndsWithGrid = false
    interpreter.output.newline()
  }

  /// A day of another calendar as a line prints it, its `longDescription`: `11 Tishrei 5786`
  /// written in pieces, with no string made (a million `hebrew DATE` lines run at `weekday`'s pace).
  /// Under a locale with the calendar's own names (`set locale he`), CLDR's long form.
  static func write(_ date: WorldCalendarDate, to out: Output, labels: CalendarLabels) {
    if labels.worldDates != nil {
      out.write(labels.longDescription(of: date))
      return
    }
    guard date.calendar.writesDayMonthYear else { return out.write(date.longDescription) }
    out.write(decimal: date.day)
    out.write(byte: 0x20)
    out.write(date.monthName)
    out.write(byte: 0x20)
    out.write(decimal: date.year)
  }

  /// A value as a field of `table` or `csv`: a calendar's date by its numbers (`5786-07-11`), as
  /// a day cell's calendar field is; any other value as its text.
  /// A weekday is its three letters, as a day cell's `weekday` column is.
  static func field(of value: Value, reform: Reform) -> String {
    switch value {
    case .calendarDate(let date): return date.description
    case .weekday(let weekday): return weekday.shortName
    case .worked(let answer, _): return field(of: answer, reform: reform)
    case .scalar(let scalar): return scalar.field(reform: reform)
    default: return text(of: value, reform: reform)
    }
  }

  /// The one-line text of a scalar value, its dates as `reform` writes them.
  static func text(of value: Value, reform: Reform) -> String {
    switch value {
    case .int(let n): return String(n)
    case .bool(let b): return String(b)
    case .string(let s): return s
    case .holidayName(let name): return name.english
    case .scalar(let scalar): return scalar.line(reform: reform)
    case .date(let d): return reform.label(of: d).description
    case .yearMonth(let ym): return ym.description
    case .duration(let x): return x.description
    case .workdays(let n, let countries):
      return ([n.counting("workday")] + countries.map(\.code)).joined(separator: " ")
    case .weekday(let w): return w.name
    case .calendarDate(let date): return date.longDescription
    case .worked(let answer, _): return text(of: answer, reform: reform)
    case .dateRange(let a, let b): return "\(reform.label(of: a))..\(reform.label(of: b))"
    case .monthRange(let a, let b): return "\(a)..\(b)"
    case .money(let amount): return amount.description
    // What a mapped `quarter` or `meta` gives for each element, in one line: `2025-Q1`,
    // `31 days from 2025-01-01 (Wednesday)`.
    case .months(let series, _):
      if series.count == 3, series.first.quarter.firstMonth == series.first {
        return series.first.quarter.description
      }
      return series.count == 1 ? series.first.description : "\(series.first)..\(series.last)"
    case .metadata(let metadata):
      return "\(metadata.numberOfDays) days from \(metadata.firstDay) (\(metadata.firstDayWeekday.name))"
    default: return value.kind
    }
  }

  /// A value's one line as a statement of it alone prints it: names of another calendar in the
  /// session's locale (`set locale ja`: `令和元年5月1日`).
  func line(of value: Value) -> String { Printer.line(of: value, settings: interpreter.settings) }

  /// A value's one line as a statement of it alone prints it, under `settings`' locale and
  /// reform: what `print` writes of each value (`set locale he; print (hebrew 2025-10-01)`).
  /// Dates and ranges of dates as a date alone prints: with a dual year under `gb`.
  static func line(of value: Value, settings: Settings) -> String {
    switch value {
    case .calendarDate(let date) where settings.labels.worldDates != nil:
      return settings.labels.longDescription(of: date)
    case .date(let day): return settings.reform.lineText(of: day)
    case .dateRange(let a, let b):
      return "\(settings.reform.lineText(of: a))..\(settings.reform.lineText(of: b))"
    default: return text(of: value, reform: settings.reform)
    }
  }

  /// A scalar's JSON: a number, a string, a date as written, an object for a range or a
  /// workday count; rows are written by `write(_:to:)`.
  func writeScalar(_ value: Value, to json: inout JSONWriter) throws {
    switch value {
    case .int(let n): json.value(n)
    case .bool(let b): json.value(b)
    case .string(let s): json.value(s)
    case .holidayName(let name): json.value(name.english)
    case .scalar(let scalar): scalar.writeJSON(to: &json, reform: interpreter.settings.reform)
    case .date(let d): json.value(interpreter.settings.written(d))
    case .yearMonth(let ym): json.value(ym.description)
    case .weekday(let w): json.value(w.shortName)
    case .calendarDate(let date): json.write(date)
    case .worked(let answer, _): try write(answer, to: &json)
    case .duration(let x): json.write(x)
    case .workdays(let n, let countries):
      json.beginObject()
      json.key("workdays")
      json.value(n)
      json.key("countries")
      json.beginArray()
      for country in countries { json.value(country.code) }
      json.endArray()
      json.endObject()
    case .dateRange(let a, let b):
      json.beginObject()
      json.key("first")
      json.value(interpreter.settings.written(a))
      json.key("last")
      json.value(interpreter.settings.written(b))
      json.endObject()
    case .monthRange(let a, let b):
      json.beginObject()
      json.key("first")
      json.value(a.description)
      json.key("last")
      json.value(b.description)
      json.endObject()
    case .metadata(let metadata): json.write(metadata)
    case .money(let amount): json.value(amount)
    case .heatmap(let map, let title):
      HeatmapJSON.write(map, title: title, reform: interpreter.settings.reform, to: &json)
    case .rendered, .nothing, .month, .months, .days, .dayList, .holidays, .dateTimes, .entries, .summary,
      .mapped, .records:
      json.null()
    }
  }
}
