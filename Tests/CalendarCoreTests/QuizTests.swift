import Testing

@testable import CalendarCore

/// The quiz's generator is SplitMix64 to the bit, and a quiz is a function of its kind, count,
/// seed and span alone.
struct QuizTests {
  /// Rosetta Code's "Pseudo-random numbers/Splitmix64": the first five numbers from seed 1234567,
  /// as Vigna's splitmix64.c gives them.
  @Test func theGeneratorGivesSplitMix64sPublishedNumbers() {
    var generator = SeededGenerator(seed: 1_234_567)
    let expected: [UInt64] = [
      6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
    ]
    #expect((0..<5).map { _ in generator.next() } == expected)
    var zero = SeededGenerator(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
  }

  /// A bounded draw stays in its bounds and reaches each end, and a bound of 2⁶³ + 1 (where
  /// most draws are rejected by a plain remainder's threshold) still ends.
  @Test func boundedDrawsStayInTheirRange() {
    var generator = SeededGenerator(seed: 42)
    var seen = Set<Int>()
    for _ in 0..<2_000 {
      let draw = generator.next(in: 3...9)
      #expect((3...9).contains(draw))
      seen.insert(draw)
    }
    #expect(seen == Set(3...9))
    let bound: UInt64 = 1 << 63 + 1
    #expect(generator.next(below: bound) < bound)
    #expect(generator.next(in: 5...5) == 5)
  }

  /// The same kind, count, seed and span give the same quiz; another seed another one.
  @Test func aQuizIsItsSeeds() throws {
    for kind in QuizKind.allCases {
      let one = try Quiz(kind: kind, count: 20, seed: 7, years: kind.defaultYears)
      let again = try Quiz(kind: kind, count: 20, seed: 7, years: kind.defaultYears)
      let other = try Quiz(kind: kind, count: 20, seed: 8, years: kind.defaultYears)
      #expect(one == again)
      #expect(one.questions != other.questions)
      #expect(one.questions.count == 20)
    }
  }

  /// The first questions of seed 7, pinned: a change to the generator or to how a question is
  /// drawn changes every worksheet ever printed, and must be seen here.
  @Test func seedSevensQuestionsArePinned() throws {
    let weekdays = try Quiz(kind: .weekday, count: 3, seed: 7, years: 1900...2099)
    #expect(weekdays.questions.map { $0.date!.description } == PinnedQuiz.weekdayDates)
    let leaps = try Quiz(kind: .leap, count: 3, seed: 7, years: 1582...2400)
    #expect(leaps.questions.map(\.year) == PinnedQuiz.leapYears)
  }

  /// Every question lies in its span, and its answer is the core's own for that date or year.
  @Test func questionsLieInTheSpanWithTheCoresAnswers() throws {
    for seed: UInt64 in [0, 1, 7, 1_234_567, .max] {
      for kind in QuizKind.allCases {
        let years = kind == .easter ? 1583...1600 : 1999...2001
        for question in try Quiz(kind: kind, count: 50, seed: seed, years: years).questions {
          #expect(years.contains(question.year))
          switch (kind, question.answer) {
          case (.weekday, .weekday(let weekday)), (.doomsday, .weekday(let weekday)):
            #expect(weekday == Zeller(question.date!).weekday)
          case (.leap, .leap(let leap)):
            #expect(
              leap == (question.year % 4 == 0 && (question.year % 100 != 0 || question.year % 400 == 0)))
          case (.easter, .date(let sunday)):
            #expect(sunday == (try Easter.sunday(in: question.year)))
            #expect(sunday.weekday == .sunday)
          case (.isoweek, .isoWeekDate(let week)): #expect(week == question.date!.isoWeekDate)
          case (.julian, .calendarDate(let date)):
            #expect(date == (try WorldCalendar.julian.date(dayCount: question.date!.dayCount)))
          case (.hebrew, .calendarDate(let date)):
            #expect(date == (try WorldCalendar.hebrew.date(dayCount: question.date!.dayCount)))
          default: Issue.record("\(kind) answered \(question.answer)")
          }
        }
      }
    }
  }

  /// A span the kind cannot answer, or a count out of range, is refused in words.
  /// Under a reform Doomsday and julian questions ask only of Gregorian-written years (Doomsday's
  /// method is Gregorian; a Julian-written date is its own julian answer); other kinds and the
  /// proleptic calendar draw as before.
  @Test func julianWrittenYearsAreNotAskedWhereTheyCannotBe() throws {
    let britain = try #require(Reform(named: "gb"))
    for kind in [QuizKind.doomsday, .julian] {
      let quiz = try Quiz(kind: kind, count: 200, seed: 4, years: 1700...1800, reform: britain)
      #expect(quiz.questions.allSatisfy { $0.year > 1752 })
      #expect(
        try Quiz(kind: kind, count: 50, seed: 4, years: 1700...1800).questions.contains { $0.year < 1752 })
      #expect(throws: QuizError.julianYears(1700...1740, kind: kind)) {
        try Quiz(kind: kind, count: 1, seed: 4, years: 1700...1740, reform: .julian)
      }
    }
    let weekdays = try Quiz(kind: .weekday, count: 50, seed: 4, years: 1700...1800, reform: britain)
    #expect(weekdays == (try Quiz(kind: .weekday, count: 50, seed: 4, years: 1700...1800)))
  }

  @Test func impossibleQuizzesAreRefused() {
    #expect(throws: QuizError.years(1500...1600, possible: Easter.years)) {
      try Quiz(kind: .easter, count: 5, seed: 1, years: 1500...1600)
    }
    #expect(throws: QuizError.count(0)) { try Quiz(kind: .leap, count: 0, seed: 1, years: 2000...2001) }
    #expect(QuizError.count(0).message == "a quiz asks 1 to 1000 questions, not 0")
  }
}

/// What seed 7 gives, computed apart from calsh by a few lines of Python (SplitMix64, the same
/// rejection threshold, `datetime.date.fromordinal`) when the quiz was written (2026-11-29).
private enum PinnedQuiz {
  static let weekdayDates = ["2002-03-02", "2037-05-16", "2039-06-08"]
  static let leapYears = [1801, 1669, 1708]
}
