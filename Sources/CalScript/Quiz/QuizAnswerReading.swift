import CalendarCore

/// Whether a typed answer is the answer, read the way a person writes it: a weekday by any
/// two or more of its first letters (`sa`, `sat.`, `Saturday`), yes or no as `y`, `no`, `true`
/// …, a date as the answer prints it (`2025-04-20`, read year, month, day and nothing else) or
/// with its month in words (`20 April`, `April 20th 2025`). An all-number date not written year
/// first (`20/4`) is read day/month or month/day only when just one of the two is a date; an
/// answer that cannot be read is neither right nor wrong: the question is asked again.
enum QuizAnswerReading {
  /// What a typed answer was found to be.
  enum Verdict: Equatable {
    case right, wrong
    /// Not read as an answer of the kind; the words say how to write one.
    case unreadable(String)
  }

  static func isRight(_ typed: String, answer: String, for question: QuizQuestion) -> Bool {
    verdict(typed, answer: answer, for: question) == .right
  }

  static func verdict(_ typed: String, answer: String, for question: QuizQuestion) -> Verdict {
    let typed = normalized(typed)
    switch question.answer {
    case .weekday(let weekday):
      let letters = String(typed.filter(\.isLetter))
      guard letters.count >= 2,
        let read = Weekday.allCases.first(where: { $0.name.lowercased().hasPrefix(letters) })
      else {
        if typed.count >= 2, answer.lowercased().hasPrefix(typed) { return .right }
        return .unreadable("couldn't read that as a weekday (sat, Saturday)")
      }
      return read == weekday || answer.lowercased().hasPrefix(letters) ? .right : .wrong
    case .leap:
      // As `leap` printed it: under `set reform gb` 1700 is a Julian leap year.
      let word = String(typed.filter { $0.isLetter })
      guard yes.contains(word) || no.contains(word) else {
        return .unreadable("couldn't read that as yes or no (true, false, y, n)")
      }
      return (normalized(answer) == "true" ? yes : no).contains(word) ? .right : .wrong
    case .isoWeekDate:
      let compact = typed.filter { $0 != "-" && $0 != " " }
      guard compact.contains("w"), compact.allSatisfy({ $0.isNumber || $0 == "w" }) else {
        return .unreadable("couldn't read that as a week date; write it as YYYY-Www-D")
      }
      return compact == normalized(answer).filter { $0 != "-" && $0 != " " } ? .right : .wrong
    case .date, .calendarDate:
      if typed == normalized(answer) { return .right }
      // A Hebrew date in numbers, year first, as `date hebrew 5769 3 6` numbers it: 5769-03-06.
      if question.kind == .hebrew, case .calendarDate(let date) = question.answer,
        let numbers = yearFirstNumbers(typed)
      {
        return numbers == [date.year, date.month, date.day] && !date.isLeapMonth ? .right : .wrong
      }
      var verdict = sameDate(typed, answer, yearMayBeLeftOut: question.kind == .easter)
      if case .unreadable(let why) = verdict, question.kind == .hebrew, why.hasSuffix(writeISO) {
        verdict = .unreadable(String(why.dropLast(writeISO.count)) + hebrewHint(answer))
      }
      // Under a locale that writes the answer in its own words (`7 באדר ב׳ 5803` under `set
      // locale he`), the calendar's English words (`7 Adar II 5803`) are right too.
      guard verdict != .right, case .calendarDate(let date) = question.answer, date.longDescription != answer
      else { return verdict }
      let english = sameDate(typed, date.longDescription, yearMayBeLeftOut: false)
      return english == .right ? .right : verdict
    }
  }

  static let yes: Set<String> = ["y", "yes", "true", "t", "leap"]
  static let no: Set<String> = ["n", "no", "false", "f", "common"]

  static func normalized(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).joined(separator: " ")
  }

  /// The numbers and words of a date in the order written; `17th` is the number 17.
  static func tokens(_ text: String) -> (numbers: [Int], words: [String]) {
    var numbers: [Int] = []
    var words: [String] = []
    var current = ""
    var lastWasNumber = false
    func finish() {
      defer { current = "" }
      guard !current.isEmpty else { return }
      if let number = Int(current) {
        numbers.append(number)
        lastWasNumber = true
        return
      }
      if lastWasNumber, ["st", "nd", "rd", "th"].contains(current) { return }
      words.append(current)
      lastWasNumber = false
    }
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if let last = current.last, last.isNumber != character.isNumber { finish() }
        current.append(character)
      } else {
        finish()
      }
    }
    finish()
    return (numbers, words)
  }

  static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  /// A date read from its words: a year (nil when left out), a month as a number or as the words
  /// that name it (`shevat`, `adar ii`), and a day.
  struct ReadDate: Equatable {
    var year: Int?
    var month: Int?
    var monthWords: [String]
    var day: Int
  }

  enum Reading: Equatable {
    case date(ReadDate)
    case unreadable(String)
  }

  static let writeISO = "write it as YYYY-MM-DD"

  /// How to write a Hebrew date, in the answer's language: `6 בסיוון 5769` under `set locale he`.
  /// The example is never the answer asked for (6 Sivan 5769 is one of the quiz's dates).
  static func hebrewHint(_ answer: String) -> String {
    let inHebrew = answer.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) }
    let (words, hebrew, numbers) =
      answer.contains("5769")
      ? ("1 Tishrei 5786", "1 בתשרי 5786", "5786-07-01") : ("6 Sivan 5769", "6 בסיוון 5769", "5769-03-06")
    return "write it as day, month and year, e.g. \(words)"
      + (inHebrew ? " or \(hebrew)" : "") + ", or in numbers year first, \(numbers)"
  }

  /// The numbers of a date written in numbers alone, year first (`5769-03-06`); nil otherwise.
  static func yearFirstNumbers(_ text: String) -> [Int]? {
    let (numbers, words) = tokens(text)
    let firstIsYear = text.drop { $0 == " " }.prefix { $0.isNumber }.count >= 3
    return words.isEmpty && numbers.count == 3 && firstIsYear ? numbers : nil
  }

  /// `text` read strictly: `Y-M-D` (year written first) in that order; a month in words with a
  /// day and maybe a year; `D/M` or `M/D` (maybe `/Y`) only when one reading alone is a date.
  static func read(_ text: String) -> Reading {
    let (numbers, rawWords) = tokens(text)
    var month: Int?
    var words: [String] = []
    for word in rawWords {
      if word.count >= 3, month == nil, words.isEmpty,
        let index = monthNames.firstIndex(where: { $0.hasPrefix(word) })
      {
        month = index + 1
      } else {
        words.append(word)
      }
    }
    if month != nil || !words.isEmpty {
      guard month == nil || words.isEmpty else {
        return .unreadable("couldn't read that as a date; \(writeISO)")
      }
      let day: Int
      var year: Int?
      switch numbers.count {
      case 1: day = numbers[0]
      case 2:
        let small = numbers.filter { $0 <= 31 }
        guard small.count == 1 else {
          return .unreadable("couldn't tell the day from the year; write the year in full")
        }
        day = small[0]
        year = numbers.first { $0 > 31 }
      default: return .unreadable("couldn't read that as a date; \(writeISO)")
      }
      guard (1...31).contains(day) else { return .unreadable("\(day) is not a day of a month; \(writeISO)") }
      return .date(ReadDate(year: year, month: month, monthWords: words, day: day))
    }
    let firstIsYear = text.drop { $0 == " " }.prefix { $0.isNumber }.count >= 3
    if firstIsYear, numbers.count == 3 {
      let date = ReadDate(year: numbers[0], month: numbers[1], monthWords: [], day: numbers[2])
      return isValid(date) ? .date(date) : .unreadable("that is not a date; \(writeISO)")
    }
    guard numbers.count == 2 || numbers.count == 3 else {
      return .unreadable("couldn't read that as a date; \(writeISO)")
    }
    let year = numbers.count == 3 ? numbers[2] : nil
    let readings = [
      ReadDate(year: year, month: numbers[1], monthWords: [], day: numbers[0]),
      ReadDate(year: year, month: numbers[0], monthWords: [], day: numbers[1]),
    ].filter(isValid)
    switch Set(readings.map { [$0.month ?? 0, $0.day] }).count {
    case 1: return .date(readings[0])
    case 0: return .unreadable("that is not a date; \(writeISO)")
    default:
      return .unreadable(
        "\(numbers[0])/\(numbers[1]) could be day/month or month/day; \(writeISO)")
    }
  }

  static func isValid(_ date: ReadDate) -> Bool {
    guard let month = date.month, (1...12).contains(month) else { return false }
    let lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return (1...lengths[month - 1]).contains(date.day)
  }

  /// The printed answer's date: `2026-04-05`, `1731/2-02-11` (Old Style) or `18 Shevat 5667`.
  static func answerDate(_ answer: String) -> ReadDate? {
    let (numbers, words) = tokens(answer)
    if words.isEmpty, numbers.count >= 3 {
      return ReadDate(
        year: numbers[0], month: numbers[numbers.count - 2], monthWords: [], day: numbers[numbers.count - 1])
    }
    guard case .date(let date) = read(answer) else { return nil }
    return date
  }

  /// The typed date read strictly and compared with the answer's: the same day, month (a month
  /// word matching another that it begins or that begins it, three letters at least: `tish`)
  /// and year; Easter's year may be left out.
  static func sameDate(_ typed: String, _ answer: String, yearMayBeLeftOut: Bool) -> Verdict {
    guard let expected = answerDate(answer) else { return .wrong }
    let typedDate: ReadDate
    switch read(typed) {
    case .unreadable(let why): return .unreadable(why)
    case .date(let date): typedDate = date
    }
    guard typedDate.day == expected.day else { return .wrong }
    if let year = typedDate.year {
      guard year == expected.year else { return .wrong }
    } else if !yearMayBeLeftOut {
      return .unreadable("give the year too")
    }
    if let month = expected.month {
      return typedDate.month == month && typedDate.monthWords.isEmpty ? .right : .wrong
    }
    guard typedDate.month == nil, typedDate.monthWords.count == expected.monthWords.count else {
      return .wrong
    }
    for (word, other) in zip(typedDate.monthWords, expected.monthWords) {
      guard sameMonthWord(word, other) else { return .wrong }
    }
    return .right
  }

  /// `tish` for Tishrei, `Tishri` and `Tamuz` as other spellings (the same consonants), `אייר`
  /// for `באייר` (the Hebrew month printed with its "in").
  static func sameMonthWord(_ typed: String, _ printed: String) -> Bool {
    if typed == printed { return true }
    guard typed.count >= 3 else { return false }
    let spellings = printed.hasPrefix("ב") ? [printed, String(printed.dropFirst())] : [printed]
    return spellings.contains { other in
      typed.hasPrefix(other) || other.hasPrefix(typed) || consonants(typed) == consonants(other)
    }
  }

  /// A month name's consonants, doubled letters once: `tishrei` and `tishri` give `tshr`.
  static func consonants(_ word: String) -> String {
    var result = ""
    for character in word where !"aeiou".contains(character) && result.last != character {
      result.append(character)
    }
    return result
  }
}
