import CalendarCore

/// One event of an iCalendar file: its day (all day) or its start and end (timed), its title,
/// and for a recurrence its RRULE.
public struct ICSEvent: Sendable {
  public var date: CivilDate
  /// The SUMMARY (none: the event has no title).
  public var summary: String?
  /// RRULE text (`FREQ=MONTHLY;BYMONTHDAY=-1`): the event repeats from `date` by it.
  public var rule: String?
  /// A timed event's DTSTART and its DURATION (RFC 5545 `PT1H30M`: exact time, so an event
  /// across a change of clocks keeps its length, and no end falls on a repeated wall time); nil
  /// for an all-day event of `date`.
  public var start: ICSTime?
  public var duration: String?
  /// A timed event's DTEND on the start's clock, in place of DURATION: how a calendar file's
  /// event is written back, so that a reader adding DTEND − DTSTART on the wall clock (calsh's
  /// load, recurring-ical-events) reads the same end again.
  public var end: ICSTime?
  /// LOCATION and DESCRIPTION (a calendar file's event written back keeps them).
  public var location: String?
  public var details: String?

  public init(date: CivilDate, summary: String? = nil, rule: String? = nil) {
    self.date = date
    self.summary = summary
    self.rule = rule
  }

  /// A timed event from `start`, `duration` long.
  /// A timed event from `start` to `end` (on the same clock).
  public init(start: ICSTime, end: ICSTime, summary: String? = nil) {
    self.init(date: start.wall.date, summary: summary)
    self.start = start
    self.end = end
  }

  public init(start: ICSTime, duration: String?, summary: String? = nil, rule: String? = nil) {
    self.init(date: start.wall.date, summary: summary, rule: rule)
    self.start = start
    self.duration = duration
  }
}

/// The span of instants each zone's events cover, in the order the zones come: what the
/// VTIMEZONEs of a file must describe (`ICSWriter.writeTimeZone` for each).
public struct ICSZoneSpans {
  private var spans: [(zone: ZoneRules, first: Instant, last: Instant)] = []

  public init() {}

  /// Widens `zone`'s span to hold `first`…`last`.
  public mutating func include(_ zone: ZoneRules, from first: Instant, through last: Instant) {
    guard let at = spans.firstIndex(where: { $0.zone.name == zone.name }) else {
      spans.append((zone, first, last))
      return
    }
    if first < spans[at].first { spans[at].first = first }
    if spans[at].last < last { spans[at].last = last }
  }

  /// A VTIMEZONE for each zone, over its span.
  public func write(with writer: inout ICSWriter, to out: Output) {
    for span in spans { writer.writeTimeZone(span.zone, from: span.first, through: span.last, to: out) }
  }
}

/// A DATE-TIME as iCalendar writes it: floating (`20250107T100000`), UTC (`…Z`) or the wall time
/// of a zone named by TZID (whose VTIMEZONE the file carries).
public struct ICSTime: Sendable, Equatable {
  public enum Clock: Sendable, Equatable {
    case floating, utc
    case zone(String)
  }

  public var clock: Clock
  /// The wall time on that clock (UTC's for `utc`).
  public var wall: DateTime

  public init(_ clock: Clock, _ wall: DateTime) {
    self.clock = clock
    self.wall = wall
  }

  /// `;TZID=Europe/Berlin:20250107T100000`, `:20250107T100000Z`, `:20250107T100000`: what
  /// follows a property's name.
  var text: String {
    let digits = ICSTime.compact(wall)
    switch clock {
    case .floating: return ":" + digits
    case .utc: return ":" + digits + "Z"
    case .zone(let name): return ";TZID=" + name + ":" + digits
    }
  }

  /// `20250107T100000`.
  static func compact(_ wall: DateTime) -> String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let date = wall.date
    let year = String(date.year)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + two(date.month) + two(date.day)
      + "T"
      + two(wall.time.hour) + two(wall.time.minute) + two(wall.time.second)
  }
}

/// Writes one VCALENDAR (RFC 5545) of all-day events: CRLF line ends, lines folded at 75 octets
/// between UTF-8 characters, TEXT escaped. The UID is a hash of the day, the summary and the rule,
/// so the same events give the same file on every run (and a calendar app updates, not duplicates).
public struct ICSWriter {
  /// The DTSTAMP's day (the session's today), written as its midnight UTC.
  let stamp: CivilDate
  /// How many events so far had each UID hash: a repeat gets the count in its hash.
  private var uses: [UInt64: Int] = [:]
  private var line: [UInt8] = []

  /// The longest line, in octets without its CRLF (RFC 5545 3.1).
  static let lineLimit = 75

  public init(stamp: CivilDate) {
    self.stamp = stamp
    line.reserveCapacity(256)
  }

  public func writeHeader(to out: Output) {
    out.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//calsh//calsh//EN\r\nCALSCALE:GREGORIAN\r\n")
  }

  public func writeFooter(to out: Output) {
    out.write("END:VCALENDAR\r\n")
  }

  public mutating func write(_ event: ICSEvent, to out: Output) {
    let uid = uniqueHash(of: event)
    out.write("BEGIN:VEVENT\r\nUID:")
    writeHex(uid, to: out)
    out.write(byte: UInt8(ascii: "-"))
    writeCompact(event.date, to: out)
    out.write("@calsh\r\nDTSTAMP:")
    writeCompact(stamp, to: out)
    out.write("T000000Z\r\n")
    if let start = event.start {
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: ("DTSTART" + start.text).utf8)
      writeFolded(to: out)
      if let end = event.end {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: ("DTEND" + end.text).utf8)
        writeFolded(to: out)
      } else if let duration = event.duration {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: ("DURATION:" + duration).utf8)
        writeFolded(to: out)
      }
    } else {
      out.write("DTSTART;VALUE=DATE:")
      writeCompact(event.date, to: out)
      out.write("\r\n")
    }
    // The last day of the calendar (9999-12-31) has no next day: without DTEND an all-day event
    // lasts its one day (RFC 5545 3.6.1).
    if event.start == nil, let next = try? CivilDate(dayCount: event.date.dayCount + 1) {
      out.write("DTEND;VALUE=DATE:")
      writeCompact(next, to: out)
      out.write("\r\n")
    }
    if let rule = event.rule {
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: "RRULE:".utf8)
      line.append(contentsOf: rule.utf8)
      writeFolded(to: out)
    }
    for (name, text) in [
      ("SUMMARY:", event.summary), ("LOCATION:", event.location), ("DESCRIPTION:", event.details),
    ] {
      guard let text, !text.isEmpty else { continue }
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: name.utf8)
      ICSWriter.appendEscaped(text, to: &line)
      writeFolded(to: out)
    }
    out.write(event.start == nil ? "TRANSP:TRANSPARENT\r\nEND:VEVENT\r\n" : "END:VEVENT\r\n")
    out.flushIfFull()
  }

  /// A VTIMEZONE for `zone` (RFC 5545 3.6.5) covering `from`…`through`: the change in force at
  /// `from` and each change up to `through`, each an observance (STANDARD or DAYLIGHT) with its
  /// onset in the local time before it, its offsets and abbreviation. Before a zone's first change
  /// (or in one that never changes) the local time then is an observance from `from`'s day. Calendar apps that do not know the TZID (Outlook) read this.
  public mutating func writeTimeZone(_ zone: ZoneRules, from: Instant, through: Instant, to out: Output) {
    func property(_ text: String, escaping value: String? = nil) {
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: text.utf8)
      if let value { ICSWriter.appendEscaped(value, to: &line) }
      writeFolded(to: out)
    }
    property("BEGIN:VTIMEZONE")
    property("TZID:" + zone.name)
    var changes: [ZoneTransition] = []
    if let first = zone.previousTransition(before: from.adding1()) { changes.append(first) }
    var cursor = changes.last?.instant ?? from
    while let next = zone.nextTransition(after: cursor), !(through < next.instant) {
      changes.append(next)
      cursor = next.instant
    }
    func offset(_ value: UTCOffset) -> String {
      let seconds = abs(value.seconds)
      func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return (value.seconds < 0 ? "-" : "+") + two(seconds / 3600) + two(seconds / 60 % 60)
        + (seconds % 60 == 0 ? "" : two(seconds % 60))
    }
    func observance(_ type: LocalTimeType, from before: UTCOffset, onset: DateTime) {
      let kind = type.isDaylightSaving ? "DAYLIGHT" : "STANDARD"
      property("BEGIN:" + kind)
      property("DTSTART:" + ICSTime.compact(onset))
      property("TZOFFSETFROM:" + offset(before))
      property("TZOFFSETTO:" + offset(type.offset))
      property("TZNAME:", escaping: type.abbreviation)
      property("END:" + kind)
    }
    if changes.first.map({ from < $0.instant }) ?? true {
      // No change before the span (a zone that never changed, or a date before its first change):
      // the local time in force then, from the span's first day.
      let type = zone.localTimeType(at: from)
      let day = (try? from.dateTime(at: type.offset).date) ?? CivilDate(uncheckedYear: 1, month: 1, day: 1)
      observance(type, from: type.offset, onset: DateTime(date: day))
    }
    for change in changes {
      guard let onset = change.wallTimeBefore else { continue }
      observance(change.after, from: change.before.offset, onset: onset)
    }
    property("END:VTIMEZONE")
  }

  /// TEXT as RFC 5545 3.3.11 writes it: `\` `;` `,` escaped with a backslash, a line end as `\n`.
  static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    var afterCR = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x0D:
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "n"))
      case 0x0A:
        if !afterCR {
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(UInt8(ascii: "n"))
        }
      case 0x09: bytes.append(byte)
      case 0..<0x20, 0x7F: break  // other controls are not allowed in TEXT
      default: bytes.append(byte)
      }
      afterCR = byte == 0x0D
    }
  }

  /// Writes `line` with CRLF, folded (CRLF and a space) so no line passes 75 octets, never
  /// inside a UTF-8 character.
  private func writeFolded(to out: Output) {
    ICSWriter.fold(line) { out.write(UnsafeRawBufferPointer($0)) }
  }

  /// Calls `emit` with the folded pieces of `line`, line ends included.
  static func fold(_ line: [UInt8], emit: (UnsafeBufferPointer<UInt8>) -> Void) {
    line.withUnsafeBufferPointer { bytes in
      var start = 0
      var limit = lineLimit
      while bytes.count - start > limit {
        var end = start + limit
        // A continuation byte (10xxxxxx) starts no character: break before its lead byte.
        while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        emit(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        crlfSpace.withUnsafeBufferPointer(emit)
        start = end
        limit = lineLimit - 1  // the space that starts a continuation line counts
      }
      emit(UnsafeBufferPointer(rebasing: bytes[start...]))
      crlf.withUnsafeBufferPointer(emit)
    }
  }

  private static let crlf: [UInt8] = [0x0D, 0x0A]
  private static let crlfSpace: [UInt8] = [0x0D, 0x0A, 0x20]

  /// FNV-1a (64 bits) of the day, the summary and the rule, then of the number of earlier events
  /// with that hash: stable from run to run and across machines (Swift's Hasher is seeded anew).
  private mutating func uniqueHash(of event: ICSEvent) -> UInt64 {
    var hash = ICSWriter.fnv(event.date.description.utf8, seed: 0xcbf2_9ce4_8422_2325)
    if let start = event.start { hash = ICSWriter.fnv(start.text.utf8, seed: hash) }
    hash = ICSWriter.fnv(CollectionOfOne(0), seed: hash)
    hash = ICSWriter.fnv((event.summary ?? "").utf8, seed: hash)
    hash = ICSWriter.fnv(CollectionOfOne(0), seed: hash)
    hash = ICSWriter.fnv((event.rule ?? "").utf8, seed: hash)
    let earlier = uses[hash, default: 0]
    uses[hash] = earlier + 1
    guard earlier > 0 else { return hash }
    return ICSWriter.fnv(String(earlier).utf8, seed: ICSWriter.fnv(CollectionOfOne(0), seed: hash))
  }

  static func fnv(_ bytes: some Sequence<UInt8>, seed: UInt64) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  private func writeHex(_ value: UInt64, to out: Output) {
    let digits: StaticString = "0123456789abcdef"
    for shift in stride(from: 60, through: 0, by: -4) {
      out.write(byte: digits.utf8Start[Int((value >> UInt64(shift)) & 0xF)])
    }
  }

  /// `YYYYMMDD`, iCalendar's DATE.
  private func writeCompact(_ date: CivilDate, to out: Output) {
    out.write(decimal: date.year, width: 4)
    out.write(decimal: date.month, width: 2)
    out.write(decimal: date.day, width: 2)
  }
}

extension Instant {
  /// One second later (the same instant at the end of the range): `previousTransition(before:)`
  /// then includes a change at this very instant.
  fileprivate func adding1() -> Instant { (try? adding(seconds: 1)) ?? self }
}
