import CalendarCore
import TestSupport
import Testing

@testable import CalRender

func render(_ body: (Output) -> Void) -> String {
  var bytes: [UInt8] = []
  let out = Output(limit: 16) { bytes += $0 }
  body(out)
  out.flush()
  return String(decoding: bytes, as: UTF8.self)
}

struct GridRendererTests {
  let february = try! YearMonth(year: 2023, month: 2)

  /// A month's rows are kept by shape while the calendar in force writes every date as a
  /// Gregorian one (`proleptic`, `jp`), and drawn afresh under a switch or `julian`; the
  /// rows are the same either way where the dates are written alike.
  @Test(arguments: [("proleptic", 1), ("jp", 1), ("gb", 0), ("julian", 0)])
  func monthRowsAreKeptOnlyWhileEveryDateIsWrittenGregorian(reform: String, kept: Int) throws {
    var view = MonthView(try YearMonth(year: 2024, month: 2))
    let plain = render { out in
      var renderer = GridRenderer()
      renderer.write(view, to: out)
    }
    view.reform = Reform(named: reform)!
    var renderer = GridRenderer()
    let drawn = render { renderer.write(view, to: $0) }
    #expect(renderer.cachedShapeCount == kept)
    if reform != "julian" { #expect(drawn == plain) }
  }

  /// Every line fits 34 columns, the weekday header fills them but for its last cell's blank,
  /// and no line ends in a space.
  @Test func linesFitTheWidthAndNoneEndsInASpace() throws {
    for first in Weekday.allCases {
      for padding in Padding.allCases {
        for color in [false, true] {
          let text = render { out in
            var renderer = GridRenderer(color: color)
            renderer.write(MonthView(february, padding: padding, firstWeekday: first), to: out)
          }
          let lines = text.split(separator: "\n").map(String.init)
          let plain = lines.map(plain)
          #expect(plain.allSatisfy { displayWidth($0) <= GridRenderer.width && !$0.hasSuffix(" ") })
          #expect(displayWidth(plain[1]) == GridRenderer.width - 1)
        }
      }
    }
  }

  @Test func markersForPaddingSelectionAndToday() throws {
    var selection = Selection()
    selection.select(try CivilDate(parsing: "2023-02-03"))
    let view = MonthView(
      february, padding: .row, selection: selection, today: try CivilDate(parsing: "2023-02-10"))
    let lines = render { GridRenderer.drawing(view, to: $0) }.split(separator: "\n")
    #expect(lines[0].contains("February 2023"))
    #expect(lines[1].hasPrefix("Sun  Mon"))
    #expect(lines[2] == "(29) (30) (31)   1    2   [3]   4")
    #expect(lines[3].contains(" 10*"))
    #expect(lines.last == " 26   27   28   (1)  (2)  (3)  (4)")
  }

  @Test func rangesAreDrawnAsConnectedRuns() throws {
    var selection = Selection()
    selection.select(
      from: try CivilDate(parsing: "2021-08-04"), through: try CivilDate(parsing: "2021-08-09"))
    let view = MonthView(try YearMonth(year: 2021, month: 8), padding: .row, selection: selection)
    let lines = render { GridRenderer.drawing(view, to: $0) }.split(separator: "\n")
    #expect(lines[2] == "  1    2    3   [4----5----6----7]")
    #expect(lines[3] == " [8----9]  10   11   12   13   14")
  }

  @Test func overlappingAndAdjacentSelectionsDrawOneRun() throws {
    var selection = Selection()
    selection.select(
      from: try CivilDate(parsing: "2023-02-01"), through: try CivilDate(parsing: "2023-02-03"))
    selection.select(
      from: try CivilDate(parsing: "2023-02-02"), through: try CivilDate(parsing: "2023-02-05"))
    selection.select(try CivilDate(parsing: "2023-02-07"))
    selection.select(try CivilDate(parsing: "2023-02-08"))
    let lines = render { GridRenderer.drawing(MonthView(february, selection: selection), to: $0) }
      .split(separator: "\n")
    #expect(lines[2] == "                [1----2----3----4]")
    #expect(lines[3] == " [5]   6   [7----8]   9   10   11")
  }

  @Test func colourAddsEscapesButNotWidth() {
    let text = render { GridRenderer.drawing(color: true, MonthView(february, padding: .row), to: $0) }
    #expect(text.contains("\u{1B}[31m"))  // Sunday red
    #expect(text.contains("\u{1B}[34m"))  // Saturday blue
    #expect(text.contains("\u{1B}[2"))  // adjacent days dim
    let stripped = text.replacing(/\x1B\[[0-9;]*m/, with: "")
    let plain = render { GridRenderer.drawing(color: false, MonthView(february, padding: .row), to: $0) }
    #expect(stripped == plain)
  }
}

struct JSONWriterTests {
  @Test func escapesStrings() {
    let text = render { out in
      var json = JSONWriter(out)
      json.value("a\"b\\c\n\u{01}é")
    }
    #expect(text == #""a\"b\\c\n\u0001é""#)
  }

  @Test func compactAndPrettyObjects() {
    func document(_ pretty: Bool) -> String {
      render { out in
        var json = JSONWriter(out, pretty: pretty)
        json.beginObject()
        json.key("a")
        json.value(1)
        json.key("b")
        json.beginArray()
        json.value(true)
        json.null()
        json.endArray()
        json.key("c")
        json.beginArray()
        json.endArray()
        json.endObject()
      }
    }
    #expect(document(false) == #"{"a":1,"b":[true,null],"c":[]}"#)
    #expect(document(true) == "{\n  \"a\": 1,\n  \"b\": [\n    true,\n    null\n  ],\n  \"c\": []\n}")
  }

  @Test func dayObjectHasEveryFieldInOrder() throws {
    let day = MonthView(try YearMonth(year: 2023, month: 2), padding: .row).days()[0]
    let text = render { out in
      var json = JSONWriter(out)
      json.write(day)
    }
    #expect(
      text
        == #"{"date":"2023-01-29","number":29,"weekday":"Sun","isSelected":false,"isWithinDisplayedMonth":false,"dateBelongsTo":"previousMonth","selectionPosition":"none","isToday":false,"isWeekend":true,"holiday":null,"holidayLocalName":null,"row":0,"column":0}"#
    )
  }

  /// A holiday's English name and its local one, the same in the compact and the pretty writer.
  @Test func dayObjectCarriesBothHolidayNames() throws {
    let view = MonthView(try YearMonth(year: 2023, month: 1), holidays: HolidayCalendar(countries: [.jp]))
    let day = view.days()[0]
    let compact = render { out in
      var json = JSONWriter(out)
      json.write(day)
    }
    let pretty = render { out in
      var json = JSONWriter(out, pretty: true)
      json.write(day)
    }
    #expect(compact.contains(#""holiday":"New Year's Day","holidayLocalName":"元日","row":0"#), "\(compact)")
    #expect(
      pretty.contains("\"holiday\": \"New Year's Day\",\n  \"holidayLocalName\": \"元日\",\n"), "\(pretty)")
  }
}

struct TableAndCSVTests {
  @Test func csvQuotesOnlyWhenNeeded() {
    #expect(CSVWriter.escape("plain") == "plain")
    #expect(CSVWriter.escape("a,b") == "\"a,b\"")
    #expect(CSVWriter.escape("say \"hi\"") == "\"say \"\"hi\"\"\"")
  }

  /// `\r\n` is one Character in Swift, equal to neither `\r` nor `\n`: a note holding a CRLF
  /// was written unquoted and split its row in two.
  @Test func csvQuotesEveryLineBreak() {
    #expect(CSVWriter.escape("line1\r\nline2") == "\"line1\r\nline2\"")
    #expect(CSVWriter.escape("a\rb") == "\"a\rb\"")
    #expect(CSVWriter.escape("a\nb") == "\"a\nb\"")
    #expect(CSVWriter.escape("e\u{301},x") == "\"e\u{301},x\"")
  }

  @Test func tableColumnsStayAligned() throws {
    let view = MonthView(try YearMonth(year: 2023, month: 2), padding: .row)
    let text = render { out in
      let table = DayTable()
      table.writeHeader(to: out)
      for day in view.days() { table.writeRow(day, to: out) }
    }
    let lines = text.split(separator: "\n")
    #expect(lines.count == 36)
    #expect(lines[0] == "date        number  weekday  isSelected  isWithinDisplayedMonth")
    #expect(lines[1] == "2023-01-29      29  Sun      false       false")
  }

  @Test func displayWidthCountsWideCharacters() {
    #expect(displayWidth("abc") == 3)
    #expect(displayWidth("2023年2月") == 9)
    #expect(displayWidth("일월화") == 6)
    #expect(displayWidth("e\u{301}") == 1)
  }
}

extension GridRenderer {
  /// Draws one month with a fresh renderer.
  static func drawing(color: Bool = false, _ view: MonthView, to out: Output) {
    var renderer = GridRenderer(color: color)
    renderer.write(view, to: out)
  }
}
