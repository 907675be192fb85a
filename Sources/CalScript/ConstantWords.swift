import CalendarCore

/// Names that stand for values without a `let`: days relative to today, booleans and weekdays.
/// `Interpreter.lookup` gives their values; variables may not take them; completion offers them.
enum ConstantWords {
  static let days = ["today", "tomorrow", "yesterday"]
  static let booleans = ["true", "false"]
  static let weekdays = (Weekday.shortNames + Weekday.names).map { $0.lowercased() }
  /// `jan` … `dec` and `january` … `december`: that month of this year.
  static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]
  /// Words a variable may not be named. Month names are left out: `let feb = month 2023-02` is
  /// natural, and a variable shadows the month's name.
  static let all = days + booleans + weekdays

  /// 1…12 for a month's name or its first three letters, any case.
  static func monthNumber(_ word: String) -> Int? {
    let lower = word.lowercased()
    guard let index = months.firstIndex(of: lower) else { return nil }
    return index % 12 + 1
  }
}
