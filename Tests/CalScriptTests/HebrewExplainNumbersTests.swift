import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// Every number in `explain hebrew`'s steps, recomputed here on its own: the molad from whole
/// months of 29d 12h 793p (one count of parts), the weekday from the day count, the four
/// postponements by their classic weekday rules, the months' lengths from the year's. The new
/// years the steps reach are also checked against the core's *Calendrical Calculations* arithmetic.
struct HebrewExplainNumbersTests {
  /// The whole numbers of a text, thousands separators dropped (`2025-09-23` is 2025, 9, 23).
  static func numbers(_ text: String) -> [Int] {
    text.matches(of: /\d[\d,]*\d|\d/).map { Int($0.output.filter { $0 != "," })! }
  }

  /// A date's numbers as the steps write it under the proleptic calendar, or the days it lies
  /// before 0001-01-01 or after 9999-12-31 with that date's numbers.
  static func dayNumbers(_ count: Int) -> [Int] {
    let first = daysFromCivil(year: 1, month: 1, day: 1)
    let last = daysFromCivil(year: 9999, month: 12, day: 31)
    if count < first { return [first - count, 1, 1, 1] }
    if count > last { return [count - last, 9999, 12, 31] }
    let date = CivilDate(uncheckedDayCount: count)
    return [date.year, date.month, date.day]
  }

  /// The molad of Tishrei of `year` from the start of 1 Tishrei AM 1 (day 0): days, hours from
  /// 6 pm, parts; with the months and the 19-year cycle that lead to it.
  struct Molad {
    let cycles: Int, yearsOfCycle: Int, leaps: Int
    let days: Int, hours: Int, parts: Int
    init(_ year: Int) {
      cycles = (year - 1) / 19
      yearsOfCycle = (year - 1) % 19
      leaps = (7 * yearsOfCycle + 1) / 19
      let months = 235 * cycles + 12 * yearsOfCycle + leaps
      let total = 5 * 1_080 + 204 + months * (29 * 25_920 + 12 * 1_080 + 793)
      days = total / 25_920
      hours = total % 25_920 / 1_080
      parts = total % 1_080
    }
    /// 1 Sunday … 7 Saturday; day 0 was a Monday.
    var weekday: Int { (days + 1) % 7 + 1 }
  }

  static func isLeap(_ year: Int) -> Bool { [3, 6, 8, 11, 14, 17, 19].contains((year - 1) % 19 + 1) }

  /// The postponement of the new year from the molad's day, by the classic rules on the weekday.
  static func postponement(_ year: Int) -> Int {
    let molad = Molad(year)
    let time = molad.hours * 1_080 + molad.parts
    if !isLeap(year), molad.weekday == 3, time >= 9 * 1_080 + 204 { return 2 }
    if isLeap(year - 1), molad.weekday == 2, time >= 15 * 1_080 + 589 { return 1 }
    var day = molad.weekday
    var moved = 0
    if molad.hours >= 18 { (day, moved) = (day % 7 + 1, 1) }
    if [1, 4, 6].contains(day) { moved += 1 }
    return moved
  }

  static func clock(_ hours: Int, _ parts: Int) -> [Int] {
    let hour = (hours + 18) % 24
    return [hour % 12 == 0 ? 12 : hour % 12, parts / 18] + (parts % 18 == 0 ? [] : [parts % 18])
  }

  /// The steps' numbers for day `count` of `year`, step by step.
  static func expected(_ count: Int, year: Int) -> [[Int]] {
    let molad = Molad(year)
    let next = Molad(year + 1)
    let (c, r, l) = (molad.cycles, molad.yearsOfCycle, molad.leaps)
    let common = r - l
    let start = molad.days + postponement(year)
    let nextStart = next.days + postponement(year + 1)
    let epoch = HebrewCalendar.epoch
    let length = nextStart - start
    let leap = isLeap(year)
    var terms: [Int] = []
    if c > 0 { terms += [c, 6_939, 16, 595, c * 6_939, c * 16, c * 595] }
    if common > 0 { terms += [common, 354, 8, 876, common * 354, common * 8, common * 876] }
    if l > 0 { terms += [l, 383, 21, 589, l * 383, l * 21, l * 589] }
    let sum = [
      c * 6_939 + common * 354 + l * 383, 5 + c * 16 + common * 8 + l * 21,
      204 + c * 595 + common * 876 + l * 589,
    ]
    let week = [
      2 + 2 * c + 4 * common + 5 * l, 5 + 16 * c + 8 * common + 21 * l,
      204 + 595 * c + 876 * common + 589 * l,
    ]
    let weekParts = week[1] * 1_080 + week[2]
    let weekDays = week[0] + weekParts / 25_920
    let heshvan = length % 10 == 5 ? 30 : 29
    let kislev = length % 10 == 3 ? 29 : 30
    let lengths =
      [30, heshvan, kislev, 29, 30] + (leap ? [30, 29] : [29]) + [30, 29, 30, 29, 30, 29]
    var offset = count - (epoch + start)
    var passed: [Int] = []
    for days in lengths {
      if offset < days { break }
      passed.append(days)
      offset -= days
    }
    let date = dayNumbers(count)
    let time = [molad.hours, molad.parts]
    return [
      date + [year, 3_760, 3_761, 1],
      [7, 19, 3, 6, 8, 11, 14, 17, 19, 13, year, r + 1, 19, leap ? 13 : 12],
      [1, 1, 0] + dayNumbers(epoch) + [2, 2, 1, 5, 5, 204, 204, 6],
      [year, year - 1, year - 1, 19, c, r, l, common],
      [29, 12, 793, 1_080, 235, 6_939, 16, 595, 12, 354, 8, 876, 13, 383, 21, 589],
      [year, 0, 5, 204] + terms + [5, 204] + sum + [molad.days, molad.hours, molad.parts]
        + [molad.days] + time + [6] + clock(molad.hours, molad.parts),
      [
        2, 16, 595, 6_939, 991, 2, 4, 8, 876, 5, 21, 589, 2, 5, 204, c, 2, 16, 595, common, 4, 8, 876, l, 5,
        21, 589,
      ]
        + week + [weekDays, weekParts / 1_080 % 24, weekParts % 1_080, weekDays, 7, weekDays % 7]
        + (weekDays % 7 == 0 ? [7] : []) + [molad.weekday, 0, molad.days, 7, molad.days % 7],
      [1, 18, 6] + time,
      [2, 1, 1, 4, 6, 1, 4, 6, 10, 21],
      [3, 3, 9, 204, 9, 204, 4, 8, 876, 356, year] + time,
      [4, 2, 15, 589, 15, 589, 5, 21, 589, 382, year - 1] + time,
      [1, year, molad.days, postponement(year), start] + dayNumbers(epoch + start),
      (leap ? [383, 21, 589] : [354, 8, 876]) + [molad.days, molad.hours, molad.parts]
        + (leap ? [383, 21, 589] : [354, 8, 876]) + [
          next.days, next.hours, next.parts, next.days, next.hours, next.parts,
        ]
        + [1, year + 1, next.days, postponement(year + 1), nextStart],
      [year, nextStart, start, length] + dayNumbers(epoch + start) + dayNumbers(epoch + nextStart - 1)
        + (leap ? [383, 384, 385] : [353, 354, 355])
        + (length % 10 == 3 ? [29] : length % 10 == 5 ? [30] : [29, 30]),
      date + [count - (epoch + start), 1]
        + (passed.isEmpty ? [offset + 1] : passed + [passed.reduce(0, +), offset + 1]),
      [offset + 1, year],
    ]
  }

  /// The days the steps are checked on: each year's new year (within calsh's range) and 3,000
  /// random days.
  static var days: [Int] {
    var generator = SplitMix(seed: 5786)
    let range = Gregorian.dayCounts
    return HebrewCalendar.years.map {
      min(max(HebrewCalendar.newYear($0), range.lowerBound), range.upperBound)
    }
      + (0..<3000).map { _ in Int.random(in: range, using: &generator) }
  }

  @Test func everyNumberIsRecomputed() {
    // 1 Tishrei AM 1 is R.D. −1,373,427 (Calendrical Calculations): 1,373,428 days before 0001-01-01.
    #expect(HebrewCalendar.epoch == daysFromCivil(year: 1, month: 1, day: 1) - 1_373_428)
    var wrong: [String] = []
    for count in Self.days {
      let year = HebrewCalendar.date(dayCount: count).year
      let steps = HebrewExplanation.explain(CivilDate(uncheckedDayCount: count), writing: .proleptic).steps
      let expected = Self.expected(count, year: year)
      let found = steps.map(Self.numbers)
      if found != expected {
        let index =
          Array(zip(found, expected)).firstIndex { $0.0 != $0.1 } ?? min(found.count, expected.count)
        wrong.append(
          "\(CivilDate(uncheckedDayCount: count)) step \(index + 1): \(index < found.count ? found[index] : []) "
            + "vs \(index < expected.count ? expected[index] : []): \(index < steps.count ? steps[index] : "")"
        )
      }
      // The new years the steps reach are the core's.
      let molad = Molad(year)
      let start = molad.days + Self.postponement(year)
      if HebrewCalendar.epoch + start != HebrewCalendar.newYear(year) { wrong.append("new year \(year)") }
      // The weekdays the steps name.
      let moladDay = Weekday(dayCount: HebrewCalendar.epoch + molad.days).name
      if !steps[6].contains("a \(moladDay).")
        || !steps[11].hasSuffix("a \(Weekday(dayCount: HebrewCalendar.epoch + start).name).")
      {
        wrong.append("weekday \(year): \(steps[6]) \(steps[11])")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }

  /// Each postponement applies in some year, its step says so, and the new year's step names it.
  @Test func eachPostponementIsNamedWhereItApplies() throws {
    let explained = (5700...5900).map {
      HebrewExplanation.explain(CivilDate(uncheckedDayCount: HebrewCalendar.newYear($0)), writing: .proleptic)
        .steps
    }
    for (step, name, applies) in [
      (7, "molad zaken", "it applies"), (8, "lo ADU rosh", "is one of them"), (9, "GaTaRaD", "it applies"),
      (10, "BeTUTaKPaT", "it applies"),
    ] {
      let steps = try #require(explained.first { $0[step].contains(applies) }, "\(name)")
      #expect(steps[11].contains(name), "\(steps[11])")
    }
  }
}

/// Where postponements overlap (molad zaken with GaTaRaD or BeTUTaKPaT), the days the steps say
/// each rule moves the new year add up to the postponement: a pupil adding them gets it.
struct HebrewOverlappingPostponementsTests {
  @Test func theStepsMovesAddUp() {
    var overlaps = 0
    var wrong: [String] = []
    for year in HebrewCalendar.years {
      let count = HebrewCalendar.newYear(year)
      guard Gregorian.dayCounts.contains(count) else { continue }
      let this = HebrewNewYear(year)
      if this.isZaken, this.isGaTaRaD || this.isBeTUTaKPaT { overlaps += 1 }
      let steps = HebrewExplanation.explain(CivilDate(uncheckedDayCount: count), writing: .proleptic).steps
      let moved =
        (steps[7].contains("it applies") ? 1 : 0) + (steps[8].contains("is one of them") ? 1 : 0)
        + (steps[9].hasSuffix("it applies.") ? 2 : 0) + (steps[10].hasSuffix("it applies.") ? 1 : 0)
      if moved != this.postponement { wrong.append("AM \(year): \(moved) vs \(this.postponement)") }
    }
    #expect(overlaps > 300)
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(3))")
  }

  /// AM 3820 (molad Tuesday 19h 999p, a common year): molad zaken and lo ADU make Thursday.
  @Test func year3820() {
    let count = HebrewCalendar.newYear(3820)
    let steps = HebrewExplanation.explain(CivilDate(uncheckedDayCount: count), writing: .proleptic).steps
    #expect(steps[9].contains("no further"))
    #expect(
      steps[11].contains(
        "+ 2 = day 1,394,879 (molad zaken and lo ADU rosh; GaTaRaD asks for the same Thursday)"))
  }
}
