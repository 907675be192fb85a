import CalendarCore
import Ledger

/// How a grid shows that a day has entries (`with ENTRIES`): in colour, the day's `color` as the
/// cell's background (`#rrggbb` as 24-bit colour on terminals that take it, else the nearest of
/// the 256-colour cube); without colour, a `#` before the day number.
public enum DataMarks {
  /// The mark before the number of a day with entries, when colour cannot show it.
  public static let plainMark = UInt8(ascii: "#")

  /// Whether the cell gets the plain mark: a day of the displayed month, not selected, with entries
  /// (`totals`: the day's sums, nil without entries attached).
  public static func marks(_ day: Day, totals: DayTotals?) -> Bool {
    guard let totals, totals.count > 0 else { return false }
    return day.isWithinDisplayedMonth && !day.isSelected
  }

  public static func background(_ color: DataColor, truecolor: Bool) -> String {
    switch color {
    case .named(let name):
      return String(41 + DataColor.NamedColor.allCases.firstIndex(of: name)!)
    case .rgb(let r, let g, let b):
      if truecolor { return "48;2;\(r);\(g);\(b)" }
      return "48;5;\(16 + 36 * cubeLevel(r) + 6 * cubeLevel(g) + cubeLevel(b))"
    }
  }

  /// The nearest level (0–5) of the 6×6×6 cube of 256-colour terminals, whose levels are 0, 95,
  /// 135, 175, 215 and 255.
  static func cubeLevel(_ value: UInt8) -> Int {
    value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
  }
}
