import Glibc

/// The lexer's reading of times, date-times, timestamps and zone names (issue 28).
extension Lexer {
  /// The first parts of the database's zone names (and of its links): `Europe/Berlin` after one
  /// of them is one word, a zone's name; any other `a/b` stays a division.
  package static let zoneAreas: [StaticString] = [
    "africa", "america", "antarctica", "arctic", "asia", "atlantic", "australia", "brazil", "canada",
    "chile", "etc", "europe", "indian", "mexico", "pacific", "us",
  ]

  /// Whether `word` is one of `zoneAreas`, in any case (byte by byte, nothing allocated: the
  /// lexer asks at every word before a `/`, the quick path at every zone it reads).
  package static func isZoneArea(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.count >= 2, word.count <= 10 else { return false }
    for area in zoneAreas where area.utf8CodeUnitCount == word.count {
      let letters = area.utf8Start
      var position = 0
      while position < word.count, word[position] | 0x20 == letters[position] { position += 1 }
      if position == word.count { return true }
    }
    return false
  }
}

extension Lexer {
  /// The end of a zone's name whose area ends at `position` (a `/`): letters, digits and
  /// `_ - + /`, as the database writes names (`America/Port-au-Prince`, `Etc/GMT+5`).
  func zoneNameEnd(from position: Int) -> Int {
    var end = position
    while end < bytes.count, Lexer.isZoneNameByte(bytes[end]) { end += 1 }
    return end
  }

  static func isZoneNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "/")
  }
}

extension Lexer {
  /// The most digits of a fraction of a second: nanoseconds.
  static let fractionDigits = 9

  /// `15:30`, `15:30:05`, `15:30:05.123456789`, from `start` (the hour's digits read).
  /// `3:30pm`, `11:00AM`: a 12-hour clock's `am` or `pm` glued to the time is part of its token.
  mutating func timeOfDay(from start: Int) {
    guard let problem = clock() else {
      if isLetter(peek(0), "a") || isLetter(peek(0), "p"), isLetter(peek(1), "m"),
        index + 2 >= bytes.count || !isIdentifierPart(at: index + 2)
      {
        index += 2
      }
      guard !continuesNumber() else { return malformedTime(from: start) }
      return add(.time, from: start)
    }
    fail(problem, from: start)
  }

  /// The rest of a clock after the hour: `:MM`, then `:SS` and `.fff` if written. Nil when read,
  /// else the error (more than nine digits of a second are refused, never cut).
  mutating func clock() -> String? {
    index += 3
    guard peek(0) == UInt8(ascii: ":"), digitRun(at: index + 1) == 2 else { return nil }
    index += 3
    guard peek(0) == UInt8(ascii: "."), isDigit(peek(1)) else { return nil }
    let digits = digitRun(at: index + 1)
    index += 1 + digits
    if digits > Lexer.fractionDigits {
      return "\(digits) digits after the second: calsh keeps times to the nanosecond (9 digits) "
        + "and does not cut them; write at most 9"
    }
    return nil
  }

  /// `2025-03-30T01:30`, then `:SS[.fff]`, `Z` or an offset (`+09:00`, `+0900`, `+09`) and a
  /// zone in brackets (`[Europe/Berlin]`), as RFC 3339 and RFC 9557 write them; from `start`,
  /// the date's first digit, the index at the `T`.
  mutating func dateTime(from start: Int) {
    index += 1
    guard digitRun(at: index) == 2, peek(2) == UInt8(ascii: ":"), digitRun(at: index + 3) == 2 else {
      return malformedTime(from: start)
    }
    index += 2
    if let problem = clock() { return fail(problem, from: start) }
    if isLetter(peek(0), "z") {
      index += 1
    } else if let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
      digitRun(at: index + 1) >= 2
    {
      index += 3
      if peek(0) == UInt8(ascii: ":"), digitRun(at: index + 1) == 2 {
        index += 3
      } else if digitRun(at: index) == 2 {
        index += 2
      } else if digitRun(at: index) != 0 {
        return malformedTime(from: start)
      }
    }
    if peek(0) == UInt8(ascii: "[") {
      let open = index
      index += 1
      while index < bytes.count, Lexer.isZoneNameByte(bytes[index]) { index += 1 }
      guard peek(0) == UInt8(ascii: "]"), index > open + 1 else {
        return fail("a zone in brackets is written [Area/City]: '[Europe/Berlin]'", from: start)
      }
      index += 1
    }
    guard !continuesNumber() else { return malformedTime(from: start) }
    add(.dateTime, from: start)
  }

  /// A time glued to more digits or letters (`15:30x`, `2025-03-30T1:30`).
  mutating func malformedTime(from start: Int) {
    while index < bytes.count,
      isIdentifierPart(at: index) || bytes[index] == UInt8(ascii: ":")
        || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
    {
      index += 1
    }
    fail(
      "'\(text(start, index))' is not a time: times are written HH:MM[:SS[.fff]] (15:30, 3pm), "
        + "date-times YYYY-MM-DDTHH:MM with Z, an offset (+09:00) or a zone if wanted", from: start)
  }

  /// `@1700000000`, `@-86400`, `@1700000000.123`: seconds since 1970-01-01T00:00Z.
  mutating func timestamp() {
    let start = index
    index += 1
    if peek(0) == UInt8(ascii: "-"), isDigit(peek(1)) { index += 1 }
    guard isDigit(peek(0)) else {
      index = max(index, start + 1)
      return fail("'@' starts a Unix timestamp, seconds since 1970: write @1700000000", from: start)
    }
    index += digitRun(at: index)
    if peek(0) == UInt8(ascii: "."), isDigit(peek(1)) {
      let digits = digitRun(at: index + 1)
      index += 1 + digits
      if digits > Lexer.fractionDigits {
        return fail(
          "\(digits) digits after the second: calsh keeps timestamps to the nanosecond (9 digits) "
            + "and does not cut them; write at most 9", from: start)
      }
    }
    guard index >= bytes.count || !isIdentifierPart(at: index) else {
      while index < bytes.count, isIdentifierPart(at: index) { index += 1 }
      return fail("'\(text(start, index))' is not a timestamp: write @ and seconds, @1700000000", from: start)
    }
    add(.timestamp, from: start)
  }
}
