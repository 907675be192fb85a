/// Sizes of a picture in tenths of a millimetre: a month's cells, title and lines, at a scale
/// (10 is a month of a year poster, three across 190 mm; 30 a month alone on a page).
public struct PictureLayout: Sendable {
  /// Tenths: 10 draws a month 59.5 mm wide.
  public var scale: Int
  /// Months side by side.
  public var across: Int
  public var weeks: Bool
  public var cellLines: Int
  /// Cells a row holds.
  public var columns = 7

  /// The printable box a page gives on both A4 and Letter with 10 mm margins: 190 × 259 mm.
  public static let pageWidth = 1900
  public static let pageHeight = 2590
  /// A strip wraps after this many days.
  public static let stripColumns = 14

  public init(scale: Int = 10, across: Int = 3, weeks: Bool = false, cellLines: Int = 0) {
    self.scale = scale
    self.across = across
    self.weeks = weeks
    self.cellLines = cellLines
  }

  /// The layout of `count` months: one alone fills the page's width, two share it, more go
  /// three across, as a year poster.
  public static func months(_ count: Int, weeks: Bool = false, cellLines: Int = 0) -> PictureLayout {
    let across = max(1, min(3, count))
    return PictureLayout(
      scale: (weeks ? [28, 13, 10] : [30, 15, 10])[across - 1], across: across, weeks: weeks,
      cellLines: cellLines)
  }

  func scaled(_ value: Int) -> Int { value * scale / 10 }

  public var cellWidth: Int { columns == 7 ? scaled(85) : min(255, PictureLayout.pageWidth / columns) }
  public var cellHeight: Int { scaled(55) + cellLines * lineHeight }
  public var lineHeight: Int { scaled(22) }
  public var titleHeight: Int { scaled(60) }
  public var weekdayHeight: Int { scaled(45) }
  public var weekWidth: Int { weeks ? scaled(60) : 0 }
  /// Notes grow more slowly than the grid: a month alone has them at 4.8 mm, not 7.2.
  public var noteFont: Int { 24 * (scale + 10) / 20 }
  public var noteHeight: Int { noteFont * 4 / 3 }
  public var titleFont: Int { scaled(36) }
  public var weekdayFont: Int { scaled(24) }
  public var numberFont: Int { scaled(28) }
  public var gap: Int { scaled(50) }
  public var bandGap: Int { scaled(35) }

  public var monthWidth: Int { weekWidth + columns * cellWidth }
  public var width: Int { across * monthWidth + (across - 1) * gap }

  /// Characters of a note's line across a month (about 0.6 em each).
  var noteCharacters: Int { max(12, monthWidth * 10 / (noteFont * 6)) }

  /// The lines a month's legend and notes take, wrapped to the month's width.
  public func noteLines(_ picture: MonthPicture) -> [String] {
    (picture.legend + picture.notes).flatMap { PictureText.wrapped($0, width: noteCharacters) }
  }

  /// The height of a month with `rows` rows and `notes` lines under it.
  public func monthHeight(rows: Int, notes: Int) -> Int {
    titleHeight + weekdayHeight + rows * cellHeight + (notes > 0 ? 15 + notes * noteHeight : 0)
  }
}
