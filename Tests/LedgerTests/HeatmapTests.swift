import CalendarCore
import TestSupport
import Testing

@testable import Ledger

/// A heatmap's levels: 0 for no data or 0, then the quartile a day's size starts in among the
/// days with data, checked against a model that counts by brute force.
struct HeatmapTests {

  func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
    CivilDate(uncheckedDayCount: daysFromCivil(year: year, month: month, day: day))
  }

  func map(_ values: [Int128], scale: Int = 0) -> Heatmap {
    let first = date(2025, 1, 1)
    var sums: [Int: Int128] = [:]
    for (offset, value) in values.enumerated() { sums[first.dayCount + offset] = value }
    return Heatmap(from: first, through: date(2025, 12, 31), sums: sums, scale: scale)
  }

  @Test func commitCountsStartAtTheFirstLevel() {
    // Mostly single commits: one is the lightest level, rarer larger counts darker.
    let heatmap = map([1, 1, 1, 1, 1, 2, 2, 3, 5, 9])
    #expect([1, 2, 3, 5, 9].map { heatmap.level(of: $0) } == [1, 3, 3, 4, 4])
    #expect(heatmap.levelRanges.map { $0.map { "\($0.low)-\($0.high)" } } == ["1-1", nil, "2-3", "5-9"])
  }

  @Test func fourValuesAreFourLevels() {
    let heatmap = map([1, 2, 3, 4])
    #expect((0..<4).map { heatmap.level(onDayCount: date(2025, 1, 1).dayCount + $0) } == [1, 2, 3, 4])
    #expect(heatmap.level(onDayCount: date(2025, 1, 5).dayCount) == 0)
  }

  @Test func equalValuesAreAllAtTheTopLevel() {
    let heatmap = map([3, 3, 0, -3, 3])
    #expect(heatmap.level(of: 3) == 4)
    #expect(heatmap.level(of: -3) == 4)
    #expect(heatmap.levelRanges.map { $0?.low.description } == [nil, nil, nil, "3"])
  }

  @Test func oneDayIsAtTheTopLevel() {
    let heatmap = map([7])
    #expect(heatmap.level(onDayCount: date(2025, 1, 1).dayCount) == 4)
    #expect(heatmap.daysWithData == 1)
    #expect(heatmap.total.description == "7")
  }

  @Test func anEmptyMapHasOnlyLevelZero() {
    let heatmap = map([])
    #expect(heatmap.level(onDayCount: date(2025, 6, 1).dayCount) == 0)
    #expect(heatmap.levelRanges.allSatisfy { $0 == nil })
    #expect(heatmap.total.description == "0")
    #expect(heatmap.dayCount == 365)
  }

  @Test func zeroIsLevelZeroAndNegativesGoBySize() {
    let heatmap = map([0, -8, 2, 4, 6], scale: 2)
    let day = date(2025, 1, 1).dayCount
    #expect(heatmap.level(onDayCount: day) == 0)
    #expect(heatmap.value(onDayCount: day)?.description == "0.00")
    #expect(heatmap.level(onDayCount: day + 1) == 4)
    #expect(heatmap.level(onDayCount: day + 2) == 1)
    #expect(heatmap.value(onDayCount: day + 1)?.description == "-0.08")
    #expect(heatmap.hasNegativeValues)
  }

  @Test func daysOutsideTheSpanAreLeftOut() {
    let first = date(2025, 3, 1)
    let heatmap = Heatmap(
      from: first, through: date(2025, 3, 31),
      sums: [first.dayCount - 1: 100, first.dayCount: 1, first.dayCount + 30: 2, first.dayCount + 31: 50],
      scale: 0)
    #expect(heatmap.daysWithData == 2)
    #expect(heatmap.level(of: 2) == 3)
    #expect(heatmap.value(onDayCount: first.dayCount - 1) == nil)
  }

  /// Random values against the rule counted by brute force, and the legend's ranges covering
  /// every size, in order, without overlap.
  @Test func levelsAreQuartilesOfSize() {
    var random = SplitMix(seed: 31)
    for _ in 0..<200 {
      let count = Int(random.next() % 60)
      let values = (0..<count).map { _ in Int128(Int(random.next() % 21) - 5) }
      let heatmap = map(values)
      let sizes = values.filter { $0 != 0 }.map(\.magnitude)
      for value in values {
        let expected =
          value == 0
          ? 0 : Set(sizes).count == 1 ? 4 : 1 + 4 * sizes.filter { $0 < value.magnitude }.count / sizes.count
        #expect(heatmap.level(of: value) == expected, "\(value) in \(values)")
      }
      var previousHigh: Int128 = -1
      for range in heatmap.levelRanges.compactMap({ $0 }) {
        #expect(range.low.units > previousHigh && range.low.units <= range.high.units)
        previousHigh = range.high.units
      }
    }
  }

  /// Days with 0 (a file of zero amounts, `by income` on a day of expenses) are not days with
  /// data, nor do they stretch the span drawn when none is given.
  @Test func daysOfZeroAreNotDaysWithData() {
    let heatmap = map([0, 5, 0, 0, 2, 0])
    #expect(heatmap.daysWithData == 2)
    let day = date(2025, 1, 1).dayCount
    let span = Heatmap.spanOfValues(in: [day: 0, day + 1: 5, day + 4: -2, day + 5: 0])
    #expect(span?.first == date(2025, 1, 2) && span?.last == date(2025, 1, 5))
    #expect(Heatmap.spanOfValues(in: [day: 0, day + 3: 0]) == nil)
    #expect(Heatmap.spanOfValues(in: [:]) == nil)
  }

  /// An event of a calendar file has a row for each day it covers; only its first is its start.
  @Test func anEventStartsOnItsFirstRowOnly() throws {
    var ledger = Ledger(columns: ["summary"], hasAmounts: false)
    var times = EntryTimes()
    let clock = times.index(of: .wholeDays)
    let first = date(2025, 4, 1).dayCount
    // A three-day event (rows 0–2) and one that starts at 23:30 the day before its second row.
    for offset in 0..<3 {
      try ledger.append(date: CivilDate(uncheckedDayCount: first + offset), amount: nil, texts: ["three"])
      times.append(start: first * 86_400, length: 3 * 86_400, clock: clock)
    }
    for offset in -2...(-1) {
      try ledger.append(date: CivilDate(uncheckedDayCount: first + offset), amount: nil, texts: ["late"])
      times.append(start: (first - 2) * 86_400 + 84_600, length: 3600, clock: clock)
    }
    ledger.times = times
    #expect((0..<5).map { ledger.isStartOfEntry(at: $0) } == [true, false, false, true, false])
    var plain = Ledger(columns: [], hasAmounts: false)
    try plain.append(date: date(2025, 4, 1), amount: nil, texts: [])
    #expect(plain.isStartOfEntry(at: 0))
  }

  /// Wall seconds before day 0 (1970-01-01) fall on the day before, not rounded toward it.
  @Test func aStartBeforeTheEpochIsOnItsOwnDay() {
    var times = EntryTimes()
    let clock = times.index(of: .floating)
    times.append(start: -1, length: 0, clock: clock)
    times.append(start: -86_400, length: 0, clock: clock)
    times.append(start: 0, length: 0, clock: clock)
    #expect((0..<3).map { times.startDayCount(at: $0) } == [-1, -1, 0])
  }
}
