import CalendarCore
import Ledger

/// One day cell of a picture: what the text grid shows in its four columns, as fields a writer
/// turns into classes, colours and shapes.
public struct PictureCell: Sendable {
  /// The day as written (Julian before a reform's switch); nil for a blank cell.
  public var number: Int?
  /// The day itself (proleptic Gregorian): `data-date`.
  public var date: CivilDate?
  public var weekday: Weekday
  /// Column counted from the first weekday, and row, in the grid's order (a writer mirrors them
  /// for right-to-left locales).
  public var column: Int
  public var row: Int
  public var isAdjacent: Bool
  public var selection: SelectionPosition
  public var isToday: Bool
  public var isJulian: Bool
  /// The holiday's name in the session's holiday language.
  public var holiday: String?
  /// A background (a data colour, or a selected day's band) and the text colour on it.
  public var fill: PictureColor?
  public var ink: PictureColor
  /// Whether the fill is a data colour (`with` entries), not a selection's.
  public var hasData: Bool
  /// The selection's band drawn around a data-coloured cell, so both show.
  public var band: PictureColor?
  /// The day has entries attached (`#` in the text grid): `has-entries`, a dot.
  public var hasEntries: Bool
  /// Drawn faint: an adjacent day without a data colour. Faint is a lighter colour, never
  /// opacity, so every ink keeps 4.5:1 against its background (WCAG AA).
  public var isDimmed: Bool
  /// Lines under the number: a day's net (`grid amounts`), other calendars' dates.
  public var lines: [String]

  /// The cell of `day`, coloured as `CellColor` colours it in a terminal; `totals`: the day's sums
  /// when entries are attached; `tintsNet`: without a colour column, a day's net tints it
  /// (`grid amounts`: income green, expense red).
  public init(
    _ day: Day, totals: DayTotals? = nil, language: HolidayLanguage = .english, lines: [String] = [],
    tintsNet: Bool = false
  ) {
    number = day.number
    date = day.date
    weekday = day.weekday
    column = day.column
    row = day.row
    isAdjacent = !day.isWithinDisplayedMonth
    selection = day.isSelected ? day.selectionPosition : .none
    isToday = day.isToday
    isJulian = day.isJulian
    holiday = day.holiday?.name(in: language)
    self.lines = lines
    let accent: PictureColor? =
      day.holiday != nil || day.weekday == .sunday
      ? .sunday : day.weekday == .saturday ? .saturday : nil
    hasEntries = (totals?.count ?? 0) > 0
    var data = totals?.color.map(PictureColor.init)
    if data == nil, tintsNet, let totals, totals.count > 0 {
      let net = totals.totals.net
      data = net > 0 ? .income : net < 0 ? .expense : nil
    }
    hasData = data != nil
    isDimmed = isAdjacent && !hasData
    let selectionFill = day.isSelected ? accent ?? .selection : nil
    if let data {
      fill = data
      band = selectionFill
    } else if let selectionFill {
      fill = isDimmed ? selectionFill.faded : selectionFill
      band = nil
    } else {
      fill = nil
      band = nil
    }
    let text = accent ?? .ink
    ink = fill?.readableText ?? (isDimmed ? text.fadedInk : text)
  }

  public var isBlank: Bool { number == nil }

  /// The cell's classes as the contract names them: `day adjacent selected sel-left today sat …`.
  public var classes: String {
    var text = "day"
    if isAdjacent { text += " adjacent" }
    if selection != .none { text += " selected sel-" + selection.rawValue }
    if isToday { text += " today" }
    text += PictureCell.weekendClass(weekday)
    if holiday != nil { text += " holiday" }
    if hasData { text += " has-data" }
    if hasEntries { text += " has-entries" }
    if isJulian { text += " julian" }
    if isDimmed { text += " dim" }
    return text
  }

  /// ` sat` or ` sun` for a weekend day's cell and its column's head (the contract's classes),
  /// empty for other days.
  public static func weekendClass(_ weekday: Weekday) -> String {
    weekday == .saturday ? " sat" : weekday == .sunday ? " sun" : ""
  }
}

extension Output {
  /// The attributes a day cell has in both SVG and HTML, each after a space: `class` (padding,
  /// selection, today, weekend, holiday, data, entries, Julian, dim), `data-date`, `data-holiday`.
  func write(attributesOf cell: PictureCell) {
    write(" class=\"")
    write(cell.classes)
    write("\"")
    if let date = cell.date {
      write(" data-date=\"")
      write(isoDate: date)
      write("\"")
    }
    if let holiday = cell.holiday {
      write(" data-holiday=\"")
      write(escaped: holiday)
      write("\"")
    }
  }
}
