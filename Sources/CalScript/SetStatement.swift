import CalendarCore

extension Interpreter {
  /// `set firstweekday mon`, `set today 2023-02-03`, `set color never`.
  func applySetting(_ name: String, nameRange: SourceRange, arguments: [Expr]) throws {
    guard let setting = Settings.Name(rawValue: name) else {
      let names = Settings.Name.allCases.map(\.rawValue)
      throw ScriptError(
        .evaluation, "unknown setting '\(name)'" + didYouMean(name, among: names), at: nameRange)
    }
    guard arguments.count == 1 else {
      let at = arguments.count > 1 ? arguments[1].range : nameRange
      throw ScriptError(
        .evaluation, "set \(name) takes one value: \(setting.values.joined(separator: " | "))", at: at)
    }
    let argument = arguments[0]
    let word: String? = if case .name(let w, _) = argument { w } else { nil }
    switch setting {
    case .firstweekday:
      guard let word, let weekday = Weekday(name: word) else {
        throw ScriptError(
          .evaluation, "firstweekday takes a weekday: sun mon tue wed thu fri sat", at: argument.range)
      }
      settings.firstWeekday = weekday
    case .today:
      guard case .date(let date) = try evaluate(argument) else {
        throw ScriptError(.evaluation, "today takes a date such as 2023-02-03", at: argument.range)
      }
      settings.today = date
    case .color:
      guard let word, let mode = Settings.ColorMode(rawValue: word) else {
        throw ScriptError(.evaluation, "color takes auto, always or never", at: argument.range)
      }
      settings.color = mode
    case .monthend:
      switch word {
      case "clamp": settings.monthEnd = .clamp
      case "overflow": settings.monthEnd = .overflow
      default:
        throw ScriptError(
          .evaluation,
          "monthend takes clamp or overflow" + didYouMean(word ?? "", among: ["clamp", "overflow"]),
          at: argument.range)
      }
    }
  }
}
