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
}
