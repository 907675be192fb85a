/// A DTSTART written before a rule (`DTSTART;TZID=Europe/Berlin:20250107T100000`,
/// `DTSTART:20250107T100000Z`, `DTSTART:20250107T100000` floating, `DTSTART;VALUE=DATE:20250107`),
/// as python-dateutil's `rrulestr` and iCalendar write it.
public struct RecurrenceStart: Equatable, Sendable {
  public let dateTime: DateTime
  /// A DATE, not a DATE-TIME: the series is of whole days.
  public let isDate: Bool
  /// Written with `Z`: UTC.
  public let isUTC: Bool
  /// The TZID parameter, and where it is in the text (UTF-8 offsets).
  public let zoneName: String?
  public let zoneNameRange: Range<Int>?

  /// Reads one DTSTART line; each malformed part is an error at its place in `text`.
  public init(parsing text: String) throws(RecurrenceRuleError) {
    let bytes = Array(text.utf8)
    func fail(_ message: String, _ range: Range<Int>? = nil) -> RecurrenceRuleError {
      let range = range ?? 0..<bytes.count
      return RecurrenceRuleError(message: message, offset: range.lowerBound, length: max(1, range.count))
    }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
      throw fail(
        "DTSTART needs ':' and a date or date-time, as in DTSTART;TZID=Europe/Berlin:20250107T100000")
    }
    var zoneName: String?
    var zoneNameRange: Range<Int>?
    var valueType: String?
    // The parameters between the name and the colon, `;NAME=VALUE` each.
    var position = 7  // after `DTSTART`
    while position < colon {
      guard bytes[position] == UInt8(ascii: ";") else { throw fail("DTSTART's parameters start with ';'") }
      let start = position + 1
      var end = start
      while end < colon, bytes[end] != UInt8(ascii: ";") { end += 1 }
      let parameter = String(decoding: bytes[start..<end], as: UTF8.self)
      guard let equals = parameter.firstIndex(of: "=") else {
        throw fail("'\(parameter)' is not a parameter of the form NAME=VALUE", start..<end)
      }
      let name = parameter[..<equals].uppercased()
      var value = String(parameter[parameter.index(after: equals)...])
      if value.count >= 2, value.first == "\"", value.last == "\"" {
        value = String(value.dropFirst().dropLast())
      }
      let nameLength = parameter.utf8.distance(from: parameter.startIndex, to: equals) + 1
      switch name {
      case "TZID":
        guard !value.isEmpty else {
          throw fail("TZID= needs a zone's name, as in TZID=Europe/Berlin", start..<end)
        }
        zoneName = value
        zoneNameRange = (start + nameLength)..<end
      case "VALUE": valueType = value.uppercased()
      default: throw fail("DTSTART takes TZID= and VALUE=, not \(name)=", start..<end)
      }
      position = end
    }
    let valueRange = (colon + 1)..<bytes.count
    let value = String(decoding: bytes[valueRange], as: UTF8.self)
    let digits = Array(value.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= digits.count, digits[range].allSatisfy({ (48...57).contains($0) }) else {
        return nil
      }
      return Int(String(decoding: digits[range], as: UTF8.self))
    }
    guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else {
      throw fail("DTSTART:\(value): not a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS", valueRange)
    }
    if digits.count == 8 {
      guard valueType == nil || valueType == "DATE" else {
        throw fail("DTSTART:\(value): VALUE=\(valueType!) needs a time, YYYYMMDDTHHMMSS", valueRange)
      }
      do {
        dateTime = try DateTime(year: year, month: month, day: day)
      } catch {
        throw fail("DTSTART:\(value): not a date within 0001…9999", valueRange)
      }
      (isDate, isUTC) = (true, false)
    } else {
      let utc = digits.count == 16 && (digits[15] == UInt8(ascii: "Z") || digits[15] == UInt8(ascii: "z"))
      guard digits.count == 15 || utc, digits[8] == UInt8(ascii: "T") || digits[8] == UInt8(ascii: "t"),
        let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15)
      else {
        throw fail("DTSTART:\(value): not a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS[Z]", valueRange)
      }
      guard valueType == nil || valueType == "DATE-TIME" else {
        throw fail("DTSTART:\(value): VALUE=DATE takes a date alone, YYYYMMDD", valueRange)
      }
      do {
        dateTime = try DateTime(
          year: year, month: month, day: day, hour: hour, minute: minute, second: second)
      } catch {
        throw fail("DTSTART:\(value): \(error.message)", valueRange)
      }
      (isDate, isUTC) = (false, utc)
    }
    if isUTC, zoneName != nil {
      throw fail("DTSTART: a time in UTC (…Z) takes no TZID (RFC 5545)", valueRange)
    }
    if isDate, zoneName != nil {
      throw fail("DTSTART: a date (no time) takes no TZID", zoneNameRange)
    }
    self.zoneName = zoneName
    self.zoneNameRange = zoneNameRange
  }
}
