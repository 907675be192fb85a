/// Terminal columns a string takes, measured per grapheme cluster (`Character`): East Asian wide
/// and fullwidth characters and emoji take two, combining marks and controls none, so a ZWJ
/// family emoji (`👨‍👩‍👧`) is one cluster of two columns. Swift has no East-Asian-width property
/// and `wcwidth` depends on the C locale; the classes come from the table that
/// `scripts/gen-width-table` generates from the Unicode Character Database.
public func displayWidth(_ text: String) -> Int {
  var ascii = 0
  let allASCII = text.utf8.allSatisfy { byte in
    guard byte < 0x80 else { return false }
    if byte >= 0x20, byte != 0x7F { ascii += 1 }
    return true
  }
  if allASCII { return ascii }
  return text.reduce(0) { $0 + displayWidth(of: $1) }
}

/// Columns of one grapheme cluster: 2 when it holds a wide scalar (an emoji presentation scalar
/// joined by ZWJ, a skin tone) or U+FE0F after an emoji (`❤️`); otherwise one column for each
/// scalar that takes any, as terminals draw a base with a spacing mark (Devanagari कि, Thai กำ);
/// 0 when every scalar takes none.
public func displayWidth(of character: Character) -> Int {
  var width = 0
  var afterEmoji = false
  for scalar in character.unicodeScalars {
    let widthClass = WidthClass(scalar)
    switch widthClass {
    case .wide: return 2
    case .zero:
      if scalar == "\u{FE0F}", afterEmoji { return 2 }
    case .narrow, .emojiText:
      width += 1
    }
    afterEmoji = widthClass == .emojiText
  }
  return width
}

/// Columns of one scalar on its own: 0, 1 or 2.
public func displayWidth(of scalar: Unicode.Scalar) -> Int {
  switch WidthClass(scalar) {
  case .zero: return 0
  case .narrow, .emojiText: return 1
  case .wide: return 2
  }
}

/// A scalar's class in `displayWidthRuns`.
enum WidthClass: UInt32 {
  case zero = 0, narrow, wide, emojiText

  init(_ scalar: Unicode.Scalar) {
    // A soft hyphen is a format character that terminals still draw, one column wide.
    if scalar.value == 0xAD {
      self = .narrow
      return
    }
    // The last run starting at or before `v`: entries are `first << 2 | class`, so the last
    // entry not above `v << 2 | 3`.
    let key = scalar.value << 2 | 3
    var (low, high) = (0, displayWidthRuns.count)
    while low < high {
      let mid = (low + high) / 2
      if displayWidthRuns[mid] <= key { low = mid + 1 } else { high = mid }
    }
    self = WidthClass(rawValue: displayWidthRuns[low - 1] & 3)!
  }
}
