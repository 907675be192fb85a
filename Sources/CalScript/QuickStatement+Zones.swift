import CalSyntax
import CalendarCore
import Glibc

/// The quick path's one statement of times (issue 28): `YYYY-MM-DDTHH:MM[:SS] Area/Name in
/// Area/Name`, a wall time of one zone converted to another, as a million-line script or a
/// `dconv`-style pipe writes it. It recognises the line from its bytes; the interpreter's own
/// `wallTime(_:in:at:)` and `converted(_:to:at:)` compute, and the printer prints. Zones are
/// found by their bytes among the last two named (`QuickZones`), so a line makes no `String`.
/// Anything else (a fraction of a second, `Z`, an offset, a zone of one word or in quotes, a
/// wall time the setting rejects, any error) is left to the lexer and parser, which report it.
extension QuickStatement {
  /// Whether the line at `start` begins as a date-time does (`YYYY-MM-DDT`): the only lines
  /// `convert` reads.
  @inline(__always)
  static func startsDateTime(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    start + 16 <= line.count && line[start + 10] | 0x20 == UInt8(ascii: "t")
      && line[start + 4] == UInt8(ascii: "-") && line[start + 13] == UInt8(ascii: ":")
  }

  /// Runs `DATE-TIME ZONE in ZONE` from `start` (where `startsDateTime`), printing the converted
  /// value; false, having printed nothing, for any other line or any error.
  static func convert(_ line: UnsafeBufferPointer<UInt8>, from start: Int, in interpreter: Interpreter)
    -> Bool
  {
    var scan = ZoneLineScan(line, at: start)
    guard let wall = scan.dateTime(), scan.blanks(), let from = scan.zoneName(), scan.blanks(),
      scan.word("in"),
      scan.blanks(), let to = scan.zoneName()
    else { return false }
    scan.skipBlanks()
    guard scan.atEnd else { return false }
    let range = SourceRange(offset: start, length: scan.index - start)
    // Only the instant of the first zone's wall time is needed, not its value: on the first and
    // last day of the calendar a resolved wall time may leave the range, which that value
    // reports, so those days are the general path's.
    let date = wall.date
    guard !(date.year == 1 && date.month == 1 && date.day == 1),
      !(date.year == 9999 && date.month == 12 && date.day == 31),
      let fromZone = zone(line, from, interpreter), let toZone = zone(line, to, interpreter),
      let instant = interpreter.instant(ofWall: wall, in: fromZone),
      let converted = try? interpreter.converted(instant, to: toZone, at: range)
    else { return false }
    Printer.printLine(scalar: converted, for: interpreter)
    return true
  }

  /// The zone named by `line[range]`: one of the last two found, else looked up in the session's
  /// catalog (any case, links) and kept; nil when it names none (the general path reports that).
  private static func zone(
    _ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ interpreter: Interpreter
  )
    -> ZoneRules?
  {
    let written = UnsafeBufferPointer(rebasing: line[range])
    if let zone = interpreter.quickZones?.zone(written) { return zone }
    // Its area is checked once, here: a name kept was read as the lexer reads a zone's name.
    guard let slash = written.firstIndex(of: UInt8(ascii: "/")),
      Lexer.isZoneArea(UnsafeBufferPointer(rebasing: written[..<slash]))
    else { return nil }
    let name = String(decoding: written, as: UTF8.self)
    guard let zone = try? interpreter.zone(named: name, at: SourceRange(offset: range.lowerBound, length: 0))
    else { return nil }
    if interpreter.quickZones == nil { interpreter.quickZones = QuickZones() }
    interpreter.quickZones!.keep(zone, named: written)
    return zone
  }
}

/// The last two zones the quick path named, by the bytes of their names as written (a script
/// converting from one zone to another names the same two on every line). A class the session
/// holds (made at the first zone the quick path names), so that a line reads it where it is.
final class QuickZones {
  private var names: ([UInt8], [UInt8]) = ([], [])
  private var zones: (ZoneRules?, ZoneRules?) = (nil, nil)
  /// Which of the two the next new name replaces.
  private var older = 0

  /// The zone named by exactly these bytes, if it is one of the two kept.
  func zone(_ written: UnsafeBufferPointer<UInt8>) -> ZoneRules? {
    if let zone = zones.0, QuickZones.same(names.0, written) { return zone }
    if let zone = zones.1, QuickZones.same(names.1, written) { return zone }
    return nil
  }

  @inline(__always)
  private static func same(_ name: [UInt8], _ written: UnsafeBufferPointer<UInt8>) -> Bool {
    name.count == written.count
      && name.withUnsafeBufferPointer { memcmp($0.baseAddress!, written.baseAddress!, name.count) == 0 }
  }

  /// Keeps `zone` under the bytes that named it, in place of the older of the two.
  func keep(_ zone: ZoneRules, named written: UnsafeBufferPointer<UInt8>) {
    if older == 0 {
      (names.0, zones.0) = (Array(written), zone)
    } else {
      (names.1, zones.1) = (Array(written), zone)
    }
    older = 1 - older
  }
}

/// Reads the bytes of a `DATE-TIME ZONE in ZONE` line exactly as the lexer would read them into
/// a date-time, two zone names and `in`; every method gives up (nil or false) on anything else.
private struct ZoneLineScan {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
    self.bytes = bytes
    index = start
  }

  var atEnd: Bool { index >= bytes.count || bytes[index] == UInt8(ascii: "#") }

  private func digit(_ at: Int) -> Int? {
    let value = bytes[at] &- UInt8(ascii: "0")
    return value < 10 ? Int(value) : nil
  }

  private func twoDigits(_ at: Int) -> Int? {
    guard let tens = digit(at), let ones = digit(at + 1) else { return nil }
    return tens * 10 + ones
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  /// `YYYY-MM-DDTHH:MM` or `…:SS`, a valid date and clock, followed by a blank.
  mutating func dateTime() -> DateTime? {
    guard let y1 = twoDigits(index), let y2 = twoDigits(index + 2), let month = twoDigits(index + 5),
      bytes[index + 7] == UInt8(ascii: "-"), let day = twoDigits(index + 8), let hour = twoDigits(index + 11),
      let minute = twoDigits(index + 14)
    else { return nil }
    index += 16
    var second = 0
    if index + 3 <= bytes.count, bytes[index] == UInt8(ascii: ":") {
      guard let seconds = twoDigits(index + 1) else { return nil }
      second = seconds
      index += 3
    }
    guard index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09,
      let date = try? CivilDate(year: y1 * 100 + y2, month: month, day: day),
      let time = try? TimeOfDay(hour: hour, minute: minute, second: second)
    else { return nil }
    return DateTime(date: date, time: time)
  }

  /// One blank or more, read past; false when none.
  mutating func blanks() -> Bool {
    let start = index
    skipBlanks()
    return index > start
  }

  mutating func skipBlanks() {
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
  }

  /// `Area/Name` as the lexer reads a zone's name: letters, `/`, a letter, then letters, digits and
  /// `_ - + /`, ending at a blank or the line's end. (That the letters are one of `Lexer.zoneAreas`
  /// is checked when the name is first looked up: `QuickStatement.zone`.)
  mutating func zoneName() -> Range<Int>? {
    let start = index
    while index < bytes.count, ZoneLineScan.isLetter(bytes[index]) { index += 1 }
    guard index > start, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"),
      ZoneLineScan.isLetter(bytes[index + 1])
    else { return nil }
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      guard
        ZoneLineScan.isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
      else { break }
      index += 1
    }
    guard index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09 else { return nil }
    return start..<index
  }

  /// Exactly `text` (lower case, as the keyword is matched), then a blank.
  mutating func word(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count < bytes.count else { return false }
    for position in 0..<count where bytes[index + position] != text.utf8Start[position] { return false }
    guard bytes[index + count] == 0x20 || bytes[index + count] == 0x09 else { return false }
    index += count
    return true
  }
}
