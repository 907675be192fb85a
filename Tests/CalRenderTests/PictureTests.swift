import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalRender

struct PictureTests {
  let february = try! YearMonth(year: 2023, month: 2)

  func selectedFebruary() throws -> MonthView {
    var view = MonthView(february, padding: .row)
    view.selection.select(
      from: try CivilDate(year: 2023, month: 2, day: 3), through: try CivilDate(year: 2023, month: 2, day: 14)
    )
    return view
  }

  @Test func theCheckerRejectsWhatIsNotWellFormed() {
    #expect(isWellFormed("<a><b x=\"1\"/>t &amp; u</a>"))
    #expect(!isWellFormed("<a><b></a></b>"))
    #expect(!isWellFormed("<a>t & u</a>"))
    #expect(!isWellFormed("<a></a><a></a>"))
    #expect(!isWellFormed("<a x=\"1></a>"))
  }

  /// A cell's classes say what the text grid's four columns say: `[3` is a selected left end.
  @Test func cellsCarryTheGridsMeanings() throws {
    let view = try selectedFebruary()
    let picture = {
      var maker = MonthPictureMaker()
      return maker.picture(of: view)
    }()
    #expect(picture.cells.count == 35)
    #expect(picture.rowCount == 5)
    let third = picture.cells.first { $0.date == (try? CivilDate(year: 2023, month: 2, day: 3)) }!
    #expect(third.classes == "day selected sel-left")
    let fourth = picture.cells.first { $0.date == (try? CivilDate(year: 2023, month: 2, day: 4)) }!
    #expect(fourth.classes == "day selected sel-right sat")
    #expect(fourth.fill == .saturday && fourth.ink == .white)
    let first = picture.cells[0]
    #expect(first.classes == "day adjacent sun dim" && first.number == 29)
    #expect(picture.cells.filter { $0.selection == .middle }.count == 6)
  }

  /// A data colour fills the cell with black or white text, whichever WCAG reads better.
  @Test func dataColoursGetReadableText() {
    #expect(PictureColor(0xFF, 0xFF, 0x00).readableText == .black)
    #expect(PictureColor(0x00, 0x00, 0x80).readableText == .white)
    #expect(PictureColor(DataColor.rgb(red: 0x12, green: 0x34, blue: 0x56)).hex == "#123456")
  }

  @Test func theReformsGapIsNotedUnderItsMonth() throws {
    var view = MonthView(try YearMonth(year: 1752, month: 9), padding: .row)
    view.reform = Reform(named: "gb")!
    #expect(
      MonthPictureMaker.notes(of: view) == [
        "3–13 September 1752 were skipped: Great Britain moved from the Julian to the Gregorian calendar"
      ])
    var maker = MonthPictureMaker()
    let picture = maker.picture(of: view)
    #expect(picture.cells.filter { !$0.isAdjacent }.count == 19)
    #expect(picture.cells.first { $0.number == 2 && !$0.isAdjacent }?.isJulian == true)
    view.month = try YearMonth(year: 1752, month: 10)
    #expect(MonthPictureMaker.notes(of: view).isEmpty)
  }

  func svg(of view: MonthView, rightToLeft: Bool = false) -> String {
    render { out in
      var writer = SVGPictureWriter(to: out)
      writer.rightToLeft = rightToLeft
      var maker = MonthPictureMaker()
      let layout = PictureLayout.months(1)
      writer.begin(title: "t", language: "en", width: layout.width, height: 1500)
      writer.write(maker.picture(of: view), x: 0, y: 0, layout: layout)
      writer.end()
    }
  }

  /// Right to left, the reform's English note is embedded left to right and anchored at the
  /// page's start (the right): its words keep their order (`3–13 September 1752 were skipped`).
  @Test func anEnglishNoteRightToLeftKeepsItsOrder() throws {
    var view = MonthView(try YearMonth(year: 1752, month: 9), padding: .row)
    view.reform = Reform(named: "gb")!
    let drawn = svg(of: view, rightToLeft: true)
    #expect(isWellFormed(drawn))
    let note = pieces(of: drawn, cutAt: "<g class=\"note\">")[1]
    #expect(note.contains("<text class=\"note-line\" direction=\"ltr\" unicode-bidi=\"embed\" x=\""))
    #expect(note.contains("text-anchor=\"end\">3–13 September 1752 were skipped"))
    #expect(!svg(of: view).contains("direction=\"ltr\""))
    let html = render { out in
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = true
      var maker = MonthPictureMaker()
      writer.begin(title: "t", language: "he", size: .one)
      writer.write(maker.picture(of: view))
      writer.notes(["3 holidays not marked"])
      writer.end()
    }
    #expect(isWellFormed(String(html.dropFirst("<!DOCTYPE html>\n".count)), voids: ["meta", "br"]))
    #expect(
      html.contains("<td class=\"note\" colspan=\"7\"><bdi dir=\"ltr\" lang=\"en\">3–13 September 1752"))
    #expect(html.contains("<p class=\"note\"><bdi dir=\"ltr\" lang=\"en\">3 holidays not marked</bdi></p>"))
  }

  /// A table with a 200-character cell is wrapped to the printable width of 190 mm.
  @Test func aTableWithALongCellFitsThePage() throws {
    let long = String(repeating: "a", count: 120) + " " + String(repeating: "b", count: 79)
    let text = render { out in
      SVGPictureWriter(to: out).writeRows(
        title: "t", language: "en", names: ["date", "summary"], numeric: [false, false],
        rows: [["2025-01-01", long], ["2025-01-02", "short"]])
    }
    #expect(isWellFormed(text))
    let width = try #require(
      Double(pieces(of: text, cutAt: "width=\"")[1].prefix { $0 == "." || $0.isNumber }))
    #expect(width <= 190)
    #expect(occurrences(of: "<text class=\"cell\"", in: text) > 4)
    #expect(!text.contains(String(repeating: "a", count: 100)))
    #expect(occurrences(of: "a", in: text) >= 120)
  }

  /// The SVG follows the contract: an XML declaration, a root sized in mm with a viewBox, a day
  /// `<g>` with `data-date` and a `num` child per dated cell.
  @Test func aMonthInSVGIsWellFormedAndMarksEveryDay() throws {
    let text = svg(of: try selectedFebruary())
    #expect(
      text.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"178.5mm\""
      ))
    #expect(text.contains("viewBox=\"0 0 178.5 150\""))
    #expect(isWellFormed(text))
    #expect(occurrences(of: "<g class=\"day", in: text) == 35)
    #expect(occurrences(of: "data-date=\"", in: text) == 35)
    #expect(occurrences(of: "<text class=\"num\"", in: text) == 35)
    #expect(text.contains("<g class=\"month\" data-month=\"2023-02\">"))
    #expect(text.contains("<g class=\"day selected sel-left\" data-date=\"2023-02-03\""))
    #expect(!text.contains("http://") || occurrences(of: "http://", in: text) == 1)
  }

  /// Right to left, the first weekday's column is drawn at the right.
  @Test func rightToLeftMirrorsTheColumns() throws {
    let view = MonthView(february, padding: .row)
    func x(of date: String, in text: String) -> Double {
      let cell = pieces(of: text, cutAt: "data-date=\"\(date)\"")[1]
      let number = pieces(of: cell, cutAt: "<text class=\"num\" x=\"")[1]
      return Double(number.prefix { $0 != "\"" })!
    }
    let ltr = svg(of: view)
    let rtl = svg(of: view, rightToLeft: true)
    // 2023-02-05 is a Sunday, the first column; 2023-02-11 a Saturday, the last.
    #expect(x(of: "2023-02-05", in: ltr) < x(of: "2023-02-11", in: ltr))
    #expect(x(of: "2023-02-05", in: rtl) > x(of: "2023-02-11", in: rtl))
    #expect(isWellFormed(rtl))
  }

  @Test func aMonthInHTMLFollowsTheContract() throws {
    var view = try selectedFebruary()
    view.marking = DayMarking(today: try CivilDate(year: 2023, month: 2, day: 20), holidays: nil)
    let text = render { out in
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = true
      var maker = MonthPictureMaker()
      writer.begin(title: "a & b", language: "he", size: .one)
      writer.write(maker.picture(of: view))
      writer.end()
    }
    #expect(
      text.hasPrefix(
        "<!DOCTYPE html>\n<html lang=\"he\" dir=\"rtl\">\n<head>\n<meta charset=\"utf-8\">\n<title>a &amp; b</title>"
      ))
    #expect(text.contains("@page { size: A4 portrait; margin: 10mm; }"))
    #expect(text.contains("@media print"))
    #expect(isWellFormed(String(text.dropFirst("<!DOCTYPE html>\n".count)), voids: ["meta", "br"]))
    #expect(occurrences(of: "<td class=\"day", in: text) == 35)
    #expect(
      text.contains("<td class=\"day today\" data-date=\"2023-02-20\"><span class=\"num\">20</span></td>"))
    #expect(!text.contains("<script") && !text.contains("https:") && !text.contains("<img"))
  }

  /// Months go out as they are drawn: a long list reaches the sink in many chunks, none much
  /// larger than the output's limit, so no document is held whole.
  @Test func monthsStreamToTheSink() throws {
    var chunks = 0
    var largest = 0
    var total = 0
    let out = Output(limit: 1 << 12) { (bytes: [UInt8]) -> Void in
      chunks += 1
      largest = max(largest, bytes.count)
      total += bytes.count
    }
    var writer = SVGPictureWriter(to: out)
    var maker = MonthPictureMaker()
    let layout = PictureLayout.months(3)
    writer.begin(title: "t", language: "en", width: layout.width, height: 100_000)
    var month = try YearMonth(year: 2000, month: 1)
    for index in 0..<240 {
      writer.write(maker.picture(of: MonthView(month)), x: 0, y: index * 600, layout: layout)
      month = try month.adding(months: 1)
    }
    writer.end()
    out.flush()
    #expect(chunks > 100)
    #expect(largest < 3 * (1 << 12))
    #expect(total > 240 * (1 << 10))
  }

  /// A year poster fits the page box of A4 and Letter (190 × 259 mm) at its own size with up to
  /// four legend lines under each band of months, as Japan's May has.
  @Test func aYearPosterFitsThePage() {
    let layout = PictureLayout.months(12)
    #expect(layout.across == 3)
    #expect(layout.width <= PictureLayout.pageWidth)
    let band = layout.monthHeight(rows: 6, notes: 4)
    #expect(100 + 4 * band + 3 * layout.bandGap <= PictureLayout.pageHeight)
    #expect(PictureLayout.months(1).width <= PictureLayout.pageWidth)
    #expect(PictureLayout.months(2).width <= PictureLayout.pageWidth)
  }

  /// Compact JSON on one line is cut into lines a page can hold.
  @Test func longTextLinesAreCut() {
    let text = render { out in
      SVGPictureWriter(to: out).writeText(
        title: "t", language: "en", text: String(repeating: "x", count: 400))
    }
    #expect(occurrences(of: "<text class=\"text\"", in: text) == 3)
    #expect(isWellFormed(text))
  }

  // MARK: Issue 31's visual pass

  /// Only months' cells are tall: a table of rows keeps compact rows (a year's holidays on one page).
  @Test func onlyMonthCellsAreTall() {
    let sheet = HTMLPictureWriter.styleSheet.description
    for line in sheet.split(separator: "\n") where line.contains("tbody td") && line.contains("height") {
      #expect(line.contains("table.month") || line.contains("table.strip"), "\(line)")
    }
    // Weeks have a gap between them; numbers sit in the middle of their cells.
    #expect(sheet.contains("border-spacing: 0 0.12em"))
    #expect(sheet.contains("td.day { text-align: center; vertical-align: middle;"))
    // A strip's fourteen weekday labels are small enough to stay in their columns.
    #expect(sheet.contains("main.one table.strip th.wd { font-size: 2.6mm; }"))
  }

  func rowsSVG(rightToLeft: Bool) -> String {
    render { out in
      var writer = SVGPictureWriter(to: out)
      writer.rightToLeft = rightToLeft
      writer.writeRows(
        title: "t", language: rightToLeft ? "he" : "en", names: ["date", "amount", "note"],
        numeric: [false, true, false], rows: [["2025-01-01", "-16.65", "שלום"]])
    }
  }

  /// The (x, anchor, direction) of each cell text of a table, in order.
  func rowTexts(_ text: String) -> [(x: Double, anchor: String, ltr: Bool)] {
    pieces(of: text, cutAt: "<text class=\"cell\"").dropFirst().map { piece in
      let x = Double(pieces(of: piece, cutAt: " x=\"")[1].prefix { $0 != "\"" })!
      let anchor = String(pieces(of: piece, cutAt: "text-anchor=\"")[1].prefix { $0 != "\"" })
      return (x, anchor, piece.hasPrefix(" direction=\"ltr\""))
    }
  }

  /// Right to left, a table's columns are mirrored and each text is anchored so that it runs
  /// inside its column: under the document's `direction="rtl"` the anchor `start` is the right.
  @Test func rightToLeftTablesStayInsideTheirColumns() {
    let ltr = rowTexts(rowsSVG(rightToLeft: false))
    #expect(ltr.map(\.anchor) == ["start", "end", "start"])
    #expect(ltr.map(\.ltr) == [false, false, false])
    let text = rowsSVG(rightToLeft: true)
    let width = Double(pieces(of: text, cutAt: "viewBox=\"0 0 ")[1].prefix { $0 != " " })!
    let rtl = rowTexts(text)
    // The date at the right edge, its text starting there and running left.
    #expect(rtl[0].x == width - 5 && rtl[0].anchor == "start" && !rtl[0].ltr)
    // The amount left to right (its minus in front), its left edge at its column's left.
    #expect(rtl[1].anchor == "start" && rtl[1].ltr && rtl[1].x < rtl[0].x - 10 * 3.2 * 0.6)
    #expect(rtl[2].x < rtl[1].x && rtl[2].anchor == "start")
    #expect(isWellFormed(text))
  }

  /// Right to left, HTML isolates numbers left to right: `-16.65`, not `16.65-`.
  @Test func rightToLeftNumbersKeepTheirMinusInFront() {
    let text = render { out in
      var writer = HTMLPictureWriter(to: out)
      writer.rightToLeft = true
      writer.beginRows(["amount"], numeric: [true])
      writer.row(["-16.65"], numeric: [true])
      writer.endRows()
    }
    #expect(text.contains("<td class=\"n\"><bdi dir=\"ltr\">-16.65</bdi></td>"))
    #expect(PictureText.isNumber("-16.65") && PictureText.isNumber("#3") && !PictureText.isNumber("כ״ח אלול"))
  }

  func day(_ text: String, in view: MonthView) throws -> Day {
    let date = try CivilDate(parsing: text)
    return view.days().first { $0.date == date }!
  }

  /// A selected day with a data colour keeps its colour, the selection drawn as a band around it.
  @Test func aSelectionShowsAroundADataColour() throws {
    let view = try selectedFebruary()
    let totals = DayTotals(
      Totals(income: 5, expense: 0, count: 1), scale: 0, color: .rgb(red: 255, green: 255, blue: 0))
    let cell = PictureCell(try day("2023-02-06", in: view), totals: totals)
    #expect(cell.fill == PictureColor(255, 255, 0) && cell.band == .selection && cell.ink == .black)
    #expect(cell.classes == "day selected sel-middle has-data has-entries")
    let text = render { out in
      let writer = SVGPictureWriter(to: out)
      var picture = MonthPicture(
        month: february, title: "t", weekdays: [], cells: [cell], rowCount: 1, weeks: nil, legend: [],
        notes: [],
        cellLines: 0)
      picture.columns = 7
      writer.write(picture, x: 0, y: 0, layout: PictureLayout.months(1))
    }
    #expect(text.contains("style=\"fill:#303030\"") && text.contains("<rect class=\"data\""))
    #expect(text.contains("style=\"fill:#ffff00\" stroke=\"#ffffff\""))
  }

  /// Days with entries are marked; `grid amounts` without a colour column tints a day by its net.
  @Test func entriesAreMarkedAndAmountsTinted() throws {
    let view = MonthView(february, padding: .row)
    let income = DayTotals(Totals(income: 500, expense: 0, count: 1), scale: 2, color: nil)
    let expense = DayTotals(Totals(income: 0, expense: 500, count: 2), scale: 2, color: nil)
    let plain = PictureCell(try day("2023-02-07", in: view), totals: expense)
    #expect(plain.hasEntries && plain.fill == nil && plain.classes == "day has-entries")
    #expect(PictureCell(try day("2023-02-07", in: view), totals: income, tintsNet: true).fill == .income)
    #expect(PictureCell(try day("2023-02-07", in: view), totals: expense, tintsNet: true).fill == .expense)
  }

  /// Every fill and ink pair a cell can have reads at 4.5:1 or better (WCAG AA): plain, weekend,
  /// holiday, adjacent, selected, selected adjacent, data colours light and dark, today.
  @Test func everyCellStateReadsAtWCAGAA() throws {
    var view = try selectedFebruary()
    view.selection.select(
      from: try CivilDate(year: 2023, month: 1, day: 29), through: try CivilDate(year: 2023, month: 2, day: 1)
    )
    view.selection.select(
      from: try CivilDate(year: 2023, month: 2, day: 25), through: try CivilDate(year: 2023, month: 3, day: 4)
    )
    view.marking = DayMarking(today: try CivilDate(year: 2023, month: 2, day: 20), holidays: nil)
    let colours: [DataColor?] =
      [
        nil, .rgb(red: 255, green: 255, blue: 0), .rgb(red: 0, green: 0, blue: 128),
        .rgb(red: 118, green: 118, blue: 118),
      ]
      + DataColor.NamedColor.allCases.map { DataColor.named($0) }
    var pairs = 0
    for colour in colours {
      for day in view.days() where day.date != nil {
        for tint in [false, true] {
          let totals = DayTotals(Totals(income: 0, expense: 3, count: 1), scale: 0, color: colour)
          for cell in [PictureCell(day), PictureCell(day, totals: totals, tintsNet: tint)] {
            let ground = cell.fill ?? .white
            #expect(cell.ink.contrast(with: ground) >= 4.5, "\(cell.classes) \(ground.hex) \(cell.ink.hex)")
            pairs += 1
          }
        }
      }
    }
    #expect(pairs > 500)
    // The selected adjacent day that read at 2.3:1 (white on 40% of #303030).
    let adjacent = PictureCell(try day("2023-01-30", in: view))
    #expect(adjacent.isDimmed && adjacent.fill == PictureColor.selection.faded && adjacent.ink == .black)
    // No writer fades by opacity, which would change every pair above.
    #expect(!HTMLPictureWriter.styleSheet.description.contains("opacity"))
    #expect(!svg(of: view).contains("opacity"))
  }

  /// `grid weeks` stays inside the printable 190 mm, one month or two side by side.
  @Test func weekNumbersFitThePrintableWidth() {
    #expect(PictureLayout.months(1, weeks: true).width + 10 <= PictureLayout.pageWidth)
    #expect(PictureLayout.months(2, weeks: true).width + 10 <= PictureLayout.pageWidth)
  }
}
