import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalRender

/// Heatmap documents: sized to their text as well as their weeks, a viewBox in millimetres,
/// mirrored right to left, and long spans cut into a labelled band per year.
struct HeatmapDocumentTests {
  func map(_ first: String, _ last: String, values: [String: Int128] = [:]) throws -> Heatmap {
    var sums: [Int: Int128] = [:]
    for (date, value) in values { sums[try CivilDate(parsing: date).dayCount] = value }
    return Heatmap(
      from: try CivilDate(parsing: first), through: try CivilDate(parsing: last), sums: sums, scale: 0)
  }

  func svg(_ map: Heatmap, title: String = "heatmap", rightToLeft: Bool = false) -> String {
    var document = HeatmapDocument()
    document.rightToLeft = rightToLeft
    return render { document.writeSVG(map, title: title, to: $0) }
  }

  func html(_ map: Heatmap, rightToLeft: Bool = false) -> String {
    var document = HeatmapDocument()
    document.rightToLeft = rightToLeft
    return render { document.writeHTML(map, title: "heatmap", to: $0) }
  }

  /// The numbers after each `name="` in the text.
  func numbers(_ name: String, in text: String) -> [Double] {
    text.split(separator: "\(name)=\"").dropFirst().compactMap { piece in
      Double(piece.prefix { $0 != "\"" && $0 != "m" })
    }
  }

  @Test func aShortSpanIsAsWideAsItsSummary() throws {
    // Five weeks are 16 mm; the summary of values below zero is some 80 mm.
    let short = try map("2023-05-01", "2023-05-31", values: ["2023-05-02": -40, "2023-05-09": 1200])
    let text = svg(short, title: "May 2023 by net")
    let width = try #require(numbers("width", in: text).first)
    #expect(text.contains("negative values included"))
    #expect(width >= 80)
  }

  @Test func theViewBoxIsInTheMillimetresOfWidthAndHeight() throws {
    let text = svg(try map("2025-01-01", "2025-12-31"))
    let root = try #require(text.split(separator: "\n").first { $0.hasPrefix("<svg") })
    let width = try #require(numbers("width", in: String(root)).first)
    let height = try #require(numbers("height", in: String(root)).first)
    #expect(root.contains("viewBox=\"0 0 \(Int(width)) \(Int(height))\""))
    #expect(width >= 180 && width <= 190)
  }

  @Test func noTextStartsLeftOfThePage() throws {
    let text = svg(try map("2025-01-01", "2025-12-31"))
    #expect(numbers(" x", in: text).allSatisfy { $0 >= 4 })
  }

  @Test func rightToLeftRunsTheWeeksFromTheRight() throws {
    let year = try map("2025-01-01", "2025-12-31")
    let text = svg(year, rightToLeft: true)
    #expect(text.contains("direction=\"rtl\""))
    func cellX(_ date: String) -> Double? {
      text.split(separator: "\n").first { $0.contains("data-date=\"\(date)\"") }
        .flatMap { numbers(" x", in: String($0)).first }
    }
    let january = try #require(cellX("2025-01-01"))
    let december = try #require(cellX("2025-12-31"))
    #expect(january > december)
    #expect(html(year, rightToLeft: true).contains("dir=\"rtl\""))
    #expect(html(year).contains("dir=\"ltr\""))
    // The English summary keeps its order, ending at the right edge.
    #expect(text.contains("direction=\"ltr\" text-anchor=\"end\">0 days with data of 365"))
  }

  @Test func longSpansAreABandPerYearLabelledWithIt() throws {
    let decade = try map("2016-01-01", "2025-12-31")
    let text = svg(decade)
    let bands = text.split(separator: "<g class=\"hm-band\"").dropFirst()
    #expect(bands.count == 10)
    for (index, band) in bands.enumerated() {
      let year = 2016 + index
      #expect(band.contains("<text class=\"hm-year\" x=\"4\" y=\"10\">\(year)</text>"))
      // Each band holds its year's days and no other's.
      let dates = band.split(separator: "data-date=\"").dropFirst().map { String($0.prefix(10)) }
      #expect(dates.first == "\(year)-01-01")
      #expect(dates.allSatisfy { $0.hasPrefix("\(year)-") })
    }
    let page = html(decade)
    #expect(page.split(separator: "<table class=\"hm-grid\">").count == 11)
    #expect(page.contains("<th class=\"hm-year\">2016</th>"))
    #expect(page.contains("break-inside: avoid"))
    // A year's weeks fit one band.
    #expect(!svg(try map("2025-01-01", "2025-12-31")).contains("class=\"hm-year\""))
  }

  @Test func theHTMLLegendSetsMoreApart() throws {
    let page = html(try map("2025-01-01", "2025-01-31", values: ["2025-01-02": 3, "2025-01-03": 14]))
    #expect(page.contains("<span class=\"more\">more</span>"))
    #expect(page.contains(".hm-legend .more { margin-inline-start: 3mm; unicode-bidi: isolate; }"))
    #expect(page.contains("color: #24292f; margin: 8mm; }"))
  }
}
