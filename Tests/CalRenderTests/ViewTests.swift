import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalRender

/// Korean-style labels written by hand (the locale module fills real ones from CLDR): titles
/// `2023년 2월`, one CJK character (two columns) a weekday.
let fakeKorean = CalendarLabels(
  title: [.year, .literal("년 "), .monthNumber, .literal("월")],
  monthNames: (1...12).map { "\($0)월" },
  weekdayNames: ["일", "월", "화", "수", "목", "금", "토"])

/// Four-column labels, the widest a header takes (`周日` in zh).
let fakeWide = CalendarLabels(
  title: [.year, .literal("年"), .monthNumber, .literal("月")],
  monthNames: (1...12).map { "\($0)月" },
  weekdayNames: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"])

/// Each visible piece of a line (a run of non-blank characters) with the display column it starts at.
func words(_ line: String) -> [(text: String, column: Int)] {
  var result: [(text: String, column: Int)] = []
  var column = 0
  var current = ""
  var start = 0
  for character in line {
    if character == " " {
      if !current.isEmpty { result.append((current, start)) }
      current = ""
    } else {
      if current.isEmpty { start = column }
      current.append(character)
    }
    column += displayWidth(of: character)
  }
  if !current.isEmpty { result.append((current, start)) }
  return result
}

struct SideBySideTests {
  func year(_ year: Int, padding: Padding = .row, first: Weekday = .sunday) -> [MonthView] {
    (1...12).map { MonthView(try! YearMonth(year: year, month: $0), padding: padding, firstWeekday: first) }
  }

  func sideBySide(
    _ views: [MonthView], width: Int, labels: CalendarLabels = .english, weeks: Bool = false,
    color: Bool = false
  ) -> [String] {
    var grid = GridRenderer(color: color)
    grid.labels = labels
    grid.options.weeks = weeks
    var list = MonthListRenderer(grid: grid, width: width, count: views.count)
    let text = render { out in
      for view in views { list.add(view, to: out) }
      list.finish(to: out)
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { plain(String($0)) }
  }

  @Test func threeAcrossAt120TwoAt80AndStackedWhenOneDoesNotFit() {
    #expect(MonthListRenderer.across(blockWidth: GridRenderer.width, width: 120) == 3)
    #expect(MonthListRenderer.across(blockWidth: GridRenderer.width, width: 80) == 2)
    #expect(MonthListRenderer.across(blockWidth: GridRenderer.width + 3, width: 80) == 2)
    #expect(MonthListRenderer.across(blockWidth: GridRenderer.width, width: 33) == 1)
    #expect(sideBySide(year(2024), width: 120).count < 40)
    #expect(sideBySide(year(2024), width: 120, weeks: true).count < 40)
  }

  /// Widths 20–200, every first weekday, padding and week numbers: no line is wider than the
  /// width when one month fits, none ends in a space, and every month of the year appears once
  /// with its days in order, read back from its own columns.
  @Test(arguments: Array(stride(from: 20, through: 200, by: 3)))
  func everyLineFitsAndEveryMonthAppearsOnceInOrder(width: Int) {
    for first in [Weekday.sunday, .monday, .thursday] {
      for padding in [Padding.none, .row, .grid] {
        for weeks in [false, true] {
          let views = year(2024, padding: padding, first: first)
          let lines = sideBySide(views, width: width, weeks: weeks)
          let block = GridRenderer.width + (weeks ? GridRenderer.weekColumns : 0)
          #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
          if block <= width { #expect(lines.allSatisfy { displayWidth($0) <= width }) }
          let across = MonthListRenderer.across(blockWidth: block, width: width)
          let step = block + MonthListRenderer.gap
          var seen: [Int: [Int]] = [:]
          var titles: [String] = []
          var bandStart = 0
          for (index, line) in (lines + [""]).enumerated() where line.isEmpty {
            let band = Array(lines[bandStart..<index])
            bandStart = index + 1
            for (column, title) in words(band[0]).enumerated() where column % 2 == 1 {
              titles.append(words(band[0])[column - 1].text + " " + title.text)
            }
            let bandMonths = words(band[0]).count / 2
            for row in band.dropFirst(2) {
              for word in words(row) {
                let slot = word.column / step
                let offset = word.column - slot * step
                guard slot < across, !(weeks && offset < GridRenderer.weekColumns),
                  let number = Int(String(word.text.filter { $0.isNumber })), !word.text.hasPrefix("(")
                else { continue }
                seen[titles.count - bandMonths + slot, default: []].append(number)
              }
            }
          }
          let names = views.map { "\($0.month.name) \($0.month.year)" }
          #expect(titles == names)
          for (index, view) in views.enumerated() {
            #expect(seen[index] == Array(1...view.month.numberOfDays), "month \(index + 1) at width \(width)")
          }
        }
      }
    }
  }

  /// With two-column (Korean) and four-column labels, in plain text and colour: each title is
  /// centred over its month by display width, each weekday label starts its cell, each day number
  /// ends where the label's cell says, side by side and alone, with and without week numbers.
  @Test(arguments: [fakeKorean, fakeWide, CalendarLabels.english])
  func labelsOfAnyWidthStayAligned(labels: CalendarLabels) {
    for color in [false, true] {
      for weeks in [false, true] {
        for width in [34, 80, 120] {
          let views = year(2023, padding: .row, first: .monday)
          let lines = sideBySide(views, width: width, labels: labels, weeks: weeks, color: color)
          let block = GridRenderer.width + (weeks ? GridRenderer.weekColumns : 0)
          let step = block + MonthListRenderer.gap
          let prefix = weeks ? GridRenderer.weekColumns : 0
          var lineIndex = 0
          var monthIndex = 0
          while lineIndex < lines.count {
            let title = lines[lineIndex]
            let header = lines[lineIndex + 1]
            let titleWords = title.split(separator: " ", omittingEmptySubsequences: true).count
            var slot = 0
            var column = 0
            // Titles: each centred over its block.
            let pieces = words(title)
            var piece = 0
            while piece < pieces.count {
              let text = labels.title(of: views[monthIndex + slot].month)
              let count = text.split(separator: " ").count
              let start = pieces[piece].column
              #expect(start == slot * step + (block - displayWidth(text)) / 2, "title \(text)")
              piece += count
              slot += 1
            }
            #expect(titleWords >= slot)
            // Header: the week column's heading (`Wk`: ISO weeks on these Monday-first grids) at
            // column j*step, label k of block j at column j*step + prefix + 5k.
            let headings = words(header).filter { $0.text == "Wk" }
            #expect(headings.map(\.column) == (weeks ? (0..<slot).map { $0 * step } : []))
            let labelWords = words(header).filter { $0.text != "Wk" }
            #expect(labelWords.count == 7 * slot)
            for (index, word) in labelWords.enumerated() {
              column = (index / 7) * step + prefix + (index % 7) * 5
              #expect(word.column == column, "label \(word.text)")
              #expect(word.text == labels.name(of: Weekday.monday.advanced(by: index % 7)))
            }
            // Rows: a number's last digit at its cell's third column.
            lineIndex += 2
            while lineIndex < lines.count, !lines[lineIndex].isEmpty {
              for word in words(lines[lineIndex]) {
                let offset = word.column % step
                if weeks && offset < prefix { continue }
                let digits = word.text.filter { $0.isNumber }
                let last = word.column + word.text.count - 1 - (word.text.last!.isNumber ? 0 : 1)
                #expect((last % step - prefix) % 5 == 2, "cell \(word.text)")
                #expect(!digits.isEmpty)
              }
              #expect(displayWidth(lines[lineIndex]) <= max(width, block))
              lineIndex += 1
            }
            #expect(lines[..<min(lineIndex, lines.count)].allSatisfy { !$0.hasSuffix(" ") })
            monthIndex += slot
            lineIndex += 1
          }
          #expect(monthIndex == 12)
        }
      }
    }
  }

  /// A locale whose month names make titles wider than a grid (kde's longest is 35 columns):
  /// months across are counted by the title, so no line passes the width and no title runs
  /// into its neighbour's.
  @Test func titlesWiderThanAGridTakeTheirColumns() {
    let long = CalendarLabels(
      title: [.monthName, .literal(" "), .year],
      monthNames: (1...12).map { "Mwedi wa Nnyano na Nnyano na \($0)" },
      weekdayNames: CalendarLabels.english.weekdayNames)
    for width in 20...200 {
      let lines = sideBySide(year(2023), width: width, labels: long)
      let slot = displayWidth(long.title(of: try! YearMonth(year: 9999, month: 12)))
      if slot <= width {
        #expect(lines.allSatisfy { displayWidth($0) <= width }, "width \(width)")
      }
      for line in lines where line.contains("Mwedi") {
        // Each title starts at its own slot: as many titles on the line as months across.
        let starts = words(line).filter { $0.text == "Mwedi" }.map(\.column)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 >= slot + MonthListRenderer.gap })
      }
    }
  }

  /// A strip's title wraps at the width instead of passing it, and keeps every word.
  @Test func stripTitlesWrapAtTheWidth() {
    let titles = [
      "December 2023 - January 2024", "tháng 12 năm 2023 - tháng 1 năm 2024",
      "2023年12月 - 2024年1月", "Mwedi wa Nnyano na Nnyano na U 2023", String(repeating: "月", count: 30),
    ]
    for title in titles {
      for width in 20...60 {
        let text = render { out in StripRenderer(width: width).writeTitle(title, to: out) }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { displayWidth($0) <= width && !$0.hasSuffix(" ") }, "\(width) \(lines)")
        #expect(
          lines.joined(separator: " ").split(separator: " ").joined() == title.split(separator: " ").joined())
        if displayWidth(title) <= width { #expect(lines == [title]) }
      }
    }
  }

  @Test(arguments: [fakeKorean, fakeWide, CalendarLabels.english])
  func stripsKeepLabelsOverTheirNumbers(labels: CalendarLabels) {
    for width in [20, 33, 80, 200] {
      for color in [false, true] {
        var strip = StripRenderer(color: color, width: width)
        strip.labels = labels
        var selection = Selection()
        selection.select(
          from: try! CivilDate(parsing: "2023-06-05"), through: try! CivilDate(parsing: "2023-06-07"))
        let view = MonthView(
          try! YearMonth(year: 2023, month: 6), padding: .row, selection: selection,
          today: try! CivilDate(parsing: "2023-06-10"))
        let text = render { out in
          strip.writeTitle(labels.title(of: view.month), to: out)
          for day in view.days() { strip.add(day, to: out) }
          strip.finish(to: out)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
          plain(String($0))
        }
        #expect(lines[0] == labels.title(of: view.month))
        let cell = max(4, labels.weekdayNames.map(displayWidth).max()!)
        var days = 0
        var index = 1
        while index < lines.count {
          let names = words(lines[index])
          let numbers = words(lines[index + 1])
          #expect(displayWidth(lines[index]) <= width && displayWidth(lines[index + 1]) <= width)
          #expect(!lines[index].hasSuffix(" ") && !lines[index + 1].hasSuffix(" "))
          for (k, name) in names.enumerated() { #expect(name.column == k * (cell + 1)) }
          days += names.count
          // Selected runs join cells into one word; count digits groups instead.
          let groups = lines[index + 1].split(whereSeparator: { !$0.isNumber }).count
          #expect(groups == names.count)
          index += 3
        }
        #expect(days == 35)
      }
    }
  }

  /// A selected run cut by a band's end closes `]` there and opens `[` on the next band, at
  /// every width: each numbers line holds whole runs, brackets alternating.
  @Test func stripRunsCloseAtBandEdges() throws {
    var selection = Selection()
    selection.select(
      from: try CivilDate(parsing: "2023-06-02"), through: try CivilDate(parsing: "2023-06-29"))
    let view = MonthView(try YearMonth(year: 2023, month: 6), padding: .none, selection: selection)
    for width in 20...200 {
      var strip = StripRenderer(width: width)
      let text = render { out in
        for day in view.days() { strip.add(day, to: out) }
        strip.finish(to: out)
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for index in stride(from: 1, to: lines.count, by: 3) {
        let brackets = lines[index].filter { $0 == "[" || $0 == "]" }
        #expect(brackets.count.isMultiple(of: 2), "width \(width): \(lines[index])")
        #expect(
          brackets.enumerated().allSatisfy { $0.element == ($0.offset.isMultiple(of: 2) ? "[" : "]") },
          "width \(width): \(lines[index])")
      }
    }
  }

  /// A day list in weeks: labels and numbers line up under any labels; blanks where a day is missing.
  @Test(arguments: [fakeKorean, CalendarLabels.english])
  func dayListsDrawInWeeks(labels: CalendarLabels) throws {
    var grid = GridRenderer()
    grid.labels = labels
    grid.options.weeks = true
    let span = DaySpan(
      from: try CivilDate(parsing: "2024-02-27"), through: try CivilDate(parsing: "2024-03-09"),
      firstWeekday: .monday)
    let text = render { out in
      grid.drawWeeks(firstWeekday: .monday, first: span.first, last: span.last, to: out) { body in
        for index in 0..<span.count where index != 3 { body(span.day(at: index)) }
      }
    }
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines[0].hasSuffix(
        labels.title(of: span.first.yearMonth) + " - " + labels.title(of: span.last.yearMonth)))
    #expect(words(lines[1]).map(\.column) == [0] + (0..<7).map { 3 + $0 * 5 })
    #expect(lines[1].hasPrefix("Wk "))
    #expect(lines[2] == " 9       27   28   29         2    3")
    #expect(lines[3] == "10   4    5    6    7    8    9")
  }
}

struct AmountGridTests {
  /// `grid amounts` takes the session's labels as every other view does (it printed `May 2023`
  /// and `Sun` under `set locale ko`): the title is the locale's, centred by display width, and
  /// every weekday label and day number sits inside its cell, with two- and four-column labels.
  @Test(arguments: [fakeKorean, fakeWide, CalendarLabels.english])
  func labelsComeFromTheLocaleAndStayInTheirCells(labels: CalendarLabels) throws {
    for color in [false, true] {
      let view = MonthView(try YearMonth(year: 2023, month: 5), padding: .row)
      var renderer = AmountGridRenderer(color: color)
      renderer.labels = labels
      let lines = plain(render { renderer.write(view, to: $0) }).split(separator: "\n").map(String.init)
      let title = labels.title(of: view.month)
      let cell = 4
      let lineWidth = 7 * cell + 6
      #expect(lines[0] == String(repeating: " ", count: (lineWidth - displayWidth(title)) / 2) + title)
      for line in [lines[1], lines[4]] {
        let pieces = words(line)
        #expect(pieces.count == 7, "\(line)")
        for (index, piece) in pieces.enumerated() {
          let start = index * (cell + 1)
          #expect(piece.column >= start && piece.column + displayWidth(piece.text) <= start + cell, "\(line)")
        }
        #expect(line.last != " ")
      }
      #expect(lines[1].contains(labels.name(of: .sunday)))
    }
  }
}

struct AmountGridWeeksTests {
  /// `grid weeks amounts` is `grid amounts` with the week number (as `grid weeks` writes it,
  /// right-aligned in two columns) and a space before each row's number line, three blanks before
  /// its amount line, the column's heading before the header, and the title centred over the wider block; the week is the
  /// one `grid weeks` shows on that row. (It was refused, though help showed grid [weeks] [amounts].)
  @Test(arguments: Weekday.allCases) func weeksPrefixTheRowsOfTheAmountGrid(first: Weekday) throws {
    var ledger = Ledger(columns: [], hasAmounts: true)
    for (date, units): (String, Int64) in [
      ("2023-05-01", 155_000), ("2023-05-14", -3210), ("0001-01-05", 1), ("9999-12-30", -1),
    ] {
      try ledger.append(
        date: try CivilDate(parsing: date), amount: ParsedAmount(units: units, decimals: 2), texts: [])
    }
    let entries = EntriesByDay(EntryList(ledger))
    for month in [
      try YearMonth(year: 2023, month: 5), try YearMonth(year: 1, month: 1),
      try YearMonth(year: 9999, month: 12),
      try YearMonth(year: 2021, month: 1),
    ] {
      for padding in Padding.allCases {
        let view = MonthView(month, padding: padding, firstWeekday: first)
        var plain = AmountGridRenderer()
        var weeks = AmountGridRenderer()
        weeks.weeks = true
        let without = render { plain.write(view, entries: entries, to: $0) }.split(
          separator: "\n", omittingEmptySubsequences: false)
        let with = render { weeks.write(view, entries: entries, to: $0) }.split(
          separator: "\n", omittingEmptySubsequences: false)
        var grid = GridRenderer()
        grid.options.weeks = true
        let gridRows = render { grid.write(view, entries: entries, to: $0) }.split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .dropFirst(2)
        let context = "\(month) \(padding) \(first)"
        try #require(with.count == without.count, "\(context)")
        // The header: the week column's heading (US weeks on Sunday-first grids, ISO's on others).
        let heading = GridOptions.label(of: GridOptions(weeks: true).numbering(startingOn: first))
        #expect(with[1] == heading + " " + without[1], "\(context)")
        for index in 2..<(with.count - 1) {
          let line = without[index]
          if (index - 2) % 2 == 0 {
            let week = gridRows[gridRows.startIndex + (index - 2) / 2].prefix(2)
            #expect(with[index] == week + (line.isEmpty ? "" : " " + line), "\(context) line \(index)")
          } else {
            #expect(with[index] == (line.isEmpty ? "" : "   " + line), "\(context) line \(index)")
          }
        }
        let title = with[0].drop(while: { $0 == " " })
        // The header line is the cells' width less the space its last label keeps on its right.
        let lineWidth = without[1].count + 1
        #expect(with[0].count - title.count == (3 + lineWidth - title.count) / 2, "\(context)\n\(with[0])")
      }
    }
  }
}

/// `DayColumn` compares and hashes by its own key, not by its name as `RawRepresentable` would:
/// each column equals itself alone, calendar columns included.
@Test func dayColumnsAreDistinctByKey() {
  let columns = DayColumn.allCases
  #expect(Set(columns).count == columns.count)
  for (i, a) in columns.enumerated() {
    for (j, b) in columns.enumerated() { #expect((a == b) == (i == j)) }
  }
}
