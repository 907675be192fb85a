import CalendarCore

/// The units a duration may be written in, finest first.
public enum DurationUnit: Int, Comparable, Sendable {
  case day, week, month, year

  public static func < (a: DurationUnit, b: DurationUnit) -> Bool { a.rawValue < b.rawValue }

  package init?(token: String) {
    let lower = token.lowercased()
    guard lower.utf8.count <= 8 else { return nil }
    var packed: UInt64 = 0
    for (position, byte) in lower.utf8.enumerated() {
      packed |= UInt64(byte) << (8 * position)
    }
    self.init(packed: packed)
  }

  /// The unit a word spells in any case (`d`, `Days`, `mo` …), if any: the parser and the quick
  /// path read units with it.
  package init?(spelling word: UnsafeBufferPointer<UInt8>) {
    guard let packed = DurationUnit.packedLowercase(word) else {
      // Beyond ASCII, lowercasing is Unicode's (the Kelvin sign is a `k`): ask `String`.
      self.init(token: String(decoding: word, as: UTF8.self))
      return
    }
    guard word.count <= 8 else { return nil }
    self.init(packed: packed)
  }

  /// The first eight bytes of an ASCII word, lowercased and packed first byte lowest; nil when
  /// the word holds a byte beyond ASCII.
  private static func packedLowercase(_ word: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var packed: UInt64 = 0
    var shift: UInt64 = 0
    for byte in word {
      guard byte < 0x80 else { return nil }
      if shift < 64 { packed |= UInt64(byte | (byte &- UInt8(ascii: "A") < 26 ? 0x20 : 0)) &<< shift }
      shift &+= 8
    }
    return packed
  }

  /// The unit spelt by up to eight lowercase bytes packed first byte lowest (as `token` packs):
  /// `0x64` is `d`, `0x796164` is `day` (the words are in the comments).
  package init?(packed word: UInt64) {
    switch word {
    case 0x64, 0x796164, 0x73796164:  // d, day, days
      self = .day
    case 0x77, 0x6b656577, 0x736b656577:  // w, week, weeks
      self = .week
    case 0x6f6d, 0x68746e6f6d, 0x7368746e6f6d:  // mo, month, months
      self = .month
    case 0x79, 0x72616579, 0x7372616579:  // y, year, years
      self = .year
    default: return nil
    }
  }

  package var duration: DateDuration {
    switch self {
    case .day: return DateDuration(days: 1)
    case .week: return DateDuration(days: 7)
    case .month: return DateDuration(months: 1)
    case .year: return DateDuration(years: 1)
    }
  }

  /// `amount` of this unit added to `total`: how the parts of a duration literal (`1 year
  /// 2 months`) are summed, by the parser and the quick path alike.
  package func adding(_ amount: Int, to total: DateDuration) throws(CalendarError) -> DateDuration {
    try total.adding(try duration.multiplied(by: amount))
  }

  package static let words = ["day", "days", "week", "weeks", "month", "months", "year", "years"]
  /// The units of exact time (`3 hours`), read by the parser beside these.
  package static let exactWords = ["hour", "hours", "minute", "minutes", "second", "seconds"]

  /// The error for a word written where a unit belongs (`1 mnth`, `5 min`).
  package static func unknown(_ word: String, at range: SourceRange) -> ScriptError {
    if let unit = suggestion(for: word, among: words + exactWords) {
      return .syntax("unknown unit '\(word)'; did you mean '\(unit)'?", at: range)
    }
    return .syntax(
      "unknown unit '\(word)'; durations count days, weeks, months and years (d, w, mo, y), "
        + "or hours, minutes and seconds (h, min, s)", at: range)
  }
}
