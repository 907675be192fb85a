import Testing

@testable import CalendarCore

/// Selection positions are a function of the set of selected days.
struct SelectionTests {
  func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

  @Test func runsAreSortedMergedAndDisjoint() {
    let selection = Selection(runs: [20...25, 1...3, 5...7, 4...4, 10...12, 11...15, 30...30, 16...16])
    #expect(selection.runs == [1...7, 10...16, 20...25, 30...30])
    #expect(selection.contains(1) && selection.contains(7) && selection.contains(16))
    #expect(!selection.contains(0) && !selection.contains(8) && !selection.contains(17))
    #expect(!selection.contains(29) && !selection.contains(31))
    let everything = Selection(runs: [Int.min...0, 1...Int.max])
    #expect(everything.runs == [Int.min...Int.max])
    #expect(everything.position(of: Int.min, column: 3, shown: Int.min..<0) == .left)
    #expect(everything.position(of: Int.max, column: 3, shown: 0..<Int.max) == .right)
  }

  @Test func addingASelectionMergesItsRuns() {
    var selection = Selection(runs: [1...2, 8...9])
    selection.select(Selection(runs: [3...3, 5...7]))
    #expect(selection.runs == [1...3, 5...9])
  }

  @Test func overlappingRangesJoinIntoOneRun() {
    // Issue 6: `month 2023-02 | select 2023-02-01..2023-02-03, 2023-02-02..2023-02-05`.
    var selection = Selection()
    selection.select(from: date("2023-02-01"), through: date("2023-02-03"))
    selection.select(from: date("2023-02-02"), through: date("2023-02-05"))
    let days = MonthView(try! YearMonth(year: 2023, month: 2), selection: selection).days()
    let positions = days.filter(\.isSelected).map { ($0.number!, $0.selectionPosition) }
    // 2023-02-04 is a Saturday: the run breaks at the row end, and the 5th stands alone.
    #expect(positions.map(\.0) == [1, 2, 3, 4, 5])
    #expect(positions.map(\.1) == [.left, .middle, .middle, .right, .full])
  }

  @Test func blankCellsAreNeverSelected() {
    // 0001-01-01 is a Monday: padded from Sunday, the first cell is blank.
    let view = MonthView(
      try! YearMonth(year: 1, month: 1), padding: .row, selection: Selection(runs: [Int.min...Int.max]))
    let days = view.days()
    #expect(days[0].date == nil && !days[0].isSelected && days[0].selectionPosition == .none)
    #expect(days[1].selectionPosition == .left)
    #expect(days[6].selectionPosition == .right)
  }

  /// The rule applied directly to a set of day counts.
  func expectedPosition(_ count: Int, column: Int, in set: Set<Int>, shown: Range<Int>) -> SelectionPosition {
    guard set.contains(count) else { return .none }
    let left = column > 0 && shown.contains(count - 1) && set.contains(count - 1)
    let right = column < 6 && shown.contains(count + 1) && set.contains(count + 1)
    return left ? (right ? .middle : .right) : (right ? .left : .full)
  }

  @Test func positionsFollowTheSetOfSelectedDays() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let month = try YearMonth(
        year: Int.random(in: 1...9999, using: &generator), month: Int.random(in: 1...12))
      let padding = Padding.allCases.randomElement(using: &generator)!
      let first = Weekday.allCases.randomElement(using: &generator)!
      let layout = month.layout(padding: padding, firstWeekday: first)
      let shown = layout.dayCounts
      var selection = Selection()
      var set = Set<Int>()
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        // Dates and ranges around the view, some reaching outside it.
        let a = Int.random(in: (shown.lowerBound - 5)...(shown.upperBound + 5), using: &generator)
        let b = Bool.random(using: &generator) ? a : a + Int.random(in: -8...8, using: &generator)
        guard Gregorian.dayCounts.contains(a), Gregorian.dayCounts.contains(b) else { continue }
        if a == b, Bool.random(using: &generator) {
          selection.select(try CivilDate(dayCount: a))
        } else {
          selection.select(from: try CivilDate(dayCount: a), through: try CivilDate(dayCount: b))
        }
        set.formUnion(min(a, b)...max(a, b))
      }
      for run in selection.runs { #expect(run.allSatisfy(set.contains)) }
      #expect(selection.runs.map(\.count).reduce(0, +) == set.count)
      for day in MonthView(month, padding: padding, firstWeekday: first, selection: selection).days() {
        guard let date = day.date else { continue }
        let expected = expectedPosition(date.dayCount, column: day.column, in: set, shown: shown)
        #expect(day.selectionPosition == expected, "\(date) in \(month) \(padding) \(first)")
        #expect(day.isSelected == (expected != .none))
      }
    }
  }
}
