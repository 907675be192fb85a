import Testing

@testable import CalendarCore

/// Padded grids over every month of years 1–9999.
struct GridTests {
  func month(_ text: String) -> YearMonth {
    let parts = text.split(separator: "-").map { Int($0)! }
    return try! YearMonth(year: parts[0], month: parts[1])
  }

  @Test(arguments: Weekday.allCases)
  func everyPaddedGridHasWholeWeeksFromTheFirstWeekday(first: Weekday) throws {
    for index in 0..<(9999 * 12) {
      let ym = try YearMonth(index: index)
      let row = ym.layout(padding: .row, firstWeekday: first)
      let grid = ym.layout(padding: .grid, firstWeekday: first)
      let firstDay = ym.firstDay.dayCount
      let lastDay = ym.lastDay.dayCount
      guard row.cellCount % 7 == 0, (4...6).contains(row.cellCount / 7), grid.cellCount == 42,
        weekdayIndexFromDays(row.firstDayCount) == first.rawValue,
        row.firstDayCount == grid.firstDayCount,
        row.dayCounts.contains(firstDay), row.dayCounts.contains(lastDay),
        firstDay - row.firstDayCount < 7, row.dayCounts.upperBound - 1 - lastDay < 7
      else {
        Issue.record("\(ym) from \(first): \(row)")
        return
      }
    }
  }

  @Test(arguments: [Weekday.sunday, .monday])
  func everyMonthsCellsHoldEachDayOnce(first: Weekday) throws {
    for index in stride(from: 0, to: 9999 * 12, by: 1) {
      let view = MonthView(try YearMonth(index: index), padding: .row, firstWeekday: first)
      let days = view.days()
      let own = days.filter { $0.dateBelongsTo == .thisMonth }
      guard own.count == view.month.numberOfDays,
        own.map({ $0.number! }) == Array(1...view.month.numberOfDays),
        days.first!.weekday == first, days.first!.column == 0, days.last!.column == 6,
        days.allSatisfy({ $0.isWithinDisplayedMonth == ($0.dateBelongsTo == .thisMonth) })
      else {
        Issue.record("cells of \(view.month) from \(first)")
        return
      }
    }
  }

  @Test func february2023() {
    let days = MonthView(month("2023-02"), padding: .row).days()
    #expect(days.count == 35)
    #expect(days.prefix(3).map(\.number) == [29, 30, 31])
    #expect(days.prefix(3).allSatisfy { $0.dateBelongsTo == .previousMonth && !$0.isWithinDisplayedMonth })
    #expect(days.suffix(4).map(\.number) == [1, 2, 3, 4])
    #expect(days.suffix(4).allSatisfy { $0.dateBelongsTo == .followingMonth })
    #expect(days[3].date?.description == "2023-02-01" && days[3].row == 0 && days[3].column == 3)
    let metadata = month("2023-02").metadata
    #expect(metadata.numberOfDays == 28)
    #expect(metadata.firstDayWeekday.foundationNumber == 4)
  }

  @Test func unpaddedCellsKeepTheirColumns() {
    let days = MonthView(month("2023-02")).days()
    #expect(days.count == 28)
    #expect(days[0].column == 3 && days[0].row == 0)
    #expect(days[27].row == 4 && days[27].column == 2)
  }

  @Test func paddingOutsideTheRangeIsBlank() {
    let first = MonthView(month("0001-01"), padding: .row).days()
    #expect(first[0].date == nil && first[0].number == nil)  // 0001-01-01 is a Monday
    #expect(first[1].number == 1)
    let last = MonthView(month("9999-12"), padding: .grid).days()
    #expect(last.last!.date == nil)
    #expect(last.filter { $0.dateBelongsTo == .thisMonth }.count == 31)
  }

  @Test func rangeSelectionPositionsBreakAtRowEnds() throws {
    var selection = Selection()
    selection.select(
      from: try CivilDate(parsing: "2021-08-04"), through: try CivilDate(parsing: "2021-08-14"))
    let days = MonthView(month("2021-08"), padding: .row, selection: selection).days()
    let positions = days.filter(\.isSelected).map(\.selectionPosition)
    #expect(
      positions == [
        .left, .middle, .middle, .right, .left, .middle, .middle, .middle, .middle, .middle, .right,
      ])
    #expect(days.filter(\.isSelected).count == 11)
  }

  @Test func adjacentSingleDatesJoin() throws {
    var selection = Selection()
    selection.select(try CivilDate(parsing: "2021-08-02"))
    selection.select(try CivilDate(parsing: "2021-08-03"))
    selection.select(try CivilDate(parsing: "2021-08-05"))
    let days = MonthView(month("2021-08"), selection: selection).days()
    #expect(days.filter(\.isSelected).map(\.selectionPosition) == [.left, .right, .full])
  }

  @Test func aOneDayRunAtARowEdgeIsFull() throws {
    var selection = Selection()
    // 2021-08-07 is a Saturday and 08-08 a Sunday: the run is split into two rows.
    selection.select(
      from: try CivilDate(parsing: "2021-08-07"), through: try CivilDate(parsing: "2021-08-08"))
    let days = MonthView(month("2021-08"), padding: .row, selection: selection).days()
    #expect(days.filter(\.isSelected).map(\.selectionPosition) == [.full, .full])
  }

  @Test func shiftingMonthsStaysInRange() {
    #expect(throws: CalendarError.dateOutOfRange) {
      try MonthView(self.month("9999-12")).shifted(byMonths: 1)
    }
    #expect(throws: CalendarError.dateOutOfRange) { try self.month("2023-01").adding(months: Int.max) }
    #expect(try! MonthView(month("2023-02")).shifted(byMonths: 11).month == month("2024-01"))
  }

  @Test func daySpanLaysOutWeeks() throws {
    let span = DaySpan(
      from: try CivilDate(parsing: "2024-02-27"), through: try CivilDate(parsing: "2024-03-02"))
    #expect(span.count == 5)
    #expect(span.day(at: 0).column == 2)
    #expect(span.day(at: 4).column == 6 && span.day(at: 4).row == 0)
  }

  @Test func weekdayNamesAndNumbers() {
    #expect(Weekday(name: "MON") == .monday)
    #expect(Weekday(name: "thursday") == .thursday)
    #expect(Weekday(name: "funday") == nil)
    #expect(Weekday.sunday.isoNumber == 7 && Weekday.monday.isoNumber == 1)
    #expect(Weekday.sunday.foundationNumber == 1 && Weekday.saturday.foundationNumber == 7)
    #expect(Weekday.saturday.advanced(by: 1) == .sunday)
    #expect(Weekday.sunday.advanced(by: -1) == .saturday)
    #expect(Weekday.sunday.advanced(by: -15) == .saturday)
  }
}
