import CalendarCore
import Ledger

/// The colour codes of a day's cell, the one place grids, strips and amount grids get them.
/// Dim adjacent days, bold underlined today, reversed selection, red holidays and Sundays, blue
/// Saturdays; a day whose entries give it a colour takes it as the background. Wherever a cell
/// gets a background (a data colour, or a selected weekend or holiday, whose colour fills it), its
/// text gets black or white, whichever contrasts more with that background by WCAG's relative
/// luminance, and is not dimmed: red on red or blue on blue cannot happen.
public enum CellColor {
  /// The SGR codes of the cell (`31`, `7`, `48;5;92;38;5;231`), empty for none; `totals` are the
  /// day's sums when entries are attached.
  public static func codes(_ day: Day, totals: DayTotals? = nil, truecolor: Bool) -> String {
    let accent: DataColor.NamedColor? =
      day.holiday != nil ? .red : day.weekday == .sunday ? .red : day.weekday == .saturday ? .blue : nil
    let data = totals?.color
    // A selected weekend or holiday shows its colour as the background, as reverse video would,
    // but with text of a known colour rather than the terminal's own background.
    let background = data ?? (day.isSelected ? accent.map(DataColor.named) : nil)
    var codes: [String] = []
    if !day.isWithinDisplayedMonth, background == nil { codes.append("2") }
    if day.isToday { codes.append("1;4") }
    // Reverse video swaps a background with the text chosen for it: still readable.
    if day.isSelected, data != nil || accent == nil { codes.append("7") }
    if let background {
      codes.append(onBackground(background, truecolor: truecolor))
    } else if let accent {
      codes.append(accent == .red ? "31" : "34")
    }
    return codes.joined(separator: ";")
  }

  /// The codes of a background and of the text drawn on it: black or white, whichever reads better.
  public static func onBackground(_ color: DataColor, truecolor: Bool) -> String {
    let background = DataMarks.background(color, truecolor: truecolor)
    let dark = prefersDarkText(on: shownRGB(color, truecolor: truecolor))
    switch color {
    case .named: return background + (dark ? ";30" : ";97")
    case .rgb where truecolor: return background + (dark ? ";38;2;0;0;0" : ";38;2;255;255;255")
    case .rgb: return background + (dark ? ";38;5;16" : ";38;5;231")
    }
  }

  /// The colour a terminal shows for a background: xterm's default palette for the six named
  /// colours, the nearest of the 256-colour cube unless the terminal takes 24-bit colour.
  static func shownRGB(_ color: DataColor, truecolor: Bool) -> (red: Int, green: Int, blue: Int) {
    switch color {
    case .named(let name):
      switch name {
      case .red: return (205, 0, 0)
      case .green: return (0, 205, 0)
      case .yellow: return (205, 205, 0)
      case .blue: return (0, 0, 238)
      case .magenta: return (205, 0, 205)
      case .cyan: return (0, 205, 205)
      }
    case .rgb(let r, let g, let b):
      if truecolor { return (Int(r), Int(g), Int(b)) }
      let levels = [0, 95, 135, 175, 215, 255]
      return (
        levels[DataMarks.cubeLevel(r)], levels[DataMarks.cubeLevel(g)], levels[DataMarks.cubeLevel(b)]
      )
    }
  }

  /// Whether black text contrasts more than white with a background of this colour: WCAG 2's
  /// contrast ratios (L1 + 0.05) / (L2 + 0.05) against black (L 0) and white (L 1) are equal
  /// where (L + 0.05)² = 1.05 × 0.05, at a relative luminance of about 0.179.
  static func prefersDarkText(on color: (red: Int, green: Int, blue: Int)) -> Bool {
    let luminance =
      0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    return (luminance + 0.05) * (luminance + 0.05) > 1.05 * 0.05
  }

  /// An sRGB channel (0–255) as linear light (0–1), as WCAG 2 defines it.
  static func linear(_ channel: Int) -> Double {
    let c = Double(channel) / 255
    if c <= 0.04045 { return c / 12.92 }
    // ((c + 0.055) / 1.055)^2.4 without libm: x^2 times x^0.4, and 0.4 is binary 0.0110 0110 …,
    // so x^0.4 is the product of the roots x^(1/4), x^(1/8), x^(1/64), x^(1/128), … (to 2^-16).
    let x = (c + 0.055) / 1.055
    var result = x * x
    var root = x
    for bit in 1...16 {
      root = root.squareRoot()
      if bit % 4 == 2 || bit % 4 == 3 { result *= root }
    }
    return result
  }
}
