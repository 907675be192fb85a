import CalSyntax
import CalendarCore
import TestSupport
import Testing

@testable import CalScript

/// `explain X` ends with the answer `X` gives, for thousands of inputs.
struct ExplainTests {
  /// The answer line of `explain TEXT` and the output of TEXT alone.
  func answers(_ text: String, settings: String = "") -> (explained: String, plain: String) {
    let explained = evaluate(settings + "set width 1000; explain " + text)
    let plain = evaluate(settings + text)
    // Warnings aside: a weekday before 1582 warns of the reform, explained or not.
    let errors = (explained.errors + plain.errors).filter { $0.kind != .warning }
    #expect(errors.isEmpty, "\(text)")
    let last = explained.output.split(separator: "\n").last ?? ""
    let answer = last.drop(while: { $0.isNumber }).dropFirst(2)  // "6. Answer: …"
    return (String(answer), plain.output.trimmingCharacters(in: "\n"))
  }

  func expectAgreement(_ text: String, settings: String = "") {
    let (explained, plain) = answers(text, settings: settings)
    let stated = explained.hasPrefix("Answer: \(plain).") || explained == "Answer: \(plain)"
    #expect(stated, "\(text): \(explained) vs \(plain)")
  }

  var randomDates: [CivilDate] {
    var generator = SplitMix(seed: 7)
    return (0..<1500).map { _ in
      let count = Int.random(in: Gregorian.dayCounts, using: &generator)
      return try! CivilDate(dayCount: count)
    } + [try! CivilDate(parsing: "0001-01-01"), try! CivilDate(parsing: "9999-12-31")]
  }

  @Test func weekdayLeapAndDaysIn() {
    for date in randomDates {
      expectAgreement("weekday \(date)")
      expectAgreement("leap \(date.year)")
      expectAgreement("daysin \(date.yearMonth)")
    }
    for year in [1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999] { expectAgreement("daysin \(year)") }
  }

  @Test func arithmetic() {
    var generator = SplitMix(seed: 11)
    for date in randomDates.prefix(1000) {
      let other = randomDates.randomElement(using: &generator)!
      expectAgreement("\(date) - \(other)")
      let months = Int.random(in: -30...30, using: &generator)
      let days = Int.random(in: -400...400, using: &generator)
      for text in [
        "\(date) + \(months) months \(days) days", "\(date) - \(months) months", "\(date) + \(days)",
      ] {
        guard evaluate(text).errors.isEmpty else { continue }  // past 0001 or 9999
        expectAgreement(text)
      }
    }
  }
}

/// The topics issue 7 added: every one agrees with its plain command on thousands of inputs.
extension ExplainTests {
  @Test func dayNumbers() {
    for date in randomDates {
      expectAgreement("doy \(date)")
      expectAgreement("isoweek \(date)")
      expectAgreement("jdn \(date)")
    }
    // Around New Year the ISO year differs from the calendar year; every day of a few of them.
    for year in [1, 2004, 2020, 2021, 2026, 9998, 9999] {
      for (month, days) in [(1, 1...7), (12, 25...31)] {
        for day in days { expectAgreement("isoweek \(try! CivilDate(year: year, month: month, day: day))") }
      }
    }
  }

  /// `zeller` prints several lines; its last is `h = 4 → Wednesday  (0 = Saturday, …)`. The
  /// explanation must end `Answer: Wednesday.`: the test compares the weekday after the arrow in
  /// that last line, and (independently of Zeller) with `weekday DATE`.
  @Test func zeller() {
    for date in randomDates {
      let (explained, plain) = answers("zeller \(date)")
      let last = plain.split(separator: "\n").last ?? ""
      let weekday = last.split(separator: "→").last?.split(separator: " ").first.map(String.init) ?? "?"
      #expect(
        explained == "Answer: \(weekday). \(date) is a \(weekday).", "zeller \(date): \(explained) vs \(last)"
      )
      #expect(evaluate("weekday \(date)").output == weekday + "\n", "weekday \(date)")
    }
  }

  @Test func easter() {
    var generator = SplitMix(seed: 13)
    var years = (0..<1500).map { _ in Int.random(in: 1583...9999, using: &generator) }
    years += [1583, 1954, 1981, 2008, 2011, 2019, 2025, 2038, 2285, 9999]  // earliest, latest, m = 1
    for year in years { expectAgreement("easter \(year)") }
  }

  @Test func nthAndLast() {
    var generator = SplitMix(seed: 17)
    let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    for date in randomDates {
      let weekday = weekdays.randomElement(using: &generator)!
      let month = date.yearMonth
      let count = month.occurrences(of: Weekday(name: weekday)!)
      let n = Int.random(in: 1...count, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
      expectAgreement("nth \(n) \(weekday) \(month)")
      expectAgreement("last \(weekday) \(month)")
    }
  }

  @Test func between() {
    var generator = SplitMix(seed: 19)
    let dates = randomDates
    for (index, date) in dates.enumerated() {
      let far = dates.randomElement(using: &generator)!
      let near = try! CivilDate(
        dayCount: min(
          max(date.dayCount + Int.random(in: -100...100, using: &generator), Gregorian.dayCounts.lowerBound),
          Gregorian.dayCounts.upperBound))
      expectAgreement("between \(date) \(far)")
      expectAgreement("between \(date) \(near)")
      if index < 100 { expectAgreement("between \(date) \(date)") }
    }
    // Month ends both ways: clamping decides how many months fit.
    for (a, b) in [
      ("2023-01-31", "2023-03-01"), ("2023-03-01", "2023-01-31"), ("2000-02-29", "2024-02-28"),
      ("2024-02-29", "2023-02-28"), ("2023-01-31", "2023-02-28"), ("2023-01-15", "2023-03-10"),
    ] {
      expectAgreement("between \(a) \(b)")
    }
  }

  @Test func overflow() {
    var generator = SplitMix(seed: 23)
    for date in randomDates.prefix(1000) {
      let months = Int.random(in: -30...30, using: &generator)
      let days = Int.random(in: -40...40, using: &generator)
      // Month ends are where the rules differ: take the day to the 29th…31st most of the time.
      let end = try! CivilDate(
        year: date.year, month: date.month, day: max(date.day, date.yearMonth.numberOfDays - 2))
      let overflow = "set monthend overflow; "
      for text in ["\(end) + \(months) months", "\(end) - \(months) months \(days) days", "\(date) + 1 year"]
      {
        guard evaluate(overflow + text).errors.isEmpty else { continue }  // past 0001 or 9999
        expectAgreement(text, settings: overflow)
      }
    }
    let (explained, _) = answers("2023-01-31 + 1 month", settings: "set monthend overflow; ")
    #expect(explained == "Answer: 2023-03-03.")
    let text = evaluate("set width 1000; set monthend overflow; explain 2023-01-31 + 1 month").output
    #expect(text.contains("3 surplus days roll into March"))
    #expect(
      evaluate("set width 1000; explain 2023-01-31 + 1 month").output.contains("The month-end rule is clamp"))
  }

  @Test func errorsArePositioned() {
    for (text, message, column) in [
      ("explain zeler 2023-02-01", "did you mean 'zeller'?", 9),
      ("explain nth 5 mon 2023-02", "February 2023 has no 5th Monday", 13),
      ("explain nth -7 mon 2023-02", "7th-to-last", 13),
      ("explain easter 1500", "1583", 16),
      ("explain between 2023-01-01 5", "works on a date", 28),
      ("explain isoweek 2023-01", "works on a date", 17),
      ("explain jdn 2451545", "explains the number of a date", 13),
      ("explain last fri 2024-05 2", "takes a weekday and a month", 26),
    ] {
      let errors = evaluate(text).errors
      #expect(errors.count == 1 && errors[0].message.contains(message), "\(text): \(errors.map(\.message))")
      #expect(errors.first?.range.offset == column - 1, "\(text): \(errors.map(\.range))")
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(self.drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
  }
}

/// `explain holiday` names the same holiday the list gives, for every holiday of several years.
struct HolidayExplainTests {
  @Test func everyListedHolidayIsExplainedAsItself() throws {
    for (country, years) in [(Country.jp, [1989, 2019, 2021]), (.kr, [2014, 2024]), (.us, [2021, 2022])] {
      for year in years {
        let list = try country.holidays(in: year)
        for holiday in list {
          let output = evaluate("set width 1000; explain holiday \(country.code) \(holiday.date)").output
          let last = output.split(separator: "\n").last.map(String.init) ?? ""
          #expect(last.hasSuffix("Answer: \(holiday.name.english)."), "\(country) \(holiday.date): \(last)")
        }
        let listed = Set(list.map(\.date))
        let first = try CivilDate(year: year, month: 1, day: 1)
        for offset in stride(from: 0, to: 365, by: 7) {
          let date = try first.adding(days: offset)
          guard !listed.contains(date), date.year == year, !(date.month == 12 && date.day == 31) else {
            continue
          }
          let output = evaluate("set width 1000; explain holiday \(country.code) \(date)").output
          #expect(output.hasSuffix("Answer: not a holiday.\n"), "\(country) \(date)")
        }
      }
    }
  }
}

/// Issue 20's topics: Doomsday, the Julian calendar, Orthodox and Julian Easter, and what the
/// Julian calendar said of a year; each ends in the plain command's answer.
struct JulianAndDoomsdayExplainTests {
  /// Every day of the years around five century turns, through the explanation itself.
  @Test func doomsdayOfEveryDayOfFifteenYears() throws {
    for years in [1...3, 1899...1901, 1999...2001, 2099...2101, 9997...9999] {
      var date = try CivilDate(year: years.lowerBound, month: 1, day: 1)
      while date.year <= years.upperBound {
        let last = DoomsdayExplanation.explain(date).steps.last ?? ""
        #expect(
          last == "Answer: \(date.weekday.name). \(date) is a \(date.weekday.name).", "\(date): \(last)")
        guard date.year < 9999 || date.dayOfYear < 365 else { break }
        date = try date.adding(days: 1)
      }
    }
  }

  @Test func doomsdayAgreesWithTheCommandAndWithWeekday() {
    let tests = ExplainTests()
    for date in tests.randomDates {
      tests.expectAgreement("doomsday \(date)")
      #expect(evaluate("doomsday \(date)").output == evaluate("weekday \(date)").output, "\(date)")
    }
  }

  /// The Julian date the explanation ends in is the core's, and the difference it counts is the
  /// distance between the two labels, around each century's 29 February and at random.
  @Test func julian() throws {
    var dates = ExplainTests().randomDates
    for year in [100, 200, 300, 400, 1500, 1700, 1900, 2100, 9900] {
      let leapDay = JulianCalendar.dayCount(year: year, month: 2, day: 29)
      dates += (-2...2).map { CivilDate(uncheckedDayCount: leapDay + $0) }
    }
    for date in dates {
      let julian = JulianCalendar.date(dayCount: date.dayCount)
      let text = JulianExplanation.julianText(julian)
      let steps = JulianExplanation.explain(date).steps
      let last = steps.last ?? ""
      #expect(
        last.hasPrefix("Answer: \(text). \(date) is \(text) in the Julian calendar"), "\(date): \(last)")
      // The step before names the difference: the distance between the two labels.
      let shown = steps.dropLast().last ?? ""
      let expected = date.dayCount - daysFromLabel(julian)
      let sign = expected >= 0 ? "− \(expected.counting("day"))" : "+ \((-expected).counting("day"))"
      #expect(shown.contains("\(date) \(sign) = \(text)"), "\(date): \(shown)")
    }
  }

  @Test func julianThroughTheCommand() {
    let output = evaluate("set width 1000; explain julian 2024-01-01").output
    #expect(
      output.hasSuffix(
        "5. Answer: 2023-12-19. 2024-01-01 is 2023-12-19 in the Julian calendar (Monday in both).\n"))
    #expect(output.contains("1700, 1800, 1900: 13"))
  }

  /// The day count a Julian label would have read as a Gregorian one (29 February of a Julian-only
  /// leap year read as 1 March): the distance between the labels.
  func daysFromLabel(_ label: (year: Int, month: Int, day: Int)) -> Int {
    let first = CivilDate(uncheckedYear: label.year, month: label.month, day: 1).dayCount
    return first + label.day - 1
  }

  @Test func orthodoxAndJulianEaster() {
    var generator = SplitMix(seed: 29)
    var years = (0..<1000).map { _ in Int.random(in: JulianEaster.years, using: &generator) }
    years += [326, 1582, 1583, 1900, 2024, 2025, 9999]
    let tests = ExplainTests()
    for year in years {
      tests.expectAgreement("easter \(year) orthodox")
      tests.expectAgreement("easter \(year) julian")
    }
    #expect(evaluate("easter 2024 orthodox").output == "2024-05-05\n")
    #expect(evaluate("easter 2024 julian").output == "2024-04-22\n")
    #expect(evaluate("2024 | easter orthodox").output == "2024-05-05\n")
    #expect(evaluate("easter 2024 gregorian").output == evaluate("easter 2024").output)
  }

  /// Under a reform `explain easter` explains the Julian computus whenever the plain command
  /// follows it (the word orthodox or julian, or a year before the switch), and its Answer is the
  /// plain command's line; only the Gregorian computus of a Julian-written year is refused.
  @Test func easterUnderAReformExplainsTheJulianComputus() {
    var generator = SplitMix(seed: 32)
    var years = (0..<60).map { _ in Int.random(in: 326...2200, using: &generator) }
    years += [1582, 1583, 1700, 1752, 1753, 1905, 1910, 1917, 1918, 1923, 1924, 1947, 2026]
    let tests = ExplainTests()
    for reform in ["gb", "ru", "julian", "churchgr"] {
      let settings = "set reform \(reform); "
      for year in years {
        for word in ["", " orthodox", " julian"] {
          let text = "easter \(year)\(word)"
          let refused = evaluate(settings + "explain " + text).errors.contains {
            $0.message.contains("follows the Gregorian rules")
          }
          if refused {
            // Refused only where the plain command follows the Gregorian computus.
            #expect(word.isEmpty, "\(settings)\(text)")
            #expect(
              evaluate(settings + text).output == evaluate(settings + text + " gregorian").output,
              "\(settings)\(text)")
          } else {
            tests.expectAgreement(text, settings: settings)
          }
        }
      }
    }
    // Without a word, the year before the switch says why it is the Julian computus.
    let britain = evaluate("set reform gb; set width 1000; explain easter 1700").output
    #expect(
      britain.contains(
        "Under set reform gb 1700 is before the switch to the Gregorian calendar on 1752-09-14, so easter "
          + "1700 is the Easter then kept, by the Julian computus"))
    #expect(
      !evaluate("set reform gb; set width 1000; explain easter 1700 orthodox").output.contains("then kept"))
    let julian = evaluate("set reform julian; set width 1000; explain easter 1947 julian").output
    #expect(
      julian.hasSuffix(
        "Answer: 1947-03-31. Easter 1947 by the Julian computus is 31 March in the Julian calendar (13 April in the Gregorian).\n"
      ))
  }

  /// "Never after 25 April" is the reason for m only when m moves a full moon of 19 April, and
  /// never stated when m is 0 (1954's correction keeps Easter off 25 April, which is allowed).
  @Test func easterCorrectionGivesItsOwnReason() throws {
    for year in Easter.years {
      let s = try Easter(year: year)
      let step = try EasterExplanation.explain(year).steps.first { $0.hasPrefix("m = ") } ?? ""
      let reason = step.contains("never after 25 April")
      #expect(reason == (s.m == 1 && s.h == 29), "\(year): \(step)")
      if s.m == 1 && s.h == 28 { #expect(step.contains("share a full moon"), "\(year)") }
    }
  }

  /// History beside the rules (#26.10): the Julian computus's 19-year cycle drifts against the
  /// Moon, a day in about 310 years; AD 4 had no 29 February in practice (Augustus' correction),
  /// under the proleptic Gregorian calendar and the Julian one alike, and no other year says so.
  @Test func historyBesideTheRules() throws {
    let orthodox = evaluate("set width 1000; explain easter 2025 orthodox").output
    #expect(!orthodox.contains("never drifts"))
    #expect(orthodox.contains("about every 310 years (about 5 days by 2025"))
    #expect(!evaluate("set width 1000; explain easter 400 julian").output.contains("days by 400"))
    for script in ["explain leap 4", "set reform julian; explain leap 4", "set reform gb; explain leap 4"] {
      let output = evaluate("set width 1000; " + script).output
      #expect(output.contains("AD 4 had no 29 February"), "\(script)")
      #expect(output.contains("Answer: true."), "\(script)")
    }
    for year in [8, 12, 1500] {
      #expect(!evaluate("set width 1000; explain leap \(year)").output.contains("AD 4"), "\(year)")
    }
  }

  /// A weekday of a date before 1582 worked out in the proleptic Gregorian calendar says so once,
  /// with the Julian reading (#26.12: Hastings, 1066-10-14, was a Saturday); not from the first
  /// Gregorian day on, nor under a reform, which reads the date as a Julian one.
  @Test func prolepticWeekdaysSaySo() {
    let note = "1066-10-14 is read in the proleptic Gregorian calendar"
    for script in ["explain weekday 1066-10-14", "explain zeller 1066-10-14", "explain doomsday 1066-10-14"] {
      let output = evaluate("set width 1000; " + script).output
      #expect(output.ranges(of: note).count == 1, "\(script)")
      #expect(output.contains("1066-10-20 here, a Saturday"), "\(script)")
      #expect(output.hasSuffix("1066-10-14 is a Sunday.\n"), "\(script)")
      if !script.contains("zeller") {
        ExplainTests().expectAgreement(String(script.dropFirst("explain ".count)))
      }
    }
    #expect(evaluate("zeller 1066-10-14").output.contains(note))
    #expect(evaluate("set width 1000; explain zeller 0250-01-01").output.contains("which names the same day"))
    for script in [
      "explain weekday 1582-10-15", "zeller 1582-10-15", "explain doomsday 2023-02-01",
      "set reform gb; explain weekday 1066-10-14", "set reform julian; zeller 1066-10-14",
    ] {
      #expect(
        !evaluate("set width 1000; " + script).output.contains("proleptic Gregorian calendar"), "\(script)")
    }
  }

  /// `explain leap` says what the Julian calendar made of the year wherever it differs from the
  /// Gregorian answer, and its last step is still the plain answer.
  @Test func leapYearsOfTheJulianCalendar() {
    for year in [1, 4, 100, 200, 1000, 1200, 1500, 1582, 1600, 1700, 1800, 1900, 2000, 2100, 9900] {
      let output = evaluate("set width 1000; explain leap \(year)").output
      let julianOnly = year % 100 == 0 && year % 400 != 0
      #expect(
        !julianOnly || output.contains("\(year) was a leap year") || output.contains("\(year) is a leap year")
      )
      #expect(output.contains("Julian") == (julianOnly || year < 1582), "\(year)")
      ExplainTests().expectAgreement("leap \(year)")
    }
  }
}
