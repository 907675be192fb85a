/// The state of an interactive date picker, moved by keys: `pick`'s pure core, with no terminal
/// in it. The cursor always stands on a day the limits permit (the reform's gap is no day, so
/// moving by days jumps it); moving onto a forbidden day goes on in the same direction.
public struct Picker {
  public let mode: PickerMode
  public let limits: PickerLimits
  public let reform: Reform
  public let firstWeekday: Weekday
  public let today: Int
  /// The day under the cursor.
  public private(set) var cursor: Int
  /// In `range`, the day the first Enter or Space anchored.
  public private(set) var anchor: Int?
  /// In `multiple`, the days toggled on.
  public private(set) var chosen: Selection
  /// Whether the keys' help is shown (`?`); the next key hides it.
  public private(set) var showsHelp = false
  public private(set) var outcome: PickerOutcome = .choosing

  /// A picker on `start` (or the nearest permitted day); nil when no day near it may be picked.
  public init?(
    mode: PickerMode, start: Int, today: Int, limits: PickerLimits = PickerLimits(),
    reform: Reform = .proleptic, firstWeekday: Weekday = .sunday
  ) {
    guard let cursor = limits.nearestPermitted(to: start, direction: 1) else { return nil }
    self.mode = mode
    self.limits = limits
    self.reform = reform
    self.firstWeekday = firstWeekday
    self.today = today
    self.cursor = cursor
    chosen = .empty
  }

  /// The month the cursor's day is written in: the one drawn.
  public var shownMonth: YearMonth {
    let label = reform.label(dayCount: cursor)
    return YearMonth(uncheckedYear: label.year, month: label.month)
  }

  /// The days drawn as chosen: the toggled days, or the range from the anchor to the cursor.
  public var marked: Selection {
    switch mode {
    case .multiple: return chosen
    case .range:
      guard let anchor else { return .empty }
      return Selection(runs: [min(anchor, cursor)...max(anchor, cursor)])
    case .single, .strip: return .empty
    }
  }

  /// The picker after `key`. Once accepted or cancelled, keys change nothing.
  public func handling(_ key: PickerKey) -> Picker {
    var next = self
    next.handle(key)
    return next
  }

  public mutating func handle(_ key: PickerKey) {
    guard outcome == .choosing else { return }
    if showsHelp {
      showsHelp = false
      if key == .help || key == .cancel { return }
    }
    switch key {
    case .previousDay: move(to: cursor - 1, direction: -1)
    case .nextDay: move(to: cursor + 1, direction: 1)
    case .previousWeek: move(to: cursor - 7, direction: -1)
    case .nextWeek: move(to: cursor + 7, direction: 1)
    case .previousMonth: moveMonths(-1)
    case .nextMonth: moveMonths(1)
    case .previousYear: moveMonths(-12)
    case .nextYear: moveMonths(12)
    case .weekStart:
      move(to: cursor - Weekday(dayCount: cursor).column(from: firstWeekday), direction: 1)
    case .weekEnd:
      move(to: cursor + 6 - Weekday(dayCount: cursor).column(from: firstWeekday), direction: -1)
    case .today: move(to: today, direction: 1)
    case .goTo(let date): move(to: date.dayCount, direction: 1)
    case .click(let date):
      guard limits.permits(date.dayCount) else { return }
      cursor = date.dayCount
      // In `range` the first click anchors and the next ones move the range's other end.
      if mode == .multiple || (mode == .range && anchor == nil) { toggle() }
    case .toggle: toggle()
    case .accept: accept()
    case .cancel: outcome = .cancelled
    case .help: showsHelp = true
    }
  }

  /// Ends the picker with no choice, whatever is shown (Ctrl-C).
  public mutating func cancel() {
    if outcome == .choosing { outcome = .cancelled }
  }

  /// Moves to the permitted day nearest `day`, looking in `direction` first; stays when none.
  private mutating func move(to day: Int, direction: Int) {
    if let day = limits.nearestPermitted(to: day, direction: direction) { cursor = day }
  }

  private mutating func moveMonths(_ count: Int) {
    let date = CivilDate(uncheckedDayCount: cursor)
    let target: Int
    if let moved = try? reform.adding(months: count, to: date, monthEnd: .clamp) {
      target = moved.dayCount
    } else {
      target = count < 0 ? limits.span.lowerBound : limits.span.upperBound
    }
    let direction = count < 0 ? -1 : 1
    // A month key stays in the month it names when that month has a permitted day: PgUp from
    // 1 December onto a Saturday 1 November goes to November's first workday, not to October.
    let written = reform.label(dayCount: target)
    let month = reform.dayCounts(of: YearMonth(uncheckedYear: written.year, month: written.month))
    let days = month.first..<(month.first + month.count)
    if days.contains(target), let day = nearestPermitted(to: target, within: days, direction: direction) {
      cursor = day
      return
    }
    move(to: target, direction: direction)
  }

  /// The permitted day of `days` nearest `day`, looking in `direction` first.
  private func nearestPermitted(to day: Int, within days: Range<Int>, direction: Int) -> Int? {
    for step in [direction, -direction] {
      var candidate = day
      while days.contains(candidate) {
        if limits.permits(candidate) { return candidate }
        candidate += step
      }
    }
    return nil
  }

  private mutating func toggle() {
    switch mode {
    case .multiple:
      if chosen.contains(cursor) {
        chosen = Selection(runs: chosen.runs.flatMap { run in removing(cursor, from: run) })
      } else {
        chosen.select(Selection(runs: [cursor...cursor]))
      }
    case .range: anchor = cursor
    case .single, .strip: break
    }
  }

  /// The run without `day`: itself, or the parts before and after it.
  private func removing(_ day: Int, from run: ClosedRange<Int>) -> [ClosedRange<Int>] {
    guard run.contains(day) else { return [run] }
    var parts: [ClosedRange<Int>] = []
    if run.lowerBound < day { parts.append(run.lowerBound...(day - 1)) }
    if day < run.upperBound { parts.append((day + 1)...run.upperBound) }
    return parts
  }

  private mutating func accept() {
    switch mode {
    case .single, .strip: outcome = .accepted(.day(cursor))
    case .multiple:
      let days = chosen.runs.flatMap { Array($0) }.filter(limits.permits)
      outcome = .accepted(.days(days.isEmpty ? [cursor] : days))
    case .range:
      guard let anchor else {
        self.anchor = cursor
        return
      }
      outcome = .accepted(.range(min(anchor, cursor)...max(anchor, cursor)))
    }
  }
}
