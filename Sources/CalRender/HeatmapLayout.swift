import CalendarCore
import Ledger

/// Where each day of a heatmap goes: weeks as columns from the first weekday, weekdays as rows,
/// and the week each month's label stands over. The terminal drawing and the documents share it.
/// Months and years are those written under `reform` (Julian before its switch).
public struct HeatmapLayout: Sendable {
  public let map: Heatmap
  public let firstWeekday: Weekday
  public let reform: Reform
  /// The day count of the top-left cell: the first weekday on or before the map's first day.
  public let start: Int
  public let weeks: Int

  public init(_ map: Heatmap, firstWeekday: Weekday, reform: Reform = .proleptic) {
    self.map = map
    self.firstWeekday = firstWeekday
    self.reform = reform
    let first = map.first.dayCount
    let back = (Weekday(dayCount: first).rawValue - firstWeekday.rawValue + 7) % 7
    start = first - back
    weeks = (map.last.dayCount - start) / 7 + 1
  }

  /// The day count in a cell, nil for a cell before the first day or after the last.
  public func dayCount(week: Int, row: Int) -> Int? {
    let day = start + 7 * week + row
    return day < map.first.dayCount || day > map.last.dayCount ? nil : day
  }

  /// The weekday of a row.
  public func weekday(ofRow row: Int) -> Weekday { firstWeekday.advanced(by: row) }

  /// The weeks cut into bands of at most `count`, drawn one under another.
  public func bands(of count: Int) -> [Range<Int>] {
    let size = max(1, count)
    return stride(from: 0, to: weeks, by: size).map { $0..<min($0 + size, weeks) }
  }

  /// A band of a document: its weeks, the days it draws (a cell outside them is blank) and, when
  /// the span is cut at year starts, its year.
  public struct Band: Sendable {
    public let weeks: Range<Int>
    public let days: ClosedRange<Int>
    public let year: Int?
  }

  /// One band when the weeks fit in `count`, else a band per calendar year as written (any year
  /// fits in 54 weeks), so that each band reads as a year and is labelled with it.
  public func yearBands(ofAtMost count: Int) -> [Band] {
    let first = map.first.dayCount
    let last = map.last.dayCount
    guard weeks > count else { return [Band(weeks: 0..<weeks, days: first...last, year: nil)] }
    return (reform.label(of: map.first).year...reform.label(of: map.last).year).compactMap { year in
      let january = reform.dayCounts(of: YearMonth(uncheckedIndex: (year - 1) * 12))
      let december = reform.dayCounts(of: YearMonth(uncheckedIndex: (year - 1) * 12 + 11))
      let low = max(first, january.first)
      let high = min(last, december.first + december.count - 1)
      guard low <= high else { return nil }
      return Band(weeks: (low - start) / 7..<(high - start) / 7 + 1, days: low...high, year: year)
    }
  }

  /// The month labels of a band: its year's months when it has a year, else those of its weeks.
  public func monthColumns(in band: Band) -> [(month: YearMonth, week: Int)] {
    guard let year = band.year else { return monthColumns(in: band.weeks) }
    return monthColumns.filter { $0.month.year == year }
  }

  /// The month labels of some weeks: those of the months starting in it, and the month of its first
  /// day before them when a band after the first starts four weeks or more before the next label.
  public func monthColumns(in band: Range<Int>) -> [(month: YearMonth, week: Int)] {
    var columns = monthColumns.filter { band.contains($0.week) }
    if band.lowerBound > 0, columns.first.map({ $0.week - band.lowerBound >= 4 }) ?? true,
      let day = dayCount(week: band.lowerBound, row: 0) ?? dayCount(week: band.lowerBound, row: 6)
    {
      columns.insert((writtenMonth(ofDayCount: day), band.lowerBound), at: 0)
    }
    return columns
  }

  /// Each month drawn as written and the week its label stands over: the week holding its first
  /// day (the map's first day for the first month); a month the reform skipped whole has none.
  public var monthColumns: [(month: YearMonth, week: Int)] {
    var columns: [(YearMonth, Int)] = []
    var month = writtenMonth(ofDayCount: map.first.dayCount)
    var (day, count) = (map.first.dayCount, 1)
    while day <= map.last.dayCount {
      if count > 0 { columns.append((month, (day - start) / 7)) }
      guard let next = try? month.adding(months: 1) else { break }
      month = next
      (day, count) = reform.dayCounts(of: next)
    }
    return columns
  }

  /// The month a day is written in under the reform.
  func writtenMonth(ofDayCount day: Int) -> YearMonth {
    let label = reform.label(dayCount: day)
    return YearMonth(uncheckedIndex: (label.year - 1) * 12 + label.month - 1)
  }
}

/// The heatmap's colours: ColorBrewer's single-hue sequential "Greens" (5 classes, its four
/// darker steps), and GitHub's grey for no data. A single hue stepping in lightness reads the same
/// to every kind of colour-vision deficiency and in grey print.
public enum HeatmapPalette {
  /// `#rrggbb` of level 0 (no data) through 4.
  public static let hex = ["#ebedf0", "#bae4b3", "#74c476", "#31a354", "#006d2c"]
  /// The same as red, green and blue.
  public static let rgb: [(UInt8, UInt8, UInt8)] = [
    (0xeb, 0xed, 0xf0), (0xba, 0xe4, 0xb3), (0x74, 0xc4, 0x76), (0x31, 0xa3, 0x54), (0x00, 0x6d, 0x2c),
  ]
  /// Shades for a terminal without colour: level 0 blank, then light to full blocks.
  public static let shades = [" ", "░", "▒", "▓", "█"]

  /// The level's colour as a data colour (for the terminal's codes).
  public static func color(ofLevel level: Int) -> DataColor {
    let (r, g, b) = rgb[level]
    return .rgb(red: r, green: g, blue: b)
  }
}
