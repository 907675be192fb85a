import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// `pick`: a calendar drawn on the terminal, driven with keys and the mouse, whose choice is the
/// value: a date, a list of days or a range of days.
enum PickCommand {
  static let pick = Command(
    "pick", group: .sources,
    usage:
      "pick [single|multiple|range|strip] [from DATE|YM] [in RANGE|YM|YEAR] [min DATE] [max DATE] [where CONDITION] [show CALENDAR …] [around N] [with ENTRIES]",
    summary: "choose days on a calendar drawn on the terminal: a date, several days or a range",
    details: """
      pick draws the month on the terminal (/dev/tty, so standard output stays the choice) and \
      returns what is chosen: a date (single, the default, and strip), the days toggled with Space \
      (multiple) or the days from the first Enter to the second (range). Arrows or h j k l move a \
      day or a week, PgUp/PgDn or < > a month, Shift+PgUp/PgDn a year, Home/End to the week's \
      ends, t to today, g then a date and Enter to that date; Enter chooses, Esc, q or Ctrl-C \
      cancel (an error: exit 1 in a script), ? shows the keys; a mouse click moves there. from \
      starts at a date or month, in, min and max bound the days, where allows only the days its \
      condition holds for (where workday jp: no weekend, no holiday of Japan), show names the cursor's day in other calendars, around 1 draws three \
      months when the width allows, with ENTRIES marks the days that have entries and sums the \
      cursor's day. Holidays (set holidays) are marked and named, and the reform's gap is jumped.
      """,
    examples: [String](),
    words: [
      "single", "multiple", "range", "strip", "from", "in", "min", "max", "where", "show", "around", "with",
    ],
    readsWords: true
  ) { call in try PickRequest(call).run() }
}

/// A `pick` call's words read.
struct PickRequest {
  let call: Invocation
  var mode = PickerMode.single
  var start: Int
  /// The first and last days `in`, `min` and `max` allow.
  var first = Gregorian.dayCounts.lowerBound
  var last = Gregorian.dayCounts.upperBound
  var condition: Expr?
  var calendars: [CalendarSystem] = []
  var around = 0
  var entries: EntriesByDay?

  init(_ call: Invocation) throws {
    self.call = call
    start = call.settings.today.dayCount
    var index = 0
    let arguments = call.arguments
    while index < arguments.count {
      let word = call.word(at: index)
      if let word, let mode = PickerMode(rawValue: word), index == 0 {
        self.mode = mode
        index += 1
        continue
      }
      guard let word, ["from", "in", "min", "max", "where", "show", "around", "with"].contains(word) else {
        throw call.error(
          "pick reads single, multiple, range or strip first, then from, in, min, max, where, show, around or with",
          at: call.range(at: index))
      }
      guard index + 1 < arguments.count else {
        throw call.error("\(word) needs something after it; usage: \(call.usage)", at: call.range(at: index))
      }
      index += 1
      switch word {
      case "from": start = try days(at: index, for: word).lowerBound
      case "in":
        let days = try days(at: index, for: word)
        (first, last) = (max(first, days.lowerBound), min(last, days.upperBound))
      case "min": first = max(first, try days(at: index, for: word).lowerBound)
      case "max": last = min(last, try days(at: index, for: word).upperBound)
      case "where": condition = arguments[index]
      case "show":
        while index < arguments.count, let name = call.word(at: index),
          let system = CalendarSystem.named(name)
        {
          calendars.append(system)
          index += 1
        }
        guard !calendars.isEmpty else {
          throw call.error(
            "show names calendars: \(CalendarSystem.all.map(\.name).joined(separator: ", "))",
            at: call.range(at: index))
        }
        continue
      case "with":
        guard case .entries(let list) = try call.value(at: index) else {
          throw call.error("with needs entries, as in pick with book", at: call.range(at: index))
        }
        entries = EntriesByDay(list)
      default: around = try call.integer(at: index, default: 0, in: 0...3)
      }
      index += 1
    }
  }

  /// The days an argument names: a date's one day, a year's, a month's, a range's.
  private func days(at index: Int, for word: String) throws -> ClosedRange<Int> {
    let value = try call.value(at: index)
    switch value {
    case .date(let date): return date.dayCount...date.dayCount
    case .int(let year) where Gregorian.years.contains(year):
      let (first, last) = try call.writtenDays(
        from: YearMonth(uncheckedIndex: (year - 1) * 12),
        through: YearMonth(uncheckedIndex: (year - 1) * 12 + 11))
      return first.dayCount...last.dayCount
    case .yearMonth(let month):
      let (first, last) = try call.writtenDays(of: month)
      return first.dayCount...last.dayCount
    case .dateRange(let first, let last):
      return min(first.dayCount, last.dayCount)...max(first.dayCount, last.dayCount)
    case .monthRange(let first, let last):
      let (from, through) = try call.writtenDays(from: min(first, last), through: max(first, last))
      return from.dayCount...through.dayCount
    default:
      throw call.wrongKind(
        value, at: call.range(at: index), expected: "a date, a year, a month or a range after \(word)")
    }
  }

  func run() throws -> Value {
    try call.expectNothingPiped()
    let interpreter = call.interpreter
    let settings = interpreter.settings
    let marks = DayMarks(settings)
    guard first <= last else {
      throw call.error(
        "pick has no day to offer: in, min and max leave none between \(CivilDate(uncheckedDayCount: first)) and \(CivilDate(uncheckedDayCount: last))"
      )
    }
    let span = first...last
    var limits = PickerLimits(span: span)
    if let condition {
      try ConditionKinds.check(condition, on: .days, in: interpreter)
      limits = PickerLimits(span: span) { count in
        (try? interpreter.holds(condition, for: .day(marks.day(count, index: 0), totals: nil))) ?? false
      }
    }
    guard
      let picker = Picker(
        mode: mode, start: start, today: settings.today.dayCount, limits: limits, reform: settings.reform,
        firstWeekday: settings.firstWeekday)
    else { throw call.error("pick has no day to offer: none near the start is allowed") }
    guard let terminal = interpreter.policy.pickTerminal() else {
      throw call.error("pick needs a terminal to draw on, and this session has none")
    }
    var screen = PickScreen()
    // Drawn on the terminal, not on stdout: `auto` asks the terminal (TERM, NO_COLOR), not stdout.
    screen.color = settings.color == .always || (settings.color == .auto && terminal.wantsColor)
    screen.truecolor = settings.terminalTakesTruecolor
    screen.labels = settings.labels
    screen.language = settings.holidayLanguage
    screen.holidays = settings.holidays.isEmpty ? nil : settings.holidays
    screen.around = around
    screen.entries = entries
    screen.otherCalendars = calendars.map { system in
      (
        system.name,
        { count in (try? system.calendar.date(dayCount: count))?.longDescription ?? "outside its range" }
      )
    }
    interpreter.output.flush()
    let session = PickSession(picker: picker, screen: screen) { text in Self.readDate(text, in: interpreter) }
    let ended: PickSession
    switch terminal.run(session) {
    case .success(let session): ended = session
    case .failure(let failure): throw call.error(failure.message)
    }
    switch ended.outcome {
    case .accepted(.day(let count)): return .date(CivilDate(uncheckedDayCount: count))
    case .accepted(.days(let counts)): return interpreter.heldDays(counts)
    case .accepted(.range(let range)):
      return .days(
        settings.span(
          from: CivilDate(uncheckedDayCount: range.lowerBound),
          through: CivilDate(uncheckedDayCount: range.upperBound)))
    case .choosing, .cancelled: throw call.error("pick was cancelled: nothing chosen")
    }
  }

  /// Text typed after `g`, read as the language reads an expression: a date, or the first day
  /// of a month (`g 2025-12`, `g easter 2026`, `g today + 3 weeks`).
  static func readDate(_ text: String, in interpreter: Interpreter) -> Result<CivilDate, PickDateRefusal> {
    var parser = Parser(text: text)
    guard case .success(.pipeline(let pipeline))? = parser.nextStatement(), parser.nextStatement() == nil,
      let value = try? interpreter.evaluate(pipeline)
    else { return .failure(PickDateRefusal("not a date: \(text)")) }
    switch value {
    case .date(let date): return .success(date)
    case .yearMonth(let month): return .success(month.firstDay)
    default: return .failure(PickDateRefusal("\(text) is \(value.described), not a date"))
    }
  }
}
