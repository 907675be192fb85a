/// A set of practice questions of one kind (`quiz weekday 10 seed 7`): each asks of a date or a
/// year and carries its answer as the core computes it. The same kind, count, seed and span give
/// the same questions on every machine and build.
public struct Quiz: Hashable, Sendable {
  public let kind: QuizKind
  public let seed: UInt64
  /// The years the questions are drawn from.
  public let years: ClosedRange<Int>
  public let questions: [QuizQuestion]

  /// The most questions one quiz asks.
  public static let counts = 1...1000

  /// `count` questions of `kind` about days (or years) of `years`, drawn from `seed`. A year
  /// outside what the kind can answer is an error naming the years it can. Under `reform` a kind
  /// that needs Gregorian-written dates (`doomsday`, `julian`) skips the years written Julian,
  /// drawing again; without one left in `years` it is an error.
  public init(
    kind: QuizKind, count: Int, seed: UInt64, years: ClosedRange<Int>, reform: Reform = .proleptic
  ) throws(QuizError) {
    guard Quiz.counts.contains(count) else { throw .count(count) }
    guard kind.possibleYears.contains(years.lowerBound), kind.possibleYears.contains(years.upperBound) else {
      throw .years(years, possible: kind.possibleYears)
    }
    let skipsJulianYears = kind.needsGregorianDates && !reform.isGregorianThroughout
    if skipsJulianYears, years.allSatisfy(reform.writesJulianDays(inYear:)) {
      throw .julianYears(years, kind: kind)
    }
    self.kind = kind
    self.seed = seed
    self.years = years
    var generator = SeededGenerator(seed: seed)
    var questions: [QuizQuestion] = []
    questions.reserveCapacity(count)
    for _ in 0..<count {
      var question = QuizQuestion.drawn(kind, in: years, by: &generator)
      while skipsJulianYears, reform.writesJulianDays(inYear: question.year) {
        question = QuizQuestion.drawn(kind, in: years, by: &generator)
      }
      questions.append(question)
    }
    self.questions = questions
  }
}

/// What a quiz asks about.
public enum QuizKind: String, CaseIterable, Sendable {
  /// The weekday of a date.
  case weekday
  /// The weekday of a date, to be found by Conway's Doomsday rule.
  case doomsday
  /// Whether a year is a leap year (Gregorian rule).
  case leap
  /// Easter Sunday of a year (Gregorian computus).
  case easter
  /// A date's ISO 8601 week date.
  case isoweek
  /// A date in the Julian calendar.
  case julian
  /// A date in the Hebrew calendar.
  case hebrew

  /// The span a quiz of this kind draws from unless told: the century or two a class practises on.
  public var defaultYears: ClosedRange<Int> {
    switch self {
    case .weekday, .doomsday, .isoweek, .julian, .hebrew: 1900...2099
    case .leap: 1582...2400
    case .easter: 1900...2100
    }
  }

  /// The years whose questions the core can answer.
  public var possibleYears: ClosedRange<Int> {
    switch self {
    case .easter: Easter.years
    default: 1...9999
    }
  }

  /// Whether a question needs its date written Gregorian: Doomsday's method is Gregorian, and a
  /// Julian-written date is already `julian`'s answer.
  public var needsGregorianDates: Bool { self == .doomsday || self == .julian }

  /// Whether a question names a year (`leap`, `easter`) rather than a date.
  public var asksOfYear: Bool { self == .leap || self == .easter }
}

/// One question: the date or year asked of, and the answer.
public struct QuizQuestion: Hashable, Sendable {
  public let kind: QuizKind
  /// The year asked of; for a date's question, the date's year.
  public let year: Int
  /// The date asked of; nil for a year's question.
  public let date: CivilDate?
  public let answer: QuizAnswer

  /// A question drawn from `generator`: a year of `years`, or a day of them, each equally likely.
  static func drawn(_ kind: QuizKind, in years: ClosedRange<Int>, by generator: inout SeededGenerator)
    -> QuizQuestion
  {
    if kind.asksOfYear {
      let year = generator.next(in: years)
      return QuizQuestion(kind: kind, year: year, date: nil, answer: QuizAnswer(kind, year: year))
    }
    let first = CivilDate(uncheckedYear: years.lowerBound, month: 1, day: 1).dayCount
    let last = CivilDate(uncheckedYear: years.upperBound, month: 12, day: 31).dayCount
    let date = CivilDate(uncheckedDayCount: generator.next(in: first...last))
    return QuizQuestion(kind: kind, year: date.year, date: date, answer: QuizAnswer(kind, date: date))
  }
}

/// A question's answer, as the core computes it (the Gregorian calendar, proleptic).
public enum QuizAnswer: Hashable, Sendable {
  case weekday(Weekday)
  case leap(Bool)
  case date(CivilDate)
  case isoWeekDate(ISOWeekDate)
  case calendarDate(WorldCalendarDate)

  init(_ kind: QuizKind, year: Int) {
    switch kind {
    case .leap: self = .leap(Gregorian.isLeapYear(year))
    default: self = .date((try? Easter.sunday(in: year)) ?? CivilDate(uncheckedYear: year, month: 1, day: 1))
    }
  }

  init(_ kind: QuizKind, date: CivilDate) {
    switch kind {
    case .isoweek: self = .isoWeekDate(date.isoWeekDate)
    case .julian: self = Self.converted(date, by: .julian)
    case .hebrew: self = Self.converted(date, by: .hebrew)
    default: self = .weekday(date.weekday)
    }
  }

  private static func converted(_ date: CivilDate, by calendar: WorldCalendar) -> QuizAnswer {
    guard let converted = try? calendar.date(dayCount: date.dayCount) else { return .date(date) }
    return .calendarDate(converted)
  }
}

/// Why a quiz cannot be made, in the user's words.
public enum QuizError: Error, Equatable, Sendable {
  case count(Int)
  case years(ClosedRange<Int>, possible: ClosedRange<Int>)
  case julianYears(ClosedRange<Int>, kind: QuizKind)

  public var message: String {
    switch self {
    case .count(let count):
      "a quiz asks \(Quiz.counts.lowerBound) to \(Quiz.counts.upperBound) questions, not \(count)"
    case .years(let years, let possible):
      "the years \(years.lowerBound) to \(years.upperBound) are not all within \(possible.lowerBound)–\(possible.upperBound), the years this quiz can ask of"
    case .julianYears(let years, let kind):
      "under the reform in force every year of \(years.lowerBound)–\(years.upperBound) is written (in part) in the Julian calendar, and a \(kind.rawValue) question needs a Gregorian date; ask of later years, or set reform proleptic"
    }
  }
}
