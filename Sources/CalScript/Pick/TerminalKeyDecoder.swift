/// Terminal input bytes to keys: the xterm and VT sequences for arrows, Home/End, PgUp/PgDn
/// (with Shift), SGR mouse reports, control keys and UTF-8 characters.
public enum TerminalKeyDecoder {
  /// What the front of `bytes` holds.
  public enum Reading: Equatable, Sendable {
    /// A key, read from the first `length` bytes.
    case key(TerminalKey, length: Int)
    /// The bytes begin a sequence not yet complete: read more, or, if none come soon, call
    /// again with `final` (a lone ESC is then the Esc key).
    case incomplete
  }

  /// Longest sequence waited for; anything longer is unknown, so that a stray ESC never swallows
  /// what follows.
  static let longestSequence = 32

  /// Reads the first key of `bytes` (which must not be empty). `final`: no more bytes are coming
  /// soon, so an incomplete sequence is read as what it has.
  public static func read(_ bytes: ArraySlice<UInt8>, final: Bool = false) -> Reading {
    guard let first = bytes.first else { return .incomplete }
    switch first {
    case 0x1B: return escape(bytes, final: final)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x03: return .key(.interrupt, length: 1)
    case 0x1A: return .key(.suspend, length: 1)
    case ..<0x20: return .key(.unknown, length: 1)
    case ..<0x80: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
    default: return utf8(bytes, final: final)
    }
  }

  /// Every key in `bytes`, as when they all arrived at once and no more are coming.
  public static func keys(in bytes: [UInt8]) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var rest = bytes[...]
    while !rest.isEmpty {
      guard case .key(let key, let length) = read(rest, final: true) else { break }
      keys.append(key)
      rest = rest.dropFirst(length)
    }
    return keys
  }

  private static func escape(_ bytes: ArraySlice<UInt8>, final: Bool) -> Reading {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return final ? .key(.escape, length: 1) : .incomplete }
    let introducer = bytes[start + 1]
    if introducer == UInt8(ascii: "O") {
      guard bytes.count >= 3 else { return final ? .key(.escape, length: 1) : .incomplete }
      return .key(letterKey(bytes[start + 2]), length: 3)
    }
    guard introducer == UInt8(ascii: "[") else { return .key(.escape, length: 1) }
    // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, then a final byte 0x40–0x7E.
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) {
      index += 1
      if index - start > longestSequence { return .key(.unknown, length: index - start) }
    }
    guard index < bytes.endIndex else { return final ? .key(.unknown, length: index - start) : .incomplete }
    let finalByte = bytes[index]
    let length = index - start + 1
    guard (0x40...0x7E).contains(finalByte) else { return .key(.escape, length: 1) }
    let parameters = Array(bytes[(start + 2)..<index])
    if parameters.first == UInt8(ascii: "<") {
      return .key(mouse(parameters.dropFirst(), pressed: finalByte == UInt8(ascii: "M")), length: length)
    }
    if finalByte == UInt8(ascii: "~") { return .key(tildeKey(parameters), length: length) }
    return .key(letterKey(finalByte), length: length)
  }

  private static func letterKey(_ byte: UInt8) -> TerminalKey {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: .unknown
    }
  }

  /// `ESC [ n ~` and `ESC [ n ; m ~`: 1/7 Home, 4/8 End, 5 PgUp, 6 PgDn; modifier 2 is Shift.
  private static func tildeKey(_ parameters: [UInt8]) -> TerminalKey {
    let numbers = numbers(parameters[...])
    guard let number = numbers.first else { return .unknown }
    let shifted = numbers.count > 1 && numbers[1] == 2
    switch number {
    case 1, 7: return .home
    case 4, 8: return .end
    case 5: return shifted ? .shiftPageUp : .pageUp
    case 6: return shifted ? .shiftPageDown : .pageDown
    default: return .unknown
    }
  }

  private static func mouse(_ parameters: ArraySlice<UInt8>, pressed: Bool) -> TerminalKey {
    let numbers = numbers(parameters)
    guard numbers.count == 3 else { return .unknown }
    return .mouse(column: numbers[1], row: numbers[2], button: numbers[0], pressed: pressed)
  }

  /// Decimal numbers separated by `;`, each at most five digits (longer is read as 99999).
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
    var numbers: [Int] = []
    var current = 0
    for byte in parameters {
      if byte == UInt8(ascii: ";") {
        numbers.append(current)
        current = 0
      } else if (0x30...0x39).contains(byte) {
        current = min(current * 10 + Int(byte - 0x30), 99_999)
      }
    }
    numbers.append(current)
    return numbers
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Reading {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return .key(.unknown, length: 1) }
    let sequence = Array(bytes.prefix(length))
    guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return .key(.unknown, length: 1) }
    guard sequence.count == length else {
      return final ? .key(.unknown, length: sequence.count) : .incomplete
    }
    let text = String(decoding: sequence, as: UTF8.self)
    guard text.unicodeScalars.count == 1, !text.unicodeScalars.contains("\u{FFFD}"),
      let character = text.first
    else { return .key(.unknown, length: length) }
    return .key(.character(character), length: length)
  }
}
