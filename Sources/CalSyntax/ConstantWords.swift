import CalendarCore

/// Names that stand for values without a `let`: days relative to today, booleans and weekdays.
/// `Interpreter.lookup` gives their values; variables may not take them; completion offers them.
package enum ConstantWords {
  package static let days = ["today", "tomorrow", "yesterday"]
  package static let booleans = ["true", "false"]
  package static let weekdays = (Weekday.shortNames + Weekday.names).map { $0.lowercased() }
  /// `jan` … `dec` and `january` … `december`: that month of this year.
  package static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]
  /// Words a variable may not be named. Month names are left out: `let feb = month 2023-02` is
  /// natural, and a variable shadows the month's name.
  package static let all = days + booleans + weekdays

  /// 1…12 for a month's name or its first three letters (or `sept`), any case.
  package static func monthNumber(_ word: String) -> Int? {
    let lower = word.lowercased()
    if lower == "sept" { return 9 }
    guard let index = months.firstIndex(of: lower) else { return nil }
    return index % 12 + 1
  }

  /// Weekday and month names, the words a misspelt name most likely meant.
  package static let calendarNames = weekdays + months

  /// The word an unknown name probably meant, among `others` (variables, commands, field names)
  /// and the constant words. Weekday and month names come first: a beginning of exactly one of
  /// them (`janu`, `wednes`) names it, and on equal distance they win over other words, so
  /// `fry` is `fri`, not `doy`.
  package static func suggestion(
    for word: String, others: [String], preferring names: [String] = calendarNames
  )
    -> String?
  {
    let lower = word.lowercased()
    if lower.count >= 3 {
      let fullNames = names.filter { $0.count > 3 }
      let extensions = fullNames.filter { $0.hasPrefix(lower) && $0 != lower }
      if extensions.count == 1 { return extensions[0] }
    }
    return CalSyntax.suggestion(for: word, among: names + others + (others.isEmpty ? [] : days + booleans))
  }
}
