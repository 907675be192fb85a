/// A time of day written after a date in one field (`2025-01-02T10:00:00`, `1/2/2025 9:30 PM`):
/// calsh reads days, and no date format reads the time, so a message names it as a time.
public struct TimeAfterDate: Sendable {
  /// The time as written (`10:00:00`, `9:30 PM`, `100000Z`).
  public let time: String

  /// What to do about it, for the end of a message.
  public static let advice =
    "calsh reads days, not times: cut the times from the file's dates, or load a column of dates"

  /// The time after a date in `field` (blanks around it allowed): a `T` or blanks after text with
  /// a digit, then hours and minutes (`10:00`, seconds and a fraction allowed, or `1000` after
  /// `T`), AM or PM, and a zone (`Z`, `+01:00`). Nil if the field ends otherwise.
  public init?(_ field: UnsafeBufferPointer<UInt8>) {
    var start = 0
    var end = field.count
    while start < end, isBlank(field[start]) { start += 1 }
    while end > start, isBlank(field[end - 1]) { end -= 1 }
    var sawDigit = false
    for index in start..<end {
      let byte = field[index]
      if isDigit(byte) { sawDigit = true }
      guard sawDigit, byte == UInt8(ascii: "T") || isBlank(byte) else { continue }
      var from = index + 1
      while from < end, isBlank(field[from]) { from += 1 }
      if Self.isTime(field, from: from, to: end, compactAllowed: byte == UInt8(ascii: "T")) {
        time = String(decoding: UnsafeBufferPointer(rebasing: field[from..<end]), as: UTF8.self)
        return
      }
    }
    return nil
  }

  private static func isTime(
    _ field: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, compactAllowed: Bool
  ) -> Bool {
    var index = from
    func digits() -> Int {
      let first = index
      while index < end, isDigit(field[index]) { index += 1 }
      return index - first
    }
    func skip(_ byte: Character) -> Bool {
      guard index < end, field[index] == byte.asciiValue else { return false }
      index += 1
      return true
    }
    let hours = digits()
    if skip(":") {
      guard (1...2).contains(hours), digits() == 2 else { return false }
      if skip(":"), digits() != 2 { return false }
    } else {
      guard compactAllowed, hours == 4 || hours == 6 else { return false }
    }
    if skip(".") || skip(","), digits() == 0 { return false }
    while index < end, isBlank(field[index]) { index += 1 }
    if index + 1 < end, let letter = lowercase(field[index]), letter == 0x61 || letter == 0x70,
      lowercase(field[index + 1]) == 0x6D
    {
      index += 2
      while index < end, isBlank(field[index]) { index += 1 }
    }
    if skip("Z") { return index == end }
    if skip("+") || skip("-") {
      let zone = digits()
      guard zone == 2 || zone == 4 else { return false }
      if zone == 2, skip(":"), digits() != 2 { return false }
    }
    return index == end
  }
}

private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
private func lowercase(_ byte: UInt8) -> UInt8? {
  if byte >= 0x61, byte <= 0x7A { return byte }
  if byte >= 0x41, byte <= 0x5A { return byte + 0x20 }
  return nil
}
