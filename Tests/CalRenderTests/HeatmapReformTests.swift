import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalRender

/// A heatmap under `set reform`: its months, year bands and tooltips are written as the reform
/// writes them (Julian before the switch), while `data-date` stays the ISO date.
struct HeatmapReformTests {
  let britain = Reform(named: "gb")!

  /// Great Britain's September 1752 as written, 1 to 30: Gregorian 1752-09-12 to 09-30.
  func september1752() throws -> Heatmap {
    let first = try britain.date(year: 1752, month: 9, day: 1)
    let last = try britain.date(year: 1752, month: 9, day: 30)
    return Heatmap(from: first, through: last, sums: [first.dayCount: 3], scale: 0)
  }

  @Test func cellsAreTitledWithTheWrittenDateAndKeepTheISODate() throws {
    var document = HeatmapDocument()
    document.reform = britain
    let map = try september1752()
    let svg = render { document.writeSVG(map, title: "1752-09-01..1752-09-30", to: $0) }
    #expect(svg.contains("data-date=\"1752-09-12\" data-written=\"1752-09-01\" data-value=\"3\""))
    #expect(svg.contains("<title>1752-09-01: 3</title>"))
    #expect(svg.contains("data-date=\"1752-09-14\" data-value=\"0\""))
    #expect(!svg.contains("<title>1752-09-12"))
    let html = render { document.writeHTML(map, title: "1752-09-01..1752-09-30", to: $0) }
    #expect(html.contains("data-date=\"1752-09-13\" data-written=\"1752-09-02\""))
    #expect(html.contains("title=\"1752-09-02: 0\""))
  }

  @Test func monthsAndYearsAreTheWrittenOnes() throws {
    // Julian 1700-02-20 to 03-05 is Gregorian 1700-03-02 to 03-16: February as written, then March.
    let first = try britain.date(year: 1700, month: 2, day: 20)
    let last = try britain.date(year: 1700, month: 3, day: 5)
    let layout = HeatmapLayout(
      Heatmap(from: first, through: last, sums: [:], scale: 0), firstWeekday: .sunday, reform: britain)
    #expect(layout.monthColumns.map(\.month.description) == ["1700-02", "1700-03"])
    // A band per written year: Julian 1751 ends on Gregorian 1752-01-11.
    let years = HeatmapLayout(
      Heatmap(
        from: try britain.date(year: 1750, month: 6, day: 1),
        through: try britain.date(year: 1752, month: 12, day: 31),
        sums: [:], scale: 0), firstWeekday: .sunday, reform: britain
    ).yearBands(ofAtMost: 54)
    #expect(years.map(\.year) == [1750, 1751, 1752])
    #expect(years[1].days.upperBound == (try CivilDate(parsing: "1752-01-11")).dayCount)
  }
}
