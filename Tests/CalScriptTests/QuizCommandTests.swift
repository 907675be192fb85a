import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// Answers typed in turn; nil after the last, as Ctrl-D.
final class TypedAnswers: AnswerReader {
  var answers: [String]
  var prompts: [String] = []
  init(_ answers: [String]) { self.answers = answers }
  func answer(after prompt: String) -> String? {
    prompts.append(prompt)
    return answers.isEmpty ? nil : answers.removeFirst()
  }
}

/// `quiz` as the language runs it: every answer key entry is what the plain command prints, the
/// same seed gives the same sheet, and at a prompt it asks, checks and explains.
struct QuizCommandTests {
  func run(_ text: String, answering answers: TypedAnswers? = nil) -> (output: String, errors: [String]) {
    var bytes: [UInt8] = []
    var errors: [String] = []
    var policy = SessionPolicy(files: TestFiles()) { errors.append($0.message) }
    if let answers { policy.answerReader = { answers } }
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { bytes += $0 }, policy: policy)
    interpreter.run(SourceText(name: "<test>", text: text))
    interpreter.output.flush()
    return (String(decoding: bytes, as: UTF8.self), errors)
  }

  /// The key's lines `N. SUBJECT  ANSWER`, as (subject, answer).
  func keyEntries(_ output: String) -> [(subject: String, answer: String)] {
    output.split(separator: "\n").dropFirst().map { line in
      let body = line.drop { $0 == " " }.drop { $0 != " " }.dropFirst()
      let parts = body.split(separator: "  ", maxSplits: 1)
      return (String(parts[0]), String(parts[1]))
    }
  }

  /// Across seeds, spans and two reforms, each answer equals the plain command's output for its
  /// question, run in a session of its own.
  @Test(arguments: QuizKind.allCases)
  func everyKeyEntryIsThePlainCommandsOutput(kind: QuizKind) {
    for setting in ["", "set reform gb\n"] {
      for seed in 0..<25 {
        let span = seed % 5 == 4 ? " from 1583 to 1800" : ""
        let (output, errors) = run(setting + "quiz \(kind.rawValue) 12 seed \(seed)\(span) key")
        #expect(errors.isEmpty, "\(errors)")
        let entries = keyEntries(output)
        #expect(entries.count == 12)
        for entry in entries {
          let plain = run(setting + "\(kind.rawValue) \(entry.subject)")
          #expect(plain.errors.isEmpty && plain.output == entry.answer + "\n", "\(kind) \(entry.subject)")
        }
      }
    }
  }

  /// The same words give the same sheet, in text, Markdown and HTML; another seed another sheet.
  @Test func theSameSeedGivesTheSameSheet() {
    for format in ["", " | md", " | html"] {
      let one = run("quiz isoweek 8 seed 31\(format)").output
      #expect(one == run("quiz isoweek 8 seed 31\(format)").output)
      #expect(one != run("quiz isoweek 8 seed 32\(format)").output)
    }
    // Without seed one is drawn and named; the statement it names makes the same sheet.
    let drawn = run("quiz weekday 3").output
    let seed = drawn.split(separator: "seed ")[1].prefix { $0.isNumber }
    #expect(run("quiz weekday 3 seed \(seed)").output == drawn)
  }

  @Test func sheetAndKeyAreSeparateParts() {
    let both = run("quiz leap 3 seed 1").output
    let sheet = run("quiz leap 3 seed 1 sheet").output
    let key = run("quiz leap 3 seed 1 key").output
    #expect(both.hasPrefix(sheet))
    #expect(both.contains(QuizSheet.keySeparator))
    #expect(!sheet.contains("1731  false") && !sheet.contains(QuizSheet.keySeparator))
    #expect(key.contains("1. 1731  false"))
    let markdown = run("quiz leap 3 seed 1 | md").output
    #expect(markdown.contains("## Worksheet\n") && markdown.contains("## Answer key\n"))
    #expect(markdown.contains("1. 1731: **false**"))
    let html = run("quiz leap 3 seed 1 | html").output
    #expect(html.contains("section.worksheet + section.key { break-before: page; }"))
    #expect(
      html.contains("<h2>Answer key</h2>")
        && html.contains("<strong class=\"answer\"><bdi>false</bdi></strong>"))
    #expect(!run("quiz leap 3 seed 1 sheet | html").output.contains("<h2>Answer key</h2>"))
  }

  /// At a prompt: a right answer, a wrong one followed by exactly what `explain` prints, then
  /// the end of input, and the score.
  @Test func atThePromptItAsksChecksAndExplains() {
    let answers = TypedAnswers(["Sat", "monday"])
    let output = run("set width 1000\nquiz weekday 3 seed 7", answering: answers).output
    #expect(answers.prompts.first == "1/3 What day of the week is 2002-03-02? ")
    #expect(answers.prompts.count == 3)
    let explanation = run("set width 1000\nexplain weekday 2037-05-16").output
    #expect(output.contains("Right: Saturday.\nNot quite: the answer is Saturday.\n" + explanation + "\n"))
    #expect(
      output.hasSuffix(
        "Score: 1 of 2 (stopped after 2 of 3 questions). quiz weekday 3 seed 7 asks the same questions again.\n"
      ))
    let stopped = run(
      "set width 1000\nquiz easter 2 seed 2 from 2000 to 2030", answering: TypedAnswers(["q"])
    ).output
    #expect(
      stopped.hasSuffix(
        "Score: 0 of 0 (stopped before the first question). quiz easter 2 seed 2 from 2000 to 2030 asks the same questions again.\n"
      ))
    // `key` and `sheet` print even at a prompt.
    #expect(run("quiz leap 1 seed 1 key", answering: TypedAnswers([])).output.contains("1. 1731  false"))
  }

  @Test func answersAreReadAsPeopleWriteThem() throws {
    func right(_ kind: QuizKind, _ seed: UInt64, _ typed: String, _ answer: String) throws -> Bool {
      let question = try Quiz(kind: kind, count: 1, seed: seed, years: kind.defaultYears).questions[0]
      return QuizAnswerReading.isRight(typed, answer: answer, for: question)
    }
    // Seed 7's first weekday question is 2002-03-02, a Saturday.
    for typed in ["sat", "Saturday", "SA", " saturday "] {
      #expect(try right(.weekday, 7, typed, "Saturday"))
    }
    for typed in ["s", "sun", "friday", "", "6"] { #expect(try !right(.weekday, 7, typed, "Saturday")) }
    // Seed 1's first leap question is 1731, not a leap year.
    for typed in ["no", "n", "False", "NO"] { #expect(try right(.leap, 1, typed, "false")) }
    for typed in ["yes", "y", "true", "maybe"] { #expect(try !right(.leap, 1, typed, "false")) }
    // Under `set reform gb` the key is leap's own answer: 1700 was a leap year in Britain.
    let seventeenHundred = try Quiz(kind: .leap, count: 1, seed: 0, years: 1700...1700).questions[0]
    #expect(QuizAnswerReading.isRight("yes", answer: "true", for: seventeenHundred))
    #expect(!QuizAnswerReading.isRight("no", answer: "true", for: seventeenHundred))
    let easter = try Quiz(kind: .easter, count: 1, seed: 2, years: 2000...2030).questions[0]
    for typed in ["2026-04-05", "5 April", "April 5", "apr 5 2026", "5th April", "5 April, 2026"] {
      #expect(QuizAnswerReading.isRight(typed, answer: "2026-04-05", for: easter), "\(typed)")
    }
    for typed in ["6 April", "2025-04-05", "April", "5 May"] {
      #expect(!QuizAnswerReading.isRight(typed, answer: "2026-04-05", for: easter), "\(typed)")
    }
    let hebrew = try Quiz(kind: .hebrew, count: 1, seed: 3, years: 1900...2099).questions[0]
    for typed in ["18 Shevat 5667", "18 shevat 5667", "Shevat 18, 5667", "18 shev 5667"] {
      #expect(QuizAnswerReading.isRight(typed, answer: "18 Shevat 5667", for: hebrew), "\(typed)")
    }
    #expect(!QuizAnswerReading.isRight("18 Adar 5667", answer: "18 Shevat 5667", for: hebrew))
    let week = try Quiz(kind: .isoweek, count: 1, seed: 9, years: 1900...2099).questions[0]
    for typed in ["2009-W22-5", "2009-w22-5", "2009W225"] {
      #expect(QuizAnswerReading.isRight(typed, answer: "2009-W22-5", for: week))
    }
  }

  /// QA on issue 32: a date is read in the order it is written, never "the same numbers in any
  /// order"; all-number forms try day/month and month/day only when one alone is a date, and
  /// what cannot be read is asked again rather than counted.
  @Test func datesAreReadInTheOrderWritten() throws {
    typealias Verdict = QuizAnswerReading.Verdict
    func verdict(
      _ kind: QuizKind, _ seed: UInt64, _ years: ClosedRange<Int>, _ typed: String, _ answer: String
    )
      throws -> Verdict
    {
      let question = try Quiz(kind: kind, count: 1, seed: seed, years: years).questions[0]
      return QuizAnswerReading.verdict(typed, answer: answer, for: question)
    }
    // `quiz julian 6 seed 2`'s first answer is 2025-03-02; `quiz easter 8 seed 7 from 1993 to 1993`'s 1993-04-11.
    for typed in ["2025-02-03", "3 February 2025", "February 3 2025"] {
      #expect(try verdict(.julian, 2, 1900...2099, typed, "2025-03-02") == .wrong, "\(typed)")
    }
    for typed in ["2025-03-02", "2 March 2025", "March 2nd, 2025", "2nd March 2025"] {
      #expect(try verdict(.julian, 2, 1900...2099, typed, "2025-03-02") == .right, "\(typed)")
    }
    #expect(try verdict(.julian, 2, 1900...2099, "2068-15-10", "2025-03-02") != .right)
    #expect(try verdict(.easter, 7, 1993...1993, "1993-11-04", "1993-04-11") == .wrong)
    for typed in ["11/4", "4/11", "11 4 1993"] {
      #expect(
        try verdict(.easter, 7, 1993...1993, typed, "1993-04-11")
          == .unreadable(
            "\(typed.split { $0 == "/" || $0 == " " }.prefix(2).joined(separator: "/")) could be day/month or month/day; write it as YYYY-MM-DD"
          ),
        "\(typed)")
    }
    #expect(try verdict(.easter, 7, 1993...1993, "17th April", "1993-04-17") == .right)
    #expect(try verdict(.easter, 7, 1993...1993, "17/4", "1993-04-17") == .right)
    #expect(try verdict(.easter, 7, 1993...1993, "4/17/1993", "1993-04-17") == .right)
    // Weekdays with a full stop, week dates with spaces, Hebrew months spelt otherwise.
    #expect(try verdict(.weekday, 7, 1900...2099, "Sun.", "Sunday") == .right)
    #expect(try verdict(.isoweek, 9, 1900...2099, "2027 W41 1", "2027-W41-1") == .right)
    for (typed, answer) in [
      ("12 Tishri 5786", "12 Tishrei 5786"), ("8 Tamuz 5811", "8 Tammuz 5811"),
      ("29 אייר 5728", "29 באייר 5728"), ("7 Adar II 5803", "7 Adar II 5803"),
    ] {
      #expect(try verdict(.hebrew, 3, 1900...2099, typed, answer) == .right, "\(typed)")
    }
    #expect(try verdict(.hebrew, 3, 1900...2099, "7 Adar I 5803", "7 Adar II 5803") == .wrong)
    for typed in ["", "6", "xyzzy"] {
      guard case .unreadable = try verdict(.weekday, 7, 1900...2099, typed, "Saturday") else {
        Issue.record("\(typed) was judged, not asked again")
        continue
      }
    }
  }

  @Test func anUnreadableAnswerAsksTheSameQuestionAgain() {
    let answers = TypedAnswers(["", "6", "sat"])
    let output = run("quiz weekday 1 seed 7", answering: answers).output
    #expect(answers.prompts == Array(repeating: "1/1 What day of the week is 2002-03-02? ", count: 3))
    #expect(output.contains("couldn't read that as a weekday (sat, Saturday); try again (q stops).\n"))
    #expect(output.contains("Score: 1 of 1."))
  }

  /// A miss under any reform shows the answer and goes on to the next question and the score,
  /// with a note where `explain` cannot show the method.
  @Test(arguments: ["gb", "ru", "julian", "churchgr"], QuizKind.allCases)
  func aMissUnderAReformNeverEndsTheQuiz(reform: String, kind: QuizKind) {
    let years = kind == .easter ? "from 1600 to 1700" : "from 1700 to 1950"
    let wrong: [QuizKind: String] = [
      .weekday: "Monday", .doomsday: "Monday", .leap: "yes", .easter: "1000-01-01", .isoweek: "1000-W01-1",
      .julian: "1000-01-01", .hebrew: "1 Nisan 1000",
    ]
    let answers = TypedAnswers(Array(repeating: wrong[kind]!, count: 3))
    let (output, errors) = run(
      "set reform \(reform)\nquiz \(kind.rawValue) 3 seed 5 \(years)", answering: answers)
    if kind.needsGregorianDates, reform == "julian" {
      #expect(errors.count == 1 && errors[0].contains("needs a Gregorian date"), "\(errors)")
      return
    }
    #expect(errors.isEmpty, "\(errors)")
    #expect(answers.prompts.count == 3)
    #expect(output.contains("Not quite"), "\(output)")
    // The line that makes the quiz again sets the reform first.
    #expect(output.contains("Score: ") && output.contains(" of 3. set reform \(reform); quiz"), "\(output)")
  }

  /// Fix round 4: under a reform an Easter miss shows the Julian computus's method where the
  /// plain command follows it, and the explanation's Answer is the quiz's answer.
  @Test func anEasterMissUnderAReformShowsTheMethod() {
    for reform in ["julian", "gb"] {
      let script = "set reform \(reform)\nquiz easter 1 seed 1" + (reform == "gb" ? " from 1600 to 1700" : "")
      let output = run(script, answering: TypedAnswers(["1000-01-01"])).output
      #expect(!output.contains("No worked method"), "\(output)")
      let answer = output.split(separator: "\n").first { $0.hasPrefix("Not quite: the answer is ") }
        .map { $0.dropFirst("Not quite: the answer is ".count).dropLast() }
      #expect(answer != nil && output.contains("Answer: \(answer!)."), "\(output)")
    }
  }

  /// Fix round 4: a Hebrew answer in numbers, year first as `date hebrew` numbers it, is right,
  /// and an unreadable one is told how to write a Hebrew date, not YYYY-MM-DD.
  /// The hint's example is never the answer it hints at (6 Sivan 5769 is `seed 9`'s first).
  @Test func theHebrewHintNeverGivesTheAnswerAway() {
    for answer in ["6 Sivan 5769", "6 בסיוון 5769", "1 Tishrei 5786"] {
      let hint = QuizAnswerReading.hebrewHint(answer)
      #expect(!hint.contains(answer) && hint.contains("e.g."), "\(answer): \(hint)")
    }
  }

  @Test func aHebrewAnswerInNumbersIsReadAndTheHintIsHebrew() throws {
    #expect(run("hebrew 2009-05-29").output == "6 Sivan 5769\n")
    #expect(run("date hebrew 5769 3 6").output == "2009-05-29\n")
    // `quiz hebrew 3 seed 9`'s first question: "What is 2009-05-29 in the Hebrew calendar?"
    let question = try Quiz(kind: .hebrew, count: 3, seed: 9, years: 1900...2099).questions[0]
    #expect(question.date?.description == "2009-05-29")
    func verdict(_ typed: String, _ answer: String = "6 Sivan 5769") -> QuizAnswerReading.Verdict {
      QuizAnswerReading.verdict(typed, answer: answer, for: question)
    }
    #expect(verdict("5769-03-06") == .right)
    #expect(verdict("5769 3 6") == .right)
    #expect(verdict("5769-03-07") == .wrong)
    #expect(verdict("5769-06-03") == .wrong)
    #expect(verdict("6 Sivan 5769") == .right)
    #expect(verdict("5769-03-06", "6 בסיוון 5769") == .right)
    #expect(
      verdict("sivan")
        == .unreadable(
          "couldn't read that as a date; write it as day, month and year, e.g. 1 Tishrei 5786, or in numbers "
            + "year first, 5786-07-01"))
    #expect(
      verdict("sivan", "6 בסיוון 5769")
        == .unreadable(
          "couldn't read that as a date; write it as day, month and year, e.g. 1 Tishrei 5786 or 1 בתשרי 5786, "
            + "or in numbers year first, 5786-07-01"))
    // Other dates keep the ISO hint.
    let easter = try Quiz(kind: .easter, count: 1, seed: 2, years: 2000...2030).questions[0]
    #expect(
      QuizAnswerReading.verdict("april", answer: "2026-04-05", for: easter)
        == .unreadable("couldn't read that as a date; write it as YYYY-MM-DD"))
  }

  /// Fix round 4: the line that makes a quiz again names the locale only when it wrote the
  /// answers in its own words (a Hebrew quiz under `he`), never the environment's C.UTF-8.
  @Test func theMakeAgainLineNamesTheLocaleOnlyWhenItChangesTheSheet() {
    for locale in ["C.UTF-8", "en_US.UTF-8", "en"] {
      let asked = run(
        "set width 1000\nset locale \(locale)\nquiz hebrew 2 seed 9", answering: TypedAnswers(["q"])
      ).output
      #expect(asked.hasSuffix("quiz hebrew 2 seed 9 asks the same questions again.\n"), "\(asked)")
      #expect(!asked.contains("set locale"), "\(locale)")
      let md = run("set locale \(locale)\nquiz hebrew 2 seed 9 | md").output
      #expect(md.contains("`quiz hebrew 2 seed 9` makes it again") && !md.contains("set locale"), "\(md)")
    }
    #expect(
      run("set locale he\nquiz hebrew 2 seed 9 | md").output.contains("`set locale he; quiz hebrew 2 seed 9`")
    )
  }

  /// Fix round 4: at the prompt every line of the quiz is wrapped at the width, a long question's
  /// last line being the prompt; the score says when it stopped before the first question.
  @Test func theLinesAtThePromptAreWrappedAtTheWidth() {
    let answers = TypedAnswers(["6", "monday"])
    let output = run(
      "set width 30\nset reform gb\nquiz weekday 1 seed 7 from 1500 to 1600", answering: answers
    )
    .output
    #expect(output.split(separator: "\n").allSatisfy { $0.count <= 30 }, "\(output)")
    #expect(answers.prompts.allSatisfy { $0.count <= 30 }, "\(answers.prompts)")
    #expect(output.contains("Not quite: the answer is"), "\(output)")
    #expect(output.contains("Score: 0 of 1."), "\(output)")
    let hebrew = run(
      "set width 30\nquiz hebrew 1 seed 9", answering: TypedAnswers(["sivan", "1 Nisan 5769"])
    ).output
    #expect(hebrew.split(separator: "\n").allSatisfy { $0.count <= 30 }, "\(hebrew)")
    #expect(hebrew.contains("couldn't read that as a date;"), "\(hebrew)")
    let gb = run(
      "set width 30\nset reform gb\nquiz doomsday 1 seed 1 from 1600 to 1800",
      answering: TypedAnswers(["mon"])
    ).output
    #expect(gb.split(separator: "\n").allSatisfy { $0.count <= 30 }, "\(gb)")
    let stopped = run("quiz leap 1 seed 1", answering: TypedAnswers([])).output
    #expect(stopped.contains("Score: 0 of 0 (stopped before the first question)."), "\(stopped)")
  }

  /// Fix round 4: a weekday quiz reaching before the locale's reform warns once, at the quiz
  /// statement, never at a column of a question's statement, and says so on the sheet, `| md`
  /// and `| html`; a span after the reform or under a reform says nothing of it.
  @Test func thePreReformNoteIsSaidOnceForTheSheet() {
    let note =
      "Dates before the Gregorian reform (1582-10-15, in Rome and the Catholic countries) are proleptic "
      + "Gregorian; set reform 1582 for the dates then in use"
    for script in [
      "quiz weekday 4 seed 7 from 1500 to 1600", "quiz doomsday 2 seed 1 from 1500 to 1600 sheet",
      "quiz weekday 4 seed 7 from 1500 to 1600 | md", "quiz weekday 4 seed 7 from 1500 to 1600 | html",
    ] {
      let (output, errors) = run("set width 1000\n" + script)
      #expect(errors == [note], "\(script): \(errors)")
      #expect(output.contains(note + "."), "\(script): \(output)")
    }
    let answers = TypedAnswers(["monday", "monday", "monday", "monday"])
    let (asked, errors) = run("set width 1000\nquiz weekday 4 seed 7 from 1500 to 1600", answering: answers)
    #expect(errors == [note], "\(errors)")
    #expect(asked.contains(note + ". Type q to stop."), "\(asked)")
    for script in [
      "quiz weekday 4 seed 7", "set reform gb\nquiz weekday 4 seed 7 from 1500 to 1600",
      "quiz leap 4 seed 7 from 1500 to 1600", "quiz julian 4 seed 7 from 1500 to 1600",
    ] {
      let (output, errors) = run("set width 1000\n" + script)
      #expect(errors.isEmpty && !output.contains("proleptic Gregorian;"), "\(script): \(errors)")
    }
  }

  /// QA on issue 32: one end of the span alone keeps the kind's span length, and a clause given
  /// twice is refused where it is.
  @Test func oneEndOfTheSpanKeepsItsLength() {
    #expect(
      run("quiz easter 3 seed 7 to 1600 key").output.hasPrefix(
        "Quiz: easter answer key (3 questions, 1583–1600, seed 7)"))
    #expect(
      run("quiz easter 3 seed 7 from 2200 key").output.hasPrefix(
        "Quiz: easter answer key (3 questions, 2200–2400, seed 7)"))
    #expect(
      run("quiz weekday 3 seed 7 to 1800 key").output.hasPrefix(
        "Quiz: weekday answer key (3 questions, 1601–1800, seed 7)"))
    #expect(
      run("quiz weekday 3 seed 7 from 9900 key").output.hasPrefix(
        "Quiz: weekday answer key (3 questions, 9900–9999, seed 7)"))
    #expect(run("quiz weekday seed 1 seed 2").errors == ["quiz reads seed once; it is given twice"])
    #expect(run("quiz weekday sheet key").errors == ["quiz reads sheet or key once"])
    #expect(run("quiz weekday from -5").errors == ["from needs a year from 1 after it"])
  }

  @Test func wrongWordsAreRefusedInTheUsersWords() {
    #expect(
      run("quiz").errors == [
        "quiz needs a kind first: weekday, doomsday, leap, easter, isoweek, julian, hebrew"
      ])
    #expect(run("quiz weekday 0").errors == ["the number of questions is a whole number 1–1000, not 0"])
    #expect(
      run("quiz weekday 5 seed 7 banana").errors == [
        "quiz reads a number of questions, seed, from, to, sheet or key here, not banana"
      ])
    #expect(
      run("quiz weekday from 2000 to 1999").errors == [
        "from 2000 is after to 1999: the first year comes first"
      ])
    #expect(
      run("quiz easter from 1400 to 1500").errors == [
        "the years 1400 to 1500 are not all within 1583–9999, the years this quiz can ask of"
      ])
    #expect(
      run("quiz weekday 3 seed 7 | svg").errors == [
        "svg cannot draw a quiz: it is a document of text; use html or md"
      ])
    #expect(run("today | quiz weekday").errors == ["quiz takes nothing from the left of |"])
  }

  /// Fix round 3: under `set locale he` a Hebrew date's answer is written as `hebrew DATE` writes
  /// it there, and both that and the English form are right at the prompt.
  @Test func aHebrewAnswerIsTheLocalesAndBothFormsAreRight() {
    let key = run("set locale he\nquiz hebrew 2 seed 5 key").output
    #expect(key.hasSuffix("2. 2043-03-19  7 באדר ב׳ 5803\n"))
    #expect(run("set locale he\nhebrew 2043-03-19").output == "7 באדר ב׳ 5803\n")
    for typed in ["7 Adar II 5803", "7 adar ii 5803", "7 באדר ב׳ 5803", "7 אדר ב׳ 5803"] {
      let answers = TypedAnswers(["29 Iyar 5728", typed])
      let output = run("set locale he\nquiz hebrew 2 seed 5", answering: answers).output
      #expect(output.contains("Right: 7 באדר ב׳ 5803.") && output.contains("Score: 2 of 2"), "\(typed)")
    }
    for typed in ["7 Adar I 5803", "8 Adar II 5803", "7 אדר א׳ 5803"] {
      let answers = TypedAnswers(["29 Iyar 5728", typed])
      let output = run("set locale he\nquiz hebrew 2 seed 5", answering: answers).output
      #expect(output.contains("Not quite: the answer is 7 באדר ב׳ 5803."), "\(typed)")
      // The explanation after the miss ends with the same answer, as explain prints it there.
      #expect(output.contains("Answer: 7 באדר ב׳ 5803.") && !output.contains("Answer: 7 Adar II"), "\(typed)")
    }
    #expect(run("set locale he\nexplain hebrew 2043-03-19").output.hasSuffix("Answer: 7 באדר ב׳ 5803.\n"))
    #expect(run("explain hebrew 2043-03-19").output.hasSuffix("Answer: 7 Adar II 5803.\n"))
  }

  /// Fix round 3: the worksheet's title and instruction (and the key's title) are wrapped at the
  /// width, as explanations are; the questions and a value's line are not.
  @Test func theTitleAndInstructionAreWrappedAtTheWidth() {
    let sheet = run("set width 40\nset reform gb\nquiz leap 2 seed 3 from 1690 to 1760").output
    #expect(
      sheet.hasPrefix(
        """
        Quiz: leap (2 questions, 1690–1760,
        seed 3)
        Is each year a leap year? Answer true or
        false (or yes or no). Dates before
        1752-09-14 are Old Style (Julian), as
        set reform gb writes them.

        1. 1704  ______

        """))
    #expect(sheet.split(separator: "\n").allSatisfy { $0.count <= 40 })
    #expect(
      run("set width 30\nquiz doomsday 1 seed 2 key").output == """
        Quiz: doomsday answer key (1
        question, 1900–2099, seed 2)
        1. 2025-03-15  Saturday

        """)
    let answers = TypedAnswers(["q"])
    let asked = run("set width 40\nquiz isoweek 1 seed 1", answering: answers).output
    #expect(
      asked.hasPrefix(
        "Quiz: isoweek (1 question, 1900–2099,\nseed 1)\nGive the ISO 8601 week date (YYYY-Www-D)\n"))
    #expect(
      !run("set width 40\nprint (quiz isoweek 1 seed 1)").output.hasPrefix(
        "Quiz: isoweek (1 question, 1900–2099,\n"))
  }

  /// Fix round 3: a key alone starts on the first page; the handout says how to make it again;
  /// under a right-to-left locale it is that language's, its English marked so, answers isolated.
  @Test func theHTMLHandoutFollowsTheAnswersLanguage() {
    let key = run("quiz leap 3 seed 5 key | html").output
    #expect(!key.contains("<section class=\"worksheet\">") && key.contains("<section class=\"key\">"))
    #expect(key.contains("<code>quiz leap 3 seed 5 key</code> makes it again."))
    #expect(key.contains("<html lang=\"en\" dir=\"ltr\">"))
    let hebrew = run("set locale he\nquiz hebrew 2 seed 5 | html").output
    #expect(hebrew.contains("<html lang=\"he\" dir=\"rtl\">"))
    #expect(hebrew.contains("<h1 class=\"title\" lang=\"en\" dir=\"ltr\">Quiz: hebrew</h1>"))
    #expect(hebrew.contains("<strong class=\"answer\"><bdi>7 באדר ב׳ 5803</bdi></strong>"))
    #expect(hebrew.contains("<code>set locale he; quiz hebrew 2 seed 5</code> makes it again."))
    #expect(run("set locale he\nquiz leap 2 seed 5 | html").output.contains("<html lang=\"en\" dir=\"ltr\">"))
  }

  /// Fix round 3: the kind is named when the count is wrong, a wrong kind is named with a guess,
  /// and a variable gives the count as it gives the seed.
  @Test func theCountAndTheKindAreNamedWhenWrong() {
    #expect(run("quiz leap -1").errors == ["the number of questions is a whole number 1–1000, not -1"])
    #expect(run("quiz leap 2.5").errors == ["the number of questions is a whole number 1–1000"])
    #expect(run("quiz leap 1001").errors == ["the number of questions is a whole number 1–1000, not 1001"])
    #expect(
      run("quiz foo").errors == [
        "'foo' is not a quiz kind; kinds: weekday, doomsday, leap, easter, isoweek, julian, hebrew"
      ])
    #expect(
      run("quiz lep 3").errors == [
        "'lep' is not a quiz kind; did you mean 'leap'? kinds: weekday, doomsday, leap, easter, isoweek, julian, hebrew"
      ])
    #expect(
      run("let n = 3\nquiz leap n seed 1 key").output == run("quiz leap 3 seed 1 key").output)
    #expect(
      run("let n = 2\nquiz leap n + 1 seed 1 key").output == run("quiz leap 3 seed 1 key").output)
  }
}
