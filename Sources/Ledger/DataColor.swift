/// A colour a data file gives a day: one of six terminal colours, or `#rrggbb`.
public enum DataColor: Hashable, Sendable {
  case named(NamedColor)
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The six colours every colour terminal shows, in ANSI order from red.
  public enum NamedColor: String, CaseIterable, Sendable {
    case red, green, yellow, blue, magenta, cyan
  }

  /// `red` … `cyan` (any case), or `#rrggbb`; nil for anything else.
  public init?(_ text: String) {
    let lower = text.lowercased()
    if let named = NamedColor(rawValue: lower) {
      self = .named(named)
      return
    }
    let bytes = Array(lower.utf8)
    guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
    func hex(_ i: Int) -> UInt8? {
      func digit(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
      }
      guard let high = digit(bytes[i]), let low = digit(bytes[i + 1]) else { return nil }
      return high << 4 | low
    }
    guard let r = hex(1), let g = hex(3), let b = hex(5) else { return nil }
    self = .rgb(red: r, green: g, blue: b)
  }

  public var description: String {
    switch self {
    case .named(let name): return name.rawValue
    case .rgb(let r, let g, let b):
      let digits = Array("0123456789abcdef".utf8)
      let bytes = [UInt8(ascii: "#")] + [r, g, b].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
