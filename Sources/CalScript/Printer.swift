import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// Prints a statement's value: its default rendering, or the format a rendering stage chose.
/// Lists of months and days stream one element at a time.
struct Printer {
  let interpreter: Interpreter
  /// The statement being printed: where an interruption is reported.
  let range: SourceRange
  var out: Output { interpreter.output }
  var language: HolidayLanguage { interpreter.settings.holidayLanguage }
  /// Month titles and weekday labels of every view drawn (grids, side by side, strips): the one
  /// place the session's labels are handed to the renderers.
  var labels: CalendarLabels { interpreter.settings.labels }
  /// The columns side-by-side months and strips fit in.
  var width: Int { interpreter.settings.viewWidth }

  func print(_ value: Value) throws {
    if case .nothing = value { return }
    if case .scalar(let sheet as QuizSheet) = value { return try printQuiz(sheet) }
    if Printer.printLine(value, for: interpreter) { return }
    let isGrid = value.printsAsGrid
    if isGrid, interpreter.outputEndsWithGrid { out.newline() }
    interpreter.outputEndsWithGrid = isGrid
    if let rows = Rows(value) { return try printByDefault(rows, value) }
    switch value {
    case .rendered(let inner, let format): try print(inner, as: format)
    case .metadata(let metadata): MetadataRenderer().write(metadata, to: out)
    case .heatmap(let map, let title): drawHeatmapText(map, title: title)
    default: return  // one line, printed above
    }
  }

  /// Rows as they print when no rendering stage chose: day cells of months as grids, of a strip
  /// span as a strip, others as a table of the default columns; a mapped command's rows without
  /// a header; other kinds as a table of all their fields.
  private func printByDefault(_ rows: Rows, _ value: Value) throws {
    switch rows {
    case .days:
      switch value {
      case .month, .months: try print(value, as: .grid(GridOptions()))
      case .days(let span, _) where span.isStrip: try print(value, as: .strip)
      default: try writeDays(value, style: .table, columns: value.defaultDayColumns)
      }
    case .mapped(let mapping): try writeMapped(mapping, header: false)
    case .holidays, .entries, .summary, .records:
      try write(rows, of: value, style: .table, fields: .named([]))
    case .dateTimes(let list):
      // One a line, as each is written alone.
      let reform = interpreter.settings.reform
      for element in list.elements {
        switch element {
        case .floating(let wall): out.write(wall.line(reform: reform))
        case .zoned(let zoned): out.write(zoned.line(reform: reform))
        }
        out.newline()
      }
      if list.isEmpty { interpreter.warn("no date-times match", at: range) }
    }
  }

  /// What `value` prints, without colour and without its last line ends, printed into a buffer
  /// so the screen and what it last showed are left as they were.
  func plainText(of value: Value) throws -> String {
    let color = interpreter.settings.color
    interpreter.settings.color = .never
    defer { interpreter.settings.color = color }
    var bytes: [UInt8] = []
    let buffer = Output { bytes += $0 }
    let screen = interpreter.output
    let endsWithGrid = interpreter.outputEndsWithGrid
    interpreter.output = buffer
    defer {
      interpreter.output = screen
      interpreter.outputEndsWithGrid = endsWithGrid
    }
    try print(value)
    buffer.flush()
    var text = String(decoding: bytes, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  private func print(_ value: Value, as format: Format) throws {
    switch format {
    case .grid(let options):
      switch value {
      case .days, .dayList: try drawWeeks(value, options: options)
      default: try drawMonths(value, options: options)
      }
    case .strip:
      try drawStrip(value)
    case .rows(let style, let fields):
      guard let rows = Rows(value) else { return }
      try write(rows, of: value, style: style, fields: fields)
    case .document(let pretty):
      try writeJSON(value, pretty: pretty)
    case .ics(let summary, let length):
      if case .dateTimes(let list) = value {
        return try writeICS(list, summary: summary, length: length ?? .oneHour)
      }
      try writeICS(value, summary: summary)
    case .picture(let kind, let inner):
      try drawPicture(value, as: kind, of: inner)
    }
  }

  /// Rows of any kind as a table, CSV or JSON of their fields: day cells by their columns (each
  /// with its own format), the other kinds by name; none named: all of them (holidays: their own
  /// layout).
  private func write(_ rows: Rows, of value: Value, style: FieldStyle, fields: RowFields) throws {
    let names: [String]
    switch fields {
    case .dayColumns(let columns): return try writeDays(value, style: style, columns: columns)
    case .named(let named): names = named
    }
    let reform = interpreter.settings.reform
    switch rows {
    case .mapped(let mapping): return try writeMapped(mapping, style: style, names: names)
    case .holidays(let list) where names.isEmpty && style == .table:
      return HolidayFields.writeLayout(list, language: language, reform: reform, to: out)
    default: break
    }
    let language = style == .table ? language : .english
    guard let table = rows.fieldTable(fields: names, language: language, reform: reform) else { return }
    let cancelled = { [interpreter] in interpreter.policy.isCancelled() }
    switch style {
    case .csv: table.writeCSV(to: out, isCancelled: cancelled)
    case .table: table.writeTable(to: out, isCancelled: cancelled)
    case .json(let pretty):
      var json = JSONWriter(out, pretty: pretty)
      table.writeJSON(to: &json, isCancelled: cancelled)
      try interpreter.checkCancelled(at: range)
      json.endDocument()
    }
    try interpreter.checkCancelled(at: range)
  }

  /// Day cells as a table, CSV or JSON of `columns`, each column writing its own text.
  private func writeDays(_ value: Value, style: FieldStyle, columns: [DayColumn]) throws {
    switch style {
    case .table:
      var table = DayTable(columns: columns, moneyWidth: value.attachedEntries?.widestSum ?? 0)
      table.language = language
      // A constant: a `var` the closure below captured would be boxed, and copied out each row.
      let renderer = table
      var wroteRows = false
      try forEachRow(of: value, showingHolidays: columns.contains(.holiday)) { day, totals in
        if !wroteRows { renderer.writeHeader(to: out) }
        wroteRows = true
        renderer.writeRow(day, totals: totals, to: out)
      }
      if !wroteRows { renderer.writeHeader(to: out) }
      // A bare header reads as a fault; say that nothing matched (on stderr: stdout stays the table).
      if !wroteRows { interpreter.warn("no days match: the table has no rows", at: range) }
    case .csv:
      // CSV and JSON are the same bytes whatever the locale: names in English and local.
      var csv = CSVWriter(names: columns.map(\.rawValue), to: out)
      try forEachRow(of: value, showingHolidays: columns.contains(.holiday)) { day, totals in
        csv.writeRow { columns[$0].text(of: day, totals: totals) }
      }
      csv.finish()
    case .json(let pretty):
      try writeJSON(value, columns: columns, pretty: pretty)
    }
  }

  private func makeGrid(_ options: GridOptions) -> GridRenderer {
    var grid = GridRenderer(color: interpreter.settings.usesColor)
    grid.language = language
    grid.labels = labels
    grid.options = options
    grid.truecolor = interpreter.settings.terminalTakesTruecolor
    grid.viewWidth = width
    return grid
  }

  private func makeStrip(spansMonths: Bool) -> StripRenderer {
    var strip = StripRenderer(color: interpreter.settings.usesColor, width: width)
    strip.language = language
    strip.labels = labels
    strip.spansMonths = spansMonths
    strip.truecolor = interpreter.settings.terminalTakesTruecolor
    return strip
  }

  /// A month or a list of months: side by side as the width allows, or one strip after another
  /// when the months are drawn as strips.
  private func drawMonths(_ value: Value, options: GridOptions) throws {
    let (style, count, first): (ViewStyle, Int, Weekday) =
      switch value {
      case .month(let view, _): (view.style, 1, view.firstWeekday)
      case .months(let series, _): (series.template.style, series.count, series.template.firstWeekday)
      default: (.grid, 0, interpreter.settings.firstWeekday)
      }
    let entries = value.attachedEntries
    var unmarked = UnmarkedHolidays()
    if style != .strip { unmarked.add(note: options.note(startingOn: first)) }
    defer { unmarked.write(to: out, width: width) }
    if style == .strip {
      var cells: [Day] = []
      return try forEachView(value) { index, view in
        if index > 0 { out.newline() }
        var strip = makeStrip(spansMonths: false)
        strip.writeTitle(labels.title(of: view.month), to: out)
        view.days(into: &cells)
        for day in cells { strip.add(day, totals: entries?.totals(of: day), to: out) }
        strip.finish(to: out)
        unmarked.add(view)
      }
    }
    if options.amounts {
      var renderer = AmountGridRenderer(color: interpreter.settings.usesColor)
      renderer.truecolor = interpreter.settings.terminalTakesTruecolor
      renderer.labels = labels
      renderer.language = language
      renderer.weeks = options.weeks
      renderer.numbering = options.numbering
      renderer.viewWidth = width
      return try forEachView(value) { index, view in
        if index > 0 { out.newline() }
        renderer.write(view, entries: entries, to: out)
        unmarked.add(view)
      }
    }
    var list = MonthListRenderer(grid: makeGrid(options), width: width, count: count)
    // The twelve months of one year, as `cal -y` draws them: its number centred over the bands.
    if case .months(let series, _) = value, series.count == 12, series.first.month == 1 {
      let bandWidth = list.across * list.slotWidth + (list.across - 1) * MonthListRenderer.gap
      let year = String(series.first.year)
      out.write(spaces: max(0, (bandWidth - year.count) / 2))
      out.write(year)
      out.newline()
      out.newline()
    }
    try forEachView(value) { _, view in
      list.add(view, entries: entries, to: out)
      unmarked.add(view)
    }
    list.finish(to: out)
  }

  /// The first and last dated cells of a day list (a filtered list is run once to find them).
  private func bounds(of value: Value) throws -> (first: CivilDate?, last: CivilDate?) {
    let (first, last, _) = try boundsAndGaps(of: value)
    return (first, last)
  }

  /// The first and last dated cells of a day list, and whether a whole month between two of
  /// them holds no cell (`easter 2020..2030`: a grid titled `April 2020 - April 2030` would
  /// read as the Aprils, though 2024-03-31 is drawn).
  private func boundsAndGaps(of value: Value) throws -> (
    first: CivilDate?, last: CivilDate?, skipsMonths: Bool
  ) {
    if case .days(let span, _) = value { return (span.first, span.last, false) }
    var first: CivilDate? = nil
    var last: CivilDate? = nil
    var skipsMonths = false
    try forEachDay(value) { day in
      guard let date = day.date else { return }
      if let last, (date.yearMonth.index - last.yearMonth.index).magnitude > 1 { skipsMonths = true }
      if first == nil { first = date }
      last = date
    }
    return (first, last, skipsMonths)
  }

  /// A day list in weeks from the first weekday, blanks where it has no day.
  private func drawWeeks(_ value: Value, options: GridOptions) throws {
    let (first, last, skipsMonths) = try boundsAndGaps(of: value)
    guard let first, let last else { return }  // an empty list draws nothing, as a strip does
    let reform = interpreter.settings.reform
    var grid = makeGrid(options)
    var unmarked = UnmarkedHolidays()
    unmarked.add(note: options.note(startingOn: firstWeekday(of: value)))
    try grid.drawWeeks(
      firstWeekday: firstWeekday(of: value), first: first, last: last,
      title: skipsMonths ? "\(reform.label(of: first)) - \(reform.label(of: last))" : nil,
      entries: value.attachedEntries, reform: reform, to: out
    ) { body in
      try forEachDay(value) { day in
        unmarked.add(day)
        body(day)
      }
    }
    unmarked.write(to: out, width: width)
  }

  /// A day list as a strip, titled with the months it spans.
  private func drawStrip(_ value: Value) throws {
    let (first, last) = try bounds(of: value)
    var strip = makeStrip(spansMonths: first?.yearMonth != last?.yearMonth)
    if let first, let last {
      var title = labels.title(of: first.yearMonth)
      if last.yearMonth != first.yearMonth { title += " - " + labels.title(of: last.yearMonth) }
      strip.writeTitle(title, to: out)
    }
    var unmarked = UnmarkedHolidays()
    let entries = value.attachedEntries
    try forEachDay(value) { day in
      unmarked.add(day)
      strip.add(day, totals: entries?.totals(of: day), to: out)
    }
    strip.finish(to: out)
    unmarked.write(to: out, width: width)
  }

  func firstWeekday(of value: Value) -> Weekday {
    switch value {
    case .days(let span, _): return span.firstWeekday
    case .month(let view, _): return view.firstWeekday
    case .months(let series, _): return series.template.firstWeekday
    case .dayList(let list):
      switch list.source {
      case .month(let view): return view.firstWeekday
      case .months(let series): return series.template.firstWeekday
      case .span(let span): return span.firstWeekday
      case .recurrence(let days): return days.marks.firstWeekday
      case .rolled(let rolled): return rolled.marks.firstWeekday
      case .held(let held): return held.marks.firstWeekday
      case .shifted(let shifted): return shifted.marks.firstWeekday
      case .mapped: return interpreter.settings.firstWeekday
      case .input(let days): return days.marks.firstWeekday
      }
    default: return interpreter.settings.firstWeekday
    }
  }

  /// Each cell of a table or CSV with its sums, when entries are attached; when the rows show
  /// holidays, a day whose holidays are not known is an error.
  @inline(__always)
  private func forEachRow(of value: Value, showingHolidays: Bool, _ body: (Day, DayTotals?) -> Void) throws {
    if showingHolidays { try requireKnownHolidays(in: value) }
    let entries = value.attachedEntries
    try forEachDay(value) { day in
      if showingHolidays { try requireKnownHolidays(day) }
      body(day, entries?.totals(of: day))
    }
  }

  /// One VCALENDAR: an event per day, holiday or entry; a plain recurrence one event with its
  /// RRULE (a rule on workdays has none: its days are written one by one). With no event at all
  /// nothing is written and a warning says so: RFC 5545 wants one component or more.
  private func writeICS(_ value: Value, summary: String?) throws {
    var writer = ICSWriter(stamp: interpreter.settings.today)
    var started = false
    func write(_ event: ICSEvent) {
      if !started { writer.writeHeader(to: out) }
      started = true
      writer.write(event, to: out)
    }
    func finish() {
      if started {
        writer.writeFooter(to: out)
      } else {
        interpreter.warn(
          "no days to export: nothing is written (an iCalendar file needs an event)", at: range)
      }
    }
    if case .dayList(let list) = value, let days = list.plainRecurrence, days.recurrence.notOneRule == nil {
      // DTSTART is always an occurrence (RFC 5545 3.8.5.3), so the event starts on the rule's
      // first day, not on the day the rule was started from; the days that follow are the same.
      var occurrences = days.recurrence.makeIterator()
      if let first = occurrences.next() {
        write(
          ICSEvent(
            date: CivilDate(uncheckedDayCount: first), summary: summary ?? days.spelled,
            rule: days.recurrence.rule.textForCalendarApps))
      }
      return finish()
    }
    switch value {
    case .holidays(let list):
      // Several countries' holidays (`holidays jp, kr, us`) would give events of the same day and
      // title: each title names its country, as the table's country column does.
      let severalCountries = Set(list.map { $0.country?.code ?? "" }).count > 1
      for (index, holiday) in list.enumerated() {
        if index & 4095 == 0 { try interpreter.checkCancelled(at: range) }
        var title = holiday.name.name(in: language)
        if severalCountries, let country = holiday.country { title += " (\(country.code.uppercased()))" }
        write(ICSEvent(date: holiday.date, summary: summary ?? title))
      }
    case .entries(let list):
      if list.count > 0 {
        writer.writeHeader(to: out)
        started = true
      }
      try writeEntryEvents(list, summary: summary, writer: &writer)
    case .date(let date):
      write(ICSEvent(date: date, summary: summary))
    default:
      // The days of a recurrence (on workdays, or cut by first or where) keep its words as title.
      var title = summary
      if title == nil, case .dayList(let list) = value, case .recurrence(let days) = list.source {
        title = days.spelled
      }
      // Under several countries' holidays a day's title names each of its holidays with its
      // country (Sports Day (JP), Columbus Day (US)), as `holidays jp, us | ics` does.
      let calendar = interpreter.settings.holidays
      let severalCountries = calendar.hasSeveralSources
      try forEachDay(value) { day in
        guard let date = day.date else { return }  // a blank cell beyond the calendar's range
        if title == nil { try requireKnownHolidays(day) }  // the day's title would be its holiday
        var dayTitle = title ?? day.holiday?.name(in: language)
        if title == nil, severalCountries, day.holiday != nil {
          dayTitle = calendar.holidays(on: date).map { holiday in
            let name = holiday.name.name(in: language)
            return holiday.country.map { "\(name) (\($0.code.uppercased()))" } ?? name
          }.joined(separator: ", ")
        }
        write(ICSEvent(date: date, summary: dayTitle))
      }
    }
    finish()
  }

  func forEachView(_ value: Value, _ body: (Int, MonthView) throws -> Void) throws {
    switch value {
    case .month(let view, _): try body(0, view)
    case .months(let series, _):
      for index in 0..<series.count {
        if index & 255 == 0 { try interpreter.checkCancelled(at: range) }
        try body(index, series.view(at: index))
      }
    default: break
    }
  }

  func forEachDay(_ value: Value, _ body: (Day) throws -> Void) throws {
    switch value {
    case .dayList(let list):
      try list.forEach(in: interpreter, at: range, body)
    case .days(let span, _):
      for index in 0..<span.count {
        if index & 4095 == 0 { try interpreter.checkCancelled(at: range) }
        try body(span.day(at: index))
      }
    default:
      var cells: [Day] = []
      try forEachView(value) { _, view in
        view.days(into: &cells)
        try cells.forEach(body)
      }
    }
  }

  /// Fails for a day whose holidays are shown (a table's `holiday` column, JSON) but not known:
  /// outside the span of a country's rules, "no holiday" would be false.
  func requireKnownHolidays(_ day: Day) throws {
    guard let country = day.holidaysUnknown, let date = day.date else { return }
    throw ScriptError(
      .evaluation, CalendarError.holidaysOutOfRange(country, year: date.year).message, at: range)
  }

  private func requireKnownHolidays(_ view: MonthView) throws {
    guard let (country, year) = view.unknownHolidays.first else { return }
    throw ScriptError(.evaluation, CalendarError.holidaysOutOfRange(country, year: year).message, at: range)
  }

  /// The same, before anything is written, for the cells of a month, of months or of a span
  /// (a filtered list is checked a cell at a time).
  func requireKnownHolidays(in value: Value) throws {
    switch value {
    case .days(let span, _):
      if let (country, year) = span.holidays?.unknownSpan(from: span.first, through: span.last) {
        throw ScriptError(
          .evaluation, CalendarError.holidaysOutOfRange(country, year: year).message, at: range)
      }
    case .month(let view, _): try requireKnownHolidays(view)
    case .months(let series, _):
      // The known years are one span: months known at both ends are known throughout.
      try requireKnownHolidays(series.view(at: 0))
      try requireKnownHolidays(series.view(at: series.count - 1))
    default: break
    }
  }

  /// A day list's cells as one array of objects of the chosen columns, streamed a cell at a
  /// time; a list of months as one such array per month, a line each (as `json` writes a month
  /// a line).
  private func writeJSON(_ value: Value, columns: [DayColumn], pretty: Bool) throws {
    let showsHolidays = columns.contains(.holiday) || columns.contains(.holidayLocalName)
    if showsHolidays { try requireKnownHolidays(in: value) }
    var json = JSONWriter(out, pretty: pretty)
    let entries = value.attachedEntries
    let names = columns.map(\.rawValue)
    if case .months = value {
      var cells: [Day] = []
      try forEachView(value) { _, view in
        if showsHolidays { try requireKnownHolidays(view) }
        view.days(into: &cells)
        var rows = JSONRowWriter(names: names)
        for day in cells {
          let totals = entries?.totals(of: day)
          rows.writeRow(to: &json) { index, json in json.write(columns[index], of: day, totals: totals) }
        }
        rows.finish(in: &json)
        json.endDocument()
      }
      return
    }
    // `[` waits for the first day, as a table's header does: an error in `where` prints nothing.
    var rows = JSONRowWriter(names: names)
    try forEachDay(value) { day in
      if showsHolidays { try requireKnownHolidays(day) }
      let totals = entries?.totals(of: day)
      rows.writeRow(to: &json) { index, json in json.write(columns[index], of: day, totals: totals) }
    }
    rows.finish(in: &json)
    json.endDocument()
  }

  /// One document per line; a list of months is one document per month.
  private func writeJSON(_ value: Value, pretty: Bool) throws {
    try requireKnownHolidays(in: value)
    var json = JSONWriter(out, pretty: pretty)
    if case .mapped(let mapping) = value {
      return try writeMappedJSON(
        mapping, columns: mapping.isPlainList ? [.argument] : [.argument, .result], pretty: pretty)
    }
    if case .months(_, let entries) = value {
      try forEachView(value) { _, view in
        try requireKnownHolidays(view)
        json.write(view, entries: entries)
        json.endDocument()
      }
      return
    }
    try write(value, to: &json)
    json.endDocument()
  }

  /// A value's JSON inside a document: rows of a kind as an array of objects of all their
  /// fields, a scalar as `writeScalar` writes it.
  func write(_ value: Value, to json: inout JSONWriter) throws {
    guard let rows = Rows(value) else { return try writeScalar(value, to: &json) }
    let reform = interpreter.settings.reform
    let table = rows.fieldTable(fields: [], language: .english, reform: reform)
    switch rows {
    case .holidays, .dateTimes:
      table?.writeJSON(to: &json) { [interpreter] in interpreter.policy.isCancelled() }
    case .entries:
      table?.writeJSON(to: &json) { [interpreter] in interpreter.policy.isCancelled() }
      try interpreter.checkCancelled(at: range)
    case .summary, .records: table?.writeJSON(to: &json)
    case .mapped(let mapping):
      // Inside another document (never: a mapped value is written whole by `writeJSON`), its rows.
      json.beginArray()
      try mapping.forEach(in: interpreter, at: range) { _, result in try write(result, to: &json) }
      json.endArray()
    case .days:
      switch value {
      case .month(let view, let entries):
        try requireKnownHolidays(view)
        json.write(view, entries: entries)
      case .days, .dayList:
        // `[` waits for the first day too, as a table's header does.
        var begun = false
        let entries = value.attachedEntries
        try forEachDay(value) { day in
          try requireKnownHolidays(day)
          if !begun { json.beginArray() }
          begun = true
          json.write(day, totals: entries?.totals(of: day))
          out.flushIfFull()
        }
        if !begun { json.beginArray() }
        json.endArray()
      default: json.null()  // months: a document each, written by `writeJSON`
      }
    }
  }
}

/// The countries whose holidays a drawing could not mark (its days lie outside the span of their
/// rules), said in a line under it so an unmarked day is not read as no holiday; and what its
/// week column means when its rows are not the numbering's weeks (`GridOptions.note`).
struct UnmarkedHolidays {
  /// Each country once a side: days before its rules begin, days after they end.
  private(set) var notes: [String] = []

  mutating func add(_ view: MonthView) {
    guard view.holidays != nil else { return }
    for (country, year) in view.unknownHolidays { add(country, year: year) }
  }

  /// A note of the drawing's own, once.
  mutating func add(note: String?) {
    if let note, !notes.contains(note) { notes.append(note) }
  }

  mutating func add(_ day: Day) {
    guard let country = day.holidaysUnknown, let date = day.date else { return }
    add(country, year: date.year)
  }

  private mutating func add(_ country: Country, year: Int) {
    let note =
      year <= country.years.lowerBound
      ? "Holidays of \(country.name) are known from "
        + (country.firstDate?.description ?? String(country.years.lowerBound))
        + "; earlier days are not marked"
      : "Holidays of \(country.name) are known through \(country.years.upperBound); later days are not marked"
    if !notes.contains(note) { notes.append(note) }
  }

  /// The notes, each wrapped at spaces to `width` columns.
  func write(to out: Output, width: Int) {
    for note in notes {
      var line = ""
      for word in note.split(separator: " ") {
        if !line.isEmpty, line.count + 1 + word.count > width {
          out.write(line)
          out.newline()
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      out.write(line)
      out.newline()
    }
  }
}
