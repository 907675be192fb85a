import CalRender
import CalSyntax
import CalendarCore

/// `quiz KIND [N] [seed S] [from Y to Y] [sheet|key]`: practice questions with their answers as
/// the plain commands print them; asked one by one at the prompt, a worksheet and answer key
/// elsewhere.
enum QuizCommand {
  static let quiz = Command(
    "quiz", group: .math,
    usage:
      "quiz KIND [N] [seed S] [from YEAR to YEAR] [sheet|key]",
    summary: "practice questions with an answer key: asked at the prompt, a worksheet elsewhere",
    details: """
      KIND is weekday, doomsday, leap, easter, isoweek, julian or hebrew. quiz draws N questions \
      (1–1000, 10 unless told; a variable may give N, seed and years) of one kind from a seed: the same kind, number, seed \
      and years give the same questions on every machine. Without seed one is drawn from the clock \
      and shown, so the sheet can be made again. weekday and doomsday ask the day of the week of a \
      date (answer as weekday DATE or doomsday DATE prints it), leap whether a year is a leap year \
      (as leap YEAR prints it: true or false), easter the date of Easter Sunday (easter YEAR), \
      isoweek a date's ISO week date (isoweek DATE), julian and hebrew a date in that calendar \
      (julian DATE, hebrew DATE). Dates are drawn from 1900–2099 and years from 1582–2400 (leap) \
      or 1900–2100 (easter) unless from and to say; from or to alone keeps that span's length (quiz easter from 2200 asks of 2200–2400). At the prompt each question is asked in turn: \
      a weekday may be written sat, Saturday or sa; a yes or no as yes, no, y, n, true or false; \
      a date as the answer prints it (year, month, day in that order) or as 20 April (the year may \
      be left out of Easter's), a Hebrew date in words (under set locale he in Hebrew or English: \
      7 Adar II 5803) or in numbers year first as date hebrew numbers them (5769-03-06); an answer \
      that cannot be read, such as 11/4, is asked again. A \
      miss shows the answer and the explanation explain prints (or a note where it cannot, under \
      a reform); q or Ctrl-D stops, and the score is shown; Ctrl-C empties the line and asks the \
      same question again. A weekday or doomsday quiz reaching before the locale's reform warns once \
      and says on the sheet that its dates are proleptic Gregorian. Each question is drawn on its \
      own, so a quiz of years (leap, easter) can ask of a year twice. Under a reform doomsday and julian \
      ask only of years written in the Gregorian calendar. In a script (a sourced file too), calsh -c, a pipe, a file or > FILE the quiz is a worksheet with blanks, then the answer \
      key after a separator; sheet or key prints one of them; | md and | html write both as \
      sections of a document, the key on a page of its own when printed (a key alone on the first), \
      with the statement that makes it again; under set locale he a hebrew quiz's handout is right to left.
      """,
    examples: [
      "quiz weekday 5 seed 7", "quiz leap 5 seed 1 key", "quiz easter 3 seed 2 from 2000 to 2030",
      "quiz isoweek 4 seed 9 | md",
    ],
    words: QuizKind.allCases.map(\.rawValue) + ["seed", "from", "to"]
      + QuizSheet.Part.allCases.map(\.rawValue),
    readsWords: true
  ) { call in .scalar(try QuizRequest(call).sheet()) }
}

/// A `quiz` call's words read.
struct QuizRequest {
  let call: Invocation
  var kind: QuizKind
  var count = 10
  var seed: UInt64?
  var years: ClosedRange<Int>
  var part = QuizSheet.Part.both
  /// Where the count and the years were written, for an error about them.
  var countRange: SourceRange?
  var yearsRange: SourceRange?

  init(_ call: Invocation) throws {
    self.call = call
    try call.expectNothingPiped()
    let kinds = QuizKind.allCases.map(\.rawValue)
    // `quiz leap -1` reads as `leap - 1`: the kind was given, the count is what is wrong.
    if let first = call.arguments.first,
      case .binary(.minus, .name(let name, let nameRange), let count, let range) = first,
      QuizKind(rawValue: name.lowercased()) != nil
    {
      // The minus is written next to its number (`-1`), as a negative count is.
      let start = max(nameRange.end, count.range.offset - 1)
      let negative = SourceRange(offset: start, length: range.end - start)
      let shown = (try? call.interpreter.evaluate(count)).flatMap { value -> String? in
        if case .int(let number) = value { return ", not -\(number)" }
        return nil
      }
      throw call.error(QuizRequest.countRule + (shown ?? ""), at: negative)
    }
    guard let word = call.word(at: 0), let kind = QuizKind(rawValue: word.lowercased()) else {
      guard let given = call.arguments.first else {
        throw call.error("quiz needs a kind first: \(kinds.joined(separator: ", "))", at: nil)
      }
      let named = call.word(at: 0).map { "'\($0)' is not a quiz kind" } ?? "quiz needs a kind first"
      let close = call.word(at: 0).flatMap { suggestion(for: $0.lowercased(), among: kinds) }
      throw call.error(
        named + (close.map { "; did you mean '\($0)'? kinds: " } ?? "; kinds: ")
          + kinds.joined(separator: ", "),
        at: given.range)
    }
    self.kind = kind
    years = kind.defaultYears
    var (from, to): (Int?, Int?) = (nil, nil)
    var index = 1
    var given: Set<String> = []
    let arguments = call.arguments
    while index < arguments.count {
      // `quiz weekday seed -1` reads as `seed - 1`: name the word, not an unknown variable.
      if case .binary(_, .name(let name, _), _, let range) = arguments[index],
        ["seed", "from", "to"].contains(name)
      {
        throw call.error(
          name == "seed"
            ? "seed needs a whole number from 0 after it" : "\(name) needs a year from 1 after it",
          at: range)
      }
      if let word = call.word(at: index) {
        if let part = QuizSheet.Part(rawValue: word), part != .both {
          guard self.part == .both else {
            throw call.error("quiz reads sheet or key once", at: call.range(at: index))
          }
          self.part = part
          index += 1
          continue
        }
        // `quiz leap n`: a variable gives the number of questions, as seed and from take one.
        if index == 1, !["seed", "from", "to"].contains(word), call.interpreter.variables[word] != nil {
          count = try countGiven(at: index)
          index += 1
          continue
        }
        guard ["seed", "from", "to"].contains(word) else {
          throw call.error(
            "quiz reads a number of questions, seed, from, to, sheet or key here, not \(word)",
            at: call.range(at: index))
        }
        guard !given.contains(word) else {
          throw call.error("quiz reads \(word) once; it is given twice", at: call.range(at: index))
        }
        given.insert(word)
        guard index + 1 < arguments.count else {
          throw call.error("\(word) needs a number after it; usage: \(call.usage)", at: call.range(at: index))
        }
        let number = try whole(at: index + 1, after: word)
        switch word {
        case "seed":
          guard number >= 0 else {
            throw call.error("a seed is a whole number from 0, not \(number)", at: call.range(at: index + 1))
          }
          seed = UInt64(number)
        case "from":
          from = number
          yearsRange = call.range(at: index + 1)
        default:
          to = number
          yearsRange = yearsRange ?? call.range(at: index + 1)
        }
        index += 2
        continue
      }
      guard index == 1 else {
        throw call.error(
          "quiz takes the number of questions right after the kind, e.g. quiz \(kind.rawValue) 10 seed 7",
          at: call.range(at: index))
      }
      count = try countGiven(at: index)
      index += 1
    }
    if from != nil || to != nil {
      // One end alone keeps the kind's span length: `from 2200` is 2200–2399.
      let length = years.count - 1
      let possible = kind.possibleYears
      let first = from ?? max(possible.lowerBound, to! - length)
      let last = to ?? min(possible.upperBound, first + length)
      guard first <= last else {
        throw call.error("from \(first) is after to \(last): the first year comes first", at: yearsRange)
      }
      years = first...last
    }
  }

  /// What the count must be, said where it is not.
  static let countRule =
    "the number of questions is a whole number \(Quiz.counts.lowerBound)–\(Quiz.counts.upperBound)"

  private mutating func countGiven(at index: Int) throws -> Int {
    countRange = call.range(at: index)
    guard case .int(let number) = try call.value(at: index) else {
      throw call.error(QuizRequest.countRule, at: call.range(at: index))
    }
    guard Quiz.counts.contains(number) else {
      throw call.error("\(QuizRequest.countRule), not \(number)", at: call.range(at: index))
    }
    return number
  }

  private func whole(at index: Int, after word: String) throws -> Int {
    guard case .int(let number) = try call.value(at: index) else {
      throw call.error("\(word) needs a whole number here", at: call.range(at: index))
    }
    return number
  }

  /// The quiz, its questions written and answered by the plain commands of the session.
  func sheet() throws -> QuizSheet {
    let interpreter = call.interpreter
    let seed = self.seed ?? QuizRequest.drawnSeed(interpreter)
    let quiz: Quiz
    do {
      quiz = try Quiz(
        kind: kind, count: count, seed: seed, years: years, reform: interpreter.settings.reform)
    } catch {
      throw call.error(error.message, at: error == .count(count) ? countRange : yearsRange)
    }
    var subjects: [String] = []
    var answers: [String] = []
    for question in quiz.questions {
      try interpreter.checkCancelled(at: call.call.nameRange)
      let subject = QuizRequest.subject(of: question, settings: interpreter.settings)
      subjects.append(subject)
      answers.append(
        try QuizStatements.printed("\(kind.rawValue) \(subject)", in: interpreter, at: call.call.nameRange))
    }
    var statement = "quiz \(kind.rawValue) \(count) seed \(seed)"
    if years != kind.defaultYears { statement += " from \(years.lowerBound) to \(years.upperBound)" }
    if part != .both { statement += " \(part.rawValue)" }
    // The settings that change the questions or their answers come first, so the line makes the same sheet.
    let settings = interpreter.settings
    // Only a Hebrew date's answer may be written in the locale's words (the others print the same):
    // the locale is named when it wrote one so (`he`), not for C.UTF-8 or en_US.UTF-8.
    let inLocaleWords = zip(quiz.questions, answers).contains { question, answer in
      if case .calendarDate(let date) = question.answer { return date.longDescription != answer }
      return false
    }
    if inLocaleWords { statement = "set locale \(settings.locale); " + statement }
    if settings.reform.code != "proleptic" { statement = "set reform \(settings.reform.code); " + statement }
    let reform = settings.reform
    let preReform = preReformNote(interpreter)
    if let preReform { interpreter.warn(String(preReform.dropLast()), at: call.call.range) }
    let note: String? =
      reform.isGregorianThroughout
      ? preReform
      : reform.switchDates.map {
        "Dates before \($0.firstGregorian) are Old Style (Julian), as set reform \(reform.code) writes them."
      } ?? "Every date is Julian, as set reform \(reform.code) writes it."
    var sheet = QuizSheet(
      quiz: quiz, subjects: subjects, answers: answers, part: part, statement: statement, calendarNote: note)
    if inLocaleWords {
      // The answers are in the locale's words: the handout is in its language and direction.
      let tag = settings.labels.language
      let base = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? tag
      sheet.language = tag
      sheet.rightToLeft = Printer.rightToLeftLanguages.contains(base)
    }
    return sheet
  }

  /// Under the default proleptic reading, a weekday quiz whose span reaches before the locale's
  /// reform says once, on the sheet and as a warning, what its dates are and how to ask of the
  /// dates then in use (the plain commands would warn of each question).
  func preReformNote(_ interpreter: Interpreter) -> String? {
    guard kind == .weekday || kind == .doomsday, interpreter.settings.reform.code == "proleptic",
      CivilDate(uncheckedYear: years.lowerBound, month: 1, day: 1).dayCount
        < interpreter.preReformWarningsBefore
    else { return nil }
    let reform = interpreter.settings.localeReform
    let code = reform.code == "1582" ? "1582" : reform.country?.code ?? reform.code
    return "Dates before \(PreReformWarning.reformWords(reform)) are proleptic Gregorian; set reform \(code) "
      + "for the dates then in use."
  }

  /// A question's date or year as the calendar in force writes it, as the plain command reads it.
  static func subject(of question: QuizQuestion, settings: Settings) -> String {
    guard let date = question.date else { return String(question.year) }
    return Printer.line(of: .date(date), settings: settings)
  }

  /// A seed of at most six digits from the clock (or, when `--today` pins the clock, from the
  /// day), so that a run without `seed` names one short enough to write down.
  static func drawnSeed(_ interpreter: Interpreter) -> UInt64 {
    let mixed: UInt64
    if let now = interpreter.policy.clock() {
      mixed = UInt64(bitPattern: now.secondsSinceEpoch) &* 1_000_000_007 &+ UInt64(now.nanosecond)
    } else {
      mixed = UInt64(bitPattern: Int64(interpreter.settings.today.dayCount))
    }
    var generator = SeededGenerator(seed: mixed)
    return generator.next(below: 1_000_000)
  }
}
