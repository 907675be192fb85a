import Testing

@testable import CalendarCore

struct DaySetTests {
  /// A small deterministic generator, so a failure repeats.
  struct Seeded {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test func setsAreSortedWithoutRepeats() {
    #expect(DaySet([5, 1, 3, 1, 5, 2]).counts == [1, 2, 3, 5])
    #expect(DaySet([1, 1, 1]).counts == [1])
    #expect(DaySet([Int]()).isEmpty)
    #expect(DaySet([-3, 7]).counts == [-3, 7])
  }

  /// Union, intersection and difference against Swift's `Set` over seeded random lists.
  @Test func operationsAgreeWithSets() {
    var random = Seeded(state: 30)
    for _ in 0..<500 {
      let a = (0..<random.next(below: 40)).map { _ in random.next(below: 60) - 10 }
      let b = (0..<random.next(below: 40)).map { _ in random.next(below: 60) - 10 }
      let (setA, setB) = (DaySet(a), DaySet(b))
      #expect(setA.union(setB).counts == Set(a).union(b).sorted())
      #expect(setA.intersection(setB).counts == Set(a).intersection(b).sorted())
      #expect(setA.subtracting(setB).counts == Set(a).subtracting(b).sorted())
      for day in -12..<52 { #expect(setA.contains(day) == a.contains(day)) }
    }
  }

  /// The union of two lists of a million days is one linear merge: at most two million steps
  /// (a quadratic merge would take 10^12 and never finish here).
  @Test func aMillionDaysMergeInLinearSteps() {
    let evens = DaySet(stride(from: 0, to: 2_000_000, by: 2))
    let thirds = DaySet(stride(from: 0, to: 3_000_000, by: 3))
    #expect(evens.count == 1_000_000 && thirds.count == 1_000_000)
    let (union, steps) = evens.merged(with: thirds, keeping: .either)
    #expect(steps <= evens.count + thirds.count)
    #expect(union.count == 1_000_000 + 1_000_000 - 333_334)
    #expect(DaySet.isAscending(union.counts))
    let (both, bothSteps) = evens.merged(with: thirds, keeping: .both)
    #expect(both.count == 333_334 && bothSteps <= 2_000_000)
  }
}
