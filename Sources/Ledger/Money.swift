/// An exact decimal amount: `units` counted at `scale` decimals, so −12.50 is −1250 at scale 2.
/// No binary floating point touches money; sums of up to 2^63 amounts of any size fit in 128 bits.
public struct Money: Hashable, Sendable, CustomStringConvertible {
  public let units: Int128
  /// Digits after the decimal point, 0 through `Money.maximumScale`.
  public let scale: Int

  /// The most decimals an amount may have: 10^18 still fits in 64 bits.
  public static let maximumScale = 18

  public init(units: Int128, scale: Int) {
    self.units = units
    self.scale = scale
  }

  public static func zero(scale: Int) -> Money { Money(units: 0, scale: scale) }

  /// `-12.50`, `0.00`, `1234`: every decimal of the scale written, no grouping.
  public var description: String {
    var digits = Array(String(units.magnitude).utf8)
    if scale > 0 {
      if digits.count <= scale {
        digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: scale + 1 - digits.count), at: 0)
      }
      digits.insert(UInt8(ascii: "."), at: digits.count - scale)
    }
    if units < 0 { digits.insert(UInt8(ascii: "-"), at: 0) }
    return String(decoding: digits, as: UTF8.self)
  }

  /// The sign of `self - other`, exact at any scales (-1, 0 or 1).
  public func compare(to other: Money) -> Int {
    let scale = max(self.scale, other.scale)
    guard let a = Money.rescaled(units, from: self.scale, to: scale),
      let b = Money.rescaled(other.units, from: other.scale, to: scale)
    else {
      // One side is too large to rescale: its magnitude exceeds anything on the other side.
      let aFits = Money.rescaled(units, from: self.scale, to: scale) != nil
      let big = aFits ? other.units : units
      let sign = big < 0 ? -1 : 1
      return aFits ? -sign : sign
    }
    return a < b ? -1 : a == b ? 0 : 1
  }

  /// `units` at `from` decimals written at `to` (≥ `from`) decimals; nil when it would overflow.
  static func rescaled(_ units: Int128, from: Int, to: Int) -> Int128? {
    var value = units
    for _ in from..<max(from, to) {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      if overflow { return nil }
      value = product
    }
    return value
  }
}

/// An amount as read from text: its digits as a whole number and how many of them are decimals.
public struct ParsedAmount: Equatable, Sendable {
  public let units: Int64
  public let decimals: Int

  public init(units: Int64, decimals: Int) {
    self.units = units
    self.decimals = decimals
  }

  /// Why text is not an amount: what is wrong and at which byte of the text.
  public struct Problem: Error, Equatable, Sendable {
    public let message: String
    public let offset: Int
    /// The text is a number, but has more than 18 digits or decimals: not a malformed amount.
    public var isTooLong = false

    public init(message: String, offset: Int, isTooLong: Bool = false) {
      self.message = message
      self.offset = offset
      self.isTooLong = isTooLong
    }
  }

  /// Reads `[+-]digits[.digits]`, blanks allowed around it. `12,50`, `1e3`, `abc`, `.5` and an
  /// amount of more than 18 digits (leading zeros aside) or decimals are problems; nothing is
  /// rounded.
  public static func parse(_ bytes: some Collection<UInt8>) -> Result<ParsedAmount, Problem> {
    if let parsed = bytes.withContiguousStorageIfAvailable({ parse($0) }) { return parsed }
    return Array(bytes).withUnsafeBufferPointer { parse($0) }
  }

  /// The same for bytes in memory (a file loader's buffer), without a copy.
  public static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<ParsedAmount, Problem> {
    var index = 0
    while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    var end = text.count
    while end > index, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
    let start = index
    var negative = false
    if index < end, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      negative = text[index] == UInt8(ascii: "-")
      index += 1
    }
    var magnitude: UInt64 = 0
    var digits = 0
    var decimals = 0
    var sawPoint = false
    var digitsBeforePoint = 0
    while index < end {
      let byte = text[index]
      if byte >= 0x30, byte <= 0x39 {
        // Leading zeros carry no digits: 0.000000000000000001 is one digit at 18 decimals.
        if digits >= 18, magnitude > 0 || byte != 0x30 {
          return .failure(
            Problem(
              message: "the amount has more than 18 digits; calsh keeps amounts exact to 18 digits",
              offset: start, isTooLong: true))
        }
        magnitude = magnitude * 10 + UInt64(byte - 0x30)
        if magnitude > 0 { digits += 1 }
        if sawPoint { decimals += 1 } else { digitsBeforePoint += 1 }
        if decimals > Money.maximumScale {
          return .failure(
            Problem(
              message: "the amount has more than 18 decimals; calsh keeps amounts exact to 18", offset: start,
              isTooLong: true))
        }
      } else if byte == UInt8(ascii: "."), !sawPoint, digitsBeforePoint > 0 {
        sawPoint = true
      } else {
        let hint =
          byte == UInt8(ascii: ",")
          ? "; write the decimals after a point: 12.50 (and no thousands separators)" : ""
        return .failure(
          Problem(message: notDecimal(text[start..<end]) + hint, offset: start))
      }
      index += 1
    }
    guard digitsBeforePoint > 0, !sawPoint || decimals > 0 else {
      return .failure(Problem(message: notDecimal(text[start..<end]), offset: start))
    }
    let units = Int64(magnitude)
    return .success(ParsedAmount(units: negative ? -units : units, decimals: decimals))
  }

  private static func notDecimal(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    "'\(String(decoding: text, as: UTF8.self))' is not an amount: write a decimal number such as -12.50"
  }
}
