import CalendarCore

/// Whether a typed answer is the answer, read the way a person writes it: a weekday by any
/// two or more of its first letters (`sa`, `sat`, `Saturday`), yes or no as `y`, `no`, `true`
/// …, a date as the answer prints it or in words (`20 April`, `April 20 2025`, `20/4`); case,
/// spaces and commas never matter.
enum QuizAnswerReading {
  static func isRight(_ typed: String, answer: String, for question: QuizQuestion) -> Bool {
    let typed = normalized(typed)
    guard !typed.isEmpty else { return false }
    if typed == normalized(answer) { return true }
    switch question.answer {
    case .weekday(let weekday):
      return typed.count >= 2
        && (weekday.name.lowercased().hasPrefix(typed) || answer.lowercased().hasPrefix(typed))
    case .leap:
      // As `leap` printed it: under `set reform gb` 1700 is a Julian leap year.
      return (normalized(answer) == "true" ? yes : no).contains(typed)
    case .isoWeekDate:
      return typed.filter { $0 != "-" } == normalized(answer).filter { $0 != "-" }
    case .date, .calendarDate:
      return sameDate(typed, answer, yearMayBeLeftOut: question.kind == .easter)
    }
  }

  static let yes: Set<String> = ["y", "yes", "true", "t", "leap"]
  static let no: Set<String> = ["n", "no", "false", "f", "common"]

  static func normalized(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).joined(separator: " ")
  }

  /// The numbers and words of a date, months written in English as their numbers: `20 April
  /// 2025`, `2025-04-20` and `4/20/2025` give the same three numbers.
  static func parts(_ text: String) -> (numbers: [Int], words: [String]) {
    var numbers: [Int] = []
    var words: [String] = []
    var current = ""
    func finish() {
      defer { current = "" }
      guard !current.isEmpty else { return }
      if let number = Int(current) {
        numbers.append(number)
      } else if current.count >= 3,
        let month = monthNames.firstIndex(where: { $0.hasPrefix(current) })
      {
        numbers.append(month + 1)
      } else {
        words.append(current)
      }
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

  /// The same numbers (in any order) and the same words, a word matching another that it begins
  /// or that begins it (three letters at least: `tish` for Tishrei); Easter's year may be left out.
  static func sameDate(_ typed: String, _ answer: String, yearMayBeLeftOut: Bool) -> Bool {
    let typed = parts(typed)
    var expected = parts(answer)
    guard typed.words.count == expected.words.count else { return false }
    for (word, other) in zip(typed.words, expected.words) {
      guard word.count >= 3 || word == other, word.hasPrefix(other) || other.hasPrefix(word) else {
        return false
      }
    }
    if yearMayBeLeftOut, typed.numbers.count == expected.numbers.count - 1, !expected.numbers.isEmpty {
      expected.numbers.removeFirst()  // the year, which Easter's answer (YYYY-MM-DD) writes first
    }
    return typed.numbers.sorted() == expected.numbers.sorted()
  }
}
