import CalendarCore
import Testing

/// Every calendar of `CalendarRegistry` through `CalendarArithmetic` alone: each day of its range
/// round-trips and follows the day before, its years' bounds are its range's first and last
/// days' years, each year's months sum to the year, and the leap rule agrees with the years'
/// lengths. One test case per calendar, run in parallel.
struct CalendarRegistryTests {
  static let identifiers = CalendarRegistry.all.map { $0.identifier }

  @Test func identifiersAreDistinctAndFound() {
    #expect(Set(Self.identifiers).count == Self.identifiers.count)
    for identifier in Self.identifiers {
      let found = CalendarRegistry.calendar(identifier: identifier).map { $0.identifier }
      #expect(found == identifier)
    }
    #expect(CalendarRegistry.all.count == 14)
    // The names start-up reads are the entries' own, in their order.
    #expect(CalendarRegistry.identifiers == Self.identifiers)
  }

  @Test(arguments: identifiers)
  func everyDayRoundTripsAndStepsByOne(identifier: String) {
    guard let calendar = CalendarRegistry.calendar(identifier: identifier) else {
      Issue.record("no calendar \(identifier)")
      return
    }
    let problems = Self.check(calendar)
    #expect(problems.isEmpty, "\(identifier)")
  }

  /// What goes wrong over `C`'s range: up to a few day counts and years, described.
  static func check<C: CalendarArithmetic>(_: C.Type) -> [String] {
    var problems: [String] = []
    let counts = C.dayCounts
    #expect(
      Gregorian.dayCounts.contains(counts.lowerBound) && Gregorian.dayCounts.contains(counts.upperBound))
    #expect(counts.lowerBound >= C.epoch || C.epoch < Gregorian.dayCounts.lowerBound)
    #expect(C.date(fromDayCount: counts.lowerBound).runningYear == C.years.lowerBound)
    #expect(C.date(fromDayCount: counts.upperBound).runningYear == C.years.upperBound)

    var previous = C.date(fromDayCount: counts.lowerBound)
    var yearStart: Int? = nil  // the first day of the running year, once a whole year began
    var commonLengths: Set<Int> = []
    var leapLengths: Set<Int> = []
    for count in counts {
      let date = C.date(fromDayCount: count)
      if (try? C.dayCount(from: date)) != count { problems.append("\(count) does not round-trip") }
      let (year, lastYear) = (date.runningYear, previous.runningYear)
      if count > counts.lowerBound {
        let steps =
          date.day == previous.day + 1
          ? date.month == previous.month && date.isLeapMonth == previous.isLeapMonth && year == lastYear
          : date.day == 1
            && previous.day
              == C.daysIn(year: lastYear, month: previous.month, isLeapMonth: previous.isLeapMonth)
            && (date.month != previous.month || date.isLeapMonth != previous.isLeapMonth)
            && (year == lastYear || year == lastYear + 1)
        if !steps { problems.append("\(count) does not follow the day before") }
        if year != lastYear {
          if let start = yearStart {
            let length = count - start
            let (months, sum) = monthsAndDays(C.self, lastYear)
            if sum != length || months != C.monthsIn(year: lastYear) {
              problems.append("year \(lastYear): \(length) days, its \(months) months sum to \(sum)")
            }
            if C.isLeapYear(lastYear) { leapLengths.insert(length) } else { commonLengths.insert(length) }
          }
          yearStart = count
        }
      }
      if problems.count > 5 { break }
      previous = date
    }
    if let common = commonLengths.max(), let leap = leapLengths.min(), common >= leap {
      problems.append("a common year of \(common) days, a leap year of \(leap)")
    }
    #expect(!leapLengths.isEmpty && !commonLengths.isEmpty)
    return problems
  }

  /// The months `year` has (leap months counted) and their days summed.
  static func monthsAndDays<C: CalendarArithmetic>(_: C.Type, _ year: Int) -> (months: Int, days: Int) {
    var (months, days) = (0, 0)
    for month in 1...C.monthsIn(year: year) {
      for isLeapMonth in [false, true] {
        let length = C.daysIn(year: year, month: month, isLeapMonth: isLeapMonth)
        if length > 0 { (months, days) = (months + 1, days + length) }
      }
    }
    return (months, days)
  }

  /// The checked conversion's errors name the rule, for every calendar: year, leap month,
  /// month, day; the date-from-fixed outside the range.
  @Test(arguments: identifiers)
  func badDatesAreErrors(identifier: String) {
    guard let calendar = CalendarRegistry.calendar(identifier: identifier) else {
      Issue.record("no calendar \(identifier)")
      return
    }
    Self.checkErrors(calendar)
  }

  static func checkErrors<C: CalendarArithmetic>(_: C.Type) {
    let year = C.years.lowerBound + 1
    func error(_ date: CalendarDate<C.Era>) -> CalendarError? {
      do {
        _ = try C.dayCount(from: date)
        return nil
      } catch { return error }
    }
    #expect(
      error(CalendarDate(year: C.years.upperBound + 1, month: 1, day: 1))
        == C.error(.yearOutOfRange(C.years.upperBound + 1)))
    #expect(error(CalendarDate(year: Int.min, month: 1, day: 1)) == C.error(.yearOutOfRange(Int.min)))
    #expect(
      error(CalendarDate(year: year, month: 14, day: 1)) == C.error(.monthOutOfRange(year: year, month: 14)))
    #expect(
      error(CalendarDate(year: year, month: Int.max, day: 1))
        == C.error(.monthOutOfRange(year: year, month: Int.max)))
    #expect(
      error(CalendarDate(year: year, month: 0, day: 1, isLeapMonth: true))
        == C.error(.noSuchLeapMonth(year: year, month: 0)))
    let length = C.daysIn(year: year, month: 1, isLeapMonth: false)
    #expect(
      error(CalendarDate(year: year, month: 1, day: length + 1))
        == C.error(.dayOutOfRange(year: year, month: 1, isLeapMonth: false, day: length + 1)))
    #expect(throws: C.error(.outOfRange(dayCount: Gregorian.dayCounts.upperBound + 1))) {
      try C.checkedDate(fromDayCount: Gregorian.dayCounts.upperBound + 1)
    }
    for problem in [CalendarDateProblem.yearOutOfRange(0), .monthOutOfRange(year: year, month: 14)] {
      #expect(!C.error(problem).message.isEmpty)
    }
    #expect(!C.leapRule.isEmpty && !C.name.isEmpty)
  }

  /// The five calendars the language does not reach yet speak through `CalendarDateError`.
  @Test func theNewCalendarsErrorsNameTheRule() {
    #expect(
      CalendarError.calendarDate(
        CalendarDateError(calendar: "coptic", problem: .monthOutOfRange(year: 1741, month: 14))
      )
      .message == "Coptic year 1741 has no month 14: its months run from 1 to 13")
    #expect(
      throws: CalendarError.calendarDate(
        CalendarDateError(
          calendar: "ethiopian", problem: .dayOutOfRange(year: 2016, month: 13, isLeapMonth: false, day: 6)))
    ) {
      try EthiopianCalendar.dayCount(from: CalendarDate(year: 2016, month: 13, day: 6))
    }
    #expect(
      EthiopianCalendar.error(.dayOutOfRange(year: 2016, month: 13, isLeapMonth: false, day: 6)).message
        == "day 6 of Pagumen 2016 does not exist in the Ethiopian calendar: that month has 5 days")
    #expect(
      MinguoCalendar.error(.outOfRange(dayCount: 0)).message
        == "the Minguo calendar is known from 1912-01-01 (1 January 1) to 9999-12-31 (31 December 8088); "
        + "the date is outside that span")
    #expect(
      IndianNationalCalendar.error(.yearOutOfRange(9922)).message
        == "Indian national year 9922 is outside the span calsh knows: years 1 to 9921, "
        + "0079-03-22 to 9999-12-31")
  }

  /// A span's ends are written by the writing the language passes (the reform in force's), with
  /// no brackets inside brackets, in the registry's calendars and the first seven alike.
  @Test func spanWordsTakeTheLanguagesWriting() {
    let marked: DayWriting = { "day \($0)" }
    let (first, last) = (MinguoCalendar.dayCounts.lowerBound, MinguoCalendar.dayCounts.upperBound)
    #expect(
      MinguoCalendar.error(.yearOutOfRange(-300)).message(writing: marked)
        == "Minguo year -300 is outside the span calsh knows: years 1 to 8088, day \(first) to day \(last)")
    #expect(
      PersianCalendar.error(.yearOutOfRange(0)).message(writing: marked)
        == "Persian year 0 is outside the span calsh knows: years 1 to 9378, day \(PersianCalendar.dayCounts.lowerBound) "
        + "to day \(PersianCalendar.dayCounts.upperBound)")
    #expect(
      MinguoCalendar.error(.outOfRange(dayCount: 0)).message(writing: marked).hasPrefix(
        "the Minguo calendar is known from day \(first) (1 January 1)"))
  }

  /// Julian dates report what `date julian` reports today.
  @Test func julianErrorsAreTheLanguages() {
    #expect(throws: CalendarError.dayOutOfReformMonth(year: 1900, month: 2, day: 30, lastDay: 29, .julian)) {
      try JulianCalendar.dayCount(from: CalendarDate(year: 1900, month: 2, day: 30))
    }
    #expect(throws: CalendarError.julianDateOutOfRange(year: 1, month: 1, day: 1)) {
      try JulianCalendar.dayCount(from: CalendarDate(year: 1, month: 1, day: 1))
    }
    #expect(throws: CalendarError.monthOutOfRange(13)) {
      try JulianCalendar.dayCount(from: CalendarDate(year: 1, month: 13, day: 1))
    }
  }

  /// WorldCalendar, the language's entry, answers as the calendar it maps to.
  @Test(arguments: WorldCalendar.allCases)
  func worldCalendarDelegates(calendar: WorldCalendar) throws {
    let arithmetic = calendar.arithmetic
    let (name, dayCounts, years) = (arithmetic.name, arithmetic.dayCounts, arithmetic.years)
    #expect(calendar.name == name && calendar.dayCounts == dayCounts && calendar.years == years)
    for count in stride(from: calendar.dayCounts.lowerBound, through: calendar.dayCounts.upperBound, by: 97) {
      let date = try calendar.date(dayCount: count)
      #expect(
        try calendar.dayCount(
          year: date.year, month: date.month, day: date.day, isLeapMonth: date.isLeapMonth, era: date.era)
          == count)
    }
  }
}
