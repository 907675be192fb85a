/// A POSIX TZ string as a TZif footer holds it (RFC 8536 §3.3), the rule for every year after a
/// zone's last listed transition: `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`, `EST5EDT`.
///
/// POSIX writes offsets west of Greenwich as positive; `standard` and `daylight` hold them the
/// usual way round (`CET-1` is `+01:00`). Rule times may run from -167 to 167 hours, as RFC 8536's
/// extension allows.
public struct POSIXZoneRule: Sendable, Equatable {
  /// The day a change happens in a year.
  public enum Day: Sendable, Equatable {
    /// `Jn`: day n of the year, 1–365, never counting February 29.
    case julian(Int)
    /// `n`: day n of the year counting from 0, 0–365, counting February 29.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday d of week w (1–4, or 5 for the last) of month m.
    case monthWeekday(month: Int, week: Int, weekday: Weekday)
  }

  /// A change into or out of daylight saving time: its day, and the wall time of the clocks in
  /// force before it, in seconds (02:00 when the string gives none).
  public struct Change: Sendable, Equatable {
    public let day: Day
    public let time: Int
  }

  public let text: String
  public let standard: LocalTimeType
  /// Daylight saving time and when it starts and ends; nil for a zone without it.
  public let daylight: (type: LocalTimeType, start: Change, end: Change)?

  public static func == (a: POSIXZoneRule, b: POSIXZoneRule) -> Bool { a.text == b.text }

  public init(parsing text: String) throws(TZifError) {
    var scanner = TZStringScanner(bytes: Array(text.utf8), text: text)
    let standardName = try scanner.name()
    let standardOffset = try scanner.offset()
    standard = LocalTimeType(offset: standardOffset, isDaylightSaving: false, abbreviation: standardName)
    self.text = text
    if scanner.atEnd {
      daylight = nil
      return
    }
    let daylightName = try scanner.name()
    var daylightOffset = try? UTCOffset(seconds: standardOffset.seconds + 3600)
    if !scanner.atEnd && scanner.peek != UInt8(ascii: ",") { daylightOffset = try scanner.offset() }
    guard let daylightOffset else { throw scanner.failure("the daylight saving offset is too large") }
    let type = LocalTimeType(offset: daylightOffset, isDaylightSaving: true, abbreviation: daylightName)
    let start: Change
    let end: Change
    if scanner.atEnd {
      // POSIX leaves the rule to the implementation; glibc and tzcode use the US rule.
      start = Change(day: .monthWeekday(month: 3, week: 2, weekday: .sunday), time: 7200)
      end = Change(day: .monthWeekday(month: 11, week: 1, weekday: .sunday), time: 7200)
    } else {
      try scanner.expect(UInt8(ascii: ","))
      start = try scanner.change()
      try scanner.expect(UInt8(ascii: ","))
      end = try scanner.change()
    }
    guard scanner.atEnd else { throw scanner.failure("unexpected text after the rule") }
    daylight = (type, start, end)
  }

  /// The instants (seconds since the epoch) the clocks change in `year`, in order, each with
  /// the local time type it starts.
  func transitions(inYear year: Int) -> [(seconds: Int64, type: LocalTimeType)] {
    guard let daylight else { return [] }
    let changes = changes(inYear: year)
    let first = changes.firstStartsDaylight ? daylight.type : standard
    let second = changes.firstStartsDaylight ? standard : daylight.type
    return [(changes.first, first), (changes.second, second)]
  }

  /// The year's two changes in order (the start of daylight saving time first when they fall
  /// together), and whether the first starts it. Only for a rule with daylight saving time.
  func changes(inYear year: Int) -> (first: Int64, second: Int64, firstStartsDaylight: Bool) {
    guard let daylight else { return (0, 0, false) }
    let start =
      Int64(dayCount(of: daylight.start.day, in: year)) * 86_400 + Int64(daylight.start.time)
      - Int64(standard.offset.seconds)
    let end =
      Int64(dayCount(of: daylight.end.day, in: year)) * 86_400 + Int64(daylight.end.time)
      - Int64(daylight.type.offset.seconds)
    return start <= end ? (start, end, true) : (end, start, false)
  }

  /// The local time type in force at `seconds`: the last change at or before it among the
  /// years around it (a later change of the same instant wins, so DST all year stays on).
  func type(at seconds: Int64) -> LocalTimeType {
    guard let daylight else { return standard }
    return isDaylightSaving(at: seconds) ? daylight.type : standard
  }

  private func isDaylightSaving(at seconds: Int64) -> Bool {
    let year = TZifMath.year(of: seconds)
    var found: Bool?
    var earliestStartsDaylight = false
    for y in (year - 1)...(year + 1) {
      let changes = changes(inYear: y)
      if y == year - 1 { earliestStartsDaylight = changes.firstStartsDaylight }
      if changes.first <= seconds { found = changes.firstStartsDaylight }
      if changes.second <= seconds { found = !changes.firstStartsDaylight }
    }
    return found ?? !earliestStartsDaylight
  }

  /// The day count of `day` in `year`.
  func dayCount(of day: Day, in year: Int) -> Int {
    let january1 = daysFromCivil(year: year, month: 1, day: 1)
    switch day {
    case .julian(let n):
      return january1 + n - 1 + (n >= 60 && Gregorian.isLeapYear(year) ? 1 : 0)
    case .zeroBased(let n):
      return january1 + n
    case .monthWeekday(let month, let week, let weekday):
      let first = daysFromCivil(year: year, month: month, day: 1)
      var day = first + (weekday.rawValue - weekdayIndexFromDays(first) + 7) % 7 + (week - 1) * 7
      let length = Gregorian.daysIn(year: year, month: month)
      while day >= first + length { day -= 7 }
      return day
    }
  }
}

/// Reads a TZ string's parts, failing with the string and a reason.
struct TZStringScanner {
  let bytes: [UInt8]
  let text: String
  var at = 0

  var atEnd: Bool { at == bytes.count }
  var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

  func failure(_ reason: String) -> TZifError { .badFooter(text, reason: reason) }

  mutating func expect(_ byte: UInt8) throws(TZifError) {
    guard peek == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))' at character \(at + 1)")
    }
    at += 1
  }

  /// `CET` (three or more letters) or `<+0330>` (three or more letters, digits, `+` or `-`).
  mutating func name() throws(TZifError) -> String {
    let start = at
    if peek == UInt8(ascii: "<") {
      at += 1
      while let b = peek, b != UInt8(ascii: ">") {
        guard isLetter(b) || isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") else {
          throw failure("unexpected character in a quoted zone abbreviation")
        }
        at += 1
      }
      guard peek == UInt8(ascii: ">"), at - start - 1 >= 3 else {
        throw failure("a quoted abbreviation needs three characters and '>'")
      }
      at += 1
      return String(decoding: bytes[(start + 1)..<(at - 1)], as: UTF8.self)
    }
    while let b = peek, isLetter(b) { at += 1 }
    guard at - start >= 3 else { throw failure("a zone abbreviation needs at least three letters") }
    return String(decoding: bytes[start..<at], as: UTF8.self)
  }

  /// `[+-]hh[:mm[:ss]]` west of Greenwich, hours 0–24, turned the usual way round.
  mutating func offset() throws(TZifError) -> UTCOffset {
    let seconds = try clockTime(maximumHours: 24)
    guard let offset = try? UTCOffset(seconds: -seconds) else { throw failure("the offset is too large") }
    return offset
  }

  /// `date[/time]`.
  mutating func change() throws(TZifError) -> POSIXZoneRule.Change {
    let day: POSIXZoneRule.Day
    if peek == UInt8(ascii: "J") {
      at += 1
      let n = try number(maximumDigits: 3)
      guard (1...365).contains(n) else { throw failure("a Jn day runs from 1 to 365") }
      day = .julian(n)
    } else if peek == UInt8(ascii: "M") {
      at += 1
      let month = try number(maximumDigits: 2)
      try expect(UInt8(ascii: "."))
      let week = try number(maximumDigits: 1)
      try expect(UInt8(ascii: "."))
      let weekday = try number(maximumDigits: 1)
      guard (1...12).contains(month), (1...5).contains(week), let weekday = Weekday(rawValue: weekday) else {
        throw failure("an Mm.w.d day needs a month 1–12, a week 1–5 and a weekday 0–6")
      }
      day = .monthWeekday(month: month, week: week, weekday: weekday)
    } else {
      let n = try number(maximumDigits: 3)
      guard (0...365).contains(n) else { throw failure("a day of the year runs from 0 to 365") }
      day = .zeroBased(n)
    }
    var time = 7200
    if peek == UInt8(ascii: "/") {
      at += 1
      time = try clockTime(maximumHours: 167)
    }
    return POSIXZoneRule.Change(day: day, time: time)
  }

  /// `[+-]hh[:mm[:ss]]` in seconds.
  private mutating func clockTime(maximumHours: Int) throws(TZifError) -> Int {
    var sign = 1
    if peek == UInt8(ascii: "+") {
      at += 1
    } else if peek == UInt8(ascii: "-") {
      sign = -1
      at += 1
    }
    let hours = try number(maximumDigits: 3)
    guard hours <= maximumHours else { throw failure("hours run up to \(maximumHours)") }
    var seconds = hours * 3600
    if peek == UInt8(ascii: ":") {
      at += 1
      let minutes = try number(maximumDigits: 2)
      guard minutes <= 59 else { throw failure("minutes run up to 59") }
      seconds += minutes * 60
      if peek == UInt8(ascii: ":") {
        at += 1
        let s = try number(maximumDigits: 2)
        guard s <= 59 else { throw failure("seconds run up to 59") }
        seconds += s
      }
    }
    return sign * seconds
  }

  private mutating func number(maximumDigits: Int) throws(TZifError) -> Int {
    let start = at
    var value = 0
    while let b = peek, isDigit(b), at - start < maximumDigits {
      value = value * 10 + Int(b - UInt8(ascii: "0"))
      at += 1
    }
    guard at > start else { throw failure("expected a number at character \(at + 1)") }
    return value
  }

  private func isLetter(_ b: UInt8) -> Bool {
    (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
  }
  private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}

enum TZifMath {
  /// Division rounding towards negative infinity.
  static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a % b != 0 && a < 0 ? a / b - 1 : a / b }

  /// The UTC year of an instant in seconds.
  static func year(of seconds: Int64) -> Int { civilFromDays(Int(floorDivide(seconds, 86_400))).year }
}
