import CalendarCore
import Glibc
import Ledger

/// `load "work.ics"` and `holidays load "de.ics"`: an iCalendar file (RFC 5545) read into entries,
/// one per day of each event inside the window: a multi-day event gives an entry per day, RRULE,
/// RDATE and EXDATE are expanded, a RECURRENCE-ID replaces its occurrence. VTIMEZONE, VTODO,
/// VJOURNAL, VALARM and X- components and properties are read past. Every problem is a
/// `FileError` at its line and column; nothing is returned then.
public enum ICSFile {
  /// The text columns of the entries, after `date`.
  public static let columns = ["summary", "location", "description", "categories", "uid", "status"]
  /// The most entries a file may give (a daily rule over centuries is a mistake, not a calendar).
  public static let mostEntries = 5_000_000
  /// The largest file read.
  public static let largestFile = 1 << 30

  /// The days from `first` through `last`; either may be open.
  public struct Window: Sendable, Equatable {
    public var first: CivilDate?
    public var last: CivilDate?
    public init(first: CivilDate? = nil, last: CivilDate? = nil) {
      self.first = first
      self.last = last
    }
  }

  /// A day of an event: its date, the event that covers it, and the start of the occurrence that
  /// covers it on the event's clock (16 bytes a day: a file may give millions).
  struct Day {
    var dayCount: Int32
    var event: Int32
    var start: Int
  }

  /// An occurrence by its event and start: a PERIOD RDATE's has a length of its own.
  struct Occurrence: Hashable {
    var event: Int
    var start: Int
  }

  /// Finds an IANA zone by name for the TZIDs of a file; nil when there is none.
  public typealias ZoneLookup = (String) -> ZoneRules?

  /// `warn` is told what was repaired or left out (`ICSRepairs`), once the file is read.
  public static func read(
    path: String, window: Window = Window(), zones: @escaping ZoneLookup = { _ in nil },
    isCancelled: @escaping () -> Bool = { false }, warn: (FileError) -> Void = { _ in }
  ) -> Result<Ledger, FileError> {
    readFile(path).flatMap {
      read(bytes: $0, window: window, zones: zones, isCancelled: isCancelled, warn: warn)
    }
  }

  /// Reads iCalendar bytes already in memory. Each entry keeps its occurrence's start and end
  /// (`Ledger.times`); `zones` finds the IANA zones TZIDs name.
  public static func read(
    bytes: [UInt8], window: Window = Window(), zones: @escaping ZoneLookup = { _ in nil },
    isCancelled: () -> Bool = { false }, warn: (FileError) -> Void = { _ in }
  ) -> Result<Ledger, FileError> {
    do throws(FileError) {
      let (events, days, periods) = try expand(
        bytes, window: window, zones: zones, isCancelled: isCancelled, warn: warn)
      var ledger = Ledger(columns: columns, hasAmounts: false)
      ledger.reserve(days.count)
      // Each event's columns and clock once, not once per day.
      let texts = events.map {
        [
          $0.summary, $0.location, $0.description, $0.categories.joined(separator: ", "), $0.uid ?? "",
          $0.status,
        ]
      }
      var times = EntryTimes()
      times.reserve(days.count)
      let clocks = events.map { times.index(of: $0.eventClock) }
      // An occurrence lasts the event's length unless it has its own (a PERIOD RDATE); with
      // neither DTEND nor DURATION, a DATE start lasts its day and a time none.
      let lengths = events.map { $0.duration ?? ($0.start.seconds == nil ? 86_400 : 0) }
      for day in days {
        let event = Int(day.event)
        let length =
          periods.isEmpty
          ? lengths[event] : periods[Occurrence(event: event, start: day.start)] ?? lengths[event]
        times.append(start: day.start, length: max(0, length), clock: clocks[event])
        do {
          try ledger.append(
            date: CivilDate(uncheckedDayCount: Int(day.dayCount)), amount: nil, texts: texts[event])
        } catch {
          throw FileError(error.message, line: 0)
        }
      }
      ledger.times = times
      return .success(ledger)
    } catch {
      return .failure(error)
    }
  }

  /// The days of a published holiday calendar: each day once, named by its event's SUMMARY.
  public static func holidays(
    path: String, window: Window = Window(), zones: @escaping ZoneLookup = { _ in nil },
    isCancelled: @escaping () -> Bool = { false }, warn: (FileError) -> Void = { _ in }
  ) -> Result<[HolidayFile.Entry], FileError> {
    readFile(path).flatMap {
      holidays(bytes: $0, window: window, zones: zones, isCancelled: isCancelled, warn: warn)
    }
  }

  public static func holidays(
    bytes: [UInt8], window: Window = Window(), zones: @escaping ZoneLookup = { _ in nil },
    isCancelled: () -> Bool = { false }, warn: (FileError) -> Void = { _ in }
  ) -> Result<[HolidayFile.Entry], FileError> {
    do throws(FileError) {
      let (events, days, _) = try expand(
        bytes, window: window, zones: zones, isCancelled: isCancelled, warn: warn)
      var seen = Set<Int>()
      var entries: [HolidayFile.Entry] = []
      for day in days where seen.insert(Int(day.dayCount)).inserted {
        let name = ICSProperty.oneLine(events[Int(day.event)].summary).trimmingBlanks()
        entries.append((CivilDate(uncheckedDayCount: Int(day.dayCount)), name.isEmpty ? "holiday" : name))
      }
      return .success(entries)
    } catch {
      return .failure(error)
    }
  }

  static func readFile(_ path: String) -> Result<[UInt8], FileError> {
    guard !path.utf8.contains(0) else {
      return .failure(FileError("the file name contains a NUL byte", line: 0))
    }
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(FileError(CSVReader.systemReason(errno), line: 0)) }
    defer { _ = Glibc.close(fd) }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = block.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(FileError(CSVReader.systemReason(errno), line: 0))
      }
      if count == 0 { return .success(bytes) }
      bytes += block[0..<count]
      if bytes.count > largestFile {
        return .failure(FileError("it is too large (more than 1 GiB)", line: 0))
      }
    }
  }

  /// The file's events and their days inside the window, in date order (events in file order on
  /// a day).
  static func expand(
    _ bytes: [UInt8], window: Window, zones lookup: @escaping ZoneLookup = { _ in nil },
    isCancelled: () -> Bool, warn: (FileError) -> Void = { _ in }
  ) throws(FileError) -> ([ICSEvent], [Day], [Occurrence: Int]) {
    // UTF-16 (a byte-order mark, or a NUL after the first letter) is a save-as choice, said so.
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
      || (bytes.count > 3 && bytes[0] != 0 && bytes[1] == 0 && bytes[3] == 0)
      || (bytes.count > 3 && bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0)
    {
      throw FileError(
        "the file is in UTF-16; iCalendar files are UTF-8 (RFC 5545): save or export it as UTF-8", line: 1)
    }
    let lines = ICSContentLines(bytes)
    var repairs = ICSRepairs()
    let zones = ICSZones(lookup: lookup)
    let events = try readEvents(lines, zones: zones, isCancelled: isCancelled, repairs: &repairs)
    for (tzid, line) in zones.unknown {
      repairs.note(
        "unknown TZID " + tzid,
        lines.failure(
          "TZID=\(tzid) is no time zone calsh knows, and the file has no VTIMEZONE of that name: "
            + "its times are read as UTC", line: line, length: 1))
    }
    let low = window.first?.dayCount ?? Int.min
    let high = window.last?.dayCount ?? Int.max
    var standing = standingVersions(events)
    // A series with a rule that cannot be read is left out, all of its UID's events.
    let unreadable = Set(events.lazy.filter { $0.unreadableRule != nil }.map { $0.uid })
    if !unreadable.isEmpty {
      for (index, event) in events.enumerated() where unreadable.contains(event.uid) {
        standing[index] = false
        if let problem = event.unreadableRule {
          repairs.note(
            problem.message,
            FileError(
              problem.message + "; the event is left out (the rest of the file loads)", line: problem.line,
              lineText: problem.lineText, offset: problem.offset, length: problem.length))
        }
      }
    }
    // The event each UID's overrides replace occurrences of (the standing one without
    // RECURRENCE-ID), and the moments of the occurrences they replace.
    var masters: [String: Int] = [:]
    var replaced: [String: Set<Int>] = [:]
    // RANGE=THISANDFUTURE overrides by UID: from the occurrence at `moment` (UTC) on, each later
    // one moves by `shift` seconds (from the RECURRENCE-ID's instant to the override's start, as
    // recurring-ical-events measures it) and takes the override's properties (event `index`).
    var futures: [String: [(moment: Int, shift: Int, index: Int)]] = [:]
    let hasOverrides = events.contains { $0.replaces != nil }
    for (index, event) in events.enumerated() where hasOverrides && standing[index] {
      guard let uid = event.uid else { continue }
      if let moments = event.replaces {
        replaced[uid, default: []].formUnion(moments)
        if event.replacesFuture, let moment = moments.last {
          futures[uid, default: []].append(
            (moment, event.clock.utc(fromLocal: event.start.time) - moment, index))
        }
      } else {
        masters[uid] = index
      }
    }
    for uid in futures.keys { futures[uid]!.sort { $0.moment < $1.moment } }
    var days: [Day] = []
    var periods: [Occurrence: Int] = [:]
    /// The days of the occurrence of event `index` written at `start` (its days count from it),
    /// which is at `time` on the event's clock (a `Z` RDATE's days are its UTC date's).
    func add(_ start: Int, _ index: Int, lasting length: Int? = nil, at time: Int? = nil) throws(FileError) {
      let (first, count) = events[index].days(startingAt: start, lasting: length)
      let from = max(first, low)
      let to = min(first + count - 1, high)
      guard from <= to else { return }
      guard days.count + (to - from + 1) <= mostEntries else {
        throw lines.failure(
          "the events give more than \(mostEntries) days; load a shorter window (from DATE until DATE)",
          line: events[index].beginLine, length: 12)
      }
      let start = time ?? start
      if let length { periods[Occurrence(event: index, start: start)] = length }
      for day in from...to { days.append(Day(dayCount: Int32(day), event: Int32(index), start: start)) }
    }
    for (index, event) in events.enumerated() {
      if index & 255 == 0, isCancelled() { throw FileError.interrupted }
      guard standing[index] else { continue }
      // An override of an occurrence that EXDATE removes stays removed (as recurring-ical-events).
      if let moments = event.replaces, let master = masters[event.uid ?? ""],
        moments.contains(where: events[master].excludedMoments.contains)
      {
        continue
      }
      // An override is on its own start; an event without a rule may still have overrides.
      guard event.replaces == nil else {
        try add(event.start.time, index)
        continue
      }
      let skip = replaced.isEmpty ? [] : replaced[event.uid ?? ""] ?? []
      // Most events happen once: their DTSTART, unless EXDATE or an override takes it.
      if event.rules.isEmpty, event.clockRules.isEmpty, event.extraTimes.isEmpty {
        let time = event.start.time
        if !event.excludedDays.contains(ICSEvent.day(of: time))
          && !event.meets(event.excludedMoments, written: time, time: time)
          && !event.meets(skip, written: time, time: time)
        {
          try add(time, index)
        }
        continue
      }
      let timeOfDay = event.start.seconds ?? 0
      // DTSTART is the first occurrence (RFC 5545 §3.8.5.3), whether or not the rule takes it,
      // unless it is after the rule's UNTIL. Each occurrence by its time on the start's clock,
      // with the time its days count from (an RDATE's as written).
      var starts: [Int: (written: Int, length: Int?)] = [:]
      if (event.rules.first?.until ?? event.clockRules.first?.until).map({ event.start.time <= $0 }) ?? true {
        starts[event.start.time] = (event.start.time, nil)
      }
      // Occurrences a THISANDFUTURE override moves may move into the window: look that much wider.
      let moves = futures.isEmpty ? [] : futures[event.uid ?? ""] ?? []
      let reach =
        moves.map { (abs($0.shift) + max(0, events[$0.index].duration ?? 0)) / 86_400 + 2 }.max() ?? 0
      let (first, last) = (low == Int.min ? low : low - reach, high == Int.max ? high : high + reach)
      for (time, written, length) in event.extraTimes
      where ICSEvent.day(of: written) <= last && starts[time] == nil {
        starts[time] = (written, length)
      }
      for rule in event.rules {
        try addRule(rule.recurrence, until: rule.until, line: rule.line, removed: rule.removed)
      }
      for rule in event.clockRules {
        try addClockRule(rule)
      }
      for (time, start) in starts.sorted(by: { $0.key < $1.key })
      where !event.excludedDays.contains(ICSEvent.day(of: start.written))
        && !event.meets(event.excludedMoments, written: start.written, time: time)
        && !event.meets(skip, written: start.written, time: time)
      {
        if !moves.isEmpty, let move = moves.last(where: { $0.moment <= event.clock.utc(fromLocal: time) }) {
          try add(start.written + move.shift, move.index, lasting: start.length)
        } else {
          try add(start.written, index, lasting: start.length, at: time)
        }
      }
      /// An occurrence every `step` seconds from DTSTART on its clock (as dateutil adds hours to a
      /// time in a zone: on the wall clock); a DATE start's occurrences are on their days.
      func addClockRule(_ rule: (step: Int, count: Int?, until: Int?, line: Int, removed: String?))
        throws(FileError)
      {
        if rule.count == nil, rule.until == nil, window.last == nil {
          try endless(line: rule.line, removed: rule.removed)
        }
        let origin = event.start.time
        // The first occurrence that can reach the window (an occurrence lasts at most its duration).
        let reachBack = max(0, event.duration ?? 86_400) + 86_400
        var k = first == Int.min ? 0 : max(0, (first * 86_400 - reachBack - origin) / rule.step)
        while rule.count.map({ k < $0 }) ?? true {
          let (offset, overflow) = k.multipliedReportingOverflow(by: rule.step)
          guard !overflow, offset <= Int.max - origin else { break }
          let time = origin + offset
          if let until = rule.until, time > until { break }
          let day = ICSEvent.day(of: time)
          if day > last { break }
          k += 1
          if k & 4095 == 0 { try checkpoint() }
          let written = event.start.seconds == nil ? day * 86_400 : time
          let (firstDay, length) = event.days(startingAt: written)
          if firstDay + length - 1 < first || starts[time] != nil { continue }
          starts[time] = (written, nil)
        }
      }
      /// Every 4,096 occurrences of a rule: Ctrl-C, and the limit on what is held. Occurrences are
      /// held before their days are counted: stop at the same limit.
      func checkpoint() throws(FileError) {
        if isCancelled() { throw FileError.interrupted }
        guard starts.count + days.count <= mostEntries else {
          throw lines.failure(
            "the events give more than \(mostEntries) days; load a shorter window (from DATE until DATE)",
            line: event.beginLine, length: 12)
        }
      }
      func endless(line: Int, removed: String?) throws(FileError) {
        // A negative COUNT is read as none (as recurring-ical-events reads it): say that once.
        let why =
          removed.map { "\($0) is not a count, and with it taken out this RRULE repeats forever" }
          ?? "this RRULE repeats forever (it has no COUNT or UNTIL)"
        throw lines.failure(
          why + "; read the file with an end, as in load \"work.ics\" from 2025-01-01 until 2025-12-31",
          line: line, length: 5)
      }
      func addRule(_ rule: Recurrence, until: Int?, line: Int, removed: String?) throws(FileError) {
        if rule.isEndless, window.last == nil { try endless(line: line, removed: removed) }
        var count = 0
        for day in rule {
          if day > last { break }
          count += 1
          if count & 4095 == 0 { try checkpoint() }
          let start = day * 86_400 + timeOfDay
          if let until, start > until { break }
          let (day, length) = event.days(startingAt: start)
          if day + length - 1 < first || starts[start] != nil { continue }
          starts[start] = (start, nil)
        }
      }
    }
    days.sort { $0.dayCount != $1.dayCount ? $0.dayCount < $1.dayCount : $0.event < $1.event }
    repairs.warnings.forEach(warn)
    return (events, days, periods)
  }

  /// Which events stand: of the versions of one event (one UID, and for an override one
  /// RECURRENCE-ID) the one with the highest SEQUENCE, the first of equals; as RFC 5545 §3.8.7.4
  /// and recurring-ical-events read them. An event without a UID stands.
  static func standingVersions(_ events: [ICSEvent]) -> [Bool] {
    var standing = [Bool](repeating: true, count: events.count)
    var versions: [String: Int] = [:]
    for (index, event) in events.enumerated() {
      guard let uid = event.uid else { continue }
      // An override is known by its occurrence's instant (UTC), the last of its moments.
      let key = event.replaces?.last.map { uid + "\u{0}" + String($0) } ?? uid
      guard let earlier = versions[key] else {
        versions[key] = index
        continue
      }
      if event.sequence > events[earlier].sequence {
        standing[earlier] = false
        versions[key] = index
      } else {
        standing[index] = false
      }
    }
    return standing
  }

  /// The VEVENTs of the file, checked: every BEGIN has its END, everything is inside a
  /// VCALENDAR.
  static func readEvents(
    _ lines: ICSContentLines, zones resolver: ICSZones, isCancelled: () -> Bool, repairs: inout ICSRepairs
  ) throws(FileError) -> [ICSEvent] {
    var stack: [(name: String, line: Int)] = []
    var eventParts: [(properties: [ICSProperty], line: Int)] = []
    var zones: [String: ICSTimeZone] = [:]
    var zoneID: String?
    var properties: [ICSProperty] = []
    var sawCalendar = false
    // Where the lines are, worked out at each BEGIN and END rather than for every property:
    // inside a VEVENT (or a zone's STANDARD or DAYLIGHT) whose properties are kept, in a VTIMEZONE.
    var keepsProperties = false
    var inZone = false
    func place() {
      let top = stack.last?.name
      keepsProperties = stack.count <= 3 && (top == "VEVENT" || top == "STANDARD" || top == "DAYLIGHT")
      inZone = top == "VTIMEZONE"
    }
    for index in lines.lines.indices {
      if index & 4095 == 0, isCancelled() { throw FileError.interrupted }
      let property: ICSProperty
      do {
        property = try ICSProperty(lines, at: index)
      } catch {
        // Inside a VEVENT a line that is no property is skipped, as icalendar skips it (most often
        // a folded line's continuation that lost its leading space).
        // (Text that is not UTF-8 is still an error: the file was saved in another encoding.)
        guard stack.last?.name == "VEVENT", lines.withBytes(of: index, { ICSProperty.utf8Text($0) != nil })
        else {
          if !sawCalendar {
            throw lines.failure("this is not an iCalendar file: one starts with BEGIN:VCALENDAR", line: index)
          }
          throw error
        }
        repairs.note(
          "unreadable line",
          FileError(
            error.message + ": the line is skipped (a folded line that lost its leading space?)",
            line: error.line, lineText: error.lineText, offset: error.offset, length: error.length))
        continue
      }
      switch property.name {
      case "BEGIN":
        let name = property.value.uppercased()
        if stack.isEmpty, name != "VCALENDAR" {
          throw lines.failure(
            "an iCalendar file starts with BEGIN:VCALENDAR", line: index, offset: property.valueOffset,
            length: property.value.utf8.count)
        }
        if name == "VCALENDAR" { sawCalendar = true }
        if name == "VEVENT" || name == "STANDARD" || name == "DAYLIGHT" {
          properties = []
          properties.reserveCapacity(16)
        }
        if name == "VTIMEZONE" { zoneID = nil }
        stack.append((name, index))
        place()
      case "END":
        let written = property.value.uppercased()
        guard let open = stack.last else {
          throw lines.failure("END:\(property.value) has no BEGIN before it", line: index)
        }
        // A misspelt END (END:VTOOD) ends the component open, as icalendar reads it; an END of an
        // outer one (a missing END) is still an error.
        if open.name != written, !stack.contains(where: { $0.name == written }) {
          repairs.note(
            "END:" + written,
            lines.failure(
              "END:\(property.value) read as END:\(open.name), which BEGIN:\(open.name) "
                + "(line \(lines.lines[open.line].pieces[0].line)) needs", line: index,
              offset: property.valueOffset, length: property.value.utf8.count))
        } else if open.name != written {
          throw lines.failure(
            "END:\(property.value) where BEGIN:\(open.name) (line \(lines.lines[open.line].pieces[0].line)) "
              + "needs its END:\(open.name)", line: index, offset: property.valueOffset,
            length: property.value.utf8.count)
        }
        let name = open.name
        stack.removeLast()
        if name == "VEVENT", stack.last?.name == "VCALENDAR" { eventParts.append((properties, open.line)) }
        if name == "STANDARD" || name == "DAYLIGHT", stack.last?.name == "VTIMEZONE",
          let observance = try ICSTimeZone.observance(
            properties, isDaylight: name == "DAYLIGHT", lines: lines)
        {
          zones["", default: ICSTimeZone()].observances.append(observance)
        }
        if name == "VTIMEZONE", let zoneID, let zone = zones.removeValue(forKey: "") { zones[zoneID] = zone }
        place()
      default:
        guard !stack.isEmpty else {
          throw lines.failure(
            "a property outside BEGIN:VCALENDAR … END:VCALENDAR", line: index,
            length: property.name.utf8.count)
        }
        if inZone, property.name == "TZID" { zoneID = property.value }
        if keepsProperties { properties.append(property) }
      }
    }
    if let open = stack.last {
      throw lines.failure(
        "BEGIN:\(open.name) has no END:\(open.name)", line: open.line, length: 6 + open.name.utf8.count)
    }
    guard sawCalendar else {
      throw FileError("the file is empty; an iCalendar file starts with BEGIN:VCALENDAR", line: 1)
    }
    var events: [ICSEvent] = []
    resolver.described = zones
    for (properties, line) in eventParts {
      events.append(
        try ICSEvent(properties, beginLine: line, lines: lines, zones: resolver, repairs: &repairs))
    }
    return events
  }
}
