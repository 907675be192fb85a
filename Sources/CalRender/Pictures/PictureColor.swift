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
