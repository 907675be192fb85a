import CalendarCore

/// A DATE (`20250301`) or DATE-TIME (`20250301T090000`, `…Z`) value of an iCalendar file, taken
/// as written: the date is the one in the value's own time zone (its TZID, UTC for `Z`, the
/// reader's for a floating time), so an event is on the day its calendar shows. (`ICSClock`
/// moves a value onto another clock, where an EXDATE in UTC must meet a start with a TZID.)
struct ICSDateValue: Equatable {
  var date: CivilDate
  /// Seconds after midnight; nil for a DATE.
  var seconds: Int?
  /// Written with a `Z`: a UTC time.
  var isUTC = false

  /// Seconds from the start of day count 0 on the value's own clock (a DATE at its midnight).
  var time: Int { date.dayCount * 86_400 + (seconds ?? 0) }

  /// Reads `text`, or says what is wrong with it.
  static func read(_ text: Substring) -> Result<ICSDateValue, ICSValueError> {
    var contiguous = text
    return contiguous.withUTF8 { read(bytes: $0, text) }
  }

  private static func read(bytes: UnsafeBufferPointer<UInt8>, _ text: Substring) -> Result<
    ICSDateValue, ICSValueError
  > {
    func digits(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for index in range {
        guard (0x30...0x39).contains(bytes[index]) else { return nil }
        value = value * 10 + Int(bytes[index] - 0x30)
      }
      return value
    }
    let shapes = "a date is YYYYMMDD, a date and time YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ"
    guard bytes.count == 8 || ((bytes.count == 15 || bytes.count == 16) && bytes[8] == UInt8(ascii: "T")),
      let year = digits(0..<4), let month = digits(4..<6), let day = digits(6..<8)
    else { return .failure(ICSValueError("'\(text)' is not a date: \(shapes)")) }
    let date: CivilDate
    do {
      date = try CivilDate(year: year, month: month, day: day)
    } catch {
      return .failure(ICSValueError(error.message))
    }
    guard bytes.count > 8 else { return .success(ICSDateValue(date: date, seconds: nil)) }
    guard let hour = digits(9..<11), let minute = digits(11..<13), let second = digits(13..<15),
      bytes.count == 15 || bytes[15] == UInt8(ascii: "Z")
    else { return .failure(ICSValueError("'\(text)' is not a date and time: \(shapes)")) }
    guard hour < 24, minute < 60, second <= 60 else {
      return .failure(ICSValueError("'\(text)': \(hour):\(minute):\(second) is not a time of day"))
    }
    return .success(
      ICSDateValue(date: date, seconds: hour * 3600 + minute * 60 + min(second, 59), isUTC: bytes.count == 16)
    )
  }
}

/// What is wrong with a value, in the user's words.
struct ICSValueError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// A DURATION value (`P1D`, `PT1H30M`, `P2W`, `-PT15M`) in seconds, or what is wrong with it.
enum ICSDuration {
  /// Durations longer than this many days are an error (a typo, not an event).
  static let longestDays = 366 * 100

  static func seconds(_ text: Substring) -> Result<Int, ICSValueError> {
    var contiguous = text
    return contiguous.withUTF8 { seconds(bytes: $0, text) }
  }

  private static func seconds(bytes: UnsafeBufferPointer<UInt8>, _ text: Substring) -> Result<
    Int, ICSValueError
  > {
    var rest = bytes[...]
    var sign = 1
    if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") {
      if rest.first == UInt8(ascii: "-") { sign = -1 }
      rest = rest.dropFirst()
    }
    func wrong() -> ICSValueError { ICSValueError("'\(text)' is not a duration such as P1D, PT1H30M or P2W") }
    guard rest.first == UInt8(ascii: "P"), rest.count > 1 else { return .failure(wrong()) }
    rest = rest.dropFirst()
    var total = 0
    var inTime = false
    var number: Int?
    for byte in rest {
      if (0x30...0x39).contains(byte) {
        let next = (number ?? 0) * 10 + Int(byte - 0x30)
        guard next <= longestDays * 86_400 else {
          return .failure(ICSValueError("'\(text)' is too long a duration"))
        }
        number = next
        continue
      }
      if byte == UInt8(ascii: "T"), number == nil, !inTime {
        inTime = true
        continue
      }
      guard let n = number else { return .failure(wrong()) }
      let unit: Int
      switch (byte, inTime) {
      case (UInt8(ascii: "W"), false): unit = 7 * 86_400
      case (UInt8(ascii: "D"), false): unit = 86_400
      case (UInt8(ascii: "H"), true): unit = 3600
      case (UInt8(ascii: "M"), true): unit = 60
      case (UInt8(ascii: "S"), true): unit = 1
      default: return .failure(wrong())
      }
      guard n <= longestDays * 86_400 / unit else {
        return .failure(ICSValueError("'\(text)' is too long a duration"))
      }
      total += n * unit
      guard total <= longestDays * 86_400 else {
        return .failure(ICSValueError("'\(text)' is too long a duration"))
      }
      number = nil
    }
    guard number == nil else { return .failure(wrong()) }
    return .success(sign * total)
  }
}
