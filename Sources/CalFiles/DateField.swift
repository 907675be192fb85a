import CalendarCore

/// A date field of a file, as both loaders read it: `YYYY-MM-DD` strictly (four digits, two, two),
/// blanks around it allowed, read as `reform` writes dates (the same text typed at the prompt is
/// the same day); an impossible date says why ("February 2023 has 28 days").
enum DateField {
  static func read(_ field: UnsafeBufferPointer<UInt8>, reform: Reform) -> Result<CivilDate, CalendarError> {
    var from = 0
    var to = field.count
    while from < to, field[from] == 0x20 || field[from] == 0x09 { from += 1 }
    while to > from, field[to - 1] == 0x20 || field[to - 1] == 0x09 { to -= 1 }
    func digits(_ offsets: Range<Int>) -> Int? {
      var value = 0
      for offset in offsets {
        let byte = field[from + offset]
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard to - from == 10, field[from + 4] == UInt8(ascii: "-"), field[from + 7] == UInt8(ascii: "-"),
      let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10)
    else {
      return .failure(
        .malformedDate(String(decoding: UnsafeBufferPointer(rebasing: field[from..<to]), as: UTF8.self)))
    }
    do {
      return .success(try reform.date(year: year, month: month, day: day))
    } catch {
      return .failure(error)
    }
  }
}
