import CalRender
import CalendarCore
import TestSupport
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
    for character in plain(line) {
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
      let plain = plain(line)
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

/// The same checks over months side by side and strips: each month of a band, cut out of the
/// band's lines at its own columns, is a grid the checker accepts; every band line fits the width.
struct BandAndStripAlignmentTests {
  static let locales = GridAlignmentTests.locales + ["kde", "he", "my"]

  func rendered(_ body: (Output) -> Void) -> String {
    var bytes: [UInt8] = []
    let out = Output(limit: 64) { bytes += $0 }
    body(out)
    out.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The characters of `line` from display column `from` up to `to`, trailing spaces dropped.
  func cut(_ line: Substring, from: Int, to: Int) -> String {
    var text = ""
    for (column, character) in GridAlignment.columns(of: line) where column >= from && column < to {
      text.append(character)
    }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  @Test(arguments: locales) func everyMonthOfEveryBandIsAligned(_ identifier: String) throws {
    let labels = try #require(LocaleLabels.labels(for: identifier))
    var selection = Selection()
    selection.select(
      from: try CivilDate(parsing: "2023-04-27"), through: try CivilDate(parsing: "2023-05-16"))
    for width in [34, 71, 72, 80, 111, 120, 200] {
      for first in [Weekday.sunday, .monday, .saturday] {
        var grid = GridRenderer()
        grid.labels = labels
        grid.language = .japanese
        var list = MonthListRenderer(grid: grid, width: width, count: 12)
        let text = rendered { out in
          for month in 1...12 {
            let view = MonthView(
              try! YearMonth(year: 2023, month: month), padding: .row, firstWeekday: first,
              selection: selection, holidays: HolidayCalendar(countries: [.jp]))
            list.add(view, to: out)
          }
          list.finish(to: out)
        }
        let context = "\(identifier) width \(width) \(first)"
        let whole = GridAlignment(width: width).problems(in: text, isGrid: false)
        if list.slotWidth <= width { #expect(whole.isEmpty, "\(context): \(whole)\n\(text)") }
        let step = list.slotWidth + MonthListRenderer.gap
        var months = 0
        let bands = text.split(separator: "\n", omittingEmptySubsequences: false).split(
          whereSeparator: \.isEmpty)
        for band in bands {
          let lines = band.filter { !$0.hasPrefix("+") }
          for slot in 0..<list.across {
            let month = lines.map { cut($0, from: slot * step, to: slot * step + list.slotWidth) }
            guard !month[0].isEmpty else { continue }
            months += 1
            let problems = GridAlignment().problems(in: month.joined(separator: "\n") + "\n")
              .filter { !($0.contains("wider than") && list.slotWidth > GridRenderer.width) }
            #expect(problems.isEmpty, "\(context) slot \(slot): \(problems)\n\(band)")
          }
        }
        #expect(months == 12, "\(context)\n\(text)")
      }
    }
  }

  /// A strip in each locale at widths 20–120: labels start on their cells, marks stay inside
  /// them, and every line (the title too) fits the width.
  @Test(arguments: locales) func everyStripLineIsAligned(_ identifier: String) throws {
    let labels = try #require(LocaleLabels.labels(for: identifier))
    var span = DaySpan(
      from: try CivilDate(parsing: "2023-11-20"), through: try CivilDate(parsing: "2024-01-05"),
      firstWeekday: .sunday)
    span.selection.select(
      from: try CivilDate(parsing: "2023-11-27"), through: try CivilDate(parsing: "2023-12-09"))
    let cell = max(4, labels.weekdayNames.map(displayWidth).max() ?? 0)
    let title = labels.title(of: span.first.yearMonth) + " - " + labels.title(of: span.last.yearMonth)
    for width in stride(from: 20, through: 120, by: 7) {
      var strip = StripRenderer(width: width)
      strip.labels = labels
      strip.spansMonths = true
      let text = rendered { out in
        strip.writeTitle(title, to: out)
        for index in 0..<span.count { strip.add(span.day(at: index), to: out) }
        strip.finish(to: out)
      }
      let context = "\(identifier) width \(width)"
      let whole = GridAlignment(width: width).problems(in: text, isGrid: false)
      #expect(whole.isEmpty, "\(context): \(whole)\n\(text)")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let firstLabel = labels.name(of: span.first.weekday)
      guard
        var index = lines.firstIndex(where: { $0.split(separator: " ").first.map(String.init) == firstLabel })
      else {
        Issue.record("\(context): no labels\n\(text)")
        continue
      }
      var cells = 0
      while index + 1 < lines.count, !lines[index].isEmpty {
        let marks = GridAlignment.columns(of: lines[index])
        let starts = marks.indices.filter { k in
          marks[k].character != " " && (k == 0 || marks[k - 1].character == " ")
        }.map { marks[$0].column }
        #expect(starts == (0..<starts.count).map { $0 * (cell + 1) }, "\(context)\n\(text)")
        for (column, character) in GridAlignment.columns(of: lines[index + 1])
        where character != " " && character != "-" {
          #expect(
            column % (cell + 1) + displayWidth(of: character) <= cell && column / (cell + 1) < starts.count,
            "\(context): '\(character)' at \(column)\n\(text)")
        }
        cells += starts.count
        index += 2
        while index < lines.count, lines[index].hasPrefix("+") { index += 1 }
        if index < lines.count, lines[index].isEmpty { index += 1 }
      }
      #expect(cells == span.count, "\(context)\n\(text)")
    }
  }
}

/// Legend lines under every view that marks holidays: a name of any length (200 characters from
/// `holidays load`, one of CJK characters) gives lines no wider than the width, or than the view
/// itself when it is wider, and the grid above still passes the checker.
struct LegendWidthTests {
  static let locales = ["en", "ko", "ja", "kde"]

  func rendered(_ body: (Output) -> Void) -> String {
    var bytes: [UInt8] = []
    let out = Output(limit: 64) { bytes += $0 }
    body(out)
    out.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Korean holidays, and two long names loaded as from a file (in May 2023).
  static let holidays = HolidayCalendar(countries: [.kr]).adding([
    Holiday(
      date: try! CivilDate(parsing: "2023-05-15"),
      name: HolidayName(String(repeating: "Long Company Founders' Remembrance Day ", count: 6)),
      kind: .oneOff, reason: "test"),
    Holiday(
      date: try! CivilDate(parsing: "2023-05-31"), name: HolidayName(String(repeating: "長い名前の休日", count: 20)),
      kind: .oneOff, reason: "test"),
  ])

  /// The legend lines of `text` (they start with `+`) and the lines above them.
  func split(_ text: String) -> (view: String, legend: [Substring]) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let view = lines.filter { !$0.hasPrefix("+") }.joined(separator: "\n") + "\n"
    return (view, lines.filter { $0.hasPrefix("+") })
  }

  @Test(arguments: locales) func legendsFitTheWidthInEveryView(_ identifier: String) throws {
    let labels = try #require(LocaleLabels.labels(for: identifier))
    let may = MonthView(
      try YearMonth(year: 2023, month: 5), padding: .row, holidays: LegendWidthTests.holidays)
    for width in [20, 34, 40, 57, 80, 133, 200] {
      let context = "\(identifier) width \(width)"
      for weeks in [false, true] {
        var grid = GridRenderer()
        grid.labels = labels
        grid.options.weeks = weeks
        grid.viewWidth = width
        let single = rendered { grid.write(may, to: $0) }
        let (view, legend) = split(single)
        #expect(legend.count == 5, "\(context)\n\(single)")
        let checker = GridAlignment(width: grid.blockWidth)
        if !weeks { #expect(checker.problems(in: view).isEmpty, "\(context)\n\(single)") }
        let bound = GridAlignment(width: max(width, grid.blockWidth))
        #expect(bound.problems(in: single, isGrid: false).isEmpty, "\(context)\n\(single)")

        var list = MonthListRenderer(grid: grid, width: width, count: 2)
        let band = rendered { out in
          list.add(may, to: out)
          list.add(try! may.shifted(byMonths: 1), to: out)
          list.finish(to: out)
        }
        #expect(
          GridAlignment(width: max(width, list.slotWidth)).problems(in: band, isGrid: false).isEmpty,
          "\(context)\n\(band)")

        var days = DaySpan(
          from: try CivilDate(parsing: "2023-05-14"), through: try CivilDate(parsing: "2023-06-01"),
          firstWeekday: .sunday)
        days.holidays = LegendWidthTests.holidays
        let weekGrid = rendered { out in
          grid.drawWeeks(firstWeekday: .sunday, first: days.first, last: days.last, to: out) { body in
            for index in 0..<days.count { body(days.day(at: index)) }
          }
        }
        #expect(bound.problems(in: weekGrid, isGrid: false).isEmpty, "\(context)\n\(weekGrid)")
        #expect(split(weekGrid).legend.count == 4, "\(context)\n\(weekGrid)")

        var amounts = AmountGridRenderer()
        amounts.labels = labels
        amounts.weeks = weeks
        amounts.viewWidth = width
        let amountGrid = rendered { amounts.write(may, to: $0) }
        let gridWidth = (weeks ? GridRenderer.weekColumns : 0) + 7 * 4 + 6
        #expect(
          GridAlignment(width: max(width, gridWidth)).problems(in: amountGrid, isGrid: false).isEmpty,
          "\(context)\n\(amountGrid)")
        #expect(split(amountGrid).legend.count == 5, "\(context)\n\(amountGrid)")
      }

      var strip = StripRenderer(width: width)
      strip.labels = labels
      strip.spansMonths = true
      var days = DaySpan(
        from: try CivilDate(parsing: "2023-05-14"), through: try CivilDate(parsing: "2023-06-01"),
        firstWeekday: .sunday)
      days.holidays = LegendWidthTests.holidays
      let text = rendered { out in
        for index in 0..<days.count { strip.add(days.day(at: index), to: out) }
        strip.finish(to: out)
      }
      #expect(GridAlignment(width: width).problems(in: text, isGrid: false).isEmpty, "\(context)\n\(text)")
      #expect(split(text).legend.count == 4, "\(context)\n\(text)")
    }
  }
}
