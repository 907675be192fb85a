import CalendarCore

/// A quiz as a handout: what is asked, each question's words and each answer as the plain
/// command prints it. `quiz` makes one; the text, Markdown and HTML writers print it as a
/// worksheet with blanks and a separate answer key.
public struct QuizSheet: Sendable, Equatable {
  /// Which of the two parts are written.
  public enum Part: String, Sendable, CaseIterable {
    case both, sheet, key
    var showsSheet: Bool { self != .key }
    var showsKey: Bool { self != .sheet }
  }

  public let quiz: Quiz
  /// What each question asks of, as the calendar in force writes it: `2002-03-02`, `1801`.
  public let subjects: [String]
  /// Each answer, exactly as the plain command prints it (`weekday 2002-03-02`: `Saturday`).
  public let answers: [String]
  public var part: Part
  /// The statement that makes the sheet again (`quiz weekday 10 seed 7`).
  public let statement: String
  /// How the sheet's dates are written when not in the proleptic Gregorian calendar (`set reform`).
  public let calendarNote: String?
  /// The language the answers are written in (`he` for a Hebrew quiz under `set locale he`), and
  /// whether it reads right to left: the HTML handout's `lang` and `dir`.
  public var language = "en"
  public var rightToLeft = false

  public init(
    quiz: Quiz, subjects: [String], answers: [String], part: Part, statement: String,
    calendarNote: String? = nil
  ) {
    self.calendarNote = calendarNote
    self.quiz = quiz
    self.subjects = subjects
    self.answers = answers
    self.part = part
    self.statement = statement
  }

  /// `Quiz: weekday`.
  public var title: String { "Quiz: \(quiz.kind.rawValue)" }

  /// The instruction above the questions.
  public var instruction: String {
    QuizWording.instruction(quiz.kind) + (calendarNote.map { " " + $0 } ?? "")
  }

  /// `10 questions, 1900–2099, seed 7`.
  public var particulars: String {
    let count = quiz.questions.count
    let years =
      quiz.years.lowerBound == quiz.years.upperBound
      ? "\(quiz.years.lowerBound)" : "\(quiz.years.lowerBound)–\(quiz.years.upperBound)"
    return "\(count) question\(count == 1 ? "" : "s"), \(years), seed \(quiz.seed)"
  }

  /// The blank a worksheet leaves for an answer, as wide as the kind's answers are.
  public var blank: String { String(repeating: "_", count: QuizWording.blankWidth(quiz.kind)) }

  /// Question `index` as the prompt asks it: `What weekday is 2002-03-02?`.
  public func question(_ index: Int) -> String { QuizWording.question(quiz.kind, subjects[index]) }

  /// The numbers' column width: ` 1.` … `10.` line up.
  var numberWidth: Int { String(subjects.count).count }

  func number(_ index: Int) -> String {
    let text = "\(index + 1)."
    return String(repeating: " ", count: numberWidth + 1 - text.count) + text
  }
}

/// The words of each kind's questions, in one place so the sheet, the key and the prompt agree.
public enum QuizWording {
  public static func instruction(_ kind: QuizKind) -> String {
    switch kind {
    case .weekday: "Give the day of the week of each date."
    case .doomsday: "Find the day of the week of each date by Conway's Doomsday rule."
    case .leap: "Is each year a leap year? Answer true or false (or yes or no)."
    case .easter: "Give the date of Easter Sunday in each year."
    case .isoweek: "Give the ISO 8601 week date (YYYY-Www-D) of each date."
    case .julian: "Write each date in the Julian calendar."
    case .hebrew: "Write each date in the Hebrew calendar."
    }
  }

  /// One question in a sentence, for the prompt.
  public static func question(_ kind: QuizKind, _ subject: String) -> String {
    switch kind {
    case .weekday: "What day of the week is \(subject)?"
    case .doomsday: "By the Doomsday rule, what day of the week is \(subject)?"
    case .leap: "Is \(subject) a leap year?"
    case .easter: "When is Easter Sunday in \(subject)?"
    case .isoweek: "What is the ISO week date of \(subject)?"
    case .julian: "What is \(subject) in the Julian calendar?"
    case .hebrew: "What is \(subject) in the Hebrew calendar?"
    }
  }

  static func blankWidth(_ kind: QuizKind) -> Int {
    switch kind {
    case .leap: 6
    case .weekday, .doomsday: 12
    case .easter, .isoweek, .julian: 14
    case .hebrew: 22
    }
  }
}
