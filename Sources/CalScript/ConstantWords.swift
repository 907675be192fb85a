import CalendarCore

/// Names that stand for values without a `let`: days relative to today, booleans and weekdays.
/// `Interpreter.lookup` gives their values; variables may not take them; completion offers them.
enum ConstantWords {
  static let days = ["today", "tomorrow", "yesterday"]
  static let booleans = ["true", "false"]
  static let weekdays = (Weekday.shortNames + Weekday.names).map { $0.lowercased() }
  static let all = days + booleans + weekdays
}
