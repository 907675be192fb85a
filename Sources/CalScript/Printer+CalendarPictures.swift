import CalRender
import CalendarCore
import Ledger

/// SVG and HTML pictures of calendar views and tables: months (side by side, a year as a
/// poster), strips, day lists in weeks, `grid amounts`, tables of rows, and any other text
/// preformatted. Documents stream: a month is drawn and written before the next is made.
extension Printer {
  func drawCalendarPicture(_ value: Value, as kind: PictureFormat, of inner: Format?) throws {
    switch inner {
    case .grid(let options):
      switch value {
      case .days, .dayList: try drawDayPicture(value, as: kind, options: options, strip: false)
      default: try drawMonthPictures(value, as: kind, options: options)
      }
    case .strip:
      try drawDayPicture(value, as: kind, options: GridOptions(), strip: true)
    case .rows(_, let fields):
      if case .month = value, case .dayColumns(let columns) = fields, !columns.isEmpty,
        columns.allSatisfy({ $0.worldCalendar != nil })
      {
        // Other calendars' dates of a month: the month's grid, each date under its number.
        return try drawMonthPictures(value, as: kind, options: GridOptions(), calendars: columns)
      }
      try drawRowsPicture(value, as: kind, fields: fields)
    case .document, .ics:
      try drawTextPicture(capturedText(value, as: inner), as: kind)
    case .picture:
      throw noPicture(of: value, as: kind)
    case nil:
      try drawByDefault(value, as: kind)
    }
  }

  /// A value drawn as it prints when no stage chose a format.
  private func drawByDefault(_ value: Value, as kind: PictureFormat) throws {
    switch value {
    case .month(let view, _) where view.style == .strip:
      try drawDayPicture(value, as: kind, options: GridOptions(), strip: true)
    case .months(let series, _) where series.template.style == .strip:
      try drawDayPicture(value, as: kind, options: GridOptions(), strip: true)
    case .month, .months:
      try drawMonthPictures(value, as: kind, options: GridOptions())
    case .days(let span, _) where span.isStrip:
      try drawDayPicture(value, as: kind, options: GridOptions(), strip: true)
    case .days, .dayList:
      try drawRowsPicture(value, as: kind, fields: .dayColumns(value.defaultDayColumns))
    case .holidays, .entries, .summary, .records, .dateTimes:
      try drawRowsPicture(value, as: kind, fields: .named([]))
    case .date(let date):
      // A date is the one day's cell, as a strip of one day draws it.
      let view = interpreter.settings.view(of: date.yearMonth)
      guard let day = view.days().first(where: { $0.date == date }) else {
        throw noPicture(of: value, as: kind)
      }
      try drawDays(
        [day], as: kind, options: GridOptions(), strip: true, entries: nil, title: nil,
        weekStart: view.firstWeekday)
    case .string, .worked, .metadata, .mapped:
      try drawTextPicture(capturedText(value, as: nil), as: kind)
    default:
      throw noPicture(of: value, as: kind)
    }
  }

  /// The language tag of the labels, and whether the locale writes right to left.
  private var documentLanguage: (tag: String, rightToLeft: Bool) {
    let tag = labels.language
    let base = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? tag
    return (tag, Printer.rightToLeftLanguages.contains(base))
  }

  /// Languages written right to left (CLDR's character order right-to-left).
  static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "fa", "ur", "ps", "yi", "dv", "sd", "ug", "ckb", "syr", "ks", "mzn", "lrc",
  ]

  // MARK: Months

  /// Months as pictures: one alone fills the page's width, two share it, more go three across;
  /// the twelve months of a year are a poster headed by the year. `calendars`: other calendars
  /// whose dates each cell shows.
  private func drawMonthPictures(
    _ value: Value, as kind: PictureFormat, options: GridOptions, calendars: [DayColumn] = []
  ) throws {
    let (count, firstMonth, lastMonth): (Int, YearMonth?, YearMonth?) =
      switch value {
      case .month(let view, _): (1, view.month, view.month)
      case .months(let series, _):
        (series.count, series.first, series.count > 0 ? series.view(at: series.count - 1).month : nil)
      default: (0, nil, nil)
      }
    guard let firstMonth, let lastMonth else { return }
    let entries = value.attachedEntries
    var maker = MonthPictureMaker()
    maker.labels = labels
    maker.language = language
    maker.options = options
    maker.calendars = calendars
    let year: Int? = count == 12 && firstMonth.month == 1 ? firstMonth.year : nil
    var title = labels.title(of: firstMonth)
    if count > 1 { title += " – " + labels.title(of: lastMonth) }
    if let year { title = String(year) }
    let (tag, rightToLeft) = documentLanguage
    var unmarked = UnmarkedHolidays()
    unmarked.add(note: options.note(startingOn: firstWeekday(of: value)))
    if kind == .html {
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = rightToLeft
      let scale = (3...12).contains(count) ? try posterScale(value, maker: maker) : 100
      writer.begin(
        title: title, language: tag, size: count == 1 ? .one : count == 2 ? .two : .many, scale: scale)
      if let year { writer.heading(String(year)) }
      try forEachView(value) { _, view in
        writer.write(maker.picture(of: view, entries: entries))
        unmarked.add(view)
      }
      writer.notes(unmarked.notes)
      return writer.end()
    }
    let layout = PictureLayout.months(
      count, weeks: options.weeks, cellLines: (options.amounts ? 1 : 0) + calendars.count)
    // First the height of each band of months side by side: the header needs the whole height.
    let headingHeight = year == nil ? 0 : 100
    var bandHeights: [Int] = []
    bandHeights.reserveCapacity((count + layout.across - 1) / layout.across)
    var bandHeight = 0
    try forEachView(value) { index, view in
      let height: Int
      if view.holidays != nil || view.reform.hasSwitch {
        let picture = maker.picture(of: view, entries: nil)
        height = layout.monthHeight(rows: picture.rowCount, notes: layout.noteLines(picture).count)
        unmarked.add(view)
      } else {
        height = layout.monthHeight(rows: view.layout.rowCount, notes: 0)
      }
      bandHeight = max(bandHeight, height)
      if index % layout.across == layout.across - 1 || index == count - 1 {
        bandHeights.append(bandHeight)
        bandHeight = 0
      }
    }
    let noteWidth = max(20, layout.width * 10 / (layout.noteFont * 6))
    let endNotes = unmarked.notes.flatMap { PictureText.wrapped($0, width: noteWidth) }
    let margin = 5
    let height =
      2 * margin + headingHeight + bandHeights.reduce(0, +) + max(0, bandHeights.count - 1) * layout.bandGap
      + (endNotes.isEmpty ? 0 : layout.bandGap + endNotes.count * layout.noteHeight)
    var writer = SVGPictureWriter(to: out)
    writer.rightToLeft = rightToLeft
    writer.begin(
      title: title, language: tag, width: layout.width + 2 * margin, height: height, fitsPage: year != nil)
    var y = margin
    if let year {
      writer.text(
        String(year), x: margin + layout.width / 2, y: y + 70, size: 80, className: "heading",
        anchor: "middle")
      y += headingHeight
    }
    try forEachView(value) { index, view in
      let band = index / layout.across
      let slot = index % layout.across
      let column = rightToLeft ? layout.across - 1 - slot : slot
      let x = margin + column * (layout.monthWidth + layout.gap)
      writer.write(maker.picture(of: view, entries: entries), x: x, y: y, layout: layout)
      if slot == layout.across - 1 || index == count - 1 { y += bandHeights[band] + layout.bandGap }
    }
    for line in endNotes {
      writer.note(
        line, x: rightToLeft ? margin + layout.width : margin, y: y + layout.noteFont, size: layout.noteFont,
        className: "note")
      y += layout.noteHeight
    }
    writer.end()
  }

  /// The percent an HTML poster of months three across is drawn at so that it fits one page:
  /// its height estimated from the style sheet's sizes (tenths of a millimetre), legends wrapped
  /// at about 42 characters, lines at 1.45 em (CJK fonts' line height).
  private func posterScale(_ value: Value, maker: MonthPictureMaker) throws -> Int {
    var maker = maker
    var bands: [Int] = []
    var band = 0
    var index = 0
    var unmarked = UnmarkedHolidays()
    try forEachView(value) { _, view in
      var lines = 0
      if view.holidays != nil || view.reform.hasSwitch {
        let picture = maker.picture(of: view, entries: nil)
        lines = (picture.legend + picture.notes).reduce(0) { $0 + PictureText.wrapped($1, width: 42).count }
        unmarked.add(view)
      }
      let height = 55 + 41 + view.layout.rowCount * 58 + (lines > 0 ? 10 + lines * 35 : 0)
      band = max(band, height)
      index += 1
      if index % 3 == 0 {
        bands.append(band)
        band = 0
      }
    }
    if band > 0 { bands.append(band) }
    let notes = unmarked.notes.reduce(0) { $0 + PictureText.wrapped($1, width: 130).count }
    let height = 136 + bands.reduce(0, +) + 30 * max(0, bands.count - 1) + notes * 35
    return height <= 2500 ? 100 : max(40, 2500 * 100 / height)
  }

  // MARK: Day lists and strips

  /// A day list in weeks (`days … | grid`, `grid weeks`) or a strip, as one picture. The cells
  /// are gathered first: a picture's size is known before it is written.
  private func drawDayPicture(_ value: Value, as kind: PictureFormat, options: GridOptions, strip: Bool)
    throws
  {
    var days: [Day] = []
    try forEachDay(value) { day in
      if day.date != nil { days.append(day) }
    }
    try drawDays(
      days, as: kind, options: options, strip: strip, entries: value.attachedEntries, title: nil,
      weekStart: firstWeekday(of: value))
  }

  private func drawDays(
    _ days: [Day], as kind: PictureFormat, options: GridOptions, strip: Bool, entries: EntriesByDay?,
    title givenTitle: String?, weekStart: Weekday
  ) throws {
    guard let first = days.first?.date, let last = days.last?.date else { return drawNoDays(as: kind) }
    let reform = interpreter.settings.reform
    var title = labels.title(of: first.yearMonth)
    if last.yearMonth != first.yearMonth { title += " – " + labels.title(of: last.yearMonth) }
    if let givenTitle { title = givenTitle }
    let spansMonths = first.yearMonth != last.yearMonth
    let firstWeekday = strip ? days[0].weekday : weekStart
    let columns = strip ? min(days.count, PictureLayout.stripColumns) : 7
    var cells: [PictureCell] = []
    cells.reserveCapacity(days.count)
    var legend: [String] = []
    var unmarked = UnmarkedHolidays()
    if !strip { unmarked.add(note: options.note(startingOn: firstWeekday)) }
    let numbering = options.numbering(startingOn: firstWeekday)
    var rowStart = Int.min
    var rowFirstDay = 0
    var row = -1
    var weeks: [Int?] = []
    let hasAmounts = entries?.entries.ledger.hasAmounts ?? true
    for (index, day) in days.enumerated() {
      guard let date = day.date else { continue }
      var cell = day
      if strip {
        cell.column = index % columns
        cell.row = index / columns
      } else {
        let column = day.weekday.column(from: firstWeekday)
        let start = date.dayCount - column
        if start != rowStart {
          row += 1
          rowStart = start
          rowFirstDay = date.dayCount
          weeks.append(nil)
        }
        cell.column = column
        cell.row = row
        // Numbered as the row's days of the list are (`GridRenderer.drawWeeks`).
        weeks[row] = numbering.week(
          ofRowStartingAt: start, displaying: rowFirstDay...date.dayCount, reform: reform)
      }
      let totals = entries?.totals(of: day)
      var lines: [String] = []
      if options.amounts, let totals, totals.count > 0 {
        lines.append(hasAmounts ? totals.net.description : "#" + String(totals.count))
      }
      let pictureCell = PictureCell(
        cell, totals: totals, language: language, lines: lines, tintsNet: options.amounts && hasAmounts)
      if let name = pictureCell.holiday {
        let written = reform.label(of: date)
        legend.append((spansMonths ? written.description : String(written.day)) + " " + name)
      }
      unmarked.add(day)
      cells.append(pictureCell)
    }
    let rowCount = strip ? (days.count + columns - 1) / columns : row + 1
    let weekdays =
      strip
      ? (0..<columns).map { (labels.name(of: days[$0].weekday), days[$0].weekday) }
      : MonthPicture.weekdays(from: firstWeekday, labels: labels)
    var picture = MonthPicture(
      month: first.yearMonth, title: title, weekdays: weekdays, cells: cells, rowCount: rowCount,
      weeks: options.weeks && !strip ? weeks : nil, legend: legend, notes: unmarked.notes,
      cellLines: options.amounts ? 1 : 0)
    picture.kind = strip ? .strip : .days
    picture.weekLabel = GridOptions.label(of: numbering)
    picture.columns = columns
    let (tag, rightToLeft) = documentLanguage
    if kind == .html {
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = rightToLeft
      writer.begin(title: title, language: tag, size: strip ? .one : .two)
      writer.write(picture)
      return writer.end()
    }
    var layout = PictureLayout(scale: 15, across: 1, weeks: options.weeks && !strip)
    layout.columns = columns
    layout.cellLines = picture.cellLines
    layout.across = 1
    let margin = 5
    let height = layout.monthHeight(rows: rowCount, notes: layout.noteLines(picture).count) + 2 * margin
    var writer = SVGPictureWriter(to: out)
    writer.rightToLeft = rightToLeft
    writer.begin(title: title, language: tag, width: layout.width + 2 * margin, height: height)
    writer.write(picture, x: margin, y: margin, layout: layout)
    writer.end()
  }

  /// An empty day list as a picture: a whole document that says so (a file of no bytes opens as
  /// broken), with the warning `table` gives.
  func drawNoDays(as kind: PictureFormat) {
    interpreter.warn("no days match: the picture has no days", at: range)
    let tag = documentLanguage.tag
    switch kind {
    case .html:
      let writer = HTMLPictureWriter(to: out)
      writer.begin(title: "calsh", language: tag, size: .one)
      writer.paragraph("no days")
      writer.end()
    case .svg: SVGPictureWriter(to: out).writeText(title: "calsh", language: tag, text: "no days")
    case .markdown:
      MarkdownBlocks.paragraph("No days.", to: out)
      interpreter.outputEndsWithGrid = true
    }
  }

  // MARK: Tables and text

  /// Rows of any kind as a table of the fields named (all when none): HTML `<table class="rows">`,
  /// SVG lines of text in columns.
  private func drawRowsPicture(_ value: Value, as kind: PictureFormat, fields: RowFields) throws {
    guard let rows = Rows(value) else { throw noPicture(of: value, as: kind) }
    var names: [String] = []
    var numeric: [Bool] = []
    var body: [[String?]] = []
    switch rows {
    case .days:
      let columns: [DayColumn]
      if case .dayColumns(let chosen) = fields { columns = chosen } else { columns = value.defaultDayColumns }
      names = columns.map(\.rawValue)
      numeric = columns.map(\.isNumeric)
      let entries = value.attachedEntries
      try forEachDay(value) { day in
        let totals = entries?.totals(of: day)
        body.append(columns.map { $0.text(of: day, totals: totals, language: language) })
      }
    case .mapped:
      return try drawTextPicture(capturedText(value, as: nil), as: kind)
    default:
      var chosen: [String] = []
      if case .named(let given) = fields { chosen = given }
      // Holidays with no fields named: the columns their text table shows.
      if case .holidays(let list) = rows, chosen.isEmpty {
        let countries = Set(list.map { $0.country?.code ?? "-" }).count
        chosen = ["date", "weekday"] + (countries > 1 ? ["country"] : []) + ["name"]
      }
      guard
        let table = rows.fieldTable(fields: chosen, language: language, reform: interpreter.settings.reform)
      else { throw noPicture(of: value, as: kind) }
      names = table.names
      numeric = table.numeric
      for row in 0..<table.rowCount {
        if row & 4095 == 0 { try interpreter.checkCancelled(at: range) }
        body.append(names.indices.map { table.field(row, $0) })
      }
    }
    // A header alone reads as a fault: say that nothing matched, as the text table does.
    if body.isEmpty {
      let what = if case .days = rows { "days" } else { "rows" }
      interpreter.warn("no \(what) match: the table has no rows", at: range)
    }
    let title = "calsh table"
    let (tag, rightToLeft) = documentLanguage
    if kind == .html {
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = rightToLeft
      writer.begin(title: title, language: tag, size: .one)
      writer.beginRows(names, numeric: numeric)
      for row in body { writer.row(row, numeric: numeric) }
      writer.endRows()
      return writer.end()
    }
    var writer = SVGPictureWriter(to: out)
    writer.rightToLeft = rightToLeft
    writer.writeRows(title: title, language: tag, names: names, numeric: numeric, rows: body)
  }

  /// Text (an explanation without steps, a month's metadata, JSON …) as preformatted lines.
  private func drawTextPicture(_ text: String, as kind: PictureFormat) throws {
    let (tag, rightToLeft) = documentLanguage
    if kind == .html {
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = rightToLeft
      writer.begin(title: "calsh", language: tag, size: .one)
      writer.text(text)
      return writer.end()
    }
    var writer = SVGPictureWriter(to: out)
    writer.rightToLeft = rightToLeft
    writer.writeText(title: "calsh", language: tag, text: text)
  }

  /// What the value prints as text in `format` (nil: as it prints by default), without colour.
  private func capturedText(_ value: Value, as format: Format?) throws -> String {
    var bytes: [UInt8] = []
    let saved = interpreter.output
    let buffer = Output { bytes += $0 }
    interpreter.output = buffer
    defer { interpreter.output = saved }
    let printer = Printer(interpreter: interpreter, range: range)
    if let format { try printer.print(.rendered(value, format)) } else { try printer.print(value) }
    buffer.flush()
    return PictureText.withoutEscapes(String(decoding: bytes, as: UTF8.self))
  }
}
