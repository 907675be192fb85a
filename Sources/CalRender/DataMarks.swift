import CalendarCore

/// How a grid shows that a day has entries (`with ENTRIES`): in colour, the day's `color` as the
/// cell's background (`#rrggbb` as 24-bit colour on terminals that take it, else the nearest of
/// the 256-colour cube); without colour, a `#` before the day number.
public enum DataMarks {
  /// The mark before the number of a day with entries, when colour cannot show it.
  public static let plainMark = UInt8(ascii: "#")

  /// Whether the cell gets the plain mark: a day of the displayed month, not selected, with entries.
  public static func marks(_ day: Day) -> Bool {
    guard let totals = day.totals, totals.count > 0 else { return false }
    return day.isWithinDisplayedMonth && !day.isSelected
  }

  /// The SGR codes of the day's data colour as a background, or nil for none.
  public static func background(_ day: Day, truecolor: Bool) -> String? {
    guard let color = day.totals?.color else { return nil }
    return background(color, truecolor: truecolor)
  }

  public static func background(_ color: DataColor, truecolor: Bool) -> String {
    switch color {
    case .named(let name):
      return String(41 + DataColor.NamedColor.allCases.firstIndex(of: name)!)
    case .rgb(let r, let g, let b):
      if truecolor { return "48;2;\(r);\(g);\(b)" }
      // The 6×6×6 cube of 256-colour terminals: levels 0, 95, 135, 175, 215, 255.
      func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
      return "48;5;\(16 + 36 * level(r) + 6 * level(g) + level(b))"
    }
  }
}
