import CalRender
import CalendarCore
import Testing

@testable import CalLocale

/// Checks rendered text by display width, line by line; returns what is wrong (empty when the
/// text is aligned). Made to be reused for every view: a grid is a title centred over `width`
/// columns, a header of seven labels each starting on a cell (every 5 columns from `origin`), then
/// rows whose marks stay inside cells (only ` ` and the selection's `-` in the column between
/// cells). Lines starting with `+` (the holiday legend) are only checked for width and spaces.
struct GridAlignment {
  var width = GridRenderer.width
  var origin = 0

  /// The display column each character of a line starts at, colour codes removed.
  static func columns(of line: Substring) -> [(column: Int, character: Character)] {
    var result: [(Int, Character)] = []
    var column = 0
    for character in line.withoutEscapes {
      result.append((column, character))
      column += displayWidth(of: character)
    }
    return result
  }

  /// Problems of every line: too wide, ending in a space, and for a grid's lines the rules above.
  func problems(in text: String, isGrid: Bool = true) -> [String] {
    var problems: [String] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      text.hasSuffix("\n") ? 1 : 0)
    for (number, line) in lines.enumerated() {
      let plain = String(line.withoutEscapes)
      func problem(_ what: String) { problems.append("line \(number + 1) \(what): '\(plain)'") }
      if displayWidth(plain) > origin + width { problem("is wider than \(origin + width) columns") }
      if plain.hasSuffix(" ") { problem("ends in a space") }
      guard isGrid, !plain.hasPrefix("+") else { continue }
      let marks = GridAlignment.columns(of: line).filter { $0.character != " " }
      switch number {
      case 0:
        let left = (marks.first?.column ?? origin) - origin
        let titleWidth = displayWidth(plain) - origin - left
        if left != max(0, (width - titleWidth) / 2) { problem("is not centred") }
      case 1:
        for (column, character) in marks {
          let offset = column - origin
          if offset < 0 || offset % 5 + displayWidth(of: character) > 4 || offset >= 35 {
            problem("has '\(character)' outside a cell at column \(column)")
          }
        }
        let starts = (0..<7).map { cell in
          marks.first(where: { ($0.column - origin) / 5 == cell })?.column
        }
        if starts != (0..<7).map({ origin + 5 * $0 }) {
          problem("has labels starting at \(starts.map { $0.map(String.init) ?? "-" })")
        }
      default:
        for (column, character) in marks where character != "-" {
          let offset = column - origin
          if offset < 0 || offset % 5 + displayWidth(of: character) > 4 || offset >= 35 {
            problem("has '\(character)' outside a cell at column \(column)")
          }
        }
      }
    }
    return problems
  }
}

extension Substring {
  /// The text without terminal colour codes (`ESC [ … m`).
  fileprivate var withoutEscapes: String {
    var result = ""
    var inEscape = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}

struct GridAlignmentTests {
  static let locales = [
    "en", "ko", "ja", "de", "fr", "zh-Hans", "zh-Hant", "es", "ru", "ar", "th", "hi", "fa", "vi",
  ]

  func render(_ view: MonthView, labels: CalendarLabels, color: Bool) -> String {
    var bytes: [UInt8] = []
    let out = Output(limit: 64) { bytes += $0 }
    var renderer = GridRenderer(color: color)
    renderer.labels = labels
    renderer.language = .japanese
    renderer.write(view, to: out)
    out.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every line of a month grid, in many locales, from every first weekday, padded or not, with
  /// a day and a range selected, holidays marked and today, in plain text and colour.
  @Test(arguments: locales) func everyGridLineIsAligned(_ identifier: String) throws {
    let labels = try #require(LocaleLabels.labels(for: identifier))
    var selection = Selection()
    selection.select(try CivilDate(parsing: "2023-05-03"))
    selection.select(
      from: try CivilDate(parsing: "2023-05-12"), through: try CivilDate(parsing: "2023-05-16"))
    let checker = GridAlignment()
    for month in [
      try YearMonth(year: 2023, month: 2), try YearMonth(year: 2023, month: 5),
      try YearMonth(year: 9999, month: 9),
    ] {
      for first in Weekday.allCases {
        for padding in Padding.allCases {
          for color in [false, true] {
            let view = MonthView(
              month, padding: padding, firstWeekday: first, selection: selection,
              today: try CivilDate(parsing: "2023-05-10"), holidays: HolidayCalendar(countries: [.jp]))
            let text = render(view, labels: labels, color: color)
            let problems = checker.problems(in: text)
            #expect(
              problems.isEmpty,
              "\(identifier) \(first) \(padding) color \(color):\n\(problems.joined(separator: "\n"))\n\(text)"
            )
          }
        }
      }
    }
  }

  /// The checker finds what it is for: a label pushed off its cell, an uncentred title, a trailing space.
  @Test func theCheckerCanFail() {
    let checker = GridAlignment()
    let good = "           Februar 2023\nSo   Mo   Di   Mi   Do   Fr   Sa\n  1    2"
    #expect(checker.problems(in: good).isEmpty)
    #expect(!checker.problems(in: "           Februar 2023\n日  月   火   水   木   金   土\n").isEmpty)
    #expect(!checker.problems(in: "Februar 2023\nSo   Mo   Di   Mi   Do   Fr   Sa\n").isEmpty)
    #expect(!checker.problems(in: "           Februar 2023\nSo   Mo   Di   Mi   Do   Fr   Sa \n").isEmpty)
    #expect(!checker.problems(in: "           Februar 2023\n周日周一 周二 周三 周四 周五 周六\n").isEmpty)
    #expect(!checker.problems(in: good + "\n   12").isEmpty)
  }
}
