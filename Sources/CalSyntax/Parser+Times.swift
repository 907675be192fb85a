import CalendarCore

/// The parser's reading of times, date-times, zones, timestamps and exact durations (issue 28).
extension Parser {
  /// The bytes `start..<end` as a number (digits only; the lexer has checked them).
  private func digits(_ start: Int, _ end: Int) -> Int {
    var n = 0
    for position in start..<end { n = n &* 10 &+ Int(bytes[position] &- UInt8(ascii: "0")) }
    return n
  }

  /// The clock written from `start` (`HH:MM[:SS[.fff]]`), and where it ends.
  private func clock(from start: Int, within end: Int, at range: SourceRange) throws(ScriptError) -> (
    TimeOfDay, Int
  ) {
    var position = start
    while position < end, bytes[position] != UInt8(ascii: ":") { position += 1 }
    let hour = digits(start, position)
    let minute = digits(position + 1, position + 3)
    position += 3
    var second = 0
    var nanosecond = 0
    if position < end, bytes[position] == UInt8(ascii: ":") {
      second = digits(position + 1, position + 3)
      position += 3
      if position < end, bytes[position] == UInt8(ascii: ".") {
        var fractionEnd = position + 1
        while fractionEnd < end, bytes[fractionEnd] &- UInt8(ascii: "0") < 10 { fractionEnd += 1 }
        nanosecond = digits(position + 1, fractionEnd)
        for _ in 0..<(9 - (fractionEnd - position - 1)) { nanosecond *= 10 }
        position = fractionEnd
      }
    }
    do {
      return (try TimeOfDay(hour: hour, minute: minute, second: second, nanosecond: nanosecond), position)
    } catch {
      var message = "'\(text(range.offset, range.end))' is not a time: " + error.message
      if case .hourOutOfRange(let h) = error, (24..<48).contains(h) {
        var colon = start
        while bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        let later = (h < 34 ? "0" : "") + "\(h - 24)" + text(colon, position)
        message += " (\(text(start, position)) is the next day's \(later): + 1 day on a date-time)"
      }
      throw .syntax(message, at: range)
    }
  }

  /// A time token's clock, with its glued `am` or `pm` (`3:30pm`) read on the 12-hour clock.
  private func clock(of token: LexedToken) throws(ScriptError) -> TimeOfDay {
    let range = token.range
    let glued = bytes[range.end - 1] | 0x20 == UInt8(ascii: "m")
    let (time, _) = try clock(from: range.offset, within: range.end - (glued ? 2 : 0), at: range)
    guard glued else { return time }
    return try twelveHour(time, bytes[range.end - 2] | 0x20 == UInt8(ascii: "p") ? 12 : 0, at: range)
  }

  /// `am` or `pm` after a time or an hour: 12 for pm, 0 for am; nil for any other word.
  private func meridiem(_ token: LexedToken) -> Int? {
    guard token.kind == .identifier, token.range.length == 2 else { return nil }
    let word = text(of: token).lowercased()
    return word == "am" ? 0 : word == "pm" ? 12 : nil
  }

  /// `3` and `pm`: the 12-hour clock's hour 1–12 as a time of day.
  private func twelveHour(_ time: TimeOfDay, _ add: Int, at range: SourceRange) throws(ScriptError)
    -> TimeOfDay
  {
    guard (1...12).contains(time.hour) else {
      throw .syntax(
        "'\(text(range.offset, range.end))' is not a time: with am or pm the hour runs from 1 to 12 "
          + "(write 15:00 or 3pm)", at: range)
    }
    let hour = time.hour % 12 + add
    return TimeOfDay(
      uncheckedNanoseconds: time.nanosecondsSinceMidnight + Int64(hour - time.hour) * 3_600_000_000_000)
  }

  /// A zone after a time or date-time: a name with its area (`Europe/Berlin`), or `UTC`/`GMT`.
  private func zoneAfter() -> (name: String, range: SourceRange)? {
    if current.kind == .zoneName { return (text(of: current), current.range) }
    guard current.kind == .identifier, current.range.length == 3 else { return nil }
    let word = text(of: current)
    return word.uppercased() == "UTC" || word.uppercased() == "GMT" ? (word, current.range) : nil
  }

  /// `15:30`, `15:30:05.25`, `3:30 pm`, and a zone after it (`15:00 Asia/Tokyo`).
  mutating func timeLiteral() throws(ScriptError) -> Expr {
    let token = advance()
    var range = token.range
    var time = try clock(of: token)
    if bytes[range.end - 1] | 0x20 != UInt8(ascii: "m"), let add = meridiem(current) {
      range = range.through(advance().range)
      time = try twelveHour(time, add, at: range)
    }
    return zoned(date: nil, time: time, from: range)
  }

  /// `3pm`, `3 pm`, `11AM`: an hour on the 12-hour clock (the token, or the number before the word).
  mutating func hourLiteral() throws(ScriptError) -> Expr? {
    let token = current
    var range = token.range
    let add: Int
    let hourEnd: Int
    if token.kind == .integer, let word = meridiem(next) {
      add = word
      hourEnd = token.range.end
      range = token.range.through(next.range)
    } else if token.kind == .shortDuration, token.range.length >= 3, token.range.length <= 4 {
      let suffix = text(token.range.end - 2, token.range.end).lowercased()
      guard suffix == "am" || suffix == "pm" else { return nil }
      add = suffix == "am" ? 0 : 12
      hourEnd = token.range.end - 2
    } else {
      return nil
    }
    guard hourEnd - token.range.offset <= 2 else { return nil }
    _ = advance()
    if range.end > token.range.end { _ = advance() }
    let hour = digits(token.range.offset, hourEnd)
    guard (1...12).contains(hour) else {
      throw .syntax(
        "'\(text(range.offset, range.end))' is not a time: with am or pm the hour runs from 1 to 12 "
          + "(write 15:00 or 3pm)", at: range)
    }
    let time = TimeOfDay(uncheckedNanoseconds: Int64(hour % 12 + add) * 3_600_000_000_000)
    return zoned(date: nil, time: time, from: range)
  }

  /// A plain time or date-time, or, when a zone's name follows, the wall time in that zone.
  private mutating func zoned(date: CivilDate?, time: TimeOfDay, from range: SourceRange) -> Expr {
    if let zone = zoneAfter() {
      _ = advance()
      return .zoned(
        ZonedLiteral(date: date, time: time, offset: nil, isUTC: false, zone: zone), range.through(zone.range)
      )
    }
    guard let date else { return .time(time, range) }
    return .dateTime(DateTime(date: date, time: time), range)
  }

  /// `2025-03-30 01:30`: a date and a time one space apart are one date-time.
  mutating func dateAndTime(_ dateToken: LexedToken, _ date: CivilDate) throws(ScriptError) -> Expr {
    let token = advance()
    let range = dateToken.range.through(token.range)
    let time = try clock(of: token)
    return zoned(date: date, time: time, from: range)
  }

  /// Whether the current token is a date followed by a time one space later (`2025-03-30 01:30`).
  var isDateAndTime: Bool {
    current.kind == .date && next.kind == .time && next.range.offset == current.range.end + 1
      && bytes[current.range.end] == 0x20
  }

  /// `2025-03-30T01:30[:SS[.fff]]`, with `Z`, an offset and `[Zone]` as written, or a zone after it.
  mutating func dateTimeLiteral() throws(ScriptError) -> Expr {
    let token = advance()
    let range = token.range
    var t = range.offset
    while bytes[t] | 0x20 != UInt8(ascii: "t") { t += 1 }
    let date = try self.date(
      LexedToken(kind: .date, range: SourceRange(offset: range.offset, length: t - range.offset)))
    let (time, clockEnd) = try clock(from: t + 1, within: range.end, at: range)
    var position = clockEnd
    var offset: UTCOffset?
    var isUTC = false
    if position < range.end, bytes[position] | 0x20 == UInt8(ascii: "z") {
      offset = .utc
      isUTC = true
      position += 1
    } else if position < range.end,
      bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      let sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
      let start = position
      let hours = digits(position + 1, position + 3)
      position += 3
      var minutes = 0
      if position < range.end, bytes[position] == UInt8(ascii: ":") { position += 1 }
      if position + 1 < range.end, bytes[position] &- UInt8(ascii: "0") < 10 {
        minutes = digits(position, position + 2)
        position += 2
      }
      let offsetRange = SourceRange(offset: start, length: position - start)
      guard hours <= 23, minutes <= 59,
        let written = try? UTCOffset(seconds: sign * (hours * 3600 + minutes * 60))
      else {
        throw .syntax(
          "'\(text(start, position))' is not an offset: offsets run from -23:59 to +23:59 (+09:00, -05:00)",
          at: offsetRange)
      }
      offset = written
    }
    var zone: (name: String, range: SourceRange)?
    if position < range.end, bytes[position] == UInt8(ascii: "[") {
      let zoneRange = SourceRange(offset: position + 1, length: range.end - 1 - (position + 1))
      zone = (text(zoneRange.offset, zoneRange.end), zoneRange)
    }
    if offset == nil, zone == nil { return zoned(date: date, time: time, from: range) }
    return .zoned(ZonedLiteral(date: date, time: time, offset: offset, isUTC: isUTC, zone: zone), range)
  }

  /// `@1700000000`, `@-86400`, `@1700000000.123`: the instant, in UTC.
  mutating func timestampLiteral() throws(ScriptError) -> Expr {
    let token = advance()
    let range = token.range
    var position = range.offset + 1
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let start = position
    while position < range.end, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    let tooFar = ScriptError.syntax(
      "'\(text(range.offset, range.end))' is past the instants calsh knows: timestamps run from "
        + "@\(Instant.minimumSeconds) (0001-01-01T00:00Z) to @\(Instant.maximumSeconds) (9999-12-31T23:59:59Z)",
      at: range)
    guard position - start <= 18 else { throw tooFar }
    var seconds = Int64(digits(start, position))
    var nanoseconds: Int64 = 0
    if position < range.end {
      let fraction = position + 1
      nanoseconds = Int64(digits(fraction, range.end))
      for _ in 0..<(9 - (range.end - fraction)) { nanoseconds *= 10 }
    }
    if negative {
      seconds = -seconds
      nanoseconds = -nanoseconds
    }
    do {
      return .timestamp(try Instant(secondsSinceEpoch: seconds, nanoseconds: nanoseconds), range)
    } catch {
      throw tooFar
    }
  }

  /// `3pm`, `3 pm` or `3 hours`, `1h30m` at the current number; nil for anything else.
  @inline(never)
  mutating func timeOrExactDuration() throws(ScriptError) -> Expr? {
    if let hour = try hourLiteral() { return hour }
    return startsExactDuration ? try exactDuration() : nil
  }

  /// Seconds in the exact unit a word spells (`h`, `hours`, `min`, `s` …), if it spells one.
  static func exactUnitSeconds(_ word: String) -> Int64? {
    switch word.lowercased() {
    case "h", "hr", "hrs", "hour", "hours": return 3600
    case "m", "min", "mins", "minute", "minutes": return 60
    case "s", "sec", "secs", "second", "seconds": return 1
    default: return nil
    }
  }

  /// Whether the current token starts an exact duration: `3 hours`, `1h30m`, `90s`.
  var startsExactDuration: Bool {
    if current.kind == .integer, next.kind == .identifier {
      return Parser.exactUnitSeconds(text(of: next)) != nil
    }
    guard current.kind == .shortDuration else { return false }
    return Parser.exactParts(text(of: current)) != nil
  }

  /// `1h30m`, `90s`, `2h`: the (count, seconds per unit) parts of a glued duration, if it is one.
  static func exactParts(_ text: String) -> [(Int64, Int64)]? {
    var parts: [(Int64, Int64)] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      let number = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(number.count)
      let unit = rest.prefix { !($0.isASCII && $0.isNumber) }
      rest = rest.dropFirst(unit.count)
      guard !number.isEmpty, number.count <= 15, let count = Int64(number),
        let seconds = exactUnitSeconds(String(unit))
      else { return nil }
      parts.append((count, seconds))
    }
    return parts.isEmpty ? nil : parts
  }

  /// An exact duration past the span of calsh's instants, in words with the limit.
  package static let exactTooLong = TimeError.durationOutOfRange.message

  /// `1.5 hours`: exact durations count whole units; the same length in a smaller unit, if whole.
  func decimalExactDuration(_ token: LexedToken) -> ScriptError? {
    guard next.kind == .identifier, let unit = Parser.exactUnitSeconds(text(of: next)) else { return nil }
    let written = text(of: token)
    let range = token.range.through(next.range)
    var message = "'\(text(range.offset, range.end))': durations count whole units"
    let parts = written.split(separator: ".", maxSplits: 1)
    if parts.count == 2, parts[1].count <= 6, let whole = Int64(parts[0]), let fraction = Int64(parts[1]),
      whole < 1_000_000
    {
      var scale: Int64 = 1
      for _ in 0..<parts[1].count { scale *= 10 }
      let seconds = (whole * scale + fraction) * unit
      if seconds % scale == 0 {
        let exact = ExactDuration(seconds: seconds / scale)
        let minutes = exact.seconds % 60 == 0
        message +=
          "; write \(minutes ? "\(exact.seconds / 60) minutes" : "\(exact.seconds) seconds") (\(exact))"
      }
    }
    return .syntax(message, at: range)
  }

  /// `3 hours`, `90 min 30 s`, `1h30m`: exact time, summed.
  mutating func exactDuration() throws(ScriptError) -> Expr {
    let start = current.range
    var end = start
    var seconds: Int64 = 0
    var overflow = false
    func add(_ count: Int64, _ unit: Int64) {
      let (product, o1) = count.multipliedReportingOverflow(by: unit)
      let (sum, o2) = seconds.addingReportingOverflow(product)
      overflow = overflow || o1 || o2
      seconds = sum
    }
    while startsExactDuration {
      if current.kind == .shortDuration {
        let token = advance()
        for (count, unit) in Parser.exactParts(text(of: token)) ?? [] { add(count, unit) }
        end = token.range
      } else {
        let number = advance()
        let unit = advance()
        guard number.range.length <= 15, let count = Int64(text(of: number)) else {
          overflow = true
          end = unit.range
          continue
        }
        add(count, Parser.exactUnitSeconds(text(of: unit)) ?? 1)
        end = unit.range
      }
    }
    let range = start.through(end)
    guard !overflow, let duration = try? ExactDuration.checked(seconds: seconds) else {
      throw ScriptError(.evaluation, Parser.exactTooLong, at: range)
    }
    if current.kind == .integer || current.kind == .shortDuration,
      durationUnit(next) != nil || current.kind == .shortDuration
    {
      throw .syntax(
        "write days and hours as two durations added: '+ 1 day + 3 hours' (a day of a zone is not always 24 hours)",
        at: range.through(current.range))
    }
    return .exactDuration(duration, range)
  }

  /// `PT1H30M`, `PT45S`, `P3D`, `P1Y2M`: an ISO 8601 duration, if the word is one. A duration with
  /// both calendar units and exact units (`P1DT2H`) is refused: write them as two durations added.
  mutating func isoDuration() throws(ScriptError) -> Expr? {
    let token = current
    let word = text(of: token).uppercased()
    guard word.count >= 3, word.first == "P",
      word.dropFirst().first.map({ $0 == "T" || $0.isNumber }) == true,
      word.allSatisfy({ $0.isASCII && ($0.isNumber || "PYMWDTHS".contains($0)) })
    else { return nil }
    var calendar = DateDuration.zero
    var seconds: Int64 = 0
    var inTime = false
    var unitMisplaced = false
    var number = ""
    let bad = ScriptError.syntax(
      "'\(text(of: token))' is not an ISO 8601 duration: write P1Y2M3D, PT1H30M, PT45S", at: token.range)
    for character in word.dropFirst() {
      if character.isNumber {
        number.append(character)
        continue
      }
      if character == "T" {
        guard number.isEmpty, !inTime else { throw bad }
        inTime = true
        continue
      }
      guard !number.isEmpty, number.count <= 12, let count = Int64(number) else { throw bad }
      number = ""
      do throws(CalendarError) {
        switch (inTime, character) {
        case (false, "Y"):
          calendar = try calendar.adding(try DateDuration(years: 1).multiplied(by: Int(count)))
        case (false, "M"):
          calendar = try calendar.adding(try DateDuration(months: 1).multiplied(by: Int(count)))
        case (false, "W"):
          calendar = try calendar.adding(try DateDuration(days: 7).multiplied(by: Int(count)))
        case (false, "D"):
          calendar = try calendar.adding(try DateDuration(days: 1).multiplied(by: Int(count)))
        case (true, "H"): seconds += count * 3600
        case (true, "M"): seconds += count * 60
        case (true, "S"): seconds += count
        default: unitMisplaced = true
        }
      } catch {
        throw ScriptError(.evaluation, Parser.exactTooLong, at: token.range)
      }
      if unitMisplaced { throw bad }
    }
    guard number.isEmpty else { throw bad }
    _ = advance()
    if seconds == 0, !inTime { return .duration(calendar, token.range, finest: .day) }
    guard calendar == .zero else {
      throw .syntax(
        "'\(text(of: token))' has days and hours: calsh adds them as two durations ('+ \(calendar)"
          + (seconds == 0
            ? "" : " + \((try? ExactDuration.checked(seconds: seconds))?.description ?? "the hours")")
          + "'), "
          + "since a day of a zone is not always 24 hours", at: token.range)
    }
    guard let duration = try? ExactDuration.checked(seconds: seconds) else {
      throw ScriptError(.evaluation, Parser.exactTooLong, at: token.range)
    }
    return .exactDuration(duration, token.range)
  }

  /// The error for `@0 in 5`: after a date-time, `in` converts to a zone, named by its name.
  func zoneWanted() -> ScriptError {
    var message =
      "after a date-time 'in' wants a zone's name, as in 'now in Asia/Tokyo' or 'in UTC' ('zones' lists them)"
    if current.kind == .integer, let hours = Int(text(of: current)), hours <= 14 {
      message +=
        "; a fixed offset of +\(hours) hours is the zone Etc/GMT-\(hours) (the database writes its sign reversed)"
    } else if current.kind == .end || current.kind == .newline || current.kind == .semicolon {
      return .syntax("'in' needs a zone's name after it, as in 'now in Asia/Tokyo'", at: current.range)
    }
    return .syntax(message, at: current.range)
  }
}

extension Expr {
  /// Whether the expression is plainly a time or a date-time (`@0`, `15:00`, `now`): `in` after
  /// it converts to a zone rather than asking for a list.
  var isTimeLike: Bool {
    switch self {
    case .time, .dateTime, .zoned, .timestamp, .inZone: return true
    case .name(let name, _): return name == "now"
    default: return false
    }
  }
}
