import TestSupport
import Testing

@testable import CalendarCore

/// `pick`'s state machine: each key, each mode's choice, limits and the reform's gap.
struct PickerTests {
  func day(_ text: String) -> Int { try! CivilDate(parsing: text).dayCount }
  func text(_ day: Int) -> String { CivilDate(uncheckedDayCount: day).description }

  func picker(
    _ mode: PickerMode = .single, at start: String, today: String = "2025-05-03",
    limits: PickerLimits = PickerLimits(), firstWeekday: Weekday = .sunday
  ) -> Picker {
    Picker(mode: mode, start: day(start), today: day(today), limits: limits, firstWeekday: firstWeekday)!
  }

  func pressing(_ keys: [PickerKey], on picker: Picker) -> Picker {
    keys.reduce(picker) { $0.handling($1) }
  }

  @Test func arrowsMoveByDaysAndWeeks() {
    let start = picker(at: "2025-05-03")
    #expect(text(start.handling(.nextDay).cursor) == "2025-05-04")
    #expect(text(start.handling(.previousDay).cursor) == "2025-05-02")
    #expect(text(start.handling(.nextWeek).cursor) == "2025-05-10")
    #expect(text(start.handling(.previousWeek).cursor) == "2025-04-26")
    #expect(start.shownMonth.description == "2025-05")
    #expect(start.handling(.previousWeek).shownMonth.description == "2025-04")
  }

  @Test func monthsClampToTheMonthsEndAndYearsKeepTheDay() {
    #expect(text(picker(at: "2025-03-31").handling(.previousMonth).cursor) == "2025-02-28")
    #expect(text(picker(at: "2025-01-31").handling(.nextMonth).cursor) == "2025-02-28")
    #expect(text(picker(at: "2024-02-29").handling(.nextYear).cursor) == "2025-02-28")
    #expect(text(picker(at: "2025-05-03").handling(.previousYear).cursor) == "2024-05-03")
    #expect(text(picker(at: "9999-12-15").handling(.nextMonth).cursor) == "9999-12-31")
    #expect(text(picker(at: "0001-01-15").handling(.previousYear).cursor) == "0001-01-01")
  }

  @Test func homeAndEndGoToTheWeeksEndsFromTheFirstWeekday() {
    let wednesday = "2025-05-07"
    #expect(text(picker(at: wednesday).handling(.weekStart).cursor) == "2025-05-04")
    #expect(text(picker(at: wednesday).handling(.weekEnd).cursor) == "2025-05-10")
    #expect(text(picker(at: wednesday, firstWeekday: .monday).handling(.weekStart).cursor) == "2025-05-05")
    #expect(text(picker(at: wednesday, firstWeekday: .monday).handling(.weekEnd).cursor) == "2025-05-11")
  }

  @Test func todayAndATypedDayAndAClickMoveTheCursor() {
    let start = picker(at: "2020-01-01", today: "2025-05-03")
    #expect(text(start.handling(.today).cursor) == "2025-05-03")
    #expect(text(start.handling(.goTo(try! CivilDate(parsing: "1999-12-31"))).cursor) == "1999-12-31")
    #expect(text(start.handling(.click(try! CivilDate(parsing: "2020-01-17"))).cursor) == "2020-01-17")
  }

  @Test func singleAndStripAcceptTheCursorsDay() {
    for mode in [PickerMode.single, .strip] {
      let done = pressing([.nextDay, .toggle, .accept], on: picker(mode, at: "2025-05-03"))
      #expect(done.outcome == .accepted(.day(day("2025-05-04"))))
    }
  }

  @Test func multipleTogglesDaysOnAndOffAndAcceptsThemInOrder() {
    let done = pressing(
      [
        .toggle, .nextMonth, .toggle, .previousMonth, .previousDay, .toggle, .nextDay, .toggle, .nextDay,
        .accept,
      ],
      on: picker(.multiple, at: "2025-05-03"))
    #expect(done.outcome == .accepted(.days([day("2025-05-02"), day("2025-06-03")])))
    let nothingToggled = picker(.multiple, at: "2025-05-03").handling(.accept)
    #expect(nothingToggled.outcome == .accepted(.days([day("2025-05-03")])))
    let clicked = pressing(
      [
        .click(try! CivilDate(parsing: "2025-05-20")), .click(try! CivilDate(parsing: "2025-05-09")), .accept,
      ],
      on: picker(.multiple, at: "2025-05-03"))
    #expect(clicked.outcome == .accepted(.days([day("2025-05-09"), day("2025-05-20")])))
  }

  @Test func rangeAnchorsOnTheFirstEnterAndCrossesAMonthAndAYearEnd() {
    let anchored = picker(.range, at: "2025-12-30").handling(.accept)
    #expect(anchored.outcome == .choosing && anchored.anchor == day("2025-12-30"))
    let extended = pressing([.nextDay, .nextDay, .nextDay, .nextDay, .nextDay], on: anchored)
    #expect(extended.marked.runs == [day("2025-12-30")...day("2026-01-04")])
    #expect(extended.shownMonth.description == "2026-01")
    #expect(extended.handling(.accept).outcome == .accepted(.range(day("2025-12-30")...day("2026-01-04"))))
    let backwards = pressing(
      [.toggle, .previousMonth, .previousDay, .accept], on: picker(.range, at: "2025-05-03"))
    #expect(backwards.outcome == .accepted(.range(day("2025-04-02")...day("2025-05-03"))))
    let clicked = pressing(
      [
        .click(try! CivilDate(parsing: "2025-05-20")), .click(try! CivilDate(parsing: "2025-06-02")), .accept,
      ],
      on: picker(.range, at: "2025-05-03"))
    #expect(clicked.outcome == .accepted(.range(day("2025-05-20")...day("2025-06-02"))))
    let reanchored = pressing(
      [.toggle, .nextWeek, .toggle, .nextDay, .accept], on: picker(.range, at: "2025-05-03"))
    #expect(reanchored.outcome == .accepted(.range(day("2025-05-10")...day("2025-05-11"))))
  }

  @Test func escapeCancelsAndKeysAfterTheEndChangeNothing() {
    let cancelled = picker(at: "2025-05-03").handling(.cancel)
    #expect(cancelled.outcome == .cancelled)
    #expect(cancelled.handling(.nextDay).cursor == cancelled.cursor)
    #expect(cancelled.handling(.accept).outcome == .cancelled)
  }

  @Test func helpIsShownUntilTheNextKeyWhichEscapeOrQuestionOnlyCloses() {
    let help = picker(at: "2025-05-03").handling(.help)
    #expect(help.showsHelp)
    #expect(!help.handling(.help).showsHelp && help.handling(.cancel).outcome == .choosing)
    let moved = help.handling(.nextDay)
    #expect(!moved.showsHelp && text(moved.cursor) == "2025-05-04")
  }

  @Test func monthKeysStayInTheMonthTheyNameWhenItHasAPermittedDay() {
    let workdays = PickerLimits { !Weekday(dayCount: $0).isWeekend }
    // 1 November 2025 is a Saturday: PgUp from 1 December lands on Monday 3 November, not 31 October.
    #expect(text(picker(at: "2025-12-01", limits: workdays).handling(.previousMonth).cursor) == "2025-11-03")
    // 31 May 2025 is a Saturday: PgDn from 30 April goes back to Friday 30 May, not on to June.
    #expect(text(picker(at: "2025-04-30", limits: workdays).handling(.nextMonth).cursor) == "2025-05-30")
    // Sixty years of Shift+PgUp keep May.
    let start = picker(at: "2025-05-02", limits: workdays)
    let moved = pressing(Array(repeating: .previousYear, count: 60), on: start)
    #expect(text(moved.cursor).hasPrefix("1965-05"))
  }

  @Test func forbiddenDaysAreSkippedInTheDirectionOfTheMove() {
    let workdays = PickerLimits { !Weekday(dayCount: $0).isWeekend }
    let friday = picker(at: "2025-05-02", limits: workdays)
    #expect(text(friday.handling(.nextDay).cursor) == "2025-05-05")
    #expect(text(friday.handling(.nextDay).handling(.previousDay).cursor) == "2025-05-02")
    #expect(text(picker(at: "2025-05-03", limits: workdays).cursor) == "2025-05-05")
    #expect(text(friday.handling(.weekEnd).cursor) == "2025-05-02")
    #expect(text(friday.handling(.click(try! CivilDate(parsing: "2025-05-04"))).cursor) == "2025-05-02")
    #expect(Picker(mode: .single, start: 0, today: 0, limits: PickerLimits { _ in false }) == nil)
  }

  @Test func theSpanStopsTheCursorAtItsEnds() {
    let year2025 = PickerLimits(span: day("2025-01-01")...day("2025-12-31"))
    let june = picker(at: "2025-06-15", limits: year2025)
    #expect(text(june.handling(.nextYear).cursor) == "2025-12-31")
    #expect(text(june.handling(.previousYear).cursor) == "2025-01-01")
    #expect(text(picker(at: "2030-01-01", limits: year2025).cursor) == "2025-12-31")
    #expect(text(june.handling(.goTo(try! CivilDate(parsing: "2024-03-01"))).cursor) == "2025-01-01")
  }

  @Test func theCursorJumpsTheReformsGapIn1752UnderGreatBritain() {
    let gb = Reform(named: "gb")!
    let second = try! gb.dayCount(year: 1752, month: 9, day: 2)
    let picker = Picker(mode: .single, start: second, today: second, reform: gb)!
    let next = picker.handling(.nextDay)
    #expect(gb.label(dayCount: next.cursor).description == "1752-09-14")
    #expect(next.shownMonth.description == "1752-09")
    #expect(gb.label(dayCount: next.handling(.previousDay).cursor).description == "1752-09-02")
    let august = picker.handling(.previousMonth)
    #expect(gb.label(dayCount: august.cursor).description == "1752-08-02")
    #expect(gb.label(dayCount: august.handling(.nextMonth).cursor).description == "1752-09-02")
  }

  /// Random key streams over random limits: no trap, the cursor always on a permitted day, and a
  /// choice made only of permitted days (a range's ends) inside the span.
  @Test func randomKeyStreamsKeepTheCursorAndTheChoiceInsideTheLimits() {
    var random = SplitMix(seed: 33)
    let reforms: [Reform] = [.proleptic, .julian, Reform(named: "gb")!, Reform(named: "de")!]
    for _ in 0..<400 {
      let lower = Int.random(in: Gregorian.dayCounts, using: &random)
      let length = [0, 1, 6, 40, 400, 4_000, 4_000_000].randomElement(using: &random)!
      let span = lower...min(lower + length, Gregorian.dayCounts.upperBound)
      let modulus = Int.random(in: 1...9, using: &random)
      let rest = Int.random(in: 0..<modulus, using: &random)
      let limits = PickerLimits(span: span) { $0 % modulus != rest || modulus == 1 }
      let mode = PickerMode.allCases.randomElement(using: &random)!
      let start = Int.random(in: Gregorian.dayCounts, using: &random)
      guard
        var picker = Picker(
          mode: mode, start: start, today: Int.random(in: Gregorian.dayCounts, using: &random),
          limits: limits,
          reform: reforms.randomElement(using: &random)!,
          firstWeekday: Weekday.allCases.randomElement(using: &random)!)
      else { continue }
      for _ in 0..<120 {
        let some = CivilDate(uncheckedDayCount: Int.random(in: Gregorian.dayCounts, using: &random))
        let keys: [PickerKey] = [
          .previousDay, .nextDay, .previousWeek, .nextWeek, .previousMonth, .nextMonth, .previousYear,
          .nextYear,
          .weekStart, .weekEnd, .today, .goTo(some), .click(some), .toggle, .toggle, .help,
          .accept, .cancel,
        ]
        let weights = random.next() % 40 == 0 ? keys : Array(keys.dropLast(2))
        picker.handle(weights.randomElement(using: &random)!)
        #expect(limits.permits(picker.cursor))
        for run in picker.marked.runs where mode == .multiple {
          #expect(span.contains(run.lowerBound) && span.contains(run.upperBound))
        }
      }
      switch picker.outcome {
      case .accepted(.day(let day)): #expect(limits.permits(day) && mode != .multiple && mode != .range)
      case .accepted(.days(let days)):
        #expect(!days.isEmpty && days.allSatisfy(limits.permits) && days == days.sorted())
      case .accepted(.range(let range)):
        #expect(limits.permits(range.lowerBound) && limits.permits(range.upperBound))
      case .choosing, .cancelled: break
      }
    }
  }
}
