import CalRender
import CalendarCore
import Ledger

/// Every kind of value a pipeline can produce. The large cases (months and days, over 80 bytes
/// each, entries and summaries) are boxed, so a date or a number moves through a pipeline in a
/// few words.
public enum Value: Sendable {
  case int(Int)
  case bool(Bool)
  case string(String)
  /// A cell's `holiday` inside `where`: a string with two spellings, English and local, either of
  /// which it equals (`holiday == "元日"`, `holiday == "New Year's Day"`).
  case holidayName(HolidayName)
  case date(CivilDate)
  case yearMonth(YearMonth)
  case duration(DateDuration)
  /// `3 workdays jp`: a count of workdays, with the countries whose holidays it skips (none: those
  /// of `set holidays`).
  case workdays(Int, [Country])
  case weekday(Weekday)
  /// A day written in another calendar (`hebrew DATE`): `11 Tishrei 5786` (a Julian date
  /// `2025-07-12`, as the calendar writes itself), in JSON its parts.
  case calendarDate(WorldCalendarDate)
  /// An answer shown with its working (`zeller DATE`: every number, then the weekday): printed
  /// alone, the working; in a line, a row or JSON, the answer.
  indirect case worked(Value, working: String)
  case dateRange(CivilDate, CivilDate)
  case monthRange(YearMonth, YearMonth)
  case metadata(MonthMetadata)
  /// One displayed month. Views are calendar values only: the entries `with` attached to the
  /// days (nil for none) ride beside the view, here and in the next three cases.
  indirect case month(MonthView, entries: EntriesByDay? = nil)
  /// A list of displayed months (a year, a range of months), made one at a time.
  indirect case months(MonthSeries, entries: EntriesByDay? = nil)
  /// A run of day cells outside a month view.
  indirect case days(DaySpan, entries: EntriesByDay? = nil)
  /// Cells filtered or cut by `where`, `first`, `last`: made as they are printed or counted.
  indirect case dayList(DayList)
  /// A list of public holidays, in date order.
  case holidays([Holiday])
  /// Date-times in time order, floating or in a zone (`every … at 10:00 in Europe/Berlin`).
  indirect case dateTimes(DateTimeList)
  /// An exact decimal amount (an entry's `amount`, a day's `net`).
  case money(Money)
  /// Dated entries loaded from a file (`load`), or some of them. (Boxed, as the summary: the
  /// entries' ledger is over 100 bytes, and every value of every statement was that large.)
  indirect case entries(EntryList)
  /// Sums per month (`summary`), or per month and value (`summary by COLUMN`).
  indirect case summary(LedgerSummary)
  /// A value with the format it is to be printed in (`json`, `table`, …): printing streams.
  indirect case rendered(Value, Format)
  /// A value command over a range or list (`easter 2020..2030`): its results, made as read.
  case mapped(Mapping)
  /// Rows of named values made from lists (`zip`, `count by FIELD`).
  case records(RecordList)
  /// A kind that says itself in one file (`Values/`): a Japanese era's name, and the kinds to come.
  indirect case scalar(any ScalarValue)
  /// A value per day of dated rows (`heatmap`), with its title (`2025 by amount`).
  indirect case heatmap(Heatmap, title: String)
  /// What `let`, `set` and commands with nothing to show give back.
  case nothing

  /// The entries `with` attached to a month, a list of months or a day list.
  var attachedEntries: EntriesByDay? {
    switch self {
    case .month(_, let entries), .months(_, let entries), .days(_, let entries): return entries
    case .dayList(let list): return list.entries
    case .rendered(let inner, _): return inner.attachedEntries
    default: return nil
    }
  }

  /// The columns a table of the value's day cells shows when none are named: a displayed month's
  /// (or a selection's) cells show their place in the grid; a list of days, its dates and weekdays.
  var defaultDayColumns: [DayColumn] {
    isListOfDays ? DayColumn.listDefault : DayColumn.tableDefault
  }

  /// Whether the value is days that no grid shows (`days A..B`, `every`, `union` …), whose
  /// place in a grid (`row`, `isSelected` …) means nothing: a table, CSV and JSON write their
  /// date and weekday unless asked for more.
  var isListOfDays: Bool {
    switch self {
    case .days(let span, _): return span.selection.isEmpty
    case .dayList(let list):
      switch list.source {
      case .month, .months: return false
      case .span(let span): return span.selection.isEmpty
      default: return true
      }
    case .rendered(let inner, _): return inner.isListOfDays
    default: return false
    }
  }

  var isMoney: Bool {
    if case .money = self { return true }
    return false
  }

  /// Whether the value prints as month grids or strips (its default, or a `grid` or `strip`
  /// stage): drawings of separate statements are a blank line apart.
  var printsAsGrid: Bool {
    switch self {
    case .month, .months, .rendered(_, .grid), .rendered(_, .strip), .heatmap: return true
    case .days(let span, _): return span.isStrip
    default: return false
    }
  }

  /// The kind's name as `vars` shows it, in a user's words.
  public var kind: String {
    switch self {
    case .int: return "number"
    case .bool: return "true or false"
    case .string, .holidayName: return "string"
    case .date: return "date"
    case .yearMonth: return "month (YYYY-MM)"
    case .duration: return "duration"
    case .workdays: return "workdays"
    case .weekday: return "weekday"
    case .calendarDate(let date): return "\(date.calendar.name) date"
    case .worked(let answer, _): return answer.kind
    case .dateRange: return "range of dates"
    case .monthRange: return "range of months"
    case .metadata: return "month metadata"
    // A month drawn as a grid or strip, named apart from a month written YYYY-MM.
    case .month: return "displayed month"
    case .months: return "displayed months"
    case .days, .dayList: return "days"
    case .holidays: return "list of holidays"
    case .dateTimes: return "list of date-times"
    case .money: return "amount"
    case .entries: return "entries"
    case .summary: return "summary"
    // `read`'s and `args`' values are a list, not a command's results (`the args of each value`).
    case .mapped(let mapping) where mapping.isPlainList: return "list of \(mapping.argumentName)s"
    case .mapped(let mapping): return "\(mapping.resultName) of each \(mapping.argumentName)"
    case .records(let list): return "rows of " + list.names.joined(separator: " and ")
    case .rendered(_, let format): return format.name + " output"
    case .scalar(let value): return value.kindName
    case .heatmap: return "heatmap"
    case .nothing: return "nothing"
    }
  }

  /// The value as a message names it: `a number`, `true or false`, `the month 2023-02`,
  /// `3 workdays`, `a list of holidays`.
  public var described: String {
    switch self {
    case .int: return "a number"
    case .bool: return "true or false"
    case .yearMonth(let ym): return "the month \(ym)"
    case .workdays(let n, _): return n.magnitude == 1 ? "\(n) workday" : "\(n) workdays"
    case .dateRange: return "a range of dates"
    case .monthRange: return "a range of months"
    case .metadata, .months, .days, .dayList, .entries, .nothing: return kind
    case .worked(let answer, _): return answer.described
    case .mapped, .records: return "the " + kind
    case .holidays: return "a list of holidays"
    case .dateTimes: return "a list of date-times"
    case .money: return "an amount"
    case .heatmap: return "a heatmap"
    case .rendered(_, let format): return "the output of " + format.name
    case .calendarDate: return (kind.first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + kind
    case .scalar(let value): return value.described
    default: return "a " + kind
    }
  }

  /// The kind in the plural: `durations have no order`.
  var plural: String {
    switch self {
    case .bool: return "true and false"
    case .yearMonth: return "months"
    case .workdays: return "counts of workdays"
    case .dateRange: return "ranges of dates"
    case .monthRange: return "ranges of months"
    case .metadata, .entries, .nothing: return kind
    case .months: return "lists of displayed months"
    case .days, .dayList: return "lists of days"
    case .holidays: return "lists of holidays"
    case .dateTimes: return "lists of date-times"
    case .summary: return "summaries"
    case .heatmap: return "heatmaps"
    case .mapped: return "mapped lists"
    case .records: return "lists of rows"
    case .rendered: return "outputs"
    case .scalar(let value): return value.plural
    default: return kind + "s"
    }
  }
}

/// How `table`, `csv` and `json` write rows of named fields.
public enum FieldStyle: Sendable, Equatable {
  case table, csv
  case json(pretty: Bool)

  var name: String {
    switch self {
    case .table: return "table"
    case .csv: return "csv"
    case .json: return "json"
    }
  }
}

/// An explicit output format chosen by a rendering command.
public enum Format: Sendable {
  case grid(GridOptions)
  /// A day list drawn as a strip (a month or a span remembers `strip` itself).
  case strip
  /// Rows of any kind as a table, CSV or JSON of the fields named (`table`, `csv`, `json
  /// COLUMN …`): one format, whichever kind of row.
  case rows(FieldStyle, RowFields)
  /// JSON of each value's own document (`json` with no columns).
  case document(pretty: Bool)
  /// An iCalendar file: an all-day event per day, holiday or entry, titled `summary` when given;
  /// a timed event per date-time, `length` long (default an hour).
  case ics(summary: String?, length: ExactDuration? = nil)
  /// A picture of the value (`svg`, `html`, `md`), drawn as the format it was given before (a
  /// `table …` or `grid weeks`), or as it prints by default when nil.
  indirect case picture(PictureFormat, Format?)

  var name: String {
    switch self {
    case .grid: return "grid"
    case .strip: return "strip"
    case .rows(let style, _): return style.name
    case .document: return "json"
    case .ics: return "ics"
    case .picture(let kind, _): return kind.stageName
    }
  }
}

/// The fields a row format writes. Day cells name theirs as `DayColumn`s (each with the format
/// of its text, checked when the stage is read); the other kinds by name, none named: all of
/// them (holidays: their own layout).
public enum RowFields: Sendable {
  case dayColumns([DayColumn])
  case named([String])
}
