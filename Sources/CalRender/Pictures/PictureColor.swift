import Ledger

/// A colour a picture fills or writes with, as `#rrggbb`.
public struct PictureColor: Equatable, Sendable {
  public var red: Int
  public var green: Int
  public var blue: Int

  public init(_ red: Int, _ green: Int, _ blue: Int) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// The ink of text: near black.
  public static let ink = PictureColor(0x1A, 0x1A, 0x1A)
  /// Saturday's blue and Sunday's (and holidays') red, as the text grid colours them.
  public static let saturday = PictureColor(0x1A, 0x5F, 0xB4)
  public static let sunday = PictureColor(0xC0, 0x1C, 0x28)
  /// A selected day that is neither weekend nor holiday: the text grid's reverse video, a dark band.
  public static let selection = PictureColor(0x30, 0x30, 0x30)
  public static let white = PictureColor(0xFF, 0xFF, 0xFF)
  /// A day's net as a tint when no colour column is given: income green, expense red.
  public static let income = PictureColor(0xC8, 0xEB, 0xC8)
  public static let expense = PictureColor(0xF6, 0xCC, 0xCC)
  /// Faint inks of adjacent days, the lightest that still reads at 4.5:1 on white.
  static let fadedInks = [PictureColor.ink, .saturday, .sunday].map { ($0, $0.lightest(contrast: 4.6)) }
  public static let black = PictureColor(0, 0, 0)

  /// A data colour as a picture shows it: exact for `#rrggbb`, xterm's palette for the names.
  public init(_ color: DataColor) {
    let rgb = CellColor.shownRGB(color, truecolor: true)
    self.init(rgb.red, rgb.green, rgb.blue)
  }

  /// Black or white, whichever reads better on this background (WCAG 2, as `CellColor`).
  public var readableText: PictureColor {
    CellColor.prefersDarkText(on: (red, green, blue)) ? .black : .white
  }

  /// WCAG 2's contrast ratio of two colours (1 to 21).
  public func contrast(with other: PictureColor) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  var luminance: Double {
    0.2126 * CellColor.linear(red) + 0.7152 * CellColor.linear(green) + 0.0722 * CellColor.linear(blue)
  }

  /// This colour mixed with white, `percent` of white.
  func mixed(withWhite percent: Int) -> PictureColor {
    func channel(_ value: Int) -> Int { (value * (100 - percent) + 255 * percent + 50) / 100 }
    return PictureColor(channel(red), channel(green), channel(blue))
  }

  /// A background drawn faint (a selected adjacent day's band): as 40% opacity on white shows it.
  public var faded: PictureColor { mixed(withWhite: 60) }

  /// This ink drawn faint on white (an adjacent day's number), still at 4.5:1.
  public var fadedInk: PictureColor {
    PictureColor.fadedInks.first { $0.0 == self }?.1 ?? lightest(contrast: 4.6)
  }

  /// The lightest mix with white, in steps of 2%, keeping `contrast` against white.
  func lightest(contrast minimum: Double) -> PictureColor {
    var best = self
    for percent in stride(from: 2, through: 98, by: 2) {
      let mixed = mixed(withWhite: percent)
      guard mixed.contrast(with: .white) >= minimum else { break }
      best = mixed
    }
    return best
  }

  /// `#rrggbb`.
  public var hex: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [red, green, blue] {
      text.append(digits[(channel >> 4) & 15])
      text.append(digits[channel & 15])
    }
    return text
  }
}
