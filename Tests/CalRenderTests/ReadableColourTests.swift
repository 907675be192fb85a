import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalRender

/// What a terminal shows for a run of text after SGR codes: foreground and background as RGB
/// (nil for the terminal's own default, which calsh cannot know), reversed and faint.
/// Named colours take xterm's default palette.
struct SGRState {
  var foreground: (Int, Int, Int)?
  var background: (Int, Int, Int)?
  var reversed = false
  var faint = false

  static let palette = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229),
  ]
  static let bright = [
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
    (255, 255, 255),
  ]

  static func color256(_ n: Int) -> (Int, Int, Int) {
    if n < 8 { return palette[n] }
    if n < 16 { return bright[n - 8] }
    if n < 232 {
      let levels = [0, 95, 135, 175, 215, 255]
      let k = n - 16
      return (levels[k / 36], levels[k / 6 % 6], levels[k % 6])
    }
    let gray = 8 + 10 * (n - 232)
    return (gray, gray, gray)
  }

  /// Applies the codes of one `ESC [ … m` sequence.
  mutating func apply(_ text: Substring) {
    let codes = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    var index = 0
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: self = SGRState()
      case 2: faint = true
      case 7: reversed = true
      case 30...37: foreground = SGRState.palette[code - 30]
      case 90...97: foreground = SGRState.bright[code - 90]
      case 40...47: background = SGRState.palette[code - 40]
      case 100...107: background = SGRState.bright[code - 100]
      case 38, 48:
        var color: (Int, Int, Int)? = nil
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = SGRState.color256(codes[index + 2])
          index += 2
        } else if index + 4 < codes.count, codes[index + 1] == 2 {
          color = (codes[index + 2], codes[index + 3], codes[index + 4])
          index += 4
        }
        if code == 38 { foreground = color } else { background = color }
      default: break
      }
      index += 1
    }
  }

  /// WCAG 2 relative luminance of an sRGB colour.
  static func luminance(_ color: (Int, Int, Int)) -> Double {
    func linear(_ value: Int) -> Double {
      let c = Double(value) / 255
      if c <= 0.04045 { return c / 12.92 }
      // c^2.4 by repeated multiplication of square roots is what the renderer avoids; here a
      // plain loop over the exponent's binary digits serves as the independent reference.
      var result = 1.0
      var base = (c + 0.055) / 1.055
      var exponent = 2.4
      var whole = Int(exponent)
      exponent -= Double(whole)
      while whole > 0 {
        result *= base
        whole -= 1
      }
      for _ in 0..<40 {
        base = base.squareRoot()
        exponent *= 2
        if exponent >= 1 {
          result *= base
          exponent -= 1
        }
      }
      return result
    }
    return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
  }

  static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// Why text drawn in this state may be unreadable, or nil: a coloured background needs a
  /// foreground chosen against it (not the terminal's default), at WCAG's 4.5:1, and not faint.
  var problem: String? {
    let (shownText, shownBackground) = reversed ? (background, foreground) : (foreground, background)
    guard let shownBackground else { return nil }
    guard let shownText else { return "default text on \(shownBackground)" }
    if faint { return "faint text on \(shownBackground)" }
    let ratio = SGRState.contrast(shownText, shownBackground)
    return ratio < 4.5 ? "\(shownText) on \(shownBackground): contrast \(ratio)" : nil
  }
}

/// Every visible character of `text` that is drawn on a coloured background unreadably.
func unreadableText(in text: String) -> [String] {
  var problems: [String] = []
  var state = SGRState()
  var bytes = Substring(text)
  while let first = bytes.first {
    if first == "\u{1B}", let end = bytes.firstIndex(of: "m") {
      state.apply(bytes[bytes.index(bytes.startIndex, offsetBy: 2)..<end])
      bytes = bytes[bytes.index(after: end)...]
      continue
    }
    if first != " ", first != "\n", let problem = state.problem {
      problems.append("'\(first)': \(problem)")
    }
    bytes = bytes.dropFirst()
  }
  return problems
}

struct ReadableColourTests {
  static let colours: [DataColor] =
    DataColor.NamedColor.allCases.map { DataColor.named($0) }
    + [
      "#000000", "#ffffff", "#000080", "#ffff00", "#8a2be2", "#808080", "#767676", "#ff0000", "#0000ff",
      "#00ff00", "#777777", "#7a7a7a",
    ].map { DataColor($0)! }

  /// A month whose every day has an entry of `colour`, with a selected run across a weekend and
  /// a single selected Saturday, today on a Sunday, holidays, and padding days (which carry
  /// entries too).
  func view(_ colour: DataColor, strip: Bool = false) throws -> (view: MonthView, entries: EntriesByDay?) {
    var ledger = Ledger(columns: ["color"], hasAmounts: true)
    let first = try CivilDate(parsing: "2023-04-25").dayCount
    for count in first..<(first + 45) {
      try ledger.append(
        date: CivilDate(uncheckedDayCount: count), amount: ParsedAmount(units: -1250, decimals: 2),
        texts: [colour.description], color: colour)
    }
    var selection = Selection()
    selection.select(
      from: try CivilDate(parsing: "2023-05-12"), through: try CivilDate(parsing: "2023-05-15"))
    selection.select(try CivilDate(parsing: "2023-05-20"))
    selection.select(try CivilDate(parsing: "2023-05-03"))
    var view = MonthView(
      try YearMonth(year: 2023, month: 5), padding: .row, selection: selection,
      today: try CivilDate(parsing: "2023-05-07"), holidays: HolidayCalendar(countries: [.kr]))
    view.style = strip ? .strip : .grid
    return (view, EntriesByDay(EntryList(ledger)))
  }

  /// The same without entries: selected weekends and holidays are coloured backgrounds too.
  func plainView() throws -> (view: MonthView, entries: EntriesByDay?) {
    (try view(.named(.red)).view, nil)
  }

  @Test(arguments: [false, true])
  func everyColouredGridCellHasReadableText(truecolor: Bool) throws {
    for colour in ReadableColourTests.colours {
      for month in [try view(colour), try plainView()] {
        var grid = GridRenderer(color: true)
        grid.truecolor = truecolor
        let text = render { grid.write(month.view, entries: month.entries, to: $0) }
        let problems = unreadableText(in: text)
        #expect(problems.isEmpty, "\(colour) truecolor \(truecolor): \(problems)\n\(text)")
        var list = MonthListRenderer(grid: grid, width: 120, count: 2)
        let band = render { out in
          list.add(month.view, entries: month.entries, to: out)
          list.add(month.view, entries: month.entries, to: out)
          list.finish(to: out)
        }
        #expect(unreadableText(in: band).isEmpty, "\(colour) side by side\n\(band)")
      }
    }
  }

  @Test(arguments: [false, true])
  func everyColouredStripCellHasReadableText(truecolor: Bool) throws {
    for colour in ReadableColourTests.colours {
      for month in [try view(colour), try plainView()] {
        var strip = StripRenderer(color: true, width: 80)
        strip.truecolor = truecolor
        var cells: [Day] = []
        month.view.days(into: &cells)
        let text = render { out in
          for day in cells { strip.add(day, totals: month.entries?.totals(of: day), to: out) }
          strip.finish(to: out)
        }
        let problems = unreadableText(in: text)
        #expect(problems.isEmpty, "\(colour) truecolor \(truecolor): \(problems)\n\(text)")
      }
    }
  }

  @Test(arguments: [false, true])
  func everyColouredAmountCellHasReadableText(truecolor: Bool) throws {
    for colour in ReadableColourTests.colours {
      for month in [try view(colour), try plainView()] {
        var renderer = AmountGridRenderer(color: true)
        renderer.truecolor = truecolor
        let text = render { renderer.write(month.view, entries: month.entries, to: $0) }
        let problems = unreadableText(in: text)
        #expect(problems.isEmpty, "\(colour) truecolor \(truecolor): \(problems)\n\(text)")
      }
    }
  }

  /// The checker itself: red on red and blue on blue (the reported cells) fail, and so do
  /// default text on a colour and faint text; black on yellow and white on blue pass.
  @Test func theCheckerCanFail() {
    #expect(!unreadableText(in: "\u{1B}[41;31m  7 \u{1B}[0m").isEmpty)
    #expect(!unreadableText(in: "\u{1B}[44;34m 13\u{1B}[0m").isEmpty)
    #expect(!unreadableText(in: "\u{1B}[7;34m[13]\u{1B}[0m").isEmpty)
    #expect(!unreadableText(in: "\u{1B}[48;5;92m  9 \u{1B}[0m").isEmpty)
    #expect(!unreadableText(in: "\u{1B}[2;41;97m(30)\u{1B}[0m").isEmpty)
    #expect(unreadableText(in: "\u{1B}[43;30m  7 \u{1B}[0m").isEmpty)
    #expect(unreadableText(in: "\u{1B}[44;97m 13\u{1B}[0m").isEmpty)
    #expect(unreadableText(in: "\u{1B}[7m[13]\u{1B}[0m \u{1B}[31m 14\u{1B}[0m").isEmpty)
  }
}
